// One retention round at a time per database (retention/retention-round.ts), on
// both dialects: two storages on one database stand for two worker
// processes. While one runs a round, the other's round is skipped and deletes
// nothing; once it ends, the other's runs; a holder that dies takes its lock
// with it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ManualClock } from '../../../src/clock.ts';
import { loadConfig, parseDatabaseUrl } from '../../../src/config.ts';
import { RetentionJob } from '../../../src/jobs/retention-job.ts';
import { openStorage, type Storage } from '../../../src/storage/database.ts';
import { oneRetentionRoundAtATime } from '../../../src/storage/retention/retention-round.ts';
import { DIALECTS } from '../../helpers/dialects.ts';
import { eventually } from '../../helpers/webhook-fixtures.ts';
import { companyRow, countRows, deliveryRow, endpointRow, freshId, NOW, useStore } from '../../helpers/storage-fixtures.ts';

const DAY = 86_400_000;
const SRC = path.resolve(import.meta.dirname, '../../../src');

/** A promise and the function that settles it: the body of a round that lasts until the test ends it. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

for (const dialect of DIALECTS) {
  describe(`one retention round at a time [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);
    const url = () => fixture.database.url;
    const location = () => parseDatabaseUrl(url());

    /** Another process's storage on the same database. */
    async function withOtherStorage<T>(work: (other: Storage) => Promise<T>): Promise<T> {
      const other = openStorage(location(), { poolSize: 2 });
      try {
        return await work(other);
      } finally {
        await other.close();
      }
    }

    function retentionJob(storage: Storage): RetentionJob {
      const config = loadConfig({ DATABASE_URL: url(), DATA_DIR: fixture.database.dataDir });
      return new RetentionJob({ storage, config, clock: new ManualClock(NOW), log: { error() {}, info() {} }, pauseMs: 0 });
    }

    /** Finished deliveries past the retention (30 days by default): what a round deletes. */
    async function expiredDeliveries(count: number): Promise<string> {
      const { store, storage } = fixture;
      const company = await store.repos.companies.insert(companyRow());
      const endpoint = endpointRow(company.id);
      await storage.db.insertInto('webhook_endpoints').values(endpoint).execute();
      const old = NOW - 40 * DAY;
      for (let i = 0; i < count; i++) {
        await storage.db
          .insertInto('webhook_deliveries')
          .values(deliveryRow(endpoint.id, freshId(), { status: 'succeeded', created_at: old, completed_at: old }))
          .execute();
      }
      return endpoint.id;
    }

    it("skips a round while another process's runs, and runs it once that one has ended", async () => {
      const endpointId = await expiredDeliveries(3);
      const held = gate();
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const first = oneRetentionRoundAtATime(fixture.storage, location(), async () => {
        entered();
        await held.promise;
        return 'first';
      });
      await inside;
      try {
        await withOtherStorage(async (other) => {
          let ran = false;
          const skipped = await oneRetentionRoundAtATime(other, location(), async () => {
            ran = true;
            return 'second';
          });
          assert.equal(skipped, undefined, 'skipped');
          assert.equal(ran, false, 'the round did not run');

          const job = retentionJob(other);
          const summary = await job.runOnce();
          assert.equal(summary.deliveries, 0, 'a retention job deletes nothing meanwhile');
          assert.equal(await countRows(fixture.storage, 'webhook_deliveries', 'endpoint_id', endpointId), 3);

          held.open();
          assert.equal(await first, 'first');
          assert.equal((await job.runOnce()).deliveries, 3, 'the next round runs and deletes');
          assert.equal(await countRows(fixture.storage, 'webhook_deliveries', 'endpoint_id', endpointId), 0);
        });
      } finally {
        held.open(); // a failed assertion must not leave the round (and its connection) held
        await first;
      }
    });

    it('is free again once a process that held it dies mid-round (SIGKILL)', async () => {
      const endpointId = await expiredDeliveries(2);
      // Another process takes the lock for a round that never ends, and says so.
      const script = `
        import { openStorage } from ${JSON.stringify(SRC + '/storage/database.ts')};
        import { oneRetentionRoundAtATime } from ${JSON.stringify(SRC + '/storage/retention/retention-round.ts')};
        const location = ${JSON.stringify(location())};
        await oneRetentionRoundAtATime(openStorage(location, { poolSize: 2 }), location, async () => {
          process.stdout.write('held');
          // A promise alone keeps no process alive: without a timer it would exit here, lock and all.
          setInterval(() => {}, 60_000);
          await new Promise(() => {});
        });
        process.stdout.write('skipped');
      `;
      const holder = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise((resolve) => holder.on('exit', resolve));
      try {
        const said = await new Promise<string>((resolve) => holder.stdout.once('data', (chunk) => resolve(String(chunk))));
        assert.equal(said, 'held');
        assert.equal(
          await oneRetentionRoundAtATime(fixture.storage, location(), async () => 'ran'),
          undefined,
          'held by the other process',
        );
      } finally {
        holder.kill('SIGKILL');
        await exited;
      }
      // PostgreSQL notices the closed connection and ends the session (and its lock) within moments.
      const job = retentionJob(fixture.storage);
      await eventually(async () => (await job.runOnce()).deliveries === 2, 10_000, 'a round to run after the holder died');
      assert.equal(await countRows(fixture.storage, 'webhook_deliveries', 'endpoint_id', endpointId), 0);
    });
  });
}

// What the delivery queue's coordination (queue/coordination/) gives a
// worker beside queries, on both dialects:
// wake-ups after another connection's commit (watchCommits), the lock that
// lets one worker run where only one may (workerLock), and the session its
// leases are tied to (openLeaseSession). On PostgreSQL, every LISTEN of a
// storage, the worker's and the credential cache's, shares one connection.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { parseDatabaseUrl } from '../../../../src/config.ts';
import { openStorage } from '../../../../src/storage/database.ts';
import { CREDENTIALS_CHANNEL, DELIVERY_CHANNEL } from '../../../../src/storage/notification-channels.ts';
import { withWorkerCoordination, type WorkerStorage } from '../../../../src/storage/queue/coordination/worker-coordination.ts';
import { leaseEndpoints } from '../../../../src/storage/queue/endpoint-leases.ts';
import { Store } from '../../../../src/storage/store.ts';
import { DIALECTS, POSTGRES_ADMIN_URL } from '../../../helpers/dialects.ts';
import { endpointWithDeliveries, NOW } from '../../../helpers/queue-fixtures.ts';
import { companyRow, countRows, useStore } from '../../../helpers/storage-fixtures.ts';
import { eventually } from '../../../helpers/webhook-fixtures.ts';

/** The database's backends, and of those the ones whose last statement was a LISTEN. */
async function backends(databaseUrl: string): Promise<{ all: number[]; listening: number[] }> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number; query: string }>(`select pid, query from pg_stat_activity where datname = $1`, [
      new URL(databaseUrl).pathname.slice(1),
    ]);
    return { all: rows.map((row) => row.pid), listening: rows.filter((row) => row.query.startsWith('listen ')).map((row) => row.pid) };
  } finally {
    await client.end();
  }
}

for (const dialect of DIALECTS) {
  describe(`the storage's facilities for the delivery worker [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);
    /** A second storage over the same database: another process, as far as the first can tell. */
    let other: WorkerStorage;
    /** The fixture's storage with the worker's coordination. */
    let ours: WorkerStorage;
    before(() => {
      other = withWorkerCoordination(openStorage(parseDatabaseUrl(fixture.database.url), { poolSize: 2 }));
      ours = withWorkerCoordination(fixture.storage);
    });
    after(() => other?.close());

    it('wakes a watcher after another connection commits deliveries', async () => {
      let commits = 0;
      const watch = ours.watchCommits(() => commits++);
      try {
        await watch.ready;
        const before = commits;
        await new Store(other, () => {}).transaction(async (tx) => {
          await tx.repos.companies.insert(companyRow());
          await tx.announceDeliveries();
        });
        await eventually(async () => commits > before, 10_000, 'the watcher to be woken');
      } finally {
        await watch.close();
      }
    });

    it('takes up a new lease session with the leases an earlier worker left on SQLite, and a session of its own on PostgreSQL', async () => {
      const { endpointId } = await endpointWithDeliveries(fixture.storage, 1);
      assert.deepEqual(await leaseEndpoints(fixture.storage.db, [endpointId], 'killed-worker', NOW, NOW + 3_600_000), [endpointId]);
      const session = await ours.openLeaseSession((error) => assert.fail(`no failure expected: ${String(error)}`));
      try {
        const tie = session.current;
        assert.ok(tie, 'leases can be taken at once');
        if (dialect.name === 'sqlite') {
          assert.equal(tie.holder, undefined, 'no session to tie leases to');
          assert.equal(await countRows(fixture.storage, 'delivery_leases'), 0, 'the leases left by the earlier worker are gone');
        } else {
          assert.ok(tie.holder && tie.holder.pid > 0, 'tied to a live backend');
          assert.equal(await countRows(fixture.storage, 'delivery_leases'), 1, 'other workers’ leases are theirs to keep');
        }
      } finally {
        await session.close();
      }
      if (dialect.name === 'postgres') assert.equal(session.current, undefined, 'a closed session ties no lease');
    });

    it(
      dialect.name === 'sqlite'
        ? 'grants the worker lock of a database file to one storage at a time'
        : 'grants the worker lock to every worker: leases keep them apart',
      () => {
        const first = ours.workerLock();
        const second = other.workerLock();
        try {
          assert.equal(first.tryAcquire(), true);
          assert.equal(second.tryAcquire(), dialect.name === 'postgres');
          first.release();
          assert.equal(second.tryAcquire(), true, 'free once the first lets go');
        } finally {
          first.release();
          second.release();
        }
      },
    );

    if (dialect.name === 'postgres') {
      it('listens for the worker and the credential cache over one connection, closed when the last stops listening', async () => {
        const url = fixture.database.url;
        const storage = withWorkerCoordination(openStorage(parseDatabaseUrl(url), { poolSize: 1 }));
        const heard = { deliveries: 0, credentials: 0 };
        try {
          const before = (await backends(url)).listening;
          const credentials = storage.listen!(CREDENTIALS_CHANNEL, () => heard.credentials++);
          const deliveries = storage.watchCommits(() => heard.deliveries++);
          await Promise.all([credentials.ready, deliveries.ready]);
          const added = (await backends(url)).listening.filter((pid) => !before.includes(pid));
          assert.equal(added.length, 1, `one LISTEN connection for both channels: ${JSON.stringify(added)}`);
          // Each channel reaches its own subscriber only.
          const counts = { ...heard };
          await other.db.transaction().execute(async (trx) => {
            await trx.selectNoFrom((eb) => eb.fn('pg_notify', [eb.val(DELIVERY_CHANNEL), eb.val('')]).as('sent')).execute();
          });
          await eventually(async () => heard.deliveries > counts.deliveries, 10_000, 'the delivery notification');
          assert.equal(heard.credentials, counts.credentials, 'not heard on the credentials channel');
          await other.db.selectNoFrom((eb) => eb.fn('pg_notify', [eb.val(CREDENTIALS_CHANNEL), eb.val('')]).as('sent')).execute();
          await eventually(async () => heard.credentials > counts.credentials, 10_000, 'the credentials notification');
          await deliveries.close();
          assert.ok((await backends(url)).all.includes(added[0]!), 'the connection stays, listening for the cache');
          await credentials.close();
          await eventually(async () => !(await backends(url)).all.includes(added[0]!), 10_000, 'the LISTEN connection to close');
        } finally {
          await storage.close();
        }
      });
    }
  });
}

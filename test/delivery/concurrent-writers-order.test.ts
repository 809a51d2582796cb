// Two writes of one company in flight at once: the one that drew the earlier
// delivery id is delivered first, even when the later one would commit
// first; and when the earlier one rolls back, the later one goes out alone,
// only then. On PostgreSQL delivery ids are drawn at insert, not at commit,
// and a worker asks for what comes after the last id it sent; without the
// fan-out's lock (storage/queue/record-event.ts) the later event would be
// sent while the earlier one could still commit, and the earlier one after
// it. SQLite writes one transaction at a time, so there the later write waits
// anyway.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { DIALECTS } from '../helpers/dialects.ts';
import { useDeliverySuite } from '../helpers/delivery-suite.ts';
import { companyPath, storedActor } from '../helpers/recruiting-fixtures.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

const ROLLED_BACK = new Error('the first write rolls back');

for (const dialect of DIALECTS) {
  describe(`deliveries of concurrent writes of one company [${dialect.name}]`, { skip: dialect.skip }, () => {
    const suite = useDeliverySuite(dialect, {
      realClock: true,
      env: { WEBHOOK_RETRY_BASE_MS: '10', WEBHOOK_RETRY_MAX_MS: '100' },
    });

    /**
     * Opens a first write that queues a delivery of position `First` and stays
     * uncommitted, then makes a second write of position `Second` through the
     * API. On PostgreSQL, waits until the second write waits for the first
     * and checks that nothing was sent meanwhile. `end` commits or rolls back
     * the first; then both writes are settled.
     */
    async function twoWrites(end: 'commit' | 'rollback') {
      const { receiver, ws } = await suite.setUp();
      const server = suite.server;
      const endpoint = await suite.createEndpoint(['companyPositionAdded']);
      const db = server.services.storage.db;
      const { company, user } = await storedActor(server, ws);

      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let queued!: () => void;
      const inFlight = new Promise<void>((resolve) => (queued = resolve));
      const first = server.services
        .transaction(async (scoped) => {
          await scoped.positions.create({ company, user }, { name: 'First' });
          queued();
          await gate;
          if (end === 'rollback') throw ROLLED_BACK;
        })
        .catch((error: unknown) => {
          if (error !== ROLLED_BACK) throw error;
        });
      await inFlight;

      // The second write, through the API: its delivery id is drawn after the first's.
      let answered = false;
      const second = server.post(companyPath(ws, '/positions'), { token: ws.token, body: { name: 'Second' } }).finally(() => {
        answered = true;
      });
      try {
        if (dialect.name === 'postgres') {
          // The second write reaches its fan-out and waits there for the first
          // to end, so its delivery can't be committed, let alone sent (the
          // fault this guards against: it commits and its event goes out ahead).
          await eventually(
            async () => {
              if (answered || receiver.requests.length > 0) return true;
              const { rows } = await sql<{ n: number }>`
              select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`.execute(db);
              return rows[0]!.n > 0;
            },
            20_000,
            'the second write to wait for the first, or its event to arrive',
          );
          assert.equal(receiver.requests.length, 0, 'nothing is sent while the first write is open');
          assert.equal(answered, false, 'the second write is not answered while the first is open');
        }
      } finally {
        release();
      }
      await first;
      return { receiver, endpointId: endpoint.id, secondStatus: (await second).status };
    }

    it('go out in the order of their delivery ids, whichever commits first', async () => {
      const { receiver, secondStatus } = await twoWrites('commit');
      assert.equal(secondStatus, 200);
      const requests = await receiver.waitForCount(2, 10_000);
      const names = requests.map((r) => JSON.parse(r.body).object.position.name as string);
      assert.deepEqual(names, ['First', 'Second']);
    });

    it('when the earlier write rolls back, the later one goes out alone', async () => {
      const { receiver, endpointId, secondStatus } = await twoWrites('rollback');
      assert.equal(secondStatus, 200);
      const requests = await receiver.waitForCount(1, 10_000);
      assert.deepEqual(
        requests.map((r) => JSON.parse(r.body).object.position.name as string),
        ['Second'],
      );
      const db = suite.server.services.storage.db;
      const statuses = () => db.selectFrom('webhook_deliveries').select('status').where('endpoint_id', '=', endpointId).execute();
      await eventually(async () => (await statuses()).every((d) => d.status === 'succeeded'), 10_000, 'the outcome stored');
      assert.deepEqual(
        (await statuses()).map((d) => d.status),
        ['succeeded'],
        'the rolled-back write left no delivery',
      );
    });
  });
}

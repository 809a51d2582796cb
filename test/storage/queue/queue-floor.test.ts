// An endpoint's queue floor (storage/queue/queue-floor.ts), on both
// dialects: the outcome writer raises it on PostgreSQL, a retry and a
// recovery lower it before the delivery is pending again, and the head probe
// and a task's first fetch find a delivery queued again below where the
// floor stood. On PostgreSQL, a retry that commits while the writer waits for
// the endpoint's row is seen by the raise.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Storage } from '../../../src/storage/database.ts';
import { requeuedAt } from '../../../src/storage/queue/delivery-lifecycle.ts';
import { findReadyEndpoints } from '../../../src/storage/queue/find-ready-endpoints.ts';
import { nextDeliveries } from '../../../src/storage/queue/next-deliveries.ts';
import { lowerQueueFloor } from '../../../src/storage/queue/queue-floor.ts';
import { recordResults } from '../../../src/storage/queue/record-results.ts';
import type { Store } from '../../../src/storage/store.ts';
import { DIALECTS } from '../../helpers/dialects.ts';
import { attemptResult as result, endpointWithDeliveries, NOW } from '../../helpers/queue-fixtures.ts';
import { useStore } from '../../helpers/storage-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`queue floor [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect, { poolSize: 4 });
    let storage: Storage;
    let store: Store;
    before(() => {
      storage = fixture.storage;
      store = fixture.store;
    });
    const postgres = dialect.name === 'postgres';

    const floorOf = async (endpointId: string) =>
      Number(
        (await storage.db.selectFrom('webhook_endpoints').select('queue_floor').where('id', '=', endpointId).executeTakeFirstOrThrow())
          .queue_floor,
      );
    const headOf = async (endpointId: string) =>
      (await findReadyEndpoints(storage.db, NOW + 60_000, 'w-test', 1000)).find((h) => h.endpoint_id === endpointId);
    /** An endpoint with `count` pending deliveries and their events (a task's fetch joins the event for its body). */
    const queue = async (count: number) => {
      const queued = await endpointWithDeliveries(storage, count);
      const rows = await storage.db
        .selectFrom('webhook_deliveries')
        .select('event_id')
        .where('endpoint_id', '=', queued.endpointId)
        .execute();
      const { company_id } = await storage.db
        .selectFrom('webhook_endpoints')
        .select('company_id')
        .where('id', '=', queued.endpointId)
        .executeTakeFirstOrThrow();
      await storage.db
        .insertInto('events')
        .values(rows.map((r) => ({ id: r.event_id, company_id, type: 'candidateAdded', payload: '{}', created_at: NOW })))
        .execute();
      return queued;
    };
    const succeed = (endpointId: string, ids: number[]) =>
      recordResults(
        storage.db,
        storage.dialect,
        ids.map((id) => result(endpointId, id, 'succeeded')),
        NOW,
      );
    const fail = (endpointId: string, ids: number[]) =>
      recordResults(
        storage.db,
        storage.dialect,
        ids.map((id) => result(endpointId, id, 'failed')),
        NOW,
      );

    it('rises with the stored outcomes on PostgreSQL, and a retry below it is the head again', async () => {
      const { endpointId, deliveryIds } = await queue(5);
      const [d1, d2, d3, d4, d5] = deliveryIds as [number, number, number, number, number];
      await succeed(endpointId, [d1, d2, d3]);
      await succeed(endpointId, [d4]);
      // Raised before a batch's own deliveries are marked: to the second batch's first, d4.
      assert.equal(await floorOf(endpointId), postgres ? d4 : 0);
      assert.deepEqual([(await headOf(endpointId))?.first_id, (await headOf(endpointId))?.last_id], [d5, d5]);

      assert.equal(await store.repos.webhookDeliveries.retry(endpointId, d2, NOW), true);
      assert.equal(await floorOf(endpointId), postgres ? d2 : 0);
      const head = await headOf(endpointId);
      assert.deepEqual([head?.first_id, head?.last_id], [d2, d5], 'the retried delivery is the queue head');
      assert.deepEqual(
        (await nextDeliveries(storage.db, endpointId, 10)).map((d) => d.id),
        [d2, d5],
        "a task's first fetch starts at the floor, so it finds the retried one",
      );
    });

    it('is lowered by a recovery to the first delivery it queues again', async () => {
      const { endpointId, deliveryIds } = await queue(4);
      const [d1, d2, d3, d4] = deliveryIds as [number, number, number, number];
      await succeed(endpointId, [d1]);
      await fail(endpointId, [d2, d3]);
      await succeed(endpointId, [d4]);
      assert.equal(await headOf(endpointId), undefined, 'nothing pending');
      const floor = await floorOf(endpointId);
      assert.ok(postgres ? floor >= d2 : floor === 0, `floor ${floor}`);

      const { requeued } = await store.repos.webhookDeliveries.recoverBatch(endpointId, { since: 0, until: NOW + 1 }, null, NOW);
      assert.equal(requeued, 2);
      assert.equal(await floorOf(endpointId), postgres ? d2 : 0);
      assert.equal((await headOf(endpointId))?.first_id, d2);
      assert.deepEqual(
        (await nextDeliveries(storage.db, endpointId, 10)).map((d) => d.id),
        [d2, d3],
      );
    });

    it("leaves the floor alone for a retry of a delivery that is none of the endpoint's", async () => {
      const mine = await endpointWithDeliveries(storage, 3);
      const other = await endpointWithDeliveries(storage, 1);
      await succeed(mine.endpointId, mine.deliveryIds.slice(0, 2));
      await succeed(mine.endpointId, mine.deliveryIds.slice(2));
      const floor = await floorOf(mine.endpointId);
      assert.equal(await store.repos.webhookDeliveries.retry(mine.endpointId, other.deliveryIds[0]!, NOW), undefined);
      assert.equal(await floorOf(mine.endpointId), floor);
    });

    it(
      'sees a retry that committed while the outcome writer waited for the endpoint row',
      { skip: !postgres && 'SQLite serializes writers' },
      async () => {
        const { endpointId, deliveryIds } = await endpointWithDeliveries(storage, 4);
        const [d1, d2, d3, d4] = deliveryIds as [number, number, number, number];
        await succeed(endpointId, [d1]);
        await succeed(endpointId, [d2]);
        // A retry of d1 holds the endpoint's row (its floor lowered) while the writer stores d2's neighbours.
        const retrying = storage.db.connection().execute(async (conn) => {
          await sql`begin`.execute(conn);
          await lowerQueueFloor(conn, endpointId, d1);
          await conn.updateTable('webhook_deliveries').set(requeuedAt(NOW)).where('id', '=', d1).execute();
          const writing = succeed(endpointId, [d3]);
          // (Asked on another connection: inside a transaction pg_stat_activity is a snapshot.)
          for (;;) {
            const { rows } = await sql<{
              n: number;
            }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`.execute(
              storage.db,
            );
            if (rows[0]!.n > 0) break;
            await new Promise((resolve) => setImmediate(resolve));
          }
          await sql`commit`.execute(conn);
          return writing;
        });
        await retrying;
        // Raised in a statement of its own, after the locks: a raise in the locking statement itself would see
        // the floor lowered but not d1 pending (its snapshot is older than the retry's commit), and pass d1.
        assert.equal(await floorOf(endpointId), d1);
        const head = await headOf(endpointId);
        assert.deepEqual([head?.first_id, head?.last_id], [d1, d4]);
      },
    );
  });
}

// An endpoint's queue floor (storage/queue/queue-floor.ts), on both
// dialects: the outcome writer raises it to the head a look for due work
// saw, a retry and a recovery lower it before the delivery is pending again,
// and the head probe and a task's first fetch then find that delivery. A head
// seen before a retry raises nothing, also on PostgreSQL when the retry
// commits while the writer waits for the endpoint's row.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Storage } from '../../../src/storage/database.ts';
import { requeuedAt } from '../../../src/storage/queue/delivery-lifecycle.ts';
import { findReadyEndpoints } from '../../../src/storage/queue/find-ready-endpoints.ts';
import { nextDeliveries } from '../../../src/storage/queue/next-deliveries.ts';
import { lowerQueueFloor, type SeenHead } from '../../../src/storage/queue/queue-floor.ts';
import { recordResults } from '../../../src/storage/queue/record-results.ts';
import { DIALECTS } from '../../helpers/dialects.ts';
import { attemptResult as result, endpointWithDeliveries, NOW } from '../../helpers/queue-fixtures.ts';
import { untilALockIsAwaited, useStore } from '../../helpers/storage-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`queue floor [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect, { poolSize: 4 });
    let storage: Storage;
    before(() => {
      storage = fixture.storage;
    });
    const postgres = dialect.name === 'postgres';

    const floorOf = async (endpointId: string) =>
      Number(
        (await storage.db.selectFrom('webhook_endpoints').select('queue_floor').where('id', '=', endpointId).executeTakeFirstOrThrow())
          .queue_floor,
      );
    /** A look for due work, as the worker's: every queue head, with the requeue count beside it. */
    const look = () => findReadyEndpoints(storage.db, NOW + 60_000, 'w-test', 1000);
    const headOf = async (endpointId: string) => (await look()).find((h) => h.endpoint_id === endpointId);
    const seen = (heads: Awaited<ReturnType<typeof look>>) =>
      new Map<string, SeenHead>(heads.map((h) => [h.endpoint_id, { firstId: h.first_id, requeueCount: h.requeue_count }]));
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
    /** Stores outcomes as the worker's writer does, with the heads its last look saw. */
    const store = (endpointId: string, ids: number[], outcome: 'succeeded' | 'failed', heads: ReadonlyMap<string, SeenHead>) =>
      recordResults(
        storage.db,
        storage.dialect,
        ids.map((id) => result(endpointId, id, outcome)),
        NOW,
        { disableAfterMs: 0, heads },
      );

    it('rises to the head a look saw as outcomes are stored, and a retry below it is the head again', async () => {
      const { endpointId, deliveryIds } = await queue(5);
      const [d1, d2, d3, d4, d5] = deliveryIds as [number, number, number, number, number];
      await store(endpointId, [d1, d2, d3], 'succeeded', seen(await look()));
      assert.equal(await floorOf(endpointId), d1, 'the head seen before the batch');
      const before = await look();
      await store(endpointId, [d4], 'succeeded', seen(before));
      assert.equal(await floorOf(endpointId), d4);
      const head = await headOf(endpointId);
      assert.deepEqual([head?.first_id, head?.last_id], [d5, d5]);

      assert.equal(await fixture.store.repos.webhookDeliveries.retry(endpointId, d2, NOW), true);
      assert.equal(await floorOf(endpointId), d2);
      const after = await headOf(endpointId);
      assert.deepEqual([after?.first_id, after?.last_id], [d2, d5], 'the retried delivery is the queue head');
      assert.deepEqual(
        (await nextDeliveries(storage.db, endpointId, 10)).map((d) => d.id),
        [d2, d5],
        "a task's first fetch starts at the floor, so it finds the retried one",
      );

      // A look from before the retry saw d4 as the head: it no longer raises the floor past d2.
      await store(endpointId, [d5], 'succeeded', seen(before));
      assert.equal(await floorOf(endpointId), d2, 'a head seen before a requeue raises nothing');
      assert.equal((await headOf(endpointId))?.first_id, d2);
    });

    it('is lowered by a recovery to the first delivery it queues again', async () => {
      const { endpointId, deliveryIds } = await queue(4);
      const [d1, d2, d3, d4] = deliveryIds as [number, number, number, number];
      await store(endpointId, [d1], 'succeeded', seen(await look()));
      await store(endpointId, [d2, d3], 'failed', seen(await look()));
      await store(endpointId, [d4], 'succeeded', seen(await look()));
      assert.equal(await headOf(endpointId), undefined, 'nothing pending');
      assert.equal(await floorOf(endpointId), d4);

      const { requeued } = await fixture.store.repos.webhookDeliveries.recoverBatch(endpointId, { since: 0, until: NOW + 1 }, null, NOW);
      assert.equal(requeued, 2);
      assert.equal(await floorOf(endpointId), d2);
      assert.equal((await headOf(endpointId))?.first_id, d2);
      assert.deepEqual(
        (await nextDeliveries(storage.db, endpointId, 10)).map((d) => d.id),
        [d2, d3],
      );
    });

    it('leaves the endpoint alone for a refused retry: a delivery none of its own, or one still pending', async () => {
      const mine = await queue(3);
      const other = await queue(1);
      await store(mine.endpointId, mine.deliveryIds.slice(0, 2), 'succeeded', seen(await look()));
      const floorAndCount = () =>
        storage.db
          .selectFrom('webhook_endpoints')
          .select(['queue_floor', 'requeue_count'])
          .where('id', '=', mine.endpointId)
          .executeTakeFirstOrThrow()
          .then((r) => [Number(r.queue_floor), Number(r.requeue_count)]);
      const before = await floorAndCount();
      assert.ok(before[0]! > 0);
      assert.equal(await fixture.store.repos.webhookDeliveries.retry(mine.endpointId, other.deliveryIds[0]!, NOW), undefined);
      assert.deepEqual(await floorAndCount(), before);
      assert.equal(await fixture.store.repos.webhookDeliveries.retry(mine.endpointId, mine.deliveryIds[2]!, NOW), 'pending');
      assert.deepEqual(await floorAndCount(), before);
    });

    it(
      'raises nothing when a retry commits while the outcome writer waits for the endpoint row',
      { skip: !postgres && 'SQLite serializes writers' },
      async () => {
        const { endpointId, deliveryIds } = await queue(4);
        const [d1, d2, d3] = deliveryIds as [number, number, number, number];
        await store(endpointId, [d1], 'succeeded', seen(await look()));
        await store(endpointId, [d2], 'succeeded', seen(await look()));
        const before = seen(await look());
        assert.equal(before.get(endpointId)?.firstId, d3);
        // A retry of d1 holds the endpoint's row (floor lowered, requeue counted) while the writer stores d3 with the head it saw before.
        const retrying = storage.db.connection().execute(async (conn) => {
          await sql`begin`.execute(conn);
          await lowerQueueFloor(conn, endpointId, d1);
          await conn.updateTable('webhook_deliveries').set(requeuedAt(NOW)).where('id', '=', d1).execute();
          const writing = store(endpointId, [d3], 'succeeded', before);
          // Wait until the writer is blocked on the endpoint's row, then commit the retry.
          await untilALockIsAwaited(storage);
          await sql`commit`.execute(conn);
          return writing;
        });
        await retrying;
        assert.equal(await floorOf(endpointId), d1, "the count the writer compares is the committed row's");
        assert.equal((await headOf(endpointId))?.first_id, d1);
      },
    );
  });
}

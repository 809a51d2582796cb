// Endpoint leases and the search for ready queues, on both dialects: a lease
// is free when it expires; on PostgreSQL also as soon as the database session
// it is tied to has ended (src/storage/queue/lease-holder.ts), and not while
// that session lives. Across real processes: test/reliability/worker-takeover.test.ts.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Storage } from '../../../src/storage/database.ts';
import { leaseEndpoints, releaseLease, renewLease } from '../../../src/storage/queue/endpoint-leases.ts';
import { findReadyEndpoints } from '../../../src/storage/queue/find-ready-endpoints.ts';
import { LeaseHolder } from '../../../src/storage/queue/lease-holder.ts';
import { DIALECTS, type TestDatabase } from '../../helpers/dialects.ts';
import { useStore } from '../../helpers/storage-fixtures.ts';
import { endpointWithDeliveries, NOW } from '../../helpers/queue-fixtures.ts';
import { eventually } from '../../helpers/webhook-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`endpoint leases [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);
    let database: TestDatabase;
    let storage: Storage;
    before(() => {
      database = fixture.database;
      storage = fixture.storage;
    });

    /** Whether `asker` (a worker other than 'a' and 'b' unless given) sees the endpoint's queue head. */
    const ready = async (endpointId: string, now: number, asker = 'z') =>
      (await findReadyEndpoints(storage.db, now, asker, 1000)).some((h) => h.endpoint_id === endpointId);

    it('gives a queue to one holder until it releases it or the lease expires', async () => {
      const { endpointId } = await endpointWithDeliveries(storage, 1);
      assert.ok(await ready(endpointId, NOW));
      assert.deepEqual(await leaseEndpoints(storage.db, [endpointId], 'a', NOW, NOW + 1000), [endpointId]);
      assert.equal(await ready(endpointId, NOW), false, 'leased: not ready for others');
      assert.ok(await ready(endpointId, NOW, 'a'), 'the holder sees that its queue has more');
      assert.deepEqual(await leaseEndpoints(storage.db, [endpointId], 'b', NOW + 999, NOW + 2000), [], 'not before it expires');
      assert.ok(await renewLease(storage.db, endpointId, 'a', NOW + 5000));
      assert.deepEqual(await leaseEndpoints(storage.db, [endpointId], 'b', NOW + 4999, NOW + 6000), []);
      assert.ok(await ready(endpointId, NOW + 5000), 'ready once expired');
      assert.deepEqual(await leaseEndpoints(storage.db, [endpointId], 'b', NOW + 5000, NOW + 6000), [endpointId]);
      assert.equal(await renewLease(storage.db, endpointId, 'a', NOW + 9000), false, 'the old holder lost it');
      await releaseLease(storage.db, endpointId, 'b');
      assert.ok(await ready(endpointId, NOW));
    });

    it('leaves out the endpoints it is told to skip, so a page of `limit` holds others', async () => {
      const waiting = await Promise.all([1, 2, 3].map(() => endpointWithDeliveries(storage, 1)));
      const other = await endpointWithDeliveries(storage, 1);
      const ids = waiting.map((w) => w.endpointId);
      // The skipped heads come first in due order: unskipped, they would fill a page of 3; the other's next.
      await storage.db.updateTable('webhook_deliveries').set({ next_attempt_at: -1 }).where('endpoint_id', 'in', ids).execute();
      await storage.db.updateTable('webhook_deliveries').set({ next_attempt_at: 0 }).where('endpoint_id', '=', other.endpointId).execute();
      const page = async (skipped: string[]) => (await findReadyEndpoints(storage.db, NOW, 'z', 3, skipped)).map((h) => h.endpoint_id);
      assert.deepEqual((await page([])).sort(), [...ids].sort(), 'unskipped, the oldest heads fill the page');
      const found = await page(ids);
      assert.ok(found.includes(other.endpointId), 'skipped, the next head is found');
      assert.ok(!found.some((id) => ids.includes(id)), 'and none of the skipped');
      assert.deepEqual((await page([ids[0]!])).slice(0, 2).sort(), [ids[1], ids[2]].sort(), 'one skipped, the other two first');
    });

    if (dialect.name === 'postgres') {
      it("frees a lease as soon as its holder's database session ends, not while it lives", async () => {
        const { endpointId } = await endpointWithDeliveries(storage, 1);
        const holder = await LeaseHolder.open({ connectionString: database.url }, () => {});
        const other = await LeaseHolder.open({ connectionString: database.url }, () => {});
        try {
          assert.deepEqual(await leaseEndpoints(storage.db, [endpointId], 'a', NOW, NOW + 60_000, holder.identity), [endpointId]);
          assert.equal(await ready(endpointId, NOW), false);
          assert.deepEqual(
            await leaseEndpoints(storage.db, [endpointId], 'b', NOW, NOW + 60_000, other.identity),
            [],
            'the holder lives: its lease holds',
          );
          await holder.close();
          await eventually(async () => ready(endpointId, NOW), 10_000, 'the lease of an ended session to be free');
          assert.deepEqual(await leaseEndpoints(storage.db, [endpointId], 'b', NOW, NOW + 60_000, other.identity), [endpointId]);
          const row = await storage.db
            .selectFrom('delivery_leases')
            .selectAll()
            .where('endpoint_id', '=', endpointId)
            .executeTakeFirstOrThrow();
          assert.deepEqual(
            [row.owner, Number(row.holder_pid), Number(row.holder_since)],
            ['b', other.identity!.pid, other.identity!.since],
          );
        } finally {
          await holder.close();
          await other.close();
        }
      });
    }
  });
}

// The sweep of deliveries left queued for deleted endpoints, on both dialects.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Storage } from '../../../src/storage/database.ts';
import { dropOrphanedDeliveries } from '../../../src/storage/queue/drop-orphaned-deliveries.ts';
import { DIALECTS } from '../../helpers/dialects.ts';
import { useStore } from '../../helpers/storage-fixtures.ts';
import { endpointWithDeliveries, NOW } from '../../helpers/queue-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`dropOrphanedDeliveries [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);
    let storage: Storage;
    before(() => {
      storage = fixture.storage;
    });

    it("drops pending deliveries of endpoints that are gone, and keeps live endpoints' queues and all history", async () => {
      const live = await endpointWithDeliveries(storage, 2);
      const orphan = await endpointWithDeliveries(storage, 3, { withoutEndpoint: true });
      // A finished delivery of a deleted endpoint is history, and stays.
      await storage.db
        .updateTable('webhook_deliveries')
        .set({ status: 'succeeded', completed_at: NOW })
        .where('id', '=', orphan.deliveryIds[0]!)
        .execute();

      assert.equal(await dropOrphanedDeliveries(storage.db), 2);
      const left = await storage.db.selectFrom('webhook_deliveries').select(['id', 'status']).orderBy('id').execute();
      assert.deepEqual(
        left.map((d) => Number(d.id)),
        [...live.deliveryIds, orphan.deliveryIds[0]!].sort((a, b) => a - b),
      );
      assert.equal(await dropOrphanedDeliveries(storage.db), 0, 'nothing more to drop');
    });
  });
}

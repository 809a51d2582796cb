// What a paused endpoint holds (storage/queue/held-deliveries.ts), on both
// dialects: retention cancels only the pending deliveries of paused endpoints
// made before the cutoff, and a discard cancels every pending delivery of one
// endpoint and nothing else.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cancelExpiredHeldDeliveries, discardHeldDeliveries, HELD_MESSAGES } from '../../../src/storage/queue/held-deliveries.ts';
import { DIALECTS } from '../../helpers/dialects.ts';
import { companyRow, deliveryRow, endpointRow, freshId, NOW, useStore } from '../../helpers/storage-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`held deliveries [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);

    async function arrange() {
      const { store, storage } = fixture;
      const company = await store.repos.companies.insert(companyRow());
      const paused = endpointRow(company.id, { status: 'paused' });
      const active = endpointRow(company.id);
      await storage.db.insertInto('webhook_endpoints').values([paused, active]).execute();
      const insert = (endpointId: string, createdAt: number, status: 'pending' | 'succeeded' = 'pending') =>
        storage.db
          .insertInto('webhook_deliveries')
          .values(deliveryRow(endpointId, freshId(), { created_at: createdAt, status }))
          .returning('id')
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.id));
      return {
        paused,
        active,
        oldHeld: await insert(paused.id, NOW - 10),
        newHeld: await insert(paused.id, NOW + 10),
        oldDone: await insert(paused.id, NOW - 10, 'succeeded'),
        oldActive: await insert(active.id, NOW - 10),
      };
    }
    const stateOf = async (id: number) => {
      const row = await fixture.storage.db
        .selectFrom('webhook_deliveries')
        .select(['status', 'last_error'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return [row.status, row.last_error];
    };

    it('retention cancels what a paused endpoint has held since before the cutoff, and nothing else', async () => {
      const ids = await arrange();
      assert.equal(await cancelExpiredHeldDeliveries(fixture.storage.db, NOW, NOW + 100), 1);
      assert.deepEqual(await stateOf(ids.oldHeld), ['cancelled', HELD_MESSAGES.expired]);
      assert.deepEqual(await stateOf(ids.newHeld), ['pending', null]);
      assert.deepEqual(await stateOf(ids.oldDone), ['succeeded', null]);
      assert.deepEqual(await stateOf(ids.oldActive), ['pending', null], 'an active endpoint is only slow, not holding');
    });

    it('a discard cancels every pending delivery of the endpoint only', async () => {
      const ids = await arrange();
      assert.equal(await discardHeldDeliveries(fixture.storage.db, ids.paused.id, NOW), 2);
      assert.deepEqual(await stateOf(ids.oldHeld), ['cancelled', HELD_MESSAGES.discarded]);
      assert.deepEqual(await stateOf(ids.newHeld), ['cancelled', HELD_MESSAGES.discarded]);
      assert.deepEqual(await stateOf(ids.oldDone), ['succeeded', null]);
      assert.deepEqual(await stateOf(ids.oldActive), ['pending', null]);
    });
  });
}

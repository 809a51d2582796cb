// Each removal of deliveries (storage/queue/delivery-lifecycle.ts) deletes
// exactly the statuses its reason lists, of the deliveries it names, on both
// dialects: it runs over one delivery in every status of a named endpoint
// and of another, and what went must be the rule written here, apart from
// DELIVERY_REMOVALS (which the statement is built from): retention never
// takes a pending delivery, an endpoint's deletion only its queue.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DELIVERY_STATUSES, removeDeliveries, type DeliveryRemovalReason } from '../../../src/storage/queue/delivery-lifecycle.ts';
import type { DeliveryStatus } from '../../../src/storage/schema.ts';
import { DIALECTS } from '../../helpers/dialects.ts';
import { companyRow, deliveryRow, endpointRow, freshId, NOW, useStore } from '../../helpers/storage-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`removals of deliveries take the statuses of their reason [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);

    /** An endpoint (stored, or gone when `stored` is false) with one delivery in every status. */
    async function endpointInEveryStatus(stored: boolean) {
      const { store, storage } = fixture;
      const company = await store.repos.companies.insert(companyRow());
      const endpoint = endpointRow(company.id);
      if (stored) await storage.db.insertInto('webhook_endpoints').values(endpoint).execute();
      const ids = new Map<number, DeliveryStatus>();
      for (const status of DELIVERY_STATUSES) {
        const row = await storage.db
          .insertInto('webhook_deliveries')
          .values(
            deliveryRow(endpoint.id, freshId(), { created_at: NOW - 100, status, completed_at: status === 'pending' ? null : NOW - 50 }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.set(Number(row.id), status);
      }
      return { endpointId: endpoint.id, ids };
    }

    /** The statuses of `ids` that are no longer stored. */
    async function gone(ids: Map<number, DeliveryStatus>): Promise<DeliveryStatus[]> {
      const left = await fixture.storage.db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('id', 'in', [...ids.keys()])
        .execute();
      const kept = new Set(left.map((row) => Number(row.id)));
      return [...ids].filter(([id]) => !kept.has(id)).map(([, status]) => status);
    }

    const cases: Record<DeliveryRemovalReason, () => Promise<void>> = {
      'endpoint-deleted': async () => {
        const named = await endpointInEveryStatus(true);
        const other = await endpointInEveryStatus(true);
        await removeDeliveries(fixture.storage.db, { reason: 'endpoint-deleted', endpoints: [named.endpointId] }).execute();
        assert.deepEqual(await gone(named.ids), ['pending'], 'the queue goes, what was sent stays');
        assert.deepEqual(await gone(other.ids), [], 'another endpoint keeps its deliveries');
      },
      'company-deleted': async () => {
        const named = await endpointInEveryStatus(true);
        const other = await endpointInEveryStatus(true);
        const endpoints = fixture.storage.db.selectFrom('webhook_endpoints').select('id').where('id', '=', named.endpointId);
        await removeDeliveries(fixture.storage.db, { reason: 'company-deleted', endpoints }).execute();
        assert.deepEqual(await gone(named.ids), ['pending', 'succeeded', 'failed', 'cancelled'], 'everything of the company goes');
        assert.deepEqual(await gone(other.ids), [], 'another endpoint keeps its deliveries');
      },
      orphaned: async () => {
        const orphan = await endpointInEveryStatus(false);
        const live = await endpointInEveryStatus(true);
        await removeDeliveries(fixture.storage.db, { reason: 'orphaned' }).execute();
        assert.deepEqual(await gone(orphan.ids), ['pending'], 'only the queue of the endpoint gone');
        assert.deepEqual(await gone(live.ids), [], "a stored endpoint's deliveries stay");
      },
      retention: async () => {
        const named = await endpointInEveryStatus(true);
        const other = await endpointInEveryStatus(true);
        await removeDeliveries(fixture.storage.db, { reason: 'retention', ids: [...named.ids.keys()] }).execute();
        assert.deepEqual(await gone(named.ids), ['succeeded', 'failed', 'cancelled'], 'never a pending delivery');
        assert.deepEqual(await gone(other.ids), [], 'deliveries not named stay');
      },
    };

    for (const [reason, run] of Object.entries(cases)) it(reason, run);
  });
}

// Every change of a delivery's status that storage makes moves it only along
// the lifecycle's transitions (storage/queue/delivery-lifecycle.ts), on both
// dialects: each change is run over one delivery in every status, and each
// status it changed must be a change the lifecycle allows. An outcome never
// reopens a finished delivery, a cancel never touches one, and a retry never
// restarts one still pending.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DeliveryStatus } from '../../../src/storage/schema.ts';
import { DELIVERY_STATUSES, mayChange } from '../../../src/storage/queue/delivery-lifecycle.ts';
import { cancelExpiredHeldDeliveries, discardHeldDeliveries } from '../../../src/storage/queue/held-deliveries.ts';
import { recordResults, type AttemptResult } from '../../../src/storage/queue/record-results.ts';
import { cancelWithheld } from '../../../src/storage/queue/withheld.ts';
import { DIALECTS } from '../../helpers/dialects.ts';
import { companyRow, deliveryRow, endpointRow, freshId, NOW, useStore } from '../../helpers/storage-fixtures.ts';

const result = (endpointId: string, deliveryId: number, outcome: AttemptResult['outcome']): AttemptResult => ({
  deliveryId,
  endpointId,
  attempt: 1,
  startedAt: NOW,
  durationMs: 5,
  statusCode: outcome === 'succeeded' ? 200 : 500,
  error: outcome === 'succeeded' ? null : 'HTTP 500',
  outcome,
  nextAttemptAt: outcome === 'retry' ? NOW + 1_000 : undefined,
  gone: false,
  workerId: 'w',
  responseHeaders: null,
  responseBody: null,
  responseBodyTruncated: false,
});

for (const dialect of DIALECTS) {
  describe(`delivery status changes follow the lifecycle [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);

    /** A paused endpoint (so held deliveries can expire) with one delivery in every status, made long ago. */
    async function arrange() {
      const { store, storage } = fixture;
      const company = await store.repos.companies.insert(companyRow());
      const endpoint = endpointRow(company.id, { status: 'paused' });
      await storage.db.insertInto('webhook_endpoints').values(endpoint).execute();
      const ids = new Map<DeliveryStatus, number>();
      for (const status of DELIVERY_STATUSES) {
        const row = await storage.db
          .insertInto('webhook_deliveries')
          .values(deliveryRow(endpoint.id, freshId(), { created_at: NOW - 100, status }))
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.set(status, Number(row.id));
      }
      return { companyId: company.id, endpointId: endpoint.id, ids };
    }

    /** Runs `change` over the arrangement; the changes it made, as "from → to", after checking each is allowed. */
    async function changesOf(change: (a: Awaited<ReturnType<typeof arrange>>) => Promise<unknown>): Promise<string[]> {
      const arranged = await arrange();
      await change(arranged);
      const made: string[] = [];
      for (const [from, id] of arranged.ids) {
        const { status: to } = await fixture.storage.db
          .selectFrom('webhook_deliveries')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        if (to === from) continue;
        assert.ok(mayChange(from, to), `${from} → ${to} is not a change the lifecycle allows`);
        made.push(`${from} → ${to}`);
      }
      return made;
    }

    it('cancels only pending deliveries, for each reason', async () => {
      assert.deepEqual(await changesOf((a) => cancelWithheld(fixture.storage.db, a.endpointId, 'owner', NOW)), ['pending → cancelled']);
      assert.deepEqual(await changesOf((a) => discardHeldDeliveries(fixture.storage.db, a.endpointId, NOW)), ['pending → cancelled']);
      assert.deepEqual(await changesOf(() => cancelExpiredHeldDeliveries(fixture.storage.db, NOW, NOW)), ['pending → cancelled']);
      assert.deepEqual(await changesOf((a) => fixture.store.repos.webhookDeliveries.cancelPendingOfCompany(a.companyId, NOW)), [
        'pending → cancelled',
      ]);
    });

    it('stores outcomes only over pending deliveries', async () => {
      const { storage } = fixture;
      for (const [outcome, expected] of [
        ['succeeded', ['pending → succeeded']],
        ['failed', ['pending → failed']],
        ['retry', []],
      ] as const) {
        const made = await changesOf((a) =>
          recordResults(
            storage.db,
            storage.dialect,
            DELIVERY_STATUSES.map((status) => result(a.endpointId, a.ids.get(status)!, outcome)),
            NOW,
          ),
        );
        assert.deepEqual(made, expected, outcome);
      }
    });

    it('queues finished deliveries again, never a pending one', async () => {
      const retried = await changesOf(async (a) => {
        for (const id of a.ids.values()) await fixture.store.repos.webhookDeliveries.retry(a.endpointId, id, NOW);
      });
      assert.deepEqual(retried.sort(), ['cancelled → pending', 'failed → pending', 'succeeded → pending']);
      const recovered = await changesOf((a) =>
        fixture.store.repos.webhookDeliveries.recoverBatch(a.endpointId, { since: 0, until: NOW }, null, NOW),
      );
      assert.deepEqual(recovered.sort(), ['cancelled → pending', 'failed → pending']);
    });
  });
}

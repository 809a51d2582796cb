// Queue rows written straight into storage, for tests of the queue's queries
// that need no services: a company, one endpoint and its pending deliveries.
import { randomBytes } from 'node:crypto';
import type { Storage } from '../../src/storage/database.ts';

export const NOW = 1_800_000_000_000;

/** A company with one endpoint and `count` pending deliveries, oldest first; `endpointId` may name an endpoint that is not stored (an orphan). */
export async function endpointWithDeliveries(
  storage: Pick<Storage, 'db'>,
  count: number,
  options: { withoutEndpoint?: boolean } = {},
): Promise<{ endpointId: string; deliveryIds: number[] }> {
  const n = randomBytes(6).toString('hex');
  const companyId = `c_${n}`;
  const endpointId = `we_${n}`;
  const { db } = storage;
  await db.insertInto('companies').values({ id: companyId, name: 'Acme', plan: 'pro', created_at: NOW, updated_at: NOW }).execute();
  if (!options.withoutEndpoint) {
    await db
      .insertInto('webhook_endpoints')
      .values({
        id: endpointId,
        company_id: companyId,
        owner_key: 'customer',
        url: 'https://example.com/hook',
        description: null,
        events: '["candidateAdded"]',
        status: 'active',
        enabled: 1,
        is_legacy: 0,
        secret_ciphertext: 'sealed',
        secret_prefix: 'whsec_abcdef',
        successful_deliveries: 0,
        failed_deliveries: 0,
        last_delivery_at: null,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
  }
  if (count === 0) return { endpointId, deliveryIds: [] };
  const rows = await db
    .insertInto('webhook_deliveries')
    .values(
      Array.from({ length: count }, (_, i) => ({
        event_id: `ev_${n}_${i}`,
        endpoint_id: endpointId,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: NOW,
        lease_owner: null,
        lease_expires_at: null,
        last_status_code: null,
        last_error: null,
        created_at: NOW,
        completed_at: null,
      })),
    )
    .returning('id')
    .execute();
  return { endpointId, deliveryIds: rows.map((r) => Number(r.id)) };
}

// Queue rows written straight into storage, for tests of the queue's queries
// that need no services: a company, one endpoint and its pending deliveries;
// and the outcome of an attempt, as the worker hands it to be stored.
import { randomBytes } from 'node:crypto';
import type { Storage } from '../../src/storage/database.ts';
import type { AttemptResult } from '../../src/storage/queue/record-results.ts';
import { companyRow, deliveryRow, endpointRow, NOW } from './storage-fixtures.ts';

export { NOW };

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
  await db
    .insertInto('companies')
    .values(companyRow({ id: companyId }))
    .execute();
  if (!options.withoutEndpoint) {
    await db
      .insertInto('webhook_endpoints')
      .values(endpointRow(companyId, { id: endpointId, url: 'https://example.com/hook' }))
      .execute();
  }
  if (count === 0) return { endpointId, deliveryIds: [] };
  const rows = await db
    .insertInto('webhook_deliveries')
    .values(Array.from({ length: count }, (_, i) => deliveryRow(endpointId, `ev_${n}_${i}`)))
    .returning('id')
    .execute();
  return { endpointId, deliveryIds: rows.map((r) => Number(r.id)) };
}

/** A first attempt's outcome: 200 when it succeeded, else HTTP 500 (a retry due 5 s after NOW). */
export function attemptResult(endpointId: string, deliveryId: number, outcome: AttemptResult['outcome'], startedAt = NOW): AttemptResult {
  return {
    deliveryId,
    endpointId,
    attempt: 1,
    startedAt,
    durationMs: 12,
    statusCode: outcome === 'succeeded' ? 200 : 500,
    error: outcome === 'succeeded' ? null : 'HTTP 500',
    outcome,
    nextAttemptAt: outcome === 'retry' ? NOW + 5_000 : undefined,
    gone: false,
    workerId: 'w1',
    responseHeaders: null,
    responseBody: null,
    responseBodyTruncated: false,
  };
}

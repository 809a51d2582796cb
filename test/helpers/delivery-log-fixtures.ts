// A delivery log of any length written straight into storage, for the
// console's tests and `npm run console:measure`: ten thousand deliveries made
// through the API would take minutes (and test events are limited per company).
import { isoTime } from '../../src/clock.ts';
import { newId } from '../../src/ids.ts';
import type { Services } from '../../src/services/container.ts';
import { deliveryRow } from './storage-fixtures.ts';

/**
 * `count` delivered events of the company to the endpoint, a second apart
 * and oldest first, written in batches within one transaction each: an event
 * row (its payload as the service would sign it) and its succeeded delivery.
 */
export async function seedDeliveries(
  services: Pick<Services, 'storage' | 'config'>,
  companyId: string,
  endpointId: string,
  count: number,
): Promise<Array<{ id: number; eventId: string }>> {
  const { db } = services.storage;
  const start = Date.now() - count * 1_000;
  const seeded: Array<{ id: number; eventId: string }> = [];
  const BATCH = 500;
  for (let from = 0; from < count; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - from) }, (_, i) => {
      const at = start + (from + i) * 1_000;
      const id = newId(services.config.region);
      const payload = JSON.stringify({
        _id: id,
        type: 'candidateAdded',
        object: { company: { _id: companyId }, candidate: { name: `Candidate ${from + i + 1}` } },
        creation_date: isoTime(at),
      });
      return { id, at, payload };
    });
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('events')
        .values(
          batch.map((e) => ({
            id: e.id,
            company_id: companyId,
            type: 'candidateAdded',
            payload: e.payload,
            created_at: e.at,
            is_test: 0,
            traceparent: null,
          })),
        )
        .execute();
      const rows = await tx
        .insertInto('webhook_deliveries')
        .values(
          batch.map((e) =>
            deliveryRow(endpointId, e.id, {
              status: 'succeeded',
              attempts: 1,
              last_status_code: 200,
              created_at: e.at,
              next_attempt_at: e.at,
              completed_at: e.at + 50,
            }),
          ),
        )
        .returning('id')
        .execute();
      rows.forEach((row, i) => seeded.push({ id: Number(row.id), eventId: batch[i]!.id }));
    });
  }
  return seeded;
}

// The pacing state of a rate-limited endpoint in its row, and the deliveries
// that wait for their turn (see delivery/endpoint-pacing.ts for the rule).
// Only the worker holding the endpoint's lease writes them, so no statement
// here needs to read and compare: each sets what the holder knows.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** Stores the pacing state: the deliveries sent in the current burst, and when a new burst may start. */
export async function savePacing(db: Kysely<Database>, endpointId: string, burstCount: number, nextAt: number): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ rate_burst_count: burstCount, rate_next_at: nextAt })
    .where('id', '=', endpointId)
    .execute();
}

/**
 * Deliveries that wait for the next burst: pending with the time they go as
 * `next_attempt_at`, which is also when the worker's loop finds the queue
 * due again. Only pending ones, and never earlier than they already were due.
 */
export async function holdForPacing(db: Kysely<Database>, deliveryIds: readonly number[], until: number): Promise<void> {
  if (deliveryIds.length === 0) return;
  await db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: until })
    .where('id', 'in', deliveryIds)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<', until)
    .execute();
}

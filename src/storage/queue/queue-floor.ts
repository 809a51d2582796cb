// An endpoint's queue floor (webhook_endpoints.queue_floor): no pending
// delivery of the endpoint has an id below it. The probes for a queue's head
// (find-ready-endpoints.ts) and a task's first fetch (next-deliveries.ts)
// start there.
//
// Why: on PostgreSQL a delivery that is finished leaves its entry in the
// partial index of pending deliveries (endpoint_id, id) WHERE status =
// 'pending' until a vacuum removes it. A probe for the lowest pending id
// walks every such entry below the head, and every look for due work probes
// every endpoint: with autovacuum off, or on a table so large that its 20 %
// threshold comes seldom, a worker read thousands of dead entries a probe
// and delivered a third of what it did after a VACUUM (bench/README.md).
// Starting at the floor, a probe descends the index straight to it. SQLite
// removes an index entry when its row leaves the index; the floor costs it
// nothing there either.
//
// How it stays true, and why it costs no statement and no row version of its own:
// - Raised by the outcome writer, in the statement that adds up the
//   endpoints' stats (outcome-statements.ts), which updates each endpoint of
//   the batch anyway: to the queue head the worker's last look saw
//   (SeenHead), only if the endpoint's requeue_count is still what that look
//   saw. The look read the head, the floor and the count in one snapshot, so
//   the head was then the lowest pending id; a delivery made pending since
//   has raised the count (below), and a new one has a higher id (ids are
//   drawn under the company's fan-out lock and commit in order on
//   PostgreSQL, record-event.ts; one writer at a time on SQLite; neither
//   reuses an id). The count is compared with the row the update writes: on
//   PostgreSQL, a row changed by a transaction that committed while the
//   update waited for it is read again, count included.
// - Lowered by every change that makes a finished delivery pending again (a
//   retry, a recovery: lowerQueueFloor), in the same transaction and before
//   it, which also adds one to the count. It takes the endpoint's row before
//   any delivery's, in the order the outcome writer and an endpoint's delete
//   take them.
// A floor raised to a head seen a moment ago lags by what was finished since,
// which is what a probe still walks past: the looks come at every wake-up.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../prepared-query.ts';
import type { Database } from '../schema.ts';

/** An endpoint's queue head as a look for due work saw it, with the requeue count of the same snapshot. */
export interface SeenHead {
  firstId: number;
  requeueCount: number;
}

/**
 * Lowers the endpoint's floor to `deliveryId`, the lowest of the deliveries
 * the caller is about to make pending again, and counts the requeue. Run
 * first in the caller's transaction (see above); a caller that then makes
 * nothing pending rolls it back (the deliveries repository's retry).
 */
export async function lowerQueueFloor(db: Kysely<Database>, endpointId: string, deliveryId: number): Promise<void> {
  const lowest =
    dialectOf(db) === 'postgres' ? sql<number>`least(queue_floor, ${deliveryId})` : sql<number>`min(queue_floor, ${deliveryId})`;
  await db
    .updateTable('webhook_endpoints')
    .set((eb) => ({ queue_floor: lowest, requeue_count: eb('requeue_count', '+', 1) }))
    .where('id', '=', endpointId)
    .execute();
}

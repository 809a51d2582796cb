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
// removes an index entry when its row leaves the index: there the floor stays
// where the lowering below puts it, and costs nothing.
//
// How it stays true:
// - Raised by the outcome writer on PostgreSQL (record-results.ts), to the
//   lowest pending id of each endpoint of the batch, in the same transaction
//   and after its first statement, which locks those endpoints' rows. Its
//   statement therefore sees every change committed before the locks were
//   taken (READ COMMITTED: a snapshot per statement). Raised before the
//   batch's own deliveries are marked, so it stops at the batch's first one:
//   at most a batch of finished entries lies between the floor and the head,
//   and with nothing pending it is left where it was.
// - Lowered by every change that makes a finished delivery pending again (a
//   retry, a recovery: lowerQueueFloor), in the same transaction and before
//   it, which takes the endpoint's row first. Such a change and a raise
//   therefore take turns on the endpoint's row: one committed first is seen
//   by the raise, and one that waited lowers the floor after it.
// - A new delivery's id is above every id its endpoint's writer could have
//   seen: ids are drawn under the company's fan-out lock and commit in order
//   on PostgreSQL (record-event.ts), one writer at a time on SQLite, and
//   neither reuses an id (an identity column; AUTOINCREMENT).
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../prepared-query.ts';
import type { Database } from '../schema.ts';

/**
 * Lowers the endpoint's floor to `deliveryId`, the lowest of the deliveries
 * the caller is about to make pending again. Run first in the caller's
 * transaction: it takes the endpoint's row before any delivery's, in the
 * order the outcome writer and an endpoint's delete take them, and a raise
 * under way holds that row (see above). It writes even when the floor is
 * already below, so that it waits for such a raise; only an id that is none
 * of the endpoint's deliveries (a retry of a delivery that does not exist)
 * leaves the floor alone, since nothing of it is made pending.
 */
export async function lowerQueueFloor(db: Kysely<Database>, endpointId: string, deliveryId: number): Promise<void> {
  const lowest =
    dialectOf(db) === 'postgres' ? sql<number>`least(queue_floor, ${deliveryId})` : sql<number>`min(queue_floor, ${deliveryId})`;
  await db
    .updateTable('webhook_endpoints')
    .set({ queue_floor: lowest })
    .where('id', '=', endpointId)
    .where(({ exists, selectFrom, lit }) =>
      exists(
        selectFrom('webhook_deliveries as d')
          .select(lit(1).as('one'))
          .where('d.id', '=', deliveryId)
          .where('d.endpoint_id', '=', endpointId),
      ),
    )
    .execute();
}

/**
 * PostgreSQL: raises the floors of `endpoints` endpoints, named by the
 * parameters $1…$n, to the lowest id each has pending, where that is above
 * the floor. Run by the outcome writer after its statement that locks these
 * rows (see above); each probe starts at the floor it raises.
 */
export function raiseFloorsText(endpoints: number): string {
  const ids = Array.from({ length: endpoints }, (_, i) => `$${i + 1}`).join(', ');
  return `update webhook_endpoints e set queue_floor = h.head
    from (select f.id, (select min(d.id) from webhook_deliveries d
            where d.endpoint_id = f.id and d.status = 'pending' and d.id >= f.queue_floor) as head
          from webhook_endpoints f where f.id in (${ids})) h
    where e.id = h.id and h.head > e.queue_floor`;
}

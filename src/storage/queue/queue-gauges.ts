// What the metrics show of the queue as a whole (metrics/metrics.ts), read at
// each scrape: how many deliveries are pending and when the oldest of them
// was made.
//
// Why this way: the count is an index-only count of the partial index of
// pending deliveries; the oldest is found through each endpoint's queue head
// (its lowest pending id, from its queue floor: queue-floor.ts), as the
// claim query finds it, so its cost follows
// the number of endpoints, not the length of a backlog.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

export interface QueueGauges {
  pending: number;
  /** created_at of the oldest pending delivery; null when none is pending. */
  oldestPendingAt: number | null;
}

export async function readQueueGauges(db: Kysely<Database>): Promise<QueueGauges> {
  const { rows } = await sql<{ pending: number | string; oldest: number | string | null }>`
    select
      (select count(*) from webhook_deliveries where status = 'pending') as pending,
      (select min(h.created_at)
       from webhook_endpoints e
       join webhook_deliveries h on h.id = (
         select min(d.id) from webhook_deliveries d
         where d.endpoint_id = e.id and d.status = 'pending' and d.id >= e.queue_floor)) as oldest`.execute(db);
  const row = rows[0]!;
  return { pending: Number(row.pending), oldestPendingAt: row.oldest === null ? null : Number(row.oldest) };
}

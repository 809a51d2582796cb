// The endpoints that have something to send: the head of each active, enabled
// endpoint's queue (its oldest pending delivery), with the time it is due,
// for endpoints whose lease is free (none, expired, or on PostgreSQL held by
// a session that has ended: endpoint-leases.ts) or held by the asking worker
// itself, which then learns from the newest pending delivery whether a task
// of its own has more to send than it has sent, and from the oldest whether
// one was queued again behind it (endpoint-task.ts).
//
// Why it is written this way: the head is found with one probe per endpoint
// into the partial index (endpoint_id, id) WHERE status = 'pending', so the
// cost follows the number of endpoints, never the size of a backlog. Each
// probe starts at the endpoint's queue floor (queue-floor.ts), past the
// entries finished deliveries leave in that index on PostgreSQL until a
// vacuum: the newest pending one's too, which an idle queue would otherwise
// find only after walking down all of them. Heads
// come ordered by due time, so the caller learns both what is due now and
// when to look again. Compiled once per dialect (see prepared-query.ts): it
// runs at every wake-up of a worker.
//
// Why the worker's waiting endpoints are left out in the query: endpoints
// whose secret can't be opened wait (delivery/secret-backoff.ts) with their
// heads due, oldest first; filtered after the limit, enough of them would
// fill every page and hide the endpoints that can be sent to. They go as one
// parameter, so the statement stays one compiled shape whatever their number:
// an array on PostgreSQL, a JSON array on SQLite; each is read into a set
// once per query (a hashed subplan, an ephemeral index), not per endpoint.
import { sql, type Kysely } from 'kysely';
import { dialectOf, preparedQuery } from '../prepared-query.ts';
import type { Database } from '../schema.ts';
import { holderGone } from './endpoint-leases.ts';

export interface QueueHead {
  endpoint_id: string;
  next_attempt_at: number;
  /** The oldest pending delivery: whether something was queued again behind where a holder's task is (a retry, a recovery). */
  first_id: number;
  /** The newest pending delivery: whether a holder has more than it has sent already. */
  last_id: number;
  /** The endpoint's requeue count in the same snapshot: with first_id, what may raise its queue floor (queue-floor.ts). */
  requeue_count: number;
}

const query = preparedQuery((db, now: number, owner: string, limit: number, skipped: string[] | string) => {
  const postgres = dialectOf(db) === 'postgres';
  // NOT IN over the live sessions: PostgreSQL reads pg_stat_activity once per query, not once per lease.
  const free = postgres ? sql`or ${holderGone('l')}` : sql``;
  const skip = postgres ? sql`select unnest(${skipped}::text[])` : sql`select value from json_each(${skipped})`;
  return sql<QueueHead>`
    select e.id as endpoint_id, h.next_attempt_at, h.id as first_id, e.requeue_count,
      (select max(d.id) from webhook_deliveries d
       where d.endpoint_id = e.id and d.status = 'pending' and d.id >= e.queue_floor) as last_id
    from webhook_endpoints e
    join webhook_deliveries h on h.id = (
      select min(d.id) from webhook_deliveries d
      where d.endpoint_id = e.id and d.status = 'pending' and d.id >= e.queue_floor)
    left join delivery_leases l on l.endpoint_id = e.id
    where e.status = 'active' and e.enabled = 1
      and e.id not in (${skip})
      and (l.endpoint_id is null or l.expires_at <= ${now} or l.owner = ${owner} ${free})
    order by h.next_attempt_at
    limit ${limit}`;
});

/** Heads of queues free to lease, and of those `owner` holds; none of the `skipped` endpoints. */
export async function findReadyEndpoints(
  db: Kysely<Database>,
  now: number,
  owner: string,
  limit: number,
  skipped: readonly string[] = [],
): Promise<QueueHead[]> {
  const list = dialectOf(db) === 'postgres' ? [...skipped] : JSON.stringify(skipped);
  const rows = await query.all(db, now, owner, limit, list);
  return rows.map((r) => ({
    endpoint_id: r.endpoint_id,
    next_attempt_at: Number(r.next_attempt_at),
    first_id: Number(r.first_id),
    last_id: Number(r.last_id),
    requeue_count: Number(r.requeue_count),
  }));
}

// The next pending deliveries of one endpoint, in queue order, with what is
// needed to send them: the stored body (sent and signed as is, never
// re-serialized), its trace context, and the endpoint's current URL, secrets (the previous
// one too while a rotation's overlap lasts) and sealed custom headers.
//
// Why the endpoint is joined on every batch: a pause, a disable or a URL
// change takes effect at the next batch of a running worker, without any
// signalling between the API and the workers. `withheld` says when the
// endpoint may receive nothing at all (its company is off the Pro plan, its
// partner owner is no longer a member: withheld.ts); the worker then cancels
// its queue instead of sending it.
//
// Compiled once (see prepared-query.ts): under steady load it runs once per
// endpoint batch, often for one or two deliveries.
//
// On SQLite the endpoint is read on its own, then its deliveries: joined, its
// URL, two sealed secrets and sealed headers were made into strings, and its
// plan and membership probes (withheld.ts) run, once per delivery of the
// batch, the same every time (two statements took about two thirds of the
// joined one's time for a batch of ten). Each delivery is then handed the
// endpoint's values by reference. On PostgreSQL, where each statement is a
// round trip, the join stays: one statement per batch (a UNION ALL of the
// endpoint's row and the deliveries' rows measured no cheaper there).
//
// `afterId`: a worker that keeps an endpoint's lease across batches asks for
// the deliveries after the last one it sent, so it need not wait until the
// outcomes of the previous batch are stored (they are written in the
// background, and before the lease goes). A fetch from the queue's head (0:
// a task's first, or one after a delivery was queued again behind it) starts
// at the endpoint's queue floor (queue-floor.ts) on PostgreSQL, past the
// entries finished deliveries leave in the pending index; the fetches after
// it start past what the task sent and need no second read of the endpoint.
//
// Why id order is commit order, so that nothing here waits for writers: on
// PostgreSQL ids come from a sequence at insert, and an earlier id could
// otherwise commit after a later one that was already sent. The fan-out
// (record-event.ts) takes its company's lock before drawing an id and keeps
// it until commit or rollback; a later id of the same endpoint is drawn only
// after the earlier writer has ended. So a delivery this query sees was
// committed after every earlier one of its endpoint either committed (and is
// seen too) or rolled back: none can appear behind it. A snapshot horizon
// (taking rows whose transaction id is below pg_snapshot_xmin) was weighed
// instead: it frees the writers, but any long transaction on the cluster
// holds all delivery back, and alone it is not enough with id order (a
// writer whose transaction id is lower can draw the later delivery id), so
// the queue would have to follow (transaction id, id) instead of ids. The
// lock's cost falls on one company's writers only, between their fan-out and
// their commit; no other transaction delays a delivery.
import { sql, type Kysely } from 'kysely';
import { dialectOf, preparedQuery } from '../prepared-query.ts';
import type { Database } from '../schema.ts';
import { withheldReason, type WithheldReason } from './withheld.ts';

export interface PendingDelivery {
  id: number;
  event_id: string;
  attempts: number;
  next_attempt_at: number;
  payload: string;
  /** The event's stored traceparent (tracing on when it was recorded), which the attempt's span continues. */
  traceparent: string | null;
  url: string;
  secret_ciphertext: string;
  previous_secret_ciphertext: string | null;
  previous_secret_expires_at: number | null;
  /** The endpoint's custom headers, sealed (see delivery/signing.ts); null: none. */
  headers_ciphertext: string | null;
  /** Why the endpoint may receive nothing now; null when it may. The same for every delivery of a batch. */
  withheld: WithheldReason | null;
  /** The endpoint's settings as stored (schemas/endpoint-settings.ts); the same for every delivery of a batch. */
  settings: string;
  /** The endpoint's pacing state (delivery/endpoint-pacing.ts); the same for every delivery of a batch. */
  rate_next_at: number | null;
  rate_burst_count: number;
}

/**
 * PostgreSQL: the deliveries after `afterId`, each with the endpoint's row;
 * `fromFloor`: and at or after the endpoint's queue floor.
 *
 * Why the endpoint in a materialized CTE: joined as a table, its row and the
 * withheld check's company were looked up again for every delivery of the
 * batch, more than half the buffers a fetch of 50 read (443 against 200 in
 * the bench, 0.29 against 0.20 ms). Materialized, they are read once, and
 * an endpoint no longer active or enabled still gives no rows. A fetch
 * from the floor takes the floor from the same row.
 */
function joinedQuery(db: Kysely<Database>, endpointId: string, afterId: number, limit: number, fromFloor: boolean) {
  const query = db
    .with(
      (cte) => cte('e').materialized(),
      (qb) =>
        qb
          .selectFrom('webhook_endpoints')
          .select([
            'url',
            'secret_ciphertext',
            'previous_secret_ciphertext',
            'previous_secret_expires_at',
            'headers_ciphertext',
            withheldReason('webhook_endpoints').as('withheld'),
            'settings',
            'rate_next_at',
            'rate_burst_count',
            'queue_floor',
          ])
          .where('id', '=', endpointId)
          .where('status', '=', 'active')
          .where('enabled', '=', 1),
    )
    .selectFrom('webhook_deliveries as d')
    .innerJoin('events as ev', 'ev.id', 'd.event_id')
    .crossJoin('e')
    .select([
      'd.id',
      'd.event_id',
      'd.attempts',
      'd.next_attempt_at',
      'ev.payload',
      'ev.traceparent',
      'e.url',
      'e.secret_ciphertext',
      'e.previous_secret_ciphertext',
      'e.previous_secret_expires_at',
      'e.headers_ciphertext',
      'e.withheld',
      'e.settings',
      'e.rate_next_at',
      'e.rate_burst_count',
    ])
    .where('d.endpoint_id', '=', endpointId)
    // A literal, not a parameter: the statement is named (prepared-query.ts), and once PostgreSQL plans it
    // generically only a literal lets the plan use the pending index; with a parameter it read every delivery
    // of the endpoint, and sorted them, at each fetch (7 000 buffers against 70).
    .where('d.status', '=', sql.lit('pending'))
    .where('d.id', '>', afterId)
    .orderBy('d.id')
    .limit(limit);
  // The floor from the endpoint's row already read, as a value the index scan starts at (a subquery run once).
  return fromFloor ? query.where('d.id', '>=', (eb) => eb.selectFrom('e').select('e.queue_floor')) : query;
}
const joined = preparedQuery((db, endpointId: string, afterId: number, limit: number) =>
  joinedQuery(db, endpointId, afterId, limit, false),
);
const joinedFromFloor = preparedQuery((db, endpointId: string, limit: number) => joinedQuery(db, endpointId, 0, limit, true));
/** PostgreSQL's two fetches, named statements PostgreSQL may plan once for all values (test/storage/queue/pending-index-plans.test.ts). */
export const postgresFetches = { fromFloor: joinedFromFloor, after: joined };

/** SQLite: the endpoint's row, if it may be sent to (active and enabled). */
const endpointQuery = preparedQuery(
  (_db, endpointId: string) =>
    sql<EndpointColumns>`
    select e.url, e.secret_ciphertext, e.previous_secret_ciphertext, e.previous_secret_expires_at, e.headers_ciphertext,
      ${withheldReason('e')} as withheld, e.settings, e.rate_next_at, e.rate_burst_count
    from webhook_endpoints e
    where e.id = ${endpointId} and e.status = 'active' and e.enabled = 1`,
);

/** SQLite: the endpoint's next pending deliveries with their events' bodies. */
const deliveriesQuery = preparedQuery(
  (_db, endpointId: string, afterId: number, limit: number) =>
    sql<PendingDelivery>`
    select d.id, d.event_id, d.attempts, d.next_attempt_at, ev.payload, ev.traceparent
    from webhook_deliveries d
    join events ev on ev.id = d.event_id
    where d.endpoint_id = ${endpointId} and d.status = 'pending' and d.id > ${afterId}
    order by d.id
    limit ${limit}`,
);

type EndpointColumns = Pick<
  PendingDelivery,
  | 'url'
  | 'secret_ciphertext'
  | 'previous_secret_ciphertext'
  | 'previous_secret_expires_at'
  | 'headers_ciphertext'
  | 'withheld'
  | 'settings'
  | 'rate_next_at'
  | 'rate_burst_count'
>;

export async function nextDeliveries(db: Kysely<Database>, endpointId: string, limit: number, afterId = 0): Promise<PendingDelivery[]> {
  if (dialectOf(db) === 'postgres') {
    const rows = (
      afterId === 0 ? await joinedFromFloor.all(db, endpointId, limit) : await joined.all(db, endpointId, afterId, limit)
    ) as PendingDelivery[];
    // In place: the rows are ours, and a batch of copies would be garbage at once.
    for (const r of rows) {
      r.id = Number(r.id);
      r.next_attempt_at = Number(r.next_attempt_at);
      if (r.previous_secret_expires_at !== null) r.previous_secret_expires_at = Number(r.previous_secret_expires_at);
      if (r.rate_next_at !== null) r.rate_next_at = Number(r.rate_next_at);
      r.rate_burst_count = Number(r.rate_burst_count);
    }
    return rows;
  }
  // Not one snapshot: the deliveries are read a moment after the endpoint, a
  // state as fresh as the check between sends (endpoint-state.ts) sees.
  const endpoint = await endpointQuery.first(db, endpointId);
  if (endpoint === undefined) return [];
  const rows = await deliveriesQuery.all(db, endpointId, afterId, limit);
  const previousExpiresAt = endpoint.previous_secret_expires_at === null ? null : Number(endpoint.previous_secret_expires_at);
  const rateNextAt = endpoint.rate_next_at === null ? null : Number(endpoint.rate_next_at);
  const rateBurstCount = Number(endpoint.rate_burst_count);
  for (const r of rows) {
    r.id = Number(r.id);
    r.next_attempt_at = Number(r.next_attempt_at);
    r.url = endpoint.url;
    r.secret_ciphertext = endpoint.secret_ciphertext;
    r.previous_secret_ciphertext = endpoint.previous_secret_ciphertext;
    r.previous_secret_expires_at = previousExpiresAt;
    r.headers_ciphertext = endpoint.headers_ciphertext;
    r.withheld = endpoint.withheld;
    r.settings = endpoint.settings;
    r.rate_next_at = rateNextAt;
    r.rate_burst_count = rateBurstCount;
  }
  return rows;
}

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
// `afterId`: a worker that keeps an endpoint's lease across batches asks for
// the deliveries after the last one it sent, so it need not wait until the
// outcomes of the previous batch are stored (they are written in the
// background, and before the lease goes).
import type { Kysely } from 'kysely';
import { preparedQuery } from '../prepared-query.ts';
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
  /** The endpoint's rate limit and pacing state (delivery/endpoint-pacing.ts); the same for every delivery of a batch. */
  rate_limit: number | null;
  rate_next_at: number | null;
  rate_burst_count: number;
}

const query = preparedQuery((db, endpointId: string, afterId: number, limit: number) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('events as ev', 'ev.id', 'd.event_id')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
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
      withheldReason('e').as('withheld'),
      'e.rate_limit',
      'e.rate_next_at',
      'e.rate_burst_count',
    ])
    .where('d.endpoint_id', '=', endpointId)
    .where('d.status', '=', 'pending')
    .where('d.id', '>', afterId)
    .where('e.status', '=', 'active')
    .where('e.enabled', '=', 1)
    .orderBy('d.id')
    .limit(limit),
);

export async function nextDeliveries(db: Kysely<Database>, endpointId: string, limit: number, afterId = 0): Promise<PendingDelivery[]> {
  const rows = (await query.all(db, endpointId, afterId, limit)) as PendingDelivery[];
  // In place: the rows are ours, and a batch of copies would be garbage at once.
  for (const r of rows) {
    r.id = Number(r.id);
    r.next_attempt_at = Number(r.next_attempt_at);
    if (r.previous_secret_expires_at !== null) r.previous_secret_expires_at = Number(r.previous_secret_expires_at);
    if (r.rate_limit !== null) r.rate_limit = Number(r.rate_limit);
    if (r.rate_next_at !== null) r.rate_next_at = Number(r.rate_next_at);
    r.rate_burst_count = Number(r.rate_burst_count);
  }
  return rows;
}

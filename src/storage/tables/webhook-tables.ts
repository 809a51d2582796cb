// The tables of webhook delivery: the endpoints, the outbox of events, the
// delivery queue with its attempts, and the per-endpoint leases of the
// delivery workers. Conventions of the columns: column-conventions.ts.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Flag } from './column-conventions.ts';

export interface WebhookEndpointsTable {
  id: string;
  company_id: string;
  /** `customer`, or `partner:<user id>`: whose quota the endpoint counts against and who may manage it. */
  owner_key: string;
  url: string;
  description: string | null;
  /** JSON array of event types. */
  events: string;
  status: 'active' | 'paused';
  enabled: Flag;
  is_legacy: Flag;
  /** AES-256-GCM ciphertext of the full `whsec_` secret (see services/secret-box.ts). */
  secret_ciphertext: string;
  secret_prefix: string;
  successful_deliveries: number;
  failed_deliveries: number;
  last_delivery_at: number | null;
  created_at: number;
  updated_at: number;
  /** Why the endpoint was disabled (automatically or through the API); null while enabled. */
  disabled_reason: string | null;
  disabled_at: number | null;
  /** Time of the first failed attempt since the last successful one; null after a success. */
  failing_since: number | null;
  /** The secret before the last rotation (sealed), signed with too until previous_secret_expires_at. */
  previous_secret_ciphertext: string | null;
  previous_secret_expires_at: number | null;
  /** The endpoint's settings (schemas/endpoint-settings.ts): a JSON object of those its owner gave. */
  settings: ColumnType<string, string | undefined, string>;
  /** Pacing of a rate-limited endpoint (delivery/endpoint-pacing.ts): when a new burst may start. */
  rate_next_at: number | null;
  /** Deliveries sent in the current burst. */
  rate_burst_count: Generated<number>;
  /** The custom headers: a JSON object, sealed like the secret; null: none. */
  headers_ciphertext: string | null;
  /** JSON array of the custom headers' names, shown in responses; null: none. */
  header_names: string | null;
  /** When the current secret began to sign (its rotation); null: since created_at. */
  secret_since: ColumnType<number | null, number | null | undefined, number | null>;
  /** No pending delivery of the endpoint has a lower id (storage/queue/queue-floor.ts): where its queue's probes start. */
  queue_floor: Generated<number>;
  /** How many times deliveries of the endpoint were made pending again (a retry, a recovery): see queue-floor.ts. */
  requeue_count: Generated<number>;
}

/** The transactional outbox: one row per event, written in the same transaction as the change. */
export interface EventsTable {
  id: string;
  company_id: string;
  type: string;
  /** The exact delivery body: compact JSON.stringify of the payload, signed as is. */
  payload: string;
  created_at: number;
  /** 1 for a test event (POST .../test): stored for its one delivery, never in the events feed. */
  is_test: ColumnType<Flag, Flag | undefined, Flag>;
  /** The candidate whose personal data the payload still carries; null for other events and once scrubbed. */
  candidate_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The W3C traceparent of the outbox span that recorded the event (tracing on); the attempts' spans are its children. */
  traceparent: string | null;
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled';

export interface WebhookDeliveriesTable {
  /** Increasing: per-endpoint delivery order is the order of this id. */
  id: Generated<number>;
  event_id: string;
  endpoint_id: string;
  status: DeliveryStatus;
  /** Attempts of the current series (since the delivery was queued or last retried by hand): what the retry limit counts. */
  attempts: number;
  /** Attempts of earlier series, before the last manual retry. */
  earlier_attempts: Generated<number>;
  next_attempt_at: number;
  lease_owner: string | null;
  lease_expires_at: number | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: number;
  completed_at: number | null;
}

export interface WebhookDeliveryAttemptsTable {
  id: Generated<number>;
  delivery_id: number;
  endpoint_id: string;
  attempt: number;
  started_at: number;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  worker_id: string | null;
  /** JSON object of a few response headers (see delivery/transport/https/outbound-http.ts). */
  response_headers: string | null;
  /** The start of the response body, as text. */
  response_body: string | null;
  /** 1 when the body was longer than what is kept. */
  response_body_truncated: Generated<Flag>;
}

export interface DeliveryLeasesTable {
  endpoint_id: string;
  owner: string;
  expires_at: number;
  /** PostgreSQL: the holder's session (see migrations/0012-lease-holder-session.ts); null on SQLite. */
  holder_pid: ColumnType<number | null, number | null | undefined, number | null>;
  holder_since: ColumnType<number | null, number | null | undefined, number | null>;
}

export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type NewWebhookEndpoint = Insertable<WebhookEndpointsTable>;
export type WebhookEndpointUpdate = Updateable<WebhookEndpointsTable>;
export type EventRow = Selectable<EventsTable>;
/** An event to record: traceparent may be left out (tracing off). */
export type NewEvent = Insertable<EventsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

// The rows of the delivery log as its repository
// (webhook-deliveries-repository.ts) gives them: a delivery, with its payload
// for one shown alone, and an attempt; and how a raw query's row (PostgreSQL
// gives bigints as strings) becomes a delivery row.
import type { DeliveryStatus } from '../schema.ts';

/** A position in the list's order (newest first): created_at, then id. */
export interface DeliveryKey {
  createdAt: number;
  id: number;
}

export interface DeliveryListFilter {
  status?: DeliveryStatus;
  eventType?: string;
  /** The latest attempt's HTTP status. */
  statusCode?: number;
  /** The event's id (the payload's `_id`). */
  eventId?: string;
  /** Epoch ms, inclusive. */
  since?: number;
  /** Epoch ms, exclusive. */
  until?: number;
}

export interface DeliveryRow {
  id: number;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  status: DeliveryStatus;
  attempts: number;
  earlier_attempts: number;
  next_attempt_at: number;
  last_status_code: number | null;
  last_error: string | null;
  created_at: number;
  last_attempt_at: number | null;
}

export interface DeliveryDetailRow extends DeliveryRow {
  payload: string;
}

export interface AttemptRow {
  started_at: number;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  response_headers: string | null;
  response_body: string | null;
  response_body_truncated: number;
}

/** A delivery as a raw query returns it: PostgreSQL gives its bigints as strings, and no attempt may have started yet. */
export type RawDeliveryRow = {
  [K in keyof DeliveryRow]: DeliveryRow[K] extends number
    ? number | string
    : DeliveryRow[K] extends number | null
      ? number | string | null | undefined
      : DeliveryRow[K];
};

export function toDeliveryRow(r: RawDeliveryRow): DeliveryRow {
  return {
    id: Number(r.id),
    endpoint_id: r.endpoint_id,
    event_id: r.event_id,
    event_type: r.event_type,
    status: r.status,
    attempts: Number(r.attempts),
    earlier_attempts: Number(r.earlier_attempts),
    next_attempt_at: Number(r.next_attempt_at),
    last_status_code: r.last_status_code === null ? null : Number(r.last_status_code),
    last_error: r.last_error,
    created_at: Number(r.created_at),
    last_attempt_at: r.last_attempt_at === null || r.last_attempt_at === undefined ? null : Number(r.last_attempt_at),
  };
}

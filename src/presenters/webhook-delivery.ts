import { isoTime } from '../clock.ts';
import type { EventType } from '../schemas/event-types.ts';
import type { DeliveryAttempt, WebhookDelivery, WebhookDeliveryDetail } from '../schemas/webhook-delivery.ts';
import type { AttemptRow, DeliveryDetailRow, DeliveryRow } from '../storage/repositories/webhook-delivery-rows.ts';

/** A delivery; `waiting` says what holds it back while pending (the service knows the endpoint's queue). */
export function presentDelivery(row: DeliveryRow, waiting: WebhookDelivery['waiting'] = null): WebhookDelivery {
  return {
    id: String(row.id),
    event_id: row.event_id,
    event_type: row.event_type as EventType,
    status: row.status,
    attempt_count: row.attempts + row.earlier_attempts,
    last_attempt_at: row.last_attempt_at === null ? null : isoTime(row.last_attempt_at),
    next_attempt_at: row.status === 'pending' ? isoTime(row.next_attempt_at) : null,
    last_status_code: row.last_status_code,
    last_error: row.last_error,
    created_at: isoTime(row.created_at),
    waiting,
  };
}

function parseHeaders(stored: string | null): Record<string, string> | null {
  if (stored === null) return null;
  try {
    return JSON.parse(stored) as Record<string, string>;
  } catch {
    return {};
  }
}

/** An attempt, with the headers it was sent with (services/sent-headers.ts). */
export function presentAttempt(row: AttemptRow, requestHeaders: DeliveryAttempt['request_headers']): DeliveryAttempt {
  return {
    attempted_at: isoTime(row.started_at),
    duration_ms: row.duration_ms,
    status_code: row.status_code,
    error: row.error,
    response_headers: parseHeaders(row.response_headers),
    response_body: row.response_body,
    response_body_truncated: row.response_body_truncated === 1,
    request_headers: requestHeaders,
  };
}

export function presentDeliveryDetail(
  row: DeliveryDetailRow,
  attempts: AttemptRow[],
  requestHeaders: (attempt: AttemptRow) => DeliveryAttempt['request_headers'],
): WebhookDeliveryDetail {
  return { ...presentDelivery(row), payload: row.payload, attempts: attempts.map((a) => presentAttempt(a, requestHeaders(a))) };
}

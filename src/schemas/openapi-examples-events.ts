// Examples of the operations about events (the feed, the catalog, delivery
// health), in the story of openapi-examples.ts and typed by their schemas.
import { eventCatalog } from './event-catalog.ts';
import type { EndpointStats } from './endpoint-stats.ts';
import type { EventList } from './events-feed.ts';
import type { ReceiverCheck } from './receiver-check.ts';
import { exampleEvent } from './openapi-example-event-bodies.ts';
import type { OperationExample } from './openapi-example-operation.ts';

const eventList: EventList = {
  data: [
    {
      _id: '6d0f2b4e8c19',
      type: 'candidateStatusUpdated',
      created_at: '2026-03-02T10:40:12.000Z',
      payload: JSON.stringify(exampleEvent('candidateStatusUpdated')),
    },
  ],
  next_cursor: 'MTc3MjQ0ODQxMjAwMC42ZDBmMmI0ZThjMTk',
};

const HOUR = 3_600_000;
const statsUntil = Date.parse('2026-03-02T11:00:00.000Z');
const stats: EndpointStats = {
  window: '24h',
  from: new Date(statsUntil - 24 * HOUR).toISOString(),
  until: new Date(statsUntil).toISOString(),
  bucket_minutes: 60,
  buckets: Array.from({ length: 24 }, (_, i) => ({
    start: new Date(statsUntil - (24 - i) * HOUR).toISOString(),
    succeeded: i === 23 ? 12 : 40 + (i % 5),
    failed: i === 22 ? 3 : 0,
  })),
  succeeded: 0,
  failed: 3,
  response_time_ms: { p50: 84, p95: 412 },
  health: { status: 'healthy', since: null, reason: null, summary: 'healthy' },
};
stats.succeeded = stats.buckets.reduce((sum, b) => sum + b.succeeded, 0);

/** A receiver that checks X-Hook-Signature only: it refuses a wrong signature but not an old timestamp or a replay. */
const receiverCheck: ReceiverCheck = {
  passed: false,
  steps: [
    { name: 'valid', expected: 'accept', status_code: 200, error: null, duration_ms: 84, passed: true },
    { name: 'wrong_signature', expected: 'refuse', status_code: 401, error: null, duration_ms: 31, passed: true },
    { name: 'old_timestamp', expected: 'refuse', status_code: 200, error: null, duration_ms: 40, passed: false },
    { name: 'replay', expected: 'refuse', status_code: 200, error: null, duration_ms: 38, passed: false },
  ],
};

/** By operationId. */
export const EVENT_OPERATION_EXAMPLES: Record<string, OperationExample> = {
  listEvents: { response: eventList },
  getWebhookEndpointStats: { response: stats },
  checkWebhookReceiver: { response: receiverCheck },
  listEventTypes: {
    // The catalog's first entry (all ten would make the document ten schemas longer); read when the document is made.
    get response() {
      return { data: eventCatalog().data.slice(0, 1) };
    },
  },
};

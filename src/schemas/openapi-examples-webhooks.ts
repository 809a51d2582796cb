// Examples of the operations on webhook endpoints and their deliveries, in
// the story of openapi-examples.ts and typed by their schemas.
import type { RotatedSecret, WebhookDelivery, WebhookDeliveryDetail, WebhookDeliveryList } from './webhook-delivery.ts';
import { EVENT_ID, exampleEvent } from './openapi-example-event-bodies.ts';
import type { OperationExample } from './openapi-example-operation.ts';
import { UPDATED, createdEndpoint, endpoint, success } from './openapi-example-records.ts';

const delivery: WebhookDelivery = {
  id: '1042',
  event_id: EVENT_ID,
  event_type: 'candidateStatusUpdated',
  status: 'succeeded',
  attempt_count: 2,
  last_attempt_at: UPDATED,
  next_attempt_at: null,
  last_status_code: 200,
  last_error: null,
  created_at: UPDATED,
  waiting: null,
};

/** An attempt's request headers as the delivery log shows them: a custom header's value hidden, the signatures made again. */
function exampleRequestHeaders(timestamp: string): Record<string, string | null> {
  return {
    'content-type': 'application/json',
    'user-agent': 'recruiting-api-webhooks/0.1',
    'x-api-key': '(hidden)',
    'x-hook-signature': '5f0c8bd3a1d0f9e4c6b2a7d8e9f01234567890abcdef1234567890abcdef1234',
    'webhook-id': EVENT_ID,
    'webhook-timestamp': timestamp,
    'webhook-signature': 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  };
}

const deliveryDetail: WebhookDeliveryDetail = {
  ...delivery,
  payload: JSON.stringify(exampleEvent('candidateStatusUpdated')),
  attempts: [
    {
      attempted_at: '2026-03-02T10:40:12.120Z',
      duration_ms: 30012,
      status_code: null,
      error: 'timeout after 30000 ms',
      response_headers: null,
      response_body: null,
      response_body_truncated: false,
      request_headers: exampleRequestHeaders('1772448012'),
    },
    {
      attempted_at: UPDATED,
      duration_ms: 84,
      status_code: 200,
      error: null,
      response_headers: { 'content-type': 'application/json', 'x-request-id': 'req-42' },
      response_body: '{"received":true}',
      response_body_truncated: false,
      request_headers: exampleRequestHeaders('1772448092'),
    },
  ],
};

const deliveryList: WebhookDeliveryList = { data: [delivery], next_cursor: null, previous_cursor: null };
const rotated: RotatedSecret = {
  secret: 'whsec_AM64fzs7xgG1VI729ApXyi2/WaWBJnLaTcfgDYnB1q8=',
  secret_prefix: 'whsec_AM64fz',
  previous_secret_expires_at: '2026-03-03T10:40:12.000Z',
};
const queued = { ...delivery, id: '1043', status: 'pending', attempt_count: 0, last_attempt_at: null, last_status_code: null } as const;

/** By operationId. */
export const WEBHOOK_OPERATION_EXAMPLES: Record<string, OperationExample> = {
  listWebhookEndpoints: { response: { data: [endpoint] } },
  createWebhookEndpoint: {
    request: { url: endpoint.url, description: endpoint.description, events: endpoint.events },
    response: createdEndpoint,
  },
  getWebhookEndpoint: { response: endpoint },
  updateWebhookEndpoint: { request: { events: ['candidateAdded', 'candidateStatusUpdated'] }, response: endpoint },
  deleteWebhookEndpoint: { response: success },
  pauseWebhookEndpoint: { response: { ...endpoint, status: 'paused' } },
  resumeWebhookEndpoint: { request: { discard_held: false }, response: endpoint },
  listWebhookDeliveries: { response: deliveryList },
  getWebhookDelivery: { response: deliveryDetail },
  retryWebhookDelivery: { response: { ...delivery, status: 'pending', next_attempt_at: UPDATED } },
  recoverWebhookDeliveries: {
    request: { since: '2026-03-01T00:00:00.000Z' },
    response: { dry_run: true, deliveries: 3, more: false },
    otherResponses: { '202': { requeued: 3 } },
  },
  sendTestWebhookEvent: { request: { event_type: 'candidateAdded' }, response: { ...queued, event_type: 'candidateAdded' } },
  rotateWebhookSecret: { request: { overlap_hours: 24 }, response: rotated },
};

// Shapes of the delivery log and its controls under
// /v3/company/{company_id}/webhook_endpoint/{endpoint_id}/.
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { badRequest } from '../errors.ts';
import { notAnObject, unknownFields } from './body-errors.ts';
import { Nullable, ResourceId, Timestamp } from './common.ts';
import { component, ref } from './components.ts';
import { DryRunField, invalidDryRun } from './dry-run.ts';
import { EVENT_TYPES } from './event-types.ts';
import { StringEnum } from './plain-kinds.ts';
import { givenOnce, queryShapeRules, withErrors, type ErrorRule } from './validation-errors.ts';
import { EventTypeSchema, WebhookEndpointId } from './webhook-endpoint.ts';

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type DeliveryStatusName = (typeof DELIVERY_STATUSES)[number];

/** The delivery list's page size: default and largest. */
export const DEFAULT_DELIVERY_PAGE = 50;
export const MAX_DELIVERY_PAGE = 200;
/** Rotation overlap, in hours: default and longest. */
export const DEFAULT_OVERLAP_HOURS = 24;
export const MAX_OVERLAP_HOURS = 168;
/** Failed deliveries one recover request queues again at most; a second request goes on with the rest. */
export const MAX_RECOVER_PER_REQUEST = 10_000;

export const DeliveryId = Type.String({
  pattern: '^[1-9][0-9]{0,15}$',
  description: 'Delivery id: a decimal number, as a string',
  examples: ['48213'],
});

export const DeliveryStatusSchema = StringEnum(DELIVERY_STATUSES, {
  description:
    'pending: queued or waiting for a retry; succeeded: a 2xx came back; failed: every attempt failed; cancelled: will not be sent',
});

/** Why a pending delivery is not being sent now, when something other than its own next attempt holds it. */
export const WAITING_REASONS = ['endpoint_paused', 'endpoint_disabled', 'earlier_delivery'] as const;
export type WaitingReason = (typeof WAITING_REASONS)[number];

/** The list's orders: newest first (the default) or oldest first. */
export const DELIVERY_ORDERS = ['newest', 'oldest'] as const;

export const EndpointDeliveriesParams = Type.Object({ company_id: ResourceId, endpoint_id: WebhookEndpointId });
export const DeliveryParams = Type.Object({ company_id: ResourceId, endpoint_id: WebhookEndpointId, delivery_id: DeliveryId });

const deliveryFields = {
  id: DeliveryId,
  event_id: Type.String({ description: 'The `_id` of the payload: the same on every attempt and every retry' }),
  event_type: EventTypeSchema,
  status: DeliveryStatusSchema,
  attempt_count: Type.Integer({ minimum: 0, description: 'Attempts made, over every series (manual retries start a new series)' }),
  last_attempt_at: Nullable(Timestamp, 'Start of the latest attempt; null before the first'),
  next_attempt_at: Nullable(Timestamp, 'When the next attempt is due, while pending; null otherwise'),
  last_status_code: Nullable(Type.Integer(), 'HTTP status of the latest attempt; null when none came back'),
  last_error: Nullable(Type.String(), 'Why the latest attempt failed; null after a success or before the first attempt'),
  created_at: Timestamp,
  waiting: Type.Union(
    [
      Type.Object({
        reason: StringEnum(WAITING_REASONS, {
          description:
            "endpoint_paused: held while the endpoint is paused (sent on resume); endpoint_disabled: held until it is enabled again; earlier_delivery: queued behind `delivery_id`, which the endpoint's deliveries wait for, in order",
        }),
        delivery_id: Nullable(DeliveryId, 'With earlier_delivery: the delivery at the head of the queue'),
      }),
      Type.Null(),
    ],
    {
      description:
        'While pending: what it waits for, when that is not its own next attempt (`next_attempt_at`); null otherwise. Given in lists and with one delivery; null in the answers of retry and test',
    },
  ),
};

export const WebhookDeliverySchema = component('WebhookDelivery', Type.Object(deliveryFields));
export type WebhookDelivery = Static<typeof WebhookDeliverySchema>;

export const DeliveryAttemptSchema = component(
  'WebhookDeliveryAttempt',
  Type.Object({
    attempted_at: Timestamp,
    duration_ms: Type.Integer({ minimum: 0 }),
    status_code: Nullable(Type.Integer(), 'null when no response came (connection, TLS, timeout, refused address)'),
    error: Nullable(
      Type.String(),
      'Why the attempt failed: the HTTP status, or the connection, TLS, timeout or refused-address error; null on success',
    ),
    response_headers: Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()], {
      description:
        'The first 12 response headers (names in lower case, values cut at 256 characters; cookies and authentication headers left out); null when no response came',
    }),
    response_body: Nullable(Type.String(), 'The first 4 KB of the response body, as text; null when no response came'),
    response_body_truncated: Type.Boolean({ description: 'True when the body was longer than the 4 KB kept' }),
    request_headers: Type.Record(Type.String(), Nullable(Type.String()), {
      description:
        'The headers the attempt was sent with, names in lower case: content-type, user-agent, the custom headers (their values are ' +
        'secrets, shown as "(hidden)") and the signatures, made again from the stored body, the attempt time and the secrets. ' +
        'A signature made with a secret rotated out since is null: it is not kept.',
    }),
  }),
);
export type DeliveryAttempt = Static<typeof DeliveryAttemptSchema>;

export const WebhookDeliveryDetailSchema = component(
  'WebhookDeliveryDetail',
  Type.Object({
    ...deliveryFields,
    payload: Type.String({ description: 'The request body exactly as signed and sent, byte for byte' }),
    attempts: Type.Array(ref(DeliveryAttemptSchema), { description: 'Oldest first; the latest 100 when there were more' }),
  }),
);
export type WebhookDeliveryDetail = Static<typeof WebhookDeliveryDetailSchema>;

export const WebhookDeliveryListSchema = component(
  'WebhookDeliveryList',
  Type.Object({
    data: Type.Array(ref(WebhookDeliverySchema), { description: 'Newest first' }),
    next_cursor: Nullable(Type.String(), 'Pass as `cursor` for the next page; null at the end'),
    previous_cursor: Nullable(Type.String(), 'Pass as `before` for the page before this one (in the same order); null on the first page'),
  }),
);
export type WebhookDeliveryList = Static<typeof WebhookDeliveryListSchema>;

/** An event type named in a query or body, with the allowed ones in `allowed_event_types`. */
function invalidEventType(value: unknown) {
  // Named back only when it is a string: a body may nest arrays deeper than String() can recurse.
  const named =
    typeof value === 'string' ? value.slice(0, 64) : `a ${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value}`;
  return badRequest('invalidEventType', `Invalid event type: ${named}`, { allowed_event_types: [...EVENT_TYPES] });
}
/** A bound of a time window: in a query string, in the recover body. */
const TimeBound = (description: string) => Type.String({ format: 'date-or-date-time', description });
const invalidTime = (name: string) => () =>
  badRequest('invalidDate', `${name} must be an ISO 8601 date (2026-01-31) or date-time with a time zone (2026-01-31T09:00:00Z)`);

const ListQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DELIVERY_PAGE, default: DEFAULT_DELIVERY_PAGE })),
    cursor: Type.Optional(Type.String({ description: 'next_cursor of the previous page, as given' })),
    before: Type.Optional(Type.String({ description: 'previous_cursor of a page, as given: the page before it, in the same order' })),
    order: Type.Optional(StringEnum(DELIVERY_ORDERS, { default: 'newest', description: 'newest first (default) or oldest first' })),
    status_code: Type.Optional(
      Type.Integer({ minimum: 100, maximum: 599, description: 'Only deliveries whose latest attempt got this HTTP status' }),
    ),
    event_id: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: "Only the delivery of this event (the payload's `_id`)" }),
    ),
    status: Type.Optional(DeliveryStatusSchema),
    event_type: Type.Optional(StringEnum(EVENT_TYPES, { description: 'An event type' })),
    since: Type.Optional(TimeBound('Only deliveries made at or after this time: an ISO 8601 date (UTC midnight) or date-time with a zone')),
    until: Type.Optional(TimeBound('Only deliveries made before this time (same forms as since)')),
  },
  { title: 'WebhookDeliveryListQuery', additionalProperties: false },
);
export const DeliveryListQuery = withErrors(ListQuery, [
  ...queryShapeRules(ListQuery, 'unknownParameter'),
  {
    property: 'limit',
    keywords: ['type', 'minimum', 'maximum'],
    error: givenOnce('limit', () => badRequest('invalidLimit', `limit must be a whole number from 1 to ${MAX_DELIVERY_PAGE}`)),
  },
  {
    property: 'status',
    keywords: ['type', 'enum'],
    error: givenOnce('status', () => badRequest('invalidStatus', `status must be one of ${DELIVERY_STATUSES.join(', ')}`)),
  },
  { property: 'event_type', keywords: ['type', 'enum'], error: givenOnce('event_type', invalidEventType) },
  { property: 'since', keywords: ['type', 'format'], error: givenOnce('since', invalidTime('since')) },
  { property: 'until', keywords: ['type', 'format'], error: givenOnce('until', invalidTime('until')) },
  { property: 'cursor', keywords: ['type'], error: givenOnce('cursor', () => badRequest('invalidCursor', 'cursor must be a string')) },
  { property: 'before', keywords: ['type'], error: givenOnce('before', () => badRequest('invalidCursor', 'before must be a string')) },
  {
    property: 'order',
    keywords: ['type', 'enum'],
    error: givenOnce('order', () => badRequest('invalidOrder', `order must be one of ${DELIVERY_ORDERS.join(', ')}`)),
  },
  {
    property: 'status_code',
    keywords: ['type', 'minimum', 'maximum'],
    error: givenOnce('status_code', () => badRequest('invalidStatusCode', 'status_code must be an HTTP status from 100 to 599')),
  },
  {
    property: 'event_id',
    keywords: ['type', 'minLength', 'maxLength'],
    error: givenOnce('event_id', () => badRequest('invalidEventId', 'event_id must be an event id of 1 to 100 characters')),
  },
]);
export type DeliveryListQuery = Static<typeof DeliveryListQuery>;

/** The body refusals every body of the delivery log shares: not an object, unknown fields. */
const bodyRules = (body: TObject): ErrorRule[] => [
  { keywords: ['type'], error: notAnObject },
  { keywords: ['additionalProperties'], error: (value) => unknownFields(value, Object.keys(body.properties)) },
];

const Recover = Type.Object(
  {
    since: TimeBound('Queue again failed and cancelled deliveries made at or after this time (ISO 8601)'),
    until: Type.Optional(TimeBound('and before this time (default: now)')),
    dry_run: DryRunField,
  },
  { title: 'RecoverWebhookDeliveries', additionalProperties: false },
);
export const RecoverBody = withErrors(Recover, [
  ...bodyRules(Recover),
  {
    property: 'since',
    keywords: ['required'],
    error: () => badRequest('invalidDate', 'since is required: an ISO 8601 date or date-time with a time zone'),
  },
  { property: 'since', keywords: ['type', 'format'], error: invalidTime('since') },
  { property: 'until', keywords: ['type', 'format'], error: invalidTime('until') },
  { property: 'dry_run', keywords: ['type'], error: invalidDryRun },
]);
export type Recover = Static<typeof RecoverBody>;

export const RecoverResultSchema = component(
  'RecoveredWebhookDeliveries',
  Type.Object({
    requeued: Type.Integer({ minimum: 0, maximum: MAX_RECOVER_PER_REQUEST, description: 'Failed deliveries queued again by this request' }),
  }),
);

/**
 * A body that may be left out: Fastify validates a missing body as null, and
 * an empty body sent as JSON counts as none (hooks/json-body.ts).
 */
function optionalBody<T extends TObject>(body: T) {
  return Type.Unsafe<Static<T> | null>({ ...body, type: ['object', 'null'] });
}

const SendTest = Type.Object(
  {
    event_type: Type.Optional(
      Type.Unsafe<(typeof EVENT_TYPES)[number]>(
        Type.String({ enum: [...EVENT_TYPES], description: "The example's event type; default: the endpoint's first subscribed type" }),
      ),
    ),
  },
  { title: 'SendTestWebhookEvent', additionalProperties: false, description: 'May be left out' },
);
export const SendTestBody = withErrors(optionalBody(SendTest), [
  ...bodyRules(SendTest),
  { property: 'event_type', keywords: ['type', 'enum'], error: invalidEventType },
]);
export type SendTest = Static<typeof SendTestBody>;

const RotateSecret = Type.Object(
  {
    overlap_hours: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: MAX_OVERLAP_HOURS,
        default: DEFAULT_OVERLAP_HOURS,
        description: 'How long deliveries are signed with the old secret too; 0 erases it at once',
      }),
    ),
  },
  { title: 'RotateWebhookSecret', additionalProperties: false, description: 'May be left out' },
);
export const RotateSecretBody = withErrors(optionalBody(RotateSecret), [
  ...bodyRules(RotateSecret),
  {
    property: 'overlap_hours',
    keywords: ['type', 'minimum', 'maximum'],
    error: () => badRequest('invalidOverlap', `overlap_hours must be a whole number from 0 to ${MAX_OVERLAP_HOURS}`),
  },
]);
export type RotateSecret = Static<typeof RotateSecretBody>;

export const RotatedSecretSchema = component(
  'RotatedWebhookSecret',
  Type.Object({
    secret: Type.String({ description: 'The new signing secret, shown this once' }),
    secret_prefix: Type.String({ description: 'Its first 12 characters' }),
    previous_secret_expires_at: Nullable(
      Timestamp,
      'Until when deliveries are signed with the previous secret too; null when it was erased at once (overlap_hours 0)',
    ),
  }),
);
export type RotatedSecret = Static<typeof RotatedSecretSchema>;

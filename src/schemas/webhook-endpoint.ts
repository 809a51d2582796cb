// Shapes of the webhook endpoint operations. Response schemas also decide what
// is serialized, so a field left out here (the secret) can never leave in a
// response that uses them.
import { Type, type Static } from '@sinclair/typebox';
import { ResourceId, Timestamp } from './common.ts';
import { component, ref } from './components.ts';
import { EVENT_TYPES, type EventType } from './event-types.ts';

/** Our limits beyond the spec's rules, so one request cannot store megabytes in a URL or description. */
export const MAX_URL_LENGTH = 2048;
export const MAX_DESCRIPTION_LENGTH = 1000;

/** Endpoints per owner per company (spec section 8); legacy endpoints count too. The list's maxItems says it to clients. */
export const ENDPOINT_QUOTA = 10;

export const WEBHOOK_ENDPOINT_ID_PATTERN = '^we_[0-9a-f]{24}$';

export const WebhookEndpointId = Type.String({
  pattern: WEBHOOK_ENDPOINT_ID_PATTERN,
  description: 'Webhook endpoint id: "we_" and 24 lowercase hex characters',
  examples: ['we_3f9a1c0d5e7b2a4c6d8e0f12'],
});

export const EndpointParams = Type.Object({ company_id: ResourceId, endpoint_id: WebhookEndpointId });

// One enum rather than a union of literals: reads better in the OpenAPI document.
export const EventTypeSchema = component(
  'EventType',
  Type.Unsafe<EventType>(Type.String({ enum: [...EVENT_TYPES], description: 'An event type (spec section 6)' })),
);

const Url = Type.String({
  format: 'uri',
  maxLength: MAX_URL_LENGTH,
  description: 'HTTPS URL to which deliveries are sent',
  examples: ['https://example.com/webhooks'],
});
const Description = Type.String({ maxLength: MAX_DESCRIPTION_LENGTH });
const Events = Type.Array(ref(EventTypeSchema), { minItems: 1, description: 'Subscribed event types; each is kept once' });

export const WebhookStatsSchema = component(
  'WebhookEndpointStats',
  Type.Object({
    successful_deliveries: Type.Integer({ minimum: 0 }),
    failed_deliveries: Type.Integer({ minimum: 0 }),
    last_delivery_at: Type.Union([Timestamp, Type.Null()], { description: 'Time of the last delivery, or null when none has happened' }),
  }),
);

const commonFields = {
  id: WebhookEndpointId,
  url: Type.String({ description: 'HTTPS URL to which deliveries are sent' }),
  description: Type.Optional(Type.String({ description: 'Present when one was given' })),
  events: Type.Array(ref(EventTypeSchema)),
  status: Type.Union([Type.Literal('active'), Type.Literal('paused')]),
  enabled: Type.Boolean({ description: 'Deliveries happen while status is active and enabled is true' }),
  stats: ref(WebhookStatsSchema),
};

const times = {
  created_at: Timestamp,
  updated_at: Timestamp,
  is_legacy: Type.Boolean({ description: 'True for a legacy webhook, which is read-only' }),
  disabled_reason: Type.Union([Type.String(), Type.Null()], {
    description:
      'Why the endpoint is disabled: "Disabled through the API", or, when the service disabled it, "Every delivery attempt failed for N hours"; null while enabled',
  }),
  disabled_at: Type.Union([Timestamp, Type.Null()], { description: 'When the endpoint was disabled; null while enabled' }),
};

export const WebhookEndpointSchema = component(
  'WebhookEndpoint',
  Type.Object({
    ...commonFields,
    secret_prefix: Type.String({ description: 'The first 12 characters of the secret, for recognising it', examples: ['whsec_AbCdEf'] }),
    ...times,
  }),
);
export type WebhookEndpoint = Static<typeof WebhookEndpointSchema>;

export const CreatedWebhookEndpointSchema = component(
  'CreatedWebhookEndpoint',
  Type.Object(
    {
      ...commonFields,
      ...times,
      secret: Type.String({
        description:
          'The full signing secret ("whsec_" and base64 of 32 random bytes). Shown only in this response; it cannot be retrieved again.',
      }),
    },
    { description: 'The create response: the endpoint with its full secret and without secret_prefix' },
  ),
);
export type CreatedWebhookEndpoint = Static<typeof CreatedWebhookEndpointSchema>;

export const WebhookEndpointListSchema = component(
  'WebhookEndpointList',
  Type.Object({
    data: Type.Array(ref(WebhookEndpointSchema), {
      maxItems: ENDPOINT_QUOTA,
      description: "The caller's endpoints in this company, oldest first",
    }),
  }),
);

export const CreateWebhookEndpointBody = Type.Object(
  { url: Url, description: Type.Optional(Description), events: Events },
  { title: 'CreateWebhookEndpoint', additionalProperties: false },
);

export const UpdateWebhookEndpointBody = Type.Object(
  {
    url: Type.Optional(Url),
    description: Type.Optional(Description),
    events: Type.Optional(Events),
    enabled: Type.Optional(Type.Boolean()),
  },
  {
    title: 'UpdateWebhookEndpoint',
    additionalProperties: false,
    minProperties: 1,
    description: 'Any subset of the fields; omitted fields keep their value',
  },
);

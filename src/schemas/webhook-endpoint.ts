// Shapes of the webhook endpoint operations. Response schemas also decide what
// is serialized, so a field left out here (the secret) can never leave in a
// response that uses them.
import { Type, type Static } from '@sinclair/typebox';
import { badRequest } from '../errors.ts';
import { describeValue, MAX_NAMED_VALUES, notAnObject, unknownFields } from './body-errors.ts';
import { Nullable, ResourceId, Timestamp } from './common.ts';
import { component, ref } from './components.ts';
import { HeadersInput, headersError, HeadersView } from './endpoint-headers.ts';
import { settingsErrorRules, settingsInputFields, settingsViewFields } from './endpoint-settings.ts';
import { EVENT_TYPES, isEventType } from './event-types.ts';
import { StringEnum } from './plain-kinds.ts';
import { withErrors, type ErrorRule } from './validation-errors.ts';

/** Our limits beyond the spec's rules, so one request cannot store megabytes in a URL or description. */
export const MAX_URL_LENGTH = 2048;
export const MAX_DESCRIPTION_LENGTH = 1000;

/** Endpoints per owner per company (spec section 8): limits.ts. The list's maxItems says it to clients. */
export { ENDPOINT_QUOTA } from './limits.ts';
import { ENDPOINT_QUOTA } from './limits.ts';

export const WEBHOOK_ENDPOINT_ID_PATTERN = '^we_[0-9a-f]{24}$';

export const WebhookEndpointId = Type.String({
  pattern: WEBHOOK_ENDPOINT_ID_PATTERN,
  description: 'Webhook endpoint id: "we_" and 24 lowercase hex characters',
  examples: ['we_3f9a1c0d5e7b2a4c6d8e0f12'],
});

export const EndpointParams = Type.Object({ company_id: ResourceId, endpoint_id: WebhookEndpointId });

// One enum rather than a union of literals: reads better in the OpenAPI document.
export const EventTypeSchema = component('EventType', StringEnum(EVENT_TYPES, { description: 'An event type (spec section 6)' }));

const Url = Type.String({
  format: 'uri',
  pattern: '^[Hh][Tt][Tt][Pp][Ss]:',
  maxLength: MAX_URL_LENGTH,
  description:
    'HTTPS URL to which deliveries are sent, stored as given: an absolute URL (WHATWG URL Standard) without spaces or control characters. ' +
    'It must not contain credentials, nor (unless the service allows private targets) point to a private or reserved address.',
  examples: ['https://example.com/webhooks'],
});
const Description = Type.String({ maxLength: MAX_DESCRIPTION_LENGTH });
const Events = Type.Array(ref(EventTypeSchema), { minItems: 1, description: 'Subscribed event types; each is kept once' });

export const WebhookStatsSchema = component(
  'WebhookEndpointStats',
  Type.Object({
    successful_deliveries: Type.Integer({ minimum: 0 }),
    failed_deliveries: Type.Integer({ minimum: 0 }),
    last_delivery_at: Nullable(Timestamp, 'Time of the last delivery, or null when none has happened'),
  }),
);

const commonFields = {
  id: WebhookEndpointId,
  url: Type.String({ description: 'HTTPS URL to which deliveries are sent' }),
  description: Type.Optional(Type.String({ description: 'Present when one was given' })),
  events: Type.Array(ref(EventTypeSchema)),
  status: StringEnum(['active', 'paused']),
  enabled: Type.Boolean({ description: 'Deliveries happen while status is active and enabled is true' }),
  stats: ref(WebhookStatsSchema),
  ...settingsViewFields,
  headers: HeadersView,
};

const times = {
  created_at: Timestamp,
  updated_at: Timestamp,
  is_legacy: Type.Boolean({ description: 'True for a legacy webhook, which is read-only' }),
  disabled_reason: Nullable(
    Type.String(),
    'Why the endpoint is disabled: "Disabled through the API", or, when the service disabled it, "The receiver answered 410 Gone" or "Every delivery attempt failed for N hours"; null while enabled',
  ),
  disabled_at: Nullable(Timestamp, 'When the endpoint was disabled; null while enabled'),
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

// What a bad endpoint body is answered with. The spec's five rules come first,
// in its order and with its messages, so a request that breaks one of them
// always gets the documented message; then the rules of this service.
const invalidUrl = () => badRequest('invalidUrl', 'Invalid URL format');
/** The `hint` beside an http:// URL's refusal: no setting allows plain HTTP, and a local receiver needs none. */
export const HTTPS_ONLY_HINT =
  "Deliveries go over HTTPS only. For a receiver on the server's own machine, `recruiting-api listen` serves one over HTTPS that the server trusts (with WEBHOOK_ALLOW_PRIVATE_TARGETS=true on the server).";
const urlRules: ErrorRule[] = [
  { property: 'url', keywords: ['type', 'format'], error: invalidUrl },
  // The spec fixes the message; how to get a receiver on one's own machine is said beside it.
  {
    property: 'url',
    keywords: ['pattern'],
    error: () => badRequest('invalidUrlProtocol', 'URL must use HTTPS protocol', { hint: HTTPS_ONLY_HINT }),
  },
];
const eventsRules: ErrorRule[] = [
  { property: 'events', keywords: ['type'], error: () => badRequest('invalidEvents', 'Events must be an array') },
  { property: 'events', keywords: ['minItems'], error: () => badRequest('invalidEvents', 'At least one event must be specified') },
  {
    property: 'events',
    keywords: ['items'],
    // The message is the spec's, word for word, so clients can compare it;
    // which names were wrong, and which are allowed, go in fields of their own.
    error: (events) =>
      badRequest('invalidEvents', 'Invalid events', {
        invalid_events: [...new Set((events as unknown[]).filter((event) => !isEventType(event)).map(describeValue))].slice(
          0,
          MAX_NAMED_VALUES,
        ),
        allowed_events: [...EVENT_TYPES],
      }),
  },
];
const ownFieldRules: ErrorRule[] = [
  { property: 'url', keywords: ['maxLength'], error: () => badRequest('invalidUrl', `URL must be at most ${MAX_URL_LENGTH} characters`) },
  { property: 'description', keywords: ['type'], error: () => badRequest('invalidDescription', 'Description must be a string') },
  {
    property: 'description',
    keywords: ['maxLength'],
    error: () => badRequest('invalidDescription', `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters`),
  },
  ...settingsErrorRules,
  { property: 'headers', keywords: ['anyOf'], error: headersError },
];

const CreateBody = Type.Object(
  {
    url: Url,
    description: Type.Optional(Description),
    events: Events,
    ...settingsInputFields,
    headers: Type.Optional(HeadersInput),
  },
  { title: 'CreateWebhookEndpoint', additionalProperties: false },
);
export const CreateWebhookEndpointBody = withErrors(CreateBody, [
  { keywords: ['type'], error: notAnObject },
  { property: 'url', keywords: ['required'], error: invalidUrl },
  ...urlRules,
  { property: 'events', keywords: ['required'], error: eventsRules[0]!.error },
  ...eventsRules,
  ...ownFieldRules,
  { keywords: ['additionalProperties'], error: (body) => unknownFields(body, Object.keys(CreateBody.properties)) },
]);
export type CreateWebhookEndpoint = Static<typeof CreateWebhookEndpointBody>;

const UpdateBody = Type.Object(
  {
    url: Type.Optional(Url),
    description: Type.Optional(Description),
    events: Type.Optional(Events),
    enabled: Type.Optional(Type.Boolean()),
    ...settingsInputFields,
    headers: Type.Optional(HeadersInput),
  },
  {
    title: 'UpdateWebhookEndpoint',
    additionalProperties: false,
    minProperties: 1,
    description: 'Any subset of the fields; omitted fields keep their value',
  },
);
const UPDATE_FIELDS = Object.keys(UpdateBody.properties);
/** The update body: at least one field, only known ones, each given field checked by the create rules, then enabled. */
export const UpdateWebhookEndpointBody = withErrors(UpdateBody, [
  { keywords: ['type'], error: notAnObject },
  {
    keywords: ['minProperties'],
    error: () => badRequest('emptyUpdate', `Request body must contain at least one field: ${UPDATE_FIELDS.join(', ')}`),
  },
  { keywords: ['additionalProperties'], error: (body) => unknownFields(body, UPDATE_FIELDS) },
  ...urlRules,
  ownFieldRules[0]!,
  ...eventsRules,
  ...ownFieldRules.slice(1),
  { property: 'enabled', keywords: ['type'], error: () => badRequest('invalidEnabled', 'Enabled must be a boolean (true or false)') },
]);
export type UpdateWebhookEndpoint = Static<typeof UpdateWebhookEndpointBody>;

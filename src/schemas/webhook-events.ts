// The delivery body of every event type, as JSON Schema: published in the
// OpenAPI document's `webhooks` section and used by tests to check the exact
// payloads the outbox stores. Payloads are closed (additionalProperties false)
// so the document lists every field a receiver gets.
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
// The OpenAPI types @fastify/swagger itself is typed with (a dependency of it).
import type { OpenAPIV3_1 } from 'openapi-types';
import { Nullable, Timestamp } from './common.ts';
import { component, ref } from './components.ts';
import type { EventType } from './event-types.ts';
import { StringEnum } from './plain-kinds.ts';
import { CandidateSchema, Id, NoteSchema, PositionSchema, PositionStateSchema, StageSchema } from './recruiting.ts';

const strict = { additionalProperties: false } as const;

export const EventCompanySchema = component('EventCompany', Type.Object({ _id: Id, name: Type.String() }, strict));

export const ActingUserSchema = component(
  'ActingUser',
  Type.Object(
    { _id: Id, name: Type.String(), email_address: Type.String() },
    { ...strict, description: 'The user whose request caused the event' },
  ),
);

/** A position as events about its candidates and notes show it. */
export const PositionRefSchema = component(
  'PositionRef',
  Type.Object(
    { _id: Id, name: Type.String(), state: ref(PositionStateSchema) },
    { ...strict, description: 'A position as events about its candidates and notes show it' },
  ),
);

/** A candidate as events about its notes show it. */
export const CandidateRefSchema = component(
  'CandidateRef',
  Type.Object(
    {
      _id: Id,
      name: Type.String(),
      email_address: Nullable(Type.String()),
      stage: ref(StageSchema),
    },
    { ...strict, description: 'A candidate as events about its notes show it' },
  ),
);

export const POSITION_UPDATABLE_FIELDS = [
  'name',
  'description',
  'type',
  'location',
  'department',
  'experience',
  'education',
  'category',
  'requisition_id',
  'tags',
  'application_form',
] as const;
export type PositionUpdatableField = (typeof POSITION_UPDATABLE_FIELDS)[number];

/** The component name of an event type's payload: candidateAdded -> CandidateAddedEvent. */
export function eventComponentName(type: EventType): string {
  return `${type[0]!.toUpperCase()}${type.slice(1)}Event`;
}

function eventSchema<T extends EventType, P extends TProperties>(type: T, description: string, properties: P) {
  return component(
    eventComponentName(type),
    Type.Object(
      {
        _id: Id,
        type: Type.Literal(type),
        object: Type.Object({ company: ref(EventCompanySchema), acting_user: ref(ActingUserSchema), ...properties }, strict),
        creation_date: Timestamp,
        test: Type.Optional(
          Type.Literal(true, {
            description:
              'Present, and true, only on a test event sent with POST .../webhook_endpoint/{endpoint_id}/test: its `object` is example data, not a real change',
          }),
        ),
      },
      { ...strict, description: `${description} Receivers deduplicate redeliveries by \`_id\`.` },
    ),
  );
}

const positionEvent = { position: ref(PositionSchema) };
const candidateEvent = { candidate: ref(CandidateSchema), position: ref(PositionRefSchema) };
const noteEvent = { note: ref(NoteSchema), candidate: ref(CandidateRefSchema), position: ref(PositionRefSchema) };

export const WEBHOOK_EVENT_SCHEMAS = {
  candidateAdded: eventSchema('candidateAdded', 'A candidate was added to a position.', candidateEvent),
  candidateDeleted: eventSchema(
    'candidateDeleted',
    'A candidate was deleted; `candidate` is the candidate as it was. Its notes, messages, background checks and questionnaires were deleted with it, without note events.',
    candidateEvent,
  ),
  candidateStatusUpdated: eventSchema(
    'candidateStatusUpdated',
    'A candidate moved to a different stage: `stage` is the new one, `stage_was` the one before. Setting the stage the candidate is already in emits nothing.',
    {
      ...candidateEvent,
      stage: ref(StageSchema),
      stage_was: ref(StageSchema),
    },
  ),
  companyPositionAdded: eventSchema('companyPositionAdded', 'A position was created (in state draft).', positionEvent),
  companyPositionUpdated: eventSchema(
    'companyPositionUpdated',
    'Fields of a position other than its state changed. An update that changes nothing emits nothing.',
    {
      ...positionEvent,
      changed_fields: Type.Array(StringEnum(POSITION_UPDATABLE_FIELDS), {
        minItems: 1,
        description: 'The fields whose value changed',
      }),
    },
  ),
  companyPositionDeleted: eventSchema(
    'companyPositionDeleted',
    'A position was deleted; `position` is the position as it was. Its candidates and their notes, messages, background checks and questionnaires were deleted with it, without candidate or note events.',
    positionEvent,
  ),
  companyPositionStateUpdated: eventSchema(
    'companyPositionStateUpdated',
    'The state of a position changed; `state_was` is the state before. Setting the state a position is already in emits nothing.',
    { ...positionEvent, state_was: ref(PositionStateSchema) },
  ),
  companyNotePosted: eventSchema('companyNotePosted', 'A team discussion note was posted on a candidate.', noteEvent),
  companyNoteUpdated: eventSchema(
    'companyNoteUpdated',
    'The body of a team discussion note changed. An update with the same body emits nothing.',
    noteEvent,
  ),
  companyNoteDeleted: eventSchema('companyNoteDeleted', 'A team discussion note was deleted; `note` is the note as it was.', noteEvent),
} satisfies Record<EventType, TObject>;

export type EventPayload<T extends EventType> = Static<(typeof WEBHOOK_EVENT_SCHEMAS)[T]>;
/** The `object` of an event's payload, as the service builds it. */
export type EventObject<T extends EventType> = EventPayload<T>['object'];

/**
 * The headers of every delivery (delivery/dispatch/prepare.ts with
 * delivery/signing.ts, and the content type and user agent of
 * delivery/transport/https/outbound-http.ts). Two signature schemes are sent
 * side by side; a receiver checks either.
 */
export const DELIVERY_HEADERS: OpenAPIV3_1.ParameterObject[] = [
  {
    in: 'header',
    name: 'X-Hook-Signature',
    required: true,
    description:
      'Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (the whole whsec_... string). Compare in constant time.',
    schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    example: '5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
  },
  {
    in: 'header',
    name: 'X-Hook-Signature-Previous',
    required: false,
    description:
      'Sent only while a rotated-out secret is in its overlap (POST .../rotate_secret): X-Hook-Signature computed with the previous secret, so a receiver that still holds it verifies the delivery.',
    schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    example: '9a0c4e7b1f3d5a8c2e6b0d4f7a1c3e5b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c',
  },
  {
    in: 'header',
    name: 'webhook-id',
    required: true,
    description: "Standard Webhooks: the event's `_id`, the same on every attempt of a delivery; receivers deduplicate by it.",
    schema: { type: 'string' },
    example: '6d0f2b4e8c19',
  },
  {
    in: 'header',
    name: 'webhook-timestamp',
    required: true,
    description: 'Standard Webhooks: when this attempt was signed, in whole seconds since 1970-01-01 UTC; reject one too far from now.',
    schema: { type: 'string', pattern: '^[0-9]+$' },
    example: '1772448012',
  },
  {
    in: 'header',
    name: 'webhook-signature',
    required: true,
    description:
      "Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after whsec_. During a secret rotation's overlap, a second `v1,` signature (the previous secret's) follows after a space.",
    schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$' },
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  },
  {
    in: 'header',
    name: 'traceparent',
    required: false,
    description:
      "W3C Trace Context of this attempt, sent only when the service's OpenTelemetry tracing is on and the attempt's span is sampled: a receiver that traces continues the trace of the request that made the event. Not signed; absent when tracing is off.",
    schema: { type: 'string', pattern: '^00-[0-9a-f]{32}-[0-9a-f]{16}-01$' },
    example: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
  },
  {
    in: 'header',
    name: 'User-Agent',
    required: true,
    description: 'The delivering service and its version.',
    schema: { type: 'string', pattern: '^recruiting-api-webhooks/' },
    example: 'recruiting-api-webhooks/0.1',
  },
];

/**
 * The OpenAPI 3.1 `webhooks` object: one POST per event type, the request the
 * service makes to a receiver, with its body (a named schema) and headers.
 */
export function openapiWebhooks(): Record<string, OpenAPIV3_1.PathItemObject> {
  return Object.fromEntries(
    Object.entries(WEBHOOK_EVENT_SCHEMAS).map(([type, schema]): [string, OpenAPIV3_1.PathItemObject] => [
      type,
      {
        post: {
          operationId: `${type}Webhook`,
          summary: `${type} event delivery`,
          description: schema.description,
          tags: ['webhooks'],
          // Receivers authenticate deliveries by their signature header, not by a token.
          security: [],
          parameters: DELIVERY_HEADERS,
          requestBody: {
            required: true,
            description: 'The event, as JSON (Content-Type: application/json): sign the exact bytes received, not a re-serialization.',
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema.$id}` } } },
          },
          responses: {
            '200': {
              description: 'Answer quickly and process asynchronously: a response slower than 30 seconds, or a failure, is retried.',
            },
          },
        },
      },
    ]),
  );
}

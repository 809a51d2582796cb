// The delivery body of every event type, as JSON Schema: published in the
// OpenAPI document's `webhooks` section and used by tests to check the exact
// payloads the outbox stores. Payloads are closed (additionalProperties false)
// so the document lists every field a receiver gets.
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
// The OpenAPI types @fastify/swagger itself is typed with (a dependency of it).
import type { OpenAPIV3_1 } from 'openapi-types';
import { Timestamp } from './common.ts';
import { component, ref } from './components.ts';
import type { EventType } from './event-types.ts';
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
      email_address: Type.Union([Type.String(), Type.Null()]),
      stage: ref(StageSchema),
    },
    { ...strict, description: 'A candidate as events about its notes show it' },
  ),
);

export const POSITION_UPDATABLE_FIELDS = ['name', 'description', 'type', 'location', 'department'] as const;
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
      changed_fields: Type.Array(Type.Union(POSITION_UPDATABLE_FIELDS.map((field) => Type.Literal(field))), {
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
 * The OpenAPI 3.1 `webhooks` object: one POST per event type, the request the
 * service makes to a receiver, with its body (a named schema) and signature header.
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
          parameters: [
            {
              in: 'header',
              name: 'X-Hook-Signature',
              required: true,
              description:
                'Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (whsec_...). Compare in constant time.',
              schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
            },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema.$id}` } } } },
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

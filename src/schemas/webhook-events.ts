// The delivery body of every event type, as JSON Schema: published in the
// OpenAPI document's `webhooks` section and used by tests to check the exact
// payloads the outbox stores. Payloads are closed (additionalProperties false)
// so the document lists every field a receiver gets.
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
// The OpenAPI types @fastify/swagger itself is typed with (a dependency of it).
import type { OpenAPIV3_1 } from 'openapi-types';
import { Timestamp } from './common.ts';
import type { EventType } from './event-types.ts';
import { CandidateSchema, Id, NoteSchema, PositionSchema, PositionStateSchema, StageSchema } from './recruiting.ts';

const strict = { additionalProperties: false } as const;

export const EventCompanySchema = Type.Object({ _id: Id, name: Type.String() }, { ...strict, title: 'EventCompany' });

export const ActingUserSchema = Type.Object(
  { _id: Id, name: Type.String(), email_address: Type.String() },
  { ...strict, title: 'ActingUser', description: 'The user whose request caused the event' },
);

/** A position as events about its candidates and notes show it. */
export const PositionRefSchema = Type.Object(
  { _id: Id, name: Type.String(), state: PositionStateSchema },
  { ...strict, title: 'PositionRef' },
);

/** A candidate as events about its notes show it. */
export const CandidateRefSchema = Type.Object(
  {
    _id: Id,
    name: Type.String(),
    email_address: Type.Union([Type.String(), Type.Null()]),
    stage: StageSchema,
  },
  { ...strict, title: 'CandidateRef' },
);

export const POSITION_UPDATABLE_FIELDS = ['name', 'description', 'type', 'location', 'department'] as const;
export type PositionUpdatableField = (typeof POSITION_UPDATABLE_FIELDS)[number];

function eventSchema<T extends EventType, P extends TProperties>(type: T, description: string, properties: P) {
  return Type.Object(
    {
      _id: Id,
      type: Type.Literal(type),
      object: Type.Object({ company: EventCompanySchema, acting_user: ActingUserSchema, ...properties }, strict),
      creation_date: Timestamp,
      test: Type.Optional(
        Type.Literal(true, {
          description:
            'Present, and true, only on a test event sent with POST .../webhook_endpoint/{endpoint_id}/test: its `object` is example data, not a real change',
        }),
      ),
    },
    {
      ...strict,
      title: `${type} event`,
      description: `${description} Receivers deduplicate redeliveries by \`_id\`.`,
    },
  );
}

const positionEvent = { position: PositionSchema };
const candidateEvent = { candidate: CandidateSchema, position: PositionRefSchema };
const noteEvent = { note: NoteSchema, candidate: CandidateRefSchema, position: PositionRefSchema };

export const WEBHOOK_EVENT_SCHEMAS = {
  candidateAdded: eventSchema('candidateAdded', 'A candidate was added to a position.', candidateEvent),
  candidateDeleted: eventSchema(
    'candidateDeleted',
    'A candidate was deleted; `candidate` is the candidate as it was. Its notes were deleted with it, without note events.',
    candidateEvent,
  ),
  candidateStatusUpdated: eventSchema(
    'candidateStatusUpdated',
    'A candidate moved to a different stage. Setting the stage the candidate is already in emits nothing.',
    {
      ...candidateEvent,
      stage: Type.Object(StageSchema.properties, { ...strict, description: 'The new stage' }),
      stage_was: Type.Object(StageSchema.properties, { ...strict, description: 'The stage before the move' }),
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
    'A position was deleted; `position` is the position as it was. Its candidates and their notes were deleted with it, without candidate or note events.',
    positionEvent,
  ),
  companyPositionStateUpdated: eventSchema(
    'companyPositionStateUpdated',
    'The state of a position changed. Setting the state a position is already in emits nothing.',
    { ...positionEvent, state_was: PositionStateSchema },
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
 * Plain JSON, without TypeBox's symbol keys, for the OpenAPI document. Typed as
 * a bare object schema: openapi-types' 3.0/3.1 unions cannot express a full
 * 3.1 schema (type arrays, nested unions) that @fastify/swagger would accept.
 */
function plain(schema: TObject): { type: 'object' } {
  return JSON.parse(JSON.stringify(schema)) as { type: 'object' };
}

/** The OpenAPI 3.1 `webhooks` object: one POST per event type, with its body and signature header. */
export function openapiWebhooks(): Record<string, OpenAPIV3_1.PathItemObject> {
  return Object.fromEntries(
    Object.entries(WEBHOOK_EVENT_SCHEMAS).map(([type, schema]): [string, OpenAPIV3_1.PathItemObject] => [
      type,
      {
        post: {
          operationId: `webhook_${type}`,
          summary: `${type} event delivery`,
          description: schema.description,
          tags: ['webhooks'],
          parameters: [
            {
              in: 'header',
              name: 'X-Hook-Signature',
              required: true,
              description: 'Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (whsec_...). Compare in constant time.',
              schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
            },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: plain(schema) } } },
          responses: {
            '200': { description: 'Answer quickly and process asynchronously: a response slower than 30 seconds, or a failure, is retried.' },
          },
        },
      },
    ]),
  );
}

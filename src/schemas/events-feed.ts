// Shapes of the events feed, GET /v3/company/{company_id}/events: the
// company's events, newest first, cursor-paged like the delivery log, with
// the same query conventions (schemas/webhook-delivery.ts).
import { Type, type Static } from '@sinclair/typebox';
import { badRequest } from '../errors.ts';
import { Nullable, Timestamp } from './common.ts';
import { component, ref } from './components.ts';
import { EVENT_TYPES } from './event-types.ts';
import { StringEnum } from './plain-kinds.ts';
import { givenOnce, queryShapeRules, withErrors } from './validation-errors.ts';
import { EventTypeSchema } from './webhook-endpoint.ts';

/** The feed's page size: default and largest. */
export const DEFAULT_EVENT_PAGE = 50;
export const MAX_EVENT_PAGE = 200;

export const FeedEventSchema = component(
  'Event',
  Type.Object(
    {
      _id: Type.String({ description: 'The event id: the `_id` of its payload and of every delivery of it (the `webhook-id` header)' }),
      type: ref(EventTypeSchema),
      created_at: Timestamp,
      payload: Type.String({
        description:
          'The event exactly as its deliveries carry it, byte for byte (the compact JSON that is signed; its schema is the event type’s in the `webhooks` section). ' +
          'A deleted candidate’s data is scrubbed from it (docs/api.md)',
      }),
    },
    { additionalProperties: false, description: 'An event of the company, whether or not an endpoint received it' },
  ),
);
export type FeedEvent = Static<typeof FeedEventSchema>;

export const EventListSchema = component(
  'EventList',
  Type.Object({
    data: Type.Array(ref(FeedEventSchema), { description: 'Newest first' }),
    next_cursor: Nullable(Type.String(), 'Pass as `cursor` for the next page; null at the end'),
  }),
);
export type EventList = Static<typeof EventListSchema>;

const TimeBound = (description: string) => Type.String({ format: 'date-or-date-time', description });
const invalidTime = (name: string) => () =>
  badRequest('invalidDate', `${name} must be an ISO 8601 date (2026-01-31) or date-time with a time zone (2026-01-31T09:00:00Z)`);

const ListQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_EVENT_PAGE, default: DEFAULT_EVENT_PAGE })),
    cursor: Type.Optional(Type.String({ description: 'next_cursor of the previous page, as given' })),
    type: Type.Optional(StringEnum(EVENT_TYPES, { description: 'An event type' })),
    since: Type.Optional(TimeBound('Only events made at or after this time: an ISO 8601 date (UTC midnight) or date-time with a zone')),
    until: Type.Optional(TimeBound('Only events made before this time (same forms as since)')),
  },
  { title: 'EventListQuery', additionalProperties: false },
);

export const EventListQuery = withErrors(ListQuery, [
  ...queryShapeRules(ListQuery, 'unknownParameter'),
  {
    property: 'limit',
    keywords: ['type', 'minimum', 'maximum'],
    error: givenOnce('limit', () => badRequest('invalidLimit', `limit must be a whole number from 1 to ${MAX_EVENT_PAGE}`)),
  },
  {
    property: 'type',
    keywords: ['type', 'enum'],
    error: givenOnce('type', (value) =>
      badRequest('invalidEventType', `Invalid event type: ${typeof value === 'string' ? value.slice(0, 64) : typeof value}`, {
        allowed_event_types: [...EVENT_TYPES],
      }),
    ),
  },
  { property: 'since', keywords: ['type', 'format'], error: givenOnce('since', invalidTime('since')) },
  { property: 'until', keywords: ['type', 'format'], error: givenOnce('until', invalidTime('until')) },
  { property: 'cursor', keywords: ['type'], error: givenOnce('cursor', () => badRequest('invalidCursor', 'cursor must be a string')) },
]);
export type EventListQuery = Static<typeof EventListQuery>;

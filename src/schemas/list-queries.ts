// The query strings of the position and candidate lists and of the candidate
// search, as the original service's clients send them: `page` and
// `page_size` (at most 50), `sort=created|updated`, and, beyond the original,
// `updated_since` for incremental syncs. Each refusal has an error type and a
// message of its own (validation-errors.ts).
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import { badRequest } from '../errors.ts';
import { StringEnum } from './plain-kinds.ts';
import { LIMITS, POSITION_STATES } from './recruiting.ts';
import { givenOnce, queryShapeRules, withErrors, type ErrorRule } from './validation-errors.ts';

export const MAX_PAGE_SIZE = 50;
/** The page size when `page` is given without `page_size`. */
export const DEFAULT_PAGE_SIZE = 50;
/** Far beyond any list's end; bounds the offset a request can ask for. */
export const MAX_PAGE = 1_000_000;
export const LIST_SORTS = ['created', 'updated'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

const pagingFields = {
  page: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE,
      description: `1-based page number; with it, or with page_size, the list is paged (page_size ${DEFAULT_PAGE_SIZE} by default)`,
      examples: [1],
    }),
  ),
  page_size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      description: `Items per page, 1 to ${MAX_PAGE_SIZE}; without page and page_size the whole list is answered`,
      examples: [50],
    }),
  ),
  sort: Type.Optional(
    Type.Unsafe<ListSort>({
      type: 'string',
      enum: [...LIST_SORTS],
      description: 'created (default): oldest first; updated: least recently updated first, the order to sync in',
      examples: ['updated'],
    }),
  ),
  updated_since: Type.Optional(
    Type.String({
      format: 'date-or-date-time',
      description:
        'Only items created or changed at or after this time: an ISO 8601 date (UTC midnight) or date-time with a time zone. Pass the greatest updated_date seen to sync incrementally',
      examples: ['2026-03-02T10:40:12.000Z'],
    }),
  ),
};

const pagingRules: ErrorRule[] = [
  {
    property: 'page',
    keywords: ['type', 'minimum', 'maximum'],
    error: givenOnce('page', () => badRequest('invalidPage', `page must be a whole number from 1 to ${MAX_PAGE}`)),
  },
  {
    property: 'page_size',
    keywords: ['type', 'minimum', 'maximum'],
    error: givenOnce('page_size', () => badRequest('invalidPageSize', `page_size must be a whole number from 1 to ${MAX_PAGE_SIZE}`)),
  },
  {
    property: 'sort',
    keywords: ['type', 'enum'],
    error: givenOnce('sort', () => badRequest('invalidSort', `sort must be one of ${LIST_SORTS.join(', ')}`)),
  },
  {
    property: 'updated_since',
    keywords: ['type', 'format'],
    error: givenOnce('updated_since', () =>
      badRequest('invalidDate', 'updated_since must be an ISO 8601 date (2026-01-31) or date-time with a time zone (2026-01-31T09:00:00Z)'),
    ),
  },
];

function listQuery<P extends TProperties>(title: string, properties: P, rules: ErrorRule[] = []) {
  const query = Type.Object({ ...properties, ...pagingFields }, { title, additionalProperties: false });
  return withErrors(query, [...queryShapeRules(query as unknown as TObject, 'invalidRequest'), ...rules, ...pagingRules]);
}

export const CandidateListQuerySchema = listQuery('CandidateListQuery', {});

// A candidate's stream: newest first, paged like the lists (page and
// page_size), with no other order and no updated_since.
const StreamQuery = Type.Object(
  { page: pagingFields.page, page_size: pagingFields.page_size },
  { title: 'CandidateStreamQuery', additionalProperties: false },
);
export const CandidateStreamQuerySchema = withErrors(StreamQuery, [
  ...queryShapeRules(StreamQuery, 'invalidRequest'),
  ...pagingRules.filter((rule) => rule.property === 'page' || rule.property === 'page_size'),
]);
export type CandidateStreamQuery = Static<typeof CandidateStreamQuerySchema>;
export type CandidateListQuery = Static<typeof CandidateListQuerySchema>;

const StateFilter = StringEnum(POSITION_STATES, { description: 'Only positions in this state' });
export const PositionListQuerySchema = listQuery('PositionListQuery', { state: Type.Optional(StateFilter) }, [
  {
    property: 'state',
    keywords: ['type', 'enum'],
    error: givenOnce('state', () => badRequest('invalidRequest', `state must be one of ${POSITION_STATES.join(', ')}`)),
  },
]);
export type PositionListQuery = Static<typeof PositionListQuerySchema>;

const SearchQuery = Type.Object(
  {
    email_address: Type.String({
      minLength: 1,
      maxLength: LIMITS.email,
      description: 'The email address to look for: matched whole, without regard to case',
      examples: ['ada@example.org'],
    }),
  },
  { title: 'CandidateSearchQuery', additionalProperties: false },
);
export const CandidateSearchQuerySchema = withErrors(SearchQuery, [
  ...queryShapeRules(SearchQuery, 'invalidRequest'),
  {
    property: 'email_address',
    keywords: ['required', 'type', 'minLength', 'maxLength'],
    error: (value) =>
      Array.isArray(value)
        ? badRequest('invalidRequest', 'Query parameter email_address must be given once')
        : badRequest('invalidEmailAddress', `email_address is required: an email address of at most ${LIMITS.email} characters`),
  },
]);
export type CandidateSearchQuery = Static<typeof CandidateSearchQuerySchema>;

/** What a list request asks for, in the repositories' terms. */
export interface ListOptions {
  sort: ListSort;
  /** Epoch milliseconds: only rows updated at or after. */
  updatedSince?: number;
  /** Present when the list is paged. */
  page?: { limit: number; offset: number };
}

export function listOptions(query: { page?: number; page_size?: number; sort?: ListSort; updated_since?: string }): ListOptions {
  const paged = query.page !== undefined || query.page_size !== undefined;
  const size = query.page_size ?? DEFAULT_PAGE_SIZE;
  return {
    sort: query.sort ?? 'created',
    ...(query.updated_since === undefined ? {} : { updatedSince: Date.parse(query.updated_since) }),
    ...(paged ? { page: { limit: size, offset: ((query.page ?? 1) - 1) * size } } : {}),
  };
}

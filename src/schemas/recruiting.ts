// Positions, candidates, team notes and pipelines: the resources, their
// request bodies and path parameters.
//
// Resource (response) schemas use plain unions for nullable fields so that the
// same schemas can check event payloads with TypeBox's Value.Check. Request
// bodies use `type: [string, null]` instead, so that a validation failure
// names the real problem rather than every branch of a union.
import { Type, type Static } from '@sinclair/typebox';
import { ID_PATTERN } from '../ids.ts';
import { CustomAttributeSchema } from './candidate-attributes.ts';
import { EducationSchema, WorkHistorySchema } from './candidate-history.ts';
import { OverallScoreSchema } from './candidate-scorecards.ts';
import { CompanyParams, Nullable, ResourceId, Timestamp } from './common.ts';
import { component, ref } from './components.ts';

export const POSITION_STATES = ['draft', 'published', 'closed', 'archived', 'pending'] as const;
export type PositionState = (typeof POSITION_STATES)[number];

export function isPositionState(value: unknown): value is PositionState {
  return typeof value === 'string' && (POSITION_STATES as readonly string[]).includes(value);
}

/** Length limits of text fields, so one request cannot store megabytes in a name. */
export const LIMITS = {
  name: 255,
  shortText: 255,
  longText: 100_000,
  email: 320,
  tags: 50,
  tag: 100,
} as const;

/** An id as this service issues it; the pattern lets payload checks verify ids too. */
export const Id = Type.String({ pattern: ID_PATTERN, description: 'Lowercase hex id of 12 to 14 characters' });

const strict = { additionalProperties: false } as const;

// ---- Resources ----

export const StageSchema = component(
  'Stage',
  Type.Object({ id: Type.String({ examples: ['applied'] }), name: Type.String({ examples: ['Applied'] }) }, strict),
);
export type Stage = Static<typeof StageSchema>;

export const PipelineSchema = component(
  'Pipeline',
  Type.Object(
    {
      id: Type.String({ examples: ['default'] }),
      name: Type.String(),
      stages: Type.Array(ref(StageSchema), { description: 'In pipeline order' }),
    },
    strict,
  ),
);
export type Pipeline = Static<typeof PipelineSchema>;

export const PipelinesSchema = component(
  'Pipelines',
  Type.Record(Type.String(), ref(PipelineSchema), { description: 'Every pipeline, keyed by its id' }),
);
export type Pipelines = Static<typeof PipelinesSchema>;

export const PositionStateSchema = component(
  'PositionState',
  Type.Union(
    POSITION_STATES.map((state) => Type.Literal(state)),
    { description: 'draft, published, closed, archived or pending' },
  ),
);

export const PositionSchema = component(
  'Position',
  Type.Object(
    {
      _id: Id,
      name: Type.String(),
      description: Nullable(Type.String()),
      type: Nullable(Type.String(), 'Kind of position, for example full-time'),
      location: Nullable(Type.String()),
      department: Nullable(Type.String()),
      state: ref(PositionStateSchema),
      pipeline: Type.String({ description: "Id of the position's hiring pipeline (see GET pipelines)", examples: ['default'] }),
      creation_date: Timestamp,
      updated_date: Timestamp,
    },
    strict,
  ),
);
export type Position = Static<typeof PositionSchema>;

export const CandidateSchema = component(
  'Candidate',
  Type.Object(
    {
      _id: Id,
      name: Type.String(),
      email_address: Nullable(Type.String()),
      phone_number: Nullable(Type.String()),
      summary: Nullable(Type.String()),
      tags: Type.Array(Type.String()),
      origin: Nullable(Type.String(), 'Where the candidate came from, for example sourced or applied'),
      stage: ref(StageSchema),
      position_id: Id,
      creation_date: Timestamp,
      updated_date: Timestamp,
      custom_attributes: Type.Optional(
        Type.Array(ref(CustomAttributeSchema), {
          description:
            'Only on a single candidate (GET, and the answers of the custom-attribute, education and work-history routes) and only when it has any; lists, other answers and events leave them out. So are education, work_history and overall_score (once someone scored the candidate)',
        }),
      ),
      education: Type.Optional(
        Type.Array(ref(EducationSchema), {
          description: 'Oldest entry first; as custom_attributes, only on a single candidate and only when it has any',
        }),
      ),
      work_history: Type.Optional(
        Type.Array(ref(WorkHistorySchema), {
          description: 'Oldest entry first; as custom_attributes, only on a single candidate and only when it has any',
        }),
      ),
      overall_score: Type.Optional(ref(OverallScoreSchema)),
    },
    strict,
  ),
);
export type Candidate = Static<typeof CandidateSchema>;

/** A member of the team, as notes and messages name their author. */
export const AuthorSchema = component(
  'Author',
  Type.Object({ _id: Id, name: Type.String() }, { ...strict, description: 'A member of the team: the author of a note or message' }),
);

export const NoteSchema = component(
  'Note',
  Type.Object(
    {
      _id: Id,
      body: Type.String(),
      author: ref(AuthorSchema),
      candidate_id: Id,
      position_id: Id,
      creation_date: Timestamp,
      updated_date: Timestamp,
    },
    { ...strict, description: 'A team discussion note on a candidate' },
  ),
);
export type Note = Static<typeof NoteSchema>;

export const PositionListSchema = Type.Array(ref(PositionSchema));
export const CandidateListSchema = Type.Array(ref(CandidateSchema));
export const NoteListSchema = Type.Array(ref(NoteSchema));

// ---- Request bodies ----

function nullableText(maxLength: number, extra: Record<string, unknown> = {}) {
  return Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength, ...extra });
}

const Name = Type.String({ minLength: 1, maxLength: LIMITS.name });

const positionFields = {
  description: Type.Optional(nullableText(LIMITS.longText)),
  type: Type.Optional(nullableText(LIMITS.shortText, { description: 'Kind of position, for example full-time' })),
  location: Type.Optional(nullableText(LIMITS.shortText)),
  department: Type.Optional(nullableText(LIMITS.shortText)),
};

export const PositionCreateBodySchema = Type.Object({ name: Name, ...positionFields }, strict);
export type PositionCreateBody = Static<typeof PositionCreateBodySchema>;

export const PositionUpdateBodySchema = Type.Object(
  { name: Type.Optional(Name), ...positionFields },
  {
    ...strict,
    description: 'Any subset of the fields; omitted fields keep their value, null clears one. The state has its own operation.',
  },
);
export type PositionUpdateBody = Static<typeof PositionUpdateBodySchema>;

const StateEnum = Type.Unsafe<PositionState>({ type: 'string', enum: [...POSITION_STATES] });

export const CandidateMoveBodySchema = Type.Object(
  {
    target_position_id: Type.String({ minLength: 1, maxLength: 64, description: 'A position of the same company' }),
    target_stage_id: Type.String({
      minLength: 1,
      maxLength: LIMITS.shortText,
      description: "A stage of the target position's pipeline",
      examples: ['applied'],
    }),
    stage_actions_enabled: Type.Optional(
      Type.Boolean({ description: 'Accepted for clients of the original; this service has no stage actions' }),
    ),
  },
  strict,
);
export type CandidateMoveBody = Static<typeof CandidateMoveBodySchema>;

export const PositionStateBodySchema = Type.Object({ state: StateEnum }, strict);

const candidateFields = {
  email_address: Type.Optional(nullableText(LIMITS.email, { format: 'email' })),
  phone_number: Type.Optional(nullableText(LIMITS.shortText)),
  summary: Type.Optional(nullableText(LIMITS.longText)),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: LIMITS.tag }), { maxItems: LIMITS.tags })),
  origin: Type.Optional(nullableText(LIMITS.shortText)),
};

export const CandidateCreateBodySchema = Type.Object({ name: Name, ...candidateFields }, strict);
export type CandidateCreateBody = Static<typeof CandidateCreateBodySchema>;

export const CandidateUpdateBodySchema = Type.Object(
  { name: Type.Optional(Name), ...candidateFields },
  {
    ...strict,
    description: 'Any subset of the fields; omitted fields keep their value, null clears one. The stage has its own operation.',
  },
);
export type CandidateUpdateBody = Static<typeof CandidateUpdateBodySchema>;

export const CandidateStageBodySchema = Type.Object(
  { stage_id: Type.String({ minLength: 1, maxLength: LIMITS.shortText, description: "A stage id of the position's pipeline" }) },
  strict,
);

export const NoteBodySchema = Type.Object({ body: Type.String({ minLength: 1, maxLength: LIMITS.longText }) }, strict);

// ---- Path parameters ----

export const PositionParams = Type.Object({ ...CompanyParams.properties, position_id: ResourceId });
export const CandidateParams = Type.Object({ ...PositionParams.properties, candidate_id: ResourceId });
export const NoteParams = Type.Object({ ...CandidateParams.properties, note_id: ResourceId });

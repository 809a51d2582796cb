// Positions, candidates, team notes and pipelines: the resources as the API
// answers them, and the states, limits and id format their requests share
// (recruiting-requests.ts).
//
// Resource (response) schemas spell a nullable field with Nullable and a
// choice of strings with StringEnum (plain-kinds.ts): plain JSON Schema that
// responses serialize without a validator, and that TypeBox's Value.Check
// still checks event payloads against.
import { Type, type Static } from '@sinclair/typebox';
import { ID_PATTERN } from '../ids.ts';
import { CustomAttributeSchema } from './candidate-attributes.ts';
import { EducationSchema, WorkHistorySchema } from './candidate-history.ts';
import { OverallScoreSchema } from './candidate-scorecards.ts';
import { Nullable, Timestamp } from './common.ts';
import { component, ref } from './components.ts';
import {
  ApplicationFormSchema,
  CandidateResumeSchema,
  IdNameSchema,
  LocationSchema,
  SocialProfileSchema,
  StageTypeSchema,
} from './original-fields.ts';
import { StringEnum } from './plain-kinds.ts';

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
  Type.Object(
    { id: Type.String({ examples: ['applied'] }), name: Type.String({ examples: ['Applied'] }), type: ref(StageTypeSchema) },
    strict,
  ),
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
  StringEnum(POSITION_STATES, { description: 'draft, published, closed, archived or pending' }),
);

const UserIds = (description: string) => Type.Array(Id, { description });

export const PositionSchema = component(
  'Position',
  Type.Object(
    {
      _id: Id,
      name: Type.String(),
      friendly_id: Type.String({ description: 'The id and the slug of the name', examples: ['5f1d7a0b2c3e-backend-engineer'] }),
      description: Nullable(Type.String()),
      type: Nullable(ref(IdNameSchema), 'Kind of position (`{"id": "fullTime", "name": "Full-Time"}`)'),
      location: Nullable(ref(LocationSchema)),
      department: Nullable(Type.String()),
      experience: Nullable(ref(IdNameSchema), 'Experience asked for'),
      education: Nullable(ref(IdNameSchema), 'Education asked for'),
      category: Nullable(ref(IdNameSchema)),
      requisition_id: Nullable(Type.String()),
      tags: Type.Array(Type.String()),
      application_form: ref(ApplicationFormSchema),
      state: ref(PositionStateSchema),
      pipeline_id: Type.String({ description: "Id of the position's hiring pipeline (see GET pipelines)", examples: ['default'] }),
      pipeline: Type.String({ description: 'The same as pipeline_id', examples: ['default'] }),
      creator_id: Id,
      all_users: UserIds('The members on the position: its creator (this service has no hiring teams)'),
      all_admins: UserIds('The members who manage the position: its creator'),
      candidate_type: Type.Literal('all'),
      org_type: Type.Literal('position'),
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
      meta_id: Id,
      name: Type.String(),
      initial: Type.String({ description: 'The first letter of the name, upper-cased', examples: ['A'] }),
      headline: Nullable(
        Type.String(),
        'As given, or made from the first job of the work history given with the candidate (`title @ company_name`)',
      ),
      email_address: Nullable(Type.String()),
      phone_number: Nullable(Type.String()),
      address: Nullable(Type.String()),
      summary: Nullable(Type.String()),
      tags: Type.Array(Type.String()),
      origin: Nullable(Type.String(), 'Where the candidate came from, for example sourced or applied'),
      source: Nullable(ref(IdNameSchema), 'How the candidate came (`{"id": "linkedin", "name": "LinkedIn"}`)'),
      stage: ref(StageSchema),
      resume: Nullable(ref(CandidateResumeSchema)),
      overall_score: ref(OverallScoreSchema),
      followed_by: Type.Array(Id, { description: 'Members following the candidate (this service has no following: empty)' }),
      social_profiles: Type.Array(ref(SocialProfileSchema)),
      position_id: Id,
      position: Type.Optional(
        Type.Object(
          { _id: Id, name: Type.String(), state: ref(PositionStateSchema), friendly_id: Type.String() },
          { ...strict, description: 'Only in the answers of the search by email: the position the candidate is in' },
        ),
      ),
      creation_date: Timestamp,
      updated_date: Timestamp,
      custom_attributes: Type.Optional(
        Type.Array(ref(CustomAttributeSchema), {
          description:
            'On a single candidate (GET, create, update, and the answers of the custom-attribute, education, work-history and move routes): every one, an empty list when none. Lists, search results and events leave them out, as they do education and work_history',
        }),
      ),
      education: Type.Optional(Type.Array(ref(EducationSchema), { description: 'Oldest entry first; as custom_attributes' })),
      work_history: Type.Optional(Type.Array(ref(WorkHistorySchema), { description: 'Oldest entry first; as custom_attributes' })),
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

// Positions, candidates, team notes and pipelines: the resources, their
// request bodies and path parameters.
//
// Resource (response) schemas spell a nullable field with Nullable and a
// choice of strings with StringEnum (plain-kinds.ts): plain JSON Schema that
// responses serialize without a validator, and that TypeBox's Value.Check
// still checks event payloads against. Request bodies spell nullable text as
// `type: [string, null]` with its own limits (nullableText below).
import { Type, type Static } from '@sinclair/typebox';
import { ID_PATTERN } from '../ids.ts';
import { CustomAttributeBodySchema, CustomAttributeSchema } from './candidate-attributes.ts';
import { EducationBodySchema, EducationSchema, WorkHistoryBodySchema, WorkHistorySchema } from './candidate-history.ts';
import { OverallScoreSchema } from './candidate-scorecards.ts';
import { CompanyParams, Nullable, ResourceId, Timestamp } from './common.ts';
import { component, ref } from './components.ts';
import {
  ApplicationFormInput,
  ApplicationFormSchema,
  CandidateResumeSchema,
  IdNameInput,
  IdNameSchema,
  LocationInput,
  LocationSchema,
  SocialProfileSchema,
  SocialProfilesInput,
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

// ---- Request bodies ----

function nullableText(maxLength: number, extra: Record<string, unknown> = {}) {
  return Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength, ...extra });
}

const Name = Type.String({ minLength: 1, maxLength: LIMITS.name });

// Position and candidate bodies take the fields they know and ignore any
// other, as the original does: its clients send whole objects.
const lenient = { additionalProperties: true } as const;

const positionFields = {
  description: Type.Optional(nullableText(LIMITS.longText)),
  type: Type.Optional(
    IdNameInput(
      'Kind of position: the original\'s `{"id": "fullTime", "name": "Full-Time"}`, or a string (a known id or name, written any way, or free text)',
    ),
  ),
  location: Type.Optional(LocationInput),
  department: Type.Optional(nullableText(LIMITS.shortText)),
  experience: Type.Optional(IdNameInput('Experience asked for: `{id, name}` or a string')),
  education: Type.Optional(IdNameInput('Education asked for: `{id, name}` or a string')),
  category: Type.Optional(IdNameInput('`{id, name}` or a string (see GET categories)')),
  requisition_id: Type.Optional(nullableText(LIMITS.shortText)),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: LIMITS.tag }), { maxItems: LIMITS.tags })),
  application_form: Type.Optional(ApplicationFormInput),
};

export const PositionCreateBodySchema = Type.Object(
  { name: Name, ...positionFields },
  { ...lenient, description: 'Fields this service does not know are ignored.' },
);
export type PositionCreateBody = Static<typeof PositionCreateBodySchema>;

export const PositionUpdateBodySchema = Type.Object(
  { name: Type.Optional(Name), ...positionFields },
  {
    ...lenient,
    description:
      'Any subset of the fields; omitted fields keep their value, null clears one. The state has its own operation. Fields this service does not know are ignored.',
  },
);
export type PositionUpdateBody = Static<typeof PositionUpdateBodySchema>;

const StateEnum = StringEnum(POSITION_STATES);

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

/** A date of an education or work history entry as the original's clients send it: `2014-06-01`, `2014-06`, `2014`, or `{year, month}`. */
const EntryDate = Type.Unsafe<string | { year: number; month?: number | null } | null>({
  type: ['string', 'object', 'null'],
  maxLength: 40,
  pattern: '^[0-9]{4}(-[0-9]{2})?',
  required: ['year'],
  properties: { year: { type: 'integer', minimum: 1900, maximum: 2100 }, month: { type: ['integer', 'null'], minimum: 1, maximum: 12 } },
  description: 'A year, a year and month, or a date (only its year and month are kept); or `{year, month}`',
});

const EducationEntryInput = Type.Object(
  { ...EducationBodySchema.properties, start_date: Type.Optional(EntryDate), end_date: Type.Optional(EntryDate) },
  { ...lenient, description: 'As PUT …/education takes it, or with start_date and end_date for the years' },
);
export type EducationEntryInput = Static<typeof EducationEntryInput>;

const WorkHistoryEntryInput = Type.Object(
  { ...WorkHistoryBodySchema.properties, start_date: Type.Optional(EntryDate), end_date: Type.Optional(EntryDate) },
  { ...lenient, description: 'As PUT …/work-history takes it, or with start_date and end_date for the months and years' },
);
export type WorkHistoryEntryInput = Static<typeof WorkHistoryEntryInput>;

const AttributeInput = Type.Object(
  {
    ...CustomAttributeBodySchema.properties,
    value: Type.Union([CustomAttributeBodySchema.properties.value, Type.Number(), Type.Boolean()]),
  },
  { ...lenient, description: 'As PUT …/custom-attribute takes it (a number or boolean value is kept as its text)' },
);
export type AttributeInput = Static<typeof AttributeInput>;

const candidateFields = {
  email_address: Type.Optional(nullableText(LIMITS.email, { format: 'email' })),
  phone_number: Type.Optional(nullableText(LIMITS.shortText)),
  address: Type.Optional(nullableText(LIMITS.shortText)),
  headline: Type.Optional(nullableText(LIMITS.shortText)),
  summary: Type.Optional(nullableText(LIMITS.longText)),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: LIMITS.tag }), { maxItems: LIMITS.tags })),
  origin: Type.Optional(nullableText(LIMITS.shortText)),
  source: Type.Optional(IdNameInput('How the candidate came: `{id, name}` or a name (`"LinkedIn"`)')),
  social_profiles: Type.Optional(SocialProfilesInput),
  custom_attributes: Type.Optional(
    Type.Array(AttributeInput, {
      maxItems: 100,
      description: 'Each set as PUT …/custom-attribute sets it; on an update, attributes not named keep their value',
    }),
  ),
  education: Type.Optional(
    Type.Array(EducationEntryInput, {
      maxItems: 50,
      description: 'Each entry checked as PUT …/education checks it; on an update, the list replaces the entries the candidate had',
    }),
  ),
  work_history: Type.Optional(
    Type.Array(WorkHistoryEntryInput, {
      maxItems: 50,
      description: 'Each entry checked as PUT …/work-history checks it; on an update, the list replaces the entries the candidate had',
    }),
  ),
};

export const CandidateCreateBodySchema = Type.Object(
  { name: Name, ...candidateFields },
  { ...lenient, description: "The original's candidate body. Fields this service does not know are ignored." },
);
export type CandidateCreateBody = Static<typeof CandidateCreateBodySchema>;

export const CandidateUpdateBodySchema = Type.Object(
  { name: Type.Optional(Name), ...candidateFields },
  {
    ...lenient,
    description:
      'Any subset of the fields; omitted fields keep their value, null clears one. The stage has its own operation. Fields this service does not know are ignored.',
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

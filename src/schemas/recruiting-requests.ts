// The request side of positions, candidates and team notes: the bodies the
// routes validate and the path parameters. Kept apart from the resources
// (recruiting.ts): the bodies follow what the original's clients send, the
// resources what this API answers. Bodies spell nullable text as
// `type: [string, null]` with its own limits (nullableText below).
import { Type, type Static } from '@sinclair/typebox';
import { CustomAttributeBodySchema } from './candidate-attributes.ts';
import { EducationBodySchema, WorkHistoryBodySchema } from './candidate-history.ts';
import { CompanyParams, ResourceId } from './common.ts';
import { ApplicationFormInput, IdNameInput, LocationInput, SocialProfilesInput } from './original-fields.ts';
import { StringEnum } from './plain-kinds.ts';
import { LIMITS, POSITION_STATES } from './recruiting.ts';

const strict = { additionalProperties: false } as const;

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

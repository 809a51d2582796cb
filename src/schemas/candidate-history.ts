// A candidate's education and work history, as the original's v3 reference
// shapes them: on the candidate object, `education: [{school_name,
// field_of_study, degree, is_current}]` and `work_history: [{company_name,
// title, summary, is_current, start_date: {month, year}, end_date}]`; added
// with PUT .../candidate/{candidate_id}/education (school_name,
// field_of_study, start_year, end_year) and .../work-history (company_name,
// title, summary, start_month, start_year, end_month, end_year). Each entry
// also has an `_id`, by which it is updated or deleted (docs/api.md).
import { Type, type Static } from '@sinclair/typebox';
import { ID_PATTERN } from '../ids.ts';
import { CompanyParams, Nullable, NullableInput, ResourceId } from './common.ts';
import { component, ref } from './components.ts';

export const HISTORY_LIMITS = { name: 255, summary: 10_000, perCandidate: 50, minYear: 1900, maxYear: 2100 } as const;

const Year = Type.Integer({ minimum: HISTORY_LIMITS.minYear, maximum: HISTORY_LIMITS.maxYear, examples: [2019] });
const Month = Type.Integer({ minimum: 1, maximum: 12, description: '1 (January) to 12', examples: [9] });
const Name = Type.String({ minLength: 1, maxLength: HISTORY_LIMITS.name });
const OptionalText = (maxLength: number, description?: string) => Type.Optional(NullableInput(Type.String({ maxLength }), description));
const strict = { additionalProperties: false } as const;
// As recruiting.ts's (which imports this module, so cannot be imported from).
const Id = Type.String({ pattern: ID_PATTERN, description: 'Lowercase hex id of 12 to 14 characters' });
const CandidateParams = Type.Object({ ...CompanyParams.properties, position_id: ResourceId, candidate_id: ResourceId });

export const EducationSchema = component(
  'Education',
  Type.Object(
    {
      _id: Id,
      school_name: Type.String({ examples: ['University of Michigan'] }),
      degree: Nullable(Type.String({ examples: ['BSc'] })),
      field_of_study: Nullable(Type.String({ examples: ['Mathematics'] })),
      is_current: Type.Boolean({ description: 'Still studying there' }),
      start_year: Nullable(Year),
      end_year: Nullable(Year),
    },
    { ...strict, description: 'A school in the education of a candidate' },
  ),
);
export type Education = Static<typeof EducationSchema>;

export const MonthYearSchema = component(
  'MonthYear',
  Type.Object(
    { month: Nullable(Month, 'null when only the year is known'), year: Year },
    { ...strict, description: 'A month of a year, as work history dates are kept' },
  ),
);

export const WorkHistorySchema = component(
  'WorkHistory',
  Type.Object(
    {
      _id: Id,
      company_name: Type.String({ examples: ['Acme'] }),
      title: Nullable(Type.String({ examples: ['Support Engineer'] })),
      summary: Nullable(Type.String()),
      is_current: Type.Boolean({ description: 'Still working there' }),
      start_date: Nullable(ref(MonthYearSchema)),
      end_date: Nullable(ref(MonthYearSchema)),
    },
    { ...strict, description: 'A job in the work history of a candidate' },
  ),
);
export type WorkHistory = Static<typeof WorkHistorySchema>;

export const EducationBodySchema = Type.Object(
  {
    school_name: Name,
    degree: OptionalText(HISTORY_LIMITS.name),
    field_of_study: OptionalText(HISTORY_LIMITS.name),
    is_current: Type.Optional(Type.Boolean({ default: false })),
    start_year: Type.Optional(NullableInput(Year)),
    end_year: Type.Optional(NullableInput(Year)),
  },
  {
    ...strict,
    title: 'EducationBody',
    description: 'The whole entry: a field left out is cleared. end_year may not come before start_year. School names are stored trimmed.',
  },
);
export type EducationBody = Static<typeof EducationBodySchema>;

export const WorkHistoryBodySchema = Type.Object(
  {
    company_name: Name,
    title: OptionalText(HISTORY_LIMITS.name),
    summary: OptionalText(HISTORY_LIMITS.summary),
    is_current: Type.Optional(Type.Boolean({ default: false })),
    start_month: Type.Optional(NullableInput(Month)),
    start_year: Type.Optional(NullableInput(Year)),
    end_month: Type.Optional(NullableInput(Month)),
    end_year: Type.Optional(NullableInput(Year)),
  },
  {
    ...strict,
    title: 'WorkHistoryBody',
    description:
      'The whole entry: a field left out is cleared. A month needs its year; the end may not come before the start. Company names and titles are stored trimmed.',
  },
);
export type WorkHistoryBody = Static<typeof WorkHistoryBodySchema>;

export const EducationParams = Type.Object({ ...CandidateParams.properties, education_id: ResourceId });
export const WorkHistoryParams = Type.Object({ ...CandidateParams.properties, work_history_id: ResourceId });

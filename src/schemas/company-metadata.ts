// The company's lists that clients read before they write positions and
// candidates: departments, position categories and custom field definitions.
// Each is a plain array, as the original's lists are.
import { Type, type Static } from '@sinclair/typebox';
import { CompanyParams, Nullable, ResourceId, Timestamp } from './common.ts';
import { component, ref } from './components.ts';
import { StringEnum } from './plain-kinds.ts';
import { Id } from './recruiting.ts';

const strict = { additionalProperties: false } as const;

export const DepartmentSchema = component(
  'Department',
  Type.Object(
    {
      _id: Type.String({
        description: 'Stable for the name within the company (compared without regard to case)',
        examples: ['3c1e9a7b5d20'],
      }),
      name: Type.String({ examples: ['Engineering'] }),
      position_count: Type.Integer({ minimum: 1, description: 'How many of the company’s positions name it' }),
    },
    { ...strict, description: 'A department named by at least one position of the company' },
  ),
);
export type Department = Static<typeof DepartmentSchema>;
export const DepartmentListSchema = Type.Array(ref(DepartmentSchema), { description: 'By name' });

export const PositionCategorySchema = component(
  'PositionCategory',
  Type.Object(
    {
      id: Type.String({ examples: ['software'] }),
      name: Type.String({ examples: ['Software Development'] }),
    },
    { ...strict, description: 'A category a position can be filed under (a fixed list)' },
  ),
);
export type PositionCategory = Static<typeof PositionCategorySchema>;
export const PositionCategoryListSchema = Type.Array(ref(PositionCategorySchema), { description: 'In the list’s order' });

export const CUSTOM_FIELD_KINDS = ['candidate', 'position'] as const;
export type CustomFieldKind = (typeof CUSTOM_FIELD_KINDS)[number];

export const CustomFieldSchema = component(
  'CustomField',
  Type.Object(
    {
      _id: Type.String({ description: 'Stable for the name within the company', examples: ['9e04b1c7d2a3'] }),
      name: Type.String({ examples: ['Desired Salary'] }),
      type: Type.Literal('text', { description: 'Values are strings' }),
      secure: Type.Boolean({ description: 'true when any value of it was set as secure' }),
      usage_count: Type.Integer({ minimum: 1, description: 'How many candidates have a value for it' }),
    },
    { ...strict, description: 'A custom field of the company: a name its custom attributes use' },
  ),
);
export type CustomField = Static<typeof CustomFieldSchema>;
export const CustomFieldListSchema = Type.Array(ref(CustomFieldSchema), { description: 'By name' });

// ---- Templates ----

export const TEMPLATE_TYPES = ['email', 'questionnaire'] as const;
export const TEMPLATE_LIMITS = { perCompany: 500, questions: 100, question: 1000, subject: 255, body: 100_000 } as const;

const TemplateType = StringEnum(TEMPLATE_TYPES);

export const TemplateSchema = component(
  'Template',
  Type.Object(
    {
      _id: Id,
      type: TemplateType,
      name: Type.String({ examples: ['Interview invitation'] }),
      subject: Nullable(Type.String(), 'An email template’s subject; null for a questionnaire'),
      body: Nullable(Type.String(), 'An email template’s body; null for a questionnaire'),
      questions: Type.Union([Type.Array(Type.String()), Type.Null()], {
        description: 'A questionnaire template’s questions, in order; null for an email template',
      }),
      creation_date: Timestamp,
      updated_date: Timestamp,
    },
    { ...strict, description: 'A template of the company: an email to send candidates, or a questionnaire to ask them' },
  ),
);
export type Template = Static<typeof TemplateSchema>;
export const TemplateListSchema = Type.Array(ref(TemplateSchema), { description: 'By type, then name' });

export const TemplateBodySchema = Type.Object(
  {
    type: TemplateType,
    name: Type.String({ minLength: 1, maxLength: 255 }),
    subject: Type.Optional(
      Type.String({ minLength: 1, maxLength: TEMPLATE_LIMITS.subject, description: 'Required for an email template' }),
    ),
    body: Type.Optional(Type.String({ minLength: 1, maxLength: TEMPLATE_LIMITS.body, description: 'Required for an email template' })),
    questions: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: TEMPLATE_LIMITS.question }), {
        minItems: 1,
        maxItems: TEMPLATE_LIMITS.questions,
        description: 'Required for a questionnaire template',
      }),
    ),
  },
  {
    ...strict,
    description: 'An email template takes subject and body; a questionnaire template takes questions',
  },
);
export type TemplateBody = Static<typeof TemplateBodySchema>;

export const TemplateListQuerySchema = Type.Object(
  { type: Type.Optional(TemplateType) },
  { additionalProperties: false, description: 'type: only the templates of that type' },
);

export const TemplateParams = Type.Object({ ...CompanyParams.properties, template_id: ResourceId });

// The company's lists that clients read before they write positions and
// candidates: departments, position categories and custom field definitions.
// Each is a plain array, as the original's lists are.
import { Type, type Static } from '@sinclair/typebox';
import { component, ref } from './components.ts';

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

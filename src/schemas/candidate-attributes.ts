// A candidate's custom attributes, as the original's v3 reference shapes
// them: `{name, value, secure}`, set one at a time with
// PUT .../candidate/{candidate_id}/custom-attribute.
import { Type, type Static } from '@sinclair/typebox';
import { component } from './components.ts';

export const ATTRIBUTE_LIMITS = { name: 255, value: 10_000, perCandidate: 100 } as const;

export const CustomAttributeSchema = component(
  'CustomAttribute',
  Type.Object(
    {
      id: Type.String({ description: 'The slug of the name, as the original shows it', examples: ['desired-salary'] }),
      name: Type.String({ examples: ['Desired Salary'] }),
      value: Type.String({ examples: ['100000'] }),
      secure: Type.Boolean({ description: 'Kept as the client set it; every member of the company sees the attribute' }),
    },
    { additionalProperties: false, description: 'A custom attribute of a candidate: one value per name' },
  ),
);
export type CustomAttribute = Static<typeof CustomAttributeSchema>;

export const CustomAttributeBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: ATTRIBUTE_LIMITS.name }),
    value: Type.String({ maxLength: ATTRIBUTE_LIMITS.value }),
    secure: Type.Optional(Type.Boolean({ default: false })),
  },
  {
    additionalProperties: false,
    description:
      'Adds the attribute, or sets the value (and secure flag) of the one of that name (names are compared as stored: trimmed, case kept)',
  },
);
export type CustomAttributeBody = Static<typeof CustomAttributeBodySchema>;

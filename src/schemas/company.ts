import { Type, type Static } from '@sinclair/typebox';
import { ResourceId, Timestamp } from './common.ts';
import { component, ref } from './components.ts';
import { StringEnum } from './plain-kinds.ts';

export const CompanySchema = component(
  'Company',
  Type.Object({
    _id: ResourceId,
    name: Type.String(),
    friendly_id: Type.String({
      description: "The slug of the company's name when it was made (lowercase letters, digits, hyphens); unique, never changes",
      examples: ['acme-corp'],
    }),
    initial: Type.String({
      description: 'The first letters of the first two words of the name, upper-cased, as a company avatar shows it',
      examples: ['AC'],
    }),
    plan: StringEnum(['pro', 'free']),
    member_count: Type.Integer({ minimum: 0, description: 'How many users are members of the company' }),
    creation_date: Timestamp,
    updated_date: Type.String({ format: 'date-time', description: "When the company's name or plan last changed" }),
  }),
);
export type Company = Static<typeof CompanySchema>;

export const CompanyListSchema = Type.Array(ref(CompanySchema));

import { Type, type Static } from '@sinclair/typebox';
import { ResourceId, Timestamp } from './common.ts';

export const CompanySchema = Type.Object(
  {
    _id: ResourceId,
    name: Type.String(),
    plan: Type.Union([Type.Literal('pro'), Type.Literal('free')]),
    creation_date: Timestamp,
  },
  { title: 'Company' },
);
export type Company = Static<typeof CompanySchema>;

export const CompanyListSchema = Type.Array(CompanySchema);

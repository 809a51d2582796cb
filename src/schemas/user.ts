import { Type, type Static } from '@sinclair/typebox';
import { ResourceId, Timestamp } from './common.ts';
import { CompanySchema } from './company.ts';
import { component, ref } from './components.ts';

export const UserSchema = component(
  'User',
  Type.Object({
    _id: ResourceId,
    email_address: Type.String(),
    name: Type.String(),
    username: Type.String(),
    initial: Type.String(),
    creation_date: Timestamp,
    verified_email: Type.Boolean(),
    signature: Type.Union([Type.Object({ enabled: Type.Boolean(), body: Type.String() }), Type.Null()]),
    updated_date: Timestamp,
  }),
);
export type User = Static<typeof UserSchema>;

export const UserDetailsSchema = component(
  'UserDetails',
  Type.Object(
    {
      ...UserSchema.properties,
      is_partner: Type.Boolean({ description: 'Partner users own webhook endpoints in a separate quota' }),
      companies: Type.Array(ref(CompanySchema), { description: 'Oldest membership first' }),
    },
    { description: 'The caller: the User fields, its partner flag and its companies' },
  ),
);
export type UserDetails = Static<typeof UserDetailsSchema>;

export const UserQuerySchema = Type.Object(
  { user_id: Type.Optional(Type.String({ maxLength: 64, description: 'Id of the user to read; the caller when left out' })) },
  { additionalProperties: false },
);

import { Type, type Static } from '@sinclair/typebox';
import { component, ref } from './components.ts';
import { UserSchema } from './user.ts';

export const SigninBodySchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 320 }),
    password: Type.String({ maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type SigninBody = Static<typeof SigninBodySchema>;

export const SigninResponseSchema = component(
  'SigninResponse',
  Type.Object({
    access_token: Type.String({ description: 'Session token, valid 30 days from last use' }),
    user: ref(UserSchema),
  }),
);
export type SigninResponse = Static<typeof SigninResponseSchema>;

export const SignoutResponseSchema = component(
  'SignoutResponse',
  Type.Object({
    success: Type.Literal(true),
    signed_out: Type.Boolean({ description: 'true when a session token was invalidated; false for a PAT, which stays valid' }),
  }),
);
export type SignoutResponse = Static<typeof SignoutResponseSchema>;

// Personal access tokens as their owner and the admin command line see them:
// never the token itself, except once, in the answer that created it.
import { Type, type Static } from '@sinclair/typebox';
import { ResourceId, Timestamp } from './common.ts';

export const PersonalAccessTokenSchema = Type.Object(
  {
    id: ResourceId,
    name: Type.String(),
    created_at: Timestamp,
    last_used_at: Type.Union([Timestamp, Type.Null()], { description: 'Last use, to the minute; null when never used' }),
    revoked_at: Type.Union([Timestamp, Type.Null()]),
  },
  { title: 'PersonalAccessToken' },
);
export type PersonalAccessToken = Static<typeof PersonalAccessTokenSchema>;

export const CreatedPersonalAccessTokenSchema = Type.Object(
  {
    id: ResourceId,
    name: Type.String(),
    token: Type.String({ description: 'The token, shown this once: only its hash is stored' }),
    created_at: Timestamp,
  },
  { title: 'CreatedPersonalAccessToken' },
);
export type CreatedPersonalAccessToken = Static<typeof CreatedPersonalAccessTokenSchema>;

// Personal access tokens ("API keys" in the application) as their owner and
// the admin command line see them: never the token itself, except once, in
// the answer that created it.
import { Type, type Static } from '@sinclair/typebox';
import { badRequest } from '../errors.ts';
import { notAnObject, unknownFields } from './body-errors.ts';
import { Nullable, ResourceId, Timestamp } from './common.ts';
import { component, ref } from './components.ts';
import { withErrors } from './validation-errors.ts';

/** Most API keys a user can hold at once (revoked ones don't count). */
export const API_KEY_QUOTA = 50;
export const API_KEY_NAME_MAX_LENGTH = 100;

const TokenPrefix = Nullable(
  Type.String({ examples: ['rs_pat_AbCd1234'] }),
  'The start of the token (rs_pat_ and its first 8 characters), to tell keys apart without revealing them; ' +
    'null for keys made before prefixes were recorded, whose tokens were never stored',
);
const LastUsedAt = Nullable(Timestamp, 'Last use, to the minute; null when never used');

/** A key as its owner sees it in GET /v3/user/api_keys. */
const apiKeyFields = {
  id: ResourceId,
  name: Type.String(),
  token_prefix: TokenPrefix,
  created_at: Timestamp,
  last_used_at: LastUsedAt,
};

export const ApiKeySchema = component('ApiKey', Type.Object(apiKeyFields));
export type ApiKey = Static<typeof ApiKeySchema>;

export const ApiKeyListSchema = component(
  'ApiKeyList',
  Type.Object({ data: Type.Array(ref(ApiKeySchema), { description: "The caller's keys that are not revoked, oldest first" }) }),
);

const ApiKeyCreateBody = Type.Object(
  {
    name: Type.String({
      pattern: '\\S',
      maxLength: API_KEY_NAME_MAX_LENGTH,
      description: `A name to recognise the key by: not blank, at most ${API_KEY_NAME_MAX_LENGTH} characters; surrounding spaces are dropped`,
    }),
  },
  { title: 'CreateApiKey', additionalProperties: false },
);
const nameRequired = () => badRequest('invalidName', 'Name is required: give the key a name to recognise it by');
export const ApiKeyCreateBodySchema = withErrors(ApiKeyCreateBody, [
  { keywords: ['type'], error: notAnObject },
  { keywords: ['additionalProperties'], error: (body) => unknownFields(body, ['name']) },
  { property: 'name', keywords: ['required'], error: nameRequired },
  { property: 'name', keywords: ['type', 'pattern'], error: nameRequired },
  {
    property: 'name',
    keywords: ['maxLength'],
    error: () => badRequest('invalidName', `Name must be at most ${API_KEY_NAME_MAX_LENGTH} characters`),
  },
]);
export type ApiKeyCreateBody = Static<typeof ApiKeyCreateBodySchema>;

export const ApiKeyParams = Type.Object({ id: ResourceId });

/** A token as the admin command line lists it: revoked ones too. */
export const PersonalAccessTokenSchema = Type.Object(
  {
    ...apiKeyFields,
    revoked_at: Nullable(Timestamp),
  },
  { title: 'PersonalAccessToken' },
);
export type PersonalAccessToken = Static<typeof PersonalAccessTokenSchema>;

export const CreatedPersonalAccessTokenSchema = component(
  'CreatedApiKey',
  Type.Object({
    id: ResourceId,
    name: Type.String(),
    token: Type.String({ description: 'The token, shown this once: only its hash is stored' }),
    token_prefix: Type.String({ description: 'The start of the token, as the key list shows it', examples: ['rs_pat_AbCd1234'] }),
    created_at: Timestamp,
  }),
);
export type CreatedPersonalAccessToken = Static<typeof CreatedPersonalAccessTokenSchema>;

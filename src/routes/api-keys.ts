// GET/POST /v3/user/api_keys, DELETE /v3/user/api_key/{id}: a user's own
// personal access tokens ("API keys"), made and revoked from a signed-in
// session. The rules live in the auth service; the body is validated by its
// schema (schemas/personal-access-token.ts), after the session check.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { authenticate } from '../hooks/authentication.ts';
import { installJsonBodyParser } from '../hooks/json-body.ts';
import { bearerSecurity, errors, SuccessRef } from '../schemas/common.ts';
import { ref } from '../schemas/components.ts';
import {
  API_KEY_QUOTA,
  ApiKeyCreateBodySchema,
  ApiKeyListSchema,
  ApiKeyParams,
  CreatedPersonalAccessTokenSchema,
} from '../schemas/personal-access-token.ts';
import { requireSession } from '../services/auth-service.ts';

const TAGS = ['api keys'];
const SESSION_NOTE =
  'Needs a session token from POST /v3/signin: with an API key it answers 403 sessionRequired, so a leaked key cannot mint or revoke keys.';

/** preValidation: 403 sessionRequired with an API key, once the body is read (413 and invalidJson come first, as on every route) and before it is validated. */
const sessionOnly = async (request: FastifyRequest) => requireSession(request.caller);

const apiKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = app.services.auth;
  app.addHook('onRequest', authenticate);
  // A DELETE sent with Content-Type: application/json and no body is no body, not a JSON syntax error.
  installJsonBodyParser(app, { emptyBody: 'none' });

  app.get('/user/api_keys', {
    schema: {
      operationId: 'listApiKeys',
      summary: "The caller's API keys",
      description:
        'The personal access tokens of the caller that are not revoked, oldest first; never the tokens themselves. Works with either kind of token.',
      tags: TAGS,
      security: bearerSecurity,
      response: { 200: ref(ApiKeyListSchema), ...errors(401) },
    },
    handler: async (request) => ({ data: await auth.listApiKeys(request.caller) }),
  });

  app.post('/user/api_keys', {
    schema: {
      operationId: 'createApiKey',
      summary: 'Create an API key',
      description:
        `Answers 201 with the token, shown this once. ${SESSION_NOTE} 400 invalidName unless the name is 1 to ${ApiKeyCreateBodySchema.properties.name.maxLength} characters; ` +
        `429 quotaExceeded when the caller already holds ${API_KEY_QUOTA} keys that are not revoked.`,
      tags: TAGS,
      security: bearerSecurity,
      body: ApiKeyCreateBodySchema,
      response: { 201: ref(CreatedPersonalAccessTokenSchema), ...errors(400, 401, 403, 429) },
    },
    preValidation: sessionOnly,
    handler: async (request, reply) => {
      const created = await auth.createApiKey(request.caller, request.body);
      request.log.info({ api_key: created.id, user: request.caller.user.id }, 'API key created');
      return reply.code(201).send(created);
    },
  });

  app.delete('/user/api_key/:id', {
    schema: {
      operationId: 'revokeApiKey',
      summary: 'Revoke an API key',
      description: `The key stops working at once (401 revokedAccessToken). ${SESSION_NOTE} 404 apiKeyNotFound for another user's key, an unknown id or a key already revoked.`,
      tags: TAGS,
      security: bearerSecurity,
      params: ApiKeyParams,
      response: { 200: SuccessRef, ...errors(401, 403, 404) },
    },
    preValidation: sessionOnly,
    handler: async (request) => {
      await auth.revokeApiKey(request.caller, request.params.id);
      request.log.info({ api_key: request.params.id, user: request.caller.user.id }, 'API key revoked');
      return { success: true as const };
    },
  });
};

export default apiKeyRoutes;

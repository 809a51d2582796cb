// POST /v3/signin, GET /v3/signout
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../hooks/authentication.ts';
import { SigninBodySchema, SigninResponseSchema, SignoutResponseSchema } from '../schemas/auth.ts';
import { bearerSecurity, errors, noSecurity } from '../schemas/common.ts';
import { ref } from '../schemas/components.ts';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/signin', {
    schema: {
      operationId: 'signIn',
      summary: 'Sign in with email and password',
      description: 'Returns a session token. A user who already holds a valid session token gets that same token back.',
      tags: ['auth'],
      security: noSecurity,
      body: SigninBodySchema,
      response: { 200: ref(SigninResponseSchema), ...errors(400, 401, 429) },
    },
    handler: async (request) => app.services.auth.signIn(request.body.email, request.body.password, request.ip),
  });

  app.get('/signout', {
    schema: {
      operationId: 'signOut',
      summary: 'Sign out',
      description:
        'Invalidates the session token of the request. Called with a PAT it changes nothing (signed_out false): a PAT is not invalidated by sign-out.',
      tags: ['auth'],
      security: bearerSecurity,
      response: { 200: ref(SignoutResponseSchema), ...errors(401) },
    },
    onRequest: authenticate,
    handler: async (request) => app.services.auth.signOut(request.caller),
  });
};

export default authRoutes;

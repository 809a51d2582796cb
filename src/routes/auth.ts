// POST /v3/signin, GET /v3/signout
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../plugins/authentication.ts';
import { SigninBodySchema, SigninResponseSchema, SignoutResponseSchema } from '../schemas/auth.ts';
import { bearerSecurity, errors } from '../schemas/common.ts';
import { presentUser } from '../services/user-service.ts';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/signin', {
    schema: {
      summary: 'Sign in with email and password',
      description: 'Returns a session token. A user who already holds a valid session token gets that same token back.',
      tags: ['auth'],
      body: SigninBodySchema,
      response: { 200: SigninResponseSchema, ...errors(400, 401, 429) },
    },
    handler: async (request) => {
      const { accessToken, user } = await app.services.auth.signIn(request.body.email, request.body.password, request.ip);
      return { access_token: accessToken, user: presentUser(user) };
    },
  });

  app.get('/signout', {
    schema: {
      summary: 'Sign out',
      description: 'Invalidates the session token of the request. Called with a PAT it changes nothing (signed_out false): a PAT is not invalidated by sign-out.',
      tags: ['auth'],
      security: bearerSecurity,
      response: { 200: SignoutResponseSchema, ...errors(401) },
    },
    onRequest: authenticate,
    handler: async (request) => {
      await app.services.auth.signOut(request.caller);
      return { success: true as const, signed_out: request.caller.credential.kind === 'session' };
    },
  });
};

export default authRoutes;

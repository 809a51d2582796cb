// GET /v3/companies, GET /v3/user, GET /v3/user/details
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../hooks/authentication.ts';
import { bearerSecurity, errors } from '../schemas/common.ts';
import { ref } from '../schemas/components.ts';
import { CompanyListSchema } from '../schemas/company.ts';
import { UserDetailsSchema, UserQuerySchema, UserSchema } from '../schemas/user.ts';

const companiesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', authenticate);

  app.get('/companies', {
    schema: {
      operationId: 'listCompanies',
      summary: "The caller's companies",
      tags: ['companies'],
      security: bearerSecurity,
      response: { 200: CompanyListSchema, ...errors(401) },
    },
    handler: async (request) => app.services.companies.listForUser(request.caller.user.id),
  });

  app.get('/user', {
    schema: {
      operationId: 'getUser',
      summary: 'The user who owns the token, or another user by id',
      description:
        'Without user_id: the caller. With user_id: that user when it is the caller or a member of one of its companies; 404 userNotFound otherwise.',
      tags: ['companies'],
      security: bearerSecurity,
      querystring: UserQuerySchema,
      response: { 200: ref(UserSchema), ...errors(400, 401, 404) },
    },
    handler: async (request) => app.services.companies.user(request.caller.user, request.query.user_id),
  });

  app.get('/user/details', {
    schema: {
      operationId: 'getUserDetails',
      summary: 'The caller and the companies it belongs to',
      tags: ['companies'],
      security: bearerSecurity,
      response: { 200: ref(UserDetailsSchema), ...errors(401) },
    },
    handler: async (request) => app.services.companies.userDetails(request.caller.user),
  });
};

export default companiesRoutes;

// GET /v3/companies, GET /v3/user/details
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../hooks/authentication.ts';
import { bearerSecurity, errors } from '../schemas/common.ts';
import { ref } from '../schemas/components.ts';
import { CompanyListSchema } from '../schemas/company.ts';
import { UserDetailsSchema } from '../schemas/user.ts';

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

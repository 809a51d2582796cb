// GET /v3/companies, GET /v3/user/details
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../plugins/authentication.ts';
import { bearerSecurity, errors } from '../schemas/common.ts';
import { CompanyListSchema } from '../schemas/company.ts';
import { UserDetailsSchema } from '../schemas/user.ts';
import { presentCompany } from '../services/company-service.ts';
import { presentUser } from '../services/user-service.ts';

const companiesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', authenticate);

  app.get('/companies', {
    schema: {
      summary: "The caller's companies",
      tags: ['companies'],
      security: bearerSecurity,
      response: { 200: CompanyListSchema, ...errors(401) },
    },
    handler: async (request) => (await app.services.companies.listForUser(request.caller.user.id)).map(presentCompany),
  });

  app.get('/user/details', {
    schema: {
      summary: 'The caller and the companies it belongs to',
      tags: ['companies'],
      security: bearerSecurity,
      response: { 200: UserDetailsSchema, ...errors(401) },
    },
    handler: async (request) => {
      const { user } = request.caller;
      const companies = await app.services.companies.listForUser(user.id);
      return { ...presentUser(user), is_partner: user.is_partner === 1, companies: companies.map(presentCompany) };
    },
  });
};

export default companiesRoutes;

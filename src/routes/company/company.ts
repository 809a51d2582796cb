// GET /v3/company/{company_id}: the company itself. The scope's hook has
// already answered 404 for a malformed id and 403 for a non-member (an unknown
// company included: nobody is a member of it).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerSecurity, CompanyParams, COMPANY_ROUTE_ERRORS, errors } from '../../schemas/common.ts';
import { ref } from '../../schemas/components.ts';
import { CompanySchema } from '../../schemas/company.ts';

const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // '' is the scope's own path, /v3/company/{company_id}, without a trailing slash.
  app.get('', {
    schema: {
      operationId: 'getCompany',
      summary: 'Get a company the caller is a member of',
      tags: ['companies'],
      security: bearerSecurity,
      params: CompanyParams,
      response: { 200: ref(CompanySchema), ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => app.services.companies.get(request.company),
  });
};

export default companyRoutes;

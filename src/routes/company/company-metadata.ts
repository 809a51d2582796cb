// The company's lists clients read first: GET /departments, /categories and
// /custom-fields/{candidate|position}, under /v3/company/{company_id}.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerSecurity, CompanyParams, COMPANY_ROUTE_ERRORS, errors } from '../../schemas/common.ts';
import { CustomFieldListSchema, DepartmentListSchema, PositionCategoryListSchema } from '../../schemas/company-metadata.ts';

const companyMetadataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const metadata = () => app.services.companyMetadata;
  const read = { tags: ['company lists'], security: bearerSecurity, params: CompanyParams };

  app.get('/departments', {
    schema: {
      operationId: 'listDepartments',
      summary: "The company's departments",
      description:
        'Every department a position of the company names (its `department`), by name; names that differ only in case are one. Positions make them: there is no separate create.',
      ...read,
      response: { 200: DepartmentListSchema, ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => metadata().departments(request.company),
  });

  app.get('/categories', {
    schema: {
      operationId: 'listPositionCategories',
      summary: 'Position categories',
      description: 'The fixed list of categories a position can be filed under.',
      ...read,
      response: { 200: PositionCategoryListSchema, ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async () => metadata().categories(),
  });

  app.get('/custom-fields/candidate', {
    schema: {
      operationId: 'listCandidateCustomFields',
      summary: "The company's candidate custom fields",
      description:
        "Every name the company's candidates' custom attributes use, by name: setting a custom attribute of a new name (PUT …/custom-attribute) makes the field.",
      ...read,
      response: { 200: CustomFieldListSchema, ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => metadata().customFields(request.company, 'candidate'),
  });

  app.get('/custom-fields/position', {
    schema: {
      operationId: 'listPositionCustomFields',
      summary: "The company's position custom fields",
      description: 'Always empty: positions of this service have no custom fields.',
      ...read,
      response: { 200: CustomFieldListSchema, ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => metadata().customFields(request.company, 'position'),
  });
};

export default companyMetadataRoutes;

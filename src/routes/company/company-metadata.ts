// The company's lists clients read first: GET /departments, /categories and
// /custom-fields/{candidate|position}, and its templates (/templates,
// /template/{template_id}), under /v3/company/{company_id}.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { idempotentRoute } from '../../hooks/idempotency.ts';
import { bearerSecurity, CompanyParams, COMPANY_ROUTE_ERRORS, errors, SuccessRef } from '../../schemas/common.ts';
import {
  CustomFieldListSchema,
  DepartmentListSchema,
  PositionCategoryListSchema,
  TemplateBodySchema,
  TemplateListQuerySchema,
  TemplateListSchema,
  TemplateParams,
  TemplateSchema,
} from '../../schemas/company-metadata.ts';
import { ref } from '../../schemas/components.ts';
import { actor } from './actor.ts';

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

  const templates = () => app.services.companyTemplates;

  app.get('/templates', {
    schema: {
      operationId: 'listTemplates',
      summary: "The company's email and questionnaire templates",
      description: 'By type, then name; `type` keeps one type.',
      ...read,
      querystring: TemplateListQuerySchema,
      response: { 200: TemplateListSchema, ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => templates().list(request.company, request.query.type),
  });

  app.post('/templates', {
    schema: {
      operationId: 'createTemplate',
      summary: 'Add a template',
      description:
        'An email template (`subject`, `body`) or a questionnaire template (`questions`); at most 500 per company. Emits no event. Answers 201 with a Location header.',
      ...read,
      body: TemplateBodySchema,
      response: { 201: ref(TemplateSchema), ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    ...idempotentRoute(),
    handler: async (request, reply) => {
      const template = await templates().create(actor(request), request.body);
      return reply.code(201).header('location', `/v3/company/${request.company.id}/template/${template._id}`).send(template);
    },
  });

  app.get('/template/:template_id', {
    schema: {
      operationId: 'getTemplate',
      summary: 'Get a template',
      ...read,
      params: TemplateParams,
      response: { 200: ref(TemplateSchema), ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => templates().get(request.company, request.params.template_id),
  });

  app.delete('/template/:template_id', {
    schema: {
      operationId: 'deleteTemplate',
      summary: 'Delete a template',
      description: 'Emits no event.',
      ...read,
      params: TemplateParams,
      response: { 200: SuccessRef, ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => {
      await templates().remove(actor(request), request.params.template_id);
      return { success: true as const };
    },
  });
};

export default companyMetadataRoutes;

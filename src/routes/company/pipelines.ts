// GET /v3/company/{company_id}/pipelines
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerSecurity, CompanyParams, COMPANY_ROUTE_ERRORS, errors } from '../../schemas/common.ts';
import { ref } from '../../schemas/components.ts';
import { PipelinesSchema } from '../../schemas/recruiting.ts';

const pipelineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pipelines', {
    schema: {
      operationId: 'listPipelines',
      summary: 'Hiring pipelines',
      description:
        "Every pipeline keyed by its id, each with its stages in order. Candidates move between the stages of their position's pipeline.",
      tags: ['pipelines'],
      security: bearerSecurity,
      params: CompanyParams,
      response: { 200: ref(PipelinesSchema), ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async () => app.services.pipelines.list(),
  });
};

export default pipelineRoutes;

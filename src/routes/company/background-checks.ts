// Background checks of a candidate:
// GET and POST /v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/background-checks,
// PUT .../candidate/{candidate_id}/background-check/{background_check_id}
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BackgroundCheckCreateBodySchema,
  BackgroundCheckListSchema,
  BackgroundCheckParams,
  BackgroundCheckSchema,
  BackgroundCheckUpdateBodySchema,
} from '../../schemas/candidate-records.ts';
import { bearerSecurity, COMPANY_ROUTE_ERRORS, errors } from '../../schemas/common.ts';
import { ref } from '../../schemas/components.ts';
import { CandidateParams } from '../../schemas/recruiting-requests.ts';
import { actor } from './actor.ts';

const base = '/position/:position_id/candidate/:candidate_id';
const EXTENSION = 'An extension: the spec names only the list.';

const backgroundCheckRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const checks = () => app.services.backgroundChecks;

  app.get(`${base}/background-checks`, {
    schema: {
      operationId: 'listBackgroundChecks',
      summary: "A candidate's background checks",
      description: 'Oldest first. Emits no event.',
      tags: ['background checks'],
      security: bearerSecurity,
      params: CandidateParams,
      response: { 200: BackgroundCheckListSchema, ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => checks().list(request.company, request.params.position_id, request.params.candidate_id),
  });

  app.post(`${base}/background-checks`, {
    schema: {
      operationId: 'orderBackgroundCheck',
      summary: 'Order a background check',
      description: `Records a check ordered from a provider (201): status pending, no result. ${EXTENSION} Emits no event.`,
      tags: ['background checks'],
      security: bearerSecurity,
      params: CandidateParams,
      body: BackgroundCheckCreateBodySchema,
      response: { 201: ref(BackgroundCheckSchema), ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request, reply) => {
      const { position_id, candidate_id } = request.params;
      return reply.code(201).send(await checks().order(actor(request), position_id, candidate_id, request.body));
    },
  });

  app.put(`${base}/background-check/:background_check_id`, {
    schema: {
      operationId: 'updateBackgroundCheck',
      summary: "Record the provider's update of a background check",
      description:
        'Any subset of status, result and report_url; omitted fields keep their value. Status moves pending -> in_progress -> completed, ' +
        'or to canceled before completion; completed and canceled are final (400 invalidStatusTransition), and no check goes back to pending. ' +
        'Completing needs a result (400 resultRequired); a result is refused on a check that is not completed. ' +
        `An update that changes nothing answers 200 and leaves updated_date as it was. ${EXTENSION} Emits no event.`,
      tags: ['background checks'],
      security: bearerSecurity,
      params: BackgroundCheckParams,
      body: BackgroundCheckUpdateBodySchema,
      response: { 200: ref(BackgroundCheckSchema), ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => {
      const { position_id, candidate_id, background_check_id } = request.params;
      return checks().update(actor(request), position_id, candidate_id, background_check_id, request.body);
    },
  });
};

export default backgroundCheckRoutes;

// A candidate's stream, as the original has it:
// GET /v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/stream
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StreamSchema } from '../../schemas/candidate-stream.ts';
import { bearerSecurity, COMPANY_ROUTE_ERRORS, errors } from '../../schemas/common.ts';
import { CandidateStreamQuerySchema, listOptions } from '../../schemas/list-queries.ts';
import { CandidateParams } from '../../schemas/recruiting-requests.ts';

const candidateStreamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/position/:position_id/candidate/:candidate_id/stream', {
    schema: {
      operationId: 'getCandidateStream',
      summary: "The candidate's activity",
      description:
        'Newest first: its stage changes (candidateStatusUpdated: the stage left and the new one with their types, status_was and status, reason, the acting user, when it entered each), its notes, messages and files, and its entry into the position (candidateAdded, last). Paged with page and page_size (at most 50), whole without them.',
      tags: ['candidates'],
      security: bearerSecurity,
      params: CandidateParams,
      querystring: CandidateStreamQuerySchema,
      response: { 200: StreamSchema, ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) =>
      app.services.candidateStreams.stream(
        request.company,
        request.params.position_id,
        request.params.candidate_id,
        listOptions(request.query),
      ),
  });
};

export default candidateStreamRoutes;

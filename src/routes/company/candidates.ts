// Candidates of a position: /v3/company/{company_id}/position/{position_id}/candidates
// and .../candidate/{candidate_id}
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { idempotentRoute } from '../../hooks/idempotency.ts';
import { bearerSecurity, CompanyParams, COMPANY_ROUTE_ERRORS, errors, SuccessRef } from '../../schemas/common.ts';
import { CustomAttributeBodySchema } from '../../schemas/candidate-attributes.ts';
import { ref } from '../../schemas/components.ts';
import { CandidateListSchema, CandidateSchema } from '../../schemas/recruiting.ts';
import {
  CandidateCreateBodySchema,
  CandidateMoveBodySchema,
  CandidateParams,
  CandidateStageBodySchema,
  CandidateUpdateBodySchema,
  PositionParams,
} from '../../schemas/recruiting-requests.ts';
import { CandidateListQuerySchema, CandidateSearchQuerySchema, listOptions } from '../../schemas/list-queries.ts';
import { actor } from './actor.ts';

const candidateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const candidates = () => app.services.candidates;

  app.get('/position/:position_id/candidates', {
    schema: {
      operationId: 'listCandidates',
      summary: 'List the candidates of a position',
      description:
        'Oldest first (sort=created) or least recently changed first (sort=updated), optionally only those changed since a time; paged with page and page_size (at most 50), whole without them.',
      tags: ['candidates'],
      security: bearerSecurity,
      params: PositionParams,
      querystring: CandidateListQuerySchema,
      response: { 200: CandidateListSchema, ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => candidates().list(request.company, request.params.position_id, listOptions(request.query)),
  });

  app.get('/candidates/search', {
    schema: {
      operationId: 'searchCandidates',
      summary: "Find the company's candidates by email address",
      description:
        'Every candidate of every position of the company whose email_address is the one given, compared whole and without regard to case, each with its `position`; oldest first, a plain array (empty when none).',
      tags: ['candidates'],
      security: bearerSecurity,
      params: CompanyParams,
      querystring: CandidateSearchQuerySchema,
      response: { 200: CandidateListSchema, ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => candidates().searchByEmail(request.company, request.query.email_address),
  });

  app.post('/position/:position_id/candidates', {
    schema: {
      operationId: 'createCandidate',
      summary: 'Add a candidate to a position',
      description:
        "The original's candidate body: every field is kept, custom_attributes, education and work_history as their own routes keep them; fields this service does not know are ignored. The candidate starts in stage applied. Emits candidateAdded. Answers 200, as the original does, with a Location header.",
      tags: ['candidates'],
      security: bearerSecurity,
      params: PositionParams,
      body: CandidateCreateBodySchema,
      response: { 200: ref(CandidateSchema), ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    ...idempotentRoute(),
    handler: async (request, reply) => {
      const { position_id } = request.params;
      const candidate = await candidates().create(actor(request), position_id, request.body);
      const location = `/v3/company/${request.company.id}/position/${position_id}/candidate/${candidate._id}`;
      return reply.code(200).header('location', location).send(candidate);
    },
  });

  app.get('/position/:position_id/candidate/:candidate_id', {
    schema: {
      operationId: 'getCandidate',
      summary: 'Get a candidate',
      tags: ['candidates'],
      security: bearerSecurity,
      params: CandidateParams,
      response: { 200: ref(CandidateSchema), ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => candidates().get(request.company, request.params.position_id, request.params.candidate_id),
  });

  app.put('/position/:position_id/candidate/:candidate_id', {
    schema: {
      operationId: 'updateCandidate',
      summary: 'Update a candidate',
      description:
        'Partial update: omitted fields keep their value, null clears an optional field; custom_attributes sets the attributes it names, education and work_history replace the lists. Fields this service does not know are ignored. Emits no event (there is no candidate-updated event type).',
      tags: ['candidates'],
      security: bearerSecurity,
      params: CandidateParams,
      body: CandidateUpdateBodySchema,
      response: { 200: ref(CandidateSchema), ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => candidates().update(actor(request), request.params.position_id, request.params.candidate_id, request.body),
  });

  app.put('/position/:position_id/candidate/:candidate_id/custom-attribute', {
    schema: {
      operationId: 'setCandidateCustomAttribute',
      summary: 'Add or update a custom attribute of a candidate',
      description:
        "`{name, value, secure}`: adds the attribute, or sets the value of the one of that name. Answers the candidate with its custom_attributes. Changes the candidate's updated_date; emits no event.",
      tags: ['candidates'],
      security: bearerSecurity,
      params: CandidateParams,
      body: CustomAttributeBodySchema,
      response: { 200: ref(CandidateSchema), ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) =>
      request.server.services.candidateAttributes.set(
        actor(request),
        request.params.position_id,
        request.params.candidate_id,
        request.body,
      ),
  });

  app.post('/position/:position_id/candidate/:candidate_id/move', {
    schema: {
      operationId: 'moveCandidate',
      summary: 'Move a candidate to another position',
      description:
        'To `target_position_id` of the same company, in `target_stage_id` of its pipeline, with its notes, messages, background checks, questionnaires, files, custom attributes, education, work history and scorecards; the candidate keeps its id. Emits candidateStatusUpdated with the new position and stage (stage_was: the stage it left). To its own position: a stage change.',
      tags: ['candidates'],
      security: bearerSecurity,
      params: CandidateParams,
      body: CandidateMoveBodySchema,
      response: { 200: ref(CandidateSchema), ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => candidates().move(actor(request), request.params.position_id, request.params.candidate_id, request.body),
  });

  app.put('/position/:position_id/candidate/:candidate_id/stage', {
    schema: {
      operationId: 'setCandidateStage',
      summary: 'Move a candidate to another stage',
      description:
        "stage_id must be a stage of the position's pipeline (400 invalidStage otherwise). Emits candidateStatusUpdated when the stage really changes.",
      tags: ['candidates'],
      security: bearerSecurity,
      params: CandidateParams,
      body: CandidateStageBodySchema,
      response: { 200: ref(CandidateSchema), ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) =>
      candidates().setStage(actor(request), request.params.position_id, request.params.candidate_id, request.body.stage_id),
  });

  app.delete('/position/:position_id/candidate/:candidate_id', {
    schema: {
      operationId: 'deleteCandidate',
      summary: 'Delete a candidate',
      description:
        'Deletes the candidate with its notes, messages, background checks, questionnaires, resume, documents, custom attributes, education, work history and scorecards. Emits candidateDeleted only.',
      tags: ['candidates'],
      security: bearerSecurity,
      params: CandidateParams,
      response: { 200: SuccessRef, ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => {
      await candidates().remove(actor(request), request.params.position_id, request.params.candidate_id);
      return { success: true as const };
    },
  });
};

export default candidateRoutes;

// A candidate's education, work history and scorecards, as the original's v3
// reference has them:
//   PUT .../position/{position_id}/candidate/{candidate_id}/education
//   PUT .../candidate/{candidate_id}/work-history
//   PUT .../candidate/{candidate_id}/scorecard (204)
// and this service's own (docs/api.md): PUT/DELETE .../education/{education_id}
// and .../work-history/{work_history_id}, GET .../scorecards.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { EducationBodySchema, EducationParams, WorkHistoryBodySchema, WorkHistoryParams } from '../../schemas/candidate-history.ts';
import { ScorecardBodySchema, ScorecardListSchema } from '../../schemas/candidate-scorecards.ts';
import { bearerSecurity, COMPANY_ROUTE_ERRORS, errors } from '../../schemas/common.ts';
import { ref } from '../../schemas/components.ts';
import { CandidateSchema } from '../../schemas/recruiting.ts';
import { CandidateParams } from '../../schemas/recruiting-requests.ts';
import { actor } from './actor.ts';

const base = '/position/:position_id/candidate/:candidate_id';
const NO_EVENT = 'Answers the candidate with its education and work history; changes its updated_date; emits no event.';

const candidateHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const history = () => app.services.candidateHistory;
  const candidateAnswer = { 200: ref(CandidateSchema), ...errors(400, ...COMPANY_ROUTE_ERRORS) };

  app.put(`${base}/education`, {
    schema: {
      operationId: 'putCandidateEducation',
      summary: 'Add or update an education entry of a candidate',
      description: `Adds the school, or replaces the entry of the same school_name (compared without regard to case). ${NO_EVENT}`,
      tags: ['candidates'],
      security: bearerSecurity,
      params: CandidateParams,
      body: EducationBodySchema,
      response: candidateAnswer,
    },
    handler: async (request) =>
      history().putEducation(actor(request), request.params.position_id, request.params.candidate_id, request.body),
  });

  app.put(`${base}/education/:education_id`, {
    schema: {
      operationId: 'replaceCandidateEducation',
      summary: 'Replace an education entry of a candidate',
      description: `The whole entry, by its _id (404 educationNotFound); 400 duplicateEducation when another entry has that school_name. ${NO_EVENT}`,
      tags: ['candidates'],
      security: bearerSecurity,
      params: EducationParams,
      body: EducationBodySchema,
      response: candidateAnswer,
    },
    handler: async (request) => {
      const { position_id, candidate_id, education_id } = request.params;
      return history().replaceEducation(actor(request), position_id, candidate_id, education_id, request.body);
    },
  });

  app.delete(`${base}/education/:education_id`, {
    schema: {
      operationId: 'deleteCandidateEducation',
      summary: 'Delete an education entry of a candidate',
      description: `404 educationNotFound when the candidate has no such entry. ${NO_EVENT}`,
      tags: ['candidates'],
      security: bearerSecurity,
      params: EducationParams,
      response: { 200: ref(CandidateSchema), ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => {
      const { position_id, candidate_id, education_id } = request.params;
      return history().deleteEducation(actor(request), position_id, candidate_id, education_id);
    },
  });

  app.put(`${base}/work-history`, {
    schema: {
      operationId: 'putCandidateWorkHistory',
      summary: 'Add or update a work history entry of a candidate',
      description: `Adds the job, or replaces the entry of the same company_name and title (compared without regard to case). ${NO_EVENT}`,
      tags: ['candidates'],
      security: bearerSecurity,
      params: CandidateParams,
      body: WorkHistoryBodySchema,
      response: candidateAnswer,
    },
    handler: async (request) =>
      history().putWorkHistory(actor(request), request.params.position_id, request.params.candidate_id, request.body),
  });

  app.put(`${base}/work-history/:work_history_id`, {
    schema: {
      operationId: 'replaceCandidateWorkHistory',
      summary: 'Replace a work history entry of a candidate',
      description: `The whole entry, by its _id (404 workHistoryNotFound); 400 duplicateWorkHistory when another entry has that company_name and title. ${NO_EVENT}`,
      tags: ['candidates'],
      security: bearerSecurity,
      params: WorkHistoryParams,
      body: WorkHistoryBodySchema,
      response: candidateAnswer,
    },
    handler: async (request) => {
      const { position_id, candidate_id, work_history_id } = request.params;
      return history().replaceWorkHistory(actor(request), position_id, candidate_id, work_history_id, request.body);
    },
  });

  app.delete(`${base}/work-history/:work_history_id`, {
    schema: {
      operationId: 'deleteCandidateWorkHistory',
      summary: 'Delete a work history entry of a candidate',
      description: `404 workHistoryNotFound when the candidate has no such entry. ${NO_EVENT}`,
      tags: ['candidates'],
      security: bearerSecurity,
      params: WorkHistoryParams,
      response: { 200: ref(CandidateSchema), ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => {
      const { position_id, candidate_id, work_history_id } = request.params;
      return history().deleteWorkHistory(actor(request), position_id, candidate_id, work_history_id);
    },
  });

  app.get(`${base}/scorecards`, {
    schema: {
      operationId: 'listCandidateScorecards',
      summary: 'List the scorecards of a candidate',
      description: 'One per member who scored the candidate, oldest first; a plain array (empty when none).',
      tags: ['candidates'],
      security: bearerSecurity,
      params: CandidateParams,
      response: { 200: ScorecardListSchema, ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) =>
      app.services.candidateScorecards.list(request.company, request.params.position_id, request.params.candidate_id),
  });

  app.put(`${base}/scorecard`, {
    schema: {
      operationId: 'setCandidateScorecard',
      summary: "Set the caller's scorecard of a candidate",
      description:
        "`{score, note}`: adds the caller's scorecard, or replaces its score and note. 400 addCandidateScorecardMissingScore, addCandidateScorecardScoreInvalid. A new scorecard or another score changes the candidate's overall_score and moves its updated_date; a note alone does neither. Emits no event.",
      tags: ['candidates'],
      security: bearerSecurity,
      params: CandidateParams,
      body: ScorecardBodySchema,
      response: { 204: Type.Null({ description: 'No Content: the scorecard is set' }), ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request, reply) => {
      await app.services.candidateScorecards.set(actor(request), request.params.position_id, request.params.candidate_id, request.body);
      return reply.code(204).send(null);
    },
  });
};

export default candidateHistoryRoutes;

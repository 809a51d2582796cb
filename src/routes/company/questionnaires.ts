// Questionnaires a candidate answered:
// GET and POST /v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/questionnaires
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QuestionnaireBodySchema, QuestionnaireListSchema, QuestionnaireSchema } from '../../schemas/candidate-records.ts';
import { bearerSecurity, COMPANY_ROUTE_ERRORS, errors } from '../../schemas/common.ts';
import { ref } from '../../schemas/components.ts';
import { CandidateParams } from '../../schemas/recruiting-requests.ts';
import { actor } from './actor.ts';

const base = '/position/:position_id/candidate/:candidate_id';

const questionnaireRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const questionnaires = () => app.services.questionnaires;

  app.get(`${base}/questionnaires`, {
    schema: {
      operationId: 'listQuestionnaires',
      summary: "A candidate's answered questionnaires",
      description: 'Oldest submission (completed_date) first. Emits no event.',
      tags: ['questionnaires'],
      security: bearerSecurity,
      params: CandidateParams,
      response: { 200: QuestionnaireListSchema, ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => questionnaires().list(request.company, request.params.position_id, request.params.candidate_id),
  });

  app.post(`${base}/questionnaires`, {
    schema: {
      operationId: 'recordQuestionnaire',
      summary: 'Record a questionnaire the candidate submitted',
      description:
        'Stores the questions and answers as submitted (201), at most 200 questions. completed_date defaults to now and may not be more ' +
        'than 5 minutes in the future. An extension: the spec names only the list. Emits no event.',
      tags: ['questionnaires'],
      security: bearerSecurity,
      params: CandidateParams,
      body: QuestionnaireBodySchema,
      response: { 201: ref(QuestionnaireSchema), ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request, reply) => {
      const { position_id, candidate_id } = request.params;
      return reply.code(201).send(await questionnaires().record(actor(request), position_id, candidate_id, request.body));
    },
  });
};

export default questionnaireRoutes;

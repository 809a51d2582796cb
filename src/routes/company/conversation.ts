// The conversation with a candidate:
// GET and POST /v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/conversation
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageBodySchema, MessageListSchema, MessageSchema } from '../../schemas/candidate-records.ts';
import { bearerSecurity, COMPANY_ROUTE_ERRORS, errors } from '../../schemas/common.ts';
import { ref } from '../../schemas/components.ts';
import { CandidateParams } from '../../schemas/recruiting-requests.ts';
import { actor } from './actor.ts';

const base = '/position/:position_id/candidate/:candidate_id';

const conversationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const conversations = () => app.services.conversations;

  app.get(`${base}/conversation`, {
    schema: {
      operationId: 'getConversation',
      summary: 'The conversation with a candidate',
      description: 'Every message, outbound and inbound, oldest first, each with its email delivery status. Emits no event.',
      tags: ['conversation'],
      security: bearerSecurity,
      params: CandidateParams,
      response: { 200: MessageListSchema, ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => conversations().list(request.company, request.params.position_id, request.params.candidate_id),
  });

  app.post(`${base}/conversation`, {
    schema: {
      operationId: 'postMessage',
      summary: 'Send a message to a candidate',
      description:
        'Adds a message from the caller to the candidate (201). When the service has a mail server (SMTP_URL), the message is emailed ' +
        "to the candidate's email_address after it is stored: delivery_status is queued in this answer and becomes sent or failed " +
        '(with delivery_error); a candidate without an email address is 400 candidateEmailMissing. Without a mail server it is ' +
        'stored with delivery_status not_sent. Extension: direction inbound records a reply the candidate sent through another ' +
        'channel (no author, never emailed, delivery_status null). Blank body or subject: 400. Emits no event.',
      tags: ['conversation'],
      security: bearerSecurity,
      params: CandidateParams,
      body: MessageBodySchema,
      response: { 201: ref(MessageSchema), ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request, reply) => {
      const { position_id, candidate_id } = request.params;
      return reply.code(201).send(await conversations().post(actor(request), position_id, candidate_id, request.body));
    },
  });
};

export default conversationRoutes;

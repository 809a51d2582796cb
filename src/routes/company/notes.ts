// Team notes on a candidate:
// /v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/notes and .../note/{note_id}
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { idempotentRoute } from '../../hooks/idempotency.ts';
import { bearerSecurity, COMPANY_ROUTE_ERRORS, errors, SuccessRef } from '../../schemas/common.ts';
import { ref } from '../../schemas/components.ts';
import { NoteListSchema, NoteSchema } from '../../schemas/recruiting.ts';
import { CandidateParams, NoteBodySchema, NoteParams } from '../../schemas/recruiting-requests.ts';
import { actor } from './actor.ts';

const base = '/position/:position_id/candidate/:candidate_id';

const noteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const notes = () => app.services.notes;

  app.get(`${base}/notes`, {
    schema: {
      operationId: 'listNotes',
      summary: 'List the team notes on a candidate',
      description: 'Oldest first.',
      tags: ['notes'],
      security: bearerSecurity,
      params: CandidateParams,
      response: { 200: NoteListSchema, ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => notes().list(request.company, request.params.position_id, request.params.candidate_id),
  });

  app.post(`${base}/notes`, {
    schema: {
      operationId: 'createNote',
      summary: 'Post a team note on a candidate',
      description: 'The caller is the author. Emits companyNotePosted. Answers 200, as the original answers its creates.',
      tags: ['notes'],
      security: bearerSecurity,
      params: CandidateParams,
      body: NoteBodySchema,
      response: { 200: ref(NoteSchema), ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    ...idempotentRoute(),
    handler: async (request, reply) => {
      const { position_id, candidate_id } = request.params;
      const note = await notes().create(actor(request), position_id, candidate_id, request.body.body);
      return reply.code(200).send(note);
    },
  });

  app.put(`${base}/note/:note_id`, {
    schema: {
      operationId: 'updateNote',
      summary: 'Edit a team note',
      description: 'Any member of the company may edit a note. Emits companyNoteUpdated when the body really changes.',
      tags: ['notes'],
      security: bearerSecurity,
      params: NoteParams,
      body: NoteBodySchema,
      response: { 200: ref(NoteSchema), ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => {
      const { position_id, candidate_id, note_id } = request.params;
      return notes().update(actor(request), position_id, candidate_id, note_id, request.body.body);
    },
  });

  app.delete(`${base}/note/:note_id`, {
    schema: {
      operationId: 'deleteNote',
      summary: 'Delete a team note',
      description: 'Any member of the company may delete a note. Emits companyNoteDeleted.',
      tags: ['notes'],
      security: bearerSecurity,
      params: NoteParams,
      response: { 200: SuccessRef, ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => {
      const { position_id, candidate_id, note_id } = request.params;
      await notes().remove(actor(request), position_id, candidate_id, note_id);
      return { success: true as const };
    },
  });
};

export default noteRoutes;

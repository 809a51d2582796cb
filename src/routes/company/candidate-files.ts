// A candidate's resume and documents, as the original's v3 reference has them:
//   POST/GET .../position/{position_id}/candidate/{candidate_id}/resume
//   GET/POST .../candidate/{candidate_id}/documents
//   GET/DELETE .../candidate/{candidate_id}/document/{document_id}
// Uploads are multipart/form-data, read here as a stream (the multipart
// parser is registered in this scope only; every other route still takes
// JSON alone), so their Idempotency-Key is taken once the file is read.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { beginIdempotentRequest, keepIdempotentAnswer, routeOf } from '../../hooks/idempotency.ts';
import { CandidateFileListSchema, CandidateFileSchema, DocumentParams } from '../../schemas/candidate-files.ts';
import { bearerSecurity, COMPANY_ROUTE_ERRORS, errors, SuccessRef } from '../../schemas/common.ts';
import { ref } from '../../schemas/components.ts';
import { CandidateParams } from '../../schemas/recruiting-requests.ts';
import { fileDigest } from '../../services/candidate-file-service.ts';
import { ACCEPTED_TYPES, attachmentDisposition } from '../../services/file-content.ts';
import { requestFingerprint } from '../../services/idempotency-service.ts';
import type { CandidateFileKind, CandidateFileRow } from '../../storage/schema.ts';
import { actor } from './actor.ts';
import { readForm, registerMultipart } from './multipart-form.ts';

const base = '/position/:position_id/candidate/:candidate_id';

/** Sends a stored file for download: its checked type, never shown in place. */
function sendFile(reply: FastifyReply, file: CandidateFileRow) {
  return reply
    .header('content-type', file.content_type)
    .header('content-disposition', attachmentDisposition(file.file_name))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.content));
}

const fileResponse = {
  description: 'The file, as uploaded; Content-Type is its checked type, Content-Disposition `attachment` with its name',
  content: Object.fromEntries(ACCEPTED_TYPES.map((type) => [type, { schema: Type.String({ format: 'binary' }) }])),
};

const candidateFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerMultipart(app);
  const files = () => app.services.candidateFiles;

  const upload =
    (kind: CandidateFileKind) =>
    async (request: FastifyRequest<{ Params: { position_id: string; candidate_id: string } }>, reply: FastifyReply) => {
      const { file } = await readForm(request);
      const fingerprint = requestFingerprint(routeOf(request), {
        file_name: file.fileName ?? null,
        content_type: file.declaredType ?? null,
        sha256: fileDigest(file.bytes),
      });
      if (!(await beginIdempotentRequest(request, reply, fingerprint))) return reply;
      const { position_id, candidate_id } = request.params;
      const uploaded = await files().upload(actor(request), position_id, candidate_id, kind, file);
      // The original answers a resume upload with 204 and no body (its connectors accept nothing else).
      return kind === 'resume' ? reply.code(204).send() : reply.code(201).send(uploaded);
    };

  const uploadSchema = {
    security: bearerSecurity,
    params: CandidateParams,
    consumes: ['multipart/form-data'],
  };
  const uploadErrors = errors(400, ...COMPANY_ROUTE_ERRORS, 413, 415);

  app.post(`${base}/resume`, {
    schema: {
      operationId: 'uploadCandidateResume',
      summary: "Upload the candidate's resume",
      description:
        "multipart/form-data with one file part (clients of the original name it `file` or `data`). Replaces the resume the candidate had. Answers 204 with no body, as the original does (the candidate's `resume` shows it; GET …/resume downloads it). Changes the candidate's updated_date; emits no event (the event types have none for it).",
      tags: ['candidate files'],
      ...uploadSchema,
      response: { 204: Type.Null({ description: 'The resume is kept' }), ...uploadErrors },
    },
    onSend: keepIdempotentAnswer,
    handler: upload('resume'),
  });

  app.get(`${base}/resume`, {
    schema: {
      operationId: 'downloadCandidateResume',
      summary: "Download the candidate's resume",
      tags: ['candidate files'],
      security: bearerSecurity,
      params: CandidateParams,
      response: { 200: fileResponse, ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request, reply) => {
      const { position_id, candidate_id } = request.params;
      return sendFile(reply, await files().download(request.company, position_id, candidate_id, { kind: 'resume' }));
    },
  });

  app.get(`${base}/documents`, {
    schema: {
      operationId: 'listCandidateDocuments',
      summary: "List the candidate's documents",
      description: 'Oldest first; the resume is not among them (it has its own operations).',
      tags: ['candidate files'],
      security: bearerSecurity,
      params: CandidateParams,
      response: { 200: CandidateFileListSchema, ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => files().listDocuments(request.company, request.params.position_id, request.params.candidate_id),
  });

  app.post(`${base}/documents`, {
    schema: {
      operationId: 'uploadCandidateDocument',
      summary: 'Upload a document of the candidate',
      description:
        "multipart/form-data with one file part (clients of the original name it `data`): a cover letter, a portfolio, a certificate... Changes the candidate's updated_date; emits no event.",
      tags: ['candidate files'],
      ...uploadSchema,
      response: { 201: ref(CandidateFileSchema), ...uploadErrors },
    },
    onSend: keepIdempotentAnswer,
    handler: upload('document'),
  });

  app.get(`${base}/document/:document_id`, {
    schema: {
      operationId: 'downloadCandidateDocument',
      summary: 'Download a document of the candidate',
      tags: ['candidate files'],
      security: bearerSecurity,
      params: DocumentParams,
      response: { 200: fileResponse, ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request, reply) => {
      const { position_id, candidate_id, document_id } = request.params;
      return sendFile(reply, await files().download(request.company, position_id, candidate_id, { kind: 'document', id: document_id }));
    },
  });

  app.delete(`${base}/document/:document_id`, {
    schema: {
      operationId: 'deleteCandidateDocument',
      summary: 'Delete a document of the candidate',
      description: "Changes the candidate's updated_date; emits no event.",
      tags: ['candidate files'],
      security: bearerSecurity,
      params: DocumentParams,
      response: { 200: SuccessRef, ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => {
      const { position_id, candidate_id, document_id } = request.params;
      await files().removeDocument(actor(request), position_id, candidate_id, document_id);
      return { success: true as const };
    },
  });
};

export default candidateFileRoutes;

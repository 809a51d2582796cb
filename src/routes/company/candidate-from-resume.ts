// POST /v3/company/{company_id}/position/{position_id}/candidates/resume:
// adds a candidate to the position from a resume, as the original's v3
// reference has it (multipart/form-data, the resume as the file part). The
// body is read here as a stream, so its Idempotency-Key is taken once the
// form is read and its fields checked.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { beginIdempotentRequest, keepIdempotentAnswer, routeOf } from '../../hooks/idempotency.ts';
import { CandidateFromResumeFieldsSchema } from '../../schemas/candidate-from-resume.ts';
import { bearerSecurity, COMPANY_ROUTE_ERRORS, errors } from '../../schemas/common.ts';
import { checkInput } from '../../schemas/compiled-schemas.ts';
import { ref } from '../../schemas/components.ts';
import { CandidateSchema } from '../../schemas/recruiting.ts';
import { PositionParams } from '../../schemas/recruiting-requests.ts';
import { fileDigest } from '../../services/candidate-file-service.ts';
import { requestFingerprint } from '../../services/idempotency-service.ts';
import { actor } from './actor.ts';
import { readForm, registerMultipart } from './multipart-form.ts';

const candidateFromResumeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerMultipart(app);

  app.post('/position/:position_id/candidates/resume', {
    schema: {
      operationId: 'createCandidateFromResume',
      summary: 'Add a candidate to a position from a resume',
      description:
        "multipart/form-data: the resume as the one file part, and any of name, email_address, phone_number, summary, origin as text parts. Fields not sent are read from the resume where its text is read (plain text, DOCX, ODT, and PDF: its first 3 pages), within 10 seconds (a resume not read in that time gives nothing); Word 97-2003, RTF and images are kept but not read, and with name, email_address and phone_number all sent the resume is not read at all. A name is required from one or the other (400 unreadableResume). The position is looked up before the file is read (404). The resume is kept as the candidate's. The candidate starts in stage applied. Emits candidateAdded. Answers 200, as the original answers a candidate's create, with a Location header.",
      tags: ['candidates'],
      security: bearerSecurity,
      params: PositionParams,
      consumes: ['multipart/form-data'],
      response: { 200: ref(CandidateSchema), ...errors(400, ...COMPANY_ROUTE_ERRORS, 413, 415) },
    },
    onSend: keepIdempotentAnswer,
    handler: async (request, reply) => {
      const { file, fields: sent } = await readForm(request, true);
      const fields = checkInput(CandidateFromResumeFieldsSchema, sent);
      const fingerprint = requestFingerprint(routeOf(request), {
        ...fields,
        file_name: file.fileName ?? null,
        content_type: file.declaredType ?? null,
        sha256: fileDigest(file.bytes),
      });
      if (!(await beginIdempotentRequest(request, reply, fingerprint))) return reply;
      const { position_id } = request.params;
      const candidate = await app.services.candidatesFromResumes.create(actor(request), position_id, file, fields);
      const location = `/v3/company/${request.company.id}/position/${position_id}/candidate/${candidate._id}`;
      return reply.code(200).header('location', location).send(candidate);
    },
  });
};

export default candidateFromResumeRoutes;

// multipart/form-data bodies of the routes that take a file: read as a
// stream, in the scope of those routes only (every other route still takes
// JSON alone), with the parser's errors told in the Error shape.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../../errors.ts';
import { isUnstorableText, UNSTORABLE_TEXT } from '../../hooks/json-body.ts';
import type { UploadedFile } from '../../services/candidate-file-service.ts';
import { MAX_FILE_BYTES } from '../../services/file-content.ts';
import { watchPartDispositions } from './part-dispositions.ts';

/** Registers the multipart parser in `app`'s scope. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart);
}

/** What a multipart error of the parser means to the client. */
function multipartError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(413, 'payloadTooLarge', 'The file is larger than 10 MiB');
  if (code === 'FST_FILES_LIMIT') return badRequest('tooManyFiles', 'Send one file per upload');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new ApiError(415, 'unsupportedMediaType', 'Content-Type must be multipart/form-data');
  }
  if (error instanceof ApiError) return error;
  if (code?.startsWith('FST_') || error instanceof Error)
    return badRequest('invalidMultipart', 'The multipart/form-data body is malformed or has too many parts');
  return error;
}

export interface Form {
  /** The one file part, read whole. */
  file: UploadedFile;
  /** The text parts by name; an empty one is left out (a form's empty input). */
  fields: Record<string, string>;
}

/**
 * The form: its one file part (400 missingFile without one) and, when
 * `readFields`, its text parts (400 invalidRequest for one given twice or
 * longer than a field may be); otherwise they are read and dropped.
 */
export async function readForm(request: FastifyRequest, readFields = false): Promise<Form> {
  let file: UploadedFile | undefined;
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  // In the tick the parser starts reading the body (the loop's first step), so both see every byte.
  const dispositions = watchPartDispositions(request.raw, request.headers['content-type']);
  try {
    const limits = { fileSize: MAX_FILE_BYTES, files: 1, fields: 20, parts: 21, fieldSize: 512 * 1024 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // RFC 6266: filename* (any characters) over filename when both are given.
        const fileName = dispositions.extendedFileName(part.fieldname) ?? part.filename;
        file = { bytes, fileName, declaredType: part.mimetype };
        continue;
      }
      if (!readFields) continue;
      if (part.valueTruncated) throw badRequest('invalidRequest', `The form field "${part.fieldname}" is too long`);
      if (seen.has(part.fieldname)) throw badRequest('invalidRequest', `The form field "${part.fieldname}" is given more than once`);
      seen.add(part.fieldname);
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      // As a JSON body's strings (hooks/json-body.ts): PostgreSQL text can't hold U+0000, SQLite would store it.
      if (isUnstorableText(value)) throw badRequest('invalidRequest', `The form field "${part.fieldname}": ${UNSTORABLE_TEXT}`);
      if (value !== '') fields[part.fieldname] = value;
    }
  } catch (error) {
    throw multipartError(error);
  } finally {
    dispositions.stop();
  }
  if (!file) throw badRequest('missingFile', 'The form has no file part; send the file as a multipart/form-data file part');
  return { file, fields };
}

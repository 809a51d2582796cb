// A candidate's files: the resume and other documents, their upload form and
// path parameters.
import { Type, type Static } from '@sinclair/typebox';
import { ResourceId, Timestamp } from './common.ts';
import { component, ref } from './components.ts';
import { StringEnum } from './plain-kinds.ts';
import { Id } from './recruiting.ts';
import { CandidateParams } from './recruiting-requests.ts';

export const CandidateFileSchema = component(
  'CandidateFile',
  Type.Object(
    {
      _id: Id,
      kind: StringEnum(['resume', 'document']),
      file_name: Type.String({
        description: 'The name it was uploaded under, cleaned: no folders or control characters, at most 255 characters',
      }),
      content_type: Type.String({
        description: 'The type its content was found to be (not the one it was sent as)',
        examples: ['application/pdf'],
      }),
      size: Type.Integer({ minimum: 1, description: 'In bytes' }),
      url: Type.String({ description: 'Where to download it on this server (same authentication)' }),
      creation_date: Timestamp,
    },
    { additionalProperties: false, description: "A candidate's resume or other document (the content is downloaded from its url)" },
  ),
);
export type CandidateFile = Static<typeof CandidateFileSchema>;

export const CandidateFileListSchema = Type.Array(ref(CandidateFileSchema));

/** The upload form (multipart/form-data), for the OpenAPI document; the route reads it as a stream. */
export const FileUploadSchema = component(
  'FileUpload',
  Type.Object(
    {
      file: Type.String({
        format: 'binary',
        description:
          'The file: one file part, of any field name (`file` for a resume and `data` for a document are what clients of the original send). PDF, DOC, DOCX, ODT, RTF, UTF-8 text, PNG or JPEG, by its content; at most 10 MiB. Its filename is kept, cleaned.',
      }),
    },
    { description: 'A multipart/form-data body with one file part; other (non-file) parts are ignored' },
  ),
);

export const DocumentParams = Type.Object({ ...CandidateParams.properties, document_id: ResourceId });

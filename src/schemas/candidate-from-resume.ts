// Adding a candidate to a position from a resume:
// POST .../position/{position_id}/candidates/resume, multipart/form-data with
// the resume as its file part and, optionally, the candidate's fields as text
// parts (each given wins over what the resume shows).
import { Type, type Static } from '@sinclair/typebox';
import { component } from './components.ts';
import { LIMITS } from './recruiting.ts';

const fields = {
  name: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.name, description: 'Required when the resume shows no name' })),
  email_address: Type.Optional(Type.String({ format: 'email', maxLength: LIMITS.email })),
  phone_number: Type.Optional(Type.String({ maxLength: LIMITS.shortText })),
  summary: Type.Optional(Type.String({ maxLength: LIMITS.longText })),
  origin: Type.Optional(Type.String({ maxLength: LIMITS.shortText, examples: ['sourced'] })),
};

/** The text parts of the form, checked as a JSON body would be (unknown fields refused). */
export const CandidateFromResumeFieldsSchema = Type.Object(fields, {
  additionalProperties: false,
  description: 'The text parts of the form; an empty part counts as not sent',
});
export type CandidateFromResumeFields = Static<typeof CandidateFromResumeFieldsSchema>;

/** The form as the OpenAPI document describes it (the handler reads it as a stream). */
export const ResumeCandidateUploadSchema = component(
  'ResumeCandidateUpload',
  Type.Object(
    {
      file: Type.String({
        format: 'binary',
        description:
          'The resume: one file part (clients of the original name it `file`). PDF, DOC, DOCX, ODT, RTF, UTF-8 text, PNG or JPEG, by its content; at most 10 MiB. The name, email address and phone number are read from plain text, PDF, DOCX and ODT.',
      }),
      ...fields,
    },
    { description: 'A multipart/form-data body: the resume as its file part, and any of the candidate fields as text parts' },
  ),
);

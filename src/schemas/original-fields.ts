// The parts of positions and candidates shaped as the original service shapes
// them: a position's `type` and `location` objects, its application form, a
// stage's type, a candidate's source, social profiles and resume; and the
// request forms that take them, either as the original's objects or as the
// plain strings this service took before.
//
// A request form is one JSON Schema with several types (`["string",
// "object", "null"]`), not a union, so a refused value is named by its field
// and its types ("body/type must be string,object,null").
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  APPLICATION_FORM_CHOICES,
  APPLICATION_FORM_FIELDS,
  type ApplicationFormChoice,
  type ApplicationFormField,
} from '../original-catalogs.ts';
import { Nullable } from './common.ts';
import { component, ref } from './components.ts';
import { StringEnum } from './plain-kinds.ts';

const strict = { additionalProperties: false } as const;
/** As recruiting.ts's LIMITS.shortText (which imports this module). */
const SHORT_TEXT = 255;
const URL_TEXT = 2048;

// ---- Response shapes ----

export const IdNameSchema = component(
  'IdName',
  Type.Object(
    { id: Type.String({ examples: ['fullTime'] }), name: Type.String({ examples: ['Full-Time'] }) },
    { ...strict, description: 'An entry of a list, by its id and the name people read' },
  ),
);

export const LocationSchema = component(
  'Location',
  Type.Object(
    {
      country: Nullable(
        ref(IdNameSchema),
        'The country: its ISO 3166 code as id (`{"id": "CZ", "name": "Czech Republic"}`); null when not given',
      ),
      city: Nullable(Type.String({ examples: ['Prague'] })),
      name: Type.String({ description: 'The location as people read it', examples: ['Prague, CZ'] }),
      is_remote: Type.Boolean(),
    },
    { ...strict, description: 'Where the work is' },
  ),
);
export type Location = Static<typeof LocationSchema>;

const applicationFormFields = Object.fromEntries(APPLICATION_FORM_FIELDS.map((field) => [field, StringEnum(APPLICATION_FORM_CHOICES)]));

export const ApplicationFormSchema = component(
  'ApplicationForm',
  Type.Object(applicationFormFields as unknown as Record<ApplicationFormField, TSchema>, {
    ...strict,
    description: 'Which fields an applicant must (required), may (optional) or does not (hidden) give',
  }),
);
export type ApplicationForm = Record<ApplicationFormField, ApplicationFormChoice>;

export const StageTypeSchema = component(
  'StageType',
  Type.Object(
    { id: Type.String({ examples: ['applied'] }), name: Type.String({ examples: ['Applied'] }), icon: Type.String({ examples: ['user'] }) },
    { ...strict, description: 'The kind of a stage, with the icon the original shows for it' },
  ),
);

export const SocialProfileSchema = component(
  'SocialProfile',
  Type.Object(
    {
      type: Type.String({ examples: ['linkedin'] }),
      typeId: Type.String({ description: 'The same as type', examples: ['linkedin'] }),
      typeName: Type.String({ examples: ['LinkedIn'] }),
      url: Type.String({ examples: ['https://www.linkedin.com/in/ada'] }),
    },
    { ...strict, description: 'A profile of the candidate on another site' },
  ),
);
export type SocialProfile = Static<typeof SocialProfileSchema>;

export const CandidateResumeSchema = component(
  'CandidateResume',
  Type.Object(
    {
      url: Type.String({ description: 'Where this server serves the resume (GET with the same token)' }),
      file_name: Type.String({ examples: ['ada-lovelace.pdf'] }),
    },
    { ...strict, description: 'The resume the candidate has' },
  ),
);

// ---- Request forms ----

const text = (maxLength: number, extra: Record<string, unknown> = {}) => ({ type: 'string', minLength: 1, maxLength, ...extra });

/** `{id, name}` (either may be left out) or a plain string (the id or the name), or null. */
export function IdNameInput(description: string) {
  return Type.Unsafe<string | { id?: string; name?: string } | null>({
    type: ['string', 'object', 'null'],
    maxLength: SHORT_TEXT,
    properties: { id: text(SHORT_TEXT), name: text(SHORT_TEXT) },
    description,
  });
}

export type IdNameInputValue = string | { id?: string; name?: string } | null;

export const LocationInput = Type.Unsafe<string | LocationInputObject | null>({
  type: ['string', 'object', 'null'],
  maxLength: SHORT_TEXT,
  properties: {
    country: {
      type: ['string', 'object', 'null'],
      maxLength: SHORT_TEXT,
      properties: { id: text(SHORT_TEXT), name: text(SHORT_TEXT) },
      description: 'An ISO 3166 code or a name, or {id, name}',
    },
    state: { type: ['string', 'object', 'null'], maxLength: SHORT_TEXT, description: 'Accepted and not kept' },
    city: { type: ['string', 'null'], maxLength: SHORT_TEXT },
    name: { type: ['string', 'null'], maxLength: SHORT_TEXT },
    is_remote: { type: 'boolean' },
  },
  description:
    'The original\'s location object (`{"country": {"id": "CZ", "name": "Czech Republic"}, "city": "Prague", "is_remote": false}`), or a plain string: the name',
});

export interface LocationInputObject {
  country?: string | { id?: string; name?: string } | null;
  city?: string | null;
  name?: string | null;
  is_remote?: boolean;
}

export const ApplicationFormInput = Type.Unsafe<Partial<ApplicationForm> | null>({
  type: ['object', 'null'],
  properties: Object.fromEntries(APPLICATION_FORM_FIELDS.map((field) => [field, { type: 'string', enum: [...APPLICATION_FORM_CHOICES] }])),
  additionalProperties: true,
  description: 'Any of the form fields, each required, optional or hidden; those left out keep the default. Other keys are ignored',
});

export const SocialProfilesInput = Type.Unsafe<Record<string, string> | Array<{ type: string; url: string }> | null>({
  type: ['object', 'array', 'null'],
  maxProperties: 50,
  maxItems: 50,
  propertyNames: { maxLength: 64 },
  additionalProperties: text(URL_TEXT),
  items: {
    type: 'object',
    required: ['type', 'url'],
    properties: { type: text(64), url: text(URL_TEXT) },
  },
  description:
    'The original\'s form, an object of type to URL (`{"linkedin": "https://…"}`), or a list of `{type, url}`; replaces the profiles the candidate had',
});

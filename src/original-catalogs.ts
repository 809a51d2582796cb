// The fixed lists behind the original service's objects: the kinds of
// position (`type: {id, name}`), the social profiles a candidate links, and
// the application form of a position nobody set one for. Like the pipelines
// (pipelines.ts), they are constants: the API has no route that edits them.

/** A kind of position, as the original names it (`{"id": "fullTime", "name": "Full-Time"}`). */
export interface IdName {
  id: string;
  name: string;
}

export const POSITION_TYPES: readonly IdName[] = [
  { id: 'fullTime', name: 'Full-Time' },
  { id: 'partTime', name: 'Part-Time' },
  { id: 'contract', name: 'Contract' },
  { id: 'temporary', name: 'Temporary' },
  { id: 'internship', name: 'Internship' },
  { id: 'seasonal', name: 'Seasonal' },
  { id: 'perDiem', name: 'Per Diem' },
  { id: 'other', name: 'Other' },
];

/** Letters and digits only, lower-cased: "full-time", "Full Time" and "fullTime" are one key. */
export const looseKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const POSITION_TYPES_BY_KEY = new Map(POSITION_TYPES.flatMap((type) => [looseKey(type.id), looseKey(type.name)].map((key) => [key, type])));

/** The known kind a text names by its id or name, written any way ("full-time", "Full-Time", "fullTime"). */
export function knownPositionType(text: string): IdName | undefined {
  return POSITION_TYPES_BY_KEY.get(looseKey(text));
}

/** The social profiles the original knows, by the `type` a client sends, with the name it shows. */
export const SOCIAL_PROFILE_TYPES: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  dribbble: 'Dribbble',
  instagram: 'Instagram',
  behance: 'Behance',
  angellist: 'AngelList',
  flickr: 'Flickr',
  github: 'GitHub',
  youtube: 'YouTube',
  'google-plus': 'Google+',
  skype: 'Skype',
  globe: 'Website',
};

export const APPLICATION_FORM_FIELDS = [
  'name',
  'headline',
  'summary',
  'profile_photo',
  'address',
  'salary',
  'email_address',
  'phone_number',
  'resume',
  'work_history',
  'education',
  'cover_letter',
] as const;
export type ApplicationFormField = (typeof APPLICATION_FORM_FIELDS)[number];
export const APPLICATION_FORM_CHOICES = ['required', 'optional', 'hidden'] as const;
export type ApplicationFormChoice = (typeof APPLICATION_FORM_CHOICES)[number];

/** What an applicant must, may or may not give, for a position that sets nothing else: the original's default form. */
export const DEFAULT_APPLICATION_FORM: Readonly<Record<ApplicationFormField, ApplicationFormChoice>> = {
  name: 'required',
  headline: 'optional',
  summary: 'optional',
  profile_photo: 'optional',
  address: 'hidden',
  salary: 'hidden',
  email_address: 'required',
  phone_number: 'optional',
  resume: 'optional',
  work_history: 'optional',
  education: 'optional',
  cover_letter: 'optional',
};

/** The source of a candidate added through the API without one. */
export const API_SOURCE: IdName = { id: 'api', name: 'API' };

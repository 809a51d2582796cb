// The rules that turn the fields a request may send in the original's forms
// or in this service's older plain-string forms into what is stored (JSON
// text, presenters/recruiting.ts reads it back). The schemas
// (schemas/original-fields.ts) have already checked types and lengths.
import { badRequest } from '../errors.ts';
import { friendlyIdBase } from '../ids.ts';
import { APPLICATION_FORM_FIELDS, knownPositionType, looseKey, type IdName } from '../original-catalogs.ts';
import type { ApplicationForm, IdNameInputValue, LocationInputObject } from '../schemas/original-fields.ts';

/** `{id, name}` from a string (an id or a name; `known` finds a listed entry) or from an object naming either. */
function idName(value: string | { id?: string; name?: string }, field: string, known?: (text: string) => IdName | undefined): IdName {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') throw badRequest('invalidRequest', `${field} must not be blank`);
    return known?.(text) ?? { id: text, name: text };
  }
  const id = value.id?.trim() || undefined;
  const name = value.name?.trim() || undefined;
  if (id === undefined && name === undefined) throw badRequest('invalidRequest', `${field} must have an id or a name`);
  const listed = known?.(id ?? name!);
  return { id: id ?? listed?.id ?? name!, name: name ?? listed?.name ?? id! };
}

/** A stored `{id, name}` field (experience, education, category), or null. */
export function storedIdName(value: IdNameInputValue, field: string): string | null {
  return value === null ? null : JSON.stringify(idName(value, field));
}

/** A position's type: a kind the original knows, named any way ("full-time"), becomes its `{id, name}`. */
export function storedPositionType(value: IdNameInputValue): string | null {
  return value === null ? null : JSON.stringify(idName(value, 'type', knownPositionType));
}

/** A candidate's source: a name becomes `{id: slug, name}` ("LinkedIn" -> `{"id": "linkedin", ...}`). */
export function storedSource(value: IdNameInputValue): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return JSON.stringify(idName({ id: friendlyIdBase(value, 'source'), name: value }, 'source'));
  return JSON.stringify(
    idName(value.id === undefined && value.name ? { ...value, id: friendlyIdBase(value.name, 'source') } : value, 'source'),
  );
}

/** A location: a plain string is its name; the original's object keeps country, city and is_remote, and names itself when it has no name. */
export function storedLocation(value: string | LocationInputObject | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') {
    const name = value.trim();
    if (name === '') throw badRequest('invalidRequest', 'location must not be blank');
    return JSON.stringify({ country: null, city: null, name, is_remote: looseKey(name) === 'remote' });
  }
  const country = value.country === undefined || value.country === null ? null : idName(value.country, 'location.country');
  const city = value.city?.trim() || null;
  const isRemote = value.is_remote === true;
  const name = value.name?.trim() || [city, country?.id].filter(Boolean).join(', ') || country?.name || (isRemote ? 'Remote' : '');
  if (name === '') throw badRequest('invalidRequest', 'location must have a name, a city or a country, or be remote');
  return JSON.stringify({ country, city, name, is_remote: isRemote });
}

/** The form fields set (others ignored); null keeps the default form. */
export function storedApplicationForm(value: Partial<ApplicationForm> | null): string | null {
  if (value === null) return null;
  const set = Object.fromEntries(
    APPLICATION_FORM_FIELDS.filter((field) => value[field] !== undefined).map((field) => [field, value[field]]),
  );
  return Object.keys(set).length === 0 ? null : JSON.stringify(set);
}

/** Social profiles as stored, `[{type, url}]`, from the original's object (type -> URL) or a list; one per type, the last given. */
export function storedSocialProfiles(value: Record<string, string> | Array<{ type: string; url: string }> | null): string {
  if (value === null) return '[]';
  const entries = Array.isArray(value) ? value.map((p) => [p.type, p.url] as const) : Object.entries(value);
  const byType = new Map<string, string>();
  for (const [type, url] of entries) {
    const key = type.trim().toLowerCase();
    if (key === '') throw badRequest('invalidRequest', 'social_profiles: a profile type must not be blank');
    byType.set(key, url.trim());
  }
  return JSON.stringify([...byType].map(([type, url]) => ({ type, url })));
}

/** A year and month from an entry date as the original's clients send it (`2014-06-01`, `2014-06`, `2014`, `{year, month}`). */
export function entryDate(
  value: string | { year: number; month?: number | null } | null | undefined,
): { year: number; month: number | null } | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return { year: value.year, month: value.month ?? null };
  const year = Number(value.slice(0, 4));
  const month = value.length >= 7 && value[4] === '-' ? Number(value.slice(5, 7)) : null;
  if (year < 1900 || year > 2100) throw badRequest('invalidDate', `${value.slice(0, 40)} is not a year from 1900 to 2100`);
  if (month !== null && (month < 1 || month > 12)) throw badRequest('invalidDate', `${value.slice(0, 40)} has no month 1 to 12`);
  return { year, month };
}

// Rules on text fields that their schemas leave to the services: stored as
// written or trimmed, they must say something.
import { badRequest } from '../errors.ts';

/** Text stored as written (line breaks matter) that must still say something: `what` names it in the error. */
export function notBlank(value: string, what: string): string {
  if (value.trim() === '') throw badRequest('invalidRequest', `${what} must not be blank`);
  return value;
}

/** Names are stored trimmed; a name of only spaces is no name. */
export function cleanName(name: string, field = 'name'): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest('invalidRequest', `${field} must not be blank`);
  return trimmed;
}

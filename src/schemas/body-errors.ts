// The wording of the refusals every body shares: a body that is not a JSON
// object, and fields the route does not take. Schemas name them among their
// declared errors (validation-errors.ts).
import { badRequest, type ApiError } from '../errors.ts';

/** How many bad values (event names, unknown fields) an error repeats back; the body may hold thousands. */
export const MAX_NAMED_VALUES = 20;

/** A value from a request, as an error names it: quoted when bare text would be invisible or ambiguous ("", " x"), cut at 64 characters. */
export function describeValue(value: unknown): string {
  const text = typeof value === 'string' && /^\S(.*\S)?$/.test(value) ? value : serialize(value);
  return text.length > 64 ? `${text.slice(0, 63)}…` : text;
}

/** JSON of a value from a request body, which may nest deeper than JSON.stringify can recurse. */
function serialize(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Array.isArray(value) ? '[…]' : '{…}';
  }
}

export const notAnObject = (): ApiError => badRequest('invalidBody', 'Request body must be a JSON object');

/** The fields of `body` that are not among `allowed`, named in the message and in `unknown_fields`. */
export function unknownFields(body: unknown, allowed: readonly string[]): ApiError {
  const unknown = Object.keys(body ?? {}).filter((key) => !allowed.includes(key));
  const names = unknown.slice(0, MAX_NAMED_VALUES).map(describeValue);
  return badRequest(
    'unknownField',
    `Unknown field${unknown.length > 1 ? 's' : ''}: ${names.join(', ')}. Allowed fields: ${allowed.join(', ')}`,
    { unknown_fields: names },
  );
}

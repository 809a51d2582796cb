// Validation of webhook endpoint input, as pure functions. The spec fixes the
// messages and their order for create, so these run instead of schema
// validation: the first failing rule, in the documented order, is the answer.
import { forbiddenHostReason } from '../delivery/address-policy.ts';
import { badRequest } from '../errors.ts';
import { EVENT_TYPES, isEventType, type EventType } from '../schemas/event-types.ts';
import { MAX_DESCRIPTION_LENGTH, MAX_URL_LENGTH } from '../schemas/webhook-endpoint.ts';
/** How many bad event names (or unknown fields) an error repeats back; the body may hold thousands. */
const MAX_NAMED_VALUES = 20;

export const CREATE_FIELDS = ['url', 'description', 'events'] as const;
export const UPDATE_FIELDS = ['url', 'description', 'events', 'enabled'] as const;

export interface UrlPolicy {
  /** Allow hosts that are private, loopback or reserved IP literals (and localhost). */
  allowPrivateTargets: boolean;
}

export interface CreateInput {
  url: string;
  description: string | null;
  events: EventType[];
}

export interface UpdateInput {
  url?: string;
  description?: string;
  events?: EventType[];
  enabled?: boolean;
}

// WHATWG URL parsing silently drops tabs and newlines inside a URL and trims
// spaces around it; the URL is stored as given, so such strings are refused
// rather than stored in a form that differs from what is delivered to.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const WHITESPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;

/** The spec's two URL rules, in its order: a valid absolute URL, then HTTPS. */
function parseHttpsUrl(value: unknown): URL {
  if (typeof value !== 'string' || WHITESPACE_OR_CONTROL.test(value)) throw badRequest('invalidUrl', 'Invalid URL format');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest('invalidUrl', 'Invalid URL format');
  }
  if (url.protocol !== 'https:') throw badRequest('invalidUrlProtocol', 'URL must use HTTPS protocol');
  return url;
}

/** Our own URL rules, beyond the spec's. */
function checkUrlTarget(value: string, url: URL, policy: UrlPolicy): void {
  if (value.length > MAX_URL_LENGTH) throw badRequest('invalidUrl', `URL must be at most ${MAX_URL_LENGTH} characters`);
  // Credentials in the URL would be sent with every delivery and shown in every response.
  if (url.username !== '' || url.password !== '') throw badRequest('invalidUrl', 'URL must not contain credentials');
  if (!policy.allowPrivateTargets) {
    const reason = forbiddenHostReason(url.hostname);
    if (reason !== null) throw badRequest('forbiddenUrlTarget', reason);
  }
}

/** The URL as given, when it is an acceptable webhook target. */
export function validateUrl(value: unknown, policy: UrlPolicy): string {
  const url = parseHttpsUrl(value);
  checkUrlTarget(value as string, url, policy);
  return value as string;
}

function describeValue(value: unknown): string {
  // Quoted when bare text would be invisible or ambiguous ("", " x"), as is otherwise.
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

/** The event types, each once, in the order first given. */
export function validateEvents(value: unknown): EventType[] {
  if (!Array.isArray(value)) throw badRequest('invalidEvents', 'Events must be an array');
  if (value.length === 0) throw badRequest('invalidEvents', 'At least one event must be specified');
  const invalid = [...new Set(value.filter((event) => !isEventType(event)).map(describeValue))];
  if (invalid.length > 0) {
    // The message is the spec's, word for word, so clients can compare it;
    // which names were wrong, and which are allowed, go in fields of their own.
    throw badRequest('invalidEvents', 'Invalid events', {
      invalid_events: invalid.slice(0, MAX_NAMED_VALUES),
      allowed_events: [...EVENT_TYPES],
    });
  }
  return [...new Set(value as EventType[])];
}

export function validateDescription(value: unknown): string {
  if (typeof value !== 'string') throw badRequest('invalidDescription', 'Description must be a string');
  if (value.length > MAX_DESCRIPTION_LENGTH) {
    throw badRequest('invalidDescription', `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters`);
  }
  return value;
}

export function validateEnabled(value: unknown): boolean {
  if (typeof value !== 'boolean') throw badRequest('invalidEnabled', 'Enabled must be a boolean (true or false)');
  return value;
}

export function requireObject(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('invalidBody', 'Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

export function rejectUnknownFields(body: Record<string, unknown>, allowed: readonly string[]): void {
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length === 0) return;
  const names = unknown.slice(0, MAX_NAMED_VALUES).map(describeValue);
  throw badRequest(
    'unknownField',
    `Unknown field${unknown.length > 1 ? 's' : ''}: ${names.join(', ')}. Allowed fields: ${allowed.join(', ')}`,
    {
      unknown_fields: names,
    },
  );
}

const has = (body: Record<string, unknown>, key: string) => Object.hasOwn(body, key);

/**
 * The create body. Every rule of the spec comes first, in its order (url:
 * format, HTTPS; events: array, non-empty, known types), then the rules of
 * our own (URL length, credentials and target, description, unknown fields),
 * so a request that breaks a documented rule always gets the documented message.
 */
export function validateCreate(body: unknown, policy: UrlPolicy): CreateInput {
  const fields = requireObject(body);
  const parsed = parseHttpsUrl(fields.url);
  const events = validateEvents(fields.events);
  const url = fields.url as string;
  checkUrlTarget(url, parsed, policy);
  const description = has(fields, 'description') ? validateDescription(fields.description) : null;
  rejectUnknownFields(fields, CREATE_FIELDS);
  return { url, description, events };
}

/**
 * The update body: at least one field, only known fields, each given field
 * checked by the same rule as on create (in the same order: url, events,
 * description, enabled).
 */
export function validateUpdate(body: unknown, policy: UrlPolicy): UpdateInput {
  const fields = requireObject(body);
  if (Object.keys(fields).length === 0) {
    throw badRequest('emptyUpdate', `Request body must contain at least one field: ${UPDATE_FIELDS.join(', ')}`);
  }
  rejectUnknownFields(fields, UPDATE_FIELDS);
  const input: UpdateInput = {};
  if (has(fields, 'url')) input.url = validateUrl(fields.url, policy);
  if (has(fields, 'events')) input.events = validateEvents(fields.events);
  if (has(fields, 'description')) input.description = validateDescription(fields.description);
  if (has(fields, 'enabled')) input.enabled = validateEnabled(fields.enabled);
  return input;
}

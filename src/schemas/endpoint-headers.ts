// An endpoint's custom headers: what a body may set, and how a bad set is
// refused. Sent with every delivery (a receiver behind a gateway that wants a
// key or a basic-auth header), so the headers the delivery itself is made of
// can't be set: those of the connection (hop-by-hop), of the body, the
// signatures, the Standard Webhooks headers and the trace context.
//
// The values can be credentials: stored sealed like the signing secret, shown
// back only by name with a masked value, and never repeated in an error
// (messages name the header, never its value).
import { Type } from '@sinclair/typebox';
import { badRequest, type ApiError } from '../errors.ts';
import { describeValue } from './body-errors.ts';

export const MAX_HEADERS = 20;
export const MAX_HEADER_NAME_LENGTH = 100;
export const MAX_HEADER_VALUE_LENGTH = 1000;
/** What a response shows for every value. */
export const MASKED_HEADER_VALUE = '••••';

/** Names no endpoint may set, compared without case. */
export const DENIED_HEADER_NAMES = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'content-type',
  'content-encoding',
  'user-agent',
  'traceparent',
  'tracestate',
] as const;
/** Prefixes no name may start with: the signatures and the Standard Webhooks headers. */
export const DENIED_HEADER_PREFIXES = ['x-hook-signature', 'webhook-'] as const;

/** A pattern's letters in either case: JSON Schema patterns take no flags. */
const anyCase = (text: string) => text.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`).replace(/\./g, '\\.');
/** An HTTP token (RFC 9110 field-name) of bounded length. */
const TOKEN = `[!#$%&'*+.^_\`|~0-9A-Za-z-]{1,${MAX_HEADER_NAME_LENGTH}}`;
export const HEADER_NAME_PATTERN =
  `^(?!(?:${DENIED_HEADER_NAMES.map(anyCase).join('|')})$)` + `(?!(?:${DENIED_HEADER_PREFIXES.map(anyCase).join('|')}))${TOKEN}$`;
/** Tab, visible ASCII, space and obs-text: what a header value may hold; no CR, LF or other control characters. */
export const HEADER_VALUE_PATTERN = '^[\\t\\x20-\\x7e\\x80-\\xff]*$';

const HeaderValue = Type.String({ maxLength: MAX_HEADER_VALUE_LENGTH, pattern: HEADER_VALUE_PATTERN });

export const HeadersInput = Type.Union(
  [
    Type.Record(Type.String({ pattern: HEADER_NAME_PATTERN }), HeaderValue, { maxProperties: MAX_HEADERS, additionalProperties: false }),
    Type.Null(),
  ],
  {
    description:
      `Custom headers sent with every delivery, at most ${MAX_HEADERS}: names are HTTP tokens of up to ${MAX_HEADER_NAME_LENGTH} characters, ` +
      `each once whatever its case, none of ${DENIED_HEADER_NAMES.join(', ')} and none starting with ${DENIED_HEADER_PREFIXES.join(' or ')}; ` +
      `values up to ${MAX_HEADER_VALUE_LENGTH} characters without line breaks or control characters. Stored encrypted; responses show the names only. ` +
      'On update the object replaces every header; null or {} removes them all.',
    examples: [{ 'X-Api-Key': 'gateway-key' }],
  },
);

export const HeadersView = Type.Record(Type.String(), Type.Literal(MASKED_HEADER_VALUE), {
  description: `The custom headers sent with every delivery, by name; values are never shown (always "${MASKED_HEADER_VALUE}")`,
  examples: [{ 'X-Api-Key': MASKED_HEADER_VALUE }],
});

const nameRegex = new RegExp(HEADER_NAME_PATTERN, 'u');
const valueRegex = new RegExp(HEADER_VALUE_PATTERN, 'u');

const invalidHeaders = (message: string): ApiError => badRequest('invalidHeaders', message);

/** Why `headers` is refused, naming the header at fault but never a value. */
export function headersError(headers: unknown): ApiError {
  if (headers === null || typeof headers !== 'object' || Array.isArray(headers)) {
    return invalidHeaders('Headers must be an object of header names and values, or null');
  }
  const entries = Object.entries(headers);
  if (entries.length > MAX_HEADERS) return invalidHeaders(`At most ${MAX_HEADERS} headers`);
  for (const [name, value] of entries) {
    if (!nameRegex.test(name)) {
      const lower = name.toLowerCase();
      const denied =
        (DENIED_HEADER_NAMES as readonly string[]).includes(lower) || DENIED_HEADER_PREFIXES.some((prefix) => lower.startsWith(prefix));
      return invalidHeaders(
        denied
          ? `Header ${describeValue(name)} cannot be set: the delivery sets it, or it belongs to the connection`
          : `Invalid header name ${describeValue(name)}: an HTTP token (letters, digits and !#$%&'*+-.^_\`|~) of up to ${MAX_HEADER_NAME_LENGTH} characters`,
      );
    }
    if (typeof value !== 'string' || value.length > MAX_HEADER_VALUE_LENGTH || !valueRegex.test(value)) {
      return invalidHeaders(
        `The value of header ${describeValue(name)} must be a string of up to ${MAX_HEADER_VALUE_LENGTH} characters without line breaks or control characters`,
      );
    }
  }
  return invalidHeaders('Invalid headers');
}

/** The first name given twice, whatever its case (a JSON object can't hold it twice with the same case). */
export function duplicateHeaderName(headers: Record<string, string>): string | undefined {
  const seen = new Set<string>();
  for (const name of Object.keys(headers)) {
    const lower = name.toLowerCase();
    if (seen.has(lower)) return name;
    seen.add(lower);
  }
  return undefined;
}

export const duplicateHeaderError = (name: string): ApiError =>
  invalidHeaders(`Header ${describeValue(name)} is given more than once (header names are compared without case)`);

// The parts of the OpenAPI document's components that the operations refer
// to rather than repeat (openapi-document.ts adds the references): the
// response headers, the shared answers of the Error shape, and the request
// headers any operation may take.
import type { OpenAPIV3_1 } from 'openapi-types';

/** The X-Request-Id a client may send that the service keeps (hooks/request-id.ts). */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9._:-]{1,128}$';

export const RATE_LIMIT_HEADERS: Record<string, string> = {
  'X-RateLimit-Limit': 'RateLimitLimit',
  'X-RateLimit-Remaining': 'RateLimitRemaining',
  'X-RateLimit-Reset': 'RateLimitReset',
  RateLimit: 'RateLimit',
  'RateLimit-Policy': 'RateLimitPolicy',
};
const WHILE_LIMITED =
  'Sent while the server enforces a request rate limit (API_RATE_LIMIT), on every answer to a request with a valid token.';

export const header = (name: string) => ({ $ref: `#/components/headers/${name}` });
export const response = (name: string) => ({ $ref: `#/components/responses/${name}` });

export const HEADERS: Record<string, OpenAPIV3_1.HeaderObject> = {
  RequestId: {
    description:
      'The id of the request: the X-Request-Id the client sent when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-`, else one the server made (a UUID). The server’s log lines of the request carry it (`reqId`).',
    schema: { type: 'string', pattern: REQUEST_ID_PATTERN },
    example: '0b6d5c3e-4a1f-4f7e-9c2b-8d3a6e1f5b07',
  },
  Location: {
    description: 'The path of the resource made, on this server',
    schema: { type: 'string' },
    example: '/v3/company/5f1d7a0b2c3e/position/7b2e4d9c1a05',
  },
  RetryAfter: {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', minimum: 0 },
    example: 5,
  },
  RateLimitLimit: {
    description: `Requests the token may make per window. ${WHILE_LIMITED}`,
    schema: { type: 'integer', minimum: 1 },
    example: 100,
  },
  RateLimitRemaining: {
    description: `Requests the token may still make in the current window. ${WHILE_LIMITED}`,
    schema: { type: 'integer', minimum: 0 },
    example: 57,
  },
  RateLimitReset: {
    description: `When the current window ends, in seconds since the Unix epoch. ${WHILE_LIMITED}`,
    schema: { type: 'integer', minimum: 0 },
    example: 1772444460,
  },
  RateLimit: {
    description: `The allowance as the IETF httpapi RateLimit header draft writes it: requests remaining (r) and seconds until the window ends (t). ${WHILE_LIMITED}`,
    schema: { type: 'string' },
    example: '"default";r=57;t=42',
  },
  RateLimitPolicy: {
    description: `The limit as the IETF httpapi RateLimit header draft writes it: requests (q) per window of w seconds. ${WHILE_LIMITED}`,
    schema: { type: 'string' },
    example: '"default";q=100;w=60',
  },
  IdempotentReplayed: {
    description: 'true on the kept answer of an earlier request with the same Idempotency-Key, given again instead of running the request',
    schema: { type: 'string', enum: ['true'] },
    example: 'true',
  },
  ETag: {
    description:
      "A strong validator of this answer: a hash of its body's bytes. Sent back in If-None-Match, it gets 304 Not Modified, without a body, while the answer is the same",
    schema: { type: 'string' },
    example: '"q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"',
  },
  ContentDisposition: {
    description: 'attachment, with the file name as an ASCII `filename` (other characters as `_`) and exactly as `filename*` (RFC 6266)',
    schema: { type: 'string' },
    example: `attachment; filename="R_sum_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`,
  },
};

/** A standard answer of the Error shape, with its example. */
function errorResponse(description: string, type: string, message: string, extraHeaders: string[] = []): OpenAPIV3_1.ResponseObject {
  return {
    description,
    headers: Object.fromEntries([
      ['X-Request-Id', header('RequestId')],
      ...extraHeaders.map((name) => [name, header(RATE_LIMIT_HEADERS[name] ?? name.replace('-', ''))]),
    ]),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { error: { type, message } } } },
  };
}

export const RESPONSES: Record<string, OpenAPIV3_1.ResponseObject> = {
  NotModified: {
    description: 'Not Modified: If-None-Match named the ETag of the answer as it is now; no body (hooks/conditional-get.ts)',
    headers: { 'X-Request-Id': header('RequestId'), ETag: header('ETag') },
  },
  MalformedRequest: errorResponse(
    'The request could not be read: malformed HTTP (invalidRequest), no Host header (missingHost), or a URL that cannot be decoded (invalidUrl)',
    'invalidUrl',
    'Request URL is not valid',
  ),
  RequestTimeout: errorResponse(
    'requestTimeout: the request, headers and body, took longer than the server allows to arrive (HTTP_REQUEST_TIMEOUT_MS, 30 seconds by default)',
    'requestTimeout',
    'The request took too long to arrive',
  ),
  PayloadTooLarge: errorResponse('payloadTooLarge: the body is larger than 1 MiB', 'payloadTooLarge', 'Request body is too large'),
  UrlTooLong: errorResponse(
    'urlTooLong: a path parameter is longer than 100 characters',
    'urlTooLong',
    'A path parameter of the URL is too long',
  ),
  UnsupportedMediaType: errorResponse(
    'unsupportedMediaType: a body whose Content-Type is not application/json; unsupportedContentEncoding: a compressed body',
    'unsupportedMediaType',
    'Content-Type must be application/json',
  ),
  ExpectationFailed: errorResponse(
    'expectationFailed: an Expect header other than 100-continue',
    'expectationFailed',
    'Only the expectation 100-continue is supported',
  ),
  HeadersTooLarge: errorResponse('headersTooLarge: the request headers are too large', 'headersTooLarge', 'Request headers are too large'),
  InternalError: errorResponse(
    'internalError: an unexpected failure; the server’s log has the details under the request’s X-Request-Id',
    'internalError',
    'Internal server error',
  ),
  TooManyRequests: errorResponse(
    'tooManyRequests: the token has made all the requests the rate limit allows in its window (API_RATE_LIMIT); try again after Retry-After seconds',
    'tooManyRequests',
    'Rate limit exceeded: 100 requests per 60 seconds for this token; try again in 42 seconds',
    ['Retry-After', ...Object.keys(RATE_LIMIT_HEADERS)],
  ),
  IdempotencyKeyInUse: errorResponse(
    'idempotencyKeyInUse: a request with this Idempotency-Key is still being processed; retry after Retry-After seconds',
    'idempotencyKeyInUse',
    'A request with this Idempotency-Key is still being processed; retry shortly',
    ['Retry-After'],
  ),
  IdempotencyKeyReused: errorResponse(
    'idempotencyKeyReused: this Idempotency-Key was used with another request body or route within the last 24 hours; nothing was written',
    'idempotencyKeyReused',
    'This Idempotency-Key was used with another request body; use a new key for a new request',
  ),
  DatabaseUnavailable: errorResponse(
    'databaseUnavailable: the database cannot be reached or cannot take writes right now. What the request wrote was rolled back (unless the database went away during its commit); try again after Retry-After seconds',
    'databaseUnavailable',
    'The database is unavailable; try again shortly',
    ['Retry-After'],
  ),
};

/** The request headers an operation may take, by the name it refers to them with. */
export const PARAMETERS: Record<string, OpenAPIV3_1.ParameterObject> = {
  RequestId: {
    in: 'header',
    name: 'X-Request-Id',
    required: false,
    description:
      'An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request',
    schema: { type: 'string' },
    example: 'checkout-7f3a9c',
  },
  IfNoneMatch: {
    in: 'header',
    name: 'If-None-Match',
    required: false,
    description:
      'The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body',
    schema: { type: 'string' },
    example: '"q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"',
  },
  IdempotencyKey: {
    in: 'header',
    name: 'Idempotency-Key',
    required: false,
    description:
      'Makes the create safe to retry: a retry by the same user with the same key, route and body within 24 hours gets the first answer again (status, body, Location; `Idempotent-Replayed: true`) without a second write or event. The same key with another body or route is 422 idempotencyKeyReused; while the first request runs, 409 idempotencyKeyInUse. 1 to 255 visible ASCII characters (400 invalidIdempotencyKey otherwise); a UUID per create is usual',
    schema: { type: 'string', minLength: 1, maxLength: 255 },
    example: '5b1f0c9e-2a6d-4e8b-9f3c-7d1a2b3c4d5e',
  },
};

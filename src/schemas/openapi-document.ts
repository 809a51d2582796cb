// What the OpenAPI document says beyond the route schemas, added once for
// every operation as @fastify/swagger's last step (transformObject):
// - the response headers: X-Request-Id on every answer, Location where a
//   resource is made, Retry-After where waiting helps;
// - the statuses any request can meet before or beside its route (a body too
//   large or of another type, a URL or headers too long, a timeout, an
//   unexpected failure, the database away): hooks/error-handler.ts answers them;
// - the X-Request-Id request header;
// - the top-level tags with their descriptions;
// - an example of every operation and of every webhook (openapi-examples.ts).
// The shared headers, answers and request headers themselves are in
// openapi-shared-components.ts.
import type { OpenAPIV3_1 } from 'openapi-types';
import { EVENT_OPERATION_EXAMPLES } from './openapi-examples-events.ts';
import { exampleEvent } from './openapi-example-event-bodies.ts';
import { OPERATION_EXAMPLES } from './openapi-examples.ts';
import { HEADERS, header, PARAMETERS, RATE_LIMIT_HEADERS, response, RESPONSES } from './openapi-shared-components.ts';
import type { EventType } from './event-types.ts';

/** Every tag an operation has, in the order a reader meets them, with what it groups. */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Signing in with email and password for a session token, and signing out',
  health: 'Whether the service can use its database; no authentication',
  companies: 'The caller and the companies it is a member of',
  'api keys': "The caller's personal access tokens (PATs): made, listed and revoked with a session token",
  'webhook endpoints': "The caller's webhook endpoints in a company: the HTTPS URLs that receive its events (Pro plan)",
  'webhook deliveries':
    "An endpoint's delivery log (each delivery and its attempts), retries, recovery of failed deliveries, test events and secret rotation",
  pipelines: 'The stages a candidate of a position moves through',
  positions: 'Open roles of the company; their changes emit companyPosition* events',
  candidates: 'People who applied to a position, and their stage; changes emit candidate* events',
  notes: 'Team discussion notes on a candidate; changes emit companyNote* events',
  'candidate files': "A candidate's resume and other documents, uploaded as multipart/form-data and kept in the database; no events",
  conversation: 'Messages to and from a candidate, emailed when the service has a mail server',
  'background checks': 'Background checks ordered for a candidate and the provider’s updates',
  questionnaires: 'Questionnaires a candidate answered',
  'company lists':
    "The company's departments, position categories, custom fields and templates, read before writing positions and candidates",
  webhooks: 'The requests the service makes to an endpoint: one per event type, signed (see the webhook headers)',
  events: "The company's events of the last EVENTS_RETENTION_DAYS, to catch up from without webhooks (Pro plan)",
  'event types':
    'The ten event types: what each means, its JSON Schema and an example; the same as an AsyncAPI document. No authentication',
};

/** Operations whose answer names the resource it made, by status: the path to read it at. */
const LOCATION: Record<string, string> = {
  createWebhookEndpoint: '201',
  createPosition: '200',
  createCandidate: '200',
  createCandidateFromResume: '200',
  createTemplate: '201',
  sendTestWebhookEvent: '202',
};

/** Operations whose 429 says when to try again (a sign-in lockout; a quota's 429 does not pass by waiting). */
const RETRY_AFTER_429 = new Set(['signIn']);

/** The creates that take an Idempotency-Key (hooks/idempotency.ts). */
const IDEMPOTENT = new Set([
  'createCandidate',
  'createPosition',
  'createNote',
  'createWebhookEndpoint',
  'uploadCandidateResume',
  'uploadCandidateDocument',
  'createCandidateFromResume',
  'createTemplate',
]);

/**
 * The uploads, whose multipart/form-data body their handler reads as a
 * stream (routes/company/candidate-files.ts): the route has no body schema
 * for Fastify to check, so the document describes it here.
 */
const MULTIPART_UPLOADS: Record<string, string> = {
  uploadCandidateResume: 'FileUpload',
  uploadCandidateDocument: 'FileUpload',
  createCandidateFromResume: 'ResumeCandidateUpload',
};

/** The file downloads, whose 200 names the file in Content-Disposition. */
const FILE_DOWNLOADS = new Set(['downloadCandidateResume', 'downloadCandidateDocument']);

/** The allowance headers of API_RATE_LIMIT (hooks/rate-limit.ts), on every answer to a request with a valid token while it is set. */
const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '400': 'Bad request: the body, query or an id is not valid (the message says what)',
  '401': 'Not authenticated: no token, or one that is unknown, expired or revoked',
  '403':
    'Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this',
  '404': 'Not found',
  '409': 'Conflict with the resource’s state',
  '422': 'The request can’t be processed as sent',
  '429': 'Too many requests',
};

const isErrorRef = (value: unknown) =>
  (value as OpenAPIV3_1.ResponseObject | undefined)?.content?.['application/json']?.schema === undefined
    ? false
    : ((value as OpenAPIV3_1.ResponseObject).content!['application/json']!.schema as { $ref?: string }).$ref ===
      '#/components/schemas/Error';

/** The operations that send at once, bounded per company and per process (services/webhook-test-limits.ts): their own 429s. */
const TEST_SENDS: Record<string, string> = {
  sendTestWebhookEvent: "tooManyWebhookTests from the company's allowance of test events and receiver checks (WEBHOOK_TEST_RATE_LIMIT)",
  checkWebhookReceiver:
    "tooManyWebhookTests from the company's allowance of test events and receiver checks (WEBHOOK_TEST_RATE_LIMIT), " +
    'or receiverChecksBusy while too many checks wait their turn (WEBHOOK_CHECK_CONCURRENCY)',
};

function completeOperation(path: string, method: string, operation: OpenAPIV3_1.OperationObject): void {
  const id = operation.operationId ?? '';
  const responses = operation.responses as Record<string, OpenAPIV3_1.ResponseObject | OpenAPIV3_1.ReferenceObject>;
  const withToken = (operation.security ?? []).some((requirement) => 'bearerAuth' in requirement);
  // A GET answered with JSON carries an ETag, and a matching If-None-Match makes it 304 (hooks/conditional-get.ts).
  const ok = responses['200'];
  const conditional = method === 'get' && ok !== undefined && !('$ref' in ok) && ok.content?.['application/json'] !== undefined;
  // Added before the headers below, so the rate limit's 429 is only the shared one where the route has none of its own.
  if (withToken) responses['429'] ??= response('TooManyRequests');
  if (IDEMPOTENT.has(id)) {
    responses['409'] ??= response('IdempotencyKeyInUse');
    responses['422'] ??= response('IdempotencyKeyReused');
  }
  for (const [status, answer] of Object.entries(responses)) {
    if ('$ref' in answer) continue;
    // Fastify's placeholder, or the Error schema's own description: what the status means instead.
    if ((answer.description === 'Default Response' || isErrorRef(answer)) && STATUS_TEXT[status]) answer.description = STATUS_TEXT[status];
    const headers: Record<string, unknown> = { 'X-Request-Id': header('RequestId') };
    if (LOCATION[id] === status) headers.Location = header('Location');
    if (status === '429' && (RETRY_AFTER_429.has(id) || withToken)) headers['Retry-After'] = header('RetryAfter');
    if (status === '429' && withToken && !('$ref' in answer) && !/tooManyRequests/.test(answer.description)) {
      answer.description = TEST_SENDS[id]
        ? `${answer.description}: tooManyRequests from the rate limit (API_RATE_LIMIT), or ${TEST_SENDS[id]}; with Retry-After`
        : `${answer.description}: quotaExceeded (waiting does not help), or tooManyRequests from the rate limit (API_RATE_LIMIT); Retry-After only with tooManyRequests`;
    }
    if (withToken) for (const [name, ref] of Object.entries(RATE_LIMIT_HEADERS)) headers[name] = header(ref);
    if (IDEMPOTENT.has(id) && status.startsWith('2')) headers['Idempotent-Replayed'] = header('IdempotentReplayed');
    if (FILE_DOWNLOADS.has(id) && status === '200') headers['Content-Disposition'] = header('ContentDisposition');
    if (conditional && status === '200') headers.ETag = header('ETag');
    answer.headers = { ...answer.headers, ...headers } as OpenAPIV3_1.ResponseObject['headers'];
    // Every route that uses the database can answer this one (app.ts): with Retry-After.
    if (status === '503' && isErrorRef(answer)) responses[status] = response('DatabaseUnavailable');
  }
  const upload = MULTIPART_UPLOADS[id];
  if (upload) {
    operation.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: { $ref: `#/components/schemas/${upload}` } } },
    };
  }
  const add = (status: string, name: string) => (responses[status] ??= response(name));
  if (conditional) add('304', 'NotModified');
  if (!responses['4XX']) add('400', 'MalformedRequest');
  add('408', 'RequestTimeout');
  add('413', 'PayloadTooLarge');
  if (path.includes('{')) add('414', 'UrlTooLong');
  // A body is read on every method but GET (whose body is read and dropped).
  if (method !== 'get') add('415', 'UnsupportedMediaType');
  add('417', 'ExpectationFailed');
  add('431', 'HeadersTooLarge');
  add('500', 'InternalError');
  operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));

  operation.parameters = [
    ...(operation.parameters ?? []),
    { $ref: '#/components/parameters/RequestId' },
    ...(IDEMPOTENT.has(id) ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
    ...(conditional ? [{ $ref: '#/components/parameters/IfNoneMatch' }] : []),
  ];

  const example = OPERATION_EXAMPLES[id] ?? EVENT_OPERATION_EXAMPLES[id];
  if (!example) return;
  const success = Object.keys(responses)
    .sort()
    .find((status) => status.startsWith('2'));
  const mediaOf = (status: string) => (responses[status] as OpenAPIV3_1.ResponseObject | undefined)?.content?.['application/json'];
  const media = success ? mediaOf(success) : undefined;
  if (media) media.example = example.response;
  for (const [status, answer] of Object.entries(example.otherResponses ?? {})) {
    const other = mediaOf(status);
    if (!other) throw new Error(`${id}: an example of ${status}, which the operation does not answer`);
    other.example = answer;
  }
  const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.['application/json'];
  if (body && example.request !== undefined) body.example = example.request;
}

/** The document @fastify/swagger made, completed (see the top of this file). */
export function completeDocument(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const used = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, OpenAPIV3_1.OperationObject>)) {
      completeOperation(path, method, operation);
      for (const tag of operation.tags ?? []) used.add(tag);
    }
  }
  for (const [type, item] of Object.entries(document.webhooks ?? {})) {
    const operation = (item as OpenAPIV3_1.PathItemObject).post!;
    for (const tag of operation.tags ?? []) used.add(tag);
    const media = (operation.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']!;
    media.example = exampleEvent(type as EventType);
  }
  const { openapi, info, servers, paths, webhooks, components, ...rest } = document;
  return {
    openapi,
    info,
    servers,
    // A tag no description names is still listed (and test/routes/openapi-lint.test.ts fails on it).
    tags: [...Object.keys(TAG_DESCRIPTIONS).filter((name) => used.has(name)), ...[...used].filter((name) => !TAG_DESCRIPTIONS[name])].map(
      (name) => ({ name, ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}) }),
    ),
    paths,
    webhooks,
    ...rest,
    components: {
      ...components,
      parameters: PARAMETERS,
      headers: HEADERS,
      responses: RESPONSES,
    },
  };
}

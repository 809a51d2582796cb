// The typed client of the API, the package @recruiting-api/client:
// openapi-fetch over the types that openapi-typescript generates from
// /v3/openapi.json (src/openapi.d.ts, `npm run openapi:types` at the
// repository's root). The web console talks to the API only through it.
import createClient, { type Client } from 'openapi-fetch';
import type { operations, paths } from './openapi.js';

export type { components, operations, paths, webhooks } from './openapi.js';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Where the service is, e.g. `http://127.0.0.1:3000`. Leave it out in a page the service itself serves. */
  baseUrl?: string;
  /** A PAT or session token, sent as `Authorization: Bearer`; a function is asked before every request. */
  token?: string | (() => string | null | undefined);
  /** Another fetch, for tests or instrumentation. */
  fetch?: (request: Request) => Promise<Response>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl ?? '', ...(options.fetch ? { fetch: options.fetch } : {}) });
  const currentToken = typeof options.token === 'function' ? options.token : () => options.token;
  client.use({
    onRequest({ request }) {
      const token = currentToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  });
  return client;
}

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body of an operation's response with the given status: `ResponseBody<'listCompanies'>`. */
export type ResponseBody<Operation extends keyof operations, Status extends number = 200> = JsonContent<
  Status extends keyof operations[Operation]['responses'] ? operations[Operation]['responses'][Status] : never
>;

/** The JSON request body of an operation: `RequestBody<'createApiKey'>`. */
export type RequestBody<Operation extends keyof operations> = JsonContent<NonNullable<operations[Operation]['requestBody']>>;

/** The Error shape every failure has: `{error: {type, message}}`. */
export interface ApiErrorBody {
  error: { type: string; message: string; [extra: string]: unknown };
}

/** Whether an openapi-fetch `error` (or anything else) has the API's Error shape. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as ApiErrorBody | null)?.error;
  return typeof error?.type === 'string' && typeof error.message === 'string';
}

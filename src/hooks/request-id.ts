// The id of a request: taken from its X-Request-Id header when that is a short
// token of safe characters (a proxy or a client that already tagged the
// request), else generated. Fastify binds it to every log line of the request
// (`reqId`), and every response carries it back in X-Request-Id, errors too,
// so a client's report and the server's log lines meet on one value.
//
// Only a safe token is taken as given: the id lands in log lines and in a
// response header, where a long value or one with spaces, quotes or control
// characters could forge or bloat log entries.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_PATTERN } from '../schemas/openapi-shared-components.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** At most 128 characters of letters, digits and `.`, `_`, `:`, `-` (as the OpenAPI document says). */
const SAFE_REQUEST_ID = new RegExp(REQUEST_ID_PATTERN);

/** Fastify's genReqId: the client's id when it is safe, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Sets X-Request-Id on every response, on the raw response as the security
 * headers are, so answers made by the error and not-found handlers carry it too.
 */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
}

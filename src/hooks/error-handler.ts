// The one place where failures become responses: every error, whatever its
// origin, leaves as the spec's Error shape {error: {type, message}}.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, badRequest, errorBody } from '../errors.ts';
import { discardRestOfBody } from './json-body.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.ts';
import { isDatabaseUnavailable } from '../storage/unavailable.ts';

/** Seconds a client is asked to wait after a 503 for an unavailable database. */
const DATABASE_RETRY_AFTER_S = 5;

const FASTIFY_ERRORS: Record<string, { status: number; type: string; message?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, type: 'unsupportedMediaType', message: 'Content-Type must be application/json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, type: 'payloadTooLarge', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, type: 'invalidJson', message: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, type: 'invalidJson', message: 'Request body is empty but Content-Type is application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, type: 'invalidRequest', message: 'Content-Length does not match the body' },
};

/** Answers a request no route matched, instead of the 404 (the web console's page addresses); false to leave it to the 404. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

export function installErrorHandler(
  app: FastifyInstance,
  options: {
    notFoundFallback?: NotFoundFallback;
    /** How much more of a body over the limit is read before its 413 is sent (see TOO_LARGE_DRAIN_FACTOR). */
    tooLargeDrainBytes?: number;
  } = {},
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || (error instanceof ApiError && error.statusCode === 413);
    if (tooLarge && options.tooLargeDrainBytes !== undefined && !request.raw.complete) {
      // Answered once the client has sent the body, so it reads the 413 instead of failing to write.
      return discardRestOfBody(request.raw, options.tooLargeDrainBytes).then(() =>
        reply.code(413).send(errorBody('payloadTooLarge', 'Request body is too large')),
      );
    }
    if (error instanceof ApiError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(errorBody(error.type, error.message, error.extra));
    }
    if (error.validation) {
      return reply.code(400).send(errorBody('invalidRequest', error.message));
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send(errorBody(known.type, known.message ?? error.message));
    if (error instanceof SyntaxError || (error.statusCode === 400 && error.name === 'SyntaxError')) {
      return reply.code(400).send(errorBody('invalidJson', 'Request body is not valid JSON'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorBody('invalidRequest', error.message));
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing the request sent is at fault, and trying again later may succeed:
      // what it wrote was rolled back, or (a commit cut off) may have been stored.
      request.log.warn({ err: error }, 'request failed: database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send(errorBody('databaseUnavailable', 'The database is unavailable; try again shortly'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('internalError', 'Internal server error'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.notFoundFallback?.(request, reply)) return reply;
    const path = request.url.split('?')[0]!.slice(0, 200);
    return reply.code(404).send(errorBody('routeNotFound', `No route ${request.method} ${path}`));
  });
}

/**
 * Fastify's `frameworkErrors` option: failures before routing (a URL that can't
 * be decoded, a path parameter too long), which never reach the error handler.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // No onRequest hook ran for these: the request id is set here.
  void reply.header(REQUEST_ID_HEADER, request.id);
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send(errorBody('invalidUrl', 'Request URL is not valid'));
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send(errorBody('urlTooLong', 'A path parameter of the URL is too long'));
  } else {
    request.log.error({ err: error }, 'request failed before routing');
    void reply.code(500).send(errorBody('internalError', 'Internal server error'));
  }
}

/**
 * Fastify's `clientErrorHandler` option: requests Node's HTTP parser rejects
 * (headers too large, malformed HTTP, timeouts) are answered on the raw socket.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', errorBody('requestTimeout', 'The request took too long to arrive')]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', errorBody('headersTooLarge', 'Request headers are too large')]
        : [400, 'Bad Request', errorBody('invalidRequest', 'Malformed HTTP request')];
  // The request could not be read, nor its X-Request-Id: a new id, in the answer and the log line.
  const requestId = randomUUID();
  // Not the error itself: its rawPacket holds the request's bytes, Authorization header included.
  this.log.trace({ reqId: requestId, err: { code: error.code, message: error.message } }, 'client error');
  if (socket.writable) {
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nX-Request-Id: ${requestId}\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

/**
 * Requests Node's HTTP server would answer itself with an empty body (an
 * unmet Expect: 417, a missing Host header: 400) or not at all (CONNECT:
 * the socket closed) get the Error shape too. Needs `requireHostHeader: false`
 * in the server options, so that the Host check below is the one that runs.
 */
export function installProtocolErrorAnswers(app: FastifyInstance): void {
  app.server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const text = JSON.stringify(errorBody('expectationFailed', 'Only the expectation 100-continue is supported'));
    response
      .writeHead(417, { 'content-type': 'application/json; charset=utf-8', connection: 'close', [REQUEST_ID_HEADER]: requestIdOf(request) })
      .end(text);
  });
  app.server.on('connect', (request: IncomingMessage, socket: Duplex) => {
    const text = JSON.stringify(errorBody('methodNotAllowed', 'CONNECT is not supported'));
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nX-Request-Id: ${requestIdOf(request)}\r\n\r\n${text}`,
    );
  });
  // HTTP/1.1 requires a Host header (RFC 9112, section 3.2). A callback hook,
  // not an async one: it runs on every request and almost always passes, and
  // an async hook costs a promise and a turn of the microtask queue each time.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      done(badRequest('missingHost', 'The Host header is required'));
      return;
    }
    done();
  });
}

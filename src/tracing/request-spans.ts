// A server span per request (OpenTelemetry's HTTP server conventions): named
// by the method and the route pattern (`POST /v3/company/:company_id/positions`),
// with the status, the route, the client's address and the request id; an
// error status for a 5xx answer. A request with a W3C `traceparent` header
// continues its caller's trace (the default sampler follows the caller's
// sampled flag).
//
// The span's context is made current (an AsyncLocalStorage) when the
// handler's turn comes (preHandler, after authentication and the body), so
// the outbox writes of its events see it; earlier, Fastify's body parsing
// runs in the socket's callbacks, outside any context set in onRequest.
//
// Only the path of a matched route is recorded, never the query (a client may
// put a token there) nor an unmatched path (anything a client sent).
import type { AsyncLocalStorage } from 'node:async_hooks';
import { SpanKind, SpanStatusCode, ROOT_CONTEXT, defaultTextMapGetter, trace, type Context, type Tracer } from '@opentelemetry/api';
import type { W3CTraceContextPropagator } from '@opentelemetry/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RequestSpanOptions {
  tracer: Tracer;
  propagator: W3CTraceContextPropagator;
  current: AsyncLocalStorage<Context>;
  /** Route patterns without spans (the probes, which come every few seconds). */
  untracedRoutes: ReadonlySet<string>;
}

export function traceRequests(app: FastifyInstance, options: RequestSpanOptions): void {
  const { tracer, propagator, current, untracedRoutes } = options;
  const contexts = new WeakMap<FastifyRequest, Context>();

  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    if (route !== undefined && untracedRoutes.has(route)) return done();
    const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
    const queryAt = request.url.indexOf('?');
    const span = tracer.startSpan(
      route === undefined ? request.method : `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.scheme': request.protocol,
          'client.address': request.ip,
          'http.response.header.x-request-id': [request.id],
          ...(route === undefined ? {} : { 'http.route': route, 'url.path': queryAt === -1 ? request.url : request.url.slice(0, queryAt) }),
        },
      },
      parent,
    );
    contexts.set(request, trace.setSpan(parent, span));
    done();
  });

  app.addHook('preHandler', (request, _reply, done) => {
    const context = contexts.get(request);
    if (context === undefined) return done();
    current.run(context, done);
  });

  app.addHook('onResponse', (request, reply, done) => {
    const span = trace.getSpan(contexts.get(request) ?? ROOT_CONTEXT);
    if (span?.isRecording()) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) {
        span.setAttribute('error.type', String(reply.statusCode));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    }
    done();
  });

  // A client that goes away before the answer: the span ends there (onResponse may never come).
  app.addHook('onRequestAbort', (request, done) => {
    const span = trace.getSpan(contexts.get(request) ?? ROOT_CONTEXT);
    if (span?.isRecording()) {
      span.setAttribute('error.type', 'aborted');
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client closed the connection before the answer' });
      span.end();
    }
    done();
  });
}

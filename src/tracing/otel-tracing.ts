// Tracing with the OpenTelemetry SDK (see tracing.ts): loaded only when
// tracing is on. One tracer provider per server, not registered globally: a
// process may run several servers (the tests do), and nothing else in it
// looks for a global one. The current request's context travels in an
// AsyncLocalStorage of this provider's own, from the route's handler down to
// the outbox write; the worker's attempts take theirs from the database.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  TraceFlags,
  defaultTextMapGetter,
  defaultTextMapSetter,
  trace,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance } from 'fastify';
import type { TracingConfig } from '../config.ts';
import { traceRequests } from './request-spans.ts';
import { samplerOf } from './sampler.ts';
import { createSpanExporter } from './span-exporter.ts';
import type { AttemptEnd, AttemptSpan, AttemptStart, Tracing, TracingLog } from './tracing.ts';

const TRACER_NAME = 'recruiting-api';

export class OtelTracing implements Tracing {
  private readonly tracer: Tracer;
  private readonly propagator = new W3CTraceContextPropagator();
  /** The current request's context (its server span), while its handler runs. */
  private readonly current = new AsyncLocalStorage<Context>();

  private constructor(
    private readonly provider: BasicTracerProvider,
    private readonly log: TracingLog,
  ) {
    this.tracer = provider.getTracer(TRACER_NAME);
  }

  static async start(config: TracingConfig, log: TracingLog): Promise<OtelTracing> {
    const exporter = await createSpanExporter(config, log);
    const provider = new BasicTracerProvider({
      resource: defaultResource().merge(resourceFromAttributes({ ...config.resourceAttributes, 'service.name': config.serviceName })),
      sampler: samplerOf(config),
      // Batches (OTEL_BSP_* tune them); shutdown sends what is left.
      spanProcessors: [new BatchSpanProcessor(exporter)],
    });
    return new OtelTracing(provider, log);
  }

  traceRequests(app: FastifyInstance, options: { untracedRoutes?: ReadonlySet<string> } = {}): void {
    traceRequests(app, {
      tracer: this.tracer,
      propagator: this.propagator,
      current: this.current,
      untracedRoutes: options.untracedRoutes ?? new Set(),
    });
  }

  async recordEvent<T>(
    event: { id: string; type: string },
    record: (traceparent: string | null) => Promise<T>,
    queued: (result: T) => number,
  ): Promise<T> {
    const span = this.tracer.startSpan(
      `outbox ${event.type}`,
      { kind: SpanKind.PRODUCER, attributes: { 'webhook.event.id': event.id, 'webhook.event.type': event.type } },
      this.current.getStore() ?? ROOT_CONTEXT,
    );
    try {
      // Stored whether sampled or not: the attempts then follow the request's sampling decision.
      const result = await record(this.traceparentOf(span));
      span.setAttribute('webhook.deliveries.queued', queued(result));
      return result;
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  }

  bind<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
    const context = this.current.getStore();
    return context === undefined ? fn : (...args) => this.current.run(context, fn, ...args);
  }

  startAttempt(traceparent: string | null, attempt: AttemptStart): AttemptSpan {
    // A stored traceparent that doesn't parse leaves the root context: the attempt starts a trace of its own.
    const parent = traceparent === null ? ROOT_CONTEXT : this.propagator.extract(ROOT_CONTEXT, { traceparent }, defaultTextMapGetter);
    const span = this.tracer.startSpan(
      'webhook delivery attempt',
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'http.request.method': 'POST',
          ...serverAddress(attempt.host),
          'webhook.endpoint.id': attempt.endpointId,
          'webhook.delivery.id': attempt.deliveryId,
          'webhook.event.id': attempt.eventId,
          'webhook.attempt': attempt.attempt,
        },
      },
      parent,
    );
    const sampled = (span.spanContext().traceFlags & TraceFlags.SAMPLED) !== 0;
    return new OtelAttemptSpan(span, sampled ? (this.traceparentOf(span) ?? undefined) : undefined);
  }

  /**
   * Exports what is left. A collector that can't take it costs at most the
   * exporter's timeout (OTEL_EXPORTER_OTLP_TIMEOUT), and a warning: never a
   * failed shutdown.
   */
  async shutdown(): Promise<void> {
    try {
      await this.provider.shutdown();
    } catch (error) {
      this.log.warn({ error: (error as Error).message }, 'tracing: the spans left at shutdown could not be exported');
    }
  }

  /** The W3C traceparent that names `span` (also for a span that is not sampled: its flags say so). */
  private traceparentOf(span: Span): string | null {
    const carrier: { traceparent?: string } = {};
    this.propagator.inject(trace.setSpan(ROOT_CONTEXT, span), carrier, defaultTextMapSetter);
    return carrier.traceparent ?? null;
  }
}

class OtelAttemptSpan implements AttemptSpan {
  constructor(
    private readonly span: Span,
    readonly traceparent: string | undefined,
  ) {}

  end(result: AttemptEnd | null): void {
    const { span } = this;
    if (result === null) {
      span.setAttribute('webhook.outcome', 'cut off');
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'cut off by shutdown: the delivery stays pending' });
    } else {
      span.setAttribute('webhook.outcome', result.outcome);
      if (result.statusCode !== null) span.setAttribute('http.response.status_code', result.statusCode);
      if (result.outcome !== 'succeeded') {
        span.setAttribute('error.type', result.statusCode !== null ? String(result.statusCode) : '_OTHER');
        span.setStatus({ code: SpanStatusCode.ERROR, message: result.error ?? undefined });
      }
    }
    span.end();
  }
}

/** server.address and server.port of a receiver's `host[:port]` (an IPv6 literal in brackets). */
function serverAddress(host: string): { 'server.address': string; 'server.port'?: number } {
  const match = /^(\[[^\]]*\]|[^:]*):(\d+)$/.exec(host);
  return match ? { 'server.address': match[1]!, 'server.port': Number(match[2]) } : { 'server.address': host };
}

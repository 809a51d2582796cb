// OpenTelemetry tracing, when the OTEL_* variables turn it on (config/tracing.ts):
// a span per API request, one for the outbox write of each event (in the
// request's transaction), and one per delivery attempt, a child of the event's
// outbox span however much later and in whichever process it is made, since
// the outbox span's W3C traceparent is stored with the event. An attempt whose
// span is sampled sends it as its `traceparent` header, so a receiver's own
// trace joins the request's.
//
// Off (the default) nothing of it runs: startTracing (start-tracing.ts) gives
// undefined, the OpenTelemetry SDK is never loaded, no hook is registered,
// and the request, outbox and delivery paths pass over a single
// `tracing === undefined` test.
//
// This file holds what the rest of the service sees of tracing: interfaces.
import type { FastifyInstance } from 'fastify';

/** What starts a delivery attempt's span: what the attempt's log line names too. */
export interface AttemptStart {
  endpointId: string;
  deliveryId: number;
  eventId: string;
  /** 1 for the first. */
  attempt: number;
  /** The receiver's host (and port), never the rest of the URL. */
  host: string;
}

/** How an attempt ended (storage/queue/record-results.ts's AttemptResult has these). */
export interface AttemptEnd {
  outcome: 'succeeded' | 'retry' | 'failed';
  statusCode: number | null;
  error: string | null;
}

/** The span of one delivery attempt. */
export interface AttemptSpan {
  /** The `traceparent` header to send with the attempt: the span itself; undefined when it is not sampled. */
  readonly traceparent: string | undefined;
  /** Ends the span with the attempt's outcome; null: cut off by shutdown, no outcome. */
  end(result: AttemptEnd | null): void;
}

export interface TracingLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface Tracing {
  /**
   * A server span for every request of `app` but those of `untracedRoutes`
   * (route patterns), a child of the caller's when the request has a
   * `traceparent`; the span is current while the route's handler runs, so
   * the outbox spans of its events are its children.
   */
  traceRequests(app: FastifyInstance, options?: { untracedRoutes?: ReadonlySet<string> }): void;
  /**
   * Runs `record`, the outbox write of one event, in a span of its own under
   * the current request's (a root span outside a request), and gives it the
   * span's traceparent to store with the event (null only if the span has
   * no valid context, which the SDK's spans always have). `queued` reads the
   * number of deliveries queued from what `record` gives.
   */
  recordEvent<T>(
    event: { id: string; type: string },
    record: (traceparent: string | null) => Promise<T>,
    queued: (result: T) => number,
  ): Promise<T>;
  /**
   * `fn` bound to the current request's context, for work that runs in
   * another's turn (SQLite's group commit runs every unit of a group in the
   * first one's): its outbox writes then are children of their own request.
   */
  bind<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R;
  /** Starts the span of a delivery attempt, a child of the stored traceparent of its event (a root span without one). */
  startAttempt(traceparent: string | null, attempt: AttemptStart): AttemptSpan;
  /** Ends the exporter: the spans still batched are sent first. */
  shutdown(): Promise<void>;
}

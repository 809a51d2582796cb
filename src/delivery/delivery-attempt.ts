// One attempt at one delivery, in three stages: prepare the exact bytes and
// headers (dispatch/prepare.ts), send them with the transport
// (transport/transport.ts; HTTPS is transport/https/), and classify what
// came of it (dispatch/classify.ts): delivered, retry at, failed, or gone.
// A send cut off by shutdown has no outcome: the delivery stays pending and
// is sent again (same event `_id`) by whoever serves the endpoint next.
//
// With tracing on, each attempt is a span, a child of the span that recorded
// its event (the traceparent stored with it), and a sampled one is sent as
// the `traceparent` header, which prepare sets with the signatures. Off, or
// not sampled, no traceparent is sent.
//
// Every attempt with an outcome is logged (logAttempt): a success at debug, a
// failure at warn, naming the endpoint, delivery, event, attempt number,
// status or error, duration and the receiver's host. Never the payload, a
// secret, a header value or the URL beyond its host: webhook URLs often carry
// the receiver's own token in their path or query. The answer stored with the
// attempt has the endpoint's header values and secrets masked
// (transport/response-masking.ts), as a receiver may echo what it got.
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { PendingDelivery } from '../storage/queue/next-deliveries.ts';
import type { AttemptResult } from '../storage/queue/record-results.ts';
import type { Tracing } from '../tracing/tracing.ts';
import type { DeliveryLog } from './delivery-log.ts';
import { classify, type Outcome } from './dispatch/classify.ts';
import { prepare, type EndpointTarget } from './dispatch/prepare.ts';
import type { Transport } from './transport/transport.ts';

export class DeliverySender {
  /** Set by cutOff(): sends that end now end for that, and have no outcome. */
  private cut = false;

  constructor(
    private readonly options: {
      webhook: Pick<Config['webhook'], 'retryBaseMs' | 'retryMaxMs'>;
      clock: Clock;
      transport: Transport;
      /** Stored with every attempt: which worker made it. */
      workerId: string;
      tracing?: Pick<Tracing, 'startAttempt'>;
    },
  ) {}

  /** Sends one delivery to its batch's target; null when shutdown cut it off (it stays pending, to be sent again). */
  async attempt(target: EndpointTarget, delivery: PendingDelivery): Promise<AttemptResult | null> {
    const { clock, webhook, transport } = this.options;
    const { endpointId } = target;
    const startedAt = clock.now();
    const started = performance.now();
    const attempt = delivery.attempts + 1;
    const span = this.options.tracing?.startAttempt(delivery.traceparent, {
      endpointId,
      deliveryId: delivery.id,
      eventId: delivery.event_id,
      attempt,
      host: receiverHost(target.destination),
    });
    const request = prepare(target, { eventId: delivery.event_id, payload: delivery.payload }, startedAt, span?.traceparent);
    const sent = await transport.send(request);
    if (this.cut && sent.verdict !== 'accepted') {
      span?.end(null);
      return null;
    }
    const outcome = classify(sent, attempt, clock.now(), { baseMs: webhook.retryBaseMs, maxMs: webhook.retryMaxMs });
    const { detail } = sent;
    // One object per attempt, of one shape whatever the outcome (a fast drain makes hundreds of thousands).
    const result: AttemptResult = {
      deliveryId: delivery.id,
      endpointId,
      attempt,
      startedAt,
      durationMs: Math.round(performance.now() - started),
      statusCode: detail.statusCode,
      error: detail.error,
      outcome: statusAfter(outcome),
      nextAttemptAt: outcome.kind === 'retry' || outcome.kind === 'gone' ? outcome.at : undefined,
      gone: outcome.kind === 'gone',
      workerId: this.options.workerId,
      responseHeaders: detail.responseHeaders,
      responseBody: detail.responseBody,
      responseBodyTruncated: detail.responseBodyTruncated,
    };
    span?.end(result);
    return result;
  }

  /** Cuts off the sends in flight (shutdown, after their grace): they end with no outcome. */
  cutOff(): void {
    this.cut = true;
    this.options.transport.cutOff();
  }

  async destroy(): Promise<void> {
    await this.options.transport.destroy();
  }
}

/** What the stored attempt says of the delivery: a gone one stays pending, due now, unless that was its last attempt. */
function statusAfter(outcome: Outcome): AttemptResult['outcome'] {
  if (outcome.kind === 'delivered') return 'succeeded';
  if (outcome.kind === 'gone') return outcome.at === undefined ? 'failed' : 'retry';
  return outcome.kind;
}

/** Logs one attempt's outcome (see the top of this file for what goes in, and what never does). */
export function logAttempt(log: DeliveryLog, delivery: PendingDelivery, result: AttemptResult): void {
  // Nearly every attempt succeeds, and a success is a debug line: below the
  // log's level, it costs nothing to build.
  if (result.outcome === 'succeeded' && log.isLevelEnabled?.('debug') === false) return;
  const line = {
    endpointId: result.endpointId,
    deliveryId: result.deliveryId,
    eventId: delivery.event_id,
    attempt: result.attempt,
    statusCode: result.statusCode,
    durationMs: result.durationMs,
    host: receiverHost(delivery.url),
  };
  if (result.outcome === 'succeeded') {
    log.debug(line, 'webhook delivery attempt succeeded');
  } else if (result.outcome === 'retry') {
    log.warn(
      { ...line, error: result.error, retryAt: new Date(result.nextAttemptAt!).toISOString() },
      'webhook delivery attempt failed; the delivery will be retried',
    );
  } else {
    log.warn({ ...line, error: result.error }, 'webhook delivery attempt failed; it was the last: the delivery has failed');
  }
}

/** Where a URL's authority ends. */
const AFTER_AUTHORITY = ['/', '?', '#'];

/**
 * The host (and port) of a webhook URL: what comes after `//` and any user
 * info, up to the path, query or fragment. Cut out of the string rather than
 * parsed: it runs for every attempt, and stored URLs are absolute.
 */
export function receiverHost(url: string): string {
  const scheme = url.indexOf('//');
  const start = scheme === -1 ? 0 : scheme + 2;
  let end = url.length;
  for (const stop of AFTER_AUTHORITY) {
    const at = url.indexOf(stop, start);
    if (at !== -1 && at < end) end = at;
  }
  const authority = url.slice(start, end);
  return authority.slice(authority.lastIndexOf('@') + 1);
}

// One attempt at one delivery: sign it, POST it, and decide what comes of it.
// A 2xx succeeds; anything else is retried after the back-off (backoff.ts;
// a 429 or 503's Retry-After is honoured) until MAX_ATTEMPTS, then fails.
// A 410 Gone is the receiver saying to stop (Standard Webhooks): the
// endpoint is disabled at once (storage/queue/record-results.ts) and the
// delivery stays pending, due now, first in its queue should the owner enable
// the endpoint again; it is not retried meanwhile, as nothing goes to a
// disabled endpoint.
// A send cut off by shutdown has no outcome: the delivery stays pending and
// is sent again (same event `_id`) by whoever serves the endpoint next.
//
// With tracing on, each attempt is a span, a child of the span that recorded
// its event (the traceparent stored with it), and a sampled one is sent as
// the `traceparent` header, which the engine sets here with the signatures.
// Off, or not sampled, no traceparent is sent.
//
// Every attempt with an outcome is logged (logAttempt): a success at debug, a
// failure at warn, naming the endpoint, delivery, event, attempt number,
// status or error, duration and the receiver's host. Never the payload, a
// secret, a header value or the URL beyond its host: webhook URLs often carry
// the receiver's own token in their path or query. The answer stored with the
// attempt has the endpoint's header values and secrets masked
// (response-masking.ts), as a receiver may echo what it got.
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { PendingDelivery } from '../storage/queue/next-deliveries.ts';
import type { AttemptResult } from '../storage/queue/record-results.ts';
import type { Tracing } from '../tracing/tracing.ts';
import { MAX_ATTEMPTS, nextRetryDelayMs, parseRetryAfter } from './backoff.ts';
import type { DeliveryLog } from './delivery-log.ts';
import { OutboundHttp } from './outbound-http.ts';
import type { SignerCache } from './signing.ts';

export const USER_AGENT = 'recruiting-api-webhooks/0.1';

export class DeliverySender {
  private readonly http: OutboundHttp;
  /** Set by cutOff(): sends that end now end for that, and have no outcome. */
  private cut = false;

  constructor(
    private readonly options: {
      webhook: Config['webhook'];
      clock: Clock;
      /** The endpoints' signers (SecretBackoff.canSign has opened the endpoint's before its first send). */
      signers: SignerCache;
      /** Stored with every attempt: which worker made it. */
      workerId: string;
      tracing?: Pick<Tracing, 'startAttempt'>;
    },
  ) {
    const { webhook } = options;
    this.http = new OutboundHttp({
      timeoutMs: webhook.timeoutMs,
      allowPrivateTargets: webhook.allowPrivateTargets,
      userAgent: USER_AGENT,
      connectionsPerOrigin: webhook.connectionsPerOrigin,
      proxyUrl: webhook.proxyUrl,
      localReceiverCertificate: webhook.localReceiverCertificate,
    });
  }

  /** Sends one delivery; null when shutdown cut it off (it stays pending, to be sent again). */
  async attempt(endpointId: string, delivery: PendingDelivery): Promise<AttemptResult | null> {
    const { clock, webhook } = this.options;
    const startedAt = clock.now();
    const started = performance.now();
    const attempt = delivery.attempts + 1;
    // Encoded once: the bytes signed (twice, for the two schemes) are the bytes sent.
    const body = Buffer.from(delivery.payload, 'utf8');
    const signer = this.options.signers.get(endpointId, delivery);
    const signed = signer.sign(delivery.event_id, startedAt, body);
    // The endpoint's custom headers first: the engine's own can't be overridden.
    const own = signer.customHeaders === undefined ? signed : { ...signer.customHeaders, ...signed };
    const span = this.options.tracing?.startAttempt(delivery.traceparent, {
      endpointId,
      deliveryId: delivery.id,
      eventId: delivery.event_id,
      attempt,
      host: receiverHost(delivery.url),
    });
    const headers = span?.traceparent === undefined ? own : { ...own, traceparent: span.traceparent };
    const outcome = await this.http.post(delivery.url, headers, body, signer.responseMask);
    if (this.cut && !outcome.ok) {
      span?.end(null);
      return null;
    }
    // One object per attempt, of one shape whatever the outcome (a fast drain makes hundreds of thousands).
    const result: AttemptResult = {
      deliveryId: delivery.id,
      endpointId,
      attempt,
      startedAt,
      durationMs: Math.round(performance.now() - started),
      statusCode: outcome.statusCode,
      error: outcome.error,
      outcome: 'succeeded',
      nextAttemptAt: undefined,
      gone: false,
      workerId: this.options.workerId,
      responseHeaders: outcome.responseHeaders,
      responseBody: outcome.responseBody,
      responseBodyTruncated: outcome.responseBodyTruncated,
    };
    if (outcome.ok) {
      span?.end(result);
      return result;
    }
    if (outcome.statusCode === 410) {
      result.gone = true;
      result.outcome = attempt >= MAX_ATTEMPTS ? 'failed' : 'retry';
      result.nextAttemptAt = attempt >= MAX_ATTEMPTS ? undefined : clock.now();
      span?.end(result);
      return result;
    }
    if (attempt >= MAX_ATTEMPTS) {
      result.outcome = 'failed';
      span?.end(result);
      return result;
    }
    const honoursRetryAfter = outcome.statusCode === 429 || outcome.statusCode === 503;
    const retryAfterMs = honoursRetryAfter ? parseRetryAfter(outcome.retryAfter, clock.now()) : undefined;
    const delay = nextRetryDelayMs(attempt, { baseMs: webhook.retryBaseMs, maxMs: webhook.retryMaxMs }, retryAfterMs);
    result.outcome = 'retry';
    result.nextAttemptAt = clock.now() + delay;
    span?.end(result);
    return result;
  }

  /** Cuts off the sends in flight (shutdown, after their grace): they end with no outcome. */
  cutOff(): void {
    this.cut = true;
    this.http.cutOff();
  }

  async destroy(): Promise<void> {
    await this.http.destroy();
  }
}

/** Logs one attempt's outcome (see the top of this file for what goes in, and what never does). */
export function logAttempt(log: DeliveryLog, delivery: PendingDelivery, result: AttemptResult): void {
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

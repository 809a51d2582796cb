// Deliveries over HTTPS: a POST of the prepared bytes (outbound-http.ts, over
// one pool for the process under the address policy, each send under its
// deadline), read as the engine's verdict. A 2xx is taken; a 410 Gone is the
// receiver saying to stop (Standard Webhooks); anything else, or no answer,
// is a refusal, with the wait a 429 or 503 asked for in its Retry-After
// (backoff.ts decides how much of it counts).
import type { Config } from '../../../config.ts';
import { parseRetryAfter } from '../../backoff.ts';
import type { PreparedRequest, SendResult, Transport } from '../transport.ts';
import { OutboundHttp, type OutboundOptions } from './outbound-http.ts';

/** What deliveries (and receiver checks) say they are. */
export const USER_AGENT = 'recruiting-api-webhooks/0.1';

export class HttpsTransport implements Transport {
  private readonly http: OutboundHttp;

  constructor(
    options: Omit<OutboundOptions, 'userAgent'>,
    /** Epoch ms, the clock a Retry-After date is read against. */
    private readonly now: () => number,
  ) {
    this.http = new OutboundHttp({ ...options, userAgent: USER_AGENT });
  }

  async send(request: PreparedRequest): Promise<SendResult> {
    const outcome = await this.http.post(request.destination, request.headers, request.body, request.answerMask);
    const { statusCode } = outcome;
    const asksToWait = statusCode === 429 || statusCode === 503;
    return {
      verdict: outcome.ok ? 'accepted' : statusCode === 410 ? 'gone' : 'refused',
      retryAfterMs: asksToWait ? parseRetryAfter(outcome.retryAfter, this.now()) : undefined,
      detail: outcome,
    };
  }

  cutOff(): void {
    this.http.cutOff();
  }

  destroy(): Promise<void> {
    return this.http.destroy();
  }
}

/** The transport the settings describe (WEBHOOK_*); `timeoutMs`, when given, shortens the sends' deadline. */
export function httpsTransport(webhook: Config['webhook'], now: () => number, timeoutMs = webhook.timeoutMs): HttpsTransport {
  return new HttpsTransport(
    {
      timeoutMs,
      allowPrivateTargets: webhook.allowPrivateTargets,
      connectionsPerOrigin: webhook.connectionsPerOrigin,
      proxyUrl: webhook.proxyUrl,
      localReceiverCertificate: webhook.localReceiverCertificate,
    },
    now,
  );
}

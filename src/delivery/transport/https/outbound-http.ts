// Outbound HTTPS for deliveries: one undici dispatcher for the process
// (outbound-agent.ts: straight or through the outbound proxy, under the
// address policy), which keeps a keep-alive connection pool per origin
// (uncapped by default, so a host's hanging endpoints can't hold its healthy
// ones back). Redirects are never followed; at most MAX_RESPONSE_BYTES of an
// answer is read (answer-collector.ts), with the endpoint's secrets masked in it
// (response-masking.ts); a failure is described in words an endpoint owner
// can act on (it is stored with the attempt and logged).
import type { Dispatcher } from 'undici';
import { boundedMemo } from '../../../bounded-memo.ts';
import { addressClass } from './address-policy.ts';
import { collectAnswer, storableText } from './answer-collector.ts';
import { createOutboundAgent } from './outbound-agent.ts';
import type { ResponseMask } from '../response-masking.ts';
import { SendDeadlines } from './send-deadlines.ts';

export interface AttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  /** Why the attempt failed, for the attempt record; null on success. */
  error: string | null;
  retryAfter?: string;
  /** A few of the response's headers (see keptHeaders); null when no response came. */
  responseHeaders: Record<string, string> | null;
  /** The start of the response body as text (at most MAX_RESPONSE_BYTES); null when no response came. */
  responseBody: string | null;
  /** True when the body was longer than what is kept. */
  responseBodyTruncated: boolean;
}

export interface OutboundOptions {
  timeoutMs: number;
  allowPrivateTargets: boolean;
  userAgent: string;
  /** null or absent: no cap, one connection per request in flight (see Config.webhook.connectionsPerOrigin). */
  connectionsPerOrigin?: number | null;
  /** Deliveries go through this http:// or https:// proxy (WEBHOOK_PROXY_URL); null or absent: straight. */
  proxyUrl?: string | null;
  /** Config.webhook.localReceiverCertificate: also trusted for loopback hosts. */
  localReceiverCertificate?: string | null;
}

/** Response headers kept per attempt, and how much of each: enough to debug, bounded per stored attempt. */
export const MAX_RESPONSE_HEADERS = 12;
const MAX_HEADER_NAME = 64;
const MAX_HEADER_VALUE = 256;
/** Never stored: a receiver's cookies may be credentials of its own. */
const UNKEPT_HEADERS = new Set(['set-cookie', 'set-cookie2', 'authorization', 'proxy-authenticate', 'www-authenticate']);

/**
 * OpenSSL's reasons for refusing a peer's certificate, as Node names them in
 * `code`, and Node's own for a certificate that is not for the name.
 */
const CERTIFICATE_REFUSALS = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'CERT_SIGNATURE_FAILURE',
  'CERT_CHAIN_TOO_LONG',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_DECRYPT_CERT_SIGNATURE',
  'UNABLE_TO_DECODE_ISSUER_PUBLIC_KEY',
  'ERROR_IN_CERT_NOT_BEFORE_FIELD',
  'ERROR_IN_CERT_NOT_AFTER_FIELD',
  'INVALID_CA',
  'INVALID_PURPOSE',
  'PATH_LENGTH_EXCEEDED',
  'HOSTNAME_MISMATCH',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** undici's words when the proxy answers a CONNECT with anything but 200. */
const PROXY_REFUSAL = /^Proxy response \((\d+)\) !== 200/;

/** Why an attempt failed, in words for the attempt record and the log (never the URL's query: no message here holds it). */
function describeError(error: unknown, timeoutMs: number): string {
  const e = error as { code?: string; message?: string; name?: string; cause?: unknown };
  // fetch-style wrappers, and undici's wrapper of a TLS name mismatch inside a proxy tunnel.
  if (e.cause && (e.name === 'TypeError' || e.name === 'AbortError' || e.code === 'UND_ERR_PRX_TLS'))
    return describeError(e.cause, timeoutMs);
  if (
    e.name === 'TimeoutError' ||
    e.code === 'UND_ERR_HEADERS_TIMEOUT' ||
    e.code === 'UND_ERR_BODY_TIMEOUT' ||
    e.code === 'UND_ERR_CONNECT_TIMEOUT'
  ) {
    return `timeout: no answer within ${timeoutMs} ms`;
  }
  if (e.code === 'ENOTFOUND') return `${(error as { hostname?: string }).hostname ?? 'the host'}: not found (ENOTFOUND)`;
  const message = withoutAddress(error, (e.message ?? String(error)).slice(0, 300));
  if (e.code && CERTIFICATE_REFUSALS.has(e.code)) return `TLS certificate refused (${e.code}): ${message}`;
  const proxyStatus = PROXY_REFUSAL.exec(message)?.[1];
  if (proxyStatus) return `the outbound proxy refused the tunnel: HTTP ${proxyStatus}`;
  return e.code && !message.includes(e.code) ? `${e.code}: ${message}` : message;
}

/**
 * `message` with the address a connection failed at (a system error's
 * `address`, as in `connect ECONNREFUSED 10.1.2.3:443`) replaced by its kind
 * (`a private address (port 443)`): the address a name resolved to would let
 * whoever reads the error map the service's internal DNS. Plain substring
 * replacement of the error's own field.
 */
function withoutAddress(error: unknown, message: string): string {
  const { address, port } = error as { address?: unknown; port?: unknown };
  if (typeof address !== 'string' || address === '') return message;
  const kind = addressClass(address);
  const withPort = port === undefined ? message : message.split(`${address}:${String(port)}`).join(`${kind} (port ${String(port)})`);
  return withPort.split(address).join(kind);
}

export class OutboundHttp {
  private readonly agent: Dispatcher;
  /**
   * The time limits of every send in flight, on one timer (send-deadlines.ts).
   * (A timer per send cost a timer made and cleared per attempt;
   * AbortSignal.timeout keeps its timer and signal alive for the whole
   * timeout, and AbortSignal.any ties each attempt's signal to a long-lived
   * one: in a fast drain that kept hundreds of thousands of finished
   * attempts' signals on the heap.)
   */
  private readonly deadlines: SendDeadlines;

  constructor(private readonly options: OutboundOptions) {
    this.agent = createOutboundAgent(options);
    this.deadlines = new SendDeadlines(options.timeoutMs);
  }

  /**
   * POSTs `body` (the bytes that were signed, or text sent as UTF-8); ends
   * with an outcome, never throws. `mask`, when given, is applied to the
   * answer's body and headers before they are cut to size and returned.
   */
  async post(
    url: string,
    headers: Readonly<Record<string, string | undefined>>,
    body: string | Uint8Array,
    mask?: ResponseMask,
  ): Promise<AttemptOutcome> {
    const send = this.deadlines.start();
    try {
      const { origin, path } = splitUrl(url);
      const answer = await collectAnswer(this.agent, {
        origin,
        path,
        headers: { 'content-type': 'application/json', 'user-agent': this.options.userAgent, ...headers },
        body,
        send,
      });
      const { statusCode } = answer;
      const ok = statusCode >= 200 && statusCode < 300;
      const retryAfter = answer.headers['retry-after'];
      return {
        ok,
        statusCode,
        error: ok ? null : statusCode >= 300 && statusCode < 400 ? `HTTP ${statusCode} (redirects are not followed)` : `HTTP ${statusCode}`,
        retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
        responseHeaders: keptHeaders(answer.headers, mask),
        responseBody: mask === undefined || mask.empty ? answer.text : mask.apply(answer.text, answer.truncated),
        responseBodyTruncated: answer.truncated,
      };
    } catch (error) {
      return {
        ok: false,
        statusCode: null,
        error: describeError(error, this.options.timeoutMs),
        responseHeaders: null,
        responseBody: null,
        responseBodyTruncated: false,
      };
    } finally {
      send.end();
    }
  }

  /** Ends every send in flight now, and any begun after, with an error (shutdown, after the sends' grace). */
  cutOff(): void {
    this.deadlines.cutOff();
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  destroy(): Promise<void> {
    return this.agent.destroy();
  }
}

/**
 * The first MAX_RESPONSE_HEADERS headers of a response, in the order received,
 * each masked (when `mask` is given) and then cut to a bounded length; cookies
 * and authentication headers are left out.
 */
export function keptHeaders(headers: Record<string, string | string[] | undefined>, mask?: ResponseMask): Record<string, string> {
  const masking = mask !== undefined && !mask.empty;
  const kept: Record<string, string> = {};
  let count = 0;
  for (const [name, raw] of Object.entries(headers)) {
    if (count >= MAX_RESPONSE_HEADERS) break;
    const lower = name.toLowerCase();
    if (raw === undefined || UNKEPT_HEADERS.has(lower) || lower.length > MAX_HEADER_NAME) continue;
    const whole = Array.isArray(raw) ? raw.join(', ') : raw;
    const value = masking ? mask.apply(whole) : whole;
    kept[masking ? mask.apply(lower) : lower] = storableText(
      value.length > MAX_HEADER_VALUE ? value.slice(0, MAX_HEADER_VALUE - 1) + '…' : value,
    );
    count++;
  }
  return kept;
}

/** Where a webhook URL's requests go, as undici's `request()` splits it: the origin, and the path with the query. */
const splitUrl = boundedMemo((url: string) => {
  const parsed = new URL(url);
  return { origin: parsed.origin, path: parsed.search ? `${parsed.pathname}${parsed.search}` : parsed.pathname };
}, 1_000);

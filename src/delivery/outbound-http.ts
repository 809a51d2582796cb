// Outbound HTTPS for deliveries: one undici Agent for the process, which keeps
// a keep-alive connection pool per origin (uncapped by default, so a host's
// hanging endpoints can't hold its healthy ones back), never follows redirects, and
// refuses private and reserved addresses at connect time (unless allowed),
// checking the address actually connected to so DNS rebinding can't get around it.
import dns from 'node:dns';
import net from 'node:net';
import { Agent, buildConnector, request } from 'undici';
import { isForbiddenAddress } from './address-policy.ts';

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
}

/** The most of a response body that is read and kept; the rest is dropped with the connection. */
export const MAX_RESPONSE_BYTES = 4096;
/** Response headers kept per attempt, and how much of each: enough to debug, bounded per stored attempt. */
export const MAX_RESPONSE_HEADERS = 12;
const MAX_HEADER_NAME = 64;
const MAX_HEADER_VALUE = 256;
/** Never stored: a receiver's cookies may be credentials of its own. */
const UNKEPT_HEADERS = new Set(['set-cookie', 'set-cookie2', 'authorization', 'proxy-authenticate', 'www-authenticate']);

class ForbiddenTargetError extends Error {
  readonly code = 'ERR_FORBIDDEN_TARGET';
  constructor(address: string) {
    super(`refused to connect to ${address}: private or reserved address`);
  }
}

/** dns.lookup that fails instead of returning a forbidden address. */
function guardedLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: (error: Error | null, address?: string | dns.LookupAddress[], family?: number) => void,
): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error);
    const list = addresses as dns.LookupAddress[];
    const allowed = list.filter((a) => !isForbiddenAddress(a.address));
    if (allowed.length === 0) return callback(new ForbiddenTargetError(`${hostname} (${list.map((a) => a.address).join(', ')})`));
    if (options.all) return callback(null, allowed);
    callback(null, allowed[0]!.address, allowed[0]!.family);
  });
}

/**
 * undici runs its connect, headers and body timeouts on a coarse shared clock
 * that can fire up to half a second early, which would fail a receiver that
 * answers within WEBHOOK_TIMEOUT_MS. The deadline of an attempt is the exact
 * AbortSignal in post(); undici's own timers are a backstop set this far past it.
 */
const COARSE_TIMER_MARGIN_MS = 1_000;

function createAgent(options: OutboundOptions): Agent {
  const guard = !options.allowPrivateTargets;
  const base = buildConnector({
    timeout: Math.min(options.timeoutMs, 10_000) + COARSE_TIMER_MARGIN_MS,
    ...(guard ? { lookup: guardedLookup } : {}),
  } as buildConnector.BuildOptions);
  const connect: buildConnector.connector = (connectOptions, callback) => {
    if (guard && net.isIP(connectOptions.hostname.replace(/^\[|\]$/g, '')) && isForbiddenAddress(connectOptions.hostname)) {
      callback(new ForbiddenTargetError(connectOptions.hostname), null);
      return;
    }
    base(connectOptions, (error, socket) => {
      if (error || !socket) return callback(error, null);
      const remote = socket.remoteAddress;
      // The second check: whatever name resolution did, the peer itself must be allowed.
      if (guard && (!remote || isForbiddenAddress(remote))) {
        socket.destroy();
        return callback(new ForbiddenTargetError(remote ?? connectOptions.hostname), null);
      }
      callback(null, socket);
    });
  };
  return new Agent({
    connect,
    connections: options.connectionsPerOrigin ?? null,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 120_000,
    headersTimeout: options.timeoutMs + COARSE_TIMER_MARGIN_MS,
    bodyTimeout: options.timeoutMs + COARSE_TIMER_MARGIN_MS,
  });
}

function describeError(error: unknown, timeoutMs: number): string {
  const e = error as { code?: string; message?: string; name?: string; cause?: unknown };
  if (e.cause && (e.name === 'TypeError' || e.name === 'AbortError')) return describeError(e.cause, timeoutMs);
  if (
    e.name === 'TimeoutError' ||
    e.code === 'UND_ERR_HEADERS_TIMEOUT' ||
    e.code === 'UND_ERR_BODY_TIMEOUT' ||
    e.code === 'UND_ERR_CONNECT_TIMEOUT'
  ) {
    return `timeout: no answer within ${timeoutMs} ms`;
  }
  const message = (e.message ?? String(error)).slice(0, 300);
  return e.code && !message.includes(e.code) ? `${e.code}: ${message}` : message;
}

export class OutboundHttp {
  private readonly agent: Agent;

  constructor(private readonly options: OutboundOptions) {
    this.agent = createAgent(options);
  }

  async post(
    url: string,
    headers: Readonly<Record<string, string | undefined>>,
    body: string,
    signal?: AbortSignal,
  ): Promise<AttemptOutcome> {
    // One controller per attempt, its timer cleared as soon as the attempt ends.
    // (AbortSignal.timeout keeps its timer and signal alive for the whole
    // timeout, and AbortSignal.any ties each attempt's signal to the worker's
    // long-lived one: in a fast drain that kept hundreds of thousands of
    // finished attempts' signals on the heap.)
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('The attempt timed out', 'TimeoutError')), this.options.timeoutMs);
    const stop = () => controller.abort(signal!.reason);
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
    try {
      const response = await request(url, {
        method: 'POST',
        dispatcher: this.agent,
        headers: { 'content-type': 'application/json', 'user-agent': this.options.userAgent, ...headers },
        body,
        signal: controller.signal,
      });
      const received = await readSome(response.body);
      const statusCode = response.statusCode;
      const ok = statusCode >= 200 && statusCode < 300;
      const retryAfter = response.headers['retry-after'];
      return {
        ok,
        statusCode,
        error: ok ? null : statusCode >= 300 && statusCode < 400 ? `HTTP ${statusCode} (redirects are not followed)` : `HTTP ${statusCode}`,
        retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
        responseHeaders: keptHeaders(response.headers),
        responseBody: received.text,
        responseBodyTruncated: received.truncated,
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
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
    }
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
 * each cut to a bounded length; cookies and authentication headers are left out.
 */
export function keptHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  let count = 0;
  for (const [name, raw] of Object.entries(headers)) {
    if (count >= MAX_RESPONSE_HEADERS) break;
    const lower = name.toLowerCase();
    if (raw === undefined || UNKEPT_HEADERS.has(lower) || lower.length > MAX_HEADER_NAME) continue;
    const value = Array.isArray(raw) ? raw.join(', ') : raw;
    kept[lower] = storableText(value.length > MAX_HEADER_VALUE ? value.slice(0, MAX_HEADER_VALUE - 1) + '…' : value);
    count++;
  }
  return kept;
}

/** PostgreSQL text can't hold U+0000; a receiver may answer with any bytes. */
function storableText(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '\ufffd') : text;
}

/**
 * Reads at most MAX_RESPONSE_BYTES of a response, as text. A body read to its
 * end keeps the connection for reuse; a longer one is cut off, closing that
 * connection. A multi-byte character cut in two at the limit is left out
 * rather than shown broken.
 */
function readSome(body: NodeJS.ReadableStream & { destroy(): void }): Promise<{ text: string; truncated: boolean }> {
  // Events rather than `for await`: an async iterator costs a promise and a
  // result object per chunk, for bodies that are mostly empty or a few bytes.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let read = 0;
    const finish = (truncated: boolean) => {
      body.off('data', onData);
      body.off('end', onEnd);
      // An error after the end (of a body cut off, say) must not go unheard: it would end the process.
      body.off('error', reject);
      body.on('error', ignore);
      const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      // stream: true holds back an incomplete character at the end instead of
      // decoding it as U+FFFD; a whole body is decoded by the shared decoder.
      const text = truncated
        ? new TextDecoder('utf-8').decode(bytes, { stream: true })
        : chunks.length === 0
          ? ''
          : wholeBodyDecoder.decode(bytes);
      resolve({ text: storableText(text), truncated });
    };
    const onData = (chunk: Buffer) => {
      const room = MAX_RESPONSE_BYTES - read;
      if (chunk.length > room) {
        if (room > 0) chunks.push(chunk.subarray(0, room));
        read = MAX_RESPONSE_BYTES;
        body.destroy();
        finish(true);
        return;
      }
      chunks.push(chunk);
      read += chunk.length;
    };
    const onEnd = () => finish(false);
    body.on('data', onData);
    body.on('end', onEnd);
    body.on('error', reject);
    // Closed without an end or an error: the attempt must still end (after a resolve this does nothing).
    body.once('close', () => reject(new Error('the response body was closed before its end')));
  });
}

const ignore = () => {};

/** Decodes whole bodies only (never with `stream`), so it holds no state between them. */
const wholeBodyDecoder = new TextDecoder('utf-8');

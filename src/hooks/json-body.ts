// The parser of every JSON request body. Fastify's own decodes bytes leniently
// and accepts any content coding; this one refuses, with a 4xx in the Error
// shape, what it would otherwise turn into something the client did not send:
// - bytes that are not UTF-8 (lenient decoding stores U+FFFD in their place);
// - strings holding U+0000 (PostgreSQL text cannot store it: it was a 500
//   there while SQLite stored it) or unpaired surrogates (stored as U+FFFD);
// - a Content-Encoding or Transfer-Encoding (gzip...) this service does not
//   decode: the body would be parsed as if it were plain.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../errors.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string of a request can't be stored as given (the error of a body or form field that holds one). */
export const UNSTORABLE_TEXT = 'Strings must not contain U+0000 or unpaired surrogate characters';

/** Whether `text` holds U+0000 or an unpaired surrogate, which can't be stored as given (see above). */
export function isUnstorableText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** The first string (value or key) of a parsed body that can't be stored as given, by an iterative walk: bodies may nest deeper than the stack. */
function unstorableString(value: unknown): string | undefined {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (isUnstorableText(item)) return item;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) stack.push(key, child);
    }
  }
  return undefined;
}

/** Whether a coding header names only codings that leave the bytes as they are (or `allowed`). */
function plainCodings(header: string | undefined, allowed: string): boolean {
  return header === undefined || header.split(',').every((coding) => ['', 'identity', allowed].includes(coding.trim().toLowerCase()));
}

type Done = (error: Error | null, body?: unknown) => void;

/**
 * Installs the JSON parser on `app` (and the scopes it encapsulates). With
 * `emptyBody: 'none'` an empty body is no body rather than a 400.
 *
 * On a route that takes no body (no body schema: a DELETE, a GET-like POST)
 * an empty body is no body whatever the option: many clients send
 * `Content-Type: application/json` on every request (a common axios set-up),
 * with nothing after it.
 */
export function installJsonBodyParser(app: FastifyInstance, options: { emptyBody: 'error' | 'none' }): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request: FastifyRequest, bytes: Buffer | string, done: Done) => {
    if (!plainCodings(request.headers['content-encoding'], 'identity') || !plainCodings(request.headers['transfer-encoding'], 'chunked')) {
      return done(new ApiError(415, 'unsupportedContentEncoding', 'Compressed bodies are not supported; send the body uncompressed'));
    }
    if (bytes.length === 0 && (options.emptyBody === 'none' || request.routeOptions.schema?.body === undefined)) {
      return done(null, undefined);
    }
    let text: string;
    try {
      text = typeof bytes === 'string' ? bytes : utf8.decode(bytes);
    } catch {
      return done(badRequest('invalidJson', 'Request body is not valid UTF-8'));
    }
    // Fastify's default parser answers through the callback; its type also allows the promise form, which it never takes.
    void parseJson(request, text, (error, body) => {
      if (error) return done(error);
      // Only an escape can put U+0000 or a lone surrogate in a parsed string.
      if (text.includes('\\u') && unstorableString(body) !== undefined) {
        return done(badRequest('invalidRequest', UNSTORABLE_TEXT));
      }
      done(null, body);
    });
  });
}

/**
 * Fastify never reads a body sent with GET or HEAD. Left unread, it makes the
 * kernel reset the connection when the server closes it after answering, and
 * the reset drops whatever of a large answer (the OpenAPI document) had not
 * reached the client yet. Such a body is read and dropped before the route
 * runs, up to `limit` bytes (413 past that, as on other routes).
 */
export function drainIgnoredBodies(app: FastifyInstance, limit: number): void {
  // A callback hook: nearly every request has nothing to drain, and then it
  // costs no promise (an async hook makes one on every request).
  app.addHook('onRequest', (request, _reply, done) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] === undefined) ||
      request.raw.readableEnded
    ) {
      done();
      return;
    }
    drain(request.raw, limit).then(() => done(), done);
  });
}

/** Reads and drops a body nobody will read, up to `limit` bytes (413 past that). */
function drain(body: IncomingMessage, limit: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let read = 0;
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limit) {
        cleanUp();
        reject(new ApiError(413, 'payloadTooLarge', 'Request body is too large'));
      }
    };
    const done = () => {
      cleanUp();
      resolve();
    };
    const cleanUp = () => {
      body.off('data', onData);
      body.off('end', done);
      body.off('error', done);
      body.off('close', done);
    };
    body.on('data', onData);
    body.once('end', done);
    body.once('error', done);
    body.once('close', done);
  });
}

/**
 * How much of a body over the limit is read and dropped before the 413 is
 * sent, as a multiple of the limit. Answering while the client is still
 * sending, and closing the connection (which a 413 must: the rest of the body
 * would be read as the next request), makes the client's next write fail
 * (EPIPE, or a reset that drops the answer) before it reads the 413. Reading
 * the rest first lets it read the answer; past this bound the connection is
 * closed at once, and the request timeout bounds the time a slow sender takes.
 */
export const TOO_LARGE_DRAIN_FACTOR = 8;

/**
 * Reads and drops what is left of a request's body, at most `maxBytes` more
 * (none when its Content-Length already says more than that). Resolves when
 * the body has ended, the bound is passed or the connection is gone; never
 * rejects.
 */
export function discardRestOfBody(raw: IncomingMessage, maxBytes: number): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let read = 0;
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) done();
    };
    const done = () => {
      raw.off('data', onData);
      raw.off('end', done);
      raw.off('error', done);
      raw.off('close', done);
      resolve();
    };
    raw.on('data', onData);
    raw.once('end', done);
    raw.once('error', done);
    raw.once('close', done);
    raw.resume();
  });
}

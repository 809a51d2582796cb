// Conditional requests of the API: every successful JSON answer to a GET (or
// HEAD) carries an ETag, a strong validator made from the hash of the body's
// bytes, and a request whose If-None-Match names it is answered 304 Not
// Modified without a body. A client that polls (the console, an integration
// that watches a list) then gets a few header bytes for an unchanged answer
// instead of the whole of it. The answer is still computed: the validator is
// the answer's own bytes, never a guess about what changed, so it is exact
// whatever the route, its query or the caller's view of the data.
import { hash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The answers that get a validator: the API's, not the console's files or the probes. */
const API_PREFIX = '/v3/';

export function installConditionalGet(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer, and an async
  // hook costs a promise and a turn of the microtask queue each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (!request.url.startsWith(API_PREFIX) || !isJson(reply.getHeader('content-type'))) return done(null, payload);
    // A route that keeps an answer's bytes keeps their tag too (the endpoint list's cache), made by entityTag.
    const preset = reply.getHeader('etag');
    // The text made bytes once, here: hashed, and then sent as they are (a
    // string would be encoded again on its way to the socket).
    const body = typeof preset === 'string' || Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const tag = typeof preset === 'string' ? preset : entityTag(body);
    if (preset === undefined) reply.header('etag', tag);
    if (!matches(request.headers['if-none-match'], tag)) return done(null, body);
    reply.code(304);
    reply.removeHeader('content-type');
    // HEAD: Fastify's own last hook measures the body (a 304 may say the length of the 200) and sends none.
    if (request.method === 'HEAD') return done(null, body);
    reply.removeHeader('content-length');
    done(null, null);
  });
}

/** A strong validator: the SHA-256 of the bytes sent, quoted as RFC 9110 wants. */
export function entityTag(body: string | Buffer): string {
  return `"${hash('sha256', body, 'base64url')}"`;
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}

/**
 * Whether If-None-Match names `tag`: `*`, or a list of entity tags compared
 * weakly (a `W/` prefix ignored), as RFC 9110 says for this header.
 */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const candidate = part.trim();
    if (candidate === '*') return true;
    if ((candidate.startsWith('W/') ? candidate.slice(2) : candidate) === tag) return true;
  }
  return false;
}

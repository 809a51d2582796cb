// Conditional requests of the API: every successful JSON answer to a GET (or
// HEAD) carries an ETag, a strong validator made from the hash of the body's
// bytes, and a request whose If-None-Match names it is answered 304 Not
// Modified without a body. A client that polls (the console, an integration
// that watches a list) then gets a few header bytes for an unchanged answer
// instead of the whole of it. The answer is still computed: the validator is
// the answer's own bytes, never a guess about what changed, so it is exact
// whatever the route, its query or the caller's view of the data.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The answers that get a validator: the API's, not the console's files or the probes. */
const API_PREFIX = '/v3/';

export function installConditionalGet(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!request.url.startsWith(API_PREFIX) || !isJson(reply.getHeader('content-type'))) return payload;
    // A route that keeps an answer's bytes keeps their tag too (the endpoint list's cache), made by entityTag.
    const preset = reply.getHeader('etag');
    const tag = typeof preset === 'string' ? preset : entityTag(payload);
    if (preset === undefined) reply.header('etag', tag);
    if (!matches(request.headers['if-none-match'], tag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    // HEAD: Fastify's own last hook measures the body (a 304 may say the length of the 200) and sends none.
    if (request.method === 'HEAD') return payload;
    reply.removeHeader('content-length');
    return null;
  });
}

/** A strong validator: the SHA-256 of the bytes sent, quoted as RFC 9110 wants. */
export function entityTag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
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

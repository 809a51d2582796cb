// What the request log line says of a request. Fastify's own line logs the
// URL as sent, query string included, and a client that puts its token in
// the query (`?access_token=...`, which this API never asks for but some
// tools do) would leave it in every log. Query values that look like
// credentials are replaced; the path and the other parameters stay, as they
// say what was asked.
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Parameter names that carry credentials in common tools and APIs. */
const SECRET_NAME = /token|secret|password|passwd|pwd|key|auth|session|sig|credential|code/i;
/** This service's own credentials, wherever they appear. */
const OWN_CREDENTIAL = /(rs_pat_|rs_st_|whsec_)[^&#/?\s]+/gi;
/** A long opaque value: base64, base64url or hex of a random string. */
const OPAQUE = /^[A-Za-z0-9_\-+/=.~%]{32,}$/;

/** The URL with its credential-looking query values, and this service's tokens anywhere in it, replaced. */
export function redactUrl(url: string): string {
  const withoutTokens = url.replace(OWN_CREDENTIAL, `$1${REDACTED}`);
  const queryStart = withoutTokens.indexOf('?');
  if (queryStart === -1) return withoutTokens;
  const path = withoutTokens.slice(0, queryStart);
  const query = withoutTokens
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return OPAQUE.test(pair) ? REDACTED : pair;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      let decodedName = name;
      try {
        decodedName = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: judged as written
      }
      return value !== '' && (SECRET_NAME.test(decodedName) || OPAQUE.test(value)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request serializer (same fields), with the URL redacted. */
export function serializeRequest(request: FastifyRequest): {
  method: string;
  url: string;
  version: string | undefined;
  host: string;
  remoteAddress: string;
  remotePort: number | undefined;
} {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// Security headers on every response (helmet), chosen for the web console
// that the service serves at / and harmless on the API's JSON:
// - a Content-Security-Policy that allows only the service's own scripts,
//   styles, images and API, with no inline script or style, no plugins, no
//   framing and no form posts elsewhere;
// - no Strict-Transport-Security: the service speaks plain HTTP and TLS is
//   the business of the proxy in front of it, which knows the domain's policy;
// - no upgrade-insecure-requests: on http://127.0.0.1:3000 it would send the
//   browser to an https port that does not exist.
//
// Why computed once: the headers depend on the options only (no directive is
// a function of the request, no nonces), so helmet runs once at start-up
// against a recording response and every request gets the recorded set.
// @fastify/helmet built helmet's middleware anew on every request (parsing
// the policy each time): a tenth of the CPU of a small authenticated GET.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'script-src-attr': ["'none'"],
};

/** The headers helmet sets with this service's options, by lower-case name. */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
  let failure: unknown;
  // Every part of helmet sets its header synchronously and calls next at once.
  middleware({} as never, recorder as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  // On the raw response, as helmet does: every answer carries them, also the
  // ones Fastify makes before routing (404, 400 of a malformed URL).
  const entries = Object.entries(headers);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of entries) raw.setHeader(name, value);
    done();
  });
}

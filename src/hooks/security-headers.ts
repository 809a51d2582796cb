// Security headers on every response (@fastify/helmet), chosen for the web
// console that the service serves at / and harmless on the API's JSON:
// - a Content-Security-Policy that allows only the service's own scripts,
//   styles, images and API, with no inline script or style, no plugins, no
//   framing and no form posts elsewhere;
// - no Strict-Transport-Security: the service speaks plain HTTP and TLS is
//   the business of the proxy in front of it, which knows the domain's policy;
// - no upgrade-insecure-requests: on http://127.0.0.1:3000 it would send the
//   browser to an https port that does not exist.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
}

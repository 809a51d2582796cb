// The web console's session cookie: the console keeps its session token in an
// HttpOnly cookie (no script can read it, a new tab or a bookmark of the same
// browser is still signed in), and the API reads it only where the request
// also proves it comes from the console's own pages. API clients are not
// concerned: an Authorization header always wins, and bearer auth is unchanged.
//
// Cross-site request forgery is refused three ways: the cookie is
// SameSite=Strict (another site's page never sends it), a cookie counts only
// beside the CONSOLE_HEADER (which no form, link or image can send, and which
// a script of another origin could send only after a CORS preflight that the
// API never allows with credentials), and a browser's Sec-Fetch-Site, when
// sent, must say same-origin.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS } from '../services/auth-service.ts';

export const SESSION_COOKIE = 'recruiting_console_session';
/** The header the console sends with every request; its value is not a secret. */
export const CONSOLE_HEADER = 'x-recruiting-console';

/** The value of the cookie `name` in a Cookie header, without a pattern (the header is untrusted text). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** The request is the console's own: its header, and no browser saying it comes from elsewhere. */
export function fromConsole(request: FastifyRequest): boolean {
  if (request.headers[CONSOLE_HEADER] === undefined) return false;
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin';
}

/**
 * The Authorization of a request: its header when it has one, else the
 * console's cookie as a bearer token when the request comes from the console.
 */
export function authorizationOf(request: FastifyRequest): string | undefined {
  if (request.headers.authorization !== undefined) return request.headers.authorization;
  if (!fromConsole(request)) return undefined;
  const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
  return token ? `Bearer ${token}` : undefined;
}

/** The session token of the console's cookie, when the request comes from the console. */
export function consoleSessionToken(request: FastifyRequest): string | undefined {
  return fromConsole(request) ? cookieValue(request.headers.cookie, SESSION_COOKIE) : undefined;
}

/**
 * Secure over HTTPS, and on a loopback address, where browsers keep Secure
 * cookies over plain HTTP; left out only for plain HTTP to another host (a
 * trial on a LAN address), where a browser would drop a Secure cookie and the
 * console could not sign in at all.
 */
function secure(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  const host = request.hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]' || host === '::1';
}

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const attributes = [`${SESSION_COOKIE}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict'];
  if (secure(request)) attributes.push('Secure');
  return attributes.join('; ');
}

/** Keeps `token` in the cookie for as long as a session token can live unused. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('set-cookie', cookie(request, token, Math.floor(SESSION_TTL_MS / 1000)));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookie(request, '', 0));
}

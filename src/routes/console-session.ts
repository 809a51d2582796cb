// GET, PUT and DELETE /console/session: the web console's cookie (hooks/console-session.ts).
// Outside /v3 and the OpenAPI document: the API's clients keep bearer tokens.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, forbidden, unauthorized } from '../errors.ts';
import { tokenFromHeader } from '../services/auth-service.ts';
import { clearSessionCookie, CONSOLE_HEADER, consoleSessionToken, fromConsole, setSessionCookie } from '../hooks/console-session.ts';

function requireConsole(request: FastifyRequest): void {
  if (!fromConsole(request))
    throw forbidden('consoleRequestRequired', `The console's session is kept only for the console's own requests (${CONSOLE_HEADER})`);
}

const consoleSessionRoutes: FastifyPluginAsync = async (app) => {
  // After POST /v3/signin: the session token of its answer, as Authorization: Bearer, goes into the cookie.
  app.put('/console/session', { schema: { hide: true } }, async (request, reply) => {
    requireConsole(request);
    const caller = await app.services.auth.authenticate(request.headers.authorization);
    // A PAT lives until revoked: it has no place in a browser's cookie.
    if (caller.credential.kind !== 'session') {
      throw badRequest('sessionTokenRequired', 'The console keeps a session token from POST /v3/signin, not a personal access token');
    }
    const token = tokenFromHeader(request.headers.authorization);
    setSessionCookie(request, reply, token);
    return reply.code(204).send();
  });

  // Whether the cookie holds a live session: 204, else 401. The console keeps
  // whether it signed in in localStorage; a sign-in through the form without
  // script (routes/console-sign-in.ts) leaves no such record, and neither
  // does a browser whose storage was cleared while its cookie lives, so the
  // console asks here before it sends a visitor to the sign-in page.
  app.get('/console/session', { schema: { hide: true } }, async (request, reply) => {
    requireConsole(request);
    const token = consoleSessionToken(request);
    if (!token) throw unauthorized('missingAccessToken', 'The console has no session: sign in');
    await app.services.auth.authenticate(`Bearer ${token}`);
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  // Sign-out: the cookie's session token is signed out, and the cookie cleared whatever that answers.
  app.delete('/console/session', { schema: { hide: true } }, async (request, reply) => {
    requireConsole(request);
    const token = consoleSessionToken(request);
    if (token) {
      const caller = await app.services.auth.authenticate(`Bearer ${token}`).catch(() => undefined);
      if (caller) await app.services.auth.signOut(caller);
    }
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });
};

export default consoleSessionRoutes;

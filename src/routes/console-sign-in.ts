// POST /signin: the console's sign-in form as the browser itself posts it,
// when the page's script has not run (not yet loaded, or JavaScript off). The
// sign-in page arrives as HTML whose form works without a script
// (console/vite.config.ts prerenders it); once the script runs, it signs in
// with POST /v3/signin and PUT /console/session instead.
//
// The form names no action, so the browser posts it to the page's own
// address, /signin?next=…: the prerendered page is one static file for every
// visitor, and the page to go to afterwards comes along in its query.
//
// - Login CSRF: a post from another site would sign the browser in to the
//   other site's account. Refused (403) unless the browser says the post comes
//   from this origin: Sec-Fetch-Site: same-origin when it sends that header,
//   else an Origin equal to this server's own.
// - The same sign-in as POST /v3/signin: the same service call, so the same
//   credential check, the same rate limit of failed attempts, and a session
//   token, which goes into the console's cookie as PUT /console/session puts
//   it there.
// - The answer is 303 See Other: to the page asked for (a path of this origin
//   only, src/routes/next-path.ts), or back to the form with the failure's type
//   (and when to retry) in the query, which the page's script turns into the
//   sentence it shows for that failure. The email and password go into no
//   address and no log line.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, forbidden } from '../errors.ts';
import { setSessionCookie } from '../hooks/console-session.ts';
import { SigninBodySchema, type SigninBody } from '../schemas/auth.ts';
import { pageAfterSignIn } from './next-path.ts';

const FORM = 'application/x-www-form-urlencoded';
/** An email (320 characters) and a password (1024), even if every character is percent-encoded UTF-8, with room to spare. */
export const SIGN_IN_FORM_LIMIT = 16 * 1024;
/** The failures the sign-in page says in words when it is sent back to them. */
const SAID_ON_THE_FORM = new Set(['invalidCredentials', 'tooManySigninAttempts']);

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`.toLowerCase();
}

/** The browser says the form was posted by a page of this origin. */
function postedFromHere(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return origin !== undefined && origin.toLowerCase() === ownOrigin(request);
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The `next` of the query, as the one string it must be. */
function nextOf(request: FastifyRequest): string | null {
  const next = (request.query as Record<string, unknown> | undefined)?.next;
  return typeof next === 'string' ? next : null;
}

/** Back to the form, which says what failed; `next` stays for the next attempt. */
function backToForm(reply: FastifyReply, next: string, type: string, retryAfter?: string): FastifyReply {
  const query = new URLSearchParams({ next, error: type });
  if (retryAfter !== undefined) query.set('retry', retryAfter);
  return reply.code(303).header('location', `/signin?${query}`).send();
}

const consoleSignInRoutes: FastifyPluginAsync = async (app) => {
  // In this plugin only: the API itself takes JSON alone. Parsed in linear
  // time; the email is trimmed as the page's script trims it.
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, text, done) => {
    const fields = new URLSearchParams(text as string);
    done(null, { email: fields.get('email')?.trim(), password: fields.get('password') ?? undefined });
  });

  app.post('/signin', {
    schema: { hide: true, body: SigninBodySchema },
    bodyLimit: SIGN_IN_FORM_LIMIT,
    // A malformed email or an overlong field goes back to the form, as a wrong password does.
    attachValidation: true,
    // Before the body is read: a refused post is not parsed at all.
    onRequest: async (request) => {
      if (!postedFromHere(request)) {
        throw forbidden('crossSiteSignIn', 'The sign-in form is accepted only from the pages of this server');
      }
      if (mediaType(request) !== FORM) {
        throw new ApiError(415, 'unsupportedMediaType', `The sign-in form is sent as ${FORM}`);
      }
    },
    handler: async (request, reply) => {
      const next = pageAfterSignIn(nextOf(request), ownOrigin(request));
      if (request.validationError) return backToForm(reply, next, 'invalidCredentials');
      const { email, password } = request.body as SigninBody;
      let token: string;
      try {
        token = (await app.services.auth.signIn(email, password, request.ip)).access_token;
      } catch (error) {
        if (error instanceof ApiError && SAID_ON_THE_FORM.has(error.type)) {
          return backToForm(reply, next, error.type, error.headers['retry-after']);
        }
        throw error;
      }
      setSessionCookie(request, reply, token);
      return reply.code(303).header('location', next).send();
    },
  });
};

export default consoleSignInRoutes;

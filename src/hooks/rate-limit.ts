// The API's request rate limit (API_RATE_LIMIT per token and
// API_USER_RATE_LIMIT per user; services/api-rate-limiter.ts) as a hook, registered only when the limit is set: without it requests pay
// nothing. It runs before the body is read, once the route's own hooks have
// authenticated the caller, and counts every request made with a valid
// token; requests without one (sign-in, health, the OpenAPI document, 401s)
// are neither counted nor told the limit.
//
// Every counted answer carries the allowance, in the original service's
// headers (X-RateLimit-Limit, -Remaining, and -Reset in epoch seconds) and
// the IETF httpapi draft's (RateLimit-Policy: "default";q=<limit>;w=<window
// seconds>, RateLimit: "default";r=<remaining>;t=<seconds to reset>), of
// whichever of the two limits has fewer requests left; a refused one is 429
// tooManyRequests with Retry-After, naming the limit it is past.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorBody } from '../errors.ts';
import type { ApiRateLimiter, RateLimitState } from '../services/api-rate-limiter.ts';
import { authorizationOf } from './console-session.ts';

export const RATE_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'RateLimit', 'RateLimit-Policy'];

function setAllowanceHeaders(reply: FastifyReply, state: RateLimitState, now: number): number {
  const secondsToReset = Math.max(0, Math.ceil((state.resetAt - now) / 1000));
  reply.header('x-ratelimit-limit', String(state.limit));
  reply.header('x-ratelimit-remaining', String(state.remaining));
  reply.header('x-ratelimit-reset', String(Math.ceil(state.resetAt / 1000)));
  reply.header('ratelimit-policy', `"default";q=${state.limit};w=${Math.ceil(state.windowMs / 1000)}`);
  reply.header('ratelimit', `"default";r=${state.remaining};t=${secondsToReset}`);
  return secondsToReset;
}

export function installRateLimit(app: FastifyInstance, limiter: ApiRateLimiter): void {
  const refusal = (state: RateLimitState, wait: number) => {
    const retryAfter = String(Math.max(1, wait));
    const whose = state.scope === 'token' ? 'this token' : "this user's tokens together";
    return new ApiError(
      429,
      'tooManyRequests',
      `Rate limit exceeded: ${state.limit} requests per ${state.windowMs / 1000} seconds for ${whose}; try again in ${retryAfter} seconds`,
      { 'retry-after': retryAfter },
    );
  };
  const counted = new WeakSet<object>();
  const hit = (request: FastifyRequest) => {
    counted.add(request);
    const { credential, user } = request.caller;
    return limiter.hit(`${credential.kind}:${credential.id}`, user.id);
  };
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!request.caller) return payload;
    const state = await hit(request);
    const wait = setAllowanceHeaders(reply, state, app.services.clock.now());
    if (!state.allowed) throw refusal(state, wait);
    return payload;
  });
  // A request to no route (404 routeNotFound) ran no route hook to find its
  // caller: a valid token on it is found here, so it is counted and told as
  // every other answer to that token is (the original's clients read the
  // headers on every answer). An invalid or missing one is neither.
  const findCaller = async (request: FastifyRequest): Promise<boolean> => {
    if (request.caller) return true;
    const authorization = authorizationOf(request);
    if (!request.is404 || !request.url.startsWith('/v3/') || authorization === undefined) return false;
    try {
      request.caller = await app.services.auth.authenticate(authorization);
      return true;
    } catch {
      return false;
    }
  };
  // A request refused by its route's own hooks after its token was accepted
  // (not a member of the company, a malformed id) never reached preParsing:
  // counted and told here, so such requests can't be made without limit.
  app.addHook('onSend', async (request, reply, payload) => {
    if (counted.has(request) || !(await findCaller(request))) return payload;
    const state = await hit(request);
    const wait = setAllowanceHeaders(reply, state, app.services.clock.now());
    if (state.allowed) return payload;
    // Over the limit: the route's own refusal becomes the 429.
    const error = refusal(state, wait);
    reply.code(error.statusCode).headers(error.headers).type('application/json; charset=utf-8');
    return JSON.stringify(errorBody(error.type, error.message));
  });
}

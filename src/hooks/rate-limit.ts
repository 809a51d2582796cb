// The API's request rate limit (API_RATE_LIMIT; services/api-rate-limiter.ts)
// as a hook, registered only when the limit is set: without it requests pay
// nothing. It runs before the body is read, once the route's own hooks have
// authenticated the caller, and counts every request made with a valid
// token; requests without one (sign-in, health, the OpenAPI document, 401s)
// are neither counted nor told the limit.
//
// Every counted answer carries the allowance, in the original service's
// headers (X-RateLimit-Limit, -Remaining, and -Reset in epoch seconds) and
// the IETF httpapi draft's (RateLimit-Policy: "default";q=<limit>;w=<window
// seconds>, RateLimit: "default";r=<remaining>;t=<seconds to reset>); a
// refused one is 429 tooManyRequests with Retry-After.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../errors.ts';
import type { ApiRateLimiter, RateLimitState } from '../services/api-rate-limiter.ts';

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
  const { limit, windowMs } = limiter.config;
  app.addHook('preParsing', async (request, reply, payload) => {
    const caller = request.caller;
    if (!caller) return payload;
    const state = await limiter.hit(`${caller.credential.kind}:${caller.credential.id}`);
    const wait = setAllowanceHeaders(reply, state, app.services.clock.now());
    if (!state.allowed) {
      const retryAfter = String(Math.max(1, wait));
      throw new ApiError(
        429,
        'tooManyRequests',
        `Rate limit exceeded: ${limit} requests per ${windowMs / 1000} seconds for this token; try again in ${retryAfter} seconds`,
        { 'retry-after': retryAfter },
      );
    }
    return payload;
  });
}

// The API's request rate limit (API_RATE_LIMIT, e.g. 100/60s), like the
// original service's: every request with a token counts one in the token's
// window and one in its user's (all of the user's tokens together,
// API_USER_RATE_LIMIT), so a user holding many tokens has no more than one
// user's allowance; past either limit the request is refused until that
// window ends. Sign-in keeps its own limiter (signin-rate-limiter.ts).
//
// The counters are rows of the database on both dialects, so every API
// process of one database, PostgreSQL or one SQLite file, shares each
// token's and user's allowance (storage/rate-limit-window.ts).
import type { Clock } from '../clock.ts';
import type { RateLimitConfig } from '../config.ts';
import type { Storage } from '../storage/database.ts';
import { countRequest, type WindowCount } from '../storage/rate-limit-window.ts';

/** The allowance after counting a request: of the token or the user, whichever has less left. */
export interface RateLimitState {
  /** Whose allowance this is. */
  scope: 'token' | 'user';
  limit: number;
  windowMs: number;
  remaining: number;
  /** Epoch milliseconds when the window ends and the allowance is whole again. */
  resetAt: number;
  /** Whether this request is within both limits. */
  allowed: boolean;
}

export class ApiRateLimiter {
  constructor(private readonly deps: { storage: Storage; clock: Clock; config: RateLimitConfig }) {}

  get config(): RateLimitConfig {
    return this.deps.config;
  }

  /** Counts a request of the token `tokenKey`, held by the user `userId`, and says whether it may go on. */
  async hit(tokenKey: string, userId: string): Promise<RateLimitState> {
    const { limit, perUser, windowMs } = this.deps.config;
    const windows = await countRequest(this.deps.storage.db, { token: tokenKey, user: `user:${userId}` }, this.deps.clock.now(), windowMs);
    const token = stateOf('token', windows.token, limit, windowMs);
    const user = stateOf('user', windows.user, perUser, windowMs);
    return tighter(token, user);
  }
}

function stateOf(scope: RateLimitState['scope'], window: WindowCount, limit: number, windowMs: number): RateLimitState {
  return {
    scope,
    limit,
    windowMs,
    remaining: Math.max(0, limit - window.count),
    resetAt: window.windowStart + windowMs,
    allowed: window.count <= limit,
  };
}

/**
 * The state a client is told: a refused limit before an allowed one (its
 * reset is when to try again; of two refused, the later reset), else the
 * one with fewer requests left (on a tie the later reset), so the headers
 * never promise more than the next request may use.
 */
export function tighter(a: RateLimitState, b: RateLimitState): RateLimitState {
  if (a.allowed !== b.allowed) return a.allowed ? b : a;
  if (!a.allowed) return a.resetAt >= b.resetAt ? a : b;
  if (a.remaining !== b.remaining) return a.remaining < b.remaining ? a : b;
  return a.resetAt >= b.resetAt ? a : b;
}

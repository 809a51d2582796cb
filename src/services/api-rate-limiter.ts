// The API's request rate limit per token (API_RATE_LIMIT, e.g. 100/60s),
// like the original service's: every request with a token counts one in the
// token's window; past the limit the request is refused until the window
// ends. Sign-in keeps its own limiter (signin-rate-limiter.ts).
//
// On PostgreSQL the counters are rows of the database, so several API
// processes share each token's allowance (storage/rate-limit-window.ts). On
// SQLite, whose database one server process serves, they are kept in the
// process's memory, at no cost to the database's one writer; a restart
// starts every window anew.
import type { Clock } from '../clock.ts';
import type { RateLimitConfig } from '../config.ts';
import type { Storage } from '../storage/database.ts';
import { countRequest, type WindowCount } from '../storage/rate-limit-window.ts';

/** A token's allowance after counting a request. */
export interface RateLimitState {
  limit: number;
  windowMs: number;
  remaining: number;
  /** Epoch milliseconds when the window ends and the allowance is whole again. */
  resetAt: number;
  /** Whether this request is within the limit. */
  allowed: boolean;
}

/** Counters kept in memory at most; windows that are over are dropped first, then the oldest. */
const MAX_LOCAL_COUNTERS = 100_000;

export class ApiRateLimiter {
  private readonly local = new Map<string, WindowCount>();

  constructor(private readonly deps: { storage: Storage; clock: Clock; config: RateLimitConfig }) {}

  get config(): RateLimitConfig {
    return this.deps.config;
  }

  /** Counts a request of the token `key` and says whether it may go on. */
  async hit(key: string): Promise<RateLimitState> {
    const { limit, windowMs } = this.deps.config;
    const now = this.deps.clock.now();
    const window =
      this.deps.storage.dialect === 'postgres' ? await countRequest(this.deps.storage.db, key, now, windowMs) : this.countLocally(key, now);
    return {
      limit,
      windowMs,
      remaining: Math.max(0, limit - window.count),
      resetAt: window.windowStart + windowMs,
      allowed: window.count <= limit,
    };
  }

  private countLocally(key: string, now: number): WindowCount {
    const { windowMs } = this.deps.config;
    const current = this.local.get(key);
    if (current && current.windowStart > now - windowMs) {
      current.count += 1;
      return current;
    }
    if (!current && this.local.size >= MAX_LOCAL_COUNTERS) this.makeRoom(now);
    const fresh = { count: 1, windowStart: now };
    // Re-inserted, so the map's order stays oldest window first.
    this.local.delete(key);
    this.local.set(key, fresh);
    return fresh;
  }

  private makeRoom(now: number): void {
    for (const [key, window] of this.local) {
      if (window.windowStart > now - this.deps.config.windowMs && this.local.size < MAX_LOCAL_COUNTERS) break;
      this.local.delete(key);
    }
  }
}

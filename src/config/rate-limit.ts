// Request rate limits: API_RATE_LIMIT and API_USER_RATE_LIMIT, and the same
// `<requests>/<window>` form for WEBHOOK_TEST_RATE_LIMIT.
import { ConfigError } from './config-error.ts';

export interface RateLimitConfig {
  /** Requests per window of one token. */
  limit: number;
  windowMs: number;
  /** Requests per window of all of one user's tokens together. */
  perUser: number;
}

const WINDOW_UNITS_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** A number of requests per window, of one key (WEBHOOK_TEST_RATE_LIMIT: per company). */
export type WindowLimit = Pick<RateLimitConfig, 'limit' | 'windowMs'>;

export const windowLimit = (parsed: RateLimitConfig | undefined): WindowLimit | undefined =>
  parsed && { limit: parsed.limit, windowMs: parsed.windowMs };

/** WEBHOOK_TEST_RATE_LIMIT unset: a person trying a receiver sends a few a minute; a script can't send hundreds. */
export const DEFAULT_TEST_RATE_LIMIT: WindowLimit = { limit: 20, windowMs: 60_000 };

/**
 * API_RATE_LIMIT (or `name`): `<requests>/<window>`, the window a whole number with its
 * unit (ms, s, m, h; `100/60s`, `1000/1h`); unset or empty: no limit.
 * API_USER_RATE_LIMIT: `<requests>`, what all of one user's tokens may make
 * together in that window; unset: the same as one token's, so holding many
 * tokens multiplies nothing.
 */
export function parseRateLimit(raw: string | undefined, rawPerUser?: string, name = 'API_RATE_LIMIT'): RateLimitConfig | undefined {
  const perUserGiven = rawPerUser !== undefined && rawPerUser.trim() !== '';
  if (raw === undefined || raw.trim() === '') {
    if (perUserGiven) throw new ConfigError('API_USER_RATE_LIMIT', 'needs API_RATE_LIMIT, whose window it shares');
    return undefined;
  }
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*(ms|s|m|h)\s*$/.exec(raw);
  if (!match) throw new ConfigError(name, `expected requests per window such as 100/60s (units ms, s, m, h), got "${raw}"`);
  const limit = Number(match[1]);
  const windowMs = Number(match[2]) * WINDOW_UNITS_MS[match[3]!]!;
  if (limit < 1 || limit > 1_000_000) throw new ConfigError(name, `requests must be between 1 and 1000000, got ${match[1]}`);
  if (windowMs < 1000 || windowMs > 86_400_000)
    throw new ConfigError(name, `the window must be between 1s and 24h, got ${match[2]}${match[3]}`);
  if (!perUserGiven) return { limit, windowMs, perUser: limit };
  const perUser = /^\s*\d+\s*$/.test(rawPerUser) ? Number(rawPerUser) : NaN;
  if (!(perUser >= 1 && perUser <= 1_000_000))
    throw new ConfigError('API_USER_RATE_LIMIT', `expected a number of requests between 1 and 1000000, got "${rawPerUser}"`);
  return { limit, windowMs, perUser };
}

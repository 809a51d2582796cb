// When a failed delivery is tried again. Retry k (1-based) waits about
// base × 2^(k-1), spread by ±20% jitter so that endpoints that failed together
// don't retry together, and never more than the configured maximum. A
// Retry-After from a 429 or 503 can lengthen the computed wait, within the
// same cap, but never shorten it: one of zero, below the wait, in the past or
// unreadable counts as the computed wait, or a receiver answering
// `Retry-After: 0` would have every retry spent in a moment.

export const MAX_ATTEMPTS = 11; // the first attempt and 10 retries

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

export function retryDelayMs(retry: number, options: BackoffOptions, random: () => number = Math.random): number {
  const exponential = options.baseMs * 2 ** Math.max(0, retry - 1);
  const jittered = exponential * (0.8 + 0.4 * random());
  return Math.round(Math.min(options.maxMs, jittered));
}

/**
 * Every form of HTTP-date (IMF-fixdate, RFC 850, asctime) begins with the day
 * of the week. Date.parse alone is far more lenient: it reads "1.5" or "-5"
 * as days of 2001, which would turn a malformed header into "retry now".
 */
const HTTP_DATE_START = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)/i;

/** Parses a Retry-After header (seconds or an HTTP date) to milliseconds from `now`; undefined when it is neither. */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  if (!HTTP_DATE_START.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function nextRetryDelayMs(
  retry: number,
  options: BackoffOptions,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): number {
  const backoff = retryDelayMs(retry, options, random);
  if (retryAfterMs === undefined || !(retryAfterMs > backoff)) return backoff;
  return Math.min(options.maxMs, retryAfterMs);
}

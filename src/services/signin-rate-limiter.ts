// Limits failed sign-ins per email and per client address, so passwords can't
// be guessed at speed. Counts live in the process: a deployment with several
// API processes gives each its own allowance (see README).
import type { Clock } from '../clock.ts';

export interface RateLimitRule {
  maxFailures: number;
  windowMs: number;
}

class FailureWindow {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly rule: RateLimitRule) {}

  private recent(key: string, now: number): number[] {
    const since = now - this.rule.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  blockedFor(key: string, now: number): number {
    const list = this.recent(key, now);
    if (list.length < this.rule.maxFailures) return 0;
    return list[list.length - this.rule.maxFailures] + this.rule.windowMs - now;
  }

  add(key: string, now: number): void {
    const list = this.recent(key, now);
    list.push(now);
    this.failures.set(key, list);
    // Keep memory bounded under a flood of distinct keys.
    if (this.failures.size > 100_000) this.failures.delete(this.failures.keys().next().value as string);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

export class SigninRateLimiter {
  private readonly byEmail: FailureWindow;
  private readonly byAddress: FailureWindow;

  constructor(
    private readonly clock: Clock,
    rules: { perEmail: RateLimitRule; perAddress: RateLimitRule } = {
      perEmail: { maxFailures: 5, windowMs: 15 * 60_000 },
      perAddress: { maxFailures: 20, windowMs: 15 * 60_000 },
    },
  ) {
    this.byEmail = new FailureWindow(rules.perEmail);
    this.byAddress = new FailureWindow(rules.perAddress);
  }

  /** Seconds to wait before another attempt, or 0 when the attempt may go ahead. */
  retryAfterSeconds(email: string, address: string): number {
    const now = this.clock.now();
    const wait = Math.max(this.byEmail.blockedFor(email, now), this.byAddress.blockedFor(address, now));
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  recordFailure(email: string, address: string): void {
    const now = this.clock.now();
    this.byEmail.add(email, now);
    this.byAddress.add(address, now);
  }

  recordSuccess(email: string): void {
    this.byEmail.clear(email);
  }
}

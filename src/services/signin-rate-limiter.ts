// Limits failed sign-ins per client address, and per email from one address,
// so passwords can't be guessed at speed, while nobody can lock an account's
// owner out: failures from an attacker's address never block the owner
// signing in from another. Counts live in the process: a deployment with
// several API processes gives each its own allowance (see docs/api.md,
// "Sign-in rate limit").
//
// An attempt is reserved before its password is checked, as a failure, and
// only given back when it succeeds (or fails for another reason than the
// password). Checking first and recording after the slow hash would let every
// request sent at the same moment through: the allowance would be a limit on
// sequential guesses only.
//
// Memory: one record per client address (an IPv6 client by its /64: a single
// host may hold a whole /64) with at most `maxFailuresPerAddress` failures in
// the window, since attempts beyond that are refused, not recorded; the email
// counts are kept inside that record, as a hash of the email per failure. At
// most `maxAddresses` records exist: when they are all in use, no record is
// ever dropped before its window ends (dropping one would hand its address a
// fresh allowance); addresses without a record then share one overflow record
// and its allowance until records expire.
import { createHash, randomBytes } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type { Clock } from '../clock.ts';

export interface SigninRateLimits {
  /** Failures of one email from one client address within the window. */
  maxFailuresPerEmail: number;
  /** Failures from one client address within the window, whatever the emails. */
  maxFailuresPerAddress: number;
  windowMs: number;
  /** Client addresses with a record at once; beyond it they share one allowance. */
  maxAddresses: number;
}

export const DEFAULT_SIGNIN_RATE_LIMITS: SigninRateLimits = {
  maxFailuresPerEmail: 5,
  maxFailuresPerAddress: 20,
  windowMs: 15 * 60_000,
  maxAddresses: 50_000,
};

/** The record key standing for every address that found no free record. */
const OVERFLOW = 'overflow';

/**
 * The group a client address is counted in: an IPv4 address (also when
 * written IPv4-mapped, `::ffff:192.0.2.1`) as itself, an IPv6 address by its
 * /64, which one host may hold entirely and pick addresses from at will.
 */
export function addressGroup(address: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return address;
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).concat([0, 0, 0, 0]);
  return `${new ipaddr.IPv6(parts).toString()}/64`;
}

interface Failure {
  at: number;
  /** A keyed hash of the email; null once a success from this address cleared the email's count. */
  email: number | null;
}

/** An attempt allowed to go ahead, counted as a failure until told otherwise. */
export interface SigninReservation {
  /** The password was right: the attempt is not a failure, and the email's count from this address is cleared. */
  succeeded(): void;
  /** The attempt could not be decided (a storage error): it counts for nothing. */
  cancelled(): void;
}

export type ReserveResult = { allowed: true; reservation: SigninReservation } | { allowed: false; retryAfterSeconds: number };

export class SigninRateLimiter {
  private readonly limits: SigninRateLimits;
  /** Per address group, the failures within the window, oldest first. */
  private readonly records = new Map<string, Failure[]>();
  /** Emails are kept as keyed hashes: short, and not readable from a heap dump. */
  private readonly emailKey = randomBytes(16);
  private nextSweepAt = 0;

  constructor(
    private readonly clock: Clock,
    limits: Partial<SigninRateLimits> = {},
  ) {
    this.limits = { ...DEFAULT_SIGNIN_RATE_LIMITS, ...limits };
  }

  /**
   * Reserves a sign-in attempt of `email` from the client `address`: either
   * allowed (recorded as a failure now; see SigninReservation) or refused with
   * the seconds until one would be allowed.
   */
  reserve(email: string, address: string): ReserveResult {
    const now = this.clock.now();
    const key = this.recordKey(addressGroup(address), now);
    const failures = this.live(key, now);
    const emailHash = this.hashEmail(email);
    const wait = this.waitMs(failures, emailHash, now);
    if (wait > 0) return { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) };
    const failure: Failure = { at: now, email: emailHash };
    failures.push(failure);
    this.records.set(key, failures);
    const remove = () => {
      const list = this.records.get(key);
      const index = list?.indexOf(failure) ?? -1;
      if (index === -1) return;
      list!.splice(index, 1);
      if (list!.length === 0) this.records.delete(key);
    };
    let settled = false;
    return {
      allowed: true,
      reservation: {
        succeeded: () => {
          if (settled) return;
          settled = true;
          remove();
          // The address's count stays: only this email's count from it is cleared.
          for (const earlier of this.records.get(key) ?? []) if (earlier.email === emailHash) earlier.email = null;
        },
        cancelled: () => {
          if (settled) return;
          settled = true;
          remove();
        },
      },
    };
  }

  /** Seconds before an attempt of `email` from `address` would be allowed; 0 when it would be now. */
  retryAfterSeconds(email: string, address: string): number {
    const now = this.clock.now();
    const group = addressGroup(address);
    const key = this.records.has(group) || this.records.size < this.limits.maxAddresses ? group : OVERFLOW;
    return Math.ceil(this.waitMs(this.live(key, now), this.hashEmail(email), now) / 1000);
  }

  /** Client address records held (for tests of the memory bound). */
  get size(): number {
    return this.records.size;
  }

  private hashEmail(email: string): number {
    return createHash('sha256').update(this.emailKey).update(email.toLowerCase()).digest().readUIntBE(0, 6);
  }

  /** Milliseconds until the oldest failure that blocks leaves the window; 0 when nothing blocks. */
  private waitMs(failures: Failure[], emailHash: number, now: number): number {
    const { maxFailuresPerAddress, maxFailuresPerEmail, windowMs } = this.limits;
    let wait = 0;
    if (failures.length >= maxFailuresPerAddress) {
      wait = failures[failures.length - maxFailuresPerAddress]!.at + windowMs - now;
    }
    const ofEmail = failures.filter((f) => f.email === emailHash);
    if (ofEmail.length >= maxFailuresPerEmail) {
      wait = Math.max(wait, ofEmail[ofEmail.length - maxFailuresPerEmail]!.at + windowMs - now);
    }
    return Math.max(0, wait);
  }

  /** The record's failures still within the window (the record is dropped when none are). */
  private live(key: string, now: number): Failure[] {
    const failures = this.records.get(key);
    if (!failures) return [];
    const since = now - this.limits.windowMs;
    const first = failures.findIndex((f) => f.at > since);
    if (first === -1) {
      this.records.delete(key);
      return [];
    }
    if (first > 0) failures.splice(0, first);
    return failures;
  }

  /**
   * The record an address is counted in: its own, or a new one while fewer
   * than maxAddresses are held, else the shared overflow record. Expired
   * records are swept to make room, at most once a second.
   */
  private recordKey(group: string, now: number): string {
    if (this.records.has(group) || this.records.size < this.limits.maxAddresses) return group;
    if (now >= this.nextSweepAt) {
      this.nextSweepAt = now + 1000;
      for (const key of [...this.records.keys()]) this.live(key, now);
    }
    return this.records.size < this.limits.maxAddresses ? group : OVERFLOW;
  }
}

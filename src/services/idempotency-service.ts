// Safe retries of creates (`Idempotency-Key`, as Stripe and the IETF
// httpapi idempotency-key draft describe it): the first request with a key
// takes it and runs; its answer is kept for 24 hours and given again, as it
// was, to every retry with the same key, the same route and the same body,
// which then writes nothing and emits no event. The same key with another
// route or body is refused (422), and so is a retry while the first request
// is still running (409): both wrote nothing.
//
// Keys are per user (any of its tokens), at most 255 visible ASCII
// characters. A first request that fails with a 5xx gives its key back, so a
// retry runs again; one whose process died before it answered holds the key
// for ABANDONED_AFTER_MS, after which a retry runs again (its write may have
// been committed: the one case where a retry can write twice).
import { createHash } from 'node:crypto';
import type { Clock } from '../clock.ts';
import { ApiError, badRequest } from '../errors.ts';
import type { IdempotencyKeysRepository } from '../storage/repositories/idempotency-keys-repository.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Longer than any request may take (30 s to arrive, and the database's own timeouts). */
export const ABANDONED_AFTER_MS = 5 * 60 * 1000;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
const KEY_PATTERN = /^[\x20-\x7e]+$/;

/** What a request with a key gets: to run, having taken the key, or the first request's answer again. */
export type IdempotencyOutcome = { kind: 'run' } | { kind: 'replay'; statusCode: number; headers: Record<string, string>; body: string };

/** The response headers replayed with a kept answer. */
export const REPLAYED_HEADERS = ['content-type', 'location'] as const;

/** A request's identity for its key: the route it was sent to and its body, JSON with keys in sorted order. */
export function requestFingerprint(route: string, body: unknown): string {
  return createHash('sha256').update(route).update('\n').update(canonicalJson(body)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

export function checkIdempotencyKey(key: string | string[] | undefined): string | undefined {
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH || !KEY_PATTERN.test(key)) {
    throw badRequest(
      'invalidIdempotencyKey',
      `Idempotency-Key must be given once, 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters (a UUID, for example)`,
    );
  }
  return key;
}

export class IdempotencyService {
  constructor(private readonly deps: { keys: IdempotencyKeysRepository; clock: Clock }) {}

  /** Takes the caller's key for the request, or answers what its first request answered; throws 409 or 422 otherwise. */
  async begin(ownerId: string, key: string, route: string, fingerprint: string): Promise<IdempotencyOutcome> {
    const now = this.deps.clock.now();
    const row = { owner_id: ownerId, key, route, fingerprint, created_at: now, expires_at: now + IDEMPOTENCY_TTL_MS };
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await this.deps.keys.claim(row)) return { kind: 'run' };
      const kept = await this.deps.keys.find(ownerId, key);
      if (!kept) continue;
      if (kept.expires_at <= now || (kept.status_code === null && kept.created_at < now - ABANDONED_AFTER_MS)) {
        await this.deps.keys.dropStale(ownerId, key, now, now - ABANDONED_AFTER_MS);
        continue;
      }
      if (kept.route !== route || kept.fingerprint !== fingerprint) {
        throw new ApiError(
          422,
          'idempotencyKeyReused',
          kept.route === route
            ? 'This Idempotency-Key was used with another request body; use a new key for a new request'
            : `This Idempotency-Key was used for another request (${kept.route}); use a new key for a new request`,
        );
      }
      if (kept.status_code === null) {
        throw new ApiError(409, 'idempotencyKeyInUse', 'A request with this Idempotency-Key is still being processed; retry shortly', {
          'retry-after': '1',
        });
      }
      return { kind: 'replay', statusCode: kept.status_code, headers: JSON.parse(kept.headers ?? '{}'), body: kept.body ?? '' };
    }
    throw new ApiError(409, 'idempotencyKeyInUse', 'A request with this Idempotency-Key is being processed; retry shortly', {
      'retry-after': '1',
    });
  }

  /** Keeps the answer of the request that took the key; a 5xx gives the key back instead. */
  async finish(ownerId: string, key: string, statusCode: number, headers: Record<string, string>, body: string): Promise<void> {
    if (statusCode >= 500) return this.deps.keys.release(ownerId, key);
    await this.deps.keys.complete(ownerId, key, { status_code: statusCode, headers: JSON.stringify(headers), body });
  }
}

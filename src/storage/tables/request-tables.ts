// The tables that guard the API's requests rather than hold its resources:
// the answers kept for Idempotency-Key retries and the per-token rate-limit
// windows.
import type { Selectable } from 'kysely';

/** The first answer to an Idempotency-Key of a caller (migrations/0014-original-api.ts). */
export interface IdempotencyKeysTable {
  owner_id: string;
  key: string;
  /** `METHOD /path` of the request that took the key. */
  route: string;
  /** SHA-256 of the route and the request's body: what a retry must match. */
  fingerprint: string;
  /** Null while the first request is in flight. */
  status_code: number | null;
  /** JSON object of the answer's headers worth replaying (Location, Content-Type). */
  headers: string | null;
  body: string | null;
  created_at: number;
  expires_at: number;
}

/** One token's request count in its current window (API_RATE_LIMIT). */
export interface ApiRateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;

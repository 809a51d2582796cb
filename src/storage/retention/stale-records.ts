// Retention of what the service keeps beside the delivery queue (that one:
// queue/retention.ts), deleted in small batches by the workers' retention
// round (jobs/retention-job.ts):
// - sessions long expired or signed out;
// - kept answers of Idempotency-Keys past their expiry;
// - request counters of rate-limit windows long over.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { RETENTION_BATCH } from './retention-batch.ts';

/** Deletes up to `batch` sessions unused since `unusedBefore` or signed out before `signedOutBefore`; returns how many. */
export async function deleteStaleSessions(
  db: Kysely<Database>,
  unusedBefore: number,
  signedOutBefore: number,
  batch = RETENTION_BATCH,
): Promise<number> {
  const stale = db
    .selectFrom('sessions')
    .select('id')
    .where((eb) => eb.or([eb('last_used_at', '<', unusedBefore), eb('signed_out_at', '<', signedOutBefore)]))
    .limit(batch);
  const result = await db.deleteFrom('sessions').where('id', 'in', stale).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes up to `batch` kept answers of Idempotency-Keys that expired at or
 * before `now`; returns how many. Found by the index on expires_at.
 */
export async function deleteExpiredIdempotencyKeys(db: Kysely<Database>, now: number, batch = RETENTION_BATCH): Promise<number> {
  const result = await sql`
    delete from idempotency_keys
    where (owner_id, key) in (select owner_id, key from idempotency_keys where expires_at <= ${now} limit ${batch})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Deletes up to `batch` request counters (API_RATE_LIMIT) whose window began
 * before `before`: their tokens' next request starts a new window anyway, and
 * revoked tokens would otherwise leave them forever. Returns how many.
 */
export async function deleteStaleRateLimits(db: Kysely<Database>, before: number, batch = RETENTION_BATCH): Promise<number> {
  const stale = db.selectFrom('api_rate_limits').select('key').where('window_start', '<', before).limit(batch);
  const result = await db.deleteFrom('api_rate_limits').where('key', 'in', stale).executeTakeFirst();
  return Number(result.numDeletedRows);
}

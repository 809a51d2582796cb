// Writes the outcomes of many delivery attempts in one transaction: the
// deliveries' new states, one attempt record each, and the endpoints' stats.
//
// Why batched: a delivery's outcome is three writes (delivery, attempt,
// stats); done one at a time they would cost more than sending. Successes
// are grouped into a few `where id in (...)` updates, attempt records go in
// multi-row inserts, and stats are summed per endpoint and applied by one
// update for all endpoints of the batch (a batch spans many endpoints, and a
// statement per endpoint cost more than the rest of the batch). Every update
// keeps `status = 'pending'` in its condition, so an outcome can never reopen
// a delivery that was already finished.
//
// Why stats come first: deleting an endpoint locks its row and then its
// pending deliveries. Taking the rows in the same order here (endpoints, then
// deliveries) means the two can only wait for each other, never deadlock.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';

export interface AttemptResult {
  deliveryId: number;
  endpointId: string;
  /** The attempt number this was (1 for the first). */
  attempt: number;
  startedAt: number;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  outcome: 'succeeded' | 'retry' | 'failed';
  /** For `retry`: when to try again. */
  nextAttemptAt?: number;
  workerId: string;
}

const INSERT_CHUNK = 500;
/** Endpoints per stats statement: 4 parameters each stays far below SQLite's limit of 32 766. */
const STATS_CHUNK = 500;

/** Adds each endpoint's counts, and moves its last delivery time forward only. */
async function updateStats(db: Kysely<Database>, dialect: DialectName, stats: Map<string, { ok: number; failed: number; last: number }>): Promise<void> {
  const greatest = dialect === 'postgres' ? sql.raw('greatest') : sql.raw('max');
  // PostgreSQL types the parameters of a VALUES list from their text; say what they are.
  const row =
    dialect === 'postgres'
      ? (id: string, s: { ok: number; failed: number; last: number }) => sql`(${id}::text, ${s.ok}::bigint, ${s.failed}::bigint, ${s.last}::bigint)`
      : (id: string, s: { ok: number; failed: number; last: number }) => sql`(${id}, ${s.ok}, ${s.failed}, ${s.last})`;
  const entries = [...stats];
  for (let i = 0; i < entries.length; i += STATS_CHUNK) {
    const values = sql.join(entries.slice(i, i + STATS_CHUNK).map(([id, s]) => row(id, s)));
    await sql`
      with s(id, ok, failed, last_at) as (values ${values})
      update webhook_endpoints
      set successful_deliveries = successful_deliveries + s.ok,
          failed_deliveries = failed_deliveries + s.failed,
          last_delivery_at = ${greatest}(coalesce(last_delivery_at, 0), s.last_at)
      from s
      where webhook_endpoints.id = s.id`.execute(db);
  }
}

export async function recordResults(db: Kysely<Database>, dialect: DialectName, results: AttemptResult[], now: number): Promise<void> {
  if (results.length === 0) return;
  const successes = new Map<string, number[]>();
  const stats = new Map<string, { ok: number; failed: number; last: number }>();
  for (const r of results) {
    if (r.outcome === 'succeeded') {
      const key = `${r.attempt}:${r.statusCode}`;
      const ids = successes.get(key) ?? [];
      ids.push(r.deliveryId);
      successes.set(key, ids);
    }
    const s = stats.get(r.endpointId) ?? { ok: 0, failed: 0, last: 0 };
    if (r.outcome === 'succeeded') s.ok++;
    else s.failed++;
    s.last = Math.max(s.last, r.startedAt);
    stats.set(r.endpointId, s);
  }

  await db.transaction().execute(async (trx) => {
    await updateStats(trx, dialect, stats);
    for (const [key, ids] of successes) {
      const [attempt, statusCode] = key.split(':');
      await trx
        .updateTable('webhook_deliveries')
        .set({
          status: 'succeeded',
          attempts: Number(attempt),
          last_status_code: statusCode === 'null' ? null : Number(statusCode),
          last_error: null,
          completed_at: now,
        })
        .where('id', 'in', ids)
        .where('status', '=', 'pending')
        .execute();
    }
    for (const r of results) {
      if (r.outcome === 'succeeded') continue;
      await trx
        .updateTable('webhook_deliveries')
        .set({
          status: r.outcome === 'failed' ? 'failed' : 'pending',
          attempts: r.attempt,
          next_attempt_at: r.nextAttemptAt ?? now,
          last_status_code: r.statusCode,
          last_error: r.error,
          completed_at: r.outcome === 'failed' ? now : null,
        })
        .where('id', '=', r.deliveryId)
        .where('status', '=', 'pending')
        .execute();
    }
    for (let i = 0; i < results.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('webhook_delivery_attempts')
        .values(
          results.slice(i, i + INSERT_CHUNK).map((r) => ({
            delivery_id: r.deliveryId,
            endpoint_id: r.endpointId,
            attempt: r.attempt,
            started_at: r.startedAt,
            duration_ms: r.durationMs,
            status_code: r.statusCode,
            error: r.error,
            worker_id: r.workerId,
          })),
        )
        .execute();
    }
  });
}

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
// Why the automatic disabling rides on the stats statement: the run of
// failures (`failing_since`) and the decision to disable are per endpoint,
// like the stats, so the same single statement per batch carries them; no
// outcome costs a statement of its own. What receivers answered (a few
// headers, the start of the body, bounded in delivery/transport/https/outbound-http.ts) goes
// into the attempt rows' multi-row insert, which leaves out the attempts of
// deliveries deleted meanwhile (their endpoint or company was deleted while
// the attempt was in flight), so no attempt row is left without a delivery.
//
// Why stats come first: deleting an endpoint locks its row and then its
// pending deliveries. Taking the rows in the same order here (endpoints, then
// deliveries) means the two can only wait for each other, never deadlock.
//
// The same statement raises the endpoints' queue floors to the heads the
// worker last saw (queue-floor.ts): a write of rows it writes anyway.
//
// The multi-row statements' texts are built once per size (outcome-statements.ts).
// On PostgreSQL the whole transaction is one round trip (runTogether).
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { inlinedPostgres, preparedQuery } from '../prepared-query.ts';
import { attemptFailed } from './delivery-lifecycle.ts';
import { attemptsText, statsText, successesText } from './outcome-statements.ts';
import type { SeenHead } from './queue-floor.ts';
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
  /** The receiver answered 410 Gone: the endpoint is disabled at once (GONE_REASON). */
  gone: boolean;
  workerId: string;
  responseHeaders: Record<string, string> | null;
  responseBody: string | null;
  responseBodyTruncated: boolean;
}

export interface RecordOptions {
  /** An endpoint whose every attempt has failed for this long is disabled; 0: never. */
  disableAfterMs: number;
  /** The queue heads the worker's last look for due work saw, by endpoint: they raise the queue floors (queue-floor.ts). */
  heads?: ReadonlyMap<string, SeenHead>;
}

/** The reason an endpoint disabled because its receiver answered 410 Gone shows. */
export const GONE_REASON = 'The receiver answered 410 Gone';

/** The reason an endpoint disabled for its failures shows. */
export function autoDisabledReason(disableAfterMs: number): string {
  const hours = Math.round(disableAfterMs / 3_600_000);
  return `Every delivery attempt failed for at least ${hours} hour${hours === 1 ? '' : 's'}`;
}

interface EndpointStats {
  ok: number;
  failed: number;
  /** Time of the latest attempt. */
  last: number;
  /** Time of the latest successful attempt, 0 without one. */
  lastOk: number;
  /** Time of the first failed attempt after the latest success (or the first at all), null without one. */
  failSince: number | null;
  /** An attempt of the batch was answered 410 Gone. */
  gone: boolean;
}

const INSERT_CHUNK = 500;
/** Endpoints per stats statement on SQLite: 8 parameters each stays far below its limit of 32 766. */
const STATS_CHUNK = 500;
/**
 * SQLite: the sizes of the pieces multi-row statements are cut into. Its
 * driver keeps every statement it prepared by SQL text (sqlite-driver.ts),
 * and a statement of n rows is a program of its own, about 1 KB per row
 * outside the JavaScript heap: a statement for every batch size seen (1 to
 * hundreds) took megabytes, and dropping them all when the cache was full
 * left them to the garbage collector. Pieces of these sizes only make at most
 * four shapes per statement, at the cost of a few more statements per batch,
 * which in process cost no round trip. PostgreSQL keeps no statement it was
 * sent unnamed, and a statement more is a round trip more there: one piece
 * per chunk.
 */
const SQLITE_PIECES = [64, 16, 4, 1];

/** `items` in pieces: of the fixed SQLite sizes, largest first, or of up to `chunk` on PostgreSQL. */
function pieces<T>(items: T[], dialect: DialectName, chunk: number): T[][] {
  const out: T[][] = [];
  let i = 0;
  if (dialect === 'postgres') {
    for (; i < items.length; i += chunk) out.push(items.slice(i, i + chunk));
    return out;
  }
  for (const size of SQLITE_PIECES) {
    for (; items.length - i >= size; i += size) out.push(items.slice(i, i + size));
  }
  return out;
}

/**
 * One statement of a batch's outcomes: its text and parameters in the
 * dialect's placeholders, built from the batch without a query builder.
 */
interface Statement {
  text: string;
  parameters: unknown[];
}

/**
 * Adds each endpoint's counts, moves its last delivery time forward only,
 * keeps its run of failures, and disables an enabled endpoint whose receiver
 * answered 410 Gone, or whose run has lasted `disableAfterMs` (its pending
 * deliveries stay queued either way). They answer with the endpoints'
 * enabled and disabled_at (disabledNow reads them).
 */
function statsStatements(dialect: DialectName, stats: Map<string, EndpointStats>, now: number, options: RecordOptions): Statement[] {
  const disableOn = options.disableAfterMs > 0;
  const cutOff = now - options.disableAfterMs;
  // PostgreSQL: one statement whatever the number of endpoints (its values are written in, runTogether, so no parameter limit applies).
  return pieces([...stats], dialect, dialect === 'postgres' ? Infinity : STATS_CHUNK).map((piece) => {
    const parameters: unknown[] = [];
    for (const [id, s] of piece) {
      const head = options.heads?.get(id);
      parameters.push(id, s.ok, s.failed, s.last, s.failSince, s.gone ? 1 : 0, head?.firstId ?? null, head?.requeueCount ?? null);
    }
    // In the order the text uses them: the enabled column's condition, the reason's, the reasons, the disabled time's.
    if (disableOn) parameters.push(cutOff, cutOff, GONE_REASON, autoDisabledReason(options.disableAfterMs), cutOff, now);
    else parameters.push(GONE_REASON, autoDisabledReason(options.disableAfterMs), now);
    return { text: statsText(dialect, piece.length, disableOn), parameters };
  });
}

/** The endpoints the stats statements' rows show disabled at `now`. */
function disabledNow(rows: readonly unknown[], now: number): string[] {
  const disabled: string[] = [];
  for (const r of rows as { id: string; enabled: number; disabled_at: number | null }[]) {
    if (Number(r.enabled) === 0 && Number(r.disabled_at) === now) disabled.push(r.id);
  }
  return disabled;
}

/**
 * The attempt records of a piece of outcomes, in one statement: only those
 * whose delivery still exists. A delivery is deleted with its endpoint (or
 * company) while its attempt may be in flight; its outcome then finds no
 * delivery to update, and its record must not be left without one.
 */
function attemptsStatement(dialect: DialectName, piece: AttemptResult[]): Statement {
  const parameters: unknown[] = [];
  for (const r of piece) {
    parameters.push(r.deliveryId, r.endpointId, r.attempt, r.startedAt, r.durationMs, r.statusCode, r.error, r.workerId);
    parameters.push(headersText(r), r.responseBody, r.responseBodyTruncated ? 1 : 0);
  }
  return { text: attemptsText(dialect, piece.length), parameters };
}

function headersText(r: AttemptResult): string | null {
  return r.responseHeaders === null ? null : JSON.stringify(r.responseHeaders);
}

/** Marks the deliveries of `ids`, all answered alike, succeeded (those still pending). */
function successesStatement(dialect: DialectName, ids: number[], attempt: number, statusCode: number | null, now: number): Statement {
  return { text: successesText(dialect, ids.length), parameters: [attempt, statusCode, now, ...ids] };
}

// One delivery's failed attempt: compiled once (see prepared-query.ts).
const markFailedAttempt = preparedQuery(
  (
    db,
    deliveryId: number,
    status: 'failed' | 'pending',
    attempts: number,
    nextAttemptAt: number,
    statusCode: number | null,
    error: string | null,
    completedAt: number | null,
  ) =>
    db
      .updateTable('webhook_deliveries')
      .set(attemptFailed(status, attempts, nextAttemptAt, statusCode, error, completedAt))
      .where('id', '=', deliveryId)
      .where('status', '=', 'pending'),
);

/** A failed attempt's update, compiled once; its values in the prepared query's order. */
function failureStatement(db: Kysely<Database>, r: AttemptResult, now: number): Statement {
  const failed = r.outcome === 'failed';
  const { sql: text, parameters } = markFailedAttempt.compiled(
    db,
    r.deliveryId,
    failed ? 'failed' : 'pending',
    r.attempt,
    r.nextAttemptAt ?? now,
    r.statusCode,
    r.error,
    failed ? now : null,
  );
  return { text, parameters };
}

/**
 * Runs a batch's statements as one transaction. SQLite, in process: one
 * after the other in a transaction. PostgreSQL: one text of them all, sent
 * by the simple protocol with the values written in (inlinedPostgres), which
 * the server runs as one transaction, in order, and answers with the first
 * statement's rows: one round trip instead of one per statement and two for
 * `begin` and `commit`. At a steady stream of events most batches are one
 * delivery's outcome, and each round trip costs both ends a socket write and
 * a wake-up, which on a busy machine is time every other delivery waits for.
 */
async function runTogether(db: Kysely<Database>, dialect: DialectName, statements: Statement[], first: number): Promise<unknown[]> {
  if (dialect === 'postgres') {
    // A text of several statements answers with its first statement's rows (postgres-named-statements.ts): the one stats statement's.
    if (first !== 1) throw new Error('a batch of outcomes on PostgreSQL has one stats statement, first');
    const text = statements.map((st) => inlinedPostgres(st.text, st.parameters)).join(';\n');
    return (await sql.raw(text).execute(db)).rows;
  }
  return db.transaction().execute(async (trx) => {
    const rows: unknown[] = [];
    for (let i = 0; i < statements.length; i++) {
      const result = await trx.executeQuery(CompiledQuery.raw(statements[i]!.text, statements[i]!.parameters));
      if (i < first) rows.push(...result.rows);
    }
    return rows;
  });
}

/** Stores a batch of outcomes; returns the endpoints it disabled for their failures. */
export async function recordResults(
  db: Kysely<Database>,
  dialect: DialectName,
  results: AttemptResult[],
  now: number,
  options: RecordOptions = { disableAfterMs: 0 },
): Promise<string[]> {
  if (results.length === 0) return [];
  const successes = new Map<string, number[]>();
  const stats = new Map<string, EndpointStats>();
  for (const r of results) {
    if (r.outcome === 'succeeded') {
      const key = `${r.attempt}:${r.statusCode}`;
      const ids = successes.get(key) ?? [];
      ids.push(r.deliveryId);
      successes.set(key, ids);
    }
    const s = stats.get(r.endpointId) ?? { ok: 0, failed: 0, last: 0, lastOk: 0, failSince: null, gone: false };
    if (r.gone) s.gone = true;
    if (r.outcome === 'succeeded') s.ok++;
    else s.failed++;
    s.last = Math.max(s.last, r.startedAt);
    if (r.outcome === 'succeeded') s.lastOk = Math.max(s.lastOk, r.startedAt);
    stats.set(r.endpointId, s);
  }
  // A batch holds an endpoint's outcomes in any order: its run of failures starts at the first failure after its latest success.
  for (const r of results) {
    if (r.outcome === 'succeeded') continue;
    const s = stats.get(r.endpointId)!;
    if (r.startedAt >= s.lastOk && (s.failSince === null || r.startedAt < s.failSince)) s.failSince = r.startedAt;
  }

  const statements = statsStatements(dialect, stats, now, options);
  const statsCount = statements.length;
  for (const [key, allIds] of successes) {
    const [attempt, statusCode] = key.split(':');
    for (const ids of pieces(allIds, dialect, Infinity)) {
      statements.push(successesStatement(dialect, ids, Number(attempt), statusCode === 'null' ? null : Number(statusCode), now));
    }
  }
  for (const r of results) if (r.outcome !== 'succeeded') statements.push(failureStatement(db, r, now));
  for (const piece of pieces(results, dialect, INSERT_CHUNK)) statements.push(attemptsStatement(dialect, piece));
  return disabledNow(await runTogether(db, dialect, statements, statsCount), now);
}

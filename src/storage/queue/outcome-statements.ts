// The texts of the statements that store delivery outcomes
// (record-results.ts), by dialect and row count: built once per batch size,
// then run with new values. No query builder per batch: building a tree of a
// few hundred parameters and compiling it cost more CPU than SQLite took to
// run the statement. Bounded: SQLite sees four sizes (record-results.ts's
// pieces); on PostgreSQL, batches past CACHED_ROWS rows are rare and built
// each time. The parameters go in the order the texts use them, which
// record-results.ts follows.
import type { DialectName } from '../database.ts';
import { succeededText } from './delivery-lifecycle.ts';

const CACHED_ROWS = 64;
const texts = new Map<string, string>();

function cached(key: string, rows: number, build: () => string): string {
  if (rows > CACHED_ROWS) return build();
  let text = texts.get(key);
  if (text === undefined) {
    text = build();
    texts.set(key, text);
  }
  return text;
}

/** The placeholders of one statement, numbered on PostgreSQL (`$1::type`), `?` on SQLite. */
function placeholders(dialect: DialectName): (type: string) => string {
  if (dialect === 'sqlite') return () => '?';
  let n = 0;
  // PostgreSQL types the parameters of a VALUES list from their text; say what they are.
  return (type) => `$${++n}${type ? `::${type}` : ''}`;
}

/** `count` rows of `types.length` placeholders each, for a VALUES list. */
function valuesRows(next: (type: string) => string, count: number, types: string[]): string {
  const rows: string[] = [];
  for (let i = 0; i < count; i++) rows.push(`(${types.map(next).join(', ')})`);
  return rows.join(', ');
}

const STATS_TYPES = ['text', 'bigint', 'bigint', 'bigint', 'bigint', 'integer', 'bigint', 'bigint'];

/**
 * The endpoints' stats for `rows` endpoints: per row (id, ok, failed,
 * last_at, fail_since, gone, head_seen, requeues_seen: the queue head and
 * requeue count the worker's last look saw, null when it saw none, which
 * raise the queue floor as queue-floor.ts tells), then, when disabling after a run of failures is
 * on, the cut-off time twice, the reason for 410 Gone, the reason for the
 * failures, the cut-off time, and the time now; when it is off, the two
 * reasons and the time now.
 */
export function statsText(dialect: DialectName, rows: number, disableOn: boolean): string {
  return cached(`stats:${dialect}:${disableOn}:${rows}`, rows, () => {
    const next = placeholders(dialect);
    const values = valuesRows(next, rows, STATS_TYPES);
    const greatest = dialect === 'postgres' ? 'greatest' : 'max';
    // The run of failures after this batch: a success in it ends the old run (and a failure after it starts a new one).
    const failingSince = '(case when s.ok > 0 then s.fail_since else coalesce(failing_since, s.fail_since) end)';
    // Each use of the disabling condition takes the cut-off time as a parameter of its own.
    const disable = () =>
      `(enabled = 1 and (s.gone = 1 or ${disableOn ? `(s.failed > 0 and ${failingSince} <= ${next('')})` : '(1 = 0)'}))`;
    const enabled = `enabled = case when ${disable()} then 0 else enabled end`;
    const reason = `disabled_reason = case when ${disable()} then (case when s.gone = 1 then ${next('')} else ${next('')} end) else disabled_reason end`;
    const disabledAt = `disabled_at = case when ${disable()} then ${next('')} else disabled_at end`;
    return `with s(id, ok, failed, last_at, fail_since, gone, head_seen, requeues_seen) as (values ${values})
      update webhook_endpoints
      set queue_floor = case when s.requeues_seen = requeue_count and s.head_seen > queue_floor then s.head_seen else queue_floor end,
          successful_deliveries = successful_deliveries + s.ok,
          failed_deliveries = failed_deliveries + s.failed,
          last_delivery_at = ${greatest}(coalesce(last_delivery_at, 0), s.last_at),
          failing_since = ${failingSince},
          ${enabled},
          ${reason},
          ${disabledAt}
      from s
      where webhook_endpoints.id = s.id
      returning webhook_endpoints.id, webhook_endpoints.enabled, webhook_endpoints.disabled_at`;
  });
}

const ATTEMPT_TYPES = ['bigint', 'text', 'integer', 'bigint', 'integer', 'integer', 'text', 'text', 'text', 'text', 'smallint'];

/**
 * The attempt records of `rows` outcomes, per row (delivery_id, endpoint_id,
 * attempt, started_at, duration_ms, status_code, error, worker_id,
 * response_headers, response_body, response_body_truncated): only those whose
 * delivery still exists.
 */
export function attemptsText(dialect: DialectName, rows: number): string {
  return cached(`attempts:${dialect}:${rows}`, rows, () => {
    const values = valuesRows(placeholders(dialect), rows, ATTEMPT_TYPES);
    return `with a(delivery_id, endpoint_id, attempt, started_at, duration_ms, status_code, error, worker_id,
           response_headers, response_body, response_body_truncated) as (values ${values})
    insert into webhook_delivery_attempts (delivery_id, endpoint_id, attempt, started_at, duration_ms, status_code, error,
      worker_id, response_headers, response_body, response_body_truncated)
    select a.delivery_id, a.endpoint_id, a.attempt, a.started_at, a.duration_ms, a.status_code, a.error, a.worker_id,
      a.response_headers, a.response_body, a.response_body_truncated
    from a
    where exists (select 1 from webhook_deliveries d where d.id = a.delivery_id)`;
  });
}

/**
 * `ids` pending deliveries, answered alike, marked succeeded: the attempt,
 * status code and time now, then the ids.
 *
 * Why `status = (select 'pending')`: written as a plain `status =
 * 'pending'`, the condition matches the predicate of the partial index of
 * pending deliveries, and PostgreSQL may then read that whole index beside
 * the primary key (a BitmapAnd, or a hash join over it): every pending
 * delivery and every finished one not yet vacuumed. It does so whenever the
 * table's statistics say few deliveries are pending: for a table never
 * analyzed, or not since a burst of events, and for a large table of mostly
 * finished deliveries between vacuums. In the bench that was 40 000 to
 * 120 000 index entries, 5 to 13 ms, for each batch of outcomes. A value
 * from a subquery is not known when the statement is planned, so no plan
 * can use that index, and each id is a look-up in the primary key.
 */
export function successesText(dialect: DialectName, ids: number): string {
  return cached(`successes:${dialect}:${ids}`, ids, () => {
    const next = placeholders(dialect);
    const head = `update webhook_deliveries set ${succeededText(() => next(''))}`;
    return `${head} where id in (${Array.from({ length: ids }, () => next('')).join(', ')}) and status = (select 'pending')`;
  });
}

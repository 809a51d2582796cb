// The request counters of API_RATE_LIMIT, shared by every API process of
// the database, on SQLite as on PostgreSQL: one row per token and one per
// user, the start of its current window and the requests counted in it.
//
// Why one upsert per request, of both rows: it inserts each row, counts one
// more in its window, or starts a new window once the last is over, and
// answers both counts, in one prepared statement and one round trip, without
// a transaction of its own (the row locks last for the statement only).
// Processes counting for one token or user at the same moment queue on its
// row for a moment (on SQLite, on the database's write lock: one short
// statement); others are not held up. Windows start at a key's first request
// after the last one ended (not on a clock grid), so a client never sees its
// allowance reset early; retention deletes the rows of windows that are over.
//
// Why not counters in memory on SQLite: each server process on one file
// (an API process beside the worker, two API processes during a restart)
// would keep its own, and each would let the whole allowance through.
import { sql } from 'kysely';
import { preparedQuery } from './prepared-query.ts';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export interface WindowCount {
  count: number;
  windowStart: number;
}

/** A key's row counts one more in its window, or starts a new window once the last ended (`window_start > windowOverBefore`: still running). */
const countedInWindow = (windowOverBefore: number) => sql`
    on conflict (key) do update set
      count = case when api_rate_limits.window_start > ${windowOverBefore} then api_rate_limits.count + 1 else 1 end,
      window_start = case when api_rate_limits.window_start > ${windowOverBefore} then api_rate_limits.window_start else excluded.window_start end`;

const countBoth = preparedQuery(
  (_db, tokenKey: string, userKey: string, now: number, windowOverBefore: number) =>
    sql<{ key: string; count: number | string; window_start: number | string }>`
    insert into api_rate_limits (key, window_start, count) values (${tokenKey}, ${now}, 1), (${userKey}, ${now}, 1)
    ${countedInWindow(windowOverBefore)}
    returning key, count, window_start`,
);

/** Counts one request for the token and for its user; answers both windows after counting it. */
export async function countRequest(
  db: Kysely<Database>,
  keys: { token: string; user: string },
  now: number,
  windowMs: number,
): Promise<{ token: WindowCount; user: WindowCount }> {
  const rows = await countBoth.all(db, keys.token, keys.user, now, now - windowMs);
  const windowOf = (key: string): WindowCount => {
    const row = rows.find((r) => r.key === key)!;
    return { count: Number(row.count), windowStart: Number(row.window_start) };
  };
  return { token: windowOf(keys.token), user: windowOf(keys.user) };
}

const countOne = preparedQuery(
  (_db, key: string, now: number, windowOverBefore: number) =>
    sql<{ count: number | string; window_start: number | string }>`
    insert into api_rate_limits (key, window_start, count) values (${key}, ${now}, 1)
    ${countedInWindow(windowOverBefore)}
    returning count, window_start`,
);

/** Counts one request under a key of its own (a company's receiver checks and test events); answers its window after counting it. */
export async function countKeyRequest(db: Kysely<Database>, key: string, now: number, windowMs: number): Promise<WindowCount> {
  const [row] = await countOne.all(db, key, now, now - windowMs);
  return { count: Number(row!.count), windowStart: Number(row!.window_start) };
}

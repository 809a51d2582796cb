// The request counter of a token (API_RATE_LIMIT), shared by every API
// process on one PostgreSQL database: one row per token, the start of its
// current window and the requests counted in it.
//
// Why one upsert per request: it inserts the token's row, counts one more in
// the window, or starts a new window once the last is over, and answers the
// count, in one statement and one round trip, without a transaction of its
// own (the row lock lasts for the statement only). Processes counting for
// one token at the same moment queue on its row for a moment; other tokens
// are not held up. Windows start at a token's first request after the last
// one ended (not on a clock grid), so a client never sees its allowance
// reset early; retention deletes the rows of windows that are over.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

export interface WindowCount {
  count: number;
  windowStart: number;
}

export async function countRequest(db: Kysely<Database>, key: string, now: number, windowMs: number): Promise<WindowCount> {
  const { rows } = await sql<{ count: number | string; window_start: number | string }>`
    insert into api_rate_limits (key, window_start, count) values (${key}, ${now}, 1)
    on conflict (key) do update set
      count = case when api_rate_limits.window_start > ${now - windowMs} then api_rate_limits.count + 1 else 1 end,
      window_start = case when api_rate_limits.window_start > ${now - windowMs} then api_rate_limits.window_start else ${now} end
    returning count, window_start`.execute(db);
  const row = rows[0]!;
  return { count: Number(row.count), windowStart: Number(row.window_start) };
}

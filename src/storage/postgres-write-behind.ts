// A write whose answer the transaction does not read (an insert of a row it
// knows in full, an update or delete whose count it does not need) need not
// cost a round trip of its own on PostgreSQL: it waits on its connection and
// goes with the next text the transaction sends, most often its commit
// (postgres-transaction.ts), as one text of several statements by the simple
// protocol. Order is kept whatever comes next: a text without parameters
// carries the waiting statements in front of it; before a query with
// parameters (which the simple protocol can't carry) they are sent as a text
// of their own, on the same connection, ahead of it. A `rollback` drops them.
// The waiting statement's error, if any, is the next text's: the transaction
// then rolls back as it would have at once.
//
// Only inside a transaction that ends on its own connection with `commit` or
// `rollback` (transactionBegunWith): outside one, the next user of the pooled
// connection would send it.
import type pg from 'pg';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { inlinedPostgres, type PreparedQuery } from './prepared-query.ts';
import type { CommitTail } from './postgres-transaction.ts';
import type { Database } from './schema.ts';

// The mark of a statement to hold; a comment, so that a connection without
// this wrapper (none in this program) would still run the statement right.
const WRITE_BEHIND = '/* write behind */ ';

/**
 * Holds `statement` (one statement, its values written in: prepared-query.ts'
 * `inlined`) on the transaction's connection `trx` until the next statement
 * the transaction sends, and sends it with that one.
 */
export async function writeBehind(trx: Kysely<Database>, statement: string): Promise<void> {
  await sql.raw(WRITE_BEHIND + statement).execute(trx);
}

/**
 * Runs a write whose answer the caller does not read: at once, or, in a
 * transaction that sends its last statement with its commit (`commitTail`,
 * TransactionOptions.eventLast; PostgreSQL only), held to go with the
 * transaction's next statement.
 */
export async function sendWrite<Args extends unknown[]>(
  context: { readonly db: Kysely<Database>; readonly commitTail?: CommitTail },
  query: PreparedQuery<Args, unknown>,
  ...args: Args
): Promise<void> {
  if (context.commitTail) await writeBehind(context.db, query.inlined(context.db, ...args));
  else await query.run(context.db, ...args);
}

/**
 * As sendWrite, for a write built by its caller (an update of the columns
 * given, a delete), whose text is compiled per call.
 */
export async function sendBuiltWrite(
  context: { readonly db: Kysely<Database>; readonly commitTail?: CommitTail },
  query: { compile(): CompiledQuery; execute(): Promise<unknown> },
): Promise<void> {
  if (!context.commitTail) {
    await query.execute();
    return;
  }
  const { sql: text, parameters } = query.compile();
  await writeBehind(context.db, inlinedPostgres(text, parameters));
}

/**
 * Makes every client of the pool hold the statements writeBehind marks. Under
 * the statement naming (postgres-named-statements.ts): what it is given
 * answers as if nothing had been held.
 */
export function holdWritesBehind(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    let held: string[] = [];
    client.query = ((...args: unknown[]) => {
      const [text, values] = args;
      if (typeof text === 'string' && text.startsWith(WRITE_BEHIND)) {
        held.push(text.slice(WRITE_BEHIND.length));
        // Answered at once, with no rows: the caller reads none.
        return Promise.resolve({ command: 'HELD', rowCount: null, rows: [] });
      }
      if (held.length === 0) return query(...args);
      const waiting = held;
      held = [];
      if (text === 'rollback') return query(...args);
      // Kysely sends a text without parameters as (text, []): the simple protocol, which takes several statements.
      // Its answer is one result per statement: without the held ones', it is what the text alone answers.
      if (typeof text === 'string' && args.length === 2 && Array.isArray(values) && values.length === 0) {
        return (query(`${waiting.join('; ')}; ${text}`, values) as Promise<pg.QueryResult[]>).then((results) => {
          const own = results.slice(waiting.length);
          return own.length === 1 ? own[0] : own;
        });
      }
      // Both enter the connection's queue now, in this order; the first error is the one reported.
      const first = query(waiting.join('; '), []) as Promise<unknown>;
      const next = query(...args) as Promise<unknown>;
      return Promise.all([first, next]).then(([, answer]) => answer);
    }) as typeof client.query;
  });
}

// Sends the SQL of prepared queries (prepared-query.ts) to PostgreSQL as
// named statements: each connection parses and plans such a query once, and
// later calls only bind new values. Every other query goes as before, unnamed,
// so the set of statements a connection keeps stays small and fixed.
// A text of several statements answers as its first statement, or, when it
// begins a transaction, as its last (what the transaction was begun to read).
import type pg from 'pg';
import { postgresStatementNames } from './prepared-query.ts';

export function nameHotStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // Kysely calls query(sql, parameters); other call forms pass through untouched.
    client.query = ((...args: unknown[]) => {
      const [text, values] = args;
      const name = typeof text === 'string' && Array.isArray(values) && args.length === 2 ? postgresStatementNames.get(text) : undefined;
      if (name) return query({ name, text, values });
      // A text of several statements (postgres-transaction.ts) answers with one result each, where Kysely reads
      // a single result: it gets the one its caller sent the text for.
      if (args.length === 2 && Array.isArray(values) && values.length === 0) {
        return (query(...args) as Promise<unknown>).then((result) =>
          Array.isArray(result) ? answerOf(result as pg.QueryResult[]) : result,
        );
      }
      return query(...args);
    }) as typeof client.query;
  });
}

/**
 * The result a text of several statements answers with: its first
 * statement's (`<event>; commit`, a batch of outcomes), or, for a text that
 * begins a transaction, its last (`begin; <lock>; <read>`).
 */
function answerOf(results: pg.QueryResult[]): pg.QueryResult | undefined {
  return results[0]?.command === 'BEGIN' ? results.at(-1) : results[0];
}

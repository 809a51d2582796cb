// Sends the SQL of prepared queries (prepared-query.ts) to PostgreSQL as
// named statements: each connection parses and plans such a query once, and
// later calls only bind new values. Every other query goes as before, unnamed,
// so the set of statements a connection keeps stays small and fixed.
// A text of several statements answers as its first statement.
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
      // a single result: it gets the first statement's.
      if (args.length === 2 && Array.isArray(values) && values.length === 0) {
        return (query(...args) as Promise<unknown>).then((result) => (Array.isArray(result) ? result[0] : result));
      }
      return query(...args);
    }) as typeof client.query;
  });
}

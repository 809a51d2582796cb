// How the hand-written read routes (api-route.ts, positions-route.ts) reach
// the service's database: on SQLite each of their statements prepared once
// with better-sqlite3, on PostgreSQL a pg pool of 10. Statements are written
// with PostgreSQL's $1 placeholders; SQLite gets them as `?`.
import pg from 'pg';
import { SqliteDatabase } from '../../src/storage/sqlite-library.ts';

export type Row = Record<string, any>;

/** Runs one of `statements` (by its text) with `values`, against the database at `url` (`sqlite:<file>` or a postgres URL). */
export type ReadQuery = (text: string, values: unknown[]) => Promise<Row[]>;

export function readQuery(url: string, statements: readonly string[]): ReadQuery {
  if (url.startsWith('sqlite:')) {
    const db = new SqliteDatabase(url.slice('sqlite:'.length));
    db.pragma('busy_timeout = 5000');
    const prepared = new Map(statements.map((text) => [text, db.prepare(text.replace(/\$\d+/g, '?'))]));
    return async (text, values) => prepared.get(text)!.all(...values) as Row[];
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return async (text, values) => (await pool.query(text, values)).rows;
}

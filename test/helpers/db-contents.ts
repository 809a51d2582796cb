// Everything stored, table by table, read through the server's own
// connection: to prove a request wrote nothing, and to search stored values.
// Tables are listed from the database's catalogue, so tables added later
// are covered too.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { TestServer } from './test-server.ts';

export async function tableNames(server: TestServer): Promise<string[]> {
  const { db, dialect } = server.services.storage;
  const query =
    dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`
      : sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`;
  return (await query.execute(db)).rows.map((row) => row.name);
}

export type Contents = Record<string, Array<Record<string, unknown>>>;

/** Every row of every table, as the driver returns them. */
export async function readAll(server: TestServer): Promise<Contents> {
  const { db } = server.services.storage;
  const contents: Contents = {};
  for (const table of await tableNames(server)) {
    contents[table] = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows;
  }
  return contents;
}

/**
 * Every row of every table as text: PostgreSQL's own text form of the row
 * (`t::text`), or JSON of SQLite's row; what a dump of the database would show.
 */
export async function dumpAsText(server: TestServer): Promise<Record<string, string[]>> {
  const { db, dialect } = server.services.storage;
  const dump: Record<string, string[]> = {};
  for (const table of await tableNames(server)) {
    if (dialect === 'postgres') {
      const rows = await sql<{ row: string }>`select ${sql.table(table)}::text as row from ${sql.table(table)}`.execute(db);
      dump[table] = rows.rows.map((r) => r.row);
    } else {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
      dump[table] = rows.rows.map((r) => JSON.stringify(r, (_k, v) => (Buffer.isBuffer(v) ? v.toString('latin1') : v)));
    }
  }
  return dump;
}

/**
 * A digest of all stored data, leaving out `ignore`d columns (table.column).
 * Rows are sorted so that the physical order of a table doesn't matter.
 */
export async function fingerprint(server: TestServer, ignore: string[] = []): Promise<string> {
  if (server.services.storage.dialect === 'postgres') return postgresFingerprint(server, ignore);
  const contents = await readAll(server);
  const hash = createHash('sha256');
  for (const [table, rows] of Object.entries(contents)) {
    const lines = rows
      .map((row) => JSON.stringify(Object.entries(row).filter(([column]) => !ignore.includes(`${table}.${column}`))))
      .sort();
    hash.update(`${table}\n${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
}

/** The same digest computed by PostgreSQL in one statement: one round trip instead of one per table. */
async function postgresFingerprint(server: TestServer, ignore: string[]): Promise<string> {
  const { db } = server.services.storage;
  const parts = (await tableNames(server)).map((table) => {
    const dropped = ignore.filter((column) => column.startsWith(`${table}.`)).map((column) => column.slice(table.length + 1));
    const row = dropped.length > 0 ? sql`(to_jsonb(x) - ${sql.val(dropped)}::text[])::text` : sql`to_jsonb(x)::text`;
    return sql`${sql.lit(table)} || ':' || coalesce((select md5(string_agg(${row}, E'\n' order by ${row})) from ${sql.table(table)} x), '')`;
  });
  const result = await sql<{ digest: string }>`select md5(${sql.join(parts, sql` || '|' || `)}) as digest`.execute(db);
  return result.rows[0]!.digest;
}

/** Row counts per table, for messages that say what changed. */
export async function rowCounts(server: TestServer): Promise<Record<string, number>> {
  const contents = await readAll(server);
  return Object.fromEntries(Object.entries(contents).map(([table, rows]) => [table, rows.length]));
}

/**
 * Columns that change when a credential is merely used: authenticating
 * records the use (coalesced, written later in the background) whether or not
 * the request then succeeds, so they are not "written by" the request.
 */
export const CREDENTIAL_USE_COLUMNS = ['sessions.last_used_at', 'personal_access_tokens.last_used_at'];

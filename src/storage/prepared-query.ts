// Hot queries, built and compiled by Kysely once per dialect, then run with
// new values.
//
// Why: building a Kysely query (an immutable tree, copied and frozen at every
// step) and compiling it to SQL costs tens of microseconds on every call:
// several times what SQLite takes to answer an indexed lookup from its
// statement cache (storage/database.ts). Queries run on every request or
// every delivery batch have a fixed shape, so they are compiled once, with
// marker values in the parameter slots, and each call only puts the values in.
//
// Only for queries whose shape does not depend on the arguments: an argument
// may be a compared or inserted value, never a list (`in`) or an identifier.
import { CompiledQuery, PostgresAdapter, type Compilable, type Kysely, type RawBuilder } from 'kysely';
import { boundedMemo } from '../bounded-memo.ts';
import { nodePostgres } from './node-postgres.ts';
import type { Database } from './schema.ts';

type Slot = { arg: number } | { value: unknown };

interface Compiled {
  sql: string;
  slots: Slot[];
}

const MARKER = '\u0000prepared-argument-';

/**
 * The SQL texts of prepared queries on PostgreSQL, each with a statement name.
 * The pool's clients send these as named statements, which the server parses
 * and plans once per connection instead of on every call (see
 * postgres-named-statements.ts). Bounded: one entry per prepared query.
 */
export const postgresStatementNames = new Map<string, string>();

export interface PreparedQuery<Args extends unknown[], Row> {
  /** All rows. */
  all(db: Kysely<Database>, ...args: Args): Promise<Row[]>;
  /** The first row, if any. */
  first(db: Kysely<Database>, ...args: Args): Promise<Row | undefined>;
  /** Rows changed by an insert, update or delete. */
  run(db: Kysely<Database>, ...args: Args): Promise<number>;
  /**
   * PostgreSQL: the SQL with the values written into it as literals, for a
   * text of several statements (the simple protocol, which takes no
   * parameters). Only for texts with no `$` but their placeholders.
   */
  inlined(db: Kysely<Database>, ...args: Args): string;
  /** The compiled SQL and its parameters, for a caller that runs it with other statements. */
  compiled(db: Kysely<Database>, ...args: Args): { sql: string; parameters: unknown[] };
}

/** A value as a PostgreSQL literal: node-postgres' quoting for text, which also covers a server that reads backslashes as escapes. */
function postgresLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') {
    // A NUL would end the text early: PostgreSQL refuses one in a parameter too.
    if (value.includes('\0')) throw new TypeError('a text value with a NUL character');
    // Most values (an event's JSON) have neither: quoted as they are, without escaping them character by character.
    return value.includes("'") || value.includes('\\') ? nodePostgres().escapeLiteral(value) : `'${value}'`;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  throw new TypeError(`no literal for a value of type ${typeof value}`);
}

/** A statement's text cut at its placeholders: `texts[i]`, the value of placeholder `slots[i]` (0-based), ..., then the last text. */
interface PlaceholderCuts {
  texts: string[];
  slots: number[];
  /** The highest placeholder number: a call must give at least that many values. */
  highest: number;
}

function cutAtPlaceholders(text: string): PlaceholderCuts {
  const texts: string[] = [];
  const slots: number[] = [];
  let highest = 0;
  let from = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const number = Number(match[1]);
    texts.push(text.slice(from, match.index));
    slots.push(number - 1);
    highest = Math.max(highest, number);
    from = match.index + match[0].length;
  }
  texts.push(text.slice(from));
  return { texts, slots, highest };
}

// Why remembered: the texts are this program's few statements (those of a
// batch's outcomes one per batch length), written in on every write and every
// batch, and the pattern's pass over a text of a kilobyte took about eight
// times as long as putting the values between its cuts.
const placeholderCuts = boundedMemo(cutAtPlaceholders, 1024);

/**
 * PostgreSQL: a statement's text with its parameters (`$1`, `$2`, ...) written
 * in as literals, for a text of several statements sent by the simple
 * protocol, which takes no parameters. Only for texts of this program with no
 * `$` but their placeholders; the pattern reads that text, never a value (the
 * text is cut at its placeholders once, and the values go between the cuts),
 * so a value written in is never read again as a placeholder.
 */
export function inlinedPostgres(text: string, parameters: readonly unknown[]): string {
  const { texts, slots, highest } = placeholderCuts(text);
  if (highest > parameters.length) throw new RangeError(`no value for the placeholder $${highest}`);
  let inlined = texts[0]!;
  for (let i = 0; i < slots.length; i++) inlined += postgresLiteral(parameters[slots[i]!]) + texts[i + 1]!;
  return inlined;
}

/** The dialect a query builder compiles for, for the few prepared queries whose SQL differs (row locks). */
export function dialectOf(db: Kysely<Database>): 'sqlite' | 'postgres' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export function preparedQuery<Args extends unknown[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row> | RawBuilder<Row>,
): PreparedQuery<Args, Row> {
  // One compiled form per dialect adapter class: SQLite and PostgreSQL differ in placeholders and quoting.
  const compiled = new Map<object, Compiled>();

  function compile(db: Kysely<Database>, argCount: number): Compiled {
    const markers = Array.from({ length: argCount }, (_, i) => `${MARKER}${i}`) as unknown as Args;
    // A query builder compiles by itself, a raw `sql` template against the database.
    const query = (build(db, ...markers) as RawBuilder<Row>).compile(db);
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      postgresStatementNames.set(query.sql, `recruiting_api_${postgresStatementNames.size + 1}`);
    }
    const slots = query.parameters.map((p): Slot => {
      if (typeof p === 'string' && p.startsWith(MARKER)) return { arg: Number(p.slice(MARKER.length)) };
      return { value: p };
    });
    return { sql: query.sql, slots };
  }

  function compiledFor(db: Kysely<Database>, args: Args): Compiled {
    const key = db.getExecutor().adapter.constructor;
    let entry = compiled.get(key);
    if (!entry) {
      entry = compile(db, args.length);
      compiled.set(key, entry);
    }
    return entry;
  }

  function withValues(db: Kysely<Database>, args: Args) {
    const entry = compiledFor(db, args);
    return { sql: entry.sql, parameters: entry.slots.map((slot) => ('arg' in slot ? args[slot.arg] : slot.value)) };
  }

  function execute(db: Kysely<Database>, args: Args) {
    const { sql, parameters } = withValues(db, args);
    return db.executeQuery<Row>(CompiledQuery.raw(sql, parameters));
  }

  return {
    async all(db, ...args) {
      return (await execute(db, args)).rows;
    },
    async first(db, ...args) {
      return (await execute(db, args)).rows[0];
    },
    async run(db, ...args) {
      const result = await execute(db, args);
      return Number(result.numAffectedRows ?? 0n);
    },
    inlined(db, ...args) {
      const { sql, parameters } = withValues(db, args);
      return inlinedPostgres(sql, parameters);
    },
    compiled(db, ...args) {
      return withValues(db, args);
    },
  };
}

/**
 * Every column of `Row`, as the list of a preparedRowQuery insert: a column
 * of the row type left out of the list is a compile error that names it
 * (else the insert would leave it to its default without a word).
 */
export function everyColumnOf<Row>() {
  return <const Columns extends readonly (keyof Row & string)[]>(
    columns: Columns & ([Exclude<keyof Row, Columns[number]>] extends [never] ? unknown : { missing: Exclude<keyof Row, Columns[number]> }),
  ): Columns => columns;
}

/**
 * A prepared query of one row-shaped argument, for inserts of many columns:
 * the values of `columns`, in that order, fill the parameter slots, so a
 * caller passes the row rather than a dozen positional values.
 */
export function preparedRowQuery<R extends object, Row>(
  columns: readonly (keyof R & string)[],
  build: (db: Kysely<Database>, row: R) => Compilable<Row> | RawBuilder<Row>,
): PreparedQuery<[R], Row> {
  const query = preparedQuery((db, ...values: unknown[]) => build(db, Object.fromEntries(columns.map((c, i) => [c, values[i]])) as R));
  const valuesOf = (row: R) => columns.map((column) => row[column]);
  return {
    all: (db, row) => query.all(db, ...valuesOf(row)),
    first: (db, row) => query.first(db, ...valuesOf(row)),
    run: (db, row) => query.run(db, ...valuesOf(row)),
    inlined: (db, row) => query.inlined(db, ...valuesOf(row)),
    compiled: (db, row) => query.compiled(db, ...valuesOf(row)),
  };
}

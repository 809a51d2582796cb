// Rows of a SQLite read as objects built in JavaScript, by a function compiled
// once per statement.
//
// Why: better-sqlite3 builds each row object in C++, a property at a time,
// which on Node.js 20 (better-sqlite3 12) costs about half again as much as
// taking the row as an array (`raw` mode) and building the object with an
// object literal of the statement's columns: 78 µs against 50 µs for a list
// of 20 rows of 18 columns, and less on Node.js 24 (better-sqlite3 13). The
// literal also gives every row of a statement one hidden class from the start,
// which the code that reads the rows (presenters, serializers) is faster on.
//
// What a row holds is unchanged: the columns by name, a later column of the
// same name winning, as better-sqlite3's own objects have them.
import type SqliteDatabase from 'better-sqlite3';

type Row = Record<string, unknown>;
type RowOf = (values: unknown[]) => Row;

interface Shape {
  width: number;
  rowOf: RowOf;
}

let shapes = new WeakMap<SqliteDatabase.Statement, Shape>();

/** Statements that change the schema: after one, a builder may hold a column's old name at the same width. */
const SCHEMA_CHANGE = /^\s*(?:alter|create|drop)\s/i;
/** The prepared statements that change the schema, told apart once, when prepared (the service's own SQL text, not anyone's input). */
const schemaChanges = new WeakSet<SqliteDatabase.Statement>();

/**
 * Readies a statement just prepared: one that returns rows goes into raw
 * mode, so that its rows come as arrays for `readRows` and `iterateRows`; one
 * that changes the schema is marked for `noteSchemaChange`.
 */
export function takeRowsAsArrays(statement: SqliteDatabase.Statement): SqliteDatabase.Statement {
  if (statement.reader) return statement.raw(true);
  if (SCHEMA_CHANGE.test(statement.source)) schemaChanges.add(statement);
  return statement;
}

/** The rows of a statement that `takeRowsAsArrays` put into raw mode, as objects. */
export function readRows(statement: SqliteDatabase.Statement, parameters: readonly unknown[]): Row[] {
  const rows = statement.all(parameters) as unknown[];
  if (rows.length === 0) return rows as Row[];
  const rowOf = rowOfWidth(statement, (rows[0] as unknown[]).length);
  for (let i = 0; i < rows.length; i++) rows[i] = rowOf(rows[i] as unknown[]);
  return rows as Row[];
}

/**
 * Called with every statement that returns no rows, before it runs: a change
 * of the schema (a migration renaming a column under a `select *` prepared
 * before it) makes every builder again, as the width alone would not tell.
 */
export function noteSchemaChange(statement: SqliteDatabase.Statement): void {
  if (schemaChanges.has(statement)) shapes = new WeakMap();
}

/** `readRows`, one row at a time. */
export function* iterateRows(statement: SqliteDatabase.Statement, parameters: readonly unknown[]): Generator<Row> {
  for (const values of statement.iterate(parameters) as Iterable<unknown[]>) yield rowOfWidth(statement, values.length)(values);
}

/**
 * The statement's row builder. A statement's columns are fixed, except that
 * SQLite prepares a statement again after the schema changed: a row of
 * another width (another process added a column under a `select *`) builds
 * the builder again, as does a schema change of this connection's (noteSchemaChange).
 */
function rowOfWidth(statement: SqliteDatabase.Statement, width: number): RowOf {
  let shape = shapes.get(statement);
  if (shape === undefined || shape.width !== width) {
    shape = { width, rowOf: compileRowOf(statement.columns().map((column) => column.name)) };
    shapes.set(statement, shape);
  }
  return shape.rowOf;
}

/** A function from a row's values to the object literal of its columns: `(v) => ({"id": v[0], "name": v[1]})`. */
export function compileRowOf(names: readonly string[]): RowOf {
  // A literal key "__proto__" would define a property where better-sqlite3's
  // assignment meets the prototype's setter: such a row (never one of ours) is
  // built by assignment, as better-sqlite3 builds it.
  if (names.includes('__proto__')) {
    return (values) => {
      const row: Row = {};
      for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
      return row;
    };
  }
  // The names are SQLite's column names, quoted by JSON.stringify: no text of theirs is ever code.
  const fields = names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ');
  return new Function('v', `return { ${fields} };`) as RowOf;
}

// Kysely's driver for SQLite over two connections to one file: one that
// writes, and one that only reads.
//
// Why two: a write must wait while another process (the CLI, a second
// server) holds the database's write lock, up to the busy timeout
// (sqlite-busy-retry.ts). With one connection, every query of the process
// queued behind that waiting write, so reads stalled for seconds although WAL
// mode lets them run beside any writer. Here a statement that only reads, and
// is not part of a transaction, runs at once on the read connection; writes
// and whole transactions take the write connection in turn (a FIFO lock), as
// before. A statement's kind comes from SQLite itself (sqlite3_stmt_readonly).
//
// What a read outside a transaction sees is unchanged: every statement reads
// the latest commit, this process's included. Inside a transaction every
// statement runs on the write connection, so it sees the transaction's writes.
//
// The dialect (TwoConnectionSqliteDialect, at the end) is Kysely's own with
// this driver and an adapter that says SQLite runs DDL in transactions.
//
// Other changes to Kysely's own SQLite driver:
// - prepared statements are cached by SQL text, so hot queries are compiled by
//   SQLite once instead of on every call;
// - rows come from SQLite as arrays and are made objects by a function
//   compiled per statement (sqlite-rows.ts), which is cheaper;
// - `begin` is `begin immediate`, so a transaction takes the write lock at
//   its start. With a deferred begin, a transaction that reads and then writes
//   (a quota check, a queue claim) can fail with SQLITE_BUSY when another
//   process writes in between, without waiting.
import type SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import { boundedMemo } from '../bounded-memo.ts';
import { retryWhileBusy } from './sqlite-busy-retry.ts';
import { iterateRows, noteSchemaChange, readRows, takeRowsAsArrays } from './sqlite-rows.ts';

const STATEMENT_CACHE_LIMIT = 512;

/** One better-sqlite3 connection and its prepared statements. */
class StatementCache {
  constructor(readonly database: SqliteDatabase.Database) {}

  readonly prepare: (sql: string) => SqliteDatabase.Statement = boundedMemo(
    (sql: string) => takeRowsAsArrays(this.database.prepare(sql)),
    STATEMENT_CACHE_LIMIT,
  );
}

function run<R>(statement: SqliteDatabase.Statement, parameters: readonly unknown[]): QueryResult<R> {
  if (statement.reader) return { rows: readRows(statement, parameters) as R[] };
  noteSchemaChange(statement);
  const { changes, lastInsertRowid } = statement.run(parameters);
  return {
    numAffectedRows: changes !== undefined && changes !== null ? BigInt(changes) : undefined,
    insertId: lastInsertRowid !== undefined && lastInsertRowid !== null ? BigInt(lastInsertRowid) : undefined,
    rows: [],
  };
}

/** Turns for the write connection, first come first served. */
class TurnLock {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves with the function that ends the turn, once the turns before it have ended. */
  take(): Promise<() => void> {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const turn = this.tail.then(() => end);
    this.tail = this.tail.then(() => ended);
    return turn;
  }
}

/** What Kysely holds between acquiring and releasing: one query, or one whole transaction. */
class RoutedConnection implements DatabaseConnection {
  /** Set while this connection runs a transaction: the end of its turn on the write connection. */
  endTurn: (() => void) | undefined;

  constructor(private readonly driver: TwoConnectionSqliteDriver) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute<R>(compiledQuery, this.endTurn !== undefined);
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiledQuery.query)) throw new Error('Sqlite driver only supports streaming of select queries');
    // Rows are read as they are asked for, so a stream outside a transaction uses the read connection only.
    const statement = this.driver.statementFor(compiledQuery.sql, this.endTurn !== undefined);
    for (const row of iterateRows(statement, compiledQuery.parameters)) yield { rows: [row as R] };
  }
}

export class TwoConnectionSqliteDriver implements Driver {
  private readonly writer: StatementCache;
  /** Absent for an in-memory database, which a second connection would not share: everything runs on the writer. */
  private readonly reader: StatementCache | undefined;
  private readonly turns = new TurnLock();

  constructor(writer: SqliteDatabase.Database, reader: SqliteDatabase.Database | undefined) {
    this.writer = new StatementCache(writer);
    this.reader = reader && new StatementCache(reader);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this);
  }

  /** The statement to run `sql` with: on the read connection when it only reads and no transaction is open on this connection. */
  statementFor(sql: string, inTransaction: boolean): SqliteDatabase.Statement {
    const onWriter = this.writer.prepare(sql);
    return !inTransaction && this.reader && onWriter.readonly ? this.reader.prepare(sql) : onWriter;
  }

  async execute<R>(compiledQuery: CompiledQuery, inTransaction: boolean): Promise<QueryResult<R>> {
    const { sql, parameters } = compiledQuery;
    if (inTransaction) return retryWhileBusy(() => run<R>(this.writer.prepare(sql), parameters));
    const statement = this.statementFor(sql, false);
    if (statement.database === this.reader?.database) return retryWhileBusy(() => run<R>(statement, parameters));
    // A write outside a transaction: its own short turn on the write connection.
    const endTurn = await this.turns.take();
    try {
      return await retryWhileBusy(() => run<R>(statement, parameters));
    } finally {
      endTurn();
    }
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const routed = connection as RoutedConnection;
    const endTurn = await this.turns.take();
    try {
      await retryWhileBusy(() => this.writer.prepare('begin immediate').run());
    } catch (error) {
      endTurn();
      throw error;
    }
    routed.endTurn = endTurn;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.execute(CompiledQuery.raw('commit'), true);
    this.endTransaction(connection);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      // A failed statement may have rolled the transaction back already (SQLITE_FULL, an I/O error).
      if (this.writer.database.inTransaction) await this.execute(CompiledQuery.raw('rollback'), true);
    } finally {
      this.endTransaction(connection);
    }
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(savepointCommand('savepoint', name));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(savepointCommand('rollback to', name));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(savepointCommand('release', name));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // Normally ended by commit or rollback; this covers a transaction abandoned otherwise.
    this.endTransaction(connection);
  }

  async destroy(): Promise<void> {
    this.reader?.database.close();
    this.writer.database.close();
  }

  private endTransaction(connection: DatabaseConnection): void {
    const routed = connection as RoutedConnection;
    const endTurn = routed.endTurn;
    routed.endTurn = undefined;
    endTurn?.();
  }
}

/** `savepoint "x"`, `rollback to "x"`, `release "x"`. */
function savepointCommand(command: string, name: string): CompiledQuery {
  return CompiledQuery.raw(`${command} "${name.replaceAll('"', '""')}"`);
}

/**
 * SQLite runs DDL inside transactions, but Kysely's SQLite adapter says it
 * doesn't, so its Migrator would apply migrations statement by statement: a
 * process killed in the middle leaves a half-applied migration (tables made,
 * migration not recorded) that every later start fails on ("table ... already
 * exists"). Saying yes makes the Migrator apply all pending migrations in one
 * transaction, which commits whole or not at all. Its `begin` becomes `begin
 * immediate` (above), so a second process migrating at the same moment waits
 * for the first and then finds nothing left to do.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** Kysely's SQLite dialect with the adapter above and the two-connection driver. */
export class TwoConnectionSqliteDialect implements Dialect {
  constructor(private readonly driver: TwoConnectionSqliteDriver) {}
  createDriver(): Driver {
    return this.driver;
  }
  createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Dialect interface says so
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

// SQLite's wait for another process's write lock, made asynchronous.
//
// Why: better-sqlite3 is synchronous, so SQLite's own busy handler
// (`busy_timeout`) waits inside the call and stops the whole event loop: while
// the CLI or a second server process held the write lock, every request and
// delivery of this process stood still for up to the busy timeout. Instead,
// the connection runs with no busy timeout, and a statement refused with
// SQLITE_BUSY is tried again after a short asynchronous pause (1, 2, 4 ... 50
// ms) until BUSY_TIMEOUT_MS have passed. Other work of the process runs
// meanwhile; queries of this process still wait their turn for its one
// connection, as before.
//
// Trying again is safe: SQLITE_BUSY undoes only the refused statement, never
// the transaction around it. Transactions start with `begin immediate` (see
// database.ts), so inside one no statement waits for the write lock: the
// waits happen at `begin immediate` and at single statements outside a
// transaction.
import type { CompiledQuery, DatabaseConnection, Driver, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';

/** How long a statement may wait for another process's lock in all. */
export const BUSY_TIMEOUT_MS = 5_000;
const LONGEST_PAUSE_MS = 50;

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

class BusyRetryingConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = performance.now() + BUSY_TIMEOUT_MS;
    for (let pause = 1; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
      try {
        return await this.inner.executeQuery<R>(compiledQuery);
      } catch (error) {
        if (!isBusy(error) || performance.now() + pause > deadline) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

/**
 * Wraps Kysely's SQLite driver: its one connection comes out wrapped, and the
 * driver's own `begin`, `commit` and savepoint statements, which it runs on
 * the connection it is handed, go through the wrapper too.
 */
export class BusyRetryingDriver implements Driver {
  private connection: BusyRetryingConnection | undefined;

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    if (this.connection?.inner !== connection) this.connection = new BusyRetryingConnection(connection);
    return this.connection;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint!(connection, name, compileQuery);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint!(connection, name, compileQuery);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint!(connection, name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as BusyRetryingConnection).inner ?? connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

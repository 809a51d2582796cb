// Opens the one Kysely instance of the process over SQLite (default) or
// PostgreSQL, chosen by DATABASE_URL.
import type BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type QueryCompiler,
} from 'kysely';
import { isPostgresUrl, sqlitePath } from '../config.ts';
import { nodePostgres } from './node-postgres.ts';
import { nameHotStatements } from './postgres-named-statements.ts';
import { createPrivateFile } from './private-files.ts';
import { SqliteDatabase } from './sqlite-library.ts';
import { BUSY_TIMEOUT_MS, isBusy, retryWhileBusy } from './sqlite-busy-retry.ts';
import { TwoConnectionSqliteDriver } from './sqlite-driver.ts';
import { SqliteWorkerLock } from './sqlite-worker-lock.ts';
import { listenOnChannel, type PostgresListener } from './postgres-listener.ts';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Storage {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
  /**
   * Why the database can't take writes right now, or undefined when it can:
   * on SQLite, another process holding the write lock for longer than
   * WRITE_PROBE_WAIT_MS; on PostgreSQL, a read-only server (a standby). Throws
   * when the database can't be reached.
   */
  writeBlocker(): Promise<string | undefined>;
  /**
   * SQLite only: a number that changes whenever another connection (another
   * process) commits. Reading it costs microseconds and no I/O, so a worker can
   * poll it to learn of events committed by other processes within milliseconds.
   */
  commitsElsewhere?: () => number;
  /** SQLite database files only: a lock that one delivery worker at a time can hold (sqlite-worker-lock.ts). */
  workerLock?: () => SqliteWorkerLock;
  /**
   * PostgreSQL only: calls `onNotification` on every NOTIFY on `channel`, and
   * whenever listening (re)starts, over a connection of its own that closes
   * with the storage (postgres-listener.ts).
   */
  listen?: (channel: string, onNotification: () => void) => void;
}

/** How long a health check waits for SQLite's write lock before it says the database can't take writes. */
export const WRITE_PROBE_WAIT_MS = 1_000;

/** Closing twice is harmless: shutdown paths may overlap. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/**
 * SQLite runs DDL inside transactions, but Kysely's SQLite adapter says it
 * doesn't, so its Migrator would apply migrations statement by statement: a
 * process killed in the middle leaves a half-applied migration (tables made,
 * migration not recorded) that every later start fails on ("table ... already
 * exists"). Saying yes makes the Migrator apply all pending migrations in one
 * transaction, which commits whole or not at all. Its `begin` becomes `begin
 * immediate` (sqlite-driver.ts), so a second process migrating at the same moment
 * waits for the first and then finds nothing left to do.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** Kysely's SQLite dialect with the adapter above and the two-connection driver (sqlite-driver.ts). */
class TwoConnectionSqliteDialect implements Dialect {
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

/**
 * One connection to a SQLite file. `reader`: a connection that only reads
 * (sqlite-driver.ts); it can't write even by mistake (query_only).
 */
export function openSqlite(file: string, role: 'writer' | 'reader' | 'probe' = 'writer'): BetterSqlite3.Database {
  if (file !== ':memory:') createPrivateFile(file);
  const database = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; synchronous=NORMAL in WAL mode is
  // durable across process crashes (only an OS crash can lose the last commits).
  // Opening waits for other processes synchronously (nothing else runs yet);
  // after that, waits are asynchronous (sqlite-busy-retry.ts), so no busy timeout.
  database.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  if (role === 'writer') database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  if (role === 'reader') database.pragma('query_only = ON');
  database.pragma('busy_timeout = 0');
  return database;
}

export interface StorageOptions {
  poolSize?: number;
  /**
   * PostgreSQL: false makes commits return before the WAL is flushed to disk
   * (synchronous_commit=off). Only for writes that may be lost in a crash of
   * the database server without harm (the delivery worker's: see server.ts).
   */
  synchronousCommit?: boolean;
}

function openPostgres(databaseUrl: string, options: StorageOptions): Storage {
  // keepAlive: a connection whose server vanished (a failover, a cut network) is noticed rather than waited on forever.
  const pool = new (nodePostgres().Pool)({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    keepAlive: true,
    ...(options.synchronousCommit === false ? { options: '-c synchronous_commit=off' } : {}),
  });
  // An idle client that loses its connection emits 'error' on the pool; without a
  // listener that would crash the process. The next query reconnects.
  pool.on('error', () => {});
  // A client that loses its connection while checked out (a query in flight, or
  // between the statements of a transaction) emits 'error' on itself, where
  // pg-pool listens only while the client is idle: without this listener that
  // crashes the process. The query in flight fails with the error instead
  // (answered 503, see unavailable.ts), and the pool discards the client when
  // it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  nameHotStatements(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listeners: PostgresListener[] = [];
  let closed = false;
  return {
    db,
    dialect: 'postgres',
    close: once(async () => {
      closed = true;
      await Promise.all(listeners.map((listener) => listener.close()));
      await db.destroy();
    }),
    listen(channel, onNotification) {
      if (!closed) listeners.push(listenOnChannel(databaseUrl, channel, onNotification));
    },
    async writeBlocker() {
      const { rows } = await sql<{ read_only: string }>`select current_setting('transaction_read_only') as read_only`.execute(db);
      return rows[0]?.read_only === 'on' ? 'the server is read-only' : undefined;
    },
  };
}

function openSqliteStorage(file: string): Storage {
  const inMemory = file === ':memory:';
  const writer = openSqlite(file);
  // A second connection to ':memory:' would be another, empty database.
  const reader = inMemory ? undefined : openSqlite(file, 'reader');
  const db = new Kysely<Database>({ dialect: new TwoConnectionSqliteDialect(new TwoConnectionSqliteDriver(writer, reader)) });
  // Prepared once: read on every authentication (storage/credential-cache.ts).
  const dataVersion = writer.prepare('pragma data_version').pluck();
  // Health checks try the write lock on a connection of their own, so they
  // never wait behind (nor hold up) this process's own writes.
  let probe: BetterSqlite3.Database | undefined;
  let closed = false;
  return {
    db,
    dialect: 'sqlite',
    close: once(async () => {
      closed = true;
      probe?.close();
      await db.destroy();
    }),
    async writeBlocker() {
      if (closed) throw new Error('The database connection is not open');
      if (inMemory) return undefined;
      probe ??= openSqlite(file, 'probe');
      const connection = probe;
      try {
        await retryWhileBusy(() => connection.exec('begin immediate'), WRITE_PROBE_WAIT_MS);
      } catch (error) {
        if (isBusy(error)) return 'another process holds its write lock';
        throw error;
      }
      connection.exec('rollback');
      return undefined;
    },
    // Our own commits leave it unchanged; those are announced in-process (delivery/commit-signal.ts).
    commitsElsewhere: () => dataVersion.get() as number,
    workerLock: inMemory ? undefined : () => SqliteWorkerLock.for(file),
  };
}

export function openStorage(databaseUrl: string, options: StorageOptions = {}): Storage {
  return isPostgresUrl(databaseUrl) ? openPostgres(databaseUrl, options) : openSqliteStorage(sqlitePath(databaseUrl));
}

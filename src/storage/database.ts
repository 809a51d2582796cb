// Opens the one Kysely instance of the process over SQLite (default) or
// PostgreSQL, chosen by DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, type Driver, type SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import pg from 'pg';
import { isPostgresUrl, sqlitePath } from '../config.ts';
import { nameHotStatements } from './postgres-named-statements.ts';
import { listenOnChannel, type PostgresListener } from './postgres-listener.ts';
import { BUSY_TIMEOUT_MS, BusyRetryingDriver } from './sqlite-busy-retry.ts';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Storage {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
  /**
   * SQLite only: a number that changes whenever another connection (another
   * process) commits. Reading it costs microseconds and no I/O, so a worker can
   * poll it to learn of events committed by other processes within milliseconds.
   */
  commitsElsewhere?: () => number;
  /**
   * PostgreSQL only: calls `onNotification` on every NOTIFY on `channel`, and
   * whenever listening (re)starts, over a connection of its own that closes
   * with the storage (postgres-listener.ts).
   */
  listen?: (channel: string, onNotification: () => void) => void;
}

// int8 columns (times in ms, counters) come back from pg as strings by default;
// every value we store fits a double, so parse them to numbers.
pg.types.setTypeParser(20, (value) => Number(value));

/** Closing twice is harmless: shutdown paths may overlap. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

const STATEMENT_CACHE_LIMIT = 512;

/**
 * better-sqlite3 behind Kysely's SqliteDatabase interface, with two changes:
 * - prepared statements are cached by SQL text, so hot queries are compiled by
 *   SQLite once instead of on every call;
 * - `begin` becomes `begin immediate`, so a transaction takes the write lock at
 *   its start. With a deferred begin, a transaction that reads and then writes
 *   (a quota check, a queue claim) can fail with SQLITE_BUSY when another
 *   process (the CLI, a second server) writes in between, without waiting.
 */
function cachedStatements(database: SqliteDatabase.Database): KyselySqliteDatabase {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        if (cache.size >= STATEMENT_CACHE_LIMIT) cache.clear();
        statement = database.prepare(sql === 'begin' ? 'begin immediate' : sql);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * SQLite runs DDL inside transactions, but Kysely's SQLite adapter says it
 * doesn't, so its Migrator would apply migrations statement by statement: a
 * process killed in the middle leaves a half-applied migration (tables made,
 * migration not recorded) that every later start fails on ("table ... already
 * exists"). Saying yes makes the Migrator apply all pending migrations in one
 * transaction, which commits whole or not at all. Its `begin` becomes `begin
 * immediate` (see above), so a second process migrating at the same moment
 * waits for the first and then finds nothing left to do.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class TransactionalDdlSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }

  /** Waits for other processes' write locks without stopping the event loop (see sqlite-busy-retry.ts). */
  override createDriver(): Driver {
    return new BusyRetryingDriver(super.createDriver());
  }
}

export function openSqlite(file: string): SqliteDatabase.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; synchronous=NORMAL in WAL mode is
  // durable across process crashes (only an OS crash can lose the last commits).
  // Opening waits for other processes synchronously (nothing else runs yet);
  // after that, waits are asynchronous (sqlite-busy-retry.ts), so no busy timeout.
  database.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
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

export function openStorage(databaseUrl: string, options: StorageOptions = {}): Storage {
  if (isPostgresUrl(databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.synchronousCommit === false ? { options: '-c synchronous_commit=off' } : {}),
    });
    // An idle client that loses its connection emits 'error' on the pool; without a
    // listener that would crash the process. The next query reconnects.
    pool.on('error', () => {});
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
        if (!closed) listeners.push(listenOnChannel({ connectionString: databaseUrl }, channel, onNotification));
      },
    };
  }
  const database = openSqlite(sqlitePath(databaseUrl));
  const db = new Kysely<Database>({ dialect: new TransactionalDdlSqliteDialect({ database: cachedStatements(database) }) });
  // Prepared once: read on every authentication (storage/credential-cache.ts).
  const dataVersion = database.prepare('pragma data_version').pluck();
  return {
    db,
    dialect: 'sqlite',
    close: once(() => db.destroy()),
    // Our own commits leave it unchanged; those are announced in-process (delivery/commit-signal.ts).
    commitsElsewhere: () => dataVersion.get() as number,
  };
}

// Opens the one Kysely instance of the process over SQLite (default) or
// PostgreSQL, as the configuration names it (config.ts parses DATABASE_URL),
// with the engine underneath (its address, on SQLite its writing connection)
// that the delivery queue builds its coordination on
// (queue/coordination/worker-coordination.ts). The storage's core: it
// imports nothing of the queue (test/architecture/storage-core.test.ts).
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { DatabaseConfig } from '../config.ts';
import { DEFAULT_POSTGRES_TIMEOUTS } from '../config/postgres-timeouts.ts';
import { nodePostgres } from './node-postgres.ts';
import { nameHotStatements } from './postgres-named-statements.ts';
import { holdWritesBehind } from './postgres-write-behind.ts';
import { destroyOnQueryTimeout, postgresPoolOptions } from './postgres-pool.ts';
import { PostgresListener, type ListenerEvents, type Subscription } from './postgres-listener.ts';
import { createPrivateFile } from './private-files.ts';
import type { Database } from './schema.ts';
import { BUSY_TIMEOUT_MS, isBusy, retryWhileBusy } from './sqlite-busy-retry.ts';
import { TwoConnectionSqliteDialect, TwoConnectionSqliteDriver } from './sqlite-driver.ts';
import { checkpointInBackground, setOwnCheckpoints, type WalCheckpoints } from './sqlite-checkpoints.ts';
import { SqliteDatabase } from './sqlite-library.ts';

export type DialectName = 'sqlite' | 'postgres';

/** The database underneath a storage, as the delivery queue's coordination needs it (queue/coordination/). */
export type StorageEngine =
  | {
      dialect: 'postgres';
      /** The connection string, for connections of its own (a worker's lease session). */
      url: string;
      listen: NonNullable<Storage['listen']>;
    }
  | {
      dialect: 'sqlite';
      /** The database file, or ':memory:'. */
      file: string;
      /** The connection that writes. */
      writer: BetterSqlite3.Database;
      commitsElsewhere: () => number;
      /** Calls `stop` when the storage closes, unless forgotten first (the call it returns). */
      onClose(stop: () => void): () => void;
    };

export interface Storage {
  db: Kysely<Database>;
  dialect: DialectName;
  /**
   * Whether every statement is a round trip to a database server
   * (PostgreSQL), rather than a call inside the process (SQLite): what the
   * worker's timings weigh (see WorkerOptions.lingerMs).
   */
  roundTrips: boolean;
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
   * process) commits. Reading it costs microseconds and no I/O, so a cache
   * can check it to learn of changes made by other processes.
   */
  commitsElsewhere?: () => number;
  /**
   * PostgreSQL only: calls `onNotification` on every NOTIFY on `channel`, and
   * when listening is lost and (re)starts, over the storage's one LISTEN
   * connection, which closes with the storage (postgres-listener.ts).
   */
  listen?: (channel: string, onNotification: (payload?: string) => void, events?: ListenerEvents) => Subscription;
  /** The database underneath, for the delivery queue's coordination (queue/coordination/worker-coordination.ts). */
  readonly engine: StorageEngine;
  /**
   * PostgreSQL only: a storage of its own for migrations, without the
   * statement and query timeouts (postgres-pool.ts), which a migration
   * rewriting a large table may outlast; its caller closes it.
   */
  forMigrations?: () => Storage;
}

/** How long a health check waits for SQLite's write lock before it says the database can't take writes. */
export const WRITE_PROBE_WAIT_MS = 1_000;

/** Closing twice is harmless: shutdown paths may overlap. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
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
  /** SQLite: who checkpoints the file (sqlite-checkpoints.ts); SQLite itself by default. */
  walCheckpoints?: WalCheckpoints;
}

function openPostgres(database: Extract<DatabaseConfig, { dialect: 'postgres' }>, options: StorageOptions): Storage {
  const databaseUrl = database.url;
  // Every LISTEN of the storage, whatever its channel, over this one connection.
  const listener = new PostgresListener(databaseUrl, (database.timeouts ?? DEFAULT_POSTGRES_TIMEOUTS).queryMs);
  // keepAlive: a connection whose server vanished (a failover, a cut network)
  // is noticed rather than waited on forever; the query timeout does the same
  // for one that vanished with a query in flight (postgres-pool.ts).
  //
  // JIT off: PostgreSQL compiles a plan whose estimated cost passes
  // jit_above_cost (100 000 by default) at every execution, prepared or not.
  // The service runs short queries only, and the look for due work
  // (queue/find-ready-endpoints.ts), run at every wake-up of a worker, costs
  // two index probes per endpoint: past a few thousand endpoints, or on an
  // endpoints table whose dead rows inflate its estimate, it passes that
  // cost, and in the bench its 90 ms of compiling were most of its 210 ms
  // (bench/README.md, "Queue floors").
  const sessionOptions = ['-c jit=off', ...(options.synchronousCommit === false ? ['-c synchronous_commit=off'] : [])];
  const pool = new (nodePostgres().Pool)({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    ...postgresPoolOptions(database.timeouts),
    options: sessionOptions.join(' '),
  });
  // An idle client that loses its connection emits 'error' on the pool; without a
  // listener that would crash the process. The next query reconnects.
  pool.on('error', () => listener.check());
  // A client that loses its connection while checked out (a query in flight, or
  // between the statements of a transaction) emits 'error' on itself, where
  // pg-pool listens only while the client is idle: without this listener that
  // crashes the process. The query in flight fails with the error instead
  // (answered 503, see unavailable.ts), and the pool discards the client when
  // it is released.
  // Whenever a pooled connection is found broken, the LISTEN connection is
  // asked to prove itself too (postgres-listener.ts): it may be broken the same way.
  pool.on('connect', (client) => {
    client.on('error', () => listener.check());
    destroyOnQueryTimeout(client, () => listener.check());
  });
  // Under the naming, which then sees the texts as the transaction sent them (postgres-write-behind.ts).
  holdWritesBehind(pool);
  nameHotStatements(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listen: NonNullable<Storage['listen']> = (channel, onNotification, events) => listener.subscribe(channel, onNotification, events);
  return {
    db,
    dialect: 'postgres',
    roundTrips: true,
    close: once(async () => {
      await listener.close();
      await db.destroy();
    }),
    listen,
    engine: { dialect: 'postgres', url: databaseUrl, listen },
    forMigrations: () => openPostgres({ ...database, timeouts: null }, { poolSize: 1 }),
    async writeBlocker() {
      const { rows } = await sql<{ read_only: string }>`select current_setting('transaction_read_only') as read_only`.execute(db);
      return rows[0]?.read_only === 'on' ? 'the server is read-only' : undefined;
    },
  };
}

function openSqliteStorage(file: string, walCheckpoints: WalCheckpoints): Storage {
  const inMemory = file === ':memory:';
  const writer = openSqlite(file);
  if (!inMemory) setOwnCheckpoints(writer, walCheckpoints);
  const stopCheckpoints = !inMemory && walCheckpoints === 'background' ? checkpointInBackground(file) : undefined;
  // A second connection to ':memory:' would be another, empty database.
  const reader = inMemory ? undefined : openSqlite(file, 'reader');
  const db = new Kysely<Database>({ dialect: new TwoConnectionSqliteDialect(new TwoConnectionSqliteDriver(writer, reader)) });
  // Prepared once: read on every authentication (storage/credential-cache.ts) and every few ms by a worker.
  const dataVersion = writer.prepare('pragma data_version').pluck();
  // Our own commits leave it unchanged; those are announced in-process (delivery/commit-signal.ts).
  const commitsElsewhere = () => dataVersion.get() as number;
  // What stops with the storage: the worker's commit watches (queue/coordination/commit-watch.ts).
  const stops = new Set<() => void>();
  // Health checks try the write lock on a connection of their own, so they
  // never wait behind (nor hold up) this process's own writes.
  let probe: BetterSqlite3.Database | undefined;
  let closed = false;
  return {
    db,
    dialect: 'sqlite',
    roundTrips: false,
    close: once(async () => {
      closed = true;
      for (const stop of stops) stop();
      probe?.close();
      await db.destroy();
      await stopCheckpoints?.();
    }),
    async writeBlocker() {
      if (closed) throw new Error('The database connection is not open');
      if (inMemory) return undefined;
      probe ??= openSqlite(file, 'probe');
      const connection = probe;
      // Taken and given back in one synchronous call: concurrent checks share
      // the probe connection, and a lock held across an await would meet the
      // next check's `begin` ("cannot start a transaction within a transaction").
      try {
        await retryWhileBusy(() => {
          connection.exec('begin immediate');
          connection.exec('rollback');
        }, WRITE_PROBE_WAIT_MS);
      } catch (error) {
        if (isBusy(error)) return 'another process holds its write lock';
        throw error;
      }
      return undefined;
    },
    commitsElsewhere,
    engine: {
      dialect: 'sqlite',
      file,
      writer,
      commitsElsewhere,
      onClose(stop) {
        stops.add(stop);
        return () => void stops.delete(stop);
      },
    },
  };
}

export function openStorage(database: DatabaseConfig, options: StorageOptions = {}): Storage {
  return database.dialect === 'postgres'
    ? openPostgres(database, options)
    : openSqliteStorage(database.file, options.walCheckpoints ?? 'inline');
}

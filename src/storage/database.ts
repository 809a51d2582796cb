// Opens the one Kysely instance of the process over SQLite (default) or
// PostgreSQL, as the configuration names it (config.ts parses DATABASE_URL),
// and with it what the delivery worker needs of the database beside queries:
// its wake-ups, its lock and the session of its leases. The worker asks the
// storage for these and never looks at the dialect.
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { DatabaseConfig } from '../config.ts';
import { nodePostgres } from './node-postgres.ts';
import { DELIVERY_CHANNEL } from './notification-channels.ts';
import { nameHotStatements } from './postgres-named-statements.ts';
import { destroyOnQueryTimeout, postgresPoolOptions } from './postgres-pool.ts';
import { PostgresListener, type ListenerEvents, type Subscription } from './postgres-listener.ts';
import { POSTGRES_ENDPOINT_STATE_WATCH, sqliteEndpointStateWatch, type EndpointStateWatch } from './endpoint-state-watch.ts';
import { createPrivateFile } from './private-files.ts';
import { clearAllLeases } from './queue/endpoint-leases.ts';
import { LeaseHolder, type LeaseSession } from './queue/lease-holder.ts';
import type { Database } from './schema.ts';
import { BUSY_TIMEOUT_MS, isBusy, retryWhileBusy } from './sqlite-busy-retry.ts';
import { TwoConnectionSqliteDialect, TwoConnectionSqliteDriver } from './sqlite-driver.ts';
import { SqliteDatabase } from './sqlite-library.ts';
import { SqliteWorkerLock } from './sqlite-worker-lock.ts';

export type DialectName = 'sqlite' | 'postgres';

/** A watch of other connections' commits (Storage.watchCommits): ready once in place, closed by its watcher. */
export type CommitWatch = Subscription;

/** The right to run a database's delivery worker. */
export interface WorkerLock {
  /** Takes the lock if no other worker holds it; true when this one holds it now. Never waits. */
  tryAcquire(): boolean;
  release(): void;
  /** The file locked, for the log of a worker that waits for it. */
  readonly file?: string;
}

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
  listen?: (channel: string, onNotification: () => void, events?: ListenerEvents) => Subscription;
  /**
   * Calls `onCommit` soon after another process (or connection) committed
   * deliveries: on PostgreSQL the NOTIFY of the outbox (and whenever its LISTEN
   * is lost or starts again: `events` hears of both), on SQLite, which has no
   * NOTIFY, any commit, seen by polling data_version every few milliseconds.
   * Commits of this process's own connection are announced in-process
   * (delivery/commit-signal.ts).
   */
  watchCommits(onCommit: () => void, events?: ListenerEvents): CommitWatch;
  /**
   * The lock that one delivery worker at a time can hold: on a SQLite file
   * (sqlite-worker-lock.ts), because its worker clears every lease at start;
   * on PostgreSQL and in memory none is needed, and it is always granted.
   */
  workerLock(): WorkerLock;
  /**
   * Whether an endpoint may have stopped being sendable (endpoint-state-watch.ts),
   * for a delivery worker, after the migrations; closed by its watcher.
   */
  watchEndpointState(): EndpointStateWatch;
  /**
   * Opens the session the worker's leases are tied to. PostgreSQL: a
   * connection of its own (queue/lease-holder.ts), so a dead worker's leases
   * are free at once; rejects when the database can't be reached. SQLite: no
   * session; the leases a killed worker left are cleared instead (only the
   * worker holding the lock opens one). `onError` hears of failures after.
   */
  openLeaseSession(onError: (error: unknown) => void): Promise<LeaseSession>;
  /**
   * PostgreSQL only: a storage of its own for migrations, without the
   * statement and query timeouts (postgres-pool.ts), which a migration
   * rewriting a large table may outlast; its caller closes it.
   */
  forMigrations?: () => Storage;
}

/** How long a health check waits for SQLite's write lock before it says the database can't take writes. */
export const WRITE_PROBE_WAIT_MS = 1_000;

/** How often a SQLite storage looks for commits made by other processes while the worker watches (watchCommits). */
const COMMIT_WATCH_MS = 5;

/** Granted to every worker: where several may run (PostgreSQL), or no other process can see the database (in memory). */
const UNCONTENDED: WorkerLock = { tryAcquire: () => true, release: () => {} };

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
}

function openPostgres(database: Extract<DatabaseConfig, { dialect: 'postgres' }>, options: StorageOptions): Storage {
  const databaseUrl = database.url;
  // keepAlive: a connection whose server vanished (a failover, a cut network)
  // is noticed rather than waited on forever; the query timeout does the same
  // for one that vanished with a query in flight (postgres-pool.ts).
  const pool = new (nodePostgres().Pool)({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    ...postgresPoolOptions(database.timeouts),
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
  pool.on('connect', (client) => {
    client.on('error', () => {});
    destroyOnQueryTimeout(client);
  });
  nameHotStatements(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // Every LISTEN of the storage, whatever its channel, over this one connection.
  const listener = new PostgresListener(databaseUrl);
  return {
    db,
    dialect: 'postgres',
    roundTrips: true,
    close: once(async () => {
      await listener.close();
      await db.destroy();
    }),
    listen: (channel, onNotification, events) => listener.subscribe(channel, onNotification, events),
    watchCommits: (onCommit, events) => listener.subscribe(DELIVERY_CHANNEL, onCommit, events),
    watchEndpointState: () => POSTGRES_ENDPOINT_STATE_WATCH,
    workerLock: () => UNCONTENDED,
    openLeaseSession: (onError) => LeaseHolder.open({ connectionString: databaseUrl }, onError),
    forMigrations: () => openPostgres({ ...database, timeouts: null }, { poolSize: 1 }),
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
  // Prepared once: read on every authentication (storage/credential-cache.ts) and every few ms by a worker.
  const dataVersion = writer.prepare('pragma data_version').pluck();
  // Our own commits leave it unchanged; those are announced in-process (delivery/commit-signal.ts).
  const commitsElsewhere = () => dataVersion.get() as number;
  const watches = new Set<NodeJS.Timeout>();
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
      for (const watch of watches) clearInterval(watch);
      probe?.close();
      await db.destroy();
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
    // Polling data_version costs next to nothing and wakes the worker as soon
    // as an API process, the CLI or another tool has committed, instead of at
    // its idle poll (a second).
    watchCommits(onCommit) {
      let last = commitsElsewhere();
      const watch = setInterval(() => {
        let now: number;
        try {
          now = commitsElsewhere();
        } catch {
          clearInterval(watch); // the connection was closed under us: nothing more to watch
          return;
        }
        if (now !== last) {
          last = now;
          onCommit();
        }
      }, COMMIT_WATCH_MS);
      watch.unref();
      watches.add(watch);
      return {
        ready: Promise.resolve(),
        close: async () => {
          clearInterval(watch);
          watches.delete(watch);
        },
      };
    },
    watchEndpointState: () => sqliteEndpointStateWatch(writer, commitsElsewhere),
    workerLock: () => (inMemory ? UNCONTENDED : SqliteWorkerLock.for(file)),
    async openLeaseSession(onError) {
      // Leases left by a worker killed before it could release them would hold its endpoints back until they expired.
      await clearAllLeases(db).catch(onError);
      return { current: {}, close: async () => {} };
    },
  };
}

export function openStorage(database: DatabaseConfig, options: StorageOptions = {}): Storage {
  return database.dialect === 'postgres' ? openPostgres(database, options) : openSqliteStorage(database.file);
}

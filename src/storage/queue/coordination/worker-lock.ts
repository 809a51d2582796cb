// One delivery worker per SQLite database.
//
// Why: a SQLite worker clears every lease at start (no other worker may hold
// one: lease-session.ts), so a second worker on the same file, e.g. the new
// process of an overlapping restart, would take the endpoints the first is
// sending to, and both would send the same deliveries.
//
// How: the worker holds the operating system's lock on a file of its own
// next to the database, `<database>-worker.lock` (sqlite-file-lock.ts).
// PostgreSQL needs none: several workers share its queue through leases tied
// to their sessions. Nor does a database in memory, which no other process
// can see.
import { SqliteFileLock } from '../../sqlite-file-lock.ts';

/** The right to run a database's delivery worker. */
export interface WorkerLock {
  /** Takes the lock if no other worker holds it; true when this one holds it now. Never waits. */
  tryAcquire(): boolean;
  release(): void;
  /** The file locked, for the log of a worker that waits for it. */
  readonly file?: string;
}

/** Granted to every worker: where several may run (PostgreSQL), or no other process can see the database (in memory). */
export const UNCONTENDED: WorkerLock = { tryAcquire: () => true, release: () => {} };

/** The worker lock of a SQLite database file (also held by a restore: sqlite-backup.ts). */
export function sqliteWorkerLock(databaseFile: string): SqliteFileLock {
  return new SqliteFileLock(`${databaseFile}-worker.lock`);
}

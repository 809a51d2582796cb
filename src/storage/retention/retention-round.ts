// One retention round at a time per database, whatever the number of worker
// processes: the others skip their round rather than repeat the same deletes
// (each would walk the same finished deliveries and events, and wait on the
// same rows). A skipped process tries again at its next interval; if the
// round's holder dies, the lock goes with it.
//
// PostgreSQL: a session-level advisory lock, held on one connection of the
// pool (reserved for the round) while the round's own statements use the
// others. A process that dies, or loses that connection, loses the lock with
// its session, so no lock outlives its holder. (A round whose lock connection
// broke goes on to its end; another may then start beside it, and the two
// only find less to do: every delete re-checks what it deletes.)
//
// SQLite: an operating-system lock on `<database>-retention.lock`, taken the
// way the worker lock is (sqlite-file-lock.ts) and gone with the process
// however it ends. Only one process runs the delivery worker of a SQLite
// database, but during an overlapping restart the waiting process runs
// retention too.
import { sql } from 'kysely';
import type { DatabaseConfig } from '../../config.ts';
import type { Storage } from '../database.ts';
import { SqliteFileLock } from '../sqlite-file-lock.ts';

/** The advisory lock's key, (class, object): the service, then which of its jobs. */
const ADVISORY_LOCK = sql.raw('1380008009, 1'); // 0x52415049, "RAPI"; 1: retention

/**
 * Runs `round` unless another process is running a round on this database
 * right now; undefined when it was skipped. `database` is the storage's.
 */
export async function oneRetentionRoundAtATime<T>(
  storage: Storage,
  database: DatabaseConfig,
  round: () => Promise<T>,
): Promise<T | undefined> {
  if (storage.dialect === 'postgres') {
    return storage.db.connection().execute(async (connection) => {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${ADVISORY_LOCK}) as locked`.execute(connection);
      if (!rows[0]?.locked) return undefined;
      try {
        return await round();
      } finally {
        // A lost connection took the lock with it.
        await sql`select pg_advisory_unlock(${ADVISORY_LOCK})`.execute(connection).catch(() => {});
      }
    });
  }
  if (database.dialect !== 'sqlite') throw new Error('a PostgreSQL storage with a SQLite database setting');
  const file = database.file;
  if (file === ':memory:') return round(); // one connection, one process
  const lock = new SqliteFileLock(`${file}-retention.lock`);
  if (!lock.tryAcquire()) return undefined;
  try {
    return await round();
  } finally {
    lock.release();
  }
}

// A lock one process at a time holds on a file next to a SQLite database,
// for a job only one may run: the delivery worker
// (queue/coordination/worker-lock.ts), a retention round
// (retention/retention-round.ts).
//
// How: the holder keeps an exclusive lock on the file through a SQLite
// connection that keeps a `begin exclusive` transaction open. The lock is the operating system's
// (fcntl on Unix, LockFileEx on Windows) as SQLite takes it, so it goes away
// with the process however that ends, SIGKILL included: no stale lock file to
// clean up. Within one process SQLite keeps its own record of the locks, so a
// second holder in the same process is refused too. Nothing is ever written
// to the file.
import type BetterSqlite3 from 'better-sqlite3';
import { createPrivateFile } from './private-files.ts';
import { SqliteDatabase } from './sqlite-library.ts';
import { isBusy } from './sqlite-busy-retry.ts';

export class SqliteFileLock {
  private connection: BetterSqlite3.Database | undefined;

  constructor(readonly file: string) {}

  get held(): boolean {
    return this.connection !== undefined;
  }

  /** Takes the lock if no other holder has it; true when this one holds it now. Never waits. */
  tryAcquire(): boolean {
    if (this.connection) return true;
    createPrivateFile(this.file);
    const connection = new SqliteDatabase(this.file, { timeout: 0 });
    try {
      // No journal file: nothing is written, the transaction is only there for its lock.
      connection.pragma('journal_mode = memory');
      connection.exec('begin exclusive');
    } catch (error) {
      connection.close();
      if (isBusy(error)) return false;
      throw error;
    }
    this.connection = connection;
    return true;
  }

  release(): void {
    this.connection?.close();
    this.connection = undefined;
  }
}

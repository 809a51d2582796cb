// Backup and restore of a SQLite database file.
//
// Why not copy the file: under WAL the recent commits live in the -wal file
// until a checkpoint moves them into the database file, and a checkpoint may
// run while the copy is being read, so a copy of the files taken while the
// service writes can be torn. SQLite's online backup (sqlite3_backup_*, which
// better-sqlite3 exposes as Database#backup) copies the pages as one
// consistent snapshot: it reads inside a read transaction, which in WAL mode
// never blocks the service's writers, and starts again if another process
// commits between two of its steps. So every step here copies all the pages
// there are: better-sqlite3's first step only opens the backup, the second
// copies everything in one read transaction, and should a commit come
// between the two, the third does (under a steady stream of writes, small
// steps would start again and again).
//
// A backup is written to a temporary file beside the target, checked
// (`quick_check`), turned into a single self-contained file (rollback journal
// mode, no -wal to go with it), flushed to disk and only then moved into
// place: an interrupted backup never leaves a partial file under the name.
//
// A restore writes the backup into the database through the same backup API,
// under SQLite's locks, and only while nothing else uses the database (see
// sqliteDatabaseUsers below).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { sealedKeyId } from '../crypto/secret-box.ts';
import { createPrivateFile } from './private-files.ts';
import { SqliteDatabase } from './sqlite-library.ts';
import { isBusy } from './sqlite-busy-retry.ts';
import type { SqliteFileLock } from './sqlite-file-lock.ts';

/** How long the backup's reads wait for a lock (a checkpoint, WAL recovery) before failing. */
const LOCK_WAIT_MS = 5_000;

export class SqliteBackupError extends Error {}

/** What a backup file (or a restored database) holds, for the operator to check. */
export interface DatabaseSummary {
  bytes: number;
  /** Applied migrations, in order. */
  migrations: string[];
  webhookEndpoints: number;
  pendingDeliveries: number;
  /**
   * The sealed webhook secrets (current and previous ones) by the id of the
   * master key that sealed them (crypto/secret-box.ts); `unnamed`: sealed
   * before sealed values named their key.
   */
  sealedWith: Record<string, number>;
}

/** Pages per step of a backup: all of them (the largest number better-sqlite3 takes; see above). */
const allRemainingPages = () => 0x7fffffff;

/** Takes a consistent copy of the database at `databaseFile` into `target`, while other processes use it. */
export async function backupSqlite(databaseFile: string, target: string, options: { overwrite?: boolean } = {}): Promise<DatabaseSummary> {
  if (!fs.existsSync(databaseFile)) throw new SqliteBackupError(`there is no database at ${databaseFile}`);
  if (sameFile(target, databaseFile)) throw new SqliteBackupError(`${target} is the database itself; choose another file`);
  if (!options.overwrite && fs.existsSync(target)) {
    throw new SqliteBackupError(`${target} exists; choose another name, or replace it with --overwrite`);
  }
  const temporary = path.join(path.dirname(path.resolve(target)), `.${path.basename(target)}.${randomBytes(4).toString('hex')}.tmp`);
  createPrivateFile(temporary); // 0600: a backup holds everything the database does
  try {
    const source = new SqliteDatabase(databaseFile, { fileMustExist: true, timeout: LOCK_WAIT_MS });
    try {
      source.pragma('query_only = on');
      await source.backup(temporary, { progress: allRemainingPages });
    } finally {
      source.close();
    }
    const copy = new SqliteDatabase(temporary, { fileMustExist: true });
    let summary: DatabaseSummary;
    try {
      check(copy, 'quick_check', 'the copy');
      copy.pragma('journal_mode = delete'); // one self-contained file
      summary = summarize(copy);
    } finally {
      copy.close();
    }
    flush(temporary);
    if (options.overwrite) {
      fs.renameSync(temporary, target);
    } else {
      // Fails when the target appeared meanwhile, rather than replace it.
      fs.linkSync(temporary, target);
      fs.unlinkSync(temporary);
    }
    flush(path.dirname(path.resolve(target)));
    return { ...summary, bytes: fs.statSync(target).size };
  } finally {
    for (const file of [temporary, `${temporary}-wal`, `${temporary}-shm`, `${temporary}-journal`]) fs.rmSync(file, { force: true });
  }
}

/**
 * Who uses the database right now, as far as this machine can tell; empty
 * when nobody does. Two signals:
 * - the worker lock (queue/coordination/worker-lock.ts): a process runs the delivery
 *   worker (serve, role all or worker);
 * - SQLite's own lock on the database file: in WAL mode every connection
 *   that has read from the database holds a shared lock on the file until it
 *   closes, so an exclusive lock is refused while any other process has the
 *   database open: a server of any role (every start reads, to migrate), an
 *   API-only process, a CLI command at work, a sqlite3 shell.
 * Locks are the operating system's (fcntl), so a process killed with SIGKILL
 * holds none; processes on other machines sharing the file over a network
 * file system may not be seen (SQLite is not made for that either).
 */
export function sqliteDatabaseUsers(databaseFile: string, workerLock: SqliteFileLock): string[] {
  const users: string[] = [];
  if (!workerLock.tryAcquire()) users.push('a process runs its delivery worker (serve with role all or worker)');
  if (fs.existsSync(databaseFile)) {
    const probe = new SqliteDatabase(databaseFile, { fileMustExist: true, timeout: 0 });
    try {
      probe.pragma('locking_mode = exclusive');
      probe.exec('begin exclusive');
      probe.exec('commit');
    } catch (error) {
      if (!isBusy(error)) throw error;
      users.push('a process has it open (a server of any role, or another command)');
    } finally {
      probe.close();
    }
  }
  return users;
}

/**
 * Replaces the database at `databaseFile` with the backup at `source`, which
 * must pass SQLite's integrity check and be a database of this service made
 * by this version or an earlier one (`knownMigrations`). Refuses while the
 * database is in use (sqliteDatabaseUsers); holds `workerLock`, the
 * database's delivery worker lock (queue/coordination/worker-lock.ts), meanwhile,
 * so no delivery worker starts on the database until the restore is over.
 */
export async function restoreSqlite(
  databaseFile: string,
  source: string,
  knownMigrations: readonly string[],
  workerLock: SqliteFileLock,
): Promise<DatabaseSummary> {
  if (!fs.existsSync(source)) throw new SqliteBackupError(`there is no file at ${source}`);
  if (sameFile(source, databaseFile)) throw new SqliteBackupError(`${source} is the database itself, not a backup of it`);
  const backup = openBackup(source);
  try {
    check(backup, 'integrity_check', source);
    const summary = summarize(backup);
    if (summary.migrations.length === 0) throw new SqliteBackupError(`${source} is not a database of recruiting-api`);
    const unknown = summary.migrations.filter((name) => !knownMigrations.includes(name));
    if (unknown.length > 0) {
      throw new SqliteBackupError(
        `${source} was made by a newer version of recruiting-api (migrations ${unknown.join(', ')}); restore it with that version`,
      );
    }
    if (!fs.existsSync(databaseFile) && fs.existsSync(`${databaseFile}-wal`)) {
      // SQLite would apply a WAL left by a database that is gone to the new file.
      throw new SqliteBackupError(`${databaseFile}-wal exists without ${databaseFile}: remove it (and ${databaseFile}-shm) first`);
    }
    try {
      const users = sqliteDatabaseUsers(databaseFile, workerLock);
      if (users.length > 0) {
        throw new SqliteBackupError(
          `${databaseFile} is in use: ${users.join('; ')}. Stop the service (every process on this database), then restore`,
        );
      }
      createPrivateFile(databaseFile);
      const target = new SqliteDatabase(databaseFile, { fileMustExist: true, timeout: 0 });
      try {
        // Out of WAL mode (its WAL checkpointed and removed) while nobody else has it open:
        // the backup API can then write pages of any size into it.
        if (target.pragma('journal_mode = delete', { simple: true }) !== 'delete') {
          throw new SqliteBackupError(`${databaseFile} was opened by another process just now; stop it, then restore`);
        }
      } catch (error) {
        if (isBusy(error)) throw new SqliteBackupError(`${databaseFile} was opened by another process just now; stop it, then restore`);
        throw error;
      } finally {
        target.close();
      }
      await backup.backup(databaseFile, { progress: allRemainingPages });
      const restored = new SqliteDatabase(databaseFile, { fileMustExist: true });
      try {
        check(restored, 'quick_check', 'the restored database');
        restored.pragma('journal_mode = WAL'); // as the service runs it
      } finally {
        restored.close();
      }
      flush(databaseFile);
      return { ...summary, bytes: fs.statSync(databaseFile).size };
    } finally {
      workerLock.release();
    }
  } finally {
    backup.close();
  }
}

/** A backup file, read only. */
function openBackup(file: string): BetterSqlite3.Database {
  let database: BetterSqlite3.Database;
  try {
    database = new SqliteDatabase(file, { fileMustExist: true, readonly: true });
    database.pragma('schema_version'); // reads the header: fails here when the file is no database
  } catch (error) {
    throw new SqliteBackupError(`${file} is not a SQLite database (${(error as Error).message})`);
  }
  return database;
}

function check(database: BetterSqlite3.Database, pragma: 'quick_check' | 'integrity_check', what: string): void {
  let problems: string[];
  try {
    problems = (database.pragma(pragma) as Array<Record<string, string>>).map((row) => Object.values(row)[0]!);
  } catch (error) {
    // A page too damaged to read ends the check itself ("database disk image is malformed").
    problems = [(error as Error).message];
  }
  if (problems.length !== 1 || problems[0] !== 'ok') {
    throw new SqliteBackupError(`${what} fails SQLite's ${pragma}: ${problems.slice(0, 5).join('; ')}`);
  }
}

function summarize(database: BetterSqlite3.Database): DatabaseSummary {
  const tables = new Set((database.prepare(`select name from sqlite_master where type = 'table'`).pluck().all() as string[]).values());
  if (!tables.has('kysely_migration') || !tables.has('webhook_endpoints') || !tables.has('webhook_deliveries')) {
    return { bytes: 0, migrations: [], webhookEndpoints: 0, pendingDeliveries: 0, sealedWith: {} };
  }
  const count = (query: string) => Number(database.prepare(query).pluck().get());
  const sealedWith: Record<string, number> = {};
  const sealed = database
    .prepare('select secret_ciphertext, previous_secret_ciphertext from webhook_endpoints')
    .raw()
    .iterate() as Iterable<Array<string | null>>;
  for (const values of sealed) {
    for (const value of values) {
      if (value === null) continue;
      const keyId = sealedKeyId(value) ?? 'unnamed';
      sealedWith[keyId] = (sealedWith[keyId] ?? 0) + 1;
    }
  }
  return {
    bytes: 0,
    migrations: database.prepare('select name from kysely_migration order by name').pluck().all() as string[],
    webhookEndpoints: count('select count(*) from webhook_endpoints'),
    pendingDeliveries: count(`select count(*) from webhook_deliveries where status = 'pending'`),
    sealedWith,
  };
}

/** Whether two paths name one file (also through links), or one path that does not exist yet. */
function sameFile(a: string, b: string): boolean {
  const real = (file: string) => {
    try {
      return fs.realpathSync(file);
    } catch {
      return path.resolve(file);
    }
  };
  return real(a) === real(b);
}

/** Writes a file's (or a directory's entries') data to the disk. */
function flush(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

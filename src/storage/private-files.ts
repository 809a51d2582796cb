// Files and directories of the service readable by their owner only, whatever
// the umask: a database holds users, candidates' personal data and the
// hashes of every token.
//
// SQLite creates a database file with mode 0644 less the umask, and its WAL,
// shared-memory and journal files with the database file's own mode. So the
// database file is made here first, 0600, before SQLite opens it, and the
// files SQLite adds next to it follow. A file that already exists is left as
// it is (an operator may have chosen its mode).
import fs from 'node:fs';
import path from 'node:path';

/** Makes `file` (and missing parent directories, 0700) if it does not exist yet, empty and 0600. */
export function createPrivateFile(file: string): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  let fd: number;
  try {
    // 'wx': only when missing; an existing file is never opened here (closing a
    // descriptor of a file SQLite holds open would drop SQLite's locks on it).
    fd = fs.openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw error;
  }
  fs.closeSync(fd);
}

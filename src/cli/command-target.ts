// Which database and which master key an admin command opened, said on stderr
// before it writes (stdout keeps the command's result alone, for --json): the
// default DATABASE_URL and DATA_DIR are relative to the working directory, and
// a command run from the wrong one would otherwise quietly make and change
// another, empty database beside a new key file.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { KEY_FILE_NAME } from '../crypto/secret-key.ts';
import { redactDatabaseUrl } from '../storage/reachable-storage.ts';

export interface CommandTarget {
  /** The database: an SQLite file's absolute path, or the PostgreSQL URL without its password. */
  database: string;
  /** Whether the SQLite file is missing (opening it makes it); false on PostgreSQL. */
  databaseIsNew: boolean;
  /** Where the master key comes from: SECRET_ENCRYPTION_KEY, or the key file's absolute path. */
  key: string;
  /** Whether the key file is missing (opening it makes a new key). */
  keyIsNew: boolean;
}

export function commandTarget(config: Config): CommandTarget {
  const keyFile = path.resolve(config.dataDir, KEY_FILE_NAME);
  const sqlite =
    config.database.dialect === 'sqlite' && config.database.file !== ':memory:' ? path.resolve(config.database.file) : undefined;
  return {
    database: config.database.dialect === 'postgres' ? redactDatabaseUrl(config.database.url) : (sqlite ?? 'an in-memory SQLite database'),
    databaseIsNew: sqlite !== undefined && !fs.existsSync(sqlite),
    key: config.secretEncryptionKey ? 'SECRET_ENCRYPTION_KEY' : keyFile,
    keyIsNew: !config.secretEncryptionKey && !fs.existsSync(keyFile),
  };
}

/** The line an admin command writes on stderr; `key: false` for a command that opens no key (migrate). */
export function describeTarget(target: CommandTarget, { key: withKey = true } = {}): string {
  const database = `${target.database}${target.databaseIsNew ? ' (new: no database was there)' : ''}`;
  const key =
    target.key === 'SECRET_ENCRYPTION_KEY'
      ? 'master key from SECRET_ENCRYPTION_KEY'
      : `key file ${target.key}${target.keyIsNew ? ' (new)' : ''}`;
  return withKey ? `recruiting-api: database ${database}; ${key}` : `recruiting-api: database ${database}`;
}

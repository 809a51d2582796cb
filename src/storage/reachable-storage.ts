// Opening the database at start, with a failure that says which setting to
// look at. A driver's own message (`connect ECONNREFUSED 127.0.0.1:4299`,
// `unable to open database file`) names neither the variable nor the
// database; this names DATABASE_URL and its value, password hidden.
import { sql } from 'kysely';
import { ConfigError, type DatabaseConfig } from '../config.ts';
import { openStorage, type Storage, type StorageOptions } from './database.ts';

/** A database URL fit for a message: a password in it (`user:password@`, `?password=`) replaced by `***`. */
export function redactDatabaseUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/?#]*:)[^@/?#]*@/i, '$1***@').replace(/([?&]password=)[^&#]*/gi, '$1***');
}

/** The database of DATABASE_URL could not be opened or reached. */
export class DatabaseUnreachableError extends ConfigError {
  constructor(databaseUrl: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    // The driver's message may quote the URL it was given: never with the password.
    super('DATABASE_URL', `cannot reach the database ${redactDatabaseUrl(databaseUrl)}: ${scrub(reason, databaseUrl)}`);
    this.name = 'DatabaseUnreachableError';
  }
}

function scrub(text: string, databaseUrl: string): string {
  return text.split(databaseUrl).join(redactDatabaseUrl(databaseUrl));
}

/**
 * openStorage, then one round trip: resolves once the database answers, or
 * rejects with a DatabaseUnreachableError (the storage closed again).
 */
export async function openReachableStorage(database: DatabaseConfig, options?: StorageOptions): Promise<Storage> {
  // The database as DATABASE_URL names it, for the message.
  const databaseUrl = database.dialect === 'postgres' ? database.url : `sqlite:${database.file}`;
  let storage: Storage;
  try {
    storage = openStorage(database, options);
  } catch (error) {
    throw new DatabaseUnreachableError(databaseUrl, error);
  }
  try {
    await sql`select 1`.execute(storage.db);
  } catch (error) {
    await storage.close().catch(() => {});
    throw new DatabaseUnreachableError(databaseUrl, error);
  }
  return storage;
}

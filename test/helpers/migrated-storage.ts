// A storage of a fresh database migrated up to a named migration only, for
// the tests of the migration after it: they fill the database in its old
// shape, then run migrateToLatest and check what the migration made of it.
import { after, before } from 'node:test';
import { Migrator } from 'kysely';
import { parseDatabaseUrl } from '../../src/config.ts';
import { openStorage, type Storage } from '../../src/storage/database.ts';
import { migrations } from '../../src/storage/migrate.ts';
import type { TestDatabase, TestDialect } from './dialects.ts';

/** Call inside a describe: the storage (valid in its tests) of a database migrated up to `lastApplied`, dropped after them. */
export function useStorageMigratedTo(dialect: TestDialect, lastApplied: string): () => Storage {
  let database: TestDatabase | undefined;
  let storage: Storage | undefined;
  before(async () => {
    database = await dialect.createDatabase();
    storage = openStorage(parseDatabaseUrl(database.url), { poolSize: 2 });
    const migrator = new Migrator({ db: storage.db, provider: { getMigrations: async () => migrations(storage!.dialect) } });
    const { error } = await migrator.migrateTo(lastApplied);
    if (error) throw error;
  });
  after(async () => {
    await storage?.close();
    await database?.drop();
  });
  return () => storage!;
}

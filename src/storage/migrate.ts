// Applies the numbered migrations with Kysely's Migrator. The list is static
// (no directory scan), so the migrations ship with the code that needs them.
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Storage } from './database.ts';
import { foundation } from './migrations/0001-foundation.ts';
import { webhooks } from './migrations/0002-webhooks.ts';
import { recruiting } from './migrations/0003-recruiting.ts';
import { deliveryLeases } from './migrations/0004-delivery-leases.ts';
import { candidateRecords } from './migrations/0006-candidate-records.ts';

export async function migrateToLatest(storage: Storage): Promise<string[]> {
  const provider: MigrationProvider = {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '0001-foundation': foundation(storage.dialect),
        '0002-webhooks': webhooks(storage.dialect),
        '0003-recruiting': recruiting(storage.dialect),
        '0004-delivery-leases': deliveryLeases(storage.dialect),
        '0006-candidate-records': candidateRecords(storage.dialect),
      };
    },
  };
  const migrator = new Migrator({ db: storage.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

// Applies the numbered migrations with Kysely's Migrator. The list is static
// (no directory scan), so the migrations ship with the code that needs them.
//
// The numbers have gaps (no 0005, 0009 to 0011, 0015 or 0016) because no migration of
// those numbers was ever committed: pieces of work made at the same time each
// took a number ahead (0008 was committed before 0007, and 0007 before 0006),
// and the numbers that some of them took went unused. A gap is harmless, as
// Kysely orders migrations by name and records the names it applied. It must
// not be filled: Kysely refuses to start on a database where a migration it
// has not applied sorts before one it has ("corrupted migrations"), so a new
// migration always takes the number after the highest.
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DialectName, Storage } from './database.ts';
import { foundation } from './migrations/0001-foundation.ts';
import { webhooks } from './migrations/0002-webhooks.ts';
import { recruiting } from './migrations/0003-recruiting.ts';
import { deliveryLeases } from './migrations/0004-delivery-leases.ts';
import { candidateRecords } from './migrations/0006-candidate-records.ts';
import { deliveryLog } from './migrations/0007-delivery-log.ts';
import { apiKeyPrefix } from './migrations/0008-api-key-prefix.ts';
import { leaseHolderSession } from './migrations/0012-lease-holder-session.ts';
import { eventTraceparent } from './migrations/0013-event-traceparent.ts';
import { originalApi } from './migrations/0014-original-api.ts';
import { eventsFeed } from './migrations/0017-events-feed.ts';
import { endpointControls } from './migrations/0018-endpoint-controls.ts';
import { candidateFiles } from './migrations/0019-candidate-files.ts';
import { candidateHistory } from './migrations/0020-candidate-history.ts';
import { companyMetadata } from './migrations/0021-company-metadata.ts';
import { endpointListVersion } from './migrations/0022-endpoint-list-version.ts';
import { originalShapes } from './migrations/0024-original-shapes.ts';
import { secretSince } from './migrations/0026-secret-since.ts';
import { endpointSettings } from './migrations/0027-endpoint-settings.ts';
import { queueFloor } from './migrations/0028-queue-floor.ts';

/** Every migration, by name, in the order they apply. */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-foundation': foundation(dialect),
    '0002-webhooks': webhooks(dialect),
    '0003-recruiting': recruiting(dialect),
    '0004-delivery-leases': deliveryLeases(dialect),
    '0006-candidate-records': candidateRecords(dialect),
    '0007-delivery-log': deliveryLog(dialect),
    '0008-api-key-prefix': apiKeyPrefix(),
    '0012-lease-holder-session': leaseHolderSession(dialect),
    '0013-event-traceparent': eventTraceparent(),
    '0014-original-api': originalApi(dialect),
    '0017-events-feed': eventsFeed(dialect),
    '0018-endpoint-controls': endpointControls(dialect),
    '0019-candidate-files': candidateFiles(dialect),
    '0020-candidate-history': candidateHistory(dialect),
    '0021-company-metadata': companyMetadata(dialect),
    '0022-endpoint-list-version': endpointListVersion(dialect),
    '0024-original-shapes': originalShapes(dialect),
    '0026-secret-since': secretSince(dialect),
    '0027-endpoint-settings': endpointSettings(dialect),
    '0028-queue-floor': queueFloor(dialect),
  };
}

export async function migrateToLatest(storage: Storage): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(storage.dialect) };
  // PostgreSQL: over a connection without the service's statement and query timeouts (storage/postgres-pool.ts).
  const migrating = storage.forMigrations?.() ?? storage;
  try {
    const migrator = new Migrator({ db: migrating.db, provider });
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  } finally {
    if (migrating !== storage) await migrating.close();
  }
}

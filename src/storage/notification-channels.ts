// The LISTEN/NOTIFY channels of PostgreSQL: what one process tells the others
// through the database. Each is sent by the transaction that makes the change,
// so PostgreSQL delivers it when, and only if, that transaction commits.
// Listening is the storage's (postgres-listener.ts, one connection per storage).
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './database.ts';
import type { Database } from './schema.ts';

/** Deliveries were queued or made sendable: wakes the delivery workers (queue/coordination/commit-watch.ts listens). */
export const DELIVERY_CHANNEL = 'recruiting_api_deliveries';

/** Credentials, users, memberships or companies changed: empties the authentication caches (credential-cache.ts). */
export const CREDENTIALS_CHANNEL = 'recruiting_api_credentials';

/**
 * Sends the delivery channel's NOTIFY on PostgreSQL, in the caller's
 * transaction (the store's, once deliveries were queued); SQLite workers
 * learn of commits by polling data_version instead.
 */
export async function notifyDeliveryWorkers(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_notify(${DELIVERY_CHANNEL}, '')`.execute(db);
}

// Endpoint leases: the holder of an endpoint's lease is the only worker that
// sends its deliveries, which keeps them in order across worker processes.
//
// Why an upsert: taking many leases is one statement, and the conditional
// DO UPDATE makes it atomic per endpoint. On PostgreSQL a second worker racing
// for the same endpoint waits on the row lock, re-checks the condition against
// the winner's fresh lease and gets nothing back; on SQLite writes are
// serialized anyway. Only the endpoints actually leased are returned.
import type { Kysely } from 'kysely';
import { preparedQuery } from '../prepared-query.ts';
import type { Database } from '../schema.ts';

// Renewal and release run once per endpoint batch: compiled once (see prepared-query.ts).
const renew = preparedQuery((db, endpointId: string, owner: string, expiresAt: number) =>
  db.updateTable('delivery_leases').set({ expires_at: expiresAt }).where('endpoint_id', '=', endpointId).where('owner', '=', owner),
);
const release = preparedQuery((db, endpointId: string, owner: string) =>
  db.deleteFrom('delivery_leases').where('endpoint_id', '=', endpointId).where('owner', '=', owner),
);

export async function leaseEndpoints(
  db: Kysely<Database>,
  endpointIds: string[],
  owner: string,
  now: number,
  expiresAt: number,
): Promise<string[]> {
  if (endpointIds.length === 0) return [];
  const rows = await db
    .insertInto('delivery_leases')
    .values(endpointIds.map((endpoint_id) => ({ endpoint_id, owner, expires_at: expiresAt })))
    .onConflict((oc) =>
      oc
        .column('endpoint_id')
        .doUpdateSet({ owner: (eb) => eb.ref('excluded.owner'), expires_at: (eb) => eb.ref('excluded.expires_at') })
        .where((eb) => eb.or([eb('delivery_leases.expires_at', '<=', now), eb('delivery_leases.owner', '=', owner)])),
    )
    .returning('endpoint_id')
    .execute();
  return rows.map((r) => r.endpoint_id);
}

/** Extends a lease still held; false when it was lost (expired and taken by another worker). */
export async function renewLease(db: Kysely<Database>, endpointId: string, owner: string, expiresAt: number): Promise<boolean> {
  return (await renew.run(db, endpointId, owner, expiresAt)) > 0;
}

export async function releaseLease(db: Kysely<Database>, endpointId: string, owner: string): Promise<void> {
  await release.run(db, endpointId, owner);
}

/**
 * Drops every lease. Only for SQLite, where one worker process serves the
 * database: leases left by a process that was killed would otherwise hold
 * its endpoints back until they expire.
 */
export async function clearAllLeases(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('delivery_leases').execute();
}

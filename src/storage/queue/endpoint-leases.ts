// Endpoint leases: the holder of an endpoint's lease is the only worker that
// sends its deliveries, which keeps them in order across worker processes.
//
// Why an upsert: taking many leases is one statement, and the conditional
// DO UPDATE makes it atomic per endpoint. On PostgreSQL a second worker racing
// for the same endpoint waits on the row lock, re-checks the condition against
// the winner's fresh lease and gets nothing back; on SQLite writes are
// serialized anyway. Only the endpoints actually leased are returned.
//
// A lease is free when it has expired, and on PostgreSQL also as soon as the
// session of its holder is gone (lease-holder.ts): a killed worker's queues
// are taken up by the next claim, in order, from the first delivery whose
// outcome it had not stored. The expiry remains for a worker that hangs with
// its session open.
import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../prepared-query.ts';
import type { Database } from '../schema.ts';
import { LIVE_SESSIONS_SQL, type LeaseHolderIdentity } from './lease-holder.ts';

// Renewal and release run once per endpoint batch: compiled once (see prepared-query.ts).
const renew = preparedQuery((db, endpointId: string, owner: string, expiresAt: number) =>
  db.updateTable('delivery_leases').set({ expires_at: expiresAt }).where('endpoint_id', '=', endpointId).where('owner', '=', owner),
);
const release = preparedQuery((db, endpointId: string, owner: string) =>
  db.deleteFrom('delivery_leases').where('endpoint_id', '=', endpointId).where('owner', '=', owner),
);

/**
 * Leases the endpoints whose lease is free (or already ours); `holder` is the
 * worker's session on PostgreSQL, undefined on SQLite.
 */
export async function leaseEndpoints(
  db: Kysely<Database>,
  endpointIds: string[],
  owner: string,
  now: number,
  expiresAt: number,
  holder?: LeaseHolderIdentity,
): Promise<string[]> {
  if (endpointIds.length === 0) return [];
  const holderColumns = { holder_pid: holder?.pid ?? null, holder_since: holder?.since ?? null };
  const rows = await db
    .insertInto('delivery_leases')
    .values(endpointIds.map((endpoint_id) => ({ endpoint_id, owner, expires_at: expiresAt, ...holderColumns })))
    .onConflict((oc) =>
      oc
        .column('endpoint_id')
        .doUpdateSet({
          owner: (eb) => eb.ref('excluded.owner'),
          expires_at: (eb) => eb.ref('excluded.expires_at'),
          holder_pid: (eb) => eb.ref('excluded.holder_pid'),
          holder_since: (eb) => eb.ref('excluded.holder_since'),
        })
        .where((eb) =>
          eb.or([eb('delivery_leases.expires_at', '<=', now), eb('delivery_leases.owner', '=', owner), ...(holder ? [holderGone()] : [])]),
        ),
    )
    .returning('endpoint_id')
    .execute();
  return rows.map((r) => r.endpoint_id);
}

/** PostgreSQL: the lease row's holder session has ended (false for rows without one). */
export function holderGone(table = 'delivery_leases') {
  const t = sql.table(table);
  return sql<boolean>`(${t}.holder_pid, ${t}.holder_since) not in (${sql.raw(LIVE_SESSIONS_SQL)})`;
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

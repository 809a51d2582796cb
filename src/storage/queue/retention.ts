// Retention of the delivery queue: what the workers delete of it, in small
// batches (the service's other tables: storage/retention/stale-records.ts).
//
// - Finished deliveries (succeeded, failed, cancelled) whose last outcome is
//   older than the retention, with their attempts. Never a pending delivery:
//   the delete itself re-checks the status, so a delivery retried by hand
//   between the read and the delete stays.
// - Events older than the retention that no delivery needs any more.
// - The previous secret of an endpoint once its rotation's overlap is over.
// - Webhook endpoints of partners no longer members of the company, with
//   their pending deliveries (drop-pending-deliveries.ts). Ending a
//   membership through the service deletes them at once; this catches the
//   other ways a membership ends (a user deleted, its memberships going by
//   foreign key). Until then they receive nothing (queue/withheld.ts).
//
// Why batches found by primary key: deliveries are walked oldest first by id
// (creation order), a page at a time, and each page's deletes are one short
// transaction, so no lock is ever held for long and no index is needed on
// completion time (which every outcome would have to write). The walk stops
// where deliveries are newer than the retention; what it passes over and
// keeps (old pending deliveries) is the only cost of starting from the
// beginning each time.
//
// Why an event's remaining deliveries are looked up by endpoint and time:
// every delivery of an event has the event's creation time as its own
// (storage/queue/record-event.ts) and belongs to an endpoint of the event's
// company, so the check is a few probes of the delivery list's index
// (endpoint_id, created_at, id), one per endpoint of the company, instead of
// an index on event_id that every fan-out would have to write. Deliveries of
// endpoints already deleted are not visible to anyone and do not keep an event.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { RETENTION_BATCH } from '../retention/retention-batch.ts';
import { removeDeliveries } from './delivery-lifecycle.ts';
import { dropPendingDeliveries } from './drop-pending-deliveries.ts';
import { ownerIsMember } from './withheld.ts';

export interface RetentionProgress {
  /** The walk goes on after this id (0 at the start). */
  afterId: number;
  deleted: number;
  /** Nothing older than the cutoff is left past afterId. */
  done: boolean;
}

/** One page of the walk over deliveries: deletes those finished before `cutoff`, with their attempts. */
export async function deleteFinishedDeliveries(
  db: Kysely<Database>,
  cutoff: number,
  afterId: number,
  batch = RETENTION_BATCH,
): Promise<RetentionProgress> {
  const page = await db
    .selectFrom('webhook_deliveries')
    .select(['id', 'status', 'created_at', 'completed_at'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(batch)
    .execute();
  if (page.length === 0) return { afterId, deleted: 0, done: true };
  const expired = page
    .filter((d) => d.status !== 'pending' && d.completed_at !== null && Number(d.completed_at) < cutoff)
    .map((d) => Number(d.id));
  let deleted = 0;
  if (expired.length > 0) {
    deleted = await db.transaction().execute(async (trx) => {
      const gone = await removeDeliveries(trx, { reason: 'retention', ids: expired }).returning('id').execute();
      if (gone.length > 0) {
        await trx
          .deleteFrom('webhook_delivery_attempts')
          .where(
            'delivery_id',
            'in',
            gone.map((d) => Number(d.id)),
          )
          .execute();
      }
      return gone.length;
    });
  }
  const last = page[page.length - 1]!;
  // Deliveries finish after they are made: once the page reaches ones made after the cutoff, nothing later can be due.
  const done = page.length < batch || Number(last.created_at) >= cutoff;
  return { afterId: Number(last.id), deleted, done };
}

export interface EventRetentionProgress {
  after: { createdAt: number; id: string };
  deleted: number;
  done: boolean;
}

/** One page of the walk over events made before `cutoff`, oldest first: deletes those no delivery of an existing endpoint refers to. */
export async function deleteUnneededEvents(
  db: Kysely<Database>,
  cutoff: number,
  after: { createdAt: number; id: string },
  batch = RETENTION_BATCH,
): Promise<EventRetentionProgress> {
  const page = await db
    .selectFrom('events')
    .select(['id', 'created_at'])
    .where('created_at', '<', cutoff)
    .where((eb) =>
      eb.or([eb('created_at', '>', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)])]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .limit(batch)
    .execute();
  if (page.length === 0) return { after, deleted: 0, done: true };
  const result = await sql`
    delete from events
    where id in (${sql.join(page.map((e) => e.id))})
      and not exists (
        select 1 from webhook_endpoints e
        join webhook_deliveries d on d.endpoint_id = e.id and d.created_at = events.created_at and d.event_id = events.id
        where e.company_id = events.company_id)`.execute(db);
  const last = page[page.length - 1]!;
  return {
    after: { createdAt: Number(last.created_at), id: last.id },
    deleted: Number(result.numAffectedRows ?? 0),
    done: page.length < batch,
  };
}

/** Erases every previous secret whose overlap has ended: the secret is gone, not merely unused. */
export async function erasePreviousSecrets(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ previous_secret_ciphertext: null, previous_secret_expires_at: null })
    .where('previous_secret_expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes up to `batch` endpoints whose partner owner is no longer a member of their company, with their pending deliveries; returns how many. */
export async function deleteFormerPartnersEndpoints(db: Kysely<Database>, batch = RETENTION_BATCH): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string }>`
      delete from webhook_endpoints
      where id in (
        select e.id from webhook_endpoints e
        where e.owner_key <> 'customer' and not ${ownerIsMember('e')}
        limit ${batch})
      returning id`.execute(trx);
    await dropPendingDeliveries(
      trx,
      rows.map((r) => r.id),
    );
    return rows.length;
  });
}

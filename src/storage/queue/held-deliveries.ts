// What a paused endpoint holds: the deliveries of the events made while it is
// paused are queued for it as for an active one (record-event.ts), and the
// workers take nothing from its queue (next-deliveries.ts,
// find-ready-endpoints.ts) until it is resumed. Two ways they end otherwise:
//
// - the resume discards them (POST .../resume {"discard_held": true}): every
//   delivery still pending for the endpoint is cancelled in the transaction
//   that makes it active, so no worker can take one in between;
// - the endpoint stays paused longer than the events are kept
//   (EVENTS_RETENTION_DAYS): the workers' retention cancels the deliveries
//   held that long, so a pause never makes the queue outlive the events feed.
//
// Both leave the deliveries in the delivery log as cancelled, with the reason
// as last_error, where `recover` or a retry can still send them.
//
// Why by endpoint and time: the delivery list's index (endpoint_id,
// created_at, id) holds an endpoint's deliveries in time order, so the held
// ones past the cutoff are one range of it per paused endpoint (few, and
// none most of the time).
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { CANCEL_REASONS, cancelled } from './delivery-lifecycle.ts';

/** The last_error of a held delivery cancelled each way (from the one list of them, delivery-lifecycle.ts). */
export const HELD_MESSAGES = { discarded: CANCEL_REASONS.discarded, expired: CANCEL_REASONS.expired } as const;

/** Cancels every pending delivery of the endpoint (it is being resumed with discard_held); returns how many. */
export async function discardHeldDeliveries(db: Kysely<Database>, endpointId: string, now: number): Promise<number> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set(cancelled('discarded', now))
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Cancels the pending deliveries of paused endpoints made before `cutoff`; returns how many. */
export async function cancelExpiredHeldDeliveries(db: Kysely<Database>, cutoff: number, now: number): Promise<number> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set(cancelled('expired', now))
    .where('endpoint_id', 'in', (eb) => eb.selectFrom('webhook_endpoints as e').select('e.id').where('e.status', '=', 'paused'))
    .where('created_at', '<', cutoff)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

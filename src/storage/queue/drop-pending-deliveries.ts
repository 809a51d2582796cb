// The queue of endpoints being deleted: their pending deliveries, with the
// attempts those already had (the failed tries before a retry), in the
// caller's transaction. Finished deliveries and their attempts stay as
// history until retention (retention.ts), which deletes attempts with their
// deliveries, never alone: without this, a deleted retrying delivery would
// leave attempt rows that nothing ever reaches or deletes.
//
// Why attempts first: on PostgreSQL an outcome being stored for one of these
// deliveries (record-results.ts) holds the endpoint's row until it commits,
// and the caller has deleted the endpoint row before calling this, so the
// two run one after the other: an attempt stored just before is seen and
// deleted here, one stored after finds no delivery and is not stored.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { removeDeliveries } from './delivery-lifecycle.ts';

export async function dropPendingDeliveries(db: Kysely<Database>, endpointIds: readonly string[]): Promise<number> {
  if (endpointIds.length === 0) return 0;
  const pending = db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', 'in', endpointIds).where('status', '=', 'pending');
  await db.deleteFrom('webhook_delivery_attempts').where('delivery_id', 'in', pending).execute();
  const result = await removeDeliveries(db, { reason: 'endpoint-deleted', endpoints: endpointIds }).executeTakeFirst();
  return Number(result.numDeletedRows);
}

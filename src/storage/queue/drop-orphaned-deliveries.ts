// Pending deliveries whose endpoint is gone.
//
// Why they can exist: deleting an endpoint drops its pending deliveries in the
// same transaction, but on PostgreSQL an event's fan-out that read the
// endpoint just before the delete committed can commit its delivery just
// after. Such a delivery is never sent (claims start from the endpoints), but
// without this sweep it would stay queued forever.
//
// Why it is safe: a delivery is only ever made for an endpoint that was
// committed when its event was, so a committed pending delivery whose
// endpoint is not visible belongs to a deleted endpoint.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { removeDeliveries } from './delivery-lifecycle.ts';

export async function dropOrphanedDeliveries(db: Kysely<Database>): Promise<number> {
  const result = await removeDeliveries(db, { reason: 'orphaned' }).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Leases on endpoint queues. A worker that holds an endpoint's lease is the
// only one sending that endpoint's deliveries, which keeps them in order
// across several worker processes; a lease left by a worker that died expires
// and another worker takes the queue up.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

export function deliveryLeases(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('delivery_leases')
        .addColumn('endpoint_id', 'text', (c) => c.primaryKey())
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('expires_at', t.bigint, (c) => c.notNull())
        .execute();
    },
  };
}

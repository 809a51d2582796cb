// An endpoint's queue floor: no pending delivery of the endpoint has an id
// below it (storage/queue/queue-floor.ts). The probes for a queue's head
// start there instead of at the endpoint's first delivery ever. 0 for every
// endpoint at first: a probe from 0 finds what it always found. Beside it,
// how many times deliveries of the endpoint were made pending again, which
// tells a raise whether the head it saw is still the lowest.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

export function queueFloor(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('webhook_endpoints')
        .addColumn('queue_floor', t.bigint, (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('webhook_endpoints')
        .addColumn('requeue_count', t.bigint, (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}

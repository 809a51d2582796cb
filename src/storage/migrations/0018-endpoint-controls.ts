// An endpoint's own delivery controls: its rate limit and its custom headers.
//
// - `rate_limit`: deliveries per second, null for none.
// - The pacing state of a rate-limited endpoint (delivery/endpoint-pacing.ts),
//   in its row so that whichever worker leases the endpoint next goes on from
//   it: `rate_burst_count`, the deliveries sent in the current burst, and
//   `rate_next_at`, when a new burst may start (a second after the current
//   one's last answer, or a bound on it while sends are in flight).
// - `headers_ciphertext`: the custom headers, a JSON object sealed like the
//   signing secret (values can be credentials); `header_names`, a JSON array
//   of their names, which responses show without opening the box.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

export function endpointControls(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('webhook_endpoints').addColumn('rate_limit', 'integer').execute();
      await db.schema.alterTable('webhook_endpoints').addColumn('rate_next_at', t.bigint).execute();
      await db.schema
        .alterTable('webhook_endpoints')
        .addColumn('rate_burst_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('webhook_endpoints').addColumn('headers_ciphertext', 'text').execute();
      await db.schema.alterTable('webhook_endpoints').addColumn('header_names', 'text').execute();
    },
  };
}

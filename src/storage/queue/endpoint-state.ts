// Whether a worker may go on sending an endpoint's batch: asked before each
// send of a batch but its first (the fetch itself answered for that one).
//
// Why between sends and not only per batch: a batch holds up to 50
// deliveries, which can take minutes to send to a slow receiver. When the
// company leaves the Pro plan, the endpoint's partner owner stops being a
// member, or the endpoint is deleted, paused or disabled meanwhile, nothing
// more of the batch may go out. One primary-key probe of the endpoint (and of
// its company and membership, see withheld.ts), compiled once (see
// prepared-query.ts).
import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../prepared-query.ts';
import type { Database } from '../schema.ts';
import { withheldReason, type WithheldReason } from './withheld.ts';

/** `send`: go on; `stop`: gone, paused or disabled (its queue waits or is gone); a reason: cancel its queue. */
export type EndpointState = 'send' | 'stop' | WithheldReason;

const query = preparedQuery((db, endpointId: string) =>
  db
    .selectFrom('webhook_endpoints as e')
    .select([
      sql<number>`case when e.status = 'active' and e.enabled = 1 then 1 else 0 end`.as('active'),
      withheldReason('e').as('withheld'),
    ])
    .where('e.id', '=', endpointId),
);

export async function endpointState(db: Kysely<Database>, endpointId: string): Promise<EndpointState> {
  const row = await query.first(db, endpointId);
  if (!row) return 'stop';
  if (row.withheld !== null) return row.withheld;
  return Number(row.active) === 1 ? 'send' : 'stop';
}

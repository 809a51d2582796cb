// Whether a worker may go on sending an endpoint's batch: asked before each
// send of a batch but its first (the fetch itself answered for that one).
// The endpoints whose tasks ask at about the same moment are asked in one
// statement (delivery/endpoint-state-reads.ts).
//
// Why between sends and not only per batch: a batch holds up to 50
// deliveries, which can take minutes to send to a slow receiver. When the
// company leaves the Pro plan, the endpoint's partner owner stops being a
// member, or the endpoint is deleted, paused or disabled meanwhile, nothing
// more of the batch may go out. One primary-key probe of the endpoint (and of
// its company and membership, see withheld.ts), compiled once (see
// prepared-query.ts).
import { sql, type Kysely } from 'kysely';
import { dialectOf, preparedQuery } from '../prepared-query.ts';
import type { Database } from '../schema.ts';
import { withheldReason, type WithheldReason } from './withheld.ts';

/** `send`: go on; `stop`: gone, paused or disabled (its queue waits or is gone); a reason: cancel its queue. */
export type EndpointState = 'send' | 'stop' | WithheldReason;

// One statement for many endpoints: the ids as one parameter (a PostgreSQL
// array; on SQLite a JSON array), so the text is compiled once whatever their number.
const query = preparedQuery((db, endpointIds: string[] | string) =>
  db
    .selectFrom('webhook_endpoints as e')
    .select([
      'e.id',
      sql<number>`case when e.status = 'active' and e.enabled = 1 then 1 else 0 end`.as('active'),
      withheldReason('e').as('withheld'),
    ])
    .where(
      dialectOf(db) === 'postgres'
        ? sql<boolean>`e.id = any(${endpointIds}::text[])`
        : sql<boolean>`e.id in (select value from json_each(${endpointIds}))`,
    ),
);

/** The state of each endpoint asked for; an endpoint gone is `stop`. */
export async function endpointStates(db: Kysely<Database>, endpointIds: readonly string[]): Promise<Map<string, EndpointState>> {
  const rows = await query.all(db, dialectOf(db) === 'postgres' ? [...endpointIds] : JSON.stringify(endpointIds));
  const states = new Map<string, EndpointState>();
  for (const id of endpointIds) states.set(id, 'stop');
  for (const row of rows) states.set(row.id, row.withheld ?? (Number(row.active) === 1 ? 'send' : 'stop'));
  return states;
}

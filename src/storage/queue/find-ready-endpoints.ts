// The endpoints that have something to send: the head of each active, enabled
// endpoint's queue (its oldest pending delivery), with the time it is due,
// for endpoints whose lease is free: none, expired, or (on PostgreSQL) held
// by a session that has ended (endpoint-leases.ts).
//
// Why it is written this way: the head is found with one probe per endpoint
// into the partial index (endpoint_id, id) WHERE status = 'pending', so the
// cost follows the number of endpoints, never the size of a backlog. Heads
// come ordered by due time, so the caller learns both what is due now and
// when to look again.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { holderGone } from './endpoint-leases.ts';

export interface QueueHead {
  endpoint_id: string;
  next_attempt_at: number;
}

export async function findReadyEndpoints(db: Kysely<Database>, now: number, limit: number, dialect: DialectName): Promise<QueueHead[]> {
  // NOT IN over the live sessions: PostgreSQL reads pg_stat_activity once per query, not once per lease.
  const free = dialect === 'postgres' ? sql`or ${holderGone('l')}` : sql``;
  const { rows } = await sql<QueueHead>`
    select e.id as endpoint_id, h.next_attempt_at
    from webhook_endpoints e
    join webhook_deliveries h on h.id = (
      select min(d.id) from webhook_deliveries d
      where d.endpoint_id = e.id and d.status = 'pending')
    left join delivery_leases l on l.endpoint_id = e.id
    where e.status = 'active' and e.enabled = 1
      and (l.endpoint_id is null or l.expires_at <= ${now} ${free})
    order by h.next_attempt_at
    limit ${limit}`.execute(db);
  return rows.map((r) => ({ endpoint_id: r.endpoint_id, next_attempt_at: Number(r.next_attempt_at) }));
}

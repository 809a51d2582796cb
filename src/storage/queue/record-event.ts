// The outbox's write: an event row and one pending delivery per endpoint that
// is subscribed at that moment, inside the caller's transaction. A change to
// recruiting data is never committed without its event, nor an event without
// its change, and endpoints paused or disabled at commit time never get it.
//
// Why one statement for the fan-out: an event goes to every subscribed
// endpoint of the company, and an `INSERT ... SELECT` makes all their
// deliveries in one round trip, whatever their number. `events` is a JSON
// array of names, so the quoted name matches exactly one element. Deliveries
// are inserted in endpoint order, which is the order the ids (and so each
// endpoint's queue) follow.
//
// Every delivery of an event takes the event's creation time as its own
// created_at: the delivery list orders by it, and retention finds an event's
// remaining deliveries by it (storage/queue/retention.ts).
//
// Why NOTIFY here: PostgreSQL delivers it to listening workers when, and only
// if, the transaction commits, so a worker never wakes for an event it can't
// see yet, and a rolled-back event wakes nobody.
//
// Why one statement on PostgreSQL: the event, its deliveries and the NOTIFY
// go in one round trip (data-modifying WITH clauses) instead of three. The
// event's creation_date is taken before them, and every round trip between it
// and the commit is time the event waits before any worker can see it.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { preparedQuery } from '../prepared-query.ts';
import type { Database, EventRow } from '../schema.ts';

/** The LISTEN/NOTIFY channel that wakes delivery workers on PostgreSQL. */
export const DELIVERY_CHANNEL = 'recruiting_api_deliveries';

/** The deliveries of an event: one pending delivery per endpoint subscribed now, in endpoint order. */
function fanOut(eventId: string, companyId: string, createdAt: number, subscribed: string) {
  return sql`
    insert into webhook_deliveries (event_id, endpoint_id, status, attempts, next_attempt_at, created_at)
    select ${eventId}, id, 'pending', 0, ${createdAt}, ${createdAt}
    from webhook_endpoints
    where company_id = ${companyId}
      and status = 'active' and enabled = 1
      and events like ${subscribed}
    order by created_at, id`;
}

// Compiled once (see prepared-query.ts): every recruiting change runs them,
// and on PostgreSQL they are named statements, parsed and planned once per
// connection.
const recordInOneStatement = preparedQuery((_db, id: string, companyId: string, type: string, payload: string, createdAt: number, subscribed: string) =>
  sql`
    with recorded as (
      insert into events (id, company_id, type, payload, created_at)
      values (${id}, ${companyId}, ${type}, ${payload}, ${createdAt})
    ), queued as (${fanOut(id, companyId, createdAt, subscribed)})
    select pg_notify(${DELIVERY_CHANNEL}, '')`,
);
const insertEvent = preparedQuery((db, id: string, companyId: string, type: string, payload: string, createdAt: number) =>
  db.insertInto('events').values({ id, company_id: companyId, type, payload, created_at: createdAt }),
);
const insertDeliveries = preparedQuery((_db, eventId: string, companyId: string, createdAt: number, subscribed: string) =>
  fanOut(eventId, companyId, createdAt, subscribed),
);

/**
 * Records the event and queues its deliveries. On PostgreSQL this also sends
 * the NOTIFY; on SQLite workers learn of it from data_version (see
 * notifyDeliveryWorkers).
 */
export async function recordEvent(db: Kysely<Database>, dialect: DialectName, event: EventRow): Promise<void> {
  // `events` is a JSON array of names: the quoted name matches exactly one element.
  const subscribed = `%"${event.type}"%`;
  if (dialect === 'postgres') {
    await recordInOneStatement.run(db, event.id, event.company_id, event.type, event.payload, event.created_at, subscribed);
    return;
  }
  await insertEvent.run(db, event.id, event.company_id, event.type, event.payload, event.created_at);
  await insertDeliveries.run(db, event.id, event.company_id, event.created_at, subscribed);
}

/** An event sent to one endpoint only, whatever it subscribes to (a test event): the event row and its one pending delivery. */
export async function recordEventFor(db: Kysely<Database>, event: EventRow, endpointId: string): Promise<number> {
  await db.insertInto('events').values(event).execute();
  const { id } = await db
    .insertInto('webhook_deliveries')
    .values({
      event_id: event.id,
      endpoint_id: endpointId,
      status: 'pending',
      attempts: 0,
      next_attempt_at: event.created_at,
      lease_owner: null,
      lease_expires_at: null,
      last_status_code: null,
      last_error: null,
      created_at: event.created_at,
      completed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** NOTIFY on PostgreSQL (see above); SQLite workers learn of commits by polling data_version. */
export async function notifyDeliveryWorkers(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_notify(${DELIVERY_CHANNEL}, '')`.execute(db);
}

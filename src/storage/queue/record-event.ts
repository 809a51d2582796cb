// The outbox's write: one pending delivery per endpoint that may receive the
// event at that moment, and the event row when there is at least one, inside
// the caller's transaction. A change to recruiting data and its event (with
// its deliveries) commit together or not at all; endpoints paused or disabled
// at commit time never get it, and neither do endpoints of a company off the
// Pro plan or of a partner no longer a member (withheld.ts).
//
// Why one statement for the fan-out: an event goes to every subscribed
// endpoint of the company, and an `INSERT ... SELECT` makes all their
// deliveries in one round trip, whatever their number. `events` is a JSON
// array of names, so the quoted name matches exactly one element. Deliveries
// are inserted in endpoint order, which is the order the ids (and so each
// endpoint's queue) follow.
//
// Why the deliveries come first: an event nobody receives is not stored at
// all (its payload, names and notes included, would otherwise sit in the
// table until retention). The deliveries have no foreign key to the event, so
// they can be inserted first and the event only when there are some. On
// PostgreSQL both inserts are one statement (the event's insert reads the
// deliveries' through a data-modifying WITH), so an event costs one round
// trip whether or not anyone receives it; on SQLite, in process, two
// statements when someone does, one when nobody does.
//
// Every delivery of an event takes the event's creation time as its own
// created_at: the delivery list orders by it, and retention finds an event's
// remaining deliveries by it (storage/queue/retention.ts).
//
// Why NOTIFY here: PostgreSQL delivers it to listening workers when, and only
// if, the transaction commits, so a worker never wakes for an event it can't
// see yet, and a rolled-back event wakes nobody. An event that queued nothing
// sends none.
//
// Why one statement on PostgreSQL: the deliveries, the event and the NOTIFY
// go in one round trip (data-modifying WITH clauses) instead of three. The
// event's creation_date is taken before them, and every round trip between it
// and the commit is time the event waits before any worker can see it.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../database.ts';
import { DELIVERY_CHANNEL } from '../notification-channels.ts';
import { preparedQuery } from '../prepared-query.ts';
import type { Database, NewEvent } from '../schema.ts';
import { mayReceive } from './withheld.ts';

/**
 * `subscribed`: whether endpoint `e` subscribes to the event type, given as
 * its JSON string (`"candidateAdded"`, quotes included, so one name never
 * matches inside another). On SQLite `instr`: its `like` (case-folding, with
 * wildcards) took more than half of the fan-out's time, for nothing, since
 * the names are stored exactly as the closed list spells them; on PostgreSQL
 * `like`, whose pattern is the same string between `%`.
 */
function fanOut(eventId: string, companyId: string, subscribed: RawBuilder<unknown>, createdAt: number): RawBuilder<unknown> {
  return sql`
    insert into webhook_deliveries (event_id, endpoint_id, status, attempts, next_attempt_at, created_at)
    select ${eventId}, e.id, 'pending', 0, ${createdAt}, ${createdAt}
    from webhook_endpoints e
    where e.company_id = ${companyId}
      and e.status = 'active' and e.enabled = 1
      and ${subscribed}
      and ${mayReceive('e')}
    order by e.created_at, e.id`;
}

// Compiled once (see prepared-query.ts): they run for every change to recruiting
// data, and on PostgreSQL a named statement is planned once per connection
// rather than at every event.
const fanOutOnSqliteQuery = preparedQuery((_db, eventId: string, companyId: string, quotedType: string, createdAt: number) =>
  fanOut(eventId, companyId, sql`instr(e.events, ${quotedType}) > 0`, createdAt),
);
const insertEventQuery = preparedQuery(
  (db, id: string, companyId: string, type: string, payload: string, createdAt: number, traceparent: string | null) =>
    db.insertInto('events').values({ id, company_id: companyId, type, payload, created_at: createdAt, traceparent }),
);
const recordOnPostgresQuery = preparedQuery(
  (_db, id: string, companyId: string, type: string, typePattern: string, payload: string, createdAt: number, traceparent: string | null) =>
    sql<{ queued: number }>`
        with queued as (${fanOut(id, companyId, sql`e.events like ${typePattern}`, createdAt)} returning 1),
        stored as (
          insert into events (id, company_id, type, payload, created_at, traceparent)
          select ${id}::text, ${companyId}::text, ${type}::text, ${payload}::text, ${createdAt}::bigint, ${traceparent}::text
          where exists (select 1 from queued))
        select (select count(*)::integer from queued) as queued,
          (select pg_notify(${DELIVERY_CHANNEL}, '') where exists (select 1 from queued)) as notified`,
);

/** Queues the event's deliveries and stores it when there is at least one; returns how many were queued. */
export async function recordEvent(db: Kysely<Database>, dialect: DialectName, event: NewEvent): Promise<number> {
  const traceparent = event.traceparent ?? null;
  const quotedType = `"${event.type}"`;
  if (dialect === 'postgres') {
    const row = await recordOnPostgresQuery.first(
      db,
      event.id,
      event.company_id,
      event.type,
      `%${quotedType}%`,
      event.payload,
      event.created_at,
      traceparent,
    );
    return Number(row?.queued ?? 0);
  }
  const queued = await fanOutOnSqliteQuery.run(db, event.id, event.company_id, quotedType, event.created_at);
  if (queued > 0) await insertEventQuery.run(db, event.id, event.company_id, event.type, event.payload, event.created_at, traceparent);
  return queued;
}

/** An event sent to one endpoint only, whatever it subscribes to (a test event): the event row and its one pending delivery. */
export async function recordEventFor(db: Kysely<Database>, event: NewEvent, endpointId: string): Promise<number> {
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

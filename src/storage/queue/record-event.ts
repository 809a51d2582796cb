// The outbox's write: the event row and one pending delivery per endpoint
// that may receive it at that moment, inside the caller's transaction. A
// change to recruiting data and its event (with its deliveries) commit
// together or not at all. Every event is stored, whether or not an endpoint
// receives it: the events feed (GET /events) lists them all for
// EVENTS_RETENTION_DAYS. Endpoints disabled at commit time never get it, and
// neither do endpoints of a company off the Pro plan or of a partner no
// longer a member (withheld.ts). A paused endpoint does get it: its delivery
// is held (the workers take nothing from a paused endpoint's queue) and goes
// out, in order, when the endpoint is resumed, unless the resume discards
// what was held.
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
// Why the fan-out names its endpoints: a worker woken by the commit (the
// process's own through delivery/commit-signal.ts; on PostgreSQL every
// worker through the NOTIFY's payload) pokes the tasks it already runs for
// them instead of searching every queue (delivery/tasks-for.ts): at a steady
// stream of events, a search per commit was most of the worker's work. A
// NOTIFY's payload holds 8 000 bytes: an event queued for more endpoints
// than that names (about 290) names none, and workers search.
//
// Why NOTIFY here: PostgreSQL delivers it to listening workers when, and only
// if, the transaction commits, so a worker never wakes for an event it can't
// see yet, and a rolled-back event wakes nobody. An event that queued nothing
// sends none.
//
// Why one statement on PostgreSQL: the event, its deliveries and the NOTIFY
// go in one round trip (data-modifying WITH clauses) instead of three. The
// event's creation_date is taken before them, and every round trip between it
// and the commit is time the event waits before any worker can see it. In a
// transaction whose event is its last statement (a candidate added), the
// statement goes with the commit itself (recordEventStatement,
// postgres-transaction.ts): the fan-out lock below is then held for the
// commit alone, with no round trip of the client in between. On SQLite, in
// process, two statements: the event, then the fan-out.
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
function fanOut(
  eventId: string,
  companyId: string,
  subscribed: RawBuilder<unknown>,
  createdAt: number,
  held: RawBuilder<unknown> = sql`true`,
): RawBuilder<unknown> {
  return sql`
    insert into webhook_deliveries (event_id, endpoint_id, status, attempts, next_attempt_at, created_at)
    select ${eventId}, e.id, 'pending', 0, ${createdAt}, ${createdAt}
    from webhook_endpoints e
    where e.company_id = ${companyId}
      and e.enabled = 1
      and ${subscribed}
      and ${held}
      and ${mayReceive('e')}
    order by e.created_at, e.id`;
}

// Why a lock of the company's fan-out on PostgreSQL: delivery ids come from a
// sequence when the rows are inserted, not when they commit, and each
// endpoint's queue follows the ids. Two transactions of one company (two
// requests on different candidates) could otherwise commit in the other
// order: a worker that sent the later id (it then asks for what comes after
// it, next-deliveries.ts) would send the earlier one after it, out of order.
// The lock is taken before the fan-out's first id is drawn and held until
// commit, so a company's deliveries commit in id order. It is the last
// condition on the receiving endpoints, a correlated subquery PostgreSQL
// runs after the cheaper ones: only an event that queues something takes it,
// and it costs no round trip. The fan-out is the last write of a transaction
// that records an event (services/event-outbox.ts), so writers of one company
// wait for each other only between their fan-out and their commit; writers of
// other companies never do (a collision of the keys' hashes only makes two
// companies take turns). SQLite needs none: one transaction writes at a time.
const FAN_OUT_LOCK_CLASS = sql.raw('1380008015'); // "RAPI" + 6: a company's fan-out
const fanOutLock = (companyId: RawBuilder<unknown>) =>
  sql`(select true from pg_advisory_xact_lock(${FAN_OUT_LOCK_CLASS}, hashtext(${companyId})))`;

// Compiled once (see prepared-query.ts): they run for every change to recruiting
// data, and on PostgreSQL a named statement is planned once per connection
// rather than at every event.
const fanOutOnSqliteQuery = preparedQuery(
  (_db, eventId: string, companyId: string, quotedType: string, createdAt: number) =>
    sql<{ endpoint_id: string }>`${fanOut(eventId, companyId, sql`instr(e.events, ${quotedType}) > 0`, createdAt)} returning endpoint_id`,
);
const insertEventQuery = preparedQuery(
  (
    db,
    id: string,
    companyId: string,
    type: string,
    payload: string,
    createdAt: number,
    candidateId: string | null,
    traceparent: string | null,
  ) =>
    db
      .insertInto('events')
      .values({ id, company_id: companyId, type, payload, created_at: createdAt, candidate_id: candidateId, traceparent }),
);
/** The longest list of endpoint ids a NOTIFY carries, in bytes: PostgreSQL's payload limit is 8 000. */
const NOTIFY_PAYLOAD_LIMIT = 7_900;
const recordOnPostgresQuery = preparedQuery(
  (
    _db,
    id: string,
    companyId: string,
    type: string,
    typePattern: string,
    payload: string,
    createdAt: number,
    candidateId: string | null,
    traceparent: string | null,
  ) =>
    sql<{ queued: number; endpoints: string | null }>`
        with stored as (
          insert into events (id, company_id, type, payload, created_at, candidate_id, traceparent)
          values (${id}::text, ${companyId}::text, ${type}::text, ${payload}::text, ${createdAt}::bigint, ${candidateId}::text, ${traceparent}::text)),
        queued as (${fanOut(id, companyId, sql`e.events like ${typePattern}`, createdAt, fanOutLock(sql`e.company_id`))} returning endpoint_id),
        named as (select case when sum(length(endpoint_id) + 1) <= ${sql.raw(String(NOTIFY_PAYLOAD_LIMIT))} then string_agg(endpoint_id, ',') else '' end as endpoints from queued)
        select (select count(*)::integer from queued) as queued, (select endpoints from named) as endpoints,
          (select pg_notify(${DELIVERY_CHANNEL}, (select endpoints from named)) where exists (select 1 from queued)) as notified`,
);

/** The values of the PostgreSQL statement, in its parameters' order. */
function postgresValues(event: NewEvent) {
  return [
    event.id,
    event.company_id,
    event.type,
    `%"${event.type}"%`,
    event.payload,
    event.created_at,
    event.candidate_id ?? null,
    event.traceparent ?? null,
  ] as const;
}

/**
 * What the PostgreSQL statement queued, from its rows: the endpoints too,
 * unless too many to name in a NOTIFY's payload (8 000 bytes at most).
 */
export function queuedIn(rows: readonly unknown[]): QueuedDeliveries {
  const row = rows[0] as { queued?: number; endpoints?: string | null } | undefined;
  return { count: Number(row?.queued ?? 0), endpointIds: endpointsNamed(row?.endpoints) };
}

/** The endpoint ids of a delivery NOTIFY's payload (or the statement's column): undefined when it names none. */
export function endpointsNamed(payload: string | null | undefined): string[] | undefined {
  return payload ? payload.split(',') : undefined;
}

/**
 * PostgreSQL: the statement of recordEvent as text with its values written in,
 * for a transaction that sends it with its commit (postgres-transaction.ts);
 * it answers as recordEvent's (queuedIn).
 */
export function recordEventStatement(db: Kysely<Database>, event: NewEvent): string {
  return recordOnPostgresQuery.inlined(db, ...postgresValues(event));
}

/** What an event queued: how many deliveries and, on SQLite, to which endpoints. */
export interface QueuedDeliveries {
  count: number;
  endpointIds?: string[];
}

/** Stores the event and queues its deliveries. */
export async function recordEvent(db: Kysely<Database>, dialect: DialectName, event: NewEvent): Promise<QueuedDeliveries> {
  const traceparent = event.traceparent ?? null;
  const quotedType = `"${event.type}"`;
  if (dialect === 'postgres') return queuedIn(await recordOnPostgresQuery.all(db, ...postgresValues(event)));
  await insertEventQuery.run(
    db,
    event.id,
    event.company_id,
    event.type,
    event.payload,
    event.created_at,
    event.candidate_id ?? null,
    traceparent,
  );
  const rows = await fanOutOnSqliteQuery.all(db, event.id, event.company_id, quotedType, event.created_at);
  return { count: rows.length, endpointIds: rows.map((r) => r.endpoint_id) };
}

/** A test event, sent to one endpoint only whatever it subscribes to: the event row (never in the feed) and its one pending delivery. */
export async function recordEventFor(db: Kysely<Database>, dialect: DialectName, event: NewEvent, endpointId: string): Promise<number> {
  // Its delivery joins the endpoint's queue like a fan-out's: in id order (see the fan-out's lock above).
  if (dialect === 'postgres') await sql`select ${fanOutLock(sql`${event.company_id}::text`)}`.execute(db);
  await db
    .insertInto('events')
    .values({ ...event, is_test: 1 })
    .execute();
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

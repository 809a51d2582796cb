// The event of a recruiting change (position, candidate, note), recorded in
// the change's own transaction (Store.transaction): the transactional outbox.
// A change is never committed without its event nor an event without its
// change; changes that change nothing emit nothing. Also who makes a change
// (its event's acting_user and company), which every recruiting service takes.
import { isoTime, type Clock } from '../clock.ts';
import type { Region } from '../config.ts';
import { newId } from '../ids.ts';
import { actingUser, eventCompany } from '../presenters/events.ts';
import type { EventType } from '../schemas/event-types.ts';
import type { EventObject, EventPayload } from '../schemas/webhook-events.ts';
import type { CompanyRow, UserRow } from '../storage/schema.ts';
import type { Store, TransactionOptions } from '../storage/store.ts';
import type { Tracing } from '../tracing/tracing.ts';

/** Who makes a change, in which company: the acting_user and company of its event. */
export interface Actor {
  company: CompanyRow;
  user: UserRow;
}

/**
 * The transaction of a change to the company's positions or candidates: its
 * change lock (CompaniesRepository.holdChangeLock), which such a change takes
 * first thing, goes with the transaction's `begin` on PostgreSQL.
 */
export function changesOf(actor: Actor): TransactionOptions {
  return { changeLockOf: actor.company.id };
}

/**
 * The same, for a change whose last statement records its event (emitEvent,
 * once): on PostgreSQL that statement goes with the commit
 * (TransactionOptions.eventLast).
 */
export function changeWithEventOf(actor: Actor): TransactionOptions {
  return { changeLockOf: actor.company.id, eventLast: true };
}

/**
 * The same, for a candidate added to a position (insertCandidate): on
 * PostgreSQL the position's read and share lock go with the `begin` too
 * (TransactionOptions.positionOf).
 */
export function candidateAddedTo(actor: Actor, positionId: string): TransactionOptions {
  return { changeLockOf: actor.company.id, eventLast: true, positionOf: positionId };
}

/**
 * The transaction of a change that takes no change lock and whose last
 * statement records its event (emitEvent, once): a note's, or a deletion's.
 * On PostgreSQL that statement goes with the commit.
 */
export const EVENT_LAST: TransactionOptions = Object.freeze({ eventLast: true });

// The transactions of changes of one candidate (after its position and the
// candidate itself are read, with the `begin` on PostgreSQL) are
// candidate-transaction.ts's.

/** What the recruiting services are built from. */
export interface RecruitingDeps {
  store: Store;
  clock: Clock;
  region: Region;
  /** Spans of the outbox writes, when tracing is on. */
  tracing?: Pick<Tracing, 'recordEvent'>;
}

/** An event's `object` without the company and acting user, which every event carries. */
export type EventBody<T extends EventType> = Omit<EventObject<T>, 'company' | 'acting_user'>;

/**
 * Records the event of a change in the change's transaction. The body is
 * serialized once, here: workers send and sign these exact bytes. With
 * tracing on, the write is a span under the request's, whose traceparent is
 * stored with the event for the delivery attempts to continue.
 */
export async function emitEvent<T extends EventType>(
  tx: Store,
  deps: RecruitingDeps,
  actor: Actor,
  type: T,
  body: EventBody<T>,
): Promise<void> {
  const now = deps.clock.now();
  const object = { company: eventCompany(actor.company), acting_user: actingUser(actor.user), ...body } as EventObject<T>;
  const payload = { _id: newId(deps.region), type, object, creation_date: isoTime(now) } as EventPayload<T>;
  // The candidate whose data the event carries: what its deletion scrubs (services/candidate-erasure.ts).
  const candidateId = 'candidate' in body ? (body.candidate as { _id: string })._id : null;
  const event = {
    id: payload._id,
    company_id: actor.company.id,
    type,
    payload: JSON.stringify(payload),
    created_at: now,
    candidate_id: candidateId,
  };
  // Sent with the commit where the transaction says its event is its last statement (TransactionOptions.eventLast).
  if (deps.tracing === undefined && tx.commitTail) await tx.repos.events.recordLast(event);
  else if (deps.tracing === undefined) await tx.repos.events.record(event);
  else
    await deps.tracing.recordEvent(
      event,
      (traceparent) => tx.repos.events.record({ ...event, traceparent }),
      (queued) => queued,
    );
}

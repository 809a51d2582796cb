// What the position, candidate and note services share: who makes a change
// (its event's acting_user and company), the event that records it, and the
// lookups that scope every id to the company and parent of the path.
//
// Every change runs in one transaction (Store.transaction) together with its
// event: the transactional outbox. A change is never committed without its
// event nor an event without its change; changes that change nothing emit nothing.
import { isoTime, type Clock } from '../clock.ts';
import type { Region } from '../config.ts';
import { badRequest, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import { actingUser, eventCompany } from '../presenters/events.ts';
import type { EventType } from '../schemas/event-types.ts';
import type { EventObject, EventPayload } from '../schemas/webhook-events.ts';
import type { RowLock } from '../storage/repositories/row-lock.ts';
import type { CandidateRow, CompanyRow, PositionRow, UserRow } from '../storage/schema.ts';
import type { Repositories, Store } from '../storage/store.ts';

/** Who makes a change, in which company: the acting_user and company of its event. */
export interface Actor {
  company: CompanyRow;
  user: UserRow;
}

/** What the three recruiting services are built from. */
export interface RecruitingDeps {
  store: Store;
  clock: Clock;
  region: Region;
}

/** An event's `object` without the company and acting user, which every event carries. */
export type EventBody<T extends EventType> = Omit<EventObject<T>, 'company' | 'acting_user'>;

/**
 * Records the event of a change in the change's transaction. The body is
 * serialized once, here: workers send and sign these exact bytes.
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
  await tx.repos.events.record({ id: payload._id, company_id: actor.company.id, type, payload: JSON.stringify(payload), created_at: now });
}

export const positionNotFound = () => notFound('positionNotFound', 'Position not found');
export const candidateNotFound = () => notFound('candidateNotFound', 'Candidate not found');
export const noteNotFound = () => notFound('noteNotFound', 'Note not found');

export const backgroundCheckNotFound = () => notFound('backgroundCheckNotFound', 'Background check not found');

/** Text stored as written (line breaks matter) that must still say something: `what` names it in the error. */
export function notBlank(value: string, what: string): string {
  if (value.trim() === '') throw badRequest('invalidRequest', `${what} must not be blank`);
  return value;
}

/** Names are stored trimmed; a name of only spaces is no name. */
export function cleanName(name: string, field = 'name'): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest('invalidRequest', `${field} must not be blank`);
  return trimmed;
}

export async function requirePosition(repos: Repositories, company: CompanyRow, positionId: string, lock?: RowLock): Promise<PositionRow> {
  const position = await repos.positions.find(company.id, positionId, lock);
  if (!position) throw positionNotFound();
  return position;
}

/**
 * The candidate of the path with its position: what every route under
 * .../candidate/{candidate_id}/ first looks up. With a lock, both are locked
 * (`share`: neither goes while a record of the candidate is written).
 */
export async function requireCandidateOf(
  repos: Repositories,
  company: CompanyRow,
  positionId: string,
  candidateId: string,
  lock?: RowLock,
): Promise<{ position: PositionRow; candidate: CandidateRow }> {
  const position = await requirePosition(repos, company, positionId, lock);
  const candidate = await requireCandidate(repos, company, position, candidateId, lock);
  return { position, candidate };
}

export async function requireCandidate(
  repos: Repositories,
  company: CompanyRow,
  position: PositionRow,
  candidateId: string,
  lock?: RowLock,
): Promise<CandidateRow> {
  const candidate = await repos.candidates.find(company.id, position.id, candidateId, lock);
  if (!candidate) throw candidateNotFound();
  return candidate;
}

// The transaction of every write under .../candidate/{candidate_id}/: it
// starts by reading the candidate of the path with its position, and states
// the ids and the candidate's lock once, for both the `begin` and those reads.
//
// Why one function: on PostgreSQL those reads go with the `begin` (one round
// trip; TransactionOptions.candidateOf), and the repositories answer the
// work's reads of the same rows, with the same or a weaker lock, without a
// statement. Stated twice, the options and the reads could drift apart, and a
// read the `begin` did not make costs a round trip of its own.
import type { RowLock } from '../storage/repositories/row-lock.ts';
import type { CandidateRow, PositionRow } from '../storage/schema.ts';
import type { Store, TransactionOptions } from '../storage/store.ts';
import type { Actor } from './event-outbox.ts';
import { requireCandidate, requirePosition } from './recruiting-lookups.ts';

/** How the transaction begins. */
export interface CandidateBegin {
  /** The candidate's lock (its position's is `share`: it is not deleted meanwhile): `update` when the work changes the candidate. */
  lock: RowLock;
  /**
   * The company's change lock first: the candidate's updated_date changes
   * (every candidate write takes it, in this order, which keeps
   * updated_since complete on PostgreSQL).
   */
  changeLock?: boolean;
  /** The work's last statement records its event (emitEvent, once): on PostgreSQL it goes with the commit. */
  eventLast?: boolean;
}

/** The candidate of the path and its position, as the transaction's `begin` read them. */
export interface CandidateOfPath {
  position: PositionRow;
  candidate: CandidateRow;
}

/**
 * Runs `work` in a transaction that first takes the company's change lock
 * (if asked) and reads the position and the candidate of the path, locked
 * as `begin` says; a 404 when either is not the company's or not there.
 */
export function candidateTransaction<T>(
  store: Store,
  actor: Actor,
  path: { positionId: string; candidateId: string },
  begin: CandidateBegin,
  work: (tx: Store, found: CandidateOfPath) => Promise<T>,
): Promise<T> {
  const { company } = actor;
  const { positionId, candidateId } = path;
  const options: TransactionOptions = {
    eventLast: begin.eventLast ?? false,
    candidateOf: { companyId: company.id, positionId, candidateId, lock: begin.lock },
  };
  if (begin.changeLock) options.changeLockOf = company.id;
  return store.transaction(async (tx) => {
    if (begin.changeLock) await tx.repos.companies.holdChangeLock(company.id);
    const position = await requirePosition(tx.repos, company, positionId, 'share');
    const candidate = await requireCandidate(tx.repos, company, position, candidateId, begin.lock);
    return work(tx, { position, candidate });
  }, options);
}

// A candidate's education and work history, changed one entry at a time.
//
// PUT .../education and .../work-history are the original's: each adds an
// entry, or replaces the one it names again (the same school; the same
// company and title), so that sending an entry twice keeps one. The entry's
// `_id` routes (PUT to replace one, DELETE) are this service's own, for an
// entry whose school or company changes, or that goes (docs/api.md).
//
// Every change answers the candidate with its entries and changes its
// updated_date, so an incremental sync sees it; the event types have none
// for a candidate's update, so none is emitted.
//
// What tells the two kinds apart is in candidate-history-kinds.ts; the lists
// a candidate's create or update body gives, in candidate-history-from-body.ts.
import { newId } from '../ids.ts';
import { HISTORY_LIMITS, type EducationBody, type WorkHistoryBody } from '../schemas/candidate-history.ts';
import type { Candidate } from '../schemas/recruiting.ts';
import type { EducationChanges, WorkHistoryChanges } from '../storage/repositories/candidate-history-repository.ts';
import type { CandidateEducationRow, CandidateRow, CandidateWorkHistoryRow, PositionRow } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';
import { EDUCATION, WORK_HISTORY, type EntryKind } from './candidate-history-kinds.ts';
import { withProfile } from './candidate-profile.ts';
import { candidateTransaction } from './candidate-transaction.ts';
import type { Actor, RecruitingDeps } from './event-outbox.ts';

/** After the candidate's last entry (the candidate's row lock keeps two adds from taking the same). */
const nextOrder = (entries: ReadonlyArray<{ sort_order: number }>) => Math.max(0, ...entries.map((entry) => entry.sort_order)) + 1;

interface Scope {
  tx: Store;
  position: PositionRow;
  candidate: CandidateRow;
  now: number;
}

/** Which candidate's entries a request changes. */
interface CandidateRef {
  actor: Actor;
  positionId: string;
  candidateId: string;
}

/** One change of the candidate's entries in a transaction, then its updated_date; answers the candidate as GET shows it. */
function changeCandidate(
  deps: RecruitingDeps,
  { actor, positionId, candidateId }: CandidateRef,
  write: (scope: Scope) => Promise<void>,
): Promise<Candidate> {
  return candidateTransaction(
    deps.store,
    actor,
    { positionId, candidateId },
    { lock: 'update', changeLock: true },
    async (tx, { position, candidate }) => {
      const now = deps.clock.now();
      await write({ tx, position, candidate, now });
      await tx.repos.candidates.update(candidate.id, { updated_at: now });
      return withProfile(tx.repos, actor.company, { ...candidate, updated_at: now }, position);
    },
  );
}

/** Adding, replacing and removing the entries of one kind: the same rules for both kinds. */
class EntryChanges<Body, Row extends { id: string; sort_order: number }, Changes> {
  constructor(
    private readonly deps: RecruitingDeps,
    private readonly kind: EntryKind<Body, Row, Changes>,
  ) {}

  /** Adds an entry, or replaces the one `body` names again. */
  put(ref: CandidateRef, body: Body): Promise<Candidate> {
    const { kind } = this;
    return changeCandidate(this.deps, ref, async ({ tx, candidate, position, now }) => {
      const changes = kind.changes(body, now);
      const repo = kind.entries(tx.repos);
      const entries = await repo.list(ref.actor.company.id, candidate.id);
      const same = entries.find((entry) => kind.same(entry, changes));
      if (same) return repo.update(candidate.id, same.id, changes);
      if (entries.length >= HISTORY_LIMITS.perCandidate) throw kind.tooMany();
      const entry = {
        id: newId(this.deps.region),
        company_id: ref.actor.company.id,
        position_id: position.id,
        candidate_id: candidate.id,
        sort_order: nextOrder(entries),
        created_at: now,
      };
      await repo.insert(entry, changes);
    });
  }

  /** Replaces the entry `entryId`. */
  replace(ref: CandidateRef, entryId: string, body: Body): Promise<Candidate> {
    const { kind } = this;
    return changeCandidate(this.deps, ref, async ({ tx, candidate, now }) => {
      const changes = kind.changes(body, now);
      const repo = kind.entries(tx.repos);
      const entries = await repo.list(ref.actor.company.id, candidate.id);
      if (!entries.some((entry) => entry.id === entryId)) throw kind.notFound();
      if (entries.some((entry) => entry.id !== entryId && kind.same(entry, changes))) throw kind.duplicate();
      await repo.update(candidate.id, entryId, changes);
    });
  }

  remove(ref: CandidateRef, entryId: string): Promise<Candidate> {
    const { kind } = this;
    return changeCandidate(this.deps, ref, async ({ tx, candidate }) => {
      if (!(await kind.entries(tx.repos).delete(candidate.id, entryId))) throw kind.notFound();
    });
  }
}

export class CandidateHistoryService {
  private readonly education: EntryChanges<EducationBody, CandidateEducationRow, EducationChanges>;
  private readonly workHistory: EntryChanges<WorkHistoryBody, CandidateWorkHistoryRow, WorkHistoryChanges>;

  constructor(deps: RecruitingDeps) {
    this.education = new EntryChanges(deps, EDUCATION);
    this.workHistory = new EntryChanges(deps, WORK_HISTORY);
  }

  /** Adds a school, or replaces the entry of the same school_name. */
  putEducation(actor: Actor, positionId: string, candidateId: string, body: EducationBody): Promise<Candidate> {
    return this.education.put({ actor, positionId, candidateId }, body);
  }

  /** Replaces the entry `educationId`. */
  replaceEducation(actor: Actor, positionId: string, candidateId: string, educationId: string, body: EducationBody): Promise<Candidate> {
    return this.education.replace({ actor, positionId, candidateId }, educationId, body);
  }

  deleteEducation(actor: Actor, positionId: string, candidateId: string, educationId: string): Promise<Candidate> {
    return this.education.remove({ actor, positionId, candidateId }, educationId);
  }

  /** Adds a job, or replaces the entry of the same company_name and title. */
  putWorkHistory(actor: Actor, positionId: string, candidateId: string, body: WorkHistoryBody): Promise<Candidate> {
    return this.workHistory.put({ actor, positionId, candidateId }, body);
  }

  /** Replaces the entry `workHistoryId`. */
  replaceWorkHistory(
    actor: Actor,
    positionId: string,
    candidateId: string,
    workHistoryId: string,
    body: WorkHistoryBody,
  ): Promise<Candidate> {
    return this.workHistory.replace({ actor, positionId, candidateId }, workHistoryId, body);
  }

  deleteWorkHistory(actor: Actor, positionId: string, candidateId: string, workHistoryId: string): Promise<Candidate> {
    return this.workHistory.remove({ actor, positionId, candidateId }, workHistoryId);
  }
}

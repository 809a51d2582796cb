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
import { badRequest, notFound, type ApiError } from '../errors.ts';
import { newId } from '../ids.ts';
import { HISTORY_LIMITS, type EducationBody, type WorkHistoryBody } from '../schemas/candidate-history.ts';
import type { Candidate } from '../schemas/recruiting.ts';
import type { EducationEntryInput, WorkHistoryEntryInput } from '../schemas/recruiting-requests.ts';
import type {
  CandidateEntriesRepository,
  EducationChanges,
  WorkHistoryChanges,
} from '../storage/repositories/candidate-history-repository.ts';
import type { CandidateEducationRow, CandidateRow, CandidateWorkHistoryRow, PositionRow } from '../storage/schema.ts';
import type { Repositories, Store } from '../storage/store.ts';
import { withProfile } from './candidate-profile.ts';
import { changesOf, type Actor, type RecruitingDeps } from './event-outbox.ts';
import { entryDate } from './original-fields.ts';
import { requireCandidateOf } from './recruiting-lookups.ts';
import { cleanName } from './text-rules.ts';

export const educationNotFound = () => notFound('educationNotFound', 'Education entry not found');
export const workHistoryNotFound = () => notFound('workHistoryNotFound', 'Work history entry not found');

/** Optional text as stored: trimmed, and null when it says nothing. */
function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Names compared as a person would: trimmed, without regard to case. */
const sameName = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** A month and year as one comparable number; the month unknown counts as the year's start (start) or end (end). */
const monthIndex = (year: number, month: number | null, end: boolean) => year * 12 + (month ?? (end ? 12 : 1));

function educationChanges(body: EducationBody, now: number): EducationChanges {
  const start = body.start_year ?? null;
  const end = body.end_year ?? null;
  if (start !== null && end !== null && end < start) throw badRequest('invalidDateRange', 'end_year must not come before start_year');
  return {
    school_name: cleanName(body.school_name, 'school_name'),
    degree: optionalText(body.degree),
    field_of_study: optionalText(body.field_of_study),
    is_current: body.is_current === true ? 1 : 0,
    start_year: start,
    end_year: end,
    updated_at: now,
  };
}

function workHistoryChanges(body: WorkHistoryBody, now: number): WorkHistoryChanges {
  const startMonth = body.start_month ?? null;
  const startYear = body.start_year ?? null;
  const endMonth = body.end_month ?? null;
  const endYear = body.end_year ?? null;
  if (startMonth !== null && startYear === null) throw badRequest('invalidDate', 'start_month needs start_year');
  if (endMonth !== null && endYear === null) throw badRequest('invalidDate', 'end_month needs end_year');
  if (startYear !== null && endYear !== null && monthIndex(endYear, endMonth, true) < monthIndex(startYear, startMonth, false)) {
    throw badRequest('invalidDateRange', 'The end date must not come before the start date');
  }
  return {
    company_name: cleanName(body.company_name, 'company_name'),
    title: optionalText(body.title),
    summary: body.summary === undefined || body.summary === null || body.summary.trim() === '' ? null : body.summary,
    is_current: body.is_current === true ? 1 : 0,
    start_month: startMonth,
    start_year: startYear,
    end_month: endMonth,
    end_year: endYear,
    updated_at: now,
  };
}

/** After the candidate's last entry (the candidate's row lock keeps two adds from taking the same). */
const nextOrder = (entries: ReadonlyArray<{ sort_order: number }>) => Math.max(0, ...entries.map((entry) => entry.sort_order)) + 1;

/** What sets the two kinds of entries apart; the rules of adding, replacing and removing one are the same for both. */
interface EntryKind<Body, Row extends { id: string; sort_order: number }, Changes> {
  entries(repos: Repositories): CandidateEntriesRepository<Row, Changes>;
  changes(body: Body, now: number): Changes;
  /** Whether `entry` is the one `changes` names again (and so replaces). */
  same(entry: Row, changes: Changes): boolean;
  notFound(): ApiError;
  tooMany(): ApiError;
  duplicate(): ApiError;
}

const EDUCATION: EntryKind<EducationBody, CandidateEducationRow, EducationChanges> = {
  entries: (repos) => repos.candidateEducation,
  changes: educationChanges,
  same: (entry, changes) => sameName(entry.school_name, changes.school_name),
  notFound: educationNotFound,
  tooMany: () => badRequest('tooManyEducationEntries', `A candidate has at most ${HISTORY_LIMITS.perCandidate} education entries`),
  duplicate: () => badRequest('duplicateEducation', 'The candidate has another education entry of that school_name'),
};

const WORK_HISTORY: EntryKind<WorkHistoryBody, CandidateWorkHistoryRow, WorkHistoryChanges> = {
  entries: (repos) => repos.candidateWorkHistory,
  changes: workHistoryChanges,
  same: (entry, changes) => sameName(entry.company_name, changes.company_name) && sameName(entry.title, changes.title),
  notFound: workHistoryNotFound,
  tooMany: () => badRequest('tooManyWorkHistoryEntries', `A candidate has at most ${HISTORY_LIMITS.perCandidate} work history entries`),
  duplicate: () => badRequest('duplicateWorkHistory', 'The candidate has another work history entry of that company_name and title'),
};

interface Scope {
  tx: Store;
  position: PositionRow;
  candidate: CandidateRow;
  now: number;
}

/** An education entry of a candidate body (the original's start_date and end_date, or PUT …/education's years) as that route takes it. */
function educationBody(entry: EducationEntryInput): EducationBody {
  return {
    school_name: entry.school_name,
    degree: entry.degree,
    field_of_study: entry.field_of_study,
    is_current: entry.is_current,
    start_year: entry.start_date === undefined ? entry.start_year : (entryDate(entry.start_date)?.year ?? null),
    end_year: entry.end_date === undefined ? entry.end_year : (entryDate(entry.end_date)?.year ?? null),
  };
}

/** A work history entry of a candidate body as PUT …/work-history takes it. */
function workHistoryBody(entry: WorkHistoryEntryInput): WorkHistoryBody {
  // The original's dates when sent, else this service's month and year fields.
  const start = entry.start_date === undefined ? undefined : entryDate(entry.start_date);
  const end = entry.end_date === undefined ? undefined : entryDate(entry.end_date);
  return {
    company_name: entry.company_name,
    title: entry.title,
    summary: entry.summary,
    is_current: entry.is_current,
    start_month: start === undefined ? entry.start_month : (start?.month ?? null),
    start_year: start === undefined ? entry.start_year : (start?.year ?? null),
    end_month: end === undefined ? entry.end_month : (end?.month ?? null),
    end_year: end === undefined ? entry.end_year : (end?.year ?? null),
  };
}

/** Entries of one kind, checked by the rules of their route, one per school (or company and title): a later one replaces an earlier. */
async function writeEntries<Body, Row extends { id: string; sort_order: number }, Changes>(
  deps: RecruitingDeps,
  kind: EntryKind<Body, Row, Changes>,
  { tx, candidate, now }: Omit<Scope, 'position'>,
  bodies: readonly Body[],
): Promise<void> {
  const kept: Changes[] = [];
  for (const body of bodies) {
    const changes = kind.changes(body, now);
    const same = kept.findIndex((entry) => kind.same(entry as unknown as Row, changes));
    if (same >= 0) kept[same] = changes;
    else kept.push(changes);
  }
  if (kept.length > HISTORY_LIMITS.perCandidate) throw kind.tooMany();
  const repo = kind.entries(tx.repos);
  await repo.deleteAll(candidate.id);
  for (const [index, changes] of kept.entries()) {
    const entry = {
      id: newId(deps.region),
      company_id: candidate.company_id,
      position_id: candidate.position_id,
      candidate_id: candidate.id,
      sort_order: index + 1,
      created_at: now,
    };
    await repo.insert(entry, changes);
  }
}

/**
 * A candidate's education and work history as a create or update body gives
 * them, each list (when given) replacing the entries the candidate had, every
 * entry checked as PUT …/education and …/work-history check one.
 */
export async function writeHistoryFromBody(
  deps: RecruitingDeps,
  scope: Omit<Scope, 'position'>,
  body: { education?: EducationEntryInput[]; work_history?: WorkHistoryEntryInput[] },
): Promise<void> {
  if (body.education !== undefined) await writeEntries(deps, EDUCATION, scope, body.education.map(educationBody));
  if (body.work_history !== undefined) await writeEntries(deps, WORK_HISTORY, scope, body.work_history.map(workHistoryBody));
}

/** The original's headline of a candidate given a work history and no headline: `title @ company_name` of the first job. */
export function headlineOf(workHistory: readonly WorkHistoryEntryInput[] | undefined): string | null {
  const first = workHistory?.[0];
  if (!first) return null;
  const company = first.company_name.trim();
  const title = first.title?.trim();
  return title ? `${title} @ ${company}` : company || null;
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
  return deps.store.transaction(async (tx) => {
    // Its updated_date changes: the company's change lock first, as every candidate write takes it.
    await tx.repos.companies.holdChangeLock(actor.company.id);
    const { position } = await requireCandidateOf(tx.repos, actor.company, positionId, candidateId, 'share');
    const candidate = (await tx.repos.candidates.find(actor.company.id, position.id, candidateId, 'update'))!;
    const now = deps.clock.now();
    await write({ tx, position, candidate, now });
    await tx.repos.candidates.update(candidate.id, { updated_at: now });
    return withProfile(tx.repos, actor.company, { ...candidate, updated_at: now }, position);
  }, changesOf(actor));
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

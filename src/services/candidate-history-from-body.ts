// A candidate's education and work history as a create or update body gives
// them (POST and PATCH of a candidate, in the original's shape): each list
// replaces the entries the candidate had. Apart from the entry routes
// (candidate-history-service.ts) because a body writes a whole list within
// the candidate's own write, not one entry in a transaction of its own.
import { newId } from '../ids.ts';
import { HISTORY_LIMITS, type EducationBody, type WorkHistoryBody } from '../schemas/candidate-history.ts';
import type { EducationEntryInput, WorkHistoryEntryInput } from '../schemas/recruiting-requests.ts';
import type { CandidateRow } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';
import { EDUCATION, WORK_HISTORY, type EntryKind } from './candidate-history-kinds.ts';
import type { RecruitingDeps } from './event-outbox.ts';
import { entryDate } from './original-fields.ts';

/** The candidate being written, in the transaction of its write. */
interface BodyScope {
  tx: Store;
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
  { tx, candidate, now }: BodyScope,
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
  scope: BodyScope,
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

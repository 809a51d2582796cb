// The candidate as a single-candidate answer shows it (GET, create, update,
// move, and the answers of the routes that change its custom attributes,
// education or work history): the list shape (with its resume and overall
// score) and its custom attributes, education and work history, each an
// empty list when it has none. Lists, search results and events leave those
// three out, as the original's lists do, so that they stay one query a page.
import { presentEducation, presentWorkHistory } from '../presenters/candidate-history.ts';
import { friendlyIdBase } from '../ids.ts';
import type { CustomAttribute } from '../schemas/candidate-attributes.ts';
import type { Candidate } from '../schemas/recruiting.ts';
import type { CandidateAttributeRow, CandidateRow, CompanyRow, PositionRow } from '../storage/schema.ts';
import type { Repositories } from '../storage/store.ts';
import { NO_EXTRAS, presentCandidate } from '../presenters/recruiting.ts';

/** An attribute as the original shows it: with an `id`, the slug of its name ("Desired Salary" -> "desired-salary"). */
export function presentAttribute(row: CandidateAttributeRow): CustomAttribute {
  return { id: friendlyIdBase(row.name, 'attribute'), name: row.name, value: row.value, secure: row.secure === 1 };
}

export async function withProfile(
  repos: Repositories,
  company: CompanyRow,
  row: CandidateRow,
  position: Pick<PositionRow, 'pipeline_id'>,
): Promise<Candidate> {
  const profile = await repos.candidateProfiles.read(company.id, row.id);
  return {
    ...presentCandidate(row, position, profile),
    custom_attributes: profile.attributes.map(presentAttribute),
    education: profile.education.map(presentEducation),
    work_history: profile.workHistory.map(presentWorkHistory),
  };
}

/** Which of its own records the body of a new candidate gave (each written by insertCandidate when given). */
export interface GivenRecords {
  custom_attributes?: unknown;
  education?: unknown;
  work_history?: unknown;
}

/**
 * A candidate inserted by this transaction, as withProfile shows it, without
 * the reads whose answer is known: its id is new, so no resume or scorecard
 * has it yet, and it has custom attributes, education or work history only
 * where its body gave them. On PostgreSQL each read skipped is a round trip
 * of the busiest write (POST .../candidates), which gives none of the three
 * mostly: five round trips fewer.
 */
export async function withNewProfile(
  repos: Repositories,
  company: CompanyRow,
  row: CandidateRow,
  position: Pick<PositionRow, 'pipeline_id'>,
  given: GivenRecords,
): Promise<Candidate> {
  const attributes = given.custom_attributes === undefined ? [] : await repos.candidateAttributes.list(company.id, row.id);
  const education = given.education === undefined ? [] : await repos.candidateEducation.list(company.id, row.id);
  const workHistory = given.work_history === undefined ? [] : await repos.candidateWorkHistory.list(company.id, row.id);
  return {
    ...presentCandidate(row, position, NO_EXTRAS),
    custom_attributes: attributes.map(presentAttribute),
    education: education.map(presentEducation),
    work_history: workHistory.map(presentWorkHistory),
  };
}

/** The candidate as lists and events show it: without its custom attributes, education and work history. */
export function listShape(candidate: Candidate): Candidate {
  const { custom_attributes: _attributes, education: _education, work_history: _workHistory, ...shown } = candidate;
  return shown;
}

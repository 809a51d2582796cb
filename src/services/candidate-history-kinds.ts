// What sets a candidate's two kinds of history entries apart: how a body
// becomes an education or work history row's changes, with the checks of
// each, and which entry a body names again. The rules of adding, replacing
// and removing an entry are the same for both kinds; they are in
// candidate-history-service.ts and candidate-history-from-body.ts, which
// take a kind from here.
import { badRequest, notFound, type ApiError } from '../errors.ts';
import { HISTORY_LIMITS, type EducationBody, type WorkHistoryBody } from '../schemas/candidate-history.ts';
import type {
  CandidateEntriesRepository,
  EducationChanges,
  WorkHistoryChanges,
} from '../storage/repositories/candidate-history-repository.ts';
import type { CandidateEducationRow, CandidateWorkHistoryRow } from '../storage/schema.ts';
import type { Repositories } from '../storage/store.ts';
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

/** What sets the two kinds of entries apart; the rules of adding, replacing and removing one are the same for both. */
export interface EntryKind<Body, Row extends { id: string; sort_order: number }, Changes> {
  entries(repos: Repositories): CandidateEntriesRepository<Row, Changes>;
  changes(body: Body, now: number): Changes;
  /** Whether `entry` is the one `changes` names again (and so replaces). */
  same(entry: Row, changes: Changes): boolean;
  notFound(): ApiError;
  tooMany(): ApiError;
  duplicate(): ApiError;
}

export const EDUCATION: EntryKind<EducationBody, CandidateEducationRow, EducationChanges> = {
  entries: (repos) => repos.candidateEducation,
  changes: educationChanges,
  same: (entry, changes) => sameName(entry.school_name, changes.school_name),
  notFound: educationNotFound,
  tooMany: () => badRequest('tooManyEducationEntries', `A candidate has at most ${HISTORY_LIMITS.perCandidate} education entries`),
  duplicate: () => badRequest('duplicateEducation', 'The candidate has another education entry of that school_name'),
};

export const WORK_HISTORY: EntryKind<WorkHistoryBody, CandidateWorkHistoryRow, WorkHistoryChanges> = {
  entries: (repos) => repos.candidateWorkHistory,
  changes: workHistoryChanges,
  same: (entry, changes) => sameName(entry.company_name, changes.company_name) && sameName(entry.title, changes.title),
  notFound: workHistoryNotFound,
  tooMany: () => badRequest('tooManyWorkHistoryEntries', `A candidate has at most ${HISTORY_LIMITS.perCandidate} work history entries`),
  duplicate: () => badRequest('duplicateWorkHistory', 'The candidate has another work history entry of that company_name and title'),
};

// A candidate's education, work history and scorecards as the API shows them.
import { isoTime } from '../clock.ts';
import type { Education, WorkHistory } from '../schemas/candidate-history.ts';
import { SCORE_WEIGHTS, type OverallScore, type Scorecard } from '../schemas/candidate-scorecards.ts';
import type { ScorecardWithUser } from '../storage/repositories/candidate-scorecards-repository.ts';
import type { CandidateEducationRow, CandidateScorecardRow, CandidateWorkHistoryRow } from '../storage/schema.ts';

export function presentEducation(row: CandidateEducationRow): Education {
  return {
    _id: row.id,
    school_name: row.school_name,
    degree: row.degree,
    field_of_study: row.field_of_study,
    is_current: row.is_current === 1,
    start_year: row.start_year,
    end_year: row.end_year,
  };
}

const monthYear = (month: number | null, year: number | null) => (year === null ? null : { month, year });

export function presentWorkHistory(row: CandidateWorkHistoryRow): WorkHistory {
  return {
    _id: row.id,
    company_name: row.company_name,
    title: row.title,
    summary: row.summary,
    is_current: row.is_current === 1,
    start_date: monthYear(row.start_month, row.start_year),
    end_date: monthYear(row.end_month, row.end_year),
  };
}

export function presentScorecard(row: ScorecardWithUser): Scorecard {
  return {
    _id: row.id,
    score: row.score,
    note: row.note,
    user: { _id: row.user_id, name: row.user_name ?? '' },
    candidate_id: row.candidate_id,
    position_id: row.position_id,
    creation_date: isoTime(row.created_at),
    updated_date: isoTime(row.updated_at),
  };
}

/** The original's overall_score: who gave which score, how many scored, the sum of the scores' weights and their mean. */
export function presentOverallScore(rows: ReadonlyArray<Pick<CandidateScorecardRow, 'user_id' | 'score'>>): OverallScore {
  const overall: OverallScore = {
    very_good: [],
    good: [],
    neutral: [],
    poor: [],
    very_poor: [],
    scored_count: rows.length,
    score: 0,
    average_score: null,
  };
  for (const row of rows) {
    overall[row.score].push(row.user_id);
    overall.score += SCORE_WEIGHTS[row.score];
  }
  if (rows.length > 0) overall.average_score = Math.round((overall.score / rows.length) * 100) / 100;
  return overall;
}

// The tables of the records a candidate's profile is made of: files,
// custom attributes, education, work history and scorecards, each row
// keyed by company, position and candidate like the candidate itself.
import type { Selectable } from 'kysely';

export type CandidateFileKind = 'resume' | 'document';

export interface CandidateFilesTable {
  id: string;
  company_id: string;
  position_id: string;
  candidate_id: string;
  kind: CandidateFileKind;
  file_name: string;
  content_type: string;
  size: number;
  /** Hex SHA-256 of the content. */
  sha256: string;
  content: Uint8Array;
  /** The user who uploaded it; null once that user is gone. */
  uploaded_by: string | null;
  created_at: number;
}

export interface CandidateAttributesTable {
  company_id: string;
  position_id: string;
  candidate_id: string;
  name: string;
  value: string;
  /** 0/1, as the client sent it. */
  secure: number;
  created_at: number;
  updated_at: number;
}

export interface CandidateEducationTable {
  id: string;
  company_id: string;
  position_id: string;
  candidate_id: string;
  school_name: string;
  degree: string | null;
  field_of_study: string | null;
  /** 0/1. */
  is_current: number;
  start_year: number | null;
  end_year: number | null;
  /** The candidate's entries in the order they were added. */
  sort_order: number;
  created_at: number;
  updated_at: number;
}

export interface CandidateWorkHistoryTable {
  id: string;
  company_id: string;
  position_id: string;
  candidate_id: string;
  company_name: string;
  title: string | null;
  summary: string | null;
  /** 0/1. */
  is_current: number;
  start_month: number | null;
  start_year: number | null;
  end_month: number | null;
  end_year: number | null;
  /** The candidate's entries in the order they were added. */
  sort_order: number;
  created_at: number;
  updated_at: number;
}

export type ScorecardScore = 'very_poor' | 'poor' | 'neutral' | 'good' | 'very_good';

export interface CandidateScorecardsTable {
  id: string;
  company_id: string;
  position_id: string;
  candidate_id: string;
  /** The member who scored; no foreign key: the scorecard stays when the member goes. */
  user_id: string;
  score: ScorecardScore;
  note: string | null;
  created_at: number;
  updated_at: number;
}

export type CandidateFileRow = Selectable<CandidateFilesTable>;
export type CandidateAttributeRow = Selectable<CandidateAttributesTable>;
export type CandidateEducationRow = Selectable<CandidateEducationTable>;
export type CandidateWorkHistoryRow = Selectable<CandidateWorkHistoryTable>;
export type CandidateScorecardRow = Selectable<CandidateScorecardsTable>;

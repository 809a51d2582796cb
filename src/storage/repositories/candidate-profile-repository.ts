// What a single-candidate answer shows beside the candidate's row
// (services/candidate-profile.ts): its resume's file name, its scores, its
// custom attributes, education and work history.
//
// Five reads. On PostgreSQL each would be a round trip, and a candidate's
// answer is what GET, an update, a stage change, a move and the routes of
// its records all end with: so there they are one statement, each list
// aggregated into JSON by the server. On SQLite a read is a call within the
// process, and the five are the repositories' own.
import { sql } from 'kysely';
import { preparedQuery } from '../prepared-query.ts';
import type { CandidateAttributeRow, CandidateEducationRow, CandidateScorecardRow, CandidateWorkHistoryRow } from '../schema.ts';
import type { CandidateAttributesRepository } from './candidate-attributes-repository.ts';
import type { CandidateFilesRepository } from './candidate-files-repository.ts';
import type { CandidateEducationRepository, CandidateWorkHistoryRepository } from './candidate-history-repository.ts';
import type { CandidateScorecardsRepository } from './candidate-scorecards-repository.ts';
import type { RepositoryContext } from './context.ts';

/** Who gave which score, oldest first. */
type Scores = Array<Pick<CandidateScorecardRow, 'user_id' | 'score'>>;

export interface CandidateProfileRows {
  resumeFileName: string | null;
  scores: Scores;
  attributes: CandidateAttributeRow[];
  education: CandidateEducationRow[];
  workHistory: CandidateWorkHistoryRow[];
}

/** The repositories whose reads the profile is made of (SQLite runs them one by one). */
export interface ProfileSources {
  candidateFiles: CandidateFilesRepository;
  candidateScorecards: CandidateScorecardsRepository;
  candidateAttributes: CandidateAttributesRepository;
  candidateEducation: CandidateEducationRepository;
  candidateWorkHistory: CandidateWorkHistoryRepository;
}

interface ProfileRow {
  resume: string | null;
  scores: Scores;
  attributes: CandidateAttributeRow[];
  education: CandidateEducationRow[];
  work_history: CandidateWorkHistoryRow[];
}

/**
 * PostgreSQL: the five reads in one statement, each in the order of its
 * repository's own read. Every column of these tables is text or a number
 * below 2^53, so a row through JSON comes back as the repository's read
 * returns it (bigint columns as numbers, as node-postgres is set to read
 * them: node-postgres.ts).
 */
const profileOf = preparedQuery(
  (_db, companyId: string, candidateId: string) => sql<ProfileRow>`
    select
      (select file_name from candidate_files
        where candidate_id = ${candidateId} and company_id = ${companyId} and kind = 'resume') as resume,
      (select coalesce(json_agg(json_build_object('user_id', s.user_id, 'score', s.score) order by s.created_at, s.id), '[]')
        from candidate_scorecards s where s.candidate_id = ${candidateId} and s.company_id = ${companyId}) as scores,
      (select coalesce(json_agg(a order by a.created_at, a.name), '[]')
        from candidate_attributes a where a.candidate_id = ${candidateId} and a.company_id = ${companyId}) as attributes,
      (select coalesce(json_agg(e order by e.sort_order), '[]')
        from candidate_education e where e.candidate_id = ${candidateId} and e.company_id = ${companyId}) as education,
      (select coalesce(json_agg(w order by w.sort_order), '[]')
        from candidate_work_history w where w.candidate_id = ${candidateId} and w.company_id = ${companyId}) as work_history`,
);

export class CandidateProfileRepository {
  constructor(
    private readonly context: RepositoryContext,
    private readonly sources: ProfileSources,
  ) {}

  /** The candidate's resume name, scores, custom attributes, education and work history. */
  async read(companyId: string, candidateId: string): Promise<CandidateProfileRows> {
    if (this.context.dialect === 'postgres') {
      const row = (await profileOf.first(this.context.db, companyId, candidateId))!;
      return {
        resumeFileName: row.resume,
        scores: row.scores,
        attributes: row.attributes,
        education: row.education,
        workHistory: row.work_history,
      };
    }
    const { sources } = this;
    const [resume] = await sources.candidateFiles.resumeNamesOf(companyId, [candidateId]);
    const scores = await sources.candidateScorecards.scoresOf(companyId, [candidateId]);
    return {
      resumeFileName: resume?.file_name ?? null,
      scores: scores.map(({ user_id, score }) => ({ user_id, score })),
      attributes: await sources.candidateAttributes.list(companyId, candidateId),
      education: await sources.candidateEducation.list(companyId, candidateId),
      workHistory: await sources.candidateWorkHistory.list(companyId, candidateId),
    };
  }
}

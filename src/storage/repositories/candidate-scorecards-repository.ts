// The scorecards of a candidate (the candidate_scorecards table): one per member of the team.
import type { CandidateScorecardRow } from '../schema.ts';
import type { RepositoryContext } from './context.ts';

/** A scorecard with its author's name; null once the author is gone. */
export type ScorecardWithUser = CandidateScorecardRow & { user_name: string | null };

export class CandidateScorecardsRepository {
  constructor(private readonly context: RepositoryContext) {}

  /** Oldest first. */
  list(companyId: string, candidateId: string): Promise<ScorecardWithUser[]> {
    return this.context.db
      .selectFrom('candidate_scorecards as s')
      .leftJoin('users as u', 'u.id', 's.user_id')
      .selectAll('s')
      .select('u.name as user_name')
      .where('s.candidate_id', '=', candidateId)
      .where('s.company_id', '=', companyId)
      .orderBy('s.created_at')
      .orderBy('s.id')
      .execute();
  }

  /** Who gave which score, of each of the candidates, oldest first: one query for a whole list's overall scores. */
  scoresOf(
    companyId: string,
    candidateIds: readonly string[],
  ): Promise<Array<Pick<CandidateScorecardRow, 'candidate_id' | 'user_id' | 'score'>>> {
    if (candidateIds.length === 0) return Promise.resolve([]);
    return this.context.db
      .selectFrom('candidate_scorecards')
      .select(['candidate_id', 'user_id', 'score'])
      .where('candidate_id', 'in', candidateIds)
      .where('company_id', '=', companyId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  findByUser(candidateId: string, userId: string): Promise<CandidateScorecardRow | undefined> {
    return this.context.db
      .selectFrom('candidate_scorecards')
      .selectAll()
      .where('candidate_id', '=', candidateId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async insert(row: CandidateScorecardRow): Promise<void> {
    await this.context.db.insertInto('candidate_scorecards').values(row).execute();
  }

  async update(id: string, changes: Pick<CandidateScorecardRow, 'score' | 'note' | 'updated_at'>): Promise<void> {
    await this.context.db.updateTable('candidate_scorecards').set(changes).where('id', '=', id).execute();
  }
}

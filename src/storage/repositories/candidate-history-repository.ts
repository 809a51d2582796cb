// A candidate's education and work history (the candidate_education and
// candidate_work_history tables): entries in the order they were added.
import type { CandidateEducationRow, CandidateWorkHistoryRow } from '../schema.ts';
import type { RepositoryContext } from './context.ts';

/** What a change may set: every field but the ids, the owner and the creation time. */
type Changes<Row> = Omit<Row, 'id' | 'company_id' | 'position_id' | 'candidate_id' | 'sort_order' | 'created_at'>;
export type EducationChanges = Changes<CandidateEducationRow>;
export type WorkHistoryChanges = Changes<CandidateWorkHistoryRow>;

export class CandidateEducationRepository {
  constructor(private readonly context: RepositoryContext) {}

  list(companyId: string, candidateId: string): Promise<CandidateEducationRow[]> {
    return this.context.db
      .selectFrom('candidate_education')
      .selectAll()
      .where('candidate_id', '=', candidateId)
      .where('company_id', '=', companyId)
      .orderBy('sort_order')
      .execute();
  }

  async insert(row: CandidateEducationRow): Promise<void> {
    await this.context.db.insertInto('candidate_education').values(row).execute();
  }

  async update(candidateId: string, id: string, changes: EducationChanges): Promise<void> {
    await this.context.db
      .updateTable('candidate_education')
      .set(changes)
      .where('candidate_id', '=', candidateId)
      .where('id', '=', id)
      .execute();
  }

  /** Whether the candidate had such an entry. */
  async delete(candidateId: string, id: string): Promise<boolean> {
    const result = await this.context.db
      .deleteFrom('candidate_education')
      .where('candidate_id', '=', candidateId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

export class CandidateWorkHistoryRepository {
  constructor(private readonly context: RepositoryContext) {}

  list(companyId: string, candidateId: string): Promise<CandidateWorkHistoryRow[]> {
    return this.context.db
      .selectFrom('candidate_work_history')
      .selectAll()
      .where('candidate_id', '=', candidateId)
      .where('company_id', '=', companyId)
      .orderBy('sort_order')
      .execute();
  }

  async insert(row: CandidateWorkHistoryRow): Promise<void> {
    await this.context.db.insertInto('candidate_work_history').values(row).execute();
  }

  async update(candidateId: string, id: string, changes: WorkHistoryChanges): Promise<void> {
    await this.context.db
      .updateTable('candidate_work_history')
      .set(changes)
      .where('candidate_id', '=', candidateId)
      .where('id', '=', id)
      .execute();
  }

  /** Whether the candidate had such an entry. */
  async delete(candidateId: string, id: string): Promise<boolean> {
    const result = await this.context.db
      .deleteFrom('candidate_work_history')
      .where('candidate_id', '=', candidateId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

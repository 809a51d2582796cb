import type { QuestionnaireRow } from '../schema.ts';
import type { RepositoryContext } from './context.ts';

export class QuestionnairesRepository {
  constructor(private readonly context: RepositoryContext) {}

  /** Oldest submission first. */
  listForCandidate(companyId: string, candidateId: string): Promise<QuestionnaireRow[]> {
    return this.context.db
      .selectFrom('questionnaires')
      .selectAll()
      .where('candidate_id', '=', candidateId)
      .where('company_id', '=', companyId)
      .orderBy('completed_at')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async insert(row: QuestionnaireRow): Promise<void> {
    await this.context.db.insertInto('questionnaires').values(row).execute();
  }
}

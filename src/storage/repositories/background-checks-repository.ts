import type { BackgroundCheckRow } from '../schema.ts';
import type { RepositoryContext } from './context.ts';
import { withRowLock, type RowLock } from './row-lock.ts';

export type BackgroundCheckChanges = Partial<Pick<BackgroundCheckRow, 'status' | 'result' | 'report_url' | 'updated_at'>>;

export class BackgroundChecksRepository {
  constructor(private readonly context: RepositoryContext) {}

  /** Oldest first. */
  listForCandidate(companyId: string, candidateId: string): Promise<BackgroundCheckRow[]> {
    return this.context.db
      .selectFrom('background_checks')
      .selectAll()
      .where('candidate_id', '=', candidateId)
      .where('company_id', '=', companyId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** The check, only when it belongs to that candidate of that company. */
  find(companyId: string, candidateId: string, id: string, lock?: RowLock): Promise<BackgroundCheckRow | undefined> {
    const query = this.context.db
      .selectFrom('background_checks')
      .selectAll()
      .where('id', '=', id)
      .where('candidate_id', '=', candidateId)
      .where('company_id', '=', companyId);
    return withRowLock(query, this.context.dialect, lock).executeTakeFirst();
  }

  async insert(row: BackgroundCheckRow): Promise<void> {
    await this.context.db.insertInto('background_checks').values(row).execute();
  }

  async update(id: string, changes: BackgroundCheckChanges): Promise<void> {
    await this.context.db.updateTable('background_checks').set(changes).where('id', '=', id).execute();
  }
}

import type { CandidateRow } from '../schema.ts';
import type { RepositoryContext } from './context.ts';
import { withRowLock, type RowLock } from './row-lock.ts';

export type CandidateChanges = Partial<
  Pick<CandidateRow, 'name' | 'email_address' | 'phone_number' | 'summary' | 'tags' | 'origin' | 'stage_id' | 'updated_at'>
>;

/** The tables of a candidate's own records, each with candidate_id and position_id columns. */
export const CANDIDATE_CHILD_TABLES = ['notes', 'messages', 'background_checks', 'questionnaires'] as const;

export class CandidatesRepository {
  constructor(private readonly context: RepositoryContext) {}

  private get db() {
    return this.context.db;
  }

  /** Oldest first. */
  listForPosition(companyId: string, positionId: string): Promise<CandidateRow[]> {
    return this.db
      .selectFrom('candidates')
      .selectAll()
      .where('position_id', '=', positionId)
      .where('company_id', '=', companyId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** The candidate, only when it belongs to that position of that company. */
  find(companyId: string, positionId: string, id: string, lock?: RowLock): Promise<CandidateRow | undefined> {
    const query = this.db
      .selectFrom('candidates')
      .selectAll()
      .where('id', '=', id)
      .where('position_id', '=', positionId)
      .where('company_id', '=', companyId);
    return withRowLock(query, this.context.dialect, lock).executeTakeFirst();
  }

  async insert(row: CandidateRow): Promise<CandidateRow> {
    await this.db.insertInto('candidates').values(row).execute();
    return row;
  }

  async update(id: string, changes: CandidateChanges): Promise<void> {
    await this.db.updateTable('candidates').set(changes).where('id', '=', id).execute();
  }

  /** Deletes the candidate with its notes, messages, background checks and questionnaires, together. */
  async delete(id: string): Promise<void> {
    // Children first and explicitly: the cascading foreign keys would do it,
    // but only while SQLite's foreign_keys pragma is on.
    await this.context.transaction(async ({ db }) => {
      for (const table of CANDIDATE_CHILD_TABLES) await db.deleteFrom(table).where('candidate_id', '=', id).execute();
      await db.deleteFrom('candidates').where('id', '=', id).execute();
    });
  }
}

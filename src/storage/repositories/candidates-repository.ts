import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { CandidateRow, Database } from '../schema.ts';
import type { RowLock } from './positions-repository.ts';

export type CandidateChanges = Partial<
  Pick<CandidateRow, 'name' | 'email_address' | 'phone_number' | 'summary' | 'tags' | 'origin' | 'stage_id' | 'updated_at'>
>;

/** Works over the database or over a transaction (a Transaction is a Kysely). */
export class CandidatesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

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
    const postgres = this.dialect === 'postgres';
    return this.db
      .selectFrom('candidates')
      .selectAll()
      .where('id', '=', id)
      .where('position_id', '=', positionId)
      .where('company_id', '=', companyId)
      .$if(postgres && lock === 'update', (qb) => qb.forUpdate())
      .$if(postgres && lock === 'share', (qb) => qb.forShare())
      .executeTakeFirst();
  }

  async insert(row: CandidateRow): Promise<CandidateRow> {
    await this.db.insertInto('candidates').values(row).execute();
    return row;
  }

  async update(id: string, changes: CandidateChanges): Promise<void> {
    await this.db.updateTable('candidates').set(changes).where('id', '=', id).execute();
  }

  /** Deletes the candidate with its notes. */
  async delete(id: string): Promise<void> {
    // Notes first and explicitly: the cascading foreign key would do it, but
    // only while SQLite's foreign_keys pragma is on.
    await this.db.deleteFrom('notes').where('candidate_id', '=', id).execute();
    await this.db.deleteFrom('candidates').where('id', '=', id).execute();
  }
}

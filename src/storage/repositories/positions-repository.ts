import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database, PositionRow } from '../schema.ts';

/**
 * Row locks for reads that a write in the same transaction depends on. Only
 * PostgreSQL needs them: SQLite transactions start with `begin immediate` and
 * so already run one at a time.
 */
export type RowLock = 'update' | 'share';

export type PositionChanges = Partial<Pick<PositionRow, 'name' | 'description' | 'type' | 'location' | 'department' | 'state' | 'updated_at'>>;

/** Works over the database or over a transaction (a Transaction is a Kysely). */
export class PositionsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** Oldest first. */
  list(companyId: string, state?: string): Promise<PositionRow[]> {
    return this.db
      .selectFrom('positions')
      .selectAll()
      .where('company_id', '=', companyId)
      .$if(state !== undefined, (qb) => qb.where('state', '=', state!))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  find(companyId: string, id: string, lock?: RowLock): Promise<PositionRow | undefined> {
    const postgres = this.dialect === 'postgres';
    return this.db
      .selectFrom('positions')
      .selectAll()
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .$if(postgres && lock === 'update', (qb) => qb.forUpdate())
      .$if(postgres && lock === 'share', (qb) => qb.forShare())
      .executeTakeFirst();
  }

  async insert(row: PositionRow): Promise<PositionRow> {
    await this.db.insertInto('positions').values(row).execute();
    return row;
  }

  async update(id: string, changes: PositionChanges): Promise<void> {
    await this.db.updateTable('positions').set(changes).where('id', '=', id).execute();
  }

  /** Deletes the position with its candidates and their notes. */
  async delete(id: string): Promise<void> {
    // Children first and explicitly: the cascading foreign keys would do it, but
    // only while SQLite's foreign_keys pragma is on.
    await this.db.deleteFrom('notes').where('position_id', '=', id).execute();
    await this.db.deleteFrom('candidates').where('position_id', '=', id).execute();
    await this.db.deleteFrom('positions').where('id', '=', id).execute();
  }
}

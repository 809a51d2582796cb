import type { ListOptions } from '../../schemas/list-queries.ts';
import { dialectOf, preparedQuery } from '../prepared-query.ts';
import type { PositionRow } from '../schema.ts';
import { CANDIDATE_CHILD_TABLES } from './candidates-repository.ts';
import type { RepositoryContext } from './context.ts';
import { byRowLock, withRowLock, type RowLock } from './row-lock.ts';

// Every route under .../position/{position_id}/ starts with this lookup: compiled once per kind of lock.
const findPosition = byRowLock((lock) =>
  preparedQuery((db, companyId: string, id: string) =>
    withRowLock(db.selectFrom('positions').selectAll().where('id', '=', id).where('company_id', '=', companyId), dialectOf(db), lock),
  ),
);

export type PositionChanges = Partial<
  Pick<
    PositionRow,
    | 'name'
    | 'description'
    | 'type'
    | 'location'
    | 'department'
    | 'experience'
    | 'education'
    | 'category'
    | 'requisition_id'
    | 'tags'
    | 'application_form'
    | 'state'
    | 'updated_at'
  >
>;

export class PositionsRepository {
  constructor(private readonly context: RepositoryContext) {}

  private get db() {
    return this.context.db;
  }

  /** Oldest first (by creation or last change, as `options.sort` says), filtered and paged as `options` say. */
  list(companyId: string, state?: string, options: ListOptions = { sort: 'created' }): Promise<PositionRow[]> {
    const order = options.sort === 'updated' ? 'updated_at' : 'created_at';
    return this.db
      .selectFrom('positions')
      .selectAll()
      .where('company_id', '=', companyId)
      .$if(state !== undefined, (qb) => qb.where('state', '=', state!))
      .$if(options.updatedSince !== undefined, (qb) => qb.where('updated_at', '>=', options.updatedSince!))
      .orderBy(order)
      .orderBy('id')
      .$if(options.page !== undefined, (qb) => qb.limit(options.page!.limit).offset(options.page!.offset))
      .execute();
  }

  /** Each department the company's positions name, as written, with how many name it so. */
  async departmentNames(companyId: string): Promise<Array<{ department: string; positions: number }>> {
    const rows = await this.db
      .selectFrom('positions')
      .select((eb) => ['department', eb.fn.countAll<number | string>().as('positions')])
      .where('company_id', '=', companyId)
      .where('department', 'is not', null)
      .groupBy('department')
      .execute();
    return rows.map((row) => ({ department: row.department!, positions: Number(row.positions) }));
  }

  find(companyId: string, id: string, lock?: RowLock): Promise<PositionRow | undefined> {
    return findPosition(lock).first(this.db, companyId, id);
  }

  async insert(row: PositionRow): Promise<PositionRow> {
    await this.db.insertInto('positions').values(row).execute();
    return row;
  }

  async update(id: string, changes: PositionChanges): Promise<void> {
    await this.db.updateTable('positions').set(changes).where('id', '=', id).execute();
  }

  /** Deletes the position with its candidates and their records (notes, messages, background checks, questionnaires), together. */
  async delete(id: string): Promise<void> {
    // Children first and explicitly: the cascading foreign keys would do it, but
    // only while SQLite's foreign_keys pragma is on.
    await this.context.transaction(async ({ db }) => {
      for (const table of CANDIDATE_CHILD_TABLES) await db.deleteFrom(table).where('position_id', '=', id).execute();
      await db.deleteFrom('candidates').where('position_id', '=', id).execute();
      await db.deleteFrom('positions').where('id', '=', id).execute();
    });
  }
}

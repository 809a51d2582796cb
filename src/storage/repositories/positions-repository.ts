import type { Kysely } from 'kysely';
import type { ListOptions } from '../../schemas/list-queries.ts';
import { dialectOf, everyColumnOf, preparedQuery, preparedRowQuery, type PreparedQuery } from '../prepared-query.ts';
import { sendBuiltWrite, sendWrite } from '../postgres-write-behind.ts';
import type { Database, PositionRow } from '../schema.ts';
import { CANDIDATE_CHILD_TABLES } from './candidates-repository.ts';
import type { RepositoryContext } from './context.ts';
import { byRowLock, withRowLock, type RowLock } from './row-lock.ts';

// Every route under .../position/{position_id}/ starts with this lookup: compiled once per kind of lock.
const findPosition = byRowLock((lock) =>
  preparedQuery((db, companyId: string, id: string) =>
    withRowLock(db.selectFrom('positions').selectAll().where('id', '=', id).where('company_id', '=', companyId), dialectOf(db), lock),
  ),
);

/** Every column of a position row, in the order the prepared insert takes them. */
const POSITION_COLUMNS = everyColumnOf<PositionRow>()([
  'id',
  'company_id',
  'name',
  'description',
  'type',
  'location',
  'department',
  'experience',
  'education',
  'category',
  'requisition_id',
  'tags',
  'application_form',
  'state',
  'pipeline_id',
  'created_by',
  'created_at',
  'updated_at',
]);

// Compiled once: written in as text for a write behind.
const insertPosition = preparedRowQuery(POSITION_COLUMNS, (db, row: PositionRow) => db.insertInto('positions').values(row));

/**
 * PostgreSQL: the position's lookup with a `share` lock as text with its
 * values written in, for a transaction that sends it with its `begin`
 * (TransactionOptions.positionOf).
 */
export function positionForShareStatement(db: Kysely<Database>, companyId: string, id: string): string {
  return findPosition('share').inlined(db, companyId, id);
}

type ListArgs = [companyId: string, state: string, updatedSince: number, limit: number, offset: number];

// The list's shapes: two orders, each filter present or not, paged or whole.
// Each shape is compiled once, when first asked for (at most sixteen), so a
// request only puts its values in (prepared-query.ts).
const listQueries = new Map<string, PreparedQuery<ListArgs, PositionRow>>();

function listQuery(order: 'created_at' | 'updated_at', byState: boolean, since: boolean, paged: boolean) {
  const key = `${order}:${byState}:${since}:${paged}`;
  let query = listQueries.get(key);
  if (query === undefined) {
    query = preparedQuery((db, companyId: string, state: string, updatedSince: number, limit: number, offset: number) =>
      db
        .selectFrom('positions')
        .selectAll()
        .where('company_id', '=', companyId)
        .$if(byState, (qb) => qb.where('state', '=', state))
        .$if(since, (qb) => qb.where('updated_at', '>=', updatedSince))
        .orderBy(order)
        .orderBy('id')
        .$if(paged, (qb) => qb.limit(limit).offset(offset)),
    );
    listQueries.set(key, query);
  }
  return query;
}

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
    const query = listQuery(order, state !== undefined, options.updatedSince !== undefined, options.page !== undefined);
    return query.all(this.db, companyId, state ?? '', options.updatedSince ?? 0, options.page?.limit ?? 0, options.page?.offset ?? 0);
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
    // Read, and locked for share, with the transaction's begin already (positionForShareStatement).
    const begun = this.context.positionAtBegin;
    if (begun?.id === id && begun.companyId === companyId && lock !== 'update') return Promise.resolve(begun.row);
    return findPosition(lock).first(this.db, companyId, id);
  }

  /**
   * Inserts the position. On PostgreSQL, in a transaction that sends its event
   * with its commit (TransactionOptions.eventLast), the insert goes with the
   * transaction's next statement (postgres-write-behind.ts).
   */
  async insert(row: PositionRow): Promise<PositionRow> {
    await sendWrite(this.context, insertPosition, row);
    return row;
  }

  async update(id: string, changes: PositionChanges): Promise<void> {
    await sendBuiltWrite(this.context, this.db.updateTable('positions').set(changes).where('id', '=', id));
  }

  /** Deletes the position with its candidates and their records (notes, messages, background checks, questionnaires), together. */
  async delete(id: string): Promise<void> {
    // Children first and explicitly: the cascading foreign keys would do it, but
    // only while SQLite's foreign_keys pragma is on.
    // Each with the next statement where it may (sendBuiltWrite): nothing here reads what they delete.
    await this.context.transaction(async (tx) => {
      for (const table of CANDIDATE_CHILD_TABLES) await sendBuiltWrite(tx, tx.db.deleteFrom(table).where('position_id', '=', id));
      await sendBuiltWrite(tx, tx.db.deleteFrom('candidates').where('position_id', '=', id));
      await sendBuiltWrite(tx, tx.db.deleteFrom('positions').where('id', '=', id));
    });
  }
}

import { sql, type Kysely } from 'kysely';
import type { ListOptions } from '../../schemas/list-queries.ts';
import { dialectOf, everyColumnOf, preparedQuery, preparedRowQuery } from '../prepared-query.ts';
import { sendBuiltWrite, sendWrite } from '../postgres-write-behind.ts';
import type { CandidateRow, Database, PositionRow } from '../schema.ts';
import type { RepositoryContext } from './context.ts';
import { byRowLock, withRowLock, type RowLock } from './row-lock.ts';

// Every route under .../candidate/{candidate_id}/ starts with this lookup: compiled once per kind of lock.
const findCandidate = byRowLock((lock) =>
  preparedQuery((db, companyId: string, positionId: string, id: string) =>
    withRowLock(
      db
        .selectFrom('candidates')
        .selectAll()
        .where('id', '=', id)
        .where('position_id', '=', positionId)
        .where('company_id', '=', companyId),
      dialectOf(db),
      lock,
    ),
  ),
);

/**
 * PostgreSQL: the position's lookup locked for share and its candidate's
 * with `lock`, in one statement, for a transaction that sends it with its
 * `begin` (TransactionOptions.candidateOf). The candidate's condition reads
 * the position's row, so the position is locked first, as the work's own
 * lookups would lock them (requireCandidateOf): a concurrent delete of the
 * position, which locks it and then its candidates, waits rather than
 * deadlocks. Each row comes back as JSON, every column being text or a
 * number below 2^53 (what the row's own read returns).
 */
const positionAndCandidate = byRowLock((lock) =>
  preparedQuery(
    (_db, companyId: string, positionId: string, id: string) => sql<{ position: PositionRow | null; candidate: CandidateRow | null }>`
      with p as (select * from positions where id = ${positionId} and company_id = ${companyId} for share),
      c as (
        select * from candidates
        where id = ${id} and position_id = (select p.id from p) and company_id = ${companyId}
        for ${sql.raw(lock === 'update' ? 'update' : 'share')}
      )
      select (select row_to_json(p) from p) as position, (select row_to_json(c) from c) as candidate`,
  ),
);

/** The text of positionAndCandidate, its values written in, to go in one text with the `begin`. */
export function positionAndCandidateStatement(
  db: Kysely<Database>,
  companyId: string,
  positionId: string,
  id: string,
  lock: RowLock,
): string {
  return positionAndCandidate(lock).inlined(db, companyId, positionId, id);
}

/** Every column of a candidate row: what the prepared insert below takes, in this order. */
const CANDIDATE_COLUMNS = everyColumnOf<CandidateRow>()([
  'id',
  'company_id',
  'position_id',
  'name',
  'email_address',
  'phone_number',
  'summary',
  'tags',
  'origin',
  'stage_id',
  'meta_id',
  'address',
  'headline',
  'source',
  'social_profiles',
  'created_at',
  'updated_at',
]);

// POST .../candidates, the busiest write: compiled once (and written in, for a write behind).
const insertCandidate = preparedRowQuery(CANDIDATE_COLUMNS, (db, row: CandidateRow) => db.insertInto('candidates').values(row));

export type CandidateChanges = Partial<
  Pick<
    CandidateRow,
    | 'name'
    | 'email_address'
    | 'phone_number'
    | 'summary'
    | 'tags'
    | 'origin'
    | 'address'
    | 'headline'
    | 'source'
    | 'social_profiles'
    | 'stage_id'
    | 'updated_at'
  >
>;

/** The tables of a candidate's own records, each with candidate_id and position_id columns. */
export const CANDIDATE_CHILD_TABLES = [
  'notes',
  'messages',
  'background_checks',
  'questionnaires',
  'candidate_files',
  'candidate_attributes',
  'candidate_education',
  'candidate_work_history',
  'candidate_scorecards',
  'candidate_stage_changes',
] as const;

export class CandidatesRepository {
  constructor(private readonly context: RepositoryContext) {}

  private get db() {
    return this.context.db;
  }

  /** Oldest first (by creation or last change, as `options.sort` says), filtered and paged as `options` say. */
  listForPosition(companyId: string, positionId: string, options: ListOptions = { sort: 'created' }): Promise<CandidateRow[]> {
    const order = options.sort === 'updated' ? 'updated_at' : 'created_at';
    return this.db
      .selectFrom('candidates')
      .selectAll()
      .where('position_id', '=', positionId)
      .where('company_id', '=', companyId)
      .$if(options.updatedSince !== undefined, (qb) => qb.where('updated_at', '>=', options.updatedSince!))
      .orderBy(order)
      .orderBy('id')
      .$if(options.page !== undefined, (qb) => qb.limit(options.page!.limit).offset(options.page!.offset))
      .execute();
  }

  /**
   * The company's candidates of every position whose email address is
   * `email`, without regard to case, oldest first, each with its position's
   * pipeline (for the stage's name), name and state. Found through the index on
   * (company_id, lower(email_address)).
   */
  searchByEmail(
    companyId: string,
    email: string,
  ): Promise<Array<CandidateRow & Pick<PositionRow, 'pipeline_id'> & { position_name: string; position_state: string }>> {
    return this.db
      .selectFrom('candidates as c')
      .innerJoin('positions as p', 'p.id', 'c.position_id')
      .selectAll('c')
      .select(['p.pipeline_id', 'p.name as position_name', 'p.state as position_state'])
      .where('c.company_id', '=', companyId)
      .where(sql<string>`lower(c.email_address)`, '=', sql<string>`lower(${email})`)
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute();
  }

  /** The candidate, only when it belongs to that position of that company. */
  find(companyId: string, positionId: string, id: string, lock?: RowLock): Promise<CandidateRow | undefined> {
    // Read, and locked, with the transaction's begin already (positionAndCandidateStatement).
    const begun = this.context.candidateAtBegin;
    if (
      begun &&
      !begun.written &&
      begun.id === id &&
      begun.positionId === positionId &&
      begun.companyId === companyId &&
      (lock !== 'update' || begun.lock === 'update')
    ) {
      return Promise.resolve(begun.row);
    }
    return findCandidate(lock).first(this.db, companyId, positionId, id);
  }

  /** The row read with the begin is not the candidate's any more once this transaction writes it. */
  private writing(id: string): void {
    const begun = this.context.candidateAtBegin;
    if (begun?.id === id) begun.written = true;
  }

  /**
   * Inserts the candidate. On PostgreSQL, in a transaction that sends its
   * event with its commit (TransactionOptions.eventLast), the insert goes with
   * the transaction's next statement, most often that commit
   * (postgres-write-behind.ts): nothing the transaction reads waits for it.
   */
  async insert(row: CandidateRow): Promise<CandidateRow> {
    await sendWrite(this.context, insertCandidate, row);
    return row;
  }

  async update(id: string, changes: CandidateChanges): Promise<void> {
    this.writing(id);
    await sendBuiltWrite(this.context, this.db.updateTable('candidates').set(changes).where('id', '=', id));
  }

  /** Moves the candidate, with its own records, to another position of its company, in the stage given. */
  async moveToPosition(id: string, positionId: string, stageId: string, updatedAt: number): Promise<void> {
    this.writing(id);
    // Each with the next statement where it may (sendBuiltWrite): nothing here reads what they change.
    await this.context.transaction(async (tx) => {
      for (const table of CANDIDATE_CHILD_TABLES)
        await sendBuiltWrite(tx, tx.db.updateTable(table).set({ position_id: positionId }).where('candidate_id', '=', id));
      await sendBuiltWrite(
        tx,
        tx.db.updateTable('candidates').set({ position_id: positionId, stage_id: stageId, updated_at: updatedAt }).where('id', '=', id),
      );
    });
  }

  /** Deletes the candidate with its notes, messages, background checks, questionnaires, files, custom attributes, education, work history and scorecards, together. */
  async delete(id: string): Promise<void> {
    this.writing(id);
    // Children first and explicitly: the cascading foreign keys would do it,
    // but only while SQLite's foreign_keys pragma is on.
    // Each with the next statement where it may (sendBuiltWrite): nothing here reads what they delete.
    await this.context.transaction(async (tx) => {
      for (const table of CANDIDATE_CHILD_TABLES) await sendBuiltWrite(tx, tx.db.deleteFrom(table).where('candidate_id', '=', id));
      await sendBuiltWrite(tx, tx.db.deleteFrom('candidates').where('id', '=', id));
    });
  }
}

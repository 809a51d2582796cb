import { sql } from 'kysely';
import { dialectOf, preparedQuery } from '../prepared-query.ts';
import type { CandidateRow, PositionRow } from '../schema.ts';
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

// POST .../candidates, the busiest write: compiled once.
const insertCandidate = preparedQuery(
  (
    db,
    id: string,
    companyId: string,
    positionId: string,
    name: string,
    emailAddress: string | null,
    phoneNumber: string | null,
    summary: string | null,
    tags: string,
    origin: string | null,
    stageId: string,
    createdAt: number,
    updatedAt: number,
  ) =>
    db.insertInto('candidates').values({
      id,
      company_id: companyId,
      position_id: positionId,
      name,
      email_address: emailAddress,
      phone_number: phoneNumber,
      summary,
      tags,
      origin,
      stage_id: stageId,
      created_at: createdAt,
      updated_at: updatedAt,
    }),
);

// The same insert with its position's lookup, on PostgreSQL: the position is
// read and locked (FOR SHARE: it can't be changed or deleted before the
// commit) and the candidate inserted only if it was found, in one round trip
// instead of two. Returns the position, or no row (and no insert) when it is
// not the company's.
const insertCandidateInPosition = preparedQuery(
  (
    _db,
    companyId: string,
    positionId: string,
    id: string,
    name: string,
    emailAddress: string | null,
    phoneNumber: string | null,
    summary: string | null,
    tags: string,
    origin: string | null,
    stageId: string,
    createdAt: number,
    updatedAt: number,
  ) =>
    sql<PositionRow>`
      with p as (
        select id, company_id, name, description, type, location, department, state, pipeline_id, created_by, created_at, updated_at
        from positions where id = ${positionId}::text and company_id = ${companyId}::text
        for share),
      c as (
        insert into candidates (id, company_id, position_id, name, email_address, phone_number, summary, tags, origin, stage_id, created_at, updated_at)
        select ${id}::text, p.company_id, p.id, ${name}::text, ${emailAddress}::text, ${phoneNumber}::text, ${summary}::text, ${tags}::text,
          ${origin}::text, ${stageId}::text, ${createdAt}::bigint, ${updatedAt}::bigint
        from p)
      select * from p`,
);
// On SQLite, whose transactions run one at a time (no lock needed), the lookup alone; in process, a statement costs no round trip.
const findPosition = preparedQuery((db, companyId: string, id: string) =>
  db.selectFrom('positions').selectAll().where('id', '=', id).where('company_id', '=', companyId),
);

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
    return findCandidate(lock).first(this.db, companyId, positionId, id);
  }

  async insert(row: CandidateRow): Promise<CandidateRow> {
    const r = row;
    await insertCandidate.run(
      this.db,
      r.id,
      r.company_id,
      r.position_id,
      r.name,
      r.email_address,
      r.phone_number,
      r.summary,
      r.tags,
      r.origin,
      r.stage_id,
      r.created_at,
      r.updated_at,
    );
    return row;
  }

  /**
   * Inserts the candidate into its position (`row.position_id`) when that
   * position is the company's (`row.company_id`), and returns the position,
   * locked for share until the transaction ends; undefined, and nothing
   * inserted, when it is not. One statement on PostgreSQL.
   */
  async insertInPosition(row: CandidateRow): Promise<PositionRow | undefined> {
    const r = row;
    if (this.context.dialect === 'postgres') {
      return insertCandidateInPosition.first(
        this.db,
        r.company_id,
        r.position_id,
        r.id,
        r.name,
        r.email_address,
        r.phone_number,
        r.summary,
        r.tags,
        r.origin,
        r.stage_id,
        r.created_at,
        r.updated_at,
      );
    }
    const position = await findPosition.first(this.db, r.company_id, r.position_id);
    if (position) await this.insert(row);
    return position;
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

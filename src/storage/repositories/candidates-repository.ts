import { dialectOf, preparedQuery } from '../prepared-query.ts';
import type { CandidateRow } from '../schema.ts';
import type { RepositoryContext } from './context.ts';
import { byRowLock, withRowLock, type RowLock } from './row-lock.ts';

// Every route under .../candidate/{candidate_id}/ starts with this lookup: compiled once per kind of lock.
const findCandidate = byRowLock((lock) =>
  preparedQuery((db, companyId: string, positionId: string, id: string) =>
    withRowLock(
      db.selectFrom('candidates').selectAll().where('id', '=', id).where('position_id', '=', positionId).where('company_id', '=', companyId),
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
    await insertCandidate.run(this.db, r.id, r.company_id, r.position_id, r.name, r.email_address, r.phone_number, r.summary, r.tags, r.origin, r.stage_id, r.created_at, r.updated_at);
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

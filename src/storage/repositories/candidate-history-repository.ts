// A candidate's education and work history (the candidate_education and
// candidate_work_history tables): entries in the order they were added.
import type { CandidateEducationRow, CandidateWorkHistoryRow } from '../schema.ts';
import type { RepositoryContext } from './context.ts';

/** What a change may set: every field but the ids, the owner and the creation time. */
type Changes<Row> = Omit<Row, 'id' | 'company_id' | 'position_id' | 'candidate_id' | 'sort_order' | 'created_at'>;
export type EducationChanges = Changes<CandidateEducationRow>;
export type WorkHistoryChanges = Changes<CandidateWorkHistoryRow>;

/** What a new entry has beside its fields: its ids, its place in the list and its creation time. */
export interface NewEntry {
  id: string;
  company_id: string;
  position_id: string;
  candidate_id: string;
  sort_order: number;
  created_at: number;
}

/**
 * One table of a candidate's entries. Both tables have the columns used here;
 * Kysely can't follow a table name that is a union through a query, so the
 * queries are typed with the education table and the rows cast back.
 */
export class CandidateEntriesRepository<Row, RowChanges> {
  constructor(
    private readonly context: RepositoryContext,
    private readonly table: 'candidate_education' | 'candidate_work_history',
  ) {}

  private get name(): 'candidate_education' {
    return this.table as 'candidate_education';
  }

  async list(companyId: string, candidateId: string): Promise<Row[]> {
    const rows = await this.context.db
      .selectFrom(this.name)
      .selectAll()
      .where('candidate_id', '=', candidateId)
      .where('company_id', '=', companyId)
      .orderBy('sort_order')
      .execute();
    return rows as Row[];
  }

  async insert(entry: NewEntry, fields: RowChanges): Promise<void> {
    await this.context.db
      .insertInto(this.name)
      .values({ ...(fields as EducationChanges), ...entry })
      .execute();
  }

  async update(candidateId: string, id: string, changes: RowChanges): Promise<void> {
    await this.context.db
      .updateTable(this.name)
      .set(changes as EducationChanges)
      .where('candidate_id', '=', candidateId)
      .where('id', '=', id)
      .execute();
  }

  /** Removes every entry of the candidate (an update that gives the whole list replaces them). */
  async deleteAll(candidateId: string): Promise<void> {
    await this.context.db.deleteFrom(this.name).where('candidate_id', '=', candidateId).execute();
  }

  /** Whether the candidate had such an entry. */
  async delete(candidateId: string, id: string): Promise<boolean> {
    const result = await this.context.db
      .deleteFrom(this.name)
      .where('candidate_id', '=', candidateId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

export class CandidateEducationRepository extends CandidateEntriesRepository<CandidateEducationRow, EducationChanges> {
  constructor(context: RepositoryContext) {
    super(context, 'candidate_education');
  }
}

export class CandidateWorkHistoryRepository extends CandidateEntriesRepository<CandidateWorkHistoryRow, WorkHistoryChanges> {
  constructor(context: RepositoryContext) {
    super(context, 'candidate_work_history');
  }
}

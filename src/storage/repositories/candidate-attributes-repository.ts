// A candidate's custom attributes (the candidate_attributes table): one value per name.
import type { CandidateAttributeRow } from '../schema.ts';
import type { RepositoryContext } from './context.ts';

export class CandidateAttributesRepository {
  constructor(private readonly context: RepositoryContext) {}

  /** In the order they were first set. */
  list(companyId: string, candidateId: string): Promise<CandidateAttributeRow[]> {
    return this.context.db
      .selectFrom('candidate_attributes')
      .selectAll()
      .where('candidate_id', '=', candidateId)
      .where('company_id', '=', companyId)
      .orderBy('created_at')
      .orderBy('name')
      .execute();
  }

  /** Each attribute name the company's candidates use: how many candidates have it, and whether any value is secure. */
  async namesInUse(companyId: string): Promise<Array<{ name: string; candidates: number; secure: boolean }>> {
    const rows = await this.context.db
      .selectFrom('candidate_attributes')
      .select((eb) => ['name', eb.fn.countAll<number | string>().as('candidates'), eb.fn.max('secure').as('secure')])
      .where('company_id', '=', companyId)
      .groupBy('name')
      .execute();
    return rows.map((row) => ({ name: row.name, candidates: Number(row.candidates), secure: Number(row.secure) === 1 }));
  }

  async insert(row: CandidateAttributeRow): Promise<void> {
    await this.context.db.insertInto('candidate_attributes').values(row).execute();
  }

  async update(candidateId: string, name: string, changes: Pick<CandidateAttributeRow, 'value' | 'secure' | 'updated_at'>): Promise<void> {
    await this.context.db
      .updateTable('candidate_attributes')
      .set(changes)
      .where('candidate_id', '=', candidateId)
      .where('name', '=', name)
      .execute();
  }
}

// A candidate's resume and documents (the candidate_files table). Lists and
// lookups leave the content out; only a download reads it.
import type { CandidateFileKind, CandidateFileRow } from '../schema.ts';
import type { RepositoryContext } from './context.ts';

/** A file without its content: what lists and uploads answer with. */
export type CandidateFileInfo = Omit<CandidateFileRow, 'content'>;

const INFO_COLUMNS = [
  'id',
  'company_id',
  'position_id',
  'candidate_id',
  'kind',
  'file_name',
  'content_type',
  'size',
  'sha256',
  'uploaded_by',
  'created_at',
] as const;

/** Which file of a candidate: its resume, or a document by id. */
export type FileSelector = { kind: 'resume' } | { kind: 'document'; id: string };

export class CandidateFilesRepository {
  constructor(private readonly context: RepositoryContext) {}

  /** The candidate's files of that kind, oldest first. */
  list(companyId: string, candidateId: string, kind: CandidateFileKind): Promise<CandidateFileInfo[]> {
    return this.context.db
      .selectFrom('candidate_files')
      .select(INFO_COLUMNS)
      .where('candidate_id', '=', candidateId)
      .where('company_id', '=', companyId)
      .where('kind', '=', kind)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
      .then((rows) => rows.map(numericSize));
  }

  /** The file names of the resumes of those candidates that have one: one query for a whole list. */
  resumeNamesOf(companyId: string, candidateIds: readonly string[]): Promise<Array<{ candidate_id: string; file_name: string }>> {
    if (candidateIds.length === 0) return Promise.resolve([]);
    return this.context.db
      .selectFrom('candidate_files')
      .select(['candidate_id', 'file_name'])
      .where('candidate_id', 'in', candidateIds)
      .where('company_id', '=', companyId)
      .where('kind', '=', 'resume')
      .execute();
  }

  /** The file with its content, only when it is that candidate's of that company. */
  async find(companyId: string, candidateId: string, which: FileSelector): Promise<CandidateFileRow | undefined> {
    let query = this.context.db
      .selectFrom('candidate_files')
      .selectAll()
      .where('candidate_id', '=', candidateId)
      .where('company_id', '=', companyId)
      .where('kind', '=', which.kind);
    if (which.kind === 'document') query = query.where('id', '=', which.id);
    const row = await query.executeTakeFirst();
    return row && numericSize(row);
  }

  async insert(row: CandidateFileRow): Promise<void> {
    await this.context.db.insertInto('candidate_files').values(row).execute();
  }

  /** Removes the candidate's resume, if it has one. */
  async deleteResume(companyId: string, candidateId: string): Promise<void> {
    await this.context.db
      .deleteFrom('candidate_files')
      .where('candidate_id', '=', candidateId)
      .where('company_id', '=', companyId)
      .where('kind', '=', 'resume')
      .execute();
  }

  /** True when the document was there to delete. */
  async deleteDocument(companyId: string, candidateId: string, id: string): Promise<boolean> {
    const result = await this.context.db
      .deleteFrom('candidate_files')
      .where('id', '=', id)
      .where('candidate_id', '=', candidateId)
      .where('company_id', '=', companyId)
      .where('kind', '=', 'document')
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

/** PostgreSQL returns a bigint as a string. */
function numericSize<T extends { size: number | string }>(row: T): T & { size: number } {
  return { ...row, size: Number(row.size) };
}

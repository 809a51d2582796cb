import { sendWrite } from '../postgres-write-behind.ts';
import { everyColumnOf, preparedQuery, preparedRowQuery } from '../prepared-query.ts';
import type { NoteRow } from '../schema.ts';
import type { RepositoryContext } from './context.ts';
import { withRowLock, type RowLock } from './row-lock.ts';

// A note's writes, compiled once: each goes with its event and commit on
// PostgreSQL (sendWrite), which takes a statement written in as text.
const NOTE_COLUMNS = everyColumnOf<NoteRow>()([
  'id',
  'company_id',
  'position_id',
  'candidate_id',
  'author_id',
  'body',
  'created_at',
  'updated_at',
]);
const insertNote = preparedRowQuery(NOTE_COLUMNS, (db, row: NoteRow) => db.insertInto('notes').values(row));
const updateNote = preparedQuery((db, id: string, body: string, updatedAt: number) =>
  db.updateTable('notes').set({ body, updated_at: updatedAt }).where('id', '=', id),
);
const deleteNote = preparedQuery((db, id: string) => db.deleteFrom('notes').where('id', '=', id));

/** A note with its author's name, which the API shows with every note. */
export type NoteWithAuthor = NoteRow & { author_name: string | null };

export class NotesRepository {
  constructor(private readonly context: RepositoryContext) {}

  private selectWithAuthor() {
    // A left join: a note outlives any change to its author's account.
    return this.context.db
      .selectFrom('notes as n')
      .leftJoin('users as u', 'u.id', 'n.author_id')
      .selectAll('n')
      .select('u.name as author_name');
  }

  /** Oldest first, as a discussion reads. */
  listForCandidate(companyId: string, candidateId: string): Promise<NoteWithAuthor[]> {
    return this.selectWithAuthor()
      .where('n.candidate_id', '=', candidateId)
      .where('n.company_id', '=', companyId)
      .orderBy('n.created_at')
      .orderBy('n.id')
      .execute();
  }

  /** The note, only when it belongs to that candidate of that company. */
  find(companyId: string, candidateId: string, id: string, lock?: RowLock): Promise<NoteWithAuthor | undefined> {
    const query = this.selectWithAuthor()
      .where('n.id', '=', id)
      .where('n.candidate_id', '=', candidateId)
      .where('n.company_id', '=', companyId);
    return withRowLock(query, this.context.dialect, lock, 'n').executeTakeFirst();
  }

  async insert(row: NoteRow): Promise<NoteRow> {
    await sendWrite(this.context, insertNote, row);
    return row;
  }

  async update(id: string, changes: Pick<NoteRow, 'body' | 'updated_at'>): Promise<void> {
    await sendWrite(this.context, updateNote, id, changes.body, changes.updated_at);
  }

  async delete(id: string): Promise<void> {
    await sendWrite(this.context, deleteNote, id);
  }
}

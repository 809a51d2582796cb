// A candidate's stream (GET …/candidate/{candidate_id}/stream): its stage
// changes (the candidate_stage_changes table) and the other records of its
// activity, newest first. One query pages the activity of every kind
// together (a UNION ALL of ids and times, each part through its table's
// candidate index); then one query per kind on the page reads the items.
import { sql } from 'kysely';
import { everyColumnOf, preparedRowQuery } from '../prepared-query.ts';
import { sendWrite } from '../postgres-write-behind.ts';
import type { CandidateStageChangeRow } from '../schema.ts';
import type { CandidateFileInfo } from './candidate-files-repository.ts';
import type { RepositoryContext } from './context.ts';
import type { MessageWithAuthor } from './messages-repository.ts';
import type { NoteWithAuthor } from './notes-repository.ts';

export type StreamKind = 'added' | 'stage' | 'note' | 'message' | 'file';

export interface StreamEntry {
  kind: StreamKind;
  id: string;
  created_at: number;
}

/** A stage change with the member who made it (null once that member is gone). */
export type StageChangeWithUser = CandidateStageChangeRow & {
  user_name: string | null;
  user_email: string | null;
  user_username: string | null;
  user_initial: string | null;
};

const STAGE_CHANGE_COLUMNS = everyColumnOf<CandidateStageChangeRow>()([
  'id',
  'company_id',
  'position_id',
  'candidate_id',
  'pipeline_was_id',
  'stage_was_id',
  'pipeline_id',
  'stage_id',
  'entered_previous_stage_at',
  'reason',
  'acting_user_id',
  'created_at',
]);

// Compiled once: written in as text for a write behind.
const insertStageChange = preparedRowQuery(STAGE_CHANGE_COLUMNS, (db, row: CandidateStageChangeRow) =>
  db.insertInto('candidate_stage_changes').values(row),
);

export class CandidateStreamRepository {
  constructor(private readonly context: RepositoryContext) {}

  private get db() {
    return this.context.db;
  }

  /**
   * Records the stage change. On PostgreSQL, in a transaction that sends its
   * event with its commit (TransactionOptions.eventLast), the insert goes with
   * the transaction's next statement (postgres-write-behind.ts).
   */
  async insertStageChange(row: CandidateStageChangeRow): Promise<void> {
    await sendWrite(this.context, insertStageChange, row);
  }

  /** When the candidate last changed stage; undefined when it never did. */
  async lastStageChangeAt(candidateId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('candidate_stage_changes')
      .select('created_at')
      .where('candidate_id', '=', candidateId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.created_at);
  }

  /** The candidate's activity, newest first, paged as `page` says (whole without it). */
  async page(companyId: string, candidateId: string, page?: { limit: number; offset: number }): Promise<StreamEntry[]> {
    const { db } = this;
    const kind = (name: StreamKind) => sql<StreamKind>`cast(${sql.lit(name)} as text)`.as('kind');
    const activity = db
      .selectFrom('candidates')
      .select([kind('added'), 'id', 'created_at'])
      .where('id', '=', candidateId)
      .where('company_id', '=', companyId)
      .unionAll(
        db
          .selectFrom('candidate_stage_changes')
          .select([kind('stage'), 'id', 'created_at'])
          .where('candidate_id', '=', candidateId)
          .where('company_id', '=', companyId),
      )
      .unionAll(
        db
          .selectFrom('notes')
          .select([kind('note'), 'id', 'created_at'])
          .where('candidate_id', '=', candidateId)
          .where('company_id', '=', companyId),
      )
      .unionAll(
        db
          .selectFrom('messages')
          .select([kind('message'), 'id', 'created_at'])
          .where('candidate_id', '=', candidateId)
          .where('company_id', '=', companyId),
      )
      .unionAll(
        db
          .selectFrom('candidate_files')
          .select([kind('file'), 'id', 'created_at'])
          .where('candidate_id', '=', candidateId)
          .where('company_id', '=', companyId),
      );
    const rows = await db
      .selectFrom(activity.as('activity'))
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .$if(page !== undefined, (qb) => qb.limit(page!.limit).offset(page!.offset))
      .execute();
    return rows.map((row) => ({ kind: row.kind, id: row.id, created_at: Number(row.created_at) }));
  }

  stageChanges(candidateId: string, ids: readonly string[]): Promise<StageChangeWithUser[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('candidate_stage_changes as s')
      .leftJoin('users as u', 'u.id', 's.acting_user_id')
      .selectAll('s')
      .select(['u.name as user_name', 'u.email as user_email', 'u.username as user_username', 'u.initial as user_initial'])
      .where('s.candidate_id', '=', candidateId)
      .where('s.id', 'in', ids)
      .execute();
  }

  notes(candidateId: string, ids: readonly string[]): Promise<NoteWithAuthor[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('notes as n')
      .leftJoin('users as u', 'u.id', 'n.author_id')
      .selectAll('n')
      .select('u.name as author_name')
      .where('n.candidate_id', '=', candidateId)
      .where('n.id', 'in', ids)
      .execute();
  }

  messages(candidateId: string, ids: readonly string[]): Promise<MessageWithAuthor[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('messages as m')
      .leftJoin('users as u', 'u.id', 'm.author_id')
      .selectAll('m')
      .select('u.name as author_name')
      .where('m.candidate_id', '=', candidateId)
      .where('m.id', 'in', ids)
      .execute();
  }

  async files(candidateId: string, ids: readonly string[]): Promise<CandidateFileInfo[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('candidate_files')
      .select([
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
      ])
      .where('candidate_id', '=', candidateId)
      .where('id', 'in', ids)
      .execute();
    return rows.map((row) => ({ ...row, size: Number(row.size) }));
  }
}

// A candidate's files: its resume (at most one) and other documents, kept in
// the database (bytea on PostgreSQL, blob on SQLite) so that every process
// on one database serves the same files, and a backup holds them.
//
// - `kind`: 'resume' or 'document'. The partial unique index keeps one
//   resume per candidate; a new resume replaces the old in one transaction.
// - Deleted with their candidate, its position or its company, like the
//   candidate's other records (CANDIDATE_CHILD_TABLES: explicitly, and by
//   the foreign keys' cascade).
// - The candidate index orders a candidate's files by upload for its list.
//
// With them, a candidate's custom attributes (candidate_attributes): name
// and value pairs, one value per name and candidate (the primary key), and a
// `secure` flag kept as the client sent it; deleted with the candidate the
// same way.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

export function candidateFiles(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('candidate_files')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('position_id', 'text', (c) => c.notNull().references('positions.id').onDelete('cascade'))
        .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', t.bigint, (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('uploaded_by', 'text')
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('candidate_files_candidate_idx')
        .on('candidate_files')
        .columns(['candidate_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('candidate_files_one_resume_idx')
        .on('candidate_files')
        .column('candidate_id')
        .unique()
        .where(sql.ref('kind'), '=', 'resume')
        .execute();
      await db.schema
        .createTable('candidate_attributes')
        .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('position_id', 'text', (c) => c.notNull().references('positions.id').onDelete('cascade'))
        .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('secure', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .addColumn('updated_at', t.bigint, (c) => c.notNull())
        .addPrimaryKeyConstraint('candidate_attributes_pkey', ['candidate_id', 'name'])
        .execute();
    },
  };
}

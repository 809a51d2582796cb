// Positions, candidates and team notes: the recruiting data that emits events.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

export function recruiting(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('positions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('type', 'text')
        .addColumn('location', 'text')
        .addColumn('department', 'text')
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('pipeline_id', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .addColumn('updated_at', t.bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('positions_company_idx').on('positions').columns(['company_id', 'created_at']).execute();

      await db.schema
        .createTable('candidates')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('position_id', 'text', (c) => c.notNull().references('positions.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email_address', 'text')
        .addColumn('phone_number', 'text')
        .addColumn('summary', 'text')
        .addColumn('tags', 'text', (c) => c.notNull())
        .addColumn('origin', 'text')
        .addColumn('stage_id', 'text', (c) => c.notNull())
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .addColumn('updated_at', t.bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('candidates_position_idx').on('candidates').columns(['position_id', 'created_at']).execute();

      await db.schema
        .createTable('notes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('position_id', 'text', (c) => c.notNull())
        .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
        .addColumn('author_id', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .addColumn('updated_at', t.bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notes_candidate_idx').on('notes').columns(['candidate_id', 'created_at']).execute();
    },
  };
}

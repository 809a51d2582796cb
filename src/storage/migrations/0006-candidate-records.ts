// A candidate's conversation (messages), background checks and questionnaires.
// Each row names its company, position and candidate, like notes, so that
// lookups are scoped the same way and deletes of a position or candidate can
// remove them explicitly (the cascading foreign keys only act while SQLite's
// foreign_keys pragma is on).
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

export function candidateRecords(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('position_id', 'text', (c) => c.notNull())
        .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
        .addColumn('direction', 'text', (c) => c.notNull())
        .addColumn('author_id', 'text')
        .addColumn('subject', 'text')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text')
        .addColumn('delivery_status', 'text')
        .addColumn('delivery_error', 'text')
        .addColumn('sent_at', t.bigint)
        // The sender's claim on a queued message: no other process sends it before this time.
        .addColumn('claimed_until', t.bigint)
        .addColumn('send_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('messages_candidate_idx').on('messages').columns(['candidate_id', 'created_at']).execute();
      // What the sender looks for at start and after each commit: the few queued messages, oldest first.
      await db.schema.createIndex('messages_queued_idx').on('messages').columns(['delivery_status', 'created_at']).execute();

      await db.schema
        .createTable('background_checks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('position_id', 'text', (c) => c.notNull())
        .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('package', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('report_url', 'text')
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .addColumn('updated_at', t.bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('background_checks_candidate_idx')
        .on('background_checks')
        .columns(['candidate_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('questionnaires')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('position_id', 'text', (c) => c.notNull())
        .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        // JSON array of {question, answer}.
        .addColumn('questions', 'text', (c) => c.notNull())
        .addColumn('completed_at', t.bigint, (c) => c.notNull())
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('questionnaires_candidate_idx').on('questionnaires').columns(['candidate_id', 'completed_at']).execute();
    },
  };
}

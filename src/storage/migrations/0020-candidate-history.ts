// A candidate's education and work history, and the scorecards the team
// gives it, as the original's v3 reference shapes them (docs/api.md).
//
// - candidate_education: one row per school; years only, as the original's
//   PUT .../education takes them (start_year, end_year).
// - candidate_work_history: one row per job; month and year, as the
//   original's candidate object shows them (start_date: {month, year}).
// - candidate_scorecards: one score per member of the team and candidate (the
//   unique index): PUT .../scorecard sets the caller's. `user_id` has no
//   foreign key: what a member wrote stays when the member goes, as notes do.
//
// All three are deleted with their candidate, its position or its company,
// like the candidate's other records (CANDIDATE_CHILD_TABLES: explicitly,
// and by the foreign keys' cascade), and move with it to another position.
// Entries keep the order they were added in: `sort_order`, one more than the
// candidate's last entry's (created_at alone ties within a millisecond).
// Scorecards are listed by creation.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

export function candidateHistory(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      const owned = (table: string) =>
        db.schema
          .createTable(table)
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
          .addColumn('position_id', 'text', (c) => c.notNull().references('positions.id').onDelete('cascade'))
          .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'));
      await owned('candidate_education')
        .addColumn('school_name', 'text', (c) => c.notNull())
        .addColumn('degree', 'text')
        .addColumn('field_of_study', 'text')
        .addColumn('is_current', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('start_year', 'integer')
        .addColumn('end_year', 'integer')
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .addColumn('updated_at', t.bigint, (c) => c.notNull())
        .execute();
      await owned('candidate_work_history')
        .addColumn('company_name', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('summary', 'text')
        .addColumn('is_current', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('start_month', 'integer')
        .addColumn('start_year', 'integer')
        .addColumn('end_month', 'integer')
        .addColumn('end_year', 'integer')
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .addColumn('updated_at', t.bigint, (c) => c.notNull())
        .execute();
      await owned('candidate_scorecards')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('score', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .addColumn('updated_at', t.bigint, (c) => c.notNull())
        .execute();
      for (const table of ['candidate_education', 'candidate_work_history']) {
        await db.schema.createIndex(`${table}_candidate_idx`).on(table).columns(['candidate_id', 'sort_order']).execute();
      }
      await db.schema
        .createIndex('candidate_scorecards_candidate_idx')
        .on('candidate_scorecards')
        .columns(['candidate_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('candidate_scorecards_one_per_user_idx')
        .on('candidate_scorecards')
        .columns(['candidate_id', 'user_id'])
        .unique()
        .execute();
    },
  };
}

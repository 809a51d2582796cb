// A company's message templates (company_templates): email templates
// (subject and body) and questionnaire templates (a name and its questions),
// listed under /v3/company/{company_id}/templates. The company's other lists
// (departments, custom fields, categories) are read from positions and
// candidates or built in, and need no table.
//
// - `type`: 'email' or 'questionnaire'; `subject` and `body` are set for an
//   email template, `questions` (a JSON array of strings) for a
//   questionnaire template, the others null.
// - Deleted with their company (companies-repository.ts, and the foreign
//   key's cascade).
// - The company index serves the list, by type and name.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

export function companyMetadata(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('company_templates')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('subject', 'text')
        .addColumn('body', 'text')
        .addColumn('questions', 'text')
        .addColumn('created_by', 'text')
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .addColumn('updated_at', t.bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('company_templates_company_idx')
        .on('company_templates')
        .columns(['company_id', 'type', 'name', 'id'])
        .execute();
    },
  };
}

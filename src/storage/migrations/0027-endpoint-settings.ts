// An endpoint's settings in one column: `settings`, a JSON object of the
// settings its owner gave (schemas/endpoint-settings.ts), where a setting
// added later needs no column of its own. The rate limit, the first setting,
// moves into it from its own column: `{"rate_limit": n}` where it was set.
//
// The list's cache is validated by a trigger on the columns the list shows
// (0022-endpoint-list-version.ts); `settings` takes rate_limit's place in
// that list, so the trigger is made again before the old column goes (it
// names the column, and neither database drops a column a trigger uses).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { createUpdateTrigger, SHOWN_COLUMNS } from './0022-endpoint-list-version.ts';

const SHOWN_WITH_SETTINGS = SHOWN_COLUMNS.map((column) => (column === 'rate_limit' ? 'settings' : column));

export function endpointSettings(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('webhook_endpoints')
        .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      const asObject =
        dialect === 'postgres' ? sql`json_build_object('rate_limit', rate_limit)::text` : sql`json_object('rate_limit', rate_limit)`;
      await sql`update webhook_endpoints set settings = ${asObject} where rate_limit is not null`.execute(db);
      await sql`drop trigger webhook_endpoints_change_seq_update${sql.raw(dialect === 'postgres' ? ' on webhook_endpoints' : '')}`.execute(
        db,
      );
      await createUpdateTrigger(db, dialect, SHOWN_WITH_SETTINGS);
      await db.schema.alterTable('webhook_endpoints').dropColumn('rate_limit').execute();
    },
  };
}

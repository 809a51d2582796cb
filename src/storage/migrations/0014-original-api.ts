// What the rest of the original service's v3 surface needs:
// - companies.friendly_id: the company's stable, unique slug (see ids.ts),
//   filled in here for the companies that exist;
// - indexes for the candidate search by email (case-insensitive) and for the
//   `updated_since` filters of the position and candidate lists;
// - api_rate_limits: one row per token, the request counter of its current
//   window, shared by every API process (API_RATE_LIMIT);
// - idempotency_keys: the first answer to each Idempotency-Key of a caller,
//   replayed to its retries for 24 hours.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { uniqueFriendlyId } from '../../ids.ts';
import { columnTypes } from './column-types.ts';

export function originalApi(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('companies').addColumn('friendly_id', 'text').execute();
      // Oldest first, so the first company of a name keeps the bare slug.
      const companies: Array<{ id: string; name: string }> = await db
        .selectFrom('companies')
        .select(['id', 'name'])
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const taken = new Set<string>();
      for (const company of companies) {
        const friendlyId = uniqueFriendlyId(company.name, taken);
        taken.add(friendlyId);
        await db.updateTable('companies').set({ friendly_id: friendlyId }).where('id', '=', company.id).execute();
      }
      await db.schema.createIndex('companies_friendly_id_idx').on('companies').column('friendly_id').unique().execute();

      await sql`create index candidates_company_email_idx on candidates (company_id, lower(email_address))`.execute(db);
      await db.schema
        .createIndex('candidates_position_updated_idx')
        .on('candidates')
        .columns(['position_id', 'updated_at', 'id'])
        .execute();
      await db.schema.createIndex('positions_company_updated_idx').on('positions').columns(['company_id', 'updated_at', 'id']).execute();

      await db.schema
        .createTable('api_rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('window_start', t.bigint, (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('api_rate_limits_window_idx').on('api_rate_limits').column('window_start').execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('owner_id', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('route', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('headers', 'text')
        .addColumn('body', 'text')
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .addColumn('expires_at', t.bigint, (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['owner_id', 'key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_expires_idx').on('idempotency_keys').column('expires_at').execute();
    },
  };
}

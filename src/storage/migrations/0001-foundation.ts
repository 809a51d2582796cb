// Users, companies, memberships and the two kinds of credentials.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

export function foundation(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('initial', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('is_partner', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('verified_email', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('signature_enabled', t.flag)
        .addColumn('signature_body', 'text')
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .addColumn('updated_at', t.bigint, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('companies')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .addColumn('updated_at', t.bigint, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('memberships')
        .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .addPrimaryKeyConstraint('memberships_pk', ['company_id', 'user_id'])
        .execute();
      await db.schema.createIndex('memberships_user_idx').on('memberships').columns(['user_id']).execute();

      await db.schema
        .createTable('personal_access_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .addColumn('last_used_at', t.bigint)
        .addColumn('revoked_at', t.bigint)
        .execute();
      await db.schema.createIndex('pat_user_idx').on('personal_access_tokens').columns(['user_id']).execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .addColumn('last_used_at', t.bigint, (c) => c.notNull())
        .addColumn('signed_out_at', t.bigint)
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'last_used_at']).execute();

      await db.schema
        .createTable('meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}

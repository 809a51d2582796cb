// Webhook endpoints, the event outbox and the delivery queue.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

export function webhooks(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('webhook_endpoints')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('owner_key', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('enabled', t.flag, (c) => c.notNull())
        .addColumn('is_legacy', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('secret_ciphertext', 'text', (c) => c.notNull())
        .addColumn('secret_prefix', 'text', (c) => c.notNull())
        .addColumn('successful_deliveries', t.bigint, (c) => c.notNull().defaultTo(0))
        .addColumn('failed_deliveries', t.bigint, (c) => c.notNull().defaultTo(0))
        .addColumn('last_delivery_at', t.bigint)
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .addColumn('updated_at', t.bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('webhook_endpoints_owner_idx')
        .on('webhook_endpoints')
        .columns(['company_id', 'owner_key', 'created_at'])
        .execute();

      await db.schema
        .createTable('events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .execute();

      // No foreign keys on the queue: endpoint deletion removes its rows explicitly,
      // and the hot insert/claim paths stay free of constraint checks.
      await t
        .serialId(db.schema.createTable('webhook_deliveries'), 'id')
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('endpoint_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', t.bigint, (c) => c.notNull())
        .addColumn('lease_owner', 'text')
        .addColumn('lease_expires_at', t.bigint)
        .addColumn('last_status_code', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .addColumn('completed_at', t.bigint)
        .execute();
      // The head of each endpoint's queue: its oldest pending delivery.
      await db.schema
        .createIndex('webhook_deliveries_endpoint_pending_idx')
        .on('webhook_deliveries')
        .columns(['endpoint_id', 'id'])
        .where(sql.ref('status'), '=', 'pending')
        .execute();
      // No index on due time: workers find due work through each endpoint's
      // queue head (queue/find-ready-endpoints.ts), and every index here is
      // written on each fan-out and each outcome.

      await t
        .serialId(db.schema.createTable('webhook_delivery_attempts'), 'id')
        .addColumn('delivery_id', t.bigint, (c) => c.notNull())
        .addColumn('endpoint_id', 'text', (c) => c.notNull())
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('started_at', t.bigint, (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('error', 'text')
        // Which worker process made the attempt (host:pid:random), for operators.
        .addColumn('worker_id', 'text')
        .execute();
      await db.schema
        .createIndex('webhook_delivery_attempts_delivery_idx')
        .on('webhook_delivery_attempts')
        .columns(['delivery_id'])
        .execute();
    },
  };
}

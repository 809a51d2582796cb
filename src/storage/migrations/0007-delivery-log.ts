// The delivery log and its controls: what each attempt got back, manual
// retries, secret rotation, automatic disabling, and the indexes that serve
// the delivery list, recovery and retention.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

export function deliveryLog(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      // Why an endpoint is disabled, when; since when every attempt has failed
      // (null after a success), which is what disables it automatically.
      await db.schema.alterTable('webhook_endpoints').addColumn('disabled_reason', 'text').execute();
      await db.schema.alterTable('webhook_endpoints').addColumn('disabled_at', t.bigint).execute();
      await db.schema.alterTable('webhook_endpoints').addColumn('failing_since', t.bigint).execute();
      // The secret before the last rotation, sealed like the current one, kept
      // only until the overlap ends (then erased by the workers).
      await db.schema.alterTable('webhook_endpoints').addColumn('previous_secret_ciphertext', 'text').execute();
      await db.schema.alterTable('webhook_endpoints').addColumn('previous_secret_expires_at', t.bigint).execute();

      // Attempts made before the last manual retry: `attempts` counts the
      // current series (what the retry limit applies to), the two together
      // every attempt the delivery has had.
      await db.schema
        .alterTable('webhook_deliveries')
        .addColumn('earlier_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // The delivery list of an endpoint, newest first, by time window: every
      // list query and cursor is a range of this index. Written once per
      // delivery, at fan-out (its columns never change).
      await db.schema
        .createIndex('webhook_deliveries_endpoint_created_idx')
        .on('webhook_deliveries')
        .columns(['endpoint_id', 'created_at', 'id'])
        .execute();
      // Failed (and cancelled) deliveries only: the `status` filter of the list
      // and `recover`. Written when a delivery gives up, which is rare, so the
      // hot paths (fan-out, successful outcomes) never touch it.
      await db.schema
        .createIndex('webhook_deliveries_endpoint_failed_idx')
        .on('webhook_deliveries')
        .columns(['endpoint_id', 'created_at', 'id'])
        .where(sql.ref('status'), 'in', ['failed', 'cancelled'])
        .execute();

      // What the receiver answered, bounded (see delivery/transport/https/outbound-http.ts).
      await db.schema.alterTable('webhook_delivery_attempts').addColumn('response_headers', 'text').execute();
      await db.schema.alterTable('webhook_delivery_attempts').addColumn('response_body', 'text').execute();
      await db.schema
        .alterTable('webhook_delivery_attempts')
        .addColumn('response_body_truncated', t.flag, (c) => c.notNull().defaultTo(0))
        .execute();

      // Retention walks events oldest first. Times only grow, so each insert
      // appends to the same last page.
      await db.schema.createIndex('events_created_idx').on('events').columns(['created_at', 'id']).execute();
    },
  };
}

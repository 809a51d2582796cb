// The W3C traceparent of the span that recorded each event (its outbox
// write), when tracing was on: the delivery attempts of the event, made by
// whichever worker process and however much later, are spans under it, and
// their `traceparent` headers carry the same trace to the receiver. Null when
// tracing was off, and for every event recorded before this migration.
import type { Kysely, Migration } from 'kysely';

export function eventTraceparent(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('events').addColumn('traceparent', 'text').execute();
    },
  };
}

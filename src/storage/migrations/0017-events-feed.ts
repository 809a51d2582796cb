// The events feed, the scrubbing of a deleted candidate's data from stored
// events, and the delivery health figures.
//
// - `events.is_test`: test events (POST .../test) are stored like any event,
//   for their one delivery, but are no event of the company's: the feed
//   leaves them out, and its index does not hold them.
// - `events.candidate_id`: the candidate whose personal data the event still
//   carries (candidate and note events); null for position events, and set
//   to null once the event is scrubbed (services/candidate-erasure.ts).
// - The feed's index (company_id, created_at, id) over real events: every
//   page of GET /events is one range of it, newest first. Written once per
//   event, at the outbox insert.
// - The candidate index, partial (only events that still name a candidate):
//   what a candidate's deletion scrubs is one probe of it.
// - The unscrubbed candidateDeleted events, a tiny partial index: the
//   workers' retention scrubs each once no delivery of it is pending.
// - Attempts by endpoint and time, for the delivery health of an endpoint
//   (GET .../stats): a window of an endpoint's attempts is one range of it,
//   whatever the size of the table, and the status and duration it counts
//   are in the index too, so the aggregate never reads the attempt rows
//   (which carry the receivers' answers and are wide).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

export function eventsFeed(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('events')
        .addColumn('is_test', t.flag, (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('events').addColumn('candidate_id', 'text').execute();
      await db.schema
        .createIndex('events_company_created_idx')
        .on('events')
        .columns(['company_id', 'created_at', 'id'])
        .where(sql.ref('is_test'), '=', 0)
        .execute();
      await db.schema
        .createIndex('events_candidate_idx')
        .on('events')
        .columns(['candidate_id'])
        .where(sql.ref('candidate_id'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('events_unscrubbed_deletions_idx')
        .on('events')
        .columns(['created_at', 'id'])
        .where(sql<boolean>`type = 'candidateDeleted' and candidate_id is not null`)
        .execute();
      await db.schema
        .createIndex('webhook_delivery_attempts_endpoint_started_idx')
        .on('webhook_delivery_attempts')
        .columns(['endpoint_id', 'started_at', 'status_code', 'duration_ms'])
        .execute();
    },
  };
}

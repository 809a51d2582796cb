// The delivery health of an endpoint (GET .../stats): its attempts of a time
// window counted per bucket, and the distribution of their response times.
//
// Why from the attempts and their index: every attempt is a row of
// webhook_delivery_attempts, and the index (endpoint_id, started_at,
// status_code, duration_ms) of migrations/0017-events-feed.ts holds all that
// these two queries read, so a window is one range of it, read from the index
// alone, whatever the size of the table and of the other endpoints' history.
// No rollup table is kept: the outcome writer stays as it is, and the
// benchmark (bench/scenarios/endpoint-stats.ts) measures the cost.
//
// Why the durations come back grouped by value: percentiles need the whole
// distribution, which neither dialect's SQL gives the same way (SQLite has no
// percentile function); durations are whole milliseconds under the delivery
// timeout, so a window has at most a few thousand distinct values however
// many attempts it holds.
import { sql } from 'kysely';
import type { WebhookEndpointRow } from '../schema.ts';
import type { RepositoryContext } from './context.ts';

export type EndpointHealthRow = Pick<WebhookEndpointRow, 'enabled' | 'disabled_reason' | 'disabled_at' | 'failing_since'>;

export interface AttemptBucketRow {
  /** The bucket's index from the window's start. */
  bucket: number;
  succeeded: number;
  failed: number;
}

export interface DurationCountRow {
  duration_ms: number;
  count: number;
}

export class EndpointStatsRepository {
  constructor(private readonly context: RepositoryContext) {}

  /** The endpoint's attempts in [from, until), successes (a 2xx) and failures per bucket of `bucketMs`; empty buckets left out. */
  async buckets(endpointId: string, from: number, until: number, bucketMs: number): Promise<AttemptBucketRow[]> {
    const { rows } = await sql<{ bucket: number | string; succeeded: number | string; total: number | string }>`
      select cast((a.started_at - ${from}) / ${bucketMs} as integer) as bucket,
        sum(case when a.status_code between 200 and 299 then 1 else 0 end) as succeeded,
        count(*) as total
      from webhook_delivery_attempts a
      where a.endpoint_id = ${endpointId} and a.started_at >= ${from} and a.started_at < ${until}
      group by 1`.execute(this.context.db);
    return rows.map((r) => ({
      bucket: Math.floor(Number(r.bucket)),
      succeeded: Number(r.succeeded),
      failed: Number(r.total) - Number(r.succeeded),
    }));
  }

  /**
   * The endpoint's own record of its health, read after the counts: an
   * outcome stores its attempt and this record in one transaction, so a
   * record read afterwards is at least as new as the attempts counted.
   * Undefined when the endpoint is gone.
   */
  async health(endpointId: string): Promise<EndpointHealthRow | undefined> {
    return this.context.db
      .selectFrom('webhook_endpoints')
      .select(['enabled', 'disabled_reason', 'disabled_at', 'failing_since'])
      .where('id', '=', endpointId)
      .executeTakeFirst();
  }

  /** How many of the endpoint's attempts in [from, until) that got an answer took each duration, shortest first. */
  async durations(endpointId: string, from: number, until: number): Promise<DurationCountRow[]> {
    const { rows } = await sql<{ duration_ms: number | string; count: number | string }>`
      select a.duration_ms, count(*) as count
      from webhook_delivery_attempts a
      where a.endpoint_id = ${endpointId} and a.started_at >= ${from} and a.started_at < ${until}
        and a.status_code is not null
      group by a.duration_ms
      order by a.duration_ms`.execute(this.context.db);
    return rows.map((r) => ({ duration_ms: Number(r.duration_ms), count: Number(r.count) }));
  }
}

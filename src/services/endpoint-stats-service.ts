// The delivery health of an endpoint at a glance: its attempts over the last
// 24 hours (per hour) or 7 days (per 6 hours), the median and 95th
// percentile of their response times, and a verdict from the endpoint's own
// record: disabled (with its reason), failing since the first failed attempt
// after the last success, or healthy.
import { isoTime, type Clock } from '../clock.ts';
import type { EndpointStats, EndpointStatsQuery, StatsWindow } from '../schemas/endpoint-stats.ts';
import type { DurationCountRow } from '../storage/repositories/endpoint-stats-repository.ts';
import type { WebhookEndpointRow } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';

const HOUR = 3_600_000;
const WINDOWS: Record<StatsWindow, { bucketMs: number; buckets: number }> = {
  '24h': { bucketMs: HOUR, buckets: 24 },
  '7d': { bucketMs: 6 * HOUR, buckets: 28 },
};

/** The nearest-rank percentile `p` (0 to 100) of a distribution given as counts per value, smallest first. */
export function percentile(counts: readonly DurationCountRow[], p: number): number | null {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (const c of counts) {
    seen += c.count;
    if (seen >= rank) return c.duration_ms;
  }
  return counts[counts.length - 1]!.duration_ms;
}

/** The verdict of the endpoint's own record. */
export function healthOf(
  endpoint: Pick<WebhookEndpointRow, 'enabled' | 'disabled_reason' | 'disabled_at' | 'failing_since'>,
): EndpointStats['health'] {
  if (endpoint.enabled !== 1) {
    const reason = endpoint.disabled_reason ?? 'Disabled';
    return {
      status: 'disabled',
      since: endpoint.disabled_at === null ? null : isoTime(endpoint.disabled_at),
      reason,
      summary: `disabled: ${reason}`,
    };
  }
  if (endpoint.failing_since !== null) {
    const since = isoTime(endpoint.failing_since);
    return { status: 'failing', since, reason: null, summary: `failing since ${since}` };
  }
  return { status: 'healthy', since: null, reason: null, summary: 'healthy' };
}

export class EndpointStatsService {
  constructor(private readonly deps: { store: Store; clock: Clock }) {}

  /** The endpoint (the caller's, found by WebhookEndpointService.requireVisible) over the window the query names. */
  async stats(endpoint: WebhookEndpointRow, query: EndpointStatsQuery): Promise<EndpointStats> {
    const window = query.window ?? '24h';
    const { bucketMs, buckets } = WINDOWS[window];
    // Buckets on whole hours (UTC quarter days for 7d), the last one the current, still filling.
    const until = Math.floor(this.deps.clock.now() / bucketMs) * bucketMs + bucketMs;
    const from = until - buckets * bucketMs;
    const repo = this.deps.store.repos.endpointStats;
    const [counted, durations] = await Promise.all([
      repo.buckets(endpoint.id, from, until, bucketMs),
      repo.durations(endpoint.id, from, until),
    ]);
    // The endpoint was read before the counts, and an outcome may have been stored since.
    const record = (await repo.health(endpoint.id)) ?? endpoint;
    const byIndex = new Map(counted.map((b) => [b.bucket, b]));
    const series = Array.from({ length: buckets }, (_, i) => ({
      start: isoTime(from + i * bucketMs),
      succeeded: byIndex.get(i)?.succeeded ?? 0,
      failed: byIndex.get(i)?.failed ?? 0,
    }));
    return {
      window,
      from: isoTime(from),
      until: isoTime(until),
      bucket_minutes: bucketMs / 60_000,
      buckets: series,
      succeeded: series.reduce((sum, b) => sum + b.succeeded, 0),
      failed: series.reduce((sum, b) => sum + b.failed, 0),
      response_time_ms: { p50: percentile(durations, 50), p95: percentile(durations, 95) },
      health: healthOf(record),
    };
  }
}

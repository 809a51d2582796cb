// Prometheus metrics of one process, with prom-client: webhook deliveries
// and attempts by outcome, attempt durations, the queue (pending deliveries,
// age of the oldest, leases this process holds), HTTP requests by route and
// status with their durations, and prom-client's default process metrics.
// Each process has its own registry (tests run several servers in one
// process). The queue gauges are read from the database at scrape time and
// are the same in every process of a database: aggregate them with max(),
// not sum(); the counters and leases are per process.
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../clock.ts';
import type { AttemptTally, DeliveryObserver } from '../delivery/worker-options.ts';
import type { Storage } from '../storage/database.ts';
import { readQueueGauges } from '../storage/queue/queue-gauges.ts';

const PREFIX = 'recruiting_api_';

export class Metrics implements DeliveryObserver {
  readonly registry = new Registry();
  private readonly deliveries: Counter<'outcome'>;
  private readonly attempts: Counter<'outcome'>;
  private readonly attemptSeconds: Histogram<'outcome'>;
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly requestSeconds: Histogram<'method' | 'route' | 'status'>;

  constructor(deps: {
    storage: Storage;
    clock: Clock;
    leasesHeld: () => number;
    /** The delivery thread's heap in use, where the engine runs on one (its isolate is not in the default heap metrics). */
    deliveryThreadHeapUsed?: () => number | undefined;
    /** The delivery thread's event-loop delay p99 since the previous scrape, in seconds (the default metrics measure the main thread). */
    deliveryThreadLoopDelayP99?: () => number | undefined;
    onError?: (error: unknown) => void;
  }) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: PREFIX });
    this.deliveries = new Counter({
      name: `${PREFIX}webhook_deliveries_total`,
      help: 'Deliveries finished by this process, by outcome: succeeded, or failed after the last attempt',
      labelNames: ['outcome'],
      registers,
    });
    this.attempts = new Counter({
      name: `${PREFIX}webhook_attempts_total`,
      help: 'Delivery attempts made by this process, by outcome: succeeded, retry (failed, to be tried again), failed (failed, the last one)',
      labelNames: ['outcome'],
      registers,
    });
    this.attemptSeconds = new Histogram({
      name: `${PREFIX}webhook_attempt_duration_seconds`,
      help: 'How long delivery attempts took, from sending to the end of the response (or the failure)',
      labelNames: ['outcome'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    let gauges: Promise<{ pending: number; oldestPendingAt: number | null }> | undefined;
    // Both queue gauges come from one query per scrape.
    const readGauges = () => {
      gauges ??= readQueueGauges(deps.storage.db).finally(() => setImmediate(() => (gauges = undefined)));
      return gauges;
    };
    new Gauge({
      name: `${PREFIX}webhook_pending_deliveries`,
      help: 'Deliveries pending in the database (queued or waiting for a retry), read at scrape time',
      registers,
      async collect() {
        try {
          this.set((await readGauges()).pending);
        } catch (error) {
          deps.onError?.(error);
        }
      },
    });
    new Gauge({
      name: `${PREFIX}webhook_oldest_pending_age_seconds`,
      help: 'Age of the oldest pending delivery (0 when none is pending), read at scrape time',
      registers,
      async collect() {
        try {
          const { oldestPendingAt } = await readGauges();
          this.set(oldestPendingAt === null ? 0 : Math.max(0, (deps.clock.now() - oldestPendingAt) / 1000));
        } catch (error) {
          deps.onError?.(error);
        }
      },
    });
    new Gauge({
      name: `${PREFIX}webhook_leases_held`,
      help: 'Endpoint queues this process holds a lease on (is sending now)',
      registers,
      collect() {
        this.set(deps.leasesHeld());
      },
    });
    new Gauge({
      name: `${PREFIX}delivery_thread_heap_used_bytes`,
      help: "The delivery thread's V8 heap in use (0 where the engine runs in the process's own thread, or not at all)",
      registers,
      collect() {
        this.set(deps.deliveryThreadHeapUsed?.() ?? 0);
      },
    });
    new Gauge({
      name: `${PREFIX}delivery_thread_eventloop_lag_p99_seconds`,
      help: "The delivery thread's event-loop delay, 99th percentile since the previous scrape (0 where the engine runs in the process's own thread, or not at all)",
      registers,
      collect() {
        this.set(deps.deliveryThreadLoopDelayP99?.() ?? 0);
      },
    });
    this.requests = new Counter({
      name: `${PREFIX}http_requests_total`,
      help: 'HTTP requests answered, by method, route (the pattern, not the path) and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.requestSeconds = new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time from receiving a request to sending its response, by method, route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers,
    });
  }

  attempted(result: AttemptTally): void {
    this.attempts.inc({ outcome: result.outcome });
    if (result.outcome !== 'retry') this.deliveries.inc({ outcome: result.outcome });
    this.attemptSeconds.observe({ outcome: result.outcome === 'succeeded' ? 'succeeded' : 'failed' }, result.durationMs / 1000);
  }

  /** Counts every response of `app` by its route pattern ("unmatched" for unknown paths, so labels stay few). */
  observeRequests(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
      this.requests.inc(labels);
      this.requestSeconds.observe(labels, reply.elapsedTime / 1000);
    });
  }

  /** The Prometheus text format of every metric. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

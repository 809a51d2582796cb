// What the measured server says of itself on its Prometheus listener
// (METRICS_PORT): prom-client's default process metrics, read from outside
// the way a monitoring system reads them.

export interface ProcessSample {
  /** Seconds since the scenario's load began. */
  atSeconds: number;
  rssMb: number | null;
  /** The process's V8 heap in use, the delivery thread's included. */
  heapUsedMb: number | null;
  activeHandles: number | null;
  /** The 99th percentile of event-loop delay since the previous scrape (prom-client resets it each time). */
  loopDelayP99Ms: number | null;
}

const PREFIX = 'recruiting_api_';

/** The value of an unlabelled metric in Prometheus' text format, or null. */
function metric(text: string, name: string): number | null {
  const match = new RegExp(`^${PREFIX}${name} ([^\\s]+)`, 'm').exec(text);
  return match ? Number(match[1]) : null;
}

const mb = (bytes: number | null) => (bytes === null ? null : Math.round(bytes / 104_857.6) / 10);

export async function sampleProcess(metricsUrl: string, atSeconds: number, rssMb: number | null): Promise<ProcessSample> {
  const response = await fetch(metricsUrl);
  if (!response.ok) throw new Error(`GET ${metricsUrl}: ${response.status}`);
  const text = await response.text();
  const lag = metric(text, 'nodejs_eventloop_lag_p99_seconds');
  // The process's heap and, where deliveries run on a thread of their own, that thread's (another V8 isolate).
  const heap = metric(text, 'nodejs_heap_size_used_bytes');
  const threadHeap = metric(text, 'delivery_thread_heap_used_bytes') ?? 0;
  return {
    atSeconds,
    rssMb,
    heapUsedMb: mb(heap === null ? null : heap + threadHeap),
    activeHandles: metric(text, 'nodejs_active_handles_total'),
    loopDelayP99Ms: lag === null ? null : Math.round(lag * 10_000) / 10,
  };
}

/**
 * The event-loop delay p99 of the server's two threads since the previous
 * scrape, in milliseconds (each scrape begins a new window): the API's (the
 * main thread's, prom-client's) and the delivery thread's.
 */
export async function loopDelays(metricsUrl: string): Promise<{ apiMs: number | null; deliveryMs: number | null }> {
  const response = await fetch(metricsUrl);
  if (!response.ok) throw new Error(`GET ${metricsUrl}: ${response.status}`);
  const text = await response.text();
  const ms = (seconds: number | null) => (seconds === null ? null : Math.round(seconds * 10_000) / 10);
  return {
    apiMs: ms(metric(text, 'nodejs_eventloop_lag_p99_seconds')),
    deliveryMs: ms(metric(text, 'delivery_thread_eventloop_lag_p99_seconds')),
  };
}

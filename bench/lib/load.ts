// HTTP load with autocannon, from the bench process.
import autocannon from 'autocannon';
import { round } from './stats.ts';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx answers, errors and timeouts: any of them makes the run suspect. */
  failures: number;
  /** Server CPU time per request, µs, when the server's CPU clock was given. */
  cpuUsPerRequest: number | null;
}

export interface LoadTarget {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The server's CPU seconds so far (see ServerProcess.cpuSeconds). */
  cpu?: () => number | null;
}

async function once(target: LoadTarget, seconds: number, connections: number) {
  const cpuBefore = target.cpu?.() ?? null;
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
  });
  const cpuAfter = target.cpu?.() ?? null;
  return { result, cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}

/**
 * Loads each target in turn, `rounds` times, after a warm-up of each (JIT,
 * pools, caches). Taking turns in short rounds spreads a noisy neighbour's
 * bursts over all targets instead of landing on one. Rates are totals over the
 * rounds; latency percentiles are the mean of the rounds' percentiles.
 */
export async function loadInTurns(
  targets: LoadTarget[],
  options: { seconds: number; connections: number; rounds?: number },
): Promise<LoadFigures[]> {
  const rounds = options.rounds ?? 3;
  const slice = Math.max(1, Math.round(options.seconds / rounds));
  for (const t of targets) await once(t, Math.max(1, Math.round(options.seconds / 5)), options.connections);
  const sums = targets.map(() => ({ requests: 0, seconds: 0, p50: 0, p99: 0, failures: 0, cpu: 0 as number | null }));
  for (let r = 0; r < rounds; r++) {
    for (const [i, t] of targets.entries()) {
      const { result, cpu } = await once(t, slice, options.connections);
      const s = sums[i]!;
      s.requests += result.requests.total;
      s.seconds += result.duration;
      s.p50 += result.latency.p50 / rounds;
      s.p99 += result.latency.p99 / rounds;
      s.failures += result.non2xx + result.errors + result.timeouts;
      s.cpu = s.cpu === null || cpu === null ? null : s.cpu + cpu;
    }
  }
  return sums.map((s) => ({
    requestsPerSecond: round(s.requests / s.seconds, 0),
    p50Ms: round(s.p50, 1),
    p99Ms: round(s.p99, 1),
    requests: s.requests,
    failures: s.failures,
    cpuUsPerRequest: s.cpu === null || s.requests === 0 ? null : round((s.cpu * 1e6) / s.requests, 0),
  }));
}

/**
 * A load's figures as a scenario's results name them: `prefix` then the
 * figure (`route` gives routeRequestsPerSecond, routeP50Ms, …), or the
 * figures' own names without one.
 */
export function namedFigures(figures: LoadFigures, prefix = ''): Record<string, number | null> {
  const name = (key: string) => (prefix === '' ? key : prefix + key[0]!.toUpperCase() + key.slice(1));
  return {
    [name('requestsPerSecond')]: figures.requestsPerSecond,
    [name('p50Ms')]: figures.p50Ms,
    [name('p99Ms')]: figures.p99Ms,
    [name('failures')]: figures.failures,
    [name('cpuUsPerRequest')]: figures.cpuUsPerRequest,
  };
}

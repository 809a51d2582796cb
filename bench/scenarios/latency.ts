// 4. Latency: candidates added through the API at a steady rate, after a
// warm-up at that rate, each event going to one endpoint (10 companies with
// one endpoint each, in turn); the receiver takes receipt time minus the
// event's creation_date. That date is taken inside the committing
// transaction, a little before the commit, so the figure errs on the high
// side, never the low.
//
// Two rates, one after the other on the same server: half the write rate the
// API sustains in this run (a fixed rate is a different load on a different
// day), and a fixed 100/s. The sustained rate is `api-write`'s req/s when that
// scenario ran before this one on this database; otherwise this scenario
// probes it on its own server first (autocannon on the same POST, as
// api-write loads it) and waits for the probe's deliveries to drain.
//
// Through the API of a server with role `all`, as SQLite is deployed: its
// writes must come from one process, since a second process committing
// hundreds of times a second makes every other writer wait on SQLite's busy
// handler, and that is what a bench process committing the events itself
// would measure.
import os from 'node:os';
import { Pool } from 'undici';
import { openServices } from '../lib/arrange.ts';
import { createDatabase, type BenchDatabase } from '../lib/databases.ts';
import { arrangeFanout } from '../lib/fanout.ts';
import { loadInTurns } from '../lib/load.ts';
import { PgStatementCounter, perUnit } from '../lib/pg-statement-counts.ts';
import { loopDelays } from '../lib/process-metrics.ts';
import { freePort, Receiver } from '../lib/receiver.ts';
import { target, type Row, type Scenario, type ScenarioContext } from '../lib/scenario.ts';
import { ServerProcess } from '../lib/server-process.ts';
import { maximum, percentile, round, sleep, waitUntil } from '../lib/stats.ts';

/** What one measured window gives, at one rate. */
interface Window {
  rate: number;
  events: number;
  achievedRate: number;
  failures: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  apiLoopDelayP99Ms: number | null;
  deliveryLoopDelayP99Ms: number | null;
  /** The machine's 1-minute load average at the window's end: how busy the neighbours were. */
  loadAverage1m: number;
  /** The server's CPU time (both threads, from /proc) over the window, per event: what each event cost it, from commit to stored outcome. */
  serverCpuPerEventUs: number | null;
  /** PostgreSQL: the server's round trips (both threads) over the window, per event; null on SQLite. */
  pgRoundTripsPerEvent: number | null;
}

type Post = (i: number) => { path: string; headers: Record<string, string>; body: string };

/** Offers `count` candidates at `rate`/s, paced against the clock; resolves with the rate the API took them at and its failures. */
async function offer(pool: Pool, post: Post, rate: number, count: number): Promise<{ achievedRate: number; failures: number }> {
  const requests: Promise<void>[] = [];
  let failures = 0;
  const started = performance.now();
  // Request i leaves at i/rate s, not after sleeps that add up.
  for (let sent = 0; sent < count;) {
    const due = Math.min(count, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    for (; sent < due; sent++) {
      requests.push(
        pool.request({ method: 'POST', ...post(sent) }).then(
          async (res) => {
            await res.body.dump();
            // 200, as the original API answers a new candidate: any other answer is a failure.
            if (res.statusCode !== 200) failures++;
          },
          () => void failures++,
        ),
      );
    }
    await sleep(1);
  }
  await Promise.all(requests);
  return { achievedRate: round(count / ((performance.now() - started) / 1000), 0), failures };
}

/** Warm-up at `rate` (not counted: a fresh process's first deliveries pay for JIT and TLS handshakes), then the measured window. */
async function measureAt(
  ctx: ScenarioContext,
  env: { pool: Pool; post: Post; receiver: Receiver; metricsUrl: string; server: ServerProcess; counter: PgStatementCounter | null },
  rate: number,
) {
  const { pool, post, receiver, metricsUrl, server, counter } = env;
  await receiver.reset();
  const warmup = Math.max(1, Math.round(rate * ctx.sizes.latencyWarmupSeconds));
  const warm = await offer(pool, post, rate, warmup);
  await waitUntil(
    async () => (await receiver.stats()).unique >= warmup - warm.failures,
    60_000 + warmup * 5,
    `${warmup} warm-up deliveries`,
  );
  await receiver.reset();
  const pgBefore = await counter?.read();
  await loopDelays(metricsUrl); // begins the windows
  const cpuBefore = server.cpuSeconds();
  const events = Math.max(1, Math.round(rate * ctx.sizes.latencySeconds));
  // Below the offered rate when the API could not keep up: its queue then adds to nothing
  // measured here (latency starts at the commit), but its CPU is the sender's too.
  const { achievedRate, failures } = await offer(pool, post, rate, events);
  await waitUntil(async () => (await receiver.stats()).unique >= events - failures, 60_000 + events * 5, `${events} deliveries`);
  const cpuAfter = server.cpuSeconds();
  const loops = await loopDelays(metricsUrl);
  const values = (await receiver.stats(true)).latencies!;
  const pg = counter && pgBefore ? perUnit(pgBefore, await counter.read(), events - failures) : null;
  return {
    rate,
    events,
    achievedRate,
    failures,
    p50Ms: percentile(values, 50),
    p99Ms: percentile(values, 99),
    maxMs: maximum(values),
    apiLoopDelayP99Ms: loops.apiMs,
    deliveryLoopDelayP99Ms: loops.deliveryMs,
    loadAverage1m: round(os.loadavg()[0]!, 2),
    pgRoundTripsPerEvent: pg?.roundTrips ?? null,
    serverCpuPerEventUs: cpuBefore === null || cpuAfter === null ? null : round(((cpuAfter - cpuBefore) * 1e6) / (events - failures), 0),
  } satisfies Window;
}

/** The API's sustained write rate on this server: autocannon on the same POST as api-write, then every delivery it queued drained. */
async function probeWriteRate(ctx: ScenarioContext, server: ServerProcess, database: BenchDatabase, post: Post, receiver: Receiver) {
  const { path, headers, body } = post(0);
  const [probe] = await loadInTurns([{ url: server.url + path, method: 'POST', headers, body, cpu: () => server.cpuSeconds() }], {
    seconds: ctx.sizes.apiSeconds,
    connections: ctx.sizes.apiConnections,
    rounds: 1,
  });
  const services = await openServices(database);
  try {
    const queued = await services.storage.db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const n = Number(queued.n);
    await waitUntil(async () => (await receiver.stats()).unique >= n, 120_000 + n * 5, `the write probe's ${n} deliveries`, 100);
  } finally {
    await services.closeAll();
  }
  return probe!.requestsPerSecond;
}

function rowsOf(w: Window, label: string, p99Target: number): Row[] {
  return [
    { figure: `commit→receipt p50 @${label}`, ours: w.p50Ms, unit: 'ms' },
    { figure: `commit→receipt p99 @${label}`, ours: w.p99Ms, unit: 'ms', ...target(w.p99Ms, '<=', p99Target) },
    { figure: `commit→receipt max @${label}`, ours: w.maxMs, unit: 'ms' },
    { figure: `event-loop delay p99, API thread @${label}`, ours: w.apiLoopDelayP99Ms, unit: 'ms' },
    { figure: `event-loop delay p99, delivery thread @${label}`, ours: w.deliveryLoopDelayP99Ms, unit: 'ms' },
    { figure: `server CPU per event (API and delivery) @${label}`, ours: w.serverCpuPerEventUs, unit: 'µs' },
    ...(w.pgRoundTripsPerEvent === null
      ? []
      : [{ figure: `PostgreSQL round trips per event (API and delivery) @${label}`, ours: w.pgRoundTripsPerEvent, unit: '' }]),
  ];
}

function figuresOf(w: Window, prefix: 'half' | 'fixed'): Record<string, number | null> {
  return Object.fromEntries(Object.entries(w).map(([name, value]) => [prefix + name[0]!.toUpperCase() + name.slice(1), value]));
}

const describe = (w: Window) =>
  `offered ${w.rate}/s, taken at ${w.achievedRate}/s: p50 ${w.p50Ms} ms, p99 ${w.p99Ms} ms, max ${w.maxMs} ms, ` +
  `loop delay p99 ${w.apiLoopDelayP99Ms} / ${w.deliveryLoopDelayP99Ms} ms (API / delivery thread), ` +
  `server CPU ${w.serverCpuPerEventUs} µs per event` +
  (w.pgRoundTripsPerEvent === null ? '' : `, ${w.pgRoundTripsPerEvent} PostgreSQL round trips per event`) +
  `, load ${w.loadAverage1m}` +
  (w.failures ? `, ${w.failures} FAILED requests` : '');

export const latency: Scenario = async (ctx) => {
  const database = await createDatabase(ctx.dialect);
  const receiver = await Receiver.start(ctx.tlsDir);
  // Round trips per event on PostgreSQL, counted in the server (lib/pg-statement-counter.cjs): machine-independent.
  const counter = ctx.dialect === 'postgres' ? new PgStatementCounter() : null;
  try {
    const services = await openServices(database);
    const { workspace } = await arrangeFanout(services, receiver, { companies: 10, perCompany: 1 });
    const paths: string[] = [];
    for (const company of workspace.companies) {
      const position = await services.positions.create({ company, user: workspace.user }, { name: 'Backend Engineer' });
      paths.push(`/v3/company/${company.id}/position/${position._id}/candidates`);
    }
    await services.closeAll();
    const post: Post = (i) => ({
      path: paths[i % paths.length]!,
      headers: { authorization: `Bearer ${workspace.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Candidate ${i}` }),
    });
    // The event loops' delay over each measured window, from the server's own metrics: where the tail comes from.
    const metricsUrl = `http://127.0.0.1:${await freePort()}/metrics`;
    const server = await ServerProcess.start({
      database,
      tlsDir: ctx.tlsDir,
      role: 'all',
      env: { LOG_LEVEL: 'warn', METRICS_PORT: new URL(metricsUrl).port, ...counter?.env },
      nodeArgs: counter?.nodeArgs,
      cpuProfDir: ctx.cpuProfDir,
    });
    const pool = new Pool(server.url, { connections: 16 });
    try {
      const fromApiWrite = ctx.earlier('api-write', 'requestsPerSecond');
      const writeRate = fromApiWrite ?? (await probeWriteRate(ctx, server, database, post, receiver));
      const env = { pool, post, receiver, metricsUrl, server, counter };
      const half = await measureAt(ctx, env, Math.max(1, Math.round(writeRate / 2)));
      const fixed = await measureAt(ctx, env, ctx.sizes.latencyFixedRate);
      const p99Target = ctx.dialect === 'sqlite' ? 10 : 20;
      const bare = ctx.earlier('api-read', 'bareRequestsPerSecond');
      const source = fromApiWrite === null ? 'probed here' : 'api-write';
      return {
        figures: {
          writeRequestsPerSecond: writeRate,
          writeRateProbed: fromApiWrite === null ? 1 : 0,
          bareRequestsPerSecond: bare,
          ...figuresOf(half, 'half'),
          ...figuresOf(fixed, 'fixed'),
        },
        rows: [
          // Beside bare Fastify's req/s when api-read ran before this scenario: how fast the machine was.
          {
            figure: `API write rate (${source}), halved below` + (bare === null ? '' : ', beside bare Fastify'),
            ours: writeRate,
            unit: 'req/s',
            ...(bare === null ? {} : { limit: bare, ratio: round(writeRate / bare, 3) }),
          },
          ...rowsOf(half, `${half.rate}/s (half the write rate)`, p99Target),
          ...rowsOf(fixed, `${fixed.rate}/s`, p99Target),
          { figure: `load average (1 min) after @${half.rate}/s`, ours: half.loadAverage1m, unit: '' },
          { figure: `load average (1 min) after @${fixed.rate}/s`, ours: fixed.loadAverage1m, unit: '' },
        ],
        summary: `write rate ${writeRate}/s (${source}); half: ${describe(half)}; fixed: ${describe(fixed)}`,
      };
    } finally {
      await pool.close();
      await server.stop();
    }
  } finally {
    counter?.remove();
    await receiver.stop();
    await database.drop();
  }
};

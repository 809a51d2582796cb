// 4. Latency: candidates added through the API at a steady rate, after a
// warm-up at that rate, each event going to one endpoint (10 companies with
// one endpoint each, in turn); the
// receiver takes receipt time minus the event's creation_date. That date is
// taken inside the committing transaction, a little before the commit, so
// the figure errs on the high side, never the low.
//
// Through the API of a server with role `all`, as SQLite is deployed: its
// writes must come from one process, since a second process committing
// hundreds of times a second makes every other writer wait on SQLite's busy
// handler, and that is what a bench process committing the events itself
// would measure.
import { Pool } from 'undici';
import { openServices } from '../lib/arrange.ts';
import { createDatabase } from '../lib/databases.ts';
import { arrangeFanout } from '../lib/fanout.ts';
import { loopDelays } from '../lib/process-metrics.ts';
import { freePort, Receiver } from '../lib/receiver.ts';
import { target, type Scenario } from '../lib/scenario.ts';
import { ServerProcess } from '../lib/server-process.ts';
import { maximum, percentile, round, sleep, waitUntil } from '../lib/stats.ts';

export const latency: Scenario = async (ctx) => {
  const database = await createDatabase(ctx.dialect);
  const receiver = await Receiver.start(ctx.tlsDir);
  try {
    const services = await openServices(database);
    const { workspace } = await arrangeFanout(services, receiver, { companies: 10, perCompany: 1 });
    const positions: { company: (typeof workspace.companies)[number]; position: { _id: string } }[] = [];
    for (const company of workspace.companies) {
      positions.push({
        company,
        position: await services.positions.create({ company, user: workspace.user }, { name: 'Backend Engineer' }),
      });
    }
    await services.closeAll();
    // The event loops' delay over the measured window, from the server's own metrics: where the tail comes from.
    const metricsUrl = `http://127.0.0.1:${await freePort()}/metrics`;
    const server = await ServerProcess.start({
      database,
      tlsDir: ctx.tlsDir,
      role: 'all',
      env: { LOG_LEVEL: 'warn', METRICS_PORT: new URL(metricsUrl).port },
      cpuProfDir: ctx.cpuProfDir,
    });
    const pool = new Pool(server.url, { connections: 16 });
    const { latencyRate: rate, latencySeconds, latencyWarmupSeconds } = ctx.sizes;
    const total = Math.round(rate * latencySeconds);
    let sent = 0;
    let failed = 0;
    /** Offers `count` candidates at `rate`/s and waits for the API's answers; returns the rate it took them at. */
    const offer = async (count: number): Promise<number> => {
      const requests: Promise<void>[] = [];
      const started = performance.now();
      const first = sent;
      // Paced against the clock, not by sleeps that add up: request i leaves at i/rate s.
      while (sent - first < count) {
        const due = Math.min(count, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
        for (; sent - first < due; sent++) {
          const { company, position } = positions[sent % positions.length]!;
          requests.push(
            pool
              .request({
                path: `/v3/company/${company.id}/position/${position._id}/candidates`,
                method: 'POST',
                headers: { authorization: `Bearer ${workspace.token}`, 'content-type': 'application/json' },
                body: JSON.stringify({ name: `Candidate ${sent}` }),
              })
              .then(
                async (res) => {
                  await res.body.dump();
                  if (res.statusCode !== 201) failed++;
                },
                () => void failed++,
              ),
          );
        }
        await sleep(1);
      }
      await Promise.all(requests);
      return round(count / ((performance.now() - started) / 1000), 0);
    };
    try {
      // Warm-up at the same rate, not measured: the first deliveries of a fresh
      // process pay for JIT compilation and the receiver's TLS handshakes.
      const warmup = Math.round(rate * latencyWarmupSeconds);
      await offer(warmup);
      await waitUntil(
        async () => (await receiver.stats()).unique >= warmup - failed,
        60_000 + warmup * 5,
        `${warmup} warm-up deliveries`,
        50,
      );
      await receiver.reset();
      await loopDelays(metricsUrl); // begins the windows
      failed = 0;
      // Below the offered rate when the API could not keep up: its queue then adds to nothing
      // measured here (latency starts at the commit), but its CPU is the sender's too.
      const achievedRate = await offer(total);
      await waitUntil(async () => (await receiver.stats()).unique >= total - failed, 60_000 + total * 5, `${total} deliveries`, 50);
      const loops = await loopDelays(metricsUrl);
      const values = (await receiver.stats(true)).latencies!;
      const p50 = percentile(values, 50);
      const p99 = percentile(values, 99);
      const max = maximum(values);
      return {
        figures: {
          events: total,
          achievedRate,
          failures: failed,
          p50Ms: p50,
          p99Ms: p99,
          maxMs: max,
          apiLoopDelayP99Ms: loops.apiMs,
          deliveryLoopDelayP99Ms: loops.deliveryMs,
        },
        rows: [
          { figure: `commit→receipt p50 @${rate}/s`, ours: p50, unit: 'ms' },
          // The target is set for SQLite, the default deployment.
          { figure: `commit→receipt p99 @${rate}/s`, ours: p99, unit: 'ms', ...target(p99, '<=', ctx.dialect === 'sqlite' ? 10 : 20) },
          { figure: `commit→receipt max @${rate}/s`, ours: max, unit: 'ms' },
          { figure: 'event-loop delay p99, API thread', ours: loops.apiMs, unit: 'ms' },
          { figure: 'event-loop delay p99, delivery thread', ours: loops.deliveryMs, unit: 'ms' },
        ],
        summary:
          `${total} events offered at ${rate}/s, taken at ${achievedRate}/s: p50 ${p50} ms, p99 ${p99} ms, max ${max} ms; ` +
          `event-loop delay p99 ${loops.apiMs} ms (API thread), ${loops.deliveryMs} ms (delivery thread)` +
          (failed ? `; ${failed} FAILED requests` : ''),
      };
    } finally {
      await pool.close();
      await server.stop();
    }
  } finally {
    await receiver.stop();
    await database.drop();
  }
};

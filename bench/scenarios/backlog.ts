// 5. Backlog: deliveries queued while the receiver is down; the server starts
// and tries each endpoint's head, fails, and holds the rest behind the retry;
// then the receiver comes up. The drain rate runs from the moment it is up to the last
// receipt; the server's RSS is read at rest before, and sampled every 50 ms
// during the drain for its peak.
import { emitEventsInBulk, openServices } from '../lib/arrange.ts';
import { createDatabase } from '../lib/databases.ts';
import { arrangeFanout } from '../lib/fanout.ts';
import { freePort, Receiver } from '../lib/receiver.ts';
import { target, type Scenario } from '../lib/scenario.ts';
import { sampleRss, ServerProcess } from '../lib/server-process.ts';
import { round, sleep, waitUntil } from '../lib/stats.ts';

export const backlog: Scenario = async (ctx) => {
  const database = await createDatabase(ctx.dialect);
  const port = await freePort();
  const receiver = await Receiver.start(ctx.tlsDir, { down: true });
  receiver.port = port;
  try {
    const services = await openServices(database);
    const fanout = await arrangeFanout(services, receiver);
    const perEvent = fanout.endpoints.length / fanout.workspace.companies.length;
    const events = Math.ceil(ctx.sizes.backlogDeliveries / perEvent);
    const expected = events * perEvent;
    // Retries come back within a second, so the drain starts soon after the receiver does.
    const env = { WEBHOOK_RETRY_BASE_MS: '200', WEBHOOK_RETRY_MAX_MS: '1000', WEBHOOK_TIMEOUT_MS: '5000' };
    // Queued before the server starts: a head retried for as long as queueing takes would run
    // out of attempts (11) and fail for good, so the drain would never end.
    await emitEventsInBulk(services, fanout.workspace, events, 1000);
    await services.closeAll();
    const server = await ServerProcess.start({ database, tlsDir: ctx.tlsDir, role: 'worker', env, cpuProfDir: ctx.cpuProfDir });
    try {
      // At rest: the queue is full and the worker only retries the heads.
      await sleep(ctx.sizes.restMs);
      const rssAtRest = server.rssMb();
      ctx.progress(`  ${expected} deliveries queued; RSS at rest ${rssAtRest} MB; receiver up`);
      const sampler = sampleRss(server.pid);
      const cpuBefore = server.cpuSeconds();
      await receiver.up(port);
      const upAt = Date.now();
      await waitUntil(async () => (await receiver.stats()).unique >= expected, 60_000 + expected * 5, `${expected} deliveries`, 100);
      const peakRss = sampler.stop();
      const cpuAfter = server.cpuSeconds();
      const cpuUsPerDelivery = cpuBefore === null || cpuAfter === null ? null : round(((cpuAfter - cpuBefore) * 1e6) / expected, 0);
      const stats = await receiver.stats();
      const seconds = (stats.lastAt! - upAt) / 1000;
      const perSecond = round(expected / seconds, 0);
      return {
        figures: {
          deliveries: expected,
          seconds: round(seconds, 2),
          deliveriesPerSecond: perSecond,
          rssAtRestMb: rssAtRest,
          peakRssMb: peakRss,
          cpuUsPerDelivery,
        },
        rows: [
          { figure: `backlog drain (${expected})`, ours: perSecond, unit: '/s', ...target(perSecond, '>=', 5000) },
          { figure: 'RSS at rest, backlog queued', ours: rssAtRest, unit: 'MB' },
          { figure: 'peak RSS during drain', ours: peakRss, unit: 'MB', ...target(peakRss, '<=', 200) },
          { figure: 'CPU per delivery in drain', ours: cpuUsPerDelivery, unit: 'µs' },
        ],
        summary: `${expected} deliveries drained in ${round(seconds)} s: ${perSecond}/s; RSS ${rssAtRest} MB at rest, peak ${peakRss} MB`,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await receiver.stop();
    await database.drop();
  }
};

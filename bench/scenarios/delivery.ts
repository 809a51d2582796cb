// 3. Delivery throughput: 100 endpoints over 10 companies on one local HTTPS
// keep-alive receiver; events are committed (500 to a transaction, see
// emitEventsInBulk) while the worker runs, each fanned out to its company's
// 10 endpoints.
// Deliveries/s from the first commit to the last receipt; then, in the same
// run, the rate a plain undici client reaches pushing the same signed bodies
// to the same receiver with the same connections and requests in flight.
import { loadConfig } from '../../src/config.ts';
import { emitEventsInBulk, openServices } from '../lib/arrange.ts';
import { createDatabase } from '../lib/databases.ts';
import { arrangeFanout } from '../lib/fanout.ts';
import { rawPush } from '../lib/raw-push.ts';
import { Receiver } from '../lib/receiver.ts';
import { target, type Scenario } from '../lib/scenario.ts';
import { ServerProcess } from '../lib/server-process.ts';
import { ratio, round, waitUntil } from '../lib/stats.ts';

/** What the worker keeps in flight: one request per endpoint (WEBHOOK_ENDPOINT_CONCURRENCY=1), each on its own connection. */
export function workerShape(endpoints: number) {
  const { webhook } = loadConfig({});
  const inFlight = endpoints * webhook.endpointConcurrency;
  return { connections: webhook.connectionsPerOrigin ?? inFlight, inFlight };
}

export const delivery: Scenario = async (ctx) => {
  const database = await createDatabase(ctx.dialect);
  const receiver = await Receiver.start(ctx.tlsDir);
  try {
    const services = await openServices(database);
    const fanout = await arrangeFanout(services, receiver);
    const events = ctx.sizes.deliveryEvents;
    const expected = events * (fanout.endpoints.length / fanout.workspace.companies.length);
    const server = await ServerProcess.start({ database, tlsDir: ctx.tlsDir, role: 'worker', cpuProfDir: ctx.cpuProfDir });
    let seconds: number;
    let emitSeconds: number;
    let cpuUsPerDelivery: number | null = null;
    try {
      const cpuBefore = server.cpuSeconds();
      const { firstCommitAt, lastCommitAt } = await emitEventsInBulk(services, fanout.workspace, events);
      emitSeconds = (lastCommitAt - firstCommitAt) / 1000;
      ctx.progress(`  ${events} events committed in ${round(emitSeconds)} s; waiting for ${expected} deliveries`);
      await waitUntil(async () => (await receiver.stats()).unique >= expected, 60_000 + expected * 5, `${expected} deliveries`, 100);
      const stats = await receiver.stats();
      seconds = (stats.lastAt! - firstCommitAt) / 1000;
      const cpuAfter = server.cpuSeconds();
      if (cpuBefore !== null && cpuAfter !== null) cpuUsPerDelivery = round(((cpuAfter - cpuBefore) * 1e6) / expected, 0);
    } finally {
      await server.stop();
    }
    const perSecond = round(expected / seconds, 0);
    await receiver.reset();
    const raw = await rawPush(services, fanout, {
      origin: receiver.url(''),
      count: ctx.sizes.rawRequests,
      tlsDir: ctx.tlsDir,
      ...workerShape(fanout.endpoints.length),
    });
    await services.closeAll();
    const r = ratio(perSecond, raw.perSecond);
    return {
      figures: {
        events,
        deliveries: expected,
        seconds: round(seconds, 2),
        emitSeconds: round(emitSeconds, 2),
        deliveriesPerSecond: perSecond,
        rawPerSecond: round(raw.perSecond, 0),
        rawFailed: raw.failed,
        ratio: r,
        cpuUsPerDelivery,
        rawCpuUsPerRequest: round(raw.cpuUsPerRequest, 0),
      },
      rows: [
        {
          figure: 'deliveries/s (100 endpoints)',
          ours: perSecond,
          unit: '/s',
          limit: round(raw.perSecond, 0),
          ratio: r,
          ...target(r, '>=', 0.5),
        },
        // Server CPU for everything a delivery costs (claim, sign, send, store) beside the raw client's CPU for a send.
        {
          figure: 'CPU per delivery',
          ours: cpuUsPerDelivery,
          unit: 'µs',
          limit: round(raw.cpuUsPerRequest, 0),
          ratio: ratio(round(raw.cpuUsPerRequest, 0), cpuUsPerDelivery),
        },
      ],
      summary: `${expected} deliveries in ${round(seconds)} s: ${perSecond}/s; raw undici ${round(raw.perSecond, 0)}/s: ratio ${r}`,
    };
  } finally {
    await receiver.stop();
    await database.drop();
  }
};

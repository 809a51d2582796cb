// 3. Delivery throughput: 100 endpoints over 10 companies on one local HTTPS
// keep-alive receiver; events are committed (500 to a transaction, see
// emitEventsInBulk) while the worker runs, each fanned out to its company's
// 10 endpoints.
// Deliveries/s from the first commit to the last receipt; then, in the same
// run, the rate a plain undici client reaches pushing the same signed bodies
// to the same receiver with the same connections and requests in flight, and
// the job-queue peer (bench/peers/job-queue.ts) delivering the same events to
// the same endpoints, ordered and unordered: always on PostgreSQL, in a
// database of its own, also when the scenario runs on SQLite.
// On PostgreSQL, what the server sends to the database per delivery is
// counted too (lib/pg-statement-counter.cjs), and the peer's the same way.
import { loadConfig } from '../../src/config.ts';
import { emitEventsInBulk, openServices } from '../lib/arrange.ts';
import { createDatabase, postgresUnreachable } from '../lib/databases.ts';
import { arrangeFanout } from '../lib/fanout.ts';
import { rawPush } from '../lib/raw-push.ts';
import { runJobQueuePeer, type JobQueueFigures } from '../lib/job-queue.ts';
import { PgStatementCounter, perUnit } from '../lib/pg-statement-counts.ts';
import { Receiver } from '../lib/receiver.ts';
import { target, type Row, type Scenario } from '../lib/scenario.ts';
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
  const counter = ctx.dialect === 'postgres' ? new PgStatementCounter() : null;
  try {
    const services = await openServices(database);
    const fanout = await arrangeFanout(services, receiver);
    const events = ctx.sizes.deliveryEvents;
    const expected = events * (fanout.endpoints.length / fanout.workspace.companies.length);
    const server = await ServerProcess.start({
      database,
      tlsDir: ctx.tlsDir,
      role: 'worker',
      cpuProfDir: ctx.cpuProfDir,
      nodeArgs: counter?.nodeArgs,
      env: counter?.env,
    });
    let seconds: number;
    let emitSeconds: number;
    let cpuUsPerDelivery: number | null = null;
    let pg: ReturnType<typeof perUnit> = null;
    try {
      const pgBefore = await counter?.read();
      const cpuBefore = server.cpuSeconds();
      const { firstCommitAt, lastCommitAt } = await emitEventsInBulk(services, fanout.workspace, events);
      emitSeconds = (lastCommitAt - firstCommitAt) / 1000;
      ctx.progress(`  ${events} events committed in ${round(emitSeconds)} s; waiting for ${expected} deliveries`);
      await waitUntil(async () => (await receiver.stats()).unique >= expected, 60_000 + expected * 5, `${expected} deliveries`, 100);
      const stats = await receiver.stats();
      seconds = (stats.lastAt! - firstCommitAt) / 1000;
      const cpuAfter = server.cpuSeconds();
      if (cpuBefore !== null && cpuAfter !== null) cpuUsPerDelivery = round(((cpuAfter - cpuBefore) * 1e6) / expected, 0);
      // After the last receipt the outcomes are still being stored: read() waits for them (and the counts' next write).
      if (counter && pgBefore) pg = perUnit(pgBefore, await counter.read(), expected);
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
    const unavailable = await postgresUnreachable();
    const peer: Record<'ordered' | 'unordered', JobQueueFigures | null> = { ordered: null, unordered: null };
    if (unavailable) ctx.progress(`  job-queue peer skipped: ${unavailable}`);
    else {
      for (const mode of ['ordered', 'unordered'] as const) {
        const figures = await runJobQueuePeer(services, fanout, receiver, {
          events: ctx.sizes.jobQueueEvents,
          ordered: mode === 'ordered',
          tlsDir: ctx.tlsDir,
          maxSeconds: ctx.sizes.jobQueueSeconds,
        });
        const of = figures.deliveries < figures.queued ? ` of ${figures.queued} (time was up)` : '';
        ctx.progress(`  job-queue peer, ${mode}: ${figures.deliveries}${of} deliveries in ${figures.seconds} s: ${figures.perSecond}/s`);
        peer[mode] = figures;
      }
    }
    await services.closeAll();
    const r = ratio(perSecond, raw.perSecond);
    const rPeer = ratio(perSecond, peer.ordered?.perSecond ?? null);
    const onPostgres = ctx.dialect === 'sqlite' ? ' (peer on PostgreSQL)' : '';
    const beside = (mode: string) => `beside the job-queue peer, ${mode}${unavailable ? ' (skipped: no PostgreSQL)' : onPostgres}`;
    const rows: Row[] = [
      {
        figure: 'deliveries/s (100 endpoints), beside raw undici',
        ours: perSecond,
        unit: '/s',
        limit: round(raw.perSecond, 0),
        ratio: r,
        ...target(r, '>=', 0.5),
      },
      // Server CPU for everything a delivery costs (claim, sign, send, store) beside the raw client's CPU for a send.
      {
        figure: 'CPU per delivery, beside raw undici',
        ours: cpuUsPerDelivery,
        unit: 'µs',
        limit: round(raw.cpuUsPerRequest, 0),
        // Ours over the raw client's: the third round's target is at most twice its CPU.
        ratio: ratio(cpuUsPerDelivery, round(raw.cpuUsPerRequest, 0)),
        ...target(ratio(cpuUsPerDelivery, round(raw.cpuUsPerRequest, 0)), '<=', 2),
      },
      {
        figure: `deliveries/s, ${beside('ordered')}`,
        ours: perSecond,
        unit: '/s',
        limit: peer.ordered?.perSecond ?? null,
        ratio: rPeer,
        ...target(rPeer, '>=', 5),
      },
      {
        figure: `deliveries/s, ${beside('unordered')}`,
        ours: perSecond,
        unit: '/s',
        limit: peer.unordered?.perSecond ?? null,
        ratio: ratio(perSecond, peer.unordered?.perSecond ?? null),
      },
      {
        figure: `CPU per delivery, ${beside('ordered')}`,
        ours: cpuUsPerDelivery,
        unit: 'µs',
        limit: peer.ordered?.cpuUsPerDelivery ?? null,
        ratio: ratio(peer.ordered?.cpuUsPerDelivery ?? null, cpuUsPerDelivery),
      },
    ];
    // Reported, no target: fewer is better, and the ratio (the peer's ÷ ours) is higher then, as for CPU.
    if (ctx.dialect === 'postgres') {
      for (const [label, key] of [
        ['statements', 'statements'],
        ['round trips', 'roundTrips'],
      ] as const) {
        rows.push({
          figure: `PostgreSQL ${label} per delivery, ${beside('ordered')}`,
          ours: pg?.[key] ?? null,
          unit: '',
          limit: peer.ordered?.pg?.[key] ?? null,
          ratio: ratio(peer.ordered?.pg?.[key] ?? null, pg?.[key] ?? null),
        });
      }
    }
    const peerFigures = (mode: 'ordered' | 'unordered', name: string) => {
      const f = peer[mode];
      return {
        [`${name}Deliveries`]: f?.deliveries ?? null,
        [`${name}Queued`]: f?.queued ?? null,
        [`${name}Seconds`]: f?.seconds ?? null,
        [`${name}PerSecond`]: f?.perSecond ?? null,
        [`${name}Duplicates`]: f?.duplicates ?? null,
        [`${name}CpuUsPerDelivery`]: f?.cpuUsPerDelivery ?? null,
        [`${name}PgStatementsPerDelivery`]: f?.pg?.statements ?? null,
        [`${name}PgRoundTripsPerDelivery`]: f?.pg?.roundTrips ?? null,
        [`${name}PgTransactionsPerDelivery`]: f?.pg?.transactions ?? null,
      };
    };
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
        pgStatementsPerDelivery: pg?.statements ?? null,
        pgRoundTripsPerDelivery: pg?.roundTrips ?? null,
        pgTransactionsPerDelivery: pg?.transactions ?? null,
        ...peerFigures('ordered', 'jobQueueOrdered'),
        ...peerFigures('unordered', 'jobQueueUnordered'),
        jobQueueRatio: rPeer,
      },
      rows,
      summary:
        `${expected} deliveries in ${round(seconds)} s: ${perSecond}/s; raw undici ${round(raw.perSecond, 0)}/s: ratio ${r}; ` +
        (unavailable
          ? 'job-queue peer skipped (no PostgreSQL)'
          : `job-queue peer${onPostgres} ${peer.ordered!.perSecond}/s ordered, ${peer.unordered!.perSecond}/s unordered: ratio ${rPeer}`) +
        (pg ? `; ${pg.statements} PostgreSQL statements (${pg.roundTrips} round trips) per delivery` : ''),
    };
  } finally {
    counter?.remove();
    await receiver.stop();
    await database.drop();
  }
};

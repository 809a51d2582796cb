// 2. API write path: POST .../position/{id}/candidates with 10 subscribed
// endpoints, so each request writes a candidate, an event and ten deliveries
// in one transaction. The server runs the API role only: the deliveries queue
// up, and what is measured is the write path, not the sender beside it.
// Beside it, in turns, the write-route peer (bench/peers/write-route.ts: the
// hand-written route that writes the same rows in one transaction) on the
// same database: the ratios of throughput and CPU per request are the figures.
import path from 'node:path';
import { createWorkspace, deliveryCounts, insertEndpoints, openServices } from '../lib/arrange.ts';
import { createDatabase } from '../lib/databases.ts';
import { startListening } from '../lib/listening-process.ts';
import { loadInTurns, type LoadFigures, namedFigures } from '../lib/load.ts';
import { target, type Scenario } from '../lib/scenario.ts';
import { ServerProcess } from '../lib/server-process.ts';
import { ratio, round } from '../lib/stats.ts';

const PEER = path.join(import.meta.dirname, '../peers/write-route.ts');
/** Targets: ours ÷ the hand-written write, in throughput and in CPU per request (the peer's ÷ ours, higher is better). */
const PEER_TARGET = 0.8;
const PEER_CPU_TARGET = 0.8;

export const apiWrite: Scenario = async (ctx) => {
  const database = await createDatabase(ctx.dialect);
  try {
    let services = await openServices(database);
    const workspace = await createWorkspace(services, 1);
    const company = workspace.companies[0]!;
    await insertEndpoints(services, company.id, (id) => `https://127.0.0.1:9/hooks/${id}`, 10);
    const position = await services.positions.create({ company, user: workspace.user }, { name: 'Backend Engineer' });
    await services.closeAll();

    const server = await ServerProcess.start({
      database,
      tlsDir: ctx.tlsDir,
      role: 'api',
      env: { LOG_LEVEL: 'warn' },
      cpuProfDir: ctx.cpuProfDir,
    });
    let figures!: LoadFigures;
    let peer!: LoadFigures;
    try {
      const peerServer = await startListening(PEER, [database.url]);
      try {
        const pathname = `/v3/company/${company.id}/position/${position._id}/candidates`;
        const post = {
          method: 'POST',
          headers: { authorization: `Bearer ${workspace.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Bench Candidate', email_address: 'candidate@example.com', tags: ['bench'] }),
        };
        [figures, peer] = await loadInTurns(
          [
            { url: server.url + pathname, ...post, cpu: () => server.cpuSeconds() },
            { url: peerServer.url + pathname, ...post, cpu: () => peerServer.cpuSeconds() },
          ],
          { seconds: ctx.sizes.apiSeconds, connections: ctx.sizes.apiConnections, rounds: ctx.sizes.apiRounds },
        );
      } finally {
        // Awaited: requests the load left in flight still commit, and the counts below must see them all.
        await peerServer.stop();
      }
    } finally {
      await server.stop();
    }
    services = await openServices(database);
    const counts = await deliveryCounts(services);
    const candidates = await services.storage.db
      .selectFrom('candidates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await services.closeAll();
    // Both wrote candidates to this database: each of theirs must have its ten deliveries.
    const deliveriesPerCandidate = round((counts.pending ?? 0) / Math.max(1, Number(candidates.n)), 2);
    const rPeer = ratio(figures.requestsPerSecond, peer.requestsPerSecond);
    const rPeerCpu = ratio(peer.cpuUsPerRequest, figures.cpuUsPerRequest);
    return {
      figures: {
        ...figures,
        deliveriesPerCandidate,
        ...namedFigures(peer, 'peer'),
        peerRatio: rPeer,
        peerCpuRatio: rPeerCpu,
      },
      rows: [
        {
          figure: 'POST candidates req/s, beside the hand-written write',
          ours: figures.requestsPerSecond,
          unit: 'req/s',
          limit: peer.requestsPerSecond,
          ratio: rPeer,
          ...target(rPeer, '>=', PEER_TARGET),
        },
        // Higher is better in the ratio, as for every CPU figure: the peer's CPU ÷ ours.
        {
          figure: 'POST candidates server CPU/request, beside the hand-written write',
          ours: figures.cpuUsPerRequest,
          unit: 'µs',
          limit: peer.cpuUsPerRequest,
          ratio: rPeerCpu,
          ...target(rPeerCpu, '>=', PEER_CPU_TARGET),
        },
        { figure: 'POST candidates p99', ours: figures.p99Ms, unit: 'ms' },
        {
          figure: 'POST candidates server CPU/request',
          ours: figures.cpuUsPerRequest,
          unit: 'µs',
          ...target(figures.cpuUsPerRequest, '<=', ctx.dialect === 'sqlite' ? 200 : 300),
        },
      ],
      summary:
        `${figures.requestsPerSecond} req/s (p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.cpuUsPerRequest} µs CPU), ` +
        `hand-written write ${peer.requestsPerSecond} req/s (${peer.cpuUsPerRequest} µs CPU): ratios ${rPeer} and ${rPeerCpu} (CPU), ` +
        `${deliveriesPerCandidate} deliveries queued per candidate` +
        (figures.failures || peer.failures ? `; ${figures.failures} + ${peer.failures} FAILED requests` : ''),
    };
  } finally {
    await database.drop();
  }
};

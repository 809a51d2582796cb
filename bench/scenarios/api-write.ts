// 2. API write path: POST .../position/{id}/candidates with 10 subscribed
// endpoints, so each request writes a candidate, an event and ten deliveries
// in one transaction. The server runs the API role only: the deliveries queue
// up, and what is measured is the write path, not the sender beside it.
import { createWorkspace, deliveryCounts, insertEndpoints, openServices } from '../lib/arrange.ts';
import { createDatabase } from '../lib/databases.ts';
import { loadInTurns, type LoadFigures } from '../lib/load.ts';
import { target, type Scenario } from '../lib/scenario.ts';
import { ServerProcess } from '../lib/server-process.ts';
import { round } from '../lib/stats.ts';

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
    try {
      [figures] = await loadInTurns(
        [
          {
            url: `${server.url}/v3/company/${company.id}/position/${position._id}/candidates`,
            method: 'POST',
            headers: { authorization: `Bearer ${workspace.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Bench Candidate', email_address: 'candidate@example.com', tags: ['bench'] }),
            cpu: () => server.cpuSeconds(),
          },
        ],
        { seconds: ctx.sizes.apiSeconds, connections: ctx.sizes.apiConnections, rounds: 1 },
      );
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
    const deliveriesPerCandidate = round((counts.pending ?? 0) / Math.max(1, Number(candidates.n)), 2);
    return {
      figures: { ...figures, deliveriesPerCandidate },
      rows: [
        { figure: 'POST candidates req/s', ours: figures.requestsPerSecond, unit: 'req/s' },
        { figure: 'POST candidates p99', ours: figures.p99Ms, unit: 'ms' },
        {
          figure: 'POST candidates server CPU/request',
          ours: figures.cpuUsPerRequest,
          unit: 'µs',
          ...target(figures.cpuUsPerRequest, '<=', ctx.dialect === 'sqlite' ? 200 : 300),
        },
      ],
      summary:
        `${figures.requestsPerSecond} req/s (p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms), ${deliveriesPerCandidate} deliveries queued per candidate` +
        (figures.failures ? `; ${figures.failures} FAILED requests` : ''),
    };
  } finally {
    await database.drop();
  }
};

// 1b. A second API read, so that a read's speed does not hang on the one list
// the first scenario reads: authenticated GET /v3/company/{id}/positions (PAT,
// a company with 20 positions, the whole list) under autocannon, beside the
// same load on the positions-route peer (bench/peers/positions-route.ts: the
// hand-written route for the same answer over the same database), in turns.
// This list has no kept answer: what is measured is the request path
// (authentication, membership, the query, serialization through the response
// schema). One answer of the peer is checked against the service's first.
//
// The server logs at warn, as in api-read.
import path from 'node:path';
import { createWorkspace, openServices } from '../lib/arrange.ts';
import { createDatabase } from '../lib/databases.ts';
import { startListening } from '../lib/listening-process.ts';
import { loadInTurns, namedFigures } from '../lib/load.ts';
import { target, type Scenario } from '../lib/scenario.ts';
import { ServerProcess } from '../lib/server-process.ts';
import { assertSameAnswer } from '../lib/same-answer.ts';
import { ratio } from '../lib/stats.ts';

const ROUTE = path.join(import.meta.dirname, '../peers/positions-route.ts');
export const POSITIONS = 20;
/** Target: ours ÷ the hand-written route. */
const ROUTE_TARGET = 1.2;
/** The answer both give: the company's positions, the whole list. */
const POSITIONS_LIST = {
  rows: POSITIONS,
  count: (answer: unknown) => (answer as unknown[]).length,
  what: 'positions',
  peerName: 'positions-route',
};

export const apiReadPositions: Scenario = async (ctx) => {
  const database = await createDatabase(ctx.dialect);
  try {
    const services = await openServices(database);
    const workspace = await createWorkspace(services, 1);
    const company = workspace.companies[0]!;
    const actor = { company, user: workspace.user };
    // Positions as clients fill them: most optional fields set, some stored as JSON.
    for (let i = 0; i < POSITIONS; i++) {
      await services.positions.create(actor, {
        name: `Backend Engineer ${i}`,
        description: 'Builds and runs the services behind the product.',
        type: 'fullTime',
        department: 'Engineering',
        requisition_id: `REQ-${1000 + i}`,
        tags: ['backend', 'remote-friendly'],
        ...(i % 2 === 0 ? { application_form: { resume: 'required' } } : {}),
      });
    }
    await services.closeAll();

    const server = await ServerProcess.start({
      database,
      tlsDir: ctx.tlsDir,
      role: 'api',
      env: { LOG_LEVEL: 'warn' },
      cpuProfDir: ctx.cpuProfDir,
    });
    let ours, route;
    try {
      const routeServer = await startListening(ROUTE, [database.url]);
      try {
        const pathname = `/v3/company/${company.id}/positions`;
        const headers = { authorization: `Bearer ${workspace.token}` };
        await assertSameAnswer(server.url + pathname, routeServer.url + pathname, workspace.token, POSITIONS_LIST);
        [ours, route] = await loadInTurns(
          [
            { url: server.url + pathname, headers, cpu: () => server.cpuSeconds() },
            { url: routeServer.url + pathname, headers, cpu: () => routeServer.cpuSeconds() },
          ],
          { seconds: ctx.sizes.apiSeconds, connections: ctx.sizes.apiConnections, rounds: ctx.sizes.apiRounds },
        );
      } finally {
        await routeServer.stop();
      }
    } finally {
      await server.stop();
    }
    const rRoute = ratio(ours.requestsPerSecond, route.requestsPerSecond);
    const rCpu = ratio(route.cpuUsPerRequest, ours.cpuUsPerRequest);
    return {
      figures: {
        ...namedFigures(ours),
        ...namedFigures(route, 'route'),
        routeRatio: rRoute,
        routeCpuRatio: rCpu,
      },
      rows: [
        {
          figure: 'GET positions req/s, beside the hand-written route',
          ours: ours.requestsPerSecond,
          unit: 'req/s',
          limit: route.requestsPerSecond,
          ratio: rRoute,
          ...target(rRoute, '>=', ROUTE_TARGET),
        },
        { figure: 'GET positions p99, beside the hand-written route', ours: ours.p99Ms, unit: 'ms', limit: route.p99Ms },
        // Higher is better in the ratio, as for every CPU figure: the route's CPU ÷ ours.
        {
          figure: 'GET positions server CPU/request, beside the hand-written route',
          ours: ours.cpuUsPerRequest,
          unit: 'µs',
          limit: route.cpuUsPerRequest,
          ratio: rCpu,
        },
      ],
      summary:
        `${ours.requestsPerSecond} req/s (p50 ${ours.p50Ms} ms, p99 ${ours.p99Ms} ms, ${ours.cpuUsPerRequest} µs CPU), ` +
        `hand-written route ${route.requestsPerSecond} req/s (${route.cpuUsPerRequest} µs CPU): ratio ${rRoute}` +
        (ours.failures || route.failures ? `; ${ours.failures} + ${route.failures} FAILED requests` : ''),
    };
  } finally {
    await database.drop();
  }
};

// 1. API read path: authenticated GET /v3/company/{id}/webhook_endpoints
// (PAT, a company with 10 endpoints) under autocannon, beside the same load on
// the api-route peer (bench/peers/api-route.ts: the hand-written route for the
// same answer over the same database) and on a bare Fastify hello-world, in
// turns: the two ratios are the figures. A second server on the same
// database runs with the list's kept answer off (WEBHOOK_ENDPOINT_LIST_CACHE=off),
// so the request path is also measured as every other list pays it. One
// answer of the peer is checked against the service's first: a yardstick must
// answer the same JSON.
//
// The server logs at warn: Fastify's per-request info lines are a logging
// cost, not the API's, and neither the peer nor the bare server logs.
import path from 'node:path';
import { createWorkspace, insertEndpoints, openServices } from '../lib/arrange.ts';
import { createDatabase } from '../lib/databases.ts';
import { startListening, type ListeningProcess } from '../lib/listening-process.ts';
import { loadInTurns, namedFigures } from '../lib/load.ts';
import { target, type Scenario } from '../lib/scenario.ts';
import { ServerProcess } from '../lib/server-process.ts';
import { assertSameAnswer } from '../lib/same-answer.ts';
import { ratio } from '../lib/stats.ts';

const BARE = path.join(import.meta.dirname, '../processes/bare-fastify.ts');
const ROUTE = path.join(import.meta.dirname, '../peers/api-route.ts');

/** Targets: ours ÷ bare Fastify, ours ÷ the hand-written route. */
const BARE_TARGET = { sqlite: 0.3, postgres: 0.2 };
const ROUTE_TARGET = 2;
/** Ours with the list's cache off ÷ the hand-written route: the request path alone. */
const UNCACHED_TARGET = 1.2;
/** The answer both give: the company's 10 endpoints. */
const ENDPOINT_LIST = {
  rows: 10,
  count: (answer: unknown) => (answer as { data: unknown[] }).data.length,
  what: 'endpoints',
  peerName: 'api-route',
};

export const apiRead: Scenario = async (ctx) => {
  const database = await createDatabase(ctx.dialect);
  try {
    const services = await openServices(database);
    const workspace = await createWorkspace(services, 1);
    const company = workspace.companies[0]!;
    await insertEndpoints(services, company.id, (id) => `https://127.0.0.1:9/hooks/${id}`, 10);
    await services.closeAll();

    const server = await ServerProcess.start({
      database,
      tlsDir: ctx.tlsDir,
      role: 'api',
      env: { LOG_LEVEL: 'warn' },
      cpuProfDir: ctx.cpuProfDir,
    });
    let ours, uncached, route, bare;
    let uncachedServer: ServerProcess | undefined;
    try {
      uncachedServer = await ServerProcess.start({
        database,
        tlsDir: ctx.tlsDir,
        role: 'api',
        env: { LOG_LEVEL: 'warn', WEBHOOK_ENDPOINT_LIST_CACHE: 'off' },
        cpuProfDir: ctx.cpuProfDir,
      });
      const uncachedProcess = uncachedServer;
      const routeServer = await startListening(ROUTE, [database.url]);
      let bareServer: ListeningProcess | undefined;
      try {
        const bareProcess = (bareServer = await startListening(BARE));
        const pathname = `/v3/company/${company.id}/webhook_endpoints`;
        const headers = { authorization: `Bearer ${workspace.token}` };
        await assertSameAnswer(server.url + pathname, routeServer.url + pathname, workspace.token, ENDPOINT_LIST);
        await assertSameAnswer(uncachedProcess.url + pathname, routeServer.url + pathname, workspace.token, ENDPOINT_LIST);
        [ours, uncached, route, bare] = await loadInTurns(
          [
            { url: server.url + pathname, headers, cpu: () => server.cpuSeconds() },
            { url: uncachedProcess.url + pathname, headers, cpu: () => uncachedProcess.cpuSeconds() },
            { url: routeServer.url + pathname, headers, cpu: () => routeServer.cpuSeconds() },
            { url: bareProcess.url + '/', cpu: () => bareProcess.cpuSeconds() },
          ],
          { seconds: ctx.sizes.apiSeconds, connections: ctx.sizes.apiConnections, rounds: ctx.sizes.apiRounds },
        );
      } finally {
        await routeServer.stop();
        await bareServer?.stop();
      }
    } finally {
      await uncachedServer?.stop();
      await server.stop();
    }
    const r = ratio(ours.requestsPerSecond, bare.requestsPerSecond);
    const rRoute = ratio(ours.requestsPerSecond, route.requestsPerSecond);
    const rUncached = ratio(uncached.requestsPerSecond, route.requestsPerSecond);
    return {
      figures: {
        ...namedFigures(ours),
        ...namedFigures(route, 'route'),
        routeRatio: rRoute,
        ...namedFigures(uncached, 'uncached'),
        uncachedRouteRatio: rUncached,
        bareRequestsPerSecond: bare.requestsPerSecond,
        bareP50Ms: bare.p50Ms,
        bareP99Ms: bare.p99Ms,
        bareCpuUsPerRequest: bare.cpuUsPerRequest,
        ratio: r,
      },
      rows: [
        {
          figure: 'GET webhook_endpoints req/s, beside bare Fastify',
          ours: ours.requestsPerSecond,
          unit: 'req/s',
          limit: bare.requestsPerSecond,
          ratio: r,
          ...target(r, '>=', BARE_TARGET[ctx.dialect]),
        },
        {
          figure: 'GET webhook_endpoints req/s, beside the hand-written route',
          ours: ours.requestsPerSecond,
          unit: 'req/s',
          limit: route.requestsPerSecond,
          ratio: rRoute,
          ...target(rRoute, '>=', ROUTE_TARGET),
        },
        {
          figure: 'GET webhook_endpoints req/s, cache off, beside the hand-written route',
          ours: uncached.requestsPerSecond,
          unit: 'req/s',
          limit: route.requestsPerSecond,
          ratio: rUncached,
          ...target(rUncached, '>=', UNCACHED_TARGET),
        },
        {
          figure: 'GET webhook_endpoints server CPU/request, cache off, beside the hand-written route',
          ours: uncached.cpuUsPerRequest,
          unit: 'µs',
          limit: route.cpuUsPerRequest,
          ratio: ratio(route.cpuUsPerRequest, uncached.cpuUsPerRequest),
        },
        { figure: 'GET webhook_endpoints p50, beside bare Fastify', ours: ours.p50Ms, unit: 'ms', limit: bare.p50Ms },
        { figure: 'GET webhook_endpoints p99, beside bare Fastify', ours: ours.p99Ms, unit: 'ms', limit: bare.p99Ms },
        // Higher is better in the ratio, as for every CPU figure: the route's CPU ÷ ours.
        {
          figure: 'GET webhook_endpoints server CPU/request, beside the hand-written route',
          ours: ours.cpuUsPerRequest,
          unit: 'µs',
          limit: route.cpuUsPerRequest,
          ratio: ratio(route.cpuUsPerRequest, ours.cpuUsPerRequest),
        },
      ],
      summary:
        `${ours.requestsPerSecond} req/s (p50 ${ours.p50Ms} ms, p99 ${ours.p99Ms} ms), cache off ${uncached.requestsPerSecond} req/s, ` +
        `hand-written route ${route.requestsPerSecond} req/s, bare Fastify ${bare.requestsPerSecond} req/s: ratios ${rRoute}, ${rUncached} (cache off) and ${r}` +
        (ours.failures || uncached.failures || route.failures
          ? `; ${ours.failures} + ${uncached.failures} + ${route.failures} FAILED requests`
          : ''),
    };
  } finally {
    await database.drop();
  }
};

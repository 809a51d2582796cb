// 1. API read path: authenticated GET /v3/company/{id}/webhook_endpoints
// (PAT, a company with 10 endpoints) under autocannon, then the same load on a
// bare Fastify hello-world on the same machine: the ratio is the figure.
//
// The server logs at warn: Fastify's per-request info lines are a logging
// cost, not the API's, and the bare server logs nothing either.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { track } from '../lib/children.ts';
import { createWorkspace, insertEndpoints, openServices } from '../lib/arrange.ts';
import { createDatabase } from '../lib/databases.ts';
import { loadInTurns } from '../lib/load.ts';
import { target, type Scenario } from '../lib/scenario.ts';
import { ServerProcess } from '../lib/server-process.ts';
import { ratio } from '../lib/stats.ts';

const BARE = path.join(import.meta.dirname, '../processes/bare-fastify.ts');

/** The bare server, started; resolves with its URL. */
async function startBare(): Promise<{ url: string; stop(): void }> {
  const child = track(spawn(process.execPath, ['--import', 'tsx', BARE], { stdio: ['ignore', 'pipe', 'inherit'] }));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare Fastify exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

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
    let ours, bare;
    try {
      const bareServer = await startBare();
      try {
        [ours, bare] = await loadInTurns(
          [
            {
              url: `${server.url}/v3/company/${company.id}/webhook_endpoints`,
              headers: { authorization: `Bearer ${workspace.token}` },
              cpu: () => server.cpuSeconds(),
            },
            { url: bareServer.url },
          ],
          { seconds: ctx.sizes.apiSeconds, connections: ctx.sizes.apiConnections, rounds: ctx.sizes.apiRounds },
        );
      } finally {
        bareServer.stop();
      }
    } finally {
      await server.stop();
    }
    const r = ratio(ours.requestsPerSecond, bare.requestsPerSecond);
    return {
      figures: {
        requestsPerSecond: ours.requestsPerSecond,
        p50Ms: ours.p50Ms,
        p99Ms: ours.p99Ms,
        failures: ours.failures,
        cpuUsPerRequest: ours.cpuUsPerRequest,
        bareRequestsPerSecond: bare.requestsPerSecond,
        bareP50Ms: bare.p50Ms,
        bareP99Ms: bare.p99Ms,
        ratio: r,
      },
      rows: [
        {
          figure: 'GET webhook_endpoints req/s',
          ours: ours.requestsPerSecond,
          unit: 'req/s',
          limit: bare.requestsPerSecond,
          ratio: r,
          ...target(r, '>=', ctx.dialect === 'sqlite' ? 0.5 : 0.3),
        },
        { figure: 'GET webhook_endpoints p50', ours: ours.p50Ms, unit: 'ms', limit: bare.p50Ms },
        { figure: 'GET webhook_endpoints p99', ours: ours.p99Ms, unit: 'ms', limit: bare.p99Ms },
        { figure: 'GET webhook_endpoints server CPU/request', ours: ours.cpuUsPerRequest, unit: 'µs' },
      ],
      summary:
        `${ours.requestsPerSecond} req/s (p50 ${ours.p50Ms} ms, p99 ${ours.p99Ms} ms), bare Fastify ${bare.requestsPerSecond} req/s: ratio ${r}` +
        (ours.failures ? `; ${ours.failures} FAILED requests` : ''),
    };
  } finally {
    await database.drop();
  }
};

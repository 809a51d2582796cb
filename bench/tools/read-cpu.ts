// Server CPU per request of a few routes under autocannon (50 connections),
// one after the other: a quicker look than the api-read scenario while
// changing the read path, and a baseline (404, health) of what Fastify and
// the service's hooks cost alone. Needs `npm run build` first.
//   node --import tsx bench/tools/read-cpu.ts [sqlite|postgres] [seconds] [route name]
// STRACE=1 also counts the server's system calls per route (strace -c, to /tmp/strace-<route>.txt).
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { makeTestCertificates } from '../../test/helpers/certificates.mjs';
import { createWorkspace, insertEndpoints, openServices } from '../lib/arrange.ts';
import { createDatabase } from '../lib/databases.ts';
import { ServerProcess } from '../lib/server-process.ts';

const dialect = (process.argv[2] ?? 'sqlite') as 'sqlite' | 'postgres';
const seconds = Number(process.argv[3] ?? 3);
const only = process.argv[4];
const database = await createDatabase(dialect);
const services = await openServices(database);
const ws = await createWorkspace(services, 1);
const company = ws.companies[0]!;
await insertEndpoints(services, company.id, (id) => `https://127.0.0.1:9/hooks/${id}`, 10);
await services.closeAll();
const server = await ServerProcess.start({ database, tlsDir: makeTestCertificates(), role: 'api', env: { LOG_LEVEL: 'warn' } });
const auth = { authorization: `Bearer ${ws.token}` };
const routes: Array<[string, string, Record<string, string>]> = [
  ['404', '/v3/nope', {}],
  ['health', '/v3/health', {}],
  ['companies', '/v3/companies', auth],
  ['webhook_endpoints', `/v3/company/${company.id}/webhook_endpoints`, auth],
];
try {
  for (const [name, path, headers] of routes.filter(([name]) => !only || name === only)) {
    await autocannon({ url: server.url + path, headers, connections: 50, duration: 1 });
    const tracer = process.env.STRACE
      ? spawn('strace', ['-f', '-c', '-o', `/tmp/strace-${name}.txt`, '-p', String(server.pid)])
      : undefined;
    if (tracer) await new Promise((resolve) => setTimeout(resolve, 500));
    const before = server.cpuSeconds()!;
    const result = await autocannon({ url: server.url + path, headers, connections: 50, duration: seconds });
    const cpu = server.cpuSeconds()! - before;
    if (tracer) {
      tracer.kill('SIGINT');
      await new Promise((resolve) => tracer.on('exit', resolve));
    }
    const perRequest = ((cpu * 1e6) / result.requests.total).toFixed(0);
    console.log(
      `${name.padEnd(20)} ${String(Math.round(result.requests.total / seconds)).padStart(6)} req/s ${perRequest.padStart(5)} µs CPU/request${result.non2xx ? ` (${result.non2xx} non-2xx)` : ''}`,
    );
  }
} finally {
  await server.stop();
  await database.drop();
}

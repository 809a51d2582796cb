// The machine's limit for delivery: a plain undici client pushing pre-signed
// webhook bodies to the receiver, with the same connection count and the same
// number of requests in flight as the worker, and nothing else: no database,
// no queue, no signing on the way. Prints one JSON line with its figures.
import fs from 'node:fs';
import { Agent, request } from 'undici';

const { origin, paths, count, connections, inFlight, bodies } = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as {
  origin: string;
  paths: string[];
  count: number;
  connections: number;
  inFlight: number;
  bodies: Array<{ body: string; headers: Record<string, string> }>;
};

const agent = new Agent({ connections, pipelining: 1, keepAliveTimeout: 30_000 });
let next = 0;
let failed = 0;

async function lane(): Promise<void> {
  while (next < count) {
    const i = next++;
    const item = bodies[i % bodies.length]!;
    const response = await request(origin + paths[i % paths.length]!, {
      method: 'POST',
      dispatcher: agent,
      headers: { 'content-type': 'application/json', 'user-agent': 'bench-raw', ...item.headers },
      body: item.body,
    });
    await response.body.dump();
    if (response.statusCode !== 200) failed++;
  }
}

const started = performance.now();
const cpuBefore = process.cpuUsage();
await Promise.all(Array.from({ length: inFlight }, lane));
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const cpuUsPerRequest = (cpu.user + cpu.system) / count;
process.stdout.write(JSON.stringify({ sent: count, failed, seconds, perSecond: count / seconds, cpuUsPerRequest }) + '\n');
await agent.close();

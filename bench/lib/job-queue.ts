// Runs the job-queue peer (bench/peers/job-queue.ts) on a PostgreSQL database
// of its own, against the delivery scenario's receiver, endpoints and events:
// the peer's worker in a process of its own, the jobs added by this process,
// 500 to an add_jobs statement (one transaction), one job per delivery, events
// in the order they were committed and each event's jobs in endpoint order,
// as the outbox fans out. Deliveries/s from the first batch committed to the
// last receipt, as for the service; when they have not all arrived within
// `maxSeconds` of the first batch, over those that had (the rest are left).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Logger, makeWorkerUtils, type AddJobsJobSpec } from 'graphile-worker';
import pg from 'pg';
import type { DeliveryJob, JobQueueInput } from '../peers/job-queue.ts';
import type { BenchServices } from './arrange.ts';
import { track } from './children.ts';
import { createDatabase } from './databases.ts';
import type { Fanout } from './fanout.ts';
import { PgStatementCounter, perUnit } from './pg-statement-counts.ts';
import type { Receiver } from './receiver.ts';
import { readCpuSeconds } from './server-process.ts';
import { round, waitUntil } from './stats.ts';

const SCRIPT = path.join(import.meta.dirname, '../peers/job-queue.ts');
/** Job slots and the pool beside them (one more, as graphile-worker's performance guide sets it): peers/job-queue.ts says why 50. */
const JOB_SLOTS = 50;
const JOBS_PER_BATCH = 500;

export interface JobQueueFigures {
  /** Deliveries received (distinct), over which the figures are taken. */
  deliveries: number;
  /** Deliveries queued: more than `deliveries` when time ran out first. */
  queued: number;
  seconds: number;
  perSecond: number;
  /** Requests the receiver got beyond the distinct deliveries (retries). */
  duplicates: number;
  cpuUsPerDelivery: number | null;
  /** What the peer's process sent to PostgreSQL per delivery (pg-statement-counter.cjs); adding the jobs is not counted. */
  pg: { roundTrips: number; statements: number; transactions: number } | null;
}

const quiet = new Logger(() => (level, message) => {
  if (level === 'error' || level === 'warning') process.stderr.write(`job-queue ${level}: ${message}\n`);
});

export async function runJobQueuePeer(
  services: BenchServices,
  fanout: Fanout,
  receiver: Receiver,
  options: { events: number; ordered: boolean; tlsDir: string; maxSeconds: number },
): Promise<JobQueueFigures> {
  const database = await createDatabase('postgres');
  // This process's pool, for adding the jobs. The database is dropped with
  // force at the end, which ends its idle connections: that must not reach
  // the process as an unhandled error.
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  // Idle clients report on the pool, clients in use on themselves (graphile-worker's guide to pool errors).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const utils = await makeWorkerUtils({ pgPool: pool, logger: quiet });
  // The queue's schema is installed here, once, before the peer's worker
  // starts: two processes installing it at the same time race each other.
  await utils.migrate();
  const counter = new PgStatementCounter();
  const input: JobQueueInput = {
    connectionString: database.url,
    concurrency: JOB_SLOTS,
    maxPoolSize: JOB_SLOTS + 1,
    endpoints: Object.fromEntries(fanout.endpoints.map((e) => [e.id, { url: receiver.url(e.path), secret: e.secret }])),
  };
  const inputFile = path.join(database.dataDir, 'job-queue.json');
  fs.writeFileSync(inputFile, JSON.stringify(input));
  const child = track(
    spawn(process.execPath, [...counter.nodeArgs, '--import', 'tsx', SCRIPT, inputFile], {
      env: { ...process.env, ...counter.env, NODE_EXTRA_CA_CERTS: path.join(options.tlsDir, 'ca.crt') },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`the job-queue peer exited with ${code}`)));
    });
    const events = await services.storage.db
      .selectFrom('events')
      .select(['id', 'company_id', 'payload'])
      .orderBy('created_at')
      .orderBy('id')
      .limit(options.events)
      .execute();
    const endpointsOf = new Map<string, Fanout['endpoints']>();
    for (const e of fanout.endpoints) endpointsOf.set(e.companyId, [...(endpointsOf.get(e.companyId) ?? []), e]);
    const jobs: Array<AddJobsJobSpec> = [];
    for (const event of events) {
      for (const endpoint of endpointsOf.get(event.company_id) ?? []) {
        const payload: DeliveryJob = { endpoint: endpoint.id, event: event.id, body: event.payload };
        jobs.push({ identifier: 'deliver', payload, ...(options.ordered ? { queueName: endpoint.id } : {}) });
      }
    }
    await receiver.reset();
    const pgBefore = await counter.read();
    const cpuBefore = readCpuSeconds(child.pid!);
    let firstAddedAt = 0;
    for (let i = 0; i < jobs.length; i += JOBS_PER_BATCH) {
      await utils.addJobs(jobs.slice(i, i + JOBS_PER_BATCH));
      firstAddedAt ||= Date.now();
    }
    const until = firstAddedAt + options.maxSeconds * 1000;
    await waitUntil(
      async () => (await receiver.stats()).unique >= jobs.length || Date.now() >= until,
      options.maxSeconds * 1000 + 60_000,
      `${jobs.length} job-queue deliveries`,
      100,
    );
    // CPU and statements up to this moment, deliveries up to it: per delivery, both over the same span.
    const cpuAfter = readCpuSeconds(child.pid!);
    const pgAfter = await counter.read();
    const stats = await receiver.stats();
    if (stats.unique === 0) throw new Error(`the job-queue peer delivered nothing in ${options.maxSeconds} s`);
    const delivered = stats.unique;
    const seconds = (stats.lastAt! - firstAddedAt) / 1000;
    return {
      deliveries: delivered,
      queued: jobs.length,
      seconds: round(seconds, 2),
      perSecond: round(delivered / seconds, 0),
      duplicates: stats.received - stats.unique,
      cpuUsPerDelivery: cpuBefore === null || cpuAfter === null ? null : round(((cpuAfter - cpuBefore) * 1e6) / delivered, 0),
      pg: perUnit(pgBefore, pgAfter, delivered),
    };
  } finally {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    await utils.release();
    await pool.end(); // not the WorkerUtils': given to them, not made by them
    counter.remove();
    await database.drop();
  }
}

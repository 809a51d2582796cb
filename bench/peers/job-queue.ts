// Peer `job-queue`: what a team would otherwise build for webhook delivery on
// a well-kept PostgreSQL job queue. graphile-worker runs a task per job, one
// job per delivery, in 50 job slots (concurrency 50); the task signs the
// body (X-Hook-Signature: hex HMAC-SHA256 of the body under the endpoint's
// secret) and POSTs it with undici, and a non-2xx answer fails the job, for
// graphile-worker's retries. Jobs are added by the bench process (batches of
// 500, one add_jobs each: bench/lib/job-queue.ts), ordered with a queue per
// endpoint (queueName = endpoint id: one job of an endpoint at a time, in
// order) or unordered (no queue name).
// Set up as graphile-worker's performance guide does: a pool of one
// connection more than the job slots (maxPoolSize = concurrency + 1; its
// runner warns when the pool is smaller than the slots, and its own perf
// test runs 24 slots on 25 connections), jobs added in batches through
// add_jobs. 50 slots, not 100: this PostgreSQL takes 100 connections in all,
// for every process on it, and a pool of 101 would not fit.
// Deliberately not: no local queue, batched completion or other option
// beyond the pool and the concurrency; no Standard Webhooks signature (the
// service signs twice), no delivery log, attempt rows, endpoint statistics,
// send timeout of its own or connection policy (undici's global
// dispatcher). Endpoint URLs and secrets are handed to the process at start,
// where the service reads and unseals them from its database. It logs
// warnings and errors only (its default logs a line per job).
// Usage: node --import tsx bench/peers/job-queue.ts <input.json>; prints `ready`.
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import { Logger, run } from 'graphile-worker';
import { request } from 'undici';

export interface JobQueueInput {
  connectionString: string;
  concurrency: number;
  /** Connections in graphile-worker's pool: at least the concurrency. */
  maxPoolSize: number;
  /** By endpoint id. */
  endpoints: Record<string, { url: string; secret: string }>;
}

/** A job's payload: the endpoint, the event id and the exact body to sign and send. */
export interface DeliveryJob {
  endpoint: string;
  event: string;
  body: string;
}

const input = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as JobQueueInput;

async function deliver(payload: unknown): Promise<void> {
  const { endpoint, event, body } = payload as DeliveryJob;
  const { url, secret } = input.endpoints[endpoint]!;
  const response = await request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hook-signature': createHmac('sha256', secret).update(body).digest('hex'),
      'webhook-id': event,
    },
    body,
  });
  await response.body.dump();
  if (response.statusCode < 200 || response.statusCode > 299) throw new Error(`${url} answered ${response.statusCode}`);
}

const logger = new Logger(() => (level, message) => {
  if (level !== 'error' && level !== 'warning') return;
  process.stderr.write(`job-queue peer ${level}: ${message}\n`);
});
const runner = await run({
  connectionString: input.connectionString,
  concurrency: input.concurrency,
  maxPoolSize: input.maxPoolSize,
  noHandleSignals: true,
  logger,
  taskList: { deliver },
});
process.stdout.write('ready\n');
process.on('SIGTERM', () => void runner.stop().then(() => process.exit(0)));

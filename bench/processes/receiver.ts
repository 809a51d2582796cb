// The webhook receiver of the bench, in a process of its own so its CPU never
// counts against the sender. A plain node HTTPS server with keep-alive that
// answers 200 at once and records, per request, when it arrived, which event
// it carried and the event's commit time (`creation_date`, the last key of
// the body), for throughput, latency and duplicate counts. Paths under
// /slow/ are answered after 300 ms and under /failing/ with 500 (the soak).
// Driven by IPC messages from bench/lib/receiver.ts.
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { FAILING_PREFIX, SLOW_PREFIX, SLOW_RECEIVER_MS } from '../lib/receiver-paths.ts';

export type ReceiverCommand =
  | { cmd: 'listen'; port: number }
  | { cmd: 'close' }
  | { cmd: 'reset' }
  | { cmd: 'stats'; latencies?: boolean }
  /** For each endpoint path, the first receipt after `at` (epoch ms), or null. */
  | { cmd: 'firstAfter'; at: number };

export interface ReceiverStats {
  received: number;
  /** Distinct (endpoint path, webhook-id) pairs. */
  unique: number;
  firstAt: number | null;
  lastAt: number | null;
  /** Receipt time minus creation_date, ms, one per request (only when asked). */
  latencies?: number[];
}

const tlsDir = process.env.BENCH_TLS_DIR!;
const options = {
  key: fs.readFileSync(path.join(tlsDir, 'server.key')),
  cert: fs.readFileSync(path.join(tlsDir, 'server.crt')),
  keepAliveTimeout: 120_000,
};

let received = 0;
let seen = new Set<string>();
let firstAt: number | null = null;
let lastAt: number | null = null;
let latencies: number[] = [];
/** Receipt times per endpoint path, for the first receipt after a kill (the crash scenario). */
let receipts = new Map<string, number[]>();
const MARK = '"creation_date":"';

const server = https.createServer(options, (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const now = Date.now();
    received++;
    firstAt ??= now;
    lastAt = now;
    seen.add(`${req.url} ${req.headers['webhook-id']}`);
    const times = receipts.get(req.url!);
    if (times) times.push(now);
    else receipts.set(req.url!, [now]);
    // Only the tail is searched: no JSON.parse per request on the measuring side.
    const body = chunks.length === 1 ? chunks[0]!.toString('latin1') : Buffer.concat(chunks).toString('latin1');
    const at = body.lastIndexOf(MARK);
    if (at !== -1) latencies.push(now - Date.parse(body.slice(at + MARK.length, at + MARK.length + 24)));
    // The soak scenario's other receivers: a slow one and one that always fails.
    if (req.url!.startsWith(SLOW_PREFIX)) {
      setTimeout(() => res.writeHead(200, { 'content-length': '0' }).end(), SLOW_RECEIVER_MS);
    } else if (req.url!.startsWith(FAILING_PREFIX)) {
      res.writeHead(500, { 'content-length': '0' }).end();
    } else {
      res.writeHead(200, { 'content-length': '0' }).end();
    }
  });
});

function reply(message: unknown): void {
  process.send!(message);
}

process.on('message', (message: ReceiverCommand) => {
  switch (message.cmd) {
    case 'listen':
      server.listen(message.port, '127.0.0.1', () => reply({ port: (server.address() as AddressInfo).port }));
      break;
    case 'close':
      // Refused connections from now on, as a receiver that is down.
      server.closeAllConnections();
      server.close(() => reply({ closed: true }));
      break;
    case 'reset':
      received = 0;
      seen = new Set();
      firstAt = lastAt = null;
      latencies = [];
      receipts = new Map();
      reply({ reset: true });
      break;
    case 'firstAfter': {
      const first: Record<string, number | null> = {};
      for (const [url, times] of receipts) first[url] = times.find((t) => t > message.at) ?? null;
      reply(first);
      break;
    }
    case 'stats': {
      const stats: ReceiverStats = { received, unique: seen.size, firstAt, lastAt };
      if (message.latencies) stats.latencies = latencies;
      reply(stats);
      break;
    }
  }
});
process.on('disconnect', () => process.exit(0));

// Runs bench/processes/raw-push.ts: the machine's delivery limit, pushing the
// same signed bodies the worker sends to the same receiver.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DeliverySigner } from '../../src/delivery/signing.ts';
import type { BenchServices } from './arrange.ts';
import type { Fanout } from './fanout.ts';

const SCRIPT = path.join(import.meta.dirname, '../processes/raw-push.ts');

export interface RawFigures {
  sent: number;
  failed: number;
  seconds: number;
  perSecond: number;
  /** CPU time of the client per request, µs. */
  cpuUsPerRequest: number;
}

export async function rawPush(
  services: BenchServices,
  fanout: Fanout,
  options: { origin: string; count: number; connections: number; inFlight: number; tlsDir: string },
): Promise<RawFigures> {
  const events = await services.storage.db.selectFrom('events').select(['id', 'payload']).limit(200).execute();
  const now = Date.now();
  const bodies = events.map((event, i) => {
    const endpoint = fanout.endpoints[i % fanout.endpoints.length]!;
    return { body: event.payload, headers: { ...new DeliverySigner(endpoint.secret).sign(event.id, now, event.payload) } };
  });
  const { tlsDir, ...rest } = options;
  // Through a file: the bodies are too long for a command-line argument.
  const input = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-raw-')), 'input.json');
  fs.writeFileSync(input, JSON.stringify({ ...rest, paths: fanout.endpoints.map((e) => e.path), bodies }));
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', SCRIPT, input], {
      maxBuffer: 1 << 20,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(tlsDir, 'ca.crt') },
    });
    return JSON.parse(stdout.trim().split('\n').pop()!) as RawFigures;
  } finally {
    fs.rmSync(path.dirname(input), { recursive: true, force: true });
  }
}

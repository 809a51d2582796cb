// The measured server: `bin/recruiting-api serve` as a child process, so its
// memory can be read from outside and SIGKILL is real. It trusts the bench CA
// through NODE_EXTRA_CA_CERTS, as a deployment trusts a receiver's CA.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { track } from './children.ts';
import type { BenchDatabase } from './databases.ts';
import { freePort } from './receiver.ts';
import { sleep, waitUntil } from './stats.ts';

const BIN = path.resolve(import.meta.dirname, '../../bin/recruiting-api');

export interface ServerStart {
  database: BenchDatabase;
  tlsDir: string;
  role: 'all' | 'api' | 'worker';
  env?: Record<string, string>;
  /** Node options of this server (a preload), before BENCH_SERVER_NODE_ARGS. */
  nodeArgs?: string[];
  cpuProfDir?: string;
}

export class ServerProcess {
  output = '';
  url = '';
  readonly exited: Promise<number | null>;

  private constructor(
    readonly child: ChildProcess,
    private readonly logLevel: string,
  ) {
    // Only the start-up lines are kept: a long run must not grow this string.
    const keep = (d: Buffer) => {
      if (this.output.length < 64_000) this.output += d;
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  }

  static async start(options: ServerStart): Promise<ServerProcess> {
    // A known port, so readiness can be seen over HTTP when the log level hides the start line.
    const port = await freePort();
    const execArgv = options.cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', options.cpuProfDir] : [];
    execArgv.push(...(options.nodeArgs ?? []));
    // Extra node options for the measured server only (a preload that times queries, --max-old-space-size...).
    if (process.env.BENCH_SERVER_NODE_ARGS) execArgv.push(...process.env.BENCH_SERVER_NODE_ARGS.split(' ').filter(Boolean));
    const child = spawn(process.execPath, [...execArgv, BIN, 'serve', '--role', options.role], {
      env: {
        ...process.env,
        DATABASE_URL: options.database.url,
        DATA_DIR: options.database.dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        NODE_EXTRA_CA_CERTS: path.join(options.tlsDir, 'ca.crt'),
        RECRUITING_API_REQUIRE_BUILD: '1', // run.ts builds first: see there
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(track(child), options.env?.LOG_LEVEL ?? 'info');
    server.url = `http://127.0.0.1:${port}`;
    try {
      await server.ready(options.role !== 'worker');
    } catch (error) {
      child.kill('SIGKILL'); // a server that never came up must not outlive the scenario
      throw error;
    }
    return server;
  }

  get pid(): number {
    return this.child.pid!;
  }

  private async ready(http: boolean, timeoutMs = 90_000): Promise<void> {
    await waitUntil(
      async () => {
        if (this.child.exitCode !== null) throw new Error(`server exited with ${this.child.exitCode}:\n${this.output}`);
        if (this.output.includes('recruiting-api started')) return true;
        if (!http) return false;
        // Listening comes before the start line: wait for that line when it will be logged.
        const response = await fetch(`${this.url}/v3/health`).catch(() => undefined);
        return response?.status === 200 && !/^(info|debug|trace)$/.test(this.logLevel);
      },
      timeoutMs,
      `the server to start; output:\n${this.output}`,
      20,
    );
  }

  /** Resident set size now, in MB (Linux /proc; `ps` elsewhere). */
  rssMb(): number | null {
    return readRssMb(this.pid);
  }

  /** CPU time (user + system) the process has used so far, in seconds: a figure that noisy neighbours barely move. */
  cpuSeconds(): number | null {
    return readCpuSeconds(this.pid);
  }

  /** SIGTERM and wait: a graceful stop (which also writes a --cpu-prof profile). */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
  }

  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }
}

export function readRssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

const CLOCK_TICKS_PER_SECOND = 100;

export function readCpuSeconds(pid: number): number | null {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; gives the peak seen. */
export function sampleRss(pid: number, everyMs = 50): { stop(): number | null } {
  let peak: number | null = null;
  const take = () => {
    const mb = readRssMb(pid);
    if (mb !== null && (peak === null || mb > peak)) peak = mb;
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return peak;
    },
  };
}

export { sleep };

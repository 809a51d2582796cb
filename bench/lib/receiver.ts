// The parent side of the receiver process (bench/processes/receiver.ts).
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ReceiverCommand, ReceiverStats } from '../processes/receiver.ts';
import { track } from './children.ts';

const SCRIPT = path.join(import.meta.dirname, '../processes/receiver.ts');

export class Receiver {
  port = 0;
  private pending: Array<(message: any) => void> = [];

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (message) => this.pending.shift()?.(message));
  }

  /** Starts the process; it listens on `port` (0: any free port) unless `down`. */
  static async start(tlsDir: string, options: { port?: number; down?: boolean } = {}): Promise<Receiver> {
    const child = fork(SCRIPT, [], { execArgv: ['--import', 'tsx'], env: { ...process.env, BENCH_TLS_DIR: tlsDir }, stdio: 'inherit' });
    const receiver = new Receiver(track(child));
    if (!options.down) await receiver.up(options.port ?? 0);
    return receiver;
  }

  private ask<T>(command: ReceiverCommand): Promise<T> {
    return new Promise((resolve) => {
      this.pending.push(resolve);
      this.child.send(command);
    });
  }

  async up(port: number): Promise<void> {
    this.port = (await this.ask<{ port: number }>({ cmd: 'listen', port })).port;
  }

  async down(): Promise<void> {
    await this.ask({ cmd: 'close' });
  }

  async reset(): Promise<void> {
    await this.ask({ cmd: 'reset' });
  }

  stats(latencies = false): Promise<ReceiverStats> {
    return this.ask({ cmd: 'stats', latencies });
  }

  /** For each endpoint path, the first receipt after `at` (epoch ms), or null. */
  firstAfter(at: number): Promise<Record<string, number | null>> {
    return this.ask({ cmd: 'firstAfter', at });
  }

  url(pathname: string): string {
    return `https://127.0.0.1:${this.port}${pathname}`;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}

/** A free loopback port, found by listening on 0 for a moment (for a receiver that starts down). */
export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

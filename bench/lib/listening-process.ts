// A bench process that serves HTTP on loopback and prints `listening <port>`
// when ready: bare Fastify and the api-route peer.
import { spawn } from 'node:child_process';
import { track } from './children.ts';
import { readCpuSeconds } from './server-process.ts';

export interface ListeningProcess {
  url: string;
  /** CPU seconds the process has used so far. */
  cpuSeconds(): number | null;
  /** SIGTERM, resolved when the process has exited: whatever it was still writing is then written. */
  stop(): Promise<void>;
}

export async function startListening(script: string, args: string[] = []): Promise<ListeningProcess> {
  const child = track(spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] }));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    cpuSeconds: () => readCpuSeconds(child.pid!),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

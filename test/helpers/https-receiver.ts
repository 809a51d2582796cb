// A real HTTPS webhook receiver on loopback, with a certificate from the test
// CA (see certificates.mjs), that records every request and answers as the
// test tells it to: any status, slowly, not at all, or by breaking the connection.
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { scaled } from './time-scale.ts';

export interface ReceivedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
  receivedAt: number;
}

export type Behaviour =
  /** `until`: the answer is held back until the promise settles (the request stays open meanwhile). */
  | { status: number; headers?: Record<string, string>; delayMs?: number; body?: string; until?: Promise<unknown> }
  | { action: 'reset' }
  | { action: 'close-mid-body' }
  | { action: 'hang' }
  /** Sends a 200 status line, then one body byte every `intervalMs`, never finishing. */
  | { action: 'trickle'; intervalMs: number };

export interface ReceiverOptions {
  /** A fixed port, e.g. to come back where a closed receiver was; 0 (the default) picks a free one. */
  port?: number;
  /** '::' listens on every loopback form at once (127.0.0.1, ::1, ::ffff:127.0.0.1, 0.0.0.0). */
  host?: string;
}

export function testTlsDir(): string {
  const dir = process.env.TEST_TLS_DIR;
  if (!dir) throw new Error('TEST_TLS_DIR is not set: run tests through `npm test` (test/run-tests.mjs), which makes the test CA');
  return dir;
}

export class HttpsReceiver {
  readonly requests: ReceivedRequest[] = [];
  /** TCP connections accepted, whether or not a request followed (a refused target must show 0). */
  connections = 0;
  /** Decides the answer to each request; by default 200. */
  behave: (request: ReceivedRequest, index: number) => Behaviour = () => ({ status: 200 });
  private readonly server: https.Server;
  /** Every TCP connection still open, tracked from accept: `closeAllConnections` misses one still in its TLS handshake. */
  private readonly sockets = new Set<Socket>();
  private waiters: Array<() => void> = [];

  private constructor(certificate: 'trusted' | 'untrusted') {
    const dir = testTlsDir();
    const name = certificate === 'trusted' ? 'server' : 'untrusted';
    this.server = https.createServer(
      {
        key: fs.readFileSync(path.join(dir, `${name}.key`)),
        cert: fs.readFileSync(path.join(dir, `${name}.crt`)),
        keepAliveTimeout: 60_000,
      },
      (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const received: ReceivedRequest = {
            path: req.url ?? '/',
            headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
            body: Buffer.concat(chunks).toString('utf8'),
            receivedAt: Date.now(),
          };
          const index = this.requests.push(received) - 1;
          const behaviour = this.behave(received, index);
          this.notify();
          if ('action' in behaviour) {
            if (behaviour.action === 'reset') {
              // A TLS socket can't send a reset itself; the TCP socket under it can.
              const tcp = (req.socket as unknown as { _parent?: import('node:net').Socket })._parent ?? req.socket;
              tcp.resetAndDestroy();
            } else if (behaviour.action === 'close-mid-body') {
              res.writeHead(200, { 'content-length': '100' });
              // Closed once the status line and the first bytes are out, not before.
              res.write('partial', () => req.socket.destroy());
            } else if (behaviour.action === 'trickle') {
              res.writeHead(200, { 'content-type': 'text/plain' });
              const timer = setInterval(() => res.write('.'), behaviour.intervalMs);
              res.on('close', () => clearInterval(timer));
            }
            // 'hang': never answer; the sender's timeout must end it.
            return;
          }
          const send = () => {
            if (res.destroyed) return;
            res.writeHead(behaviour.status, behaviour.headers);
            res.end(behaviour.body ?? '');
          };
          if (behaviour.until) void behaviour.until.then(send, send);
          else if (behaviour.delayMs) setTimeout(send, behaviour.delayMs);
          else send();
        });
      },
    );
  }

  static async start(certificate: 'trusted' | 'untrusted' = 'trusted', options: ReceiverOptions = {}): Promise<HttpsReceiver> {
    const receiver = new HttpsReceiver(certificate);
    receiver.server.on('connection', (socket: Socket) => {
      receiver.connections++;
      receiver.sockets.add(socket);
      socket.once('close', () => receiver.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      receiver.server.once('error', reject);
      receiver.server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
        receiver.server.off('error', reject);
        resolve();
      });
    });
    return receiver;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** The base URL; `https://localhost:<port>` resolves to loopback too. */
  url(pathname = '/hook'): string {
    return `https://127.0.0.1:${this.port}${pathname}`;
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Resolves once `predicate` holds for the requests received, or rejects after `timeoutMs` (scaled). */
  async waitFor(predicate: (requests: ReceivedRequest[]) => boolean, timeoutMs = 10_000, what = 'requests'): Promise<ReceivedRequest[]> {
    // Stretched by the suite's time scale (time-scale.ts), as every deadline a test gives it.
    const deadline = Date.now() + scaled(timeoutMs);
    while (!predicate(this.requests)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; received ${this.requests.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.requests;
  }

  /** For each request path, the `webhook-id`s in the order they arrived. */
  webhookIdsByPath(): Map<string, string[]> {
    const map = new Map<string, string[]>();
    for (const r of this.requests) {
      const list = map.get(r.path) ?? [];
      list.push(r.headers['webhook-id']!);
      map.set(r.path, list);
    }
    return map;
  }

  waitForCount(count: number, timeoutMs?: number): Promise<ReceivedRequest[]> {
    return this.waitFor((r) => r.length >= count, timeoutMs, `${count} requests`);
  }

  /**
   * Stops listening and ends every connection at once. A connection whose TLS
   * handshake or request was under way would otherwise live on, and with the
   * 60 s keep-alive hold `close` open for a minute.
   */
  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

// A small forward proxy on loopback that takes CONNECT, as a deployment's
// egress proxy would: it records every tunnel asked for (the target and the
// Proxy-Authorization sent), opens it to the target (or where `routes` says
// that target really is, as a network routes a public address), and pipes
// the bytes both ways. Over plain HTTP, or TLS with the test CA's certificate
// (for localhost), for https:// proxy URLs.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { testTlsDir } from './https-receiver.ts';

export interface TunnelRequest {
  /** The CONNECT target as asked, host:port. */
  target: string;
  /** The Proxy-Authorization header sent with it, if any. */
  authorization: string | undefined;
  /** The status the proxy answered. */
  status: number;
}

export class ConnectProxy {
  /** Every CONNECT received, in order. */
  readonly tunnels: TunnelRequest[] = [];
  /** Where a target really is (host:port to host:port); others go where they say. */
  readonly routes = new Map<string, string>();
  /** Answers this status instead of opening a tunnel, e.g. 403 for targets a proxy's rules forbid. */
  refuse: (target: string) => number | undefined = () => undefined;
  private readonly sockets = new Set<net.Socket>();

  private constructor(
    private readonly server: http.Server,
    readonly scheme: 'http' | 'https',
  ) {
    server.on('connect', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => this.tunnel(request, client, head));
    // Anything but CONNECT (a plain proxied request) is not what the worker may send.
    server.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => response.writeHead(405).end());
  }

  static async start(options: { tls?: boolean } = {}): Promise<ConnectProxy> {
    const server = options.tls
      ? https.createServer({
          key: fs.readFileSync(path.join(testTlsDir(), 'server.key')),
          cert: fs.readFileSync(path.join(testTlsDir(), 'server.crt')),
        })
      : http.createServer();
    const proxy = new ConnectProxy(server, options.tls ? 'https' : 'http');
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return proxy;
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  /** The proxy's URL, with `user:password@` (already percent-encoded) when given; by name for TLS, whose certificate is for localhost. */
  url(credentials?: string): string {
    const host = this.scheme === 'https' ? 'localhost' : '127.0.0.1';
    return `${this.scheme}://${credentials ? `${credentials}@` : ''}${host}:${this.port}`;
  }

  private tunnel(request: http.IncomingMessage, client: net.Socket, head: Buffer): void {
    this.track(client);
    client.on('error', () => {});
    const target = request.url ?? '';
    const record: TunnelRequest = { target, authorization: request.headers['proxy-authorization'], status: 0 };
    this.tunnels.push(record);
    const answer = (status: number, reason: string) => {
      record.status = status;
      client.end(`HTTP/1.1 ${status} ${reason}\r\n\r\n`);
    };
    const refused = this.refuse(target);
    if (refused) return answer(refused, 'Refused');
    const where = this.routes.get(target) ?? target;
    const colon = where.lastIndexOf(':');
    const host = where.slice(0, colon).replace(/^\[|\]$/g, '');
    const upstream = net.connect(Number(where.slice(colon + 1)), host);
    this.track(upstream);
    upstream.once('error', () => {
      if (record.status === 0) answer(502, 'Bad Gateway');
      else client.destroy();
    });
    upstream.once('connect', () => {
      record.status = 200;
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
  }

  /** Tunnels that were opened (answered 200). */
  get opened(): TunnelRequest[] {
    return this.tunnels.filter((t) => t.status === 200);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

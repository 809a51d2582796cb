// A small TCP proxy put on the path between the service and what it talks to
// (PostgreSQL, an HTTPS receiver), for faults a network makes that a kernel
// without netem can't: latency (every chunk held back `latencyMs` in each
// direction, order kept) and stalls (connections open at the moment stop
// forwarding in both directions without being closed, as behind a stuck
// middlebox, until resumed). The bytes themselves pass untouched, TLS too.
import net from 'node:net';

interface Pipe {
  client: net.Socket;
  upstream: net.Socket;
  stalled: boolean;
  /** Chunks held back by a stall, per direction, forwarded in order on resume. */
  held: Array<{ to: net.Socket; chunk: Buffer }>;
}

export class TcpProxy {
  /** Delay added to every chunk, each way; 0 forwards at once. */
  latencyMs = 0;
  /** Connections accepted since the start. */
  connections = 0;
  /** Chunks held back by stalls, in all. */
  chunksStalled = 0;
  private readonly pipes = new Set<Pipe>();
  private stallAtNextChunk: ((stalled: number) => void) | undefined;

  private constructor(
    private readonly server: net.Server,
    private readonly target: { host: string; port: number },
  ) {
    server.on('connection', (client) => this.open(client));
  }

  /** Listens on `host` (a free port) and forwards every connection to `target`. */
  static async start(host: string, target: { host: string; port: number }): Promise<TcpProxy> {
    const server = net.createServer();
    const proxy = new TcpProxy(server, target);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    return proxy;
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  private open(client: net.Socket): void {
    this.connections++;
    const upstream = net.connect(this.target.port, this.target.host);
    const pipe: Pipe = { client, upstream, stalled: false, held: [] };
    this.pipes.add(pipe);
    this.forward(pipe, client, upstream);
    this.forward(pipe, upstream, client);
    // Either side going away (PostgreSQL stopped, the service's process gone) ends the other: nothing is hidden.
    const close = () => {
      if (!this.pipes.delete(pipe)) return;
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', close);
      socket.on('close', close);
    }
  }

  private forward(pipe: Pipe, from: net.Socket, to: net.Socket): void {
    // Due times only grow, so a later chunk never overtakes an earlier one.
    let lastDue = 0;
    from.on('data', (chunk: Buffer) => {
      if (this.stallAtNextChunk) {
        const stalled = this.stall();
        this.stallAtNextChunk(stalled);
        this.stallAtNextChunk = undefined;
      }
      if (pipe.stalled) {
        this.chunksStalled++;
        pipe.held.push({ to, chunk });
        return;
      }
      if (this.latencyMs === 0 && lastDue <= Date.now()) {
        to.write(chunk);
        return;
      }
      const due = Math.max(Date.now() + this.latencyMs, lastDue);
      lastDue = due;
      setTimeout(() => {
        if (pipe.stalled) pipe.held.push({ to, chunk });
        else if (!to.destroyed) to.write(chunk);
      }, due - Date.now());
    });
  }

  /** Stalls every connection open now (new ones pass); returns how many. */
  stall(): number {
    for (const pipe of this.pipes) pipe.stalled = true;
    return this.pipes.size;
  }

  /**
   * Stalls every connection open at the moment the next chunk arrives on any
   * of them (that chunk held too), so the stall falls mid-stream: between a
   * request and its answer, or inside one. Resolves with how many it stalled.
   */
  stallMidStream(): Promise<number> {
    return new Promise((resolve) => (this.stallAtNextChunk = resolve));
  }

  /** Lets stalled connections go on, with what they held back. */
  resume(): void {
    for (const pipe of this.pipes) {
      if (!pipe.stalled) continue;
      pipe.stalled = false;
      for (const { to, chunk } of pipe.held.splice(0)) if (!to.destroyed) to.write(chunk);
    }
  }

  async close(): Promise<void> {
    for (const pipe of this.pipes) {
      pipe.client.destroy();
      pipe.upstream.destroy();
    }
    this.pipes.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

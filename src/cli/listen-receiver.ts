// The HTTPS receiver of `recruiting-api listen`: checks each delivery's
// signature with the receiver package (packages/receiver, what integrators
// use), reports it, and forwards it to a local URL if asked, answering the
// server with the forward's status (so a failing local app gets its retries).
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { verifyHookSignatures } from '../../packages/receiver/verify-signature.js';

/** Deliveries are small JSON documents; a body past this is refused unread (413). */
const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Not passed on to the forward target: hop-by-hop, or set anew by the forwarding request. */
const UNFORWARDED = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'expect']);

type Forwarded = { status: number } | { error: string };

export interface ReceivedDelivery {
  /** The payload's type and _id (null when the body is not a delivery's JSON). */
  type: string | null;
  id: string | null;
  attempt: string | undefined;
  verified: boolean;
  body: string;
  /** The forward's outcome: its status, or why it failed; undefined without --forward-to. */
  forwarded?: Forwarded;
  /** What the server was answered. */
  status: number;
}

export interface ListenReceiverOptions {
  host: string;
  port: number;
  cert: string;
  key: string;
  /** The endpoint's signing secret; undefined until it is registered (deliveries then get 503). */
  secret: () => string | undefined;
  forwardTo?: string;
  /** How long a forward may take (WEBHOOK_TIMEOUT_MS: the server waits no longer for this answer). */
  forwardTimeoutMs: number;
  onDelivery(delivery: ReceivedDelivery): void;
}

function describePayload(body: string): { type: string | null; id: string | null } {
  try {
    const payload = JSON.parse(body) as { type?: unknown; _id?: unknown };
    return { type: typeof payload.type === 'string' ? payload.type : null, id: typeof payload._id === 'string' ? payload._id : null };
  } catch {
    return { type: null, id: null };
  }
}

async function forward(url: string, headers: Record<string, string>, body: Buffer, timeoutMs: number): Promise<Forwarded> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    await response.body?.cancel();
    return { status: response.status };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { error: cause?.code ?? cause?.message ?? (error as Error).message };
  }
}

export class ListenReceiver {
  private constructor(private readonly server: https.Server) {}

  static async start(options: ListenReceiverOptions): Promise<ListenReceiver> {
    const server = https.createServer({ cert: options.cert, key: options.key }, (req, res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          res.writeHead(413).end();
          req.destroy();
          return;
        }
        chunks.push(chunk);
      });
      req.on('end', () => {
        void (async () => {
          const raw = Buffer.concat(chunks);
          const body = raw.toString('utf8');
          const secret = options.secret();
          if (secret === undefined) {
            res.writeHead(503).end();
            return;
          }
          const verified = verifyHookSignatures(raw, req.headers, secret);
          let forwarded: ReceivedDelivery['forwarded'];
          let status = verified ? 200 : 400;
          if (verified && options.forwardTo) {
            const headers = Object.fromEntries(
              Object.entries(req.headers)
                .filter(([name, value]) => !UNFORWARDED.has(name) && typeof value === 'string')
                .map(([name, value]) => [name, value as string]),
            );
            const outcome = await forward(options.forwardTo, headers, raw, options.forwardTimeoutMs);
            forwarded = outcome;
            status = 'status' in outcome ? outcome.status : 502;
          }
          res.writeHead(status, { 'content-type': 'text/plain' }).end(verified ? '' : 'signature does not match the endpoint secret\n');
          options.onDelivery({
            ...describePayload(body),
            attempt: req.headers['webhook-attempt'] as string | undefined,
            verified,
            body,
            forwarded,
            status,
          });
        })();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    return new ListenReceiver(server);
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

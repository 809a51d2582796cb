// Slow and stuck clients: connections that send nothing, headers or a body a
// byte at a time, or stay open idle after an answer. Each holds a socket, never
// the server: other clients are answered while hundreds of them are open, and
// the server's timeouts (HTTP_REQUEST_TIMEOUT_MS, HTTP_KEEP_ALIVE_TIMEOUT_MS)
// close every one of them in the end.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { assertErrorShape } from '../helpers/error-shape.ts';
import { parseResponse } from '../helpers/raw-http.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

/** Of each kind of stuck client: silent, trickling headers, trickling a body. */
const PER_KIND = 100;
const TRICKLE_MS = 100;
const NORMAL_REQUESTS = 50;

type Kind = 'silent' | 'headers' | 'body';

interface StuckClient {
  kind: Kind;
  socket: net.Socket;
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<Buffer>;
  isOpen(): boolean;
}

/** A connection that sends what its kind sends, a byte every TRICKLE_MS, for as long as the server keeps it. */
function stuckClient(url: string, kind: Kind, token: string, companyId: string): Promise<StuckClient> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  const received: Buffer[] = [];
  let open = true;
  const closed = new Promise<Buffer>((resolve) => {
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      open = false;
      clearInterval(trickle);
      resolve(Buffer.concat(received));
    });
  });
  let trickle: NodeJS.Timeout | undefined;
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.on('connect', () => {
      if (kind === 'body') {
        socket.write(
          `POST /v3/company/${companyId}/positions HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
            'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"name":"',
        );
      } else if (kind === 'headers') {
        socket.write('GET /v3/companies HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      }
      if (kind !== 'silent') trickle = setInterval(() => open && socket.write('a'), TRICKLE_MS);
      resolve({ kind, socket, closed, isOpen: () => open });
    });
  });
}

async function stuckClients(server: TestServer, token: string, companyId: string): Promise<StuckClient[]> {
  const kinds: Kind[] = ['silent', 'headers', 'body'];
  const clients: StuckClient[] = [];
  // Opened in groups, as a listen backlog of a busy machine would refuse a burst of hundreds at once.
  for (const kind of kinds) {
    for (let i = 0; i < PER_KIND; i += 25) {
      clients.push(...(await Promise.all(Array.from({ length: 25 }, () => stuckClient(server.url, kind, token, companyId)))));
    }
  }
  return clients;
}

function connectionCount(server: TestServer): Promise<number> {
  const http = server.server.app.server;
  return new Promise((resolve, reject) => http.getConnections((error, count) => (error ? reject(error) : resolve(count))));
}

for (const dialect of DIALECTS) {
  describe(`slow and stuck clients [${dialect.name}]`, { skip: dialect.skip }, () => {
    describe('beside normal traffic', () => {
      let server: TestServer;
      before(async () => {
        // A request timeout far longer than the test: every stuck client stays open throughout.
        server = await startTestServer(dialect, { role: 'api', env: { HTTP_REQUEST_TIMEOUT_MS: '600000' } });
      });
      after(() => server?.close());

      it(`answers other clients while ${3 * PER_KIND} connections are silent or trickle headers and bodies`, async () => {
        const ws = await server.createWorkspace();
        const clients = await stuckClients(server, ws.token, ws.company.id);
        try {
          // Every one of them accepted by the server, not only queued in the kernel's backlog.
          await eventually(async () => (await connectionCount(server)) >= clients.length, 30_000, 'all connections accepted');
          const base = `/v3/company/${ws.company.id}`;
          for (let i = 0; i < NORMAL_REQUESTS; i++) {
            const res =
              i % 5 === 0
                ? await server.post(`${base}/positions`, { token: ws.token, body: { name: `Beside the slow ${i}` } })
                : await server.get(`${base}/positions`, { token: ws.token });
            assert.ok(res.status === 200 || res.status === 201, `${res.status} ${res.text}`);
          }
          const positions = (await server.get(`${base}/positions`, { token: ws.token })).body;
          assert.equal(positions.length, NORMAL_REQUESTS / 5);
          // None of them was cut off or answered to make room for the others.
          assert.deepEqual(
            clients.filter((client) => !client.isOpen()).map((client) => client.kind),
            [],
          );
        } finally {
          for (const client of clients) client.socket.destroy();
        }
      });
    });

    describe('with short timeouts', () => {
      const TIMEOUT_MS = 1_000;
      let server: TestServer;
      before(async () => {
        server = await startTestServer(dialect, {
          role: 'api',
          env: { HTTP_REQUEST_TIMEOUT_MS: String(TIMEOUT_MS), HTTP_KEEP_ALIVE_TIMEOUT_MS: String(TIMEOUT_MS) },
        });
      });
      after(() => server?.close());

      it('closes every stuck connection, answering 408 in the Error shape where a request had begun, and stores nothing', async () => {
        const ws = await server.createWorkspace();
        const base = `/v3/company/${ws.company.id}`;
        const clients = await stuckClients(server, ws.token, ws.company.id);
        const answers = await Promise.all(clients.map((client) => client.closed));
        for (const [i, raw] of answers.entries()) {
          const { kind } = clients[i]!;
          const response = parseResponse(raw);
          // A connection that never sent a byte may just be closed: there is no request to answer.
          if (kind === 'silent' && raw.length === 0) continue;
          assert.equal(response.status, 408, `${kind}: ${raw.toString('latin1').slice(0, 200)}`);
          assertErrorShape(JSON.parse(response.body), 'requestTimeout');
        }
        assert.deepEqual((await server.get(`${base}/positions`, { token: ws.token })).body, []);
        assert.equal((await server.get('/v3/health')).status, 200);
      });

      it('serves several requests on a kept-alive connection, then closes it once idle', async () => {
        const { hostname, port } = new URL(server.url);
        const socket = net.connect(Number(port), hostname);
        const received: Buffer[] = [];
        const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
        socket.on('data', (chunk) => received.push(chunk));
        const answered = (count: number) =>
          new Promise<void>((resolve) => {
            const check = () => {
              if (Buffer.concat(received).toString('latin1').split('HTTP/1.1 200').length - 1 >= count) {
                socket.off('data', check);
                resolve();
              }
            };
            socket.on('data', check);
            check();
          });
        await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
        const request = 'GET /v3/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
        socket.write(request);
        await answered(1);
        socket.write(request);
        await answered(2);
        assert.ok(!socket.destroyed, 'the connection was kept for the second request');
        // Then nothing more: the server ends the idle connection itself.
        await closed;
        assert.equal(Buffer.concat(received).toString('latin1').split('HTTP/1.1 200').length - 1, 2);
      });
    });
  });
}

// Deliveries through an outbound proxy (WEBHOOK_PROXY_URL), a real CONNECT
// proxy on loopback (helpers/connect-proxy.ts):
// - with the address policy on, the worker resolves the receiver's name
//   itself and asks for a tunnel to the checked address, never to the name;
//   TLS in the tunnel still verifies the receiver's certificate for its name,
//   and the request's Host is the name;
// - a name or literal that leads to a private address gets no tunnel at all;
// - the proxy's credentials go in Proxy-Authorization and nowhere in the log;
// - a proxy that refuses the tunnel is an attempt's error, in plain words;
// - with private targets allowed, the proxy resolves the name (CONNECT name:port),
//   and an https:// proxy works the same.
import assert from 'node:assert/strict';
import dns from 'node:dns';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { verifySignature } from '../../packages/receiver/verify-signature.js';
import { ConnectProxy } from '../helpers/connect-proxy.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { attemptsOf, emitEvent, eventually, insertEndpoint } from '../helpers/webhook-fixtures.ts';

/** A public address (example.com's, once), where the test's routes put the receiver. */
const PUBLIC_ADDRESS = '93.184.216.34';
const USER = 'hook-user';
const PASSWORD = 'pr0xy-p@ss';
const CREDENTIALS = `${USER}:${encodeURIComponent(PASSWORD)}`;
const BASIC = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`;

// Test names resolve where the test says, as the receivers' DNS would answer.
const RESOLVES: Record<string, string[]> = {
  'hooks.receiver.test': [PUBLIC_ADDRESS],
  // The same address, but the receiver's certificate is not for this name.
  'other.receiver.test': [PUBLIC_ADDRESS],
  'loopback.receiver.test': ['127.0.0.1'],
  'private.receiver.test': ['10.1.2.3', '192.168.1.1'],
};

const firstAttempt = (server: TestServer, endpointId: string) =>
  eventually(async () => (await attemptsOf(server, endpointId))[0], 10_000, `the attempt of ${endpointId}`);

for (const dialect of DIALECTS) {
  describe(`deliveries through an outbound proxy [${dialect.name}]`, { skip: dialect.skip }, () => {
    const lookup = dns.lookup;
    let receiver: HttpsReceiver;
    before(async () => {
      (dns as { lookup: unknown }).lookup = (hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
        const addresses = RESOLVES[hostname];
        if (!addresses) return (lookup as (...args: unknown[]) => void)(hostname, options, callback);
        const all = addresses.map((address) => ({ address, family: net.isIP(address) }));
        process.nextTick(() => (options.all ? callback(null, all) : callback(null, all[0]!.address, all[0]!.family)));
      };
      receiver = await HttpsReceiver.start();
    });
    after(async () => {
      (dns as { lookup: unknown }).lookup = lookup;
      await receiver?.close();
    });

    describe('with the address policy on', () => {
      let server: TestServer;
      let proxy: ConnectProxy;
      before(async () => {
        proxy = await ConnectProxy.start();
        proxy.routes.set(`${PUBLIC_ADDRESS}:443`, `127.0.0.1:${receiver.port}`);
        proxy.refuse = (target) => (proxy.routes.has(target) ? undefined : 403);
        server = await startTestServer(dialect, {
          env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false', WEBHOOK_PROXY_URL: proxy.url(CREDENTIALS) },
        });
      });
      after(async () => {
        await server?.close();
        await proxy?.close();
      });

      it('opens no tunnel for a name or literal that leads to a private address', async () => {
        const { id: companyId } = await server.createCompany();
        const urls = [
          `https://localhost:${receiver.port}/private`,
          `https://loopback.receiver.test:${receiver.port}/private`,
          'https://private.receiver.test/private',
          `https://127.0.0.1:${receiver.port}/private`,
          `https://[::1]:${receiver.port}/private`,
        ];
        const endpoints = [];
        for (const url of urls) endpoints.push(await insertEndpoint(server, companyId, { url }));
        await emitEvent(server, companyId);
        for (const [i, endpoint] of endpoints.entries()) {
          const attempt = await firstAttempt(server, endpoint.id);
          assert.match(
            attempt.error ?? '',
            /: a (loopback|private) address \(WEBHOOK_ALLOW_PRIVATE_TARGETS=true allows it\)/,
            `${urls[i]}: ${attempt.error}`,
          );
          // The kind of address, never the address a name resolved to.
          for (const address of RESOLVES[new URL(urls[i]!).hostname] ?? []) assert.ok(!attempt.error!.includes(address), attempt.error!);
          assert.equal(attempt.status_code, null);
        }
        assert.deepEqual(proxy.tunnels, [], 'the proxy was asked for no tunnel');
        assert.equal(receiver.requests.length, 0);
      });

      it("tunnels to the receiver's checked address, verifying it by name, with the proxy's credentials kept out of the log", async () => {
        const { id: companyId } = await server.createCompany();
        const endpoint = await insertEndpoint(server, companyId, { url: 'https://hooks.receiver.test/through' });
        const first = await emitEvent(server, companyId);
        const second = await emitEvent(server, companyId);
        await receiver.waitFor((r) => r.filter((x) => x.path === '/through').length === 2, 10_000, 'both deliveries');
        const through = receiver.requests.filter((r) => r.path === '/through');
        assert.deepEqual(
          through.map((r) => r.headers['webhook-id']),
          [first._id, second._id],
        );
        for (const request of through) {
          assert.equal(request.headers.host, 'hooks.receiver.test', 'the Host is the name');
          assert.ok(verifySignature(request.body, request.headers['x-hook-signature'], endpoint.secret));
          assert.equal(request.headers['proxy-authorization'], undefined, 'the credentials stop at the proxy');
        }
        // One tunnel per connection (a second when the first is not yet free again), each to the checked address.
        assert.ok(proxy.tunnels.length >= 1 && proxy.tunnels.length <= 2, `${proxy.tunnels.length} tunnels`);
        for (const tunnel of proxy.tunnels) {
          assert.deepEqual(
            [tunnel.target, tunnel.authorization, tunnel.status],
            [`${PUBLIC_ADDRESS}:443`, BASIC, 200],
            'to the checked address (not the name), with the credentials',
          );
        }
        await eventually(async () => (await attemptsOf(server, endpoint.id)).length === 2, 10_000, 'the outcomes');
        const everything = server.logs.join('');
        for (const secret of [PASSWORD, encodeURIComponent(PASSWORD), BASIC.slice('Basic '.length), CREDENTIALS]) {
          assert.ok(!everything.includes(secret), `the log holds ${secret}`);
        }
      });

      it("refuses a receiver whose certificate is not for the endpoint's name, inside the tunnel too", async () => {
        const { id: companyId } = await server.createCompany();
        const endpoint = await insertEndpoint(server, companyId, { url: 'https://other.receiver.test/wrong-name' });
        await emitEvent(server, companyId);
        const attempt = await firstAttempt(server, endpoint.id);
        assert.match(attempt.error ?? '', /^TLS certificate refused \(ERR_TLS_CERT_ALTNAME_INVALID\): .*other\.receiver\.test/);
        assert.equal(receiver.requests.filter((r) => r.path === '/wrong-name').length, 0);
      });

      it('records a tunnel the proxy refuses as the attempt error, in plain words', async () => {
        const { id: companyId } = await server.createCompany();
        const endpoint = await insertEndpoint(server, companyId, { url: 'https://hooks.receiver.test:8443/refused' });
        await emitEvent(server, companyId);
        const attempt = await firstAttempt(server, endpoint.id);
        assert.equal(attempt.error, 'the outbound proxy refused the tunnel: HTTP 403');
        assert.deepEqual(proxy.tunnels.at(-1), { target: `${PUBLIC_ADDRESS}:8443`, authorization: BASIC, status: 403 });
        assert.ok(!server.logs.join('').includes(PASSWORD));
      });
    });

    describe('with private targets allowed, through an https:// proxy', () => {
      let server: TestServer;
      let proxy: ConnectProxy;
      before(async () => {
        proxy = await ConnectProxy.start({ tls: true });
        server = await startTestServer(dialect, { env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_PROXY_URL: proxy.url() } });
      });
      after(async () => {
        await server?.close();
        await proxy?.close();
      });

      it('lets the proxy resolve the name: there is no policy to check', async () => {
        const { id: companyId } = await server.createCompany();
        const endpoint = await insertEndpoint(server, companyId, { url: `https://localhost:${receiver.port}/named` });
        const event = await emitEvent(server, companyId);
        await receiver.waitFor((r) => r.some((x) => x.path === '/named'), 10_000, 'the delivery');
        assert.equal(receiver.requests.find((r) => r.path === '/named')?.headers['webhook-id'], event._id);
        assert.deepEqual(
          proxy.tunnels.map((t) => [t.target, t.authorization, t.status]),
          [[`localhost:${receiver.port}`, undefined, 200]],
        );
        const [attempt] = await eventually(async () => {
          const rows = await attemptsOf(server, endpoint.id);
          return rows.length > 0 ? rows : undefined;
        });
        assert.equal(attempt!.status_code, 200);
      });
    });
  });
}

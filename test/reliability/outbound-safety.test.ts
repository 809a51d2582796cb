// Webhook URLs are chosen by API clients, so the sender must never become a
// way into its own network. By default (WEBHOOK_ALLOW_PRIVATE_TARGETS unset):
// - create and update refuse every spelling of a private or reserved IP
//   literal, and localhost names, before anything is stored;
// - at connect time, every address a name resolves to is checked, and so is
//   the address actually connected to, so a name that resolves to loopback
//   (or to the cloud metadata address) gets no connection at all.
import assert from 'node:assert/strict';
import dns from 'node:dns';
import net from 'node:net';
import os from 'node:os';
import tls from 'node:tls';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { attemptsOf, emitEvent, eventually, insertEndpoint } from '../helpers/webhook-fixtures.ts';
import { report } from './support.ts';

/** Private and reserved targets, in the forms a URL can spell them. */
const FORBIDDEN_URLS = [
  // loopback, every way
  'https://127.0.0.1/',
  'https://127.0.0.1:8443/hooks',
  'https://127.1/',
  'https://127.255.255.254/',
  'https://127.0.0.1./',
  'https://2130706433/', // decimal
  'https://0x7f000001/', // hex
  'https://0177.0.0.1/', // octal
  'https://0177.1/',
  'https://017700000001/',
  'https://%31%32%37.0.0.1/', // percent-encoded digits
  'https://localhost/',
  'https://LOCALHOST.:8443/',
  'https://hooks.localhost/',
  'https://[::1]/',
  'https://[0:0:0:0:0:0:0:1]/',
  'https://[::ffff:127.0.0.1]/',
  'https://[::ffff:7f00:1]/',
  'https://[::127.0.0.1]/',
  // "this host"
  'https://0.0.0.0/',
  'https://0/',
  'https://[::]/',
  // link-local and cloud metadata
  'https://169.254.169.254/latest/meta-data/',
  'https://2852039166/',
  'https://0251.0376.0251.0376/',
  'https://[::ffff:169.254.169.254]/',
  'https://[fe80::1]/',
  // private ranges, at their edges
  'https://10.0.0.1/',
  'https://10.255.255.255/',
  'https://012.1.2.3/',
  'https://172.16.0.1/',
  'https://172.31.255.254/',
  'https://192.168.0.1/',
  'https://192.168.255.255/',
  'https://0xc0a80001/',
  'https://[::ffff:192.168.1.1]/',
  // shared address space (carrier-grade NAT)
  'https://100.64.0.1/',
  'https://100.127.255.254/',
  // unique local IPv6 (fc00::/7)
  'https://[fc00::1]/',
  'https://[fd12:3456:789a::1]/',
  'https://[fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff]/',
];

/** Just outside those ranges, and ordinary names: accepted (names are checked when connecting). */
const ALLOWED_URLS = [
  'https://172.15.255.255/',
  'https://172.32.0.1/',
  'https://100.63.255.255/',
  'https://100.128.0.1/',
  'https://192.169.0.1/',
  'https://11.0.0.1/',
  'https://[2606:4700:4700::1111]/',
  'https://hooks.example.com/x',
  'https://localhost.example.com/',
];

for (const dialect of DIALECTS) {
  describe(`outbound safety: create and update [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect, { role: 'api', env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' } });
    });
    after(() => server?.close());

    it(`refuses ${FORBIDDEN_URLS.length} spellings of private and reserved targets on create, update and legacy import`, async () => {
      const ws = await server.createWorkspace();
      const base = `/v3/company/${ws.company.id}`;
      const existing = await server.post(`${base}/webhook_endpoints`, {
        token: ws.token,
        body: { url: 'https://hooks.example.com/', events: ['candidateAdded'] },
      });
      assert.equal(existing.status, 201, existing.text);
      for (const url of FORBIDDEN_URLS) {
        const created = await server.post(`${base}/webhook_endpoints`, { token: ws.token, body: { url, events: ['candidateAdded'] } });
        assert.equal(created.status, 400, `create ${url}: ${created.text}`);
        assert.equal(created.body.error.type, 'forbiddenUrlTarget', `create ${url}`);
        const updated = await server.put(`${base}/webhook_endpoint/${existing.body.id}`, { token: ws.token, body: { url } });
        assert.equal(updated.status, 400, `update ${url}: ${updated.text}`);
        assert.equal(updated.body.error.type, 'forbiddenUrlTarget', `update ${url}`);
        await assert.rejects(
          server.services.webhookEndpoints.importLegacy({ companyId: ws.company.id, url, events: ['candidateAdded'] }),
          (error: { type?: string }) => error.type === 'forbiddenUrlTarget',
          `legacy import ${url}`,
        );
      }
      const rows = await server.services.storage.db
        .selectFrom('webhook_endpoints')
        .select('url')
        .where('company_id', '=', ws.company.id)
        .execute();
      assert.deepEqual(
        rows.map((r) => r.url),
        ['https://hooks.example.com/'],
        'nothing refused was stored, and the update changed nothing',
      );
      for (const url of ALLOWED_URLS) {
        const updated = await server.put(`${base}/webhook_endpoint/${existing.body.id}`, { token: ws.token, body: { url } });
        assert.equal(updated.status, 200, `update to ${url}: ${updated.text}`);
      }
      report(`outbound safety create/update ${dialect.name}`, { refusedForms: FORBIDDEN_URLS.length, acceptedForms: ALLOWED_URLS.length });
    });
  });

  describe(`outbound safety: at connect time [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let receiver: HttpsReceiver;
    /** Where public.rebind.test's connection really lands. */
    let elsewhere: HttpsReceiver;
    const lookup = dns.lookup;
    const tlsConnect = tls.connect;

    // Test names resolve where the test says, as an attacker's DNS would answer.
    const RESOLVES: Record<string, string[]> = {
      'loopback.rebind.test': ['127.0.0.1'],
      'loopback6.rebind.test': ['::1'],
      'mapped.rebind.test': ['::ffff:127.0.0.1'],
      'zero.rebind.test': ['0.0.0.0'],
      'metadata.rebind.test': ['169.254.169.254'],
      'private.rebind.test': ['10.1.2.3', '192.168.1.1', '172.16.5.4'],
      'cgnat.rebind.test': ['100.64.1.1'],
      'ula.rebind.test': ['fd00::1'],
      // Resolves to a public address, but the connection ends up on loopback (see below).
      'public.rebind.test': ['93.184.216.34'],
    };
    /** What each refusal says the target is. */
    const KIND: Record<string, RegExp> = {
      'loopback.rebind.test': /: a loopback address \(WEBHOOK_ALLOW_PRIVATE_TARGETS=true allows it\)$/,
      'loopback6.rebind.test': /: a loopback address /,
      'mapped.rebind.test': /: a loopback address /,
      'zero.rebind.test': /: an unspecified address /,
      'metadata.rebind.test': /: a link-local address /,
      'private.rebind.test': /: a private address /,
      'cgnat.rebind.test': /: a shared \(carrier-grade NAT\) address /,
      'ula.rebind.test': /: a private address /,
      localhost: /: a loopback address /,
      '127.0.0.1': /refused to connect to 127\.0\.0\.1: a loopback address /,
    };

    before(async () => {
      (dns as { lookup: unknown }).lookup = (hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
        const addresses = RESOLVES[hostname];
        if (!addresses) return (lookup as (...args: unknown[]) => void)(hostname, options, callback);
        const all = addresses.map((address) => ({ address, family: net.isIP(address) }));
        process.nextTick(() => (options.all ? callback(null, all) : callback(null, all[0]!.address, all[0]!.family)));
      };
      // What DNS rebinding between the check and the connect, or a network that
      // routes a public address to this host, would do: the TCP connection lands
      // on loopback although the name resolved to a public address. The
      // certificate is valid for the name there, so only the peer address check can stop it.
      (tls as { connect: unknown }).connect = (options: tls.ConnectionOptions, ...rest: unknown[]) => {
        if (options?.servername === 'public.rebind.test') {
          const redirected = { ...options, host: '127.0.0.1', port: elsewhere.port, servername: 'localhost', lookup: undefined };
          return (tlsConnect as (...args: unknown[]) => tls.TLSSocket)(redirected, ...rest);
        }
        return (tlsConnect as (...args: unknown[]) => tls.TLSSocket)(options, ...rest);
      };
      // '::' takes every loopback form: 127.0.0.1, ::1, ::ffff:127.0.0.1 and 0.0.0.0.
      receiver = await HttpsReceiver.start('trusted', { host: '::' });
      elsewhere = await HttpsReceiver.start();
      server = await startTestServer(dialect, {
        realClock: true,
        env: {
          WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false',
          WEBHOOK_RETRY_BASE_MS: '60000',
          WEBHOOK_RETRY_MAX_MS: '60000',
          WEBHOOK_TIMEOUT_MS: '3000',
        },
      });
    });
    after(async () => {
      (dns as { lookup: unknown }).lookup = lookup;
      (tls as { connect: unknown }).connect = tlsConnect;
      await server?.close();
      await receiver?.close();
      await elsewhere?.close();
    });

    it('opens no connection to a name or stored literal that leads to a private or reserved address', async () => {
      const port = receiver.port;
      const hostname = os.hostname();
      const hostnameIsLoopback = await new Promise<boolean>((resolve) =>
        lookup(hostname, { all: true }, (error, addresses) =>
          resolve(!error && addresses.length > 0 && addresses.every((a) => /^127\.|^::1$/.test(a.address))),
        ),
      );
      const names = [
        'localhost',
        ...(hostnameIsLoopback ? [hostname] : []),
        ...Object.keys(RESOLVES).filter((name) => name !== 'public.rebind.test'),
      ];
      // Stored directly: endpoints saved while private targets were allowed, or
      // edited in the database, must still be refused when sending.
      const literals = ['127.0.0.1', '[::1]', '[::ffff:127.0.0.1]', '0.0.0.0', '2130706433', '0177.0.0.1', '[::]'];
      const company = await server.createCompany();
      const endpoints = new Map<string, string>();
      for (const host of [...names, ...literals]) {
        endpoints.set(host, (await insertEndpoint(server, company.id, { url: `https://${host}:${port}/${encodeURIComponent(host)}` })).id);
      }
      const rebound = (await insertEndpoint(server, company.id, { url: 'https://public.rebind.test/rebound' })).id;
      await emitEvent(server, company.id);

      for (const [host, id] of endpoints) {
        const [attempt] = await eventually(
          async () => {
            const rows = await attemptsOf(server, id);
            return rows.length > 0 ? rows : undefined;
          },
          10_000,
          `the attempt to ${host}`,
        );
        // The kind of address, never the address a name resolved to (which would map internal DNS).
        assert.match(attempt!.error ?? '', KIND[host] ?? /refused to connect to .*: an? [a-z-]+ address/, `${host}: ${attempt!.error}`);
        for (const address of RESOLVES[host] ?? []) assert.ok(!attempt!.error!.includes(address), `${host}: ${attempt!.error}`);
        assert.equal(attempt!.status_code, null);
      }
      const [reboundAttempt] = await eventually(
        async () => {
          const rows = await attemptsOf(server, rebound);
          return rows.length > 0 ? rows : undefined;
        },
        10_000,
        'the attempt to public.rebind.test',
      );
      // Refused on the peer address, after the connection was made but before any request went over it.
      assert.equal(
        reboundAttempt!.error,
        'ERR_FORBIDDEN_TARGET: refused to connect to public.rebind.test: a loopback address (WEBHOOK_ALLOW_PRIVATE_TARGETS=true allows it)',
      );
      assert.equal(receiver.connections, 0, 'names and literals were refused before connecting');
      assert.ok(elsewhere.connections > 0, 'the rebound connection was made');
      assert.equal(elsewhere.requests.length, 0, 'but no request went over it');
      report(`outbound safety connect ${dialect.name}`, {
        refusedBeforeConnecting: [...endpoints.keys()],
        refusedOnPeerAddress: 'public.rebind.test (resolved 93.184.216.34, connected to 127.0.0.1)',
        connectionsToLoopback: receiver.connections,
        requestsOverReboundConnection: elsewhere.requests.length,
      });
    });
  });
}

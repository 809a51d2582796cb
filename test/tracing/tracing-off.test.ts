// Tracing off, or spans sampled out: the real server, an OTLP/HTTP receiver
// started here (helpers/otlp-collector.ts) and a real HTTPS webhook receiver.
// Off (no OTEL_* variable, or OTEL_SDK_DISABLED=true, or
// OTEL_TRACES_EXPORTER=none whatever endpoint is named), nothing is exported,
// no delivery carries a traceparent, not even for a request that came with
// one, and a `serve` process never loads the OpenTelemetry SDK. On but
// sampled out (OTEL_TRACES_SAMPLER=always_off, or a caller's traceparent
// with the sampled flag off under the default parent-based sampler), nothing
// is exported and deliveries carry no traceparent either.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ChildServer, openServices } from '../helpers/child-server.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { OtlpCollector } from '../helpers/otlp-collector.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { deliveriesSettled, insertEndpoint, insertEndpointRow } from '../helpers/webhook-fixtures.ts';

const CALLER_SAMPLED = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
const CALLER_NOT_SAMPLED = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00';

for (const dialect of DIALECTS) {
  describe(`tracing off, or sampled out [${dialect.name}]`, { skip: dialect.skip }, () => {
    let receiver: HttpsReceiver;
    let collector: OtlpCollector;
    before(async () => {
      receiver = await HttpsReceiver.start();
      collector = await OtlpCollector.start();
    });
    after(async () => {
      await receiver?.close();
      await collector?.close();
    });

    /**
     * Starts a server with `env`, adds a position (the request carrying
     * `traceparent`), waits for the delivery of its event and stops the
     * server (which would export any batched span); gives the delivery's
     * headers and the stored event's traceparent.
     */
    async function deliverOnce(name: string, env: Record<string, string>, traceparent: string) {
      const server = await startTestServer(dialect, { env: { ...env, OTEL_SERVICE_NAME: name } });
      const hookPath = `/${name}-${dialect.name}`;
      try {
        const { company, token } = await server.createWorkspace();
        await insertEndpoint(server, company.id, { url: receiver.url(hookPath), events: ['companyPositionAdded'] });
        const response = await server.post(`/v3/company/${company.id}/positions`, {
          token,
          body: { name: 'Untraced Engineer' },
          headers: { traceparent },
        });
        assert.equal(response.status, 200);
        const delivery = (await receiver.waitFor((r) => r.some((x) => x.path === hookPath), 10_000, 'the delivery')).find(
          (x) => x.path === hookPath,
        )!;
        await deliveriesSettled(server.services);
        const event = await server.services.storage.db
          .selectFrom('events')
          .select('traceparent')
          .where('id', '=', delivery.headers['webhook-id']!)
          .executeTakeFirstOrThrow();
        return { headers: delivery.headers, storedTraceparent: event.traceparent };
      } finally {
        await server.close();
      }
    }

    const exportedBy = (name: string) => collector.spans.filter((span) => span.resource['service.name'] === name);

    it('without any OTEL_* variable: no traceparent sent, none stored, even for a request that came with one', async () => {
      const { headers, storedTraceparent } = await deliverOnce('untraced', {}, CALLER_SAMPLED);
      assert.equal(headers.traceparent, undefined);
      assert.equal(headers.tracestate, undefined);
      assert.equal(storedTraceparent, null);
      assert.ok(headers['webhook-signature'], 'a signed delivery all the same');
    });

    for (const [what, env] of [
      ['OTEL_SDK_DISABLED=true', { OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'otlp' }],
      ['OTEL_TRACES_EXPORTER=none', { OTEL_TRACES_EXPORTER: 'none' }],
    ] as const) {
      it(`with an endpoint named but ${what}: nothing exported, no traceparent sent`, async () => {
        const name = `off-${what.split('=')[0]!.toLowerCase()}`;
        const { headers, storedTraceparent } = await deliverOnce(
          name,
          { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' },
          CALLER_SAMPLED,
        );
        assert.equal(headers.traceparent, undefined);
        assert.equal(storedTraceparent, null);
        assert.deepEqual(exportedBy(name), []);
      });
    }

    it('sampled out by OTEL_TRACES_SAMPLER=always_off: nothing exported, no traceparent sent', async () => {
      const name = 'sampled-out';
      const { headers, storedTraceparent } = await deliverOnce(
        name,
        { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_TRACES_SAMPLER: 'always_off' },
        CALLER_SAMPLED,
      );
      assert.equal(headers.traceparent, undefined);
      // The decision is stored with the event (the sampled flag off), for the attempts to follow.
      assert.match(storedTraceparent ?? '', /^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
      assert.deepEqual(exportedBy(name), []);
    });

    it("sampled out by the caller's traceparent (its sampled flag off) under the default sampler: nothing exported, no traceparent sent", async () => {
      const name = 'caller-sampled-out';
      const { headers, storedTraceparent } = await deliverOnce(
        name,
        { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' },
        CALLER_NOT_SAMPLED,
      );
      assert.equal(headers.traceparent, undefined);
      assert.match(storedTraceparent ?? '', /^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-00$/, "in the caller's trace, not sampled");
      assert.deepEqual(exportedBy(name), []);
    });
  });
}

describe('a serve process with tracing off', () => {
  const sqlite = DIALECTS.find((d) => d.name === 'sqlite')!;
  it('loads none of the OpenTelemetry SDK while it serves a request and delivers its event', { skip: sqlite.skip }, async () => {
    const receiver = await HttpsReceiver.start();
    const database = await sqlite.createDatabase();
    // Preloaded into the server process: at exit, it names every module of an
    // @opentelemetry package it loaded but the API's, which prom-client loads
    // for itself (the API alone does nothing: no provider, no hook).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-otel-'));
    const preload = path.join(dir, 'report-modules.mjs');
    fs.writeFileSync(
      preload,
      [
        "import { createRequire } from 'node:module';",
        'const loaded = createRequire(import.meta.url).cache;',
        "process.on('exit', () => process.stderr.write('opentelemetry modules: ' + JSON.stringify(Object.keys(loaded).filter((name) => name.includes('/@opentelemetry/') && !name.includes('/@opentelemetry/api/'))) + '\\n'));",
      ].join('\n'),
    );
    const services = await openServices(database);
    const child = ChildServer.start(database, {
      role: 'all',
      env: { NODE_OPTIONS: `--import=${preload}`, OTEL_SERVICE_NAME: 'named-but-off' },
    });
    try {
      const company = await services.companies.create({ name: 'Off Co', plan: 'pro' });
      const user = await services.users.create({ email: 'off@example.com', password: 'correct horse battery', name: 'Off' });
      await services.companies.addMember(company._id, user._id);
      const { token } = await services.auth.createPersonalAccessToken(user._id, 'off');
      await insertEndpointRow(services, company._id, { url: receiver.url('/off'), events: ['companyPositionAdded'] });
      await child.ready();
      const response = await fetch(`${child.url}/v3/company/${company._id}/positions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', traceparent: CALLER_SAMPLED },
        body: JSON.stringify({ name: 'Untraced Engineer' }),
      });
      assert.equal(response.status, 200);
      const [delivery] = await receiver.waitFor((r) => r.length > 0, 30_000, 'the delivery');
      assert.equal(delivery!.headers.traceparent, undefined);
      assert.equal(await child.kill('SIGTERM'), 0);
    } finally {
      if (child.child.exitCode === null) await child.kill('SIGKILL');
      await services.closeAll();
      await receiver.close();
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const report = /opentelemetry modules: (.*)/.exec(child.output);
    assert.ok(report, `the preload's report; output: ${child.output.slice(-2000)}`);
    assert.deepEqual(JSON.parse(report[1]!), []);
  });
});

// OpenTelemetry tracing, black box: the real server with tracing turned on by
// the OTEL_* variables, exporting to an OTLP/HTTP receiver started here
// (helpers/otlp-collector.ts), a real API request whose event is delivered to
// a real HTTPS receiver. The span tree: the request's server span, the
// outbox write as its child, the delivery attempt as the outbox span's child
// (so in the request's trace), and the delivery's `traceparent` header
// naming the attempt's span; every retry is a span of its own there too,
// and concurrent requests (whose SQLite writes are committed in groups) each
// get their own event's span. The attempt's span is made from the
// traceparent stored with the event, so a worker in another process, started
// after the request, continues the trace; and the spans batched in a process
// are exported when it stops on SIGTERM, even when no collector answers.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { ChildServer, openServices } from '../helpers/child-server.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { HttpsReceiver, type ReceivedRequest } from '../helpers/https-receiver.ts';
import { OtlpCollector, SPAN_KIND, STATUS_ERROR, type ExportedSpan } from '../helpers/otlp-collector.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { deliveriesSettled, emitEvent, insertEndpoint } from '../helpers/webhook-fixtures.ts';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;
const POSITIONS_ROUTE = 'POST /v3/company/:company_id/positions';

/** A Pro company with a member's PAT and an endpoint at `path` of the receiver that takes companyPositionAdded. */
async function workspaceWithEndpoint(server: TestServer, receiver: HttpsReceiver, path: string) {
  const { company, token } = await server.createWorkspace();
  await insertEndpoint(server, company.id, { url: receiver.url(path), events: ['companyPositionAdded'] });
  return { company, token };
}

/** The one span that `check` finds, failing with what there is when there is not exactly one. */
function onlySpan(spans: ExportedSpan[], what: string, check: (span: ExportedSpan) => boolean): ExportedSpan {
  const found = spans.filter(check);
  assert.equal(found.length, 1, `one ${what}; spans: ${JSON.stringify(spans.map((s) => [s.name, s.traceId, s.spanId, s.parentSpanId]))}`);
  return found[0]!;
}

/**
 * Checks the tree of one request that added a position and the delivery of its
 * event, and gives its three spans. `parent`: the caller's span, when the
 * request carried a traceparent.
 */
function checkSpanTree(
  spans: ExportedSpan[],
  delivery: ReceivedRequest,
  eventId: string,
  requestId: string,
  parent?: { traceId: string; spanId: string },
) {
  const request = onlySpan(spans, 'request span', (s) => s.attributes['http.response.header.x-request-id']?.toString() === requestId);
  assert.equal(request.name, POSITIONS_ROUTE);
  assert.equal(request.kind, SPAN_KIND.server);
  assert.equal(request.attributes['http.route'], '/v3/company/:company_id/positions');
  assert.equal(request.attributes['http.request.method'], 'POST');
  assert.equal(request.attributes['http.response.status_code'], 200);
  if (parent) {
    assert.equal(request.traceId, parent.traceId, "the request continues its caller's trace");
    assert.equal(request.parentSpanId, parent.spanId);
  } else {
    assert.equal(request.parentSpanId, '', 'a request without a traceparent starts a trace');
  }

  const outbox = onlySpan(spans, 'outbox span', (s) => s.attributes['webhook.event.id'] === eventId && s.name.startsWith('outbox'));
  assert.equal(outbox.name, 'outbox companyPositionAdded');
  assert.equal(outbox.kind, SPAN_KIND.producer);
  assert.deepEqual(
    [outbox.traceId, outbox.parentSpanId],
    [request.traceId, request.spanId],
    "the outbox write is a child of the request's span",
  );
  assert.equal(outbox.attributes['webhook.deliveries.queued'], 1);

  const attempt = onlySpan(
    spans,
    'attempt span',
    (s) => s.attributes['webhook.event.id'] === eventId && s.name === 'webhook delivery attempt',
  );
  assert.equal(attempt.kind, SPAN_KIND.client);
  assert.deepEqual(
    [attempt.traceId, attempt.parentSpanId],
    [request.traceId, outbox.spanId],
    "the attempt is a child of the event's outbox span",
  );
  assert.equal(attempt.attributes['webhook.attempt'], 1);
  assert.equal(attempt.attributes['webhook.outcome'], 'succeeded');
  assert.equal(attempt.attributes['http.response.status_code'], 200);
  assert.equal(attempt.attributes['server.address'], '127.0.0.1');

  const header = TRACEPARENT.exec(delivery.headers.traceparent ?? '');
  assert.ok(header, `a sampled traceparent header, got ${delivery.headers.traceparent}`);
  assert.deepEqual([header[1], header[2]], [attempt.traceId, attempt.spanId], "the delivery's traceparent names the attempt's span");
  return { request, outbox, attempt };
}

for (const dialect of DIALECTS) {
  describe(`tracing with OpenTelemetry [${dialect.name}]`, { skip: dialect.skip }, () => {
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

    it("makes a request, its outbox write and the delivery attempt one trace, named by the delivery's traceparent (OTLP JSON)", async () => {
      const server = await startTestServer(dialect, {
        env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_SERVICE_NAME: 'hiring-api' },
      });
      let delivery: ReceivedRequest;
      let response;
      try {
        const { company, token } = await workspaceWithEndpoint(server, receiver, `/json-${dialect.name}`);
        response = await server.post(`/v3/company/${company.id}/positions`, { token, body: { name: 'Traced Engineer' } });
        assert.equal(response.status, 200);
        [delivery] = (await receiver.waitFor((r) => r.some((x) => x.path === `/json-${dialect.name}`), 10_000, 'the delivery')).filter(
          (x) => x.path === `/json-${dialect.name}`,
        ) as [ReceivedRequest];
        // The attempt's span ends when its outcome is known; its delivery is then stored as succeeded.
        await deliveriesSettled(server.services);
      } finally {
        // Stopping exports what is still batched.
        await server.close();
      }
      const eventId = delivery.headers['webhook-id']!;
      const spans = collector.spans.filter((s) => s.resource['service.name'] === 'hiring-api');
      assert.ok(
        collector.contentTypes.every((type) => type.startsWith('application/json')),
        `JSON exports: ${collector.contentTypes.join(', ')}`,
      );
      checkSpanTree(spans, delivery, eventId, response.headers.get('x-request-id')!);
    });

    it("continues a caller's trace from its traceparent, and exports protobuf by default", async () => {
      const server = await startTestServer(dialect, {
        env: { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${collector.url}/v1/traces`, OTEL_SERVICE_NAME: 'hiring-api-proto' },
      });
      const caller = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' };
      let delivery: ReceivedRequest;
      let response;
      const exportsBefore = collector.contentTypes.length;
      try {
        const { company, token } = await workspaceWithEndpoint(server, receiver, `/proto-${dialect.name}`);
        response = await server.post(`/v3/company/${company.id}/positions`, {
          token,
          body: { name: 'Traced Engineer' },
          headers: { traceparent: `00-${caller.traceId}-${caller.spanId}-01`, 'x-request-id': `traced-${dialect.name}` },
        });
        assert.equal(response.status, 200);
        [delivery] = (await receiver.waitFor((r) => r.some((x) => x.path === `/proto-${dialect.name}`), 10_000, 'the delivery')).filter(
          (x) => x.path === `/proto-${dialect.name}`,
        ) as [ReceivedRequest];
        await deliveriesSettled(server.services);
      } finally {
        await server.close();
      }
      assert.ok(collector.contentTypes.length > exportsBefore, 'exported');
      assert.ok(
        collector.contentTypes.slice(exportsBefore).every((type) => type === 'application/x-protobuf'),
        `protobuf exports: ${collector.contentTypes.slice(exportsBefore).join(', ')}`,
      );
      const spans = collector.spans.filter((s) => s.resource['service.name'] === 'hiring-api-proto');
      const { attempt } = checkSpanTree(spans, delivery, delivery.headers['webhook-id']!, `traced-${dialect.name}`, caller);
      assert.equal(attempt.traceId, caller.traceId, "the receiver joins the caller's trace");
    });

    it('makes every attempt of a retried delivery a span under the same outbox span, each sent as its own traceparent', async () => {
      const server = await startTestServer(dialect, {
        realClock: true,
        env: {
          OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
          OTEL_SERVICE_NAME: 'hiring-retries',
          WEBHOOK_RETRY_BASE_MS: '20',
          WEBHOOK_RETRY_MAX_MS: '40',
        },
      });
      const path = `/retried-${dialect.name}`;
      // The first attempt fails, the second succeeds.
      const behave = receiver.behave;
      receiver.behave = (request, index) =>
        request.path === path && receiver.requests.filter((r) => r.path === path).length === 1 ? { status: 500 } : behave(request, index);
      let deliveries: ReceivedRequest[];
      try {
        const { company, token } = await workspaceWithEndpoint(server, receiver, path);
        assert.equal((await server.post(`/v3/company/${company.id}/positions`, { token, body: { name: 'Retried' } })).status, 200);
        deliveries = (await receiver.waitFor((r) => r.filter((x) => x.path === path).length === 2, 10_000, 'two attempts')).filter(
          (x) => x.path === path,
        );
        await deliveriesSettled(server.services);
      } finally {
        receiver.behave = behave;
        await server.close();
      }
      const spans = collector.spans.filter((s) => s.resource['service.name'] === 'hiring-retries');
      const outbox = onlySpan(spans, 'outbox span', (s) => s.kind === SPAN_KIND.producer);
      const attempts = spans
        .filter((s) => s.kind === SPAN_KIND.client)
        .sort((a, b) => Number(a.attributes['webhook.attempt']) - Number(b.attributes['webhook.attempt']));
      assert.deepEqual(
        attempts.map((a) => [
          a.attributes['webhook.attempt'],
          a.attributes['webhook.outcome'],
          a.attributes['http.response.status_code'],
          a.status.code,
        ]),
        [
          [1, 'retry', 500, STATUS_ERROR],
          [2, 'succeeded', 200, 0],
        ],
      );
      for (const [i, attempt] of attempts.entries()) {
        assert.deepEqual([attempt.traceId, attempt.parentSpanId], [outbox.traceId, outbox.spanId]);
        assert.equal(deliveries[i]!.headers.traceparent, `00-${attempt.traceId}-${attempt.spanId}-01`, `attempt ${i + 1}'s own span`);
      }
    });

    it('starts a trace of its own for the attempt of an event recorded with tracing off', async () => {
      const server = await startTestServer(dialect, {
        env: {
          OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
          OTEL_SERVICE_NAME: 'hiring-untraced-event',
        },
      });
      const path = `/untraced-event-${dialect.name}`;
      let delivery: ReceivedRequest;
      try {
        const company = await server.createCompany();
        await insertEndpoint(server, company.id, { url: receiver.url(path) });
        // Through the outbox without a traceparent, as a process with tracing off records it.
        await emitEvent(server, company.id);
        delivery = (await receiver.waitFor((r) => r.some((x) => x.path === path), 10_000, 'the delivery')).find((x) => x.path === path)!;
        await deliveriesSettled(server.services);
      } finally {
        await server.close();
      }
      const spans = collector.spans.filter((s) => s.resource['service.name'] === 'hiring-untraced-event');
      const attempt = onlySpan(spans, 'attempt span', (s) => s.kind === SPAN_KIND.client);
      assert.equal(attempt.parentSpanId, '', 'a root span');
      assert.equal(delivery.headers.traceparent, `00-${attempt.traceId}-${attempt.spanId}-01`);
    });

    it('gives each of concurrent requests the outbox span of its own event, however the writes are grouped', async () => {
      const server = await startTestServer(dialect, {
        env: {
          OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
          OTEL_SERVICE_NAME: 'hiring-concurrent',
        },
      });
      const callers = Array.from({ length: 12 }, (_, i) => ({ traceId: (i + 1).toString(16).padStart(32, 'a'), spanId: 'b'.repeat(16) }));
      try {
        const { company, token } = await workspaceWithEndpoint(server, receiver, `/concurrent-${dialect.name}`);
        const responses = await Promise.all(
          callers.map((caller, i) =>
            server.post(`/v3/company/${company.id}/positions`, {
              token,
              body: { name: `Concurrent ${i}` },
              headers: { traceparent: `00-${caller.traceId}-${caller.spanId}-01` },
            }),
          ),
        );
        assert.deepEqual(
          responses.map((r) => r.status),
          callers.map(() => 200),
        );
        await receiver.waitFor(
          (r) => r.filter((x) => x.path === `/concurrent-${dialect.name}`).length === callers.length,
          20_000,
          'the deliveries',
        );
        await deliveriesSettled(server.services);
      } finally {
        await server.close();
      }
      const spans = collector.spans.filter((s) => s.resource['service.name'] === 'hiring-concurrent');
      for (const caller of callers) {
        const inTrace = spans.filter((s) => s.traceId === caller.traceId);
        const request = onlySpan(inTrace, `request span of trace ${caller.traceId}`, (s) => s.kind === SPAN_KIND.server);
        const outbox = onlySpan(inTrace, `outbox span of trace ${caller.traceId}`, (s) => s.kind === SPAN_KIND.producer);
        assert.equal(outbox.parentSpanId, request.spanId);
        const attempt = onlySpan(inTrace, `attempt span of trace ${caller.traceId}`, (s) => s.kind === SPAN_KIND.client);
        assert.equal(attempt.parentSpanId, outbox.spanId);
      }
    });

    it('continues the trace in a worker process started after the request, and exports its spans when SIGTERM stops it', async () => {
      const otel = { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' };
      // The API alone: the event waits in the database for a worker.
      const api = await startTestServer(dialect, { role: 'api', env: { ...otel, OTEL_SERVICE_NAME: 'hiring-api-only' } });
      const path = `/worker-${dialect.name}`;
      let response;
      try {
        const { company, token } = await workspaceWithEndpoint(api, receiver, path);
        response = await api.post(`/v3/company/${company.id}/positions`, { token, body: { name: 'Traced Engineer' } });
        assert.equal(response.status, 200);
      } finally {
        await api.server.close();
      }
      assert.equal(receiver.requests.filter((r) => r.path === path).length, 0, 'nothing is sent before a worker runs');
      const worker = ChildServer.start(api.database, {
        role: 'worker',
        // Batches wait far longer than the test: only the shutdown's export can bring the attempt's span.
        env: { ...otel, OTEL_SERVICE_NAME: 'hiring-worker', OTEL_BSP_SCHEDULE_DELAY: '600000' },
      });
      try {
        await worker.ready();
        const [delivery] = (await receiver.waitFor((r) => r.some((x) => x.path === path), 30_000, 'the delivery')).filter(
          (x) => x.path === path,
        ) as [ReceivedRequest];
        const services = await openServices(api.database);
        try {
          await deliveriesSettled(services);
        } finally {
          await services.closeAll();
        }
        assert.equal(
          collector.spans.filter((s) => s.resource['service.name'] === 'hiring-worker').length,
          0,
          'no span exported before the worker stops',
        );
        assert.equal(await worker.kill('SIGTERM'), 0, 'a clean stop');
        const spans = collector.spans.filter((s) => ['hiring-api-only', 'hiring-worker'].includes(String(s.resource['service.name'])));
        const { request, attempt } = checkSpanTree(spans, delivery, delivery.headers['webhook-id']!, response.headers.get('x-request-id')!);
        assert.equal(request.resource['service.name'], 'hiring-api-only');
        assert.equal(attempt.resource['service.name'], 'hiring-worker');
      } finally {
        if (worker.child.exitCode === null) await worker.kill('SIGKILL');
        await api.database.drop();
      }
    });
  });
}

describe('a collector that cannot be reached', () => {
  const sqlite = DIALECTS.find((d) => d.name === 'sqlite')!;
  it('holds up no request, and costs a warning at shutdown, not a failed one', { skip: sqlite.skip }, async () => {
    // A port that was free a moment ago: connections to it are refused.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const database = await sqlite.createDatabase();
    const child = ChildServer.start(database, {
      role: 'all',
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, OTEL_EXPORTER_OTLP_TIMEOUT: '500' },
    });
    try {
      await child.ready();
      assert.equal((await fetch(`${child.url}/v3/health`)).status, 200);
      assert.equal(await child.kill('SIGTERM'), 0, 'a clean stop');
      assert.match(child.output, /tracing: the spans left at shutdown could not be exported/);
    } finally {
      if (child.child.exitCode === null) await child.kill('SIGKILL');
      await database.drop();
    }
  });
});

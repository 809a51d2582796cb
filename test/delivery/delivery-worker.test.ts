// The delivery engine against a real local HTTPS receiver, on both dialects.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { MAX_ATTEMPTS } from '../../src/delivery/backoff.ts';
import { USER_AGENT } from '../../src/delivery/transport/https/https-transport.ts';
import { verifySignature } from '../../packages/receiver/verify-signature.js';
import { parseDatabaseUrl } from '../../src/config.ts';
import { openStorage } from '../../src/storage/database.ts';
import { migrateToLatest } from '../../src/storage/migrate.ts';
import { DIALECTS, sqlite } from '../helpers/dialects.ts';
import { endpointWithDeliveries } from '../helpers/queue-fixtures.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { attemptsOf, deliveriesOf, emitEvent, eventually, insertEndpoint } from '../helpers/webhook-fixtures.ts';

// Retries within milliseconds; a send timeout far beyond any answer here, as
// some tests hold a request open on purpose.
const FAST_RETRIES = {
  WEBHOOK_RETRY_BASE_MS: '10',
  WEBHOOK_RETRY_MAX_MS: '200',
  WEBHOOK_TIMEOUT_MS: '60000',
  WEBHOOK_LEASE_MS: '5000',
};

for (const dialect of DIALECTS) {
  describe(`delivery worker [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let receiver: HttpsReceiver;
    let companyId: string;

    before(async () => {
      server = await startTestServer(dialect, { realClock: true, env: FAST_RETRIES });
    });
    after(async () => {
      await server?.close();
    });

    // Each test gets a fresh company and receiver, so endpoints of earlier tests don't interfere.
    const setUp = async () => {
      receiver = await HttpsReceiver.start();
      companyId = (await server.createCompany()).id;
    };
    afterEach(async () => {
      await receiver?.close();
    });

    it('sends a signed POST that our helper and standardwebhooks both verify', async () => {
      await setUp();
      const endpoint = await insertEndpoint(server, companyId, { url: receiver.url() });
      const event = await emitEvent(server, companyId, 'candidateAdded', { candidate: { _id: 'abc', name: 'Ada' } });
      const [request] = await receiver.waitForCount(1);
      assert.equal(request.body, JSON.stringify(event), 'the body is the compact JSON of the payload');
      assert.deepEqual(JSON.parse(request.body).object.candidate, { _id: 'abc', name: 'Ada' });
      assert.equal(request.headers['content-type'], 'application/json');
      assert.equal(request.headers['user-agent'], USER_AGENT);
      assert.ok(verifySignature(request.body, request.headers['x-hook-signature'], endpoint.secret));
      assert.ok(!verifySignature(request.body + ' ', request.headers['x-hook-signature'], endpoint.secret));
      assert.ok(!verifySignature(request.body, request.headers['x-hook-signature'], endpoint.secret + 'x'));
      assert.equal(request.headers['webhook-id'], event._id);
      const verified = new Webhook(endpoint.secret).verify(request.body, {
        'webhook-id': request.headers['webhook-id']!,
        'webhook-timestamp': request.headers['webhook-timestamp']!,
        'webhook-signature': request.headers['webhook-signature']!,
      });
      assert.deepEqual(verified, event);
      const stats = await eventually(async () => {
        const row = await server.services.storage.db
          .selectFrom('webhook_endpoints')
          .selectAll()
          .where('id', '=', endpoint.id)
          .executeTakeFirstOrThrow();
        return row.successful_deliveries === 1 ? row : undefined;
      });
      assert.equal(stats.failed_deliveries, 0);
      assert.ok(stats.last_delivery_at !== null);
      const [delivery] = await eventually(async () => {
        const rows = await deliveriesOf(server, endpoint.id);
        return rows[0]?.status === 'succeeded' ? rows : undefined;
      });
      assert.equal(delivery.attempts, 1);
      assert.equal(delivery.last_status_code, 200);
    });

    it('sends only the subscribed event types, to active and enabled endpoints (a paused one holds its delivery)', async () => {
      await setUp();
      const positions = await insertEndpoint(server, companyId, { url: receiver.url('/positions'), events: ['companyPositionAdded'] });
      const paused = await insertEndpoint(server, companyId, {
        url: receiver.url('/paused'),
        events: ['companyPositionAdded'],
        status: 'paused',
      });
      await insertEndpoint(server, companyId, { url: receiver.url('/disabled'), events: ['companyPositionAdded'], enabled: false });
      const other = await server.createCompany();
      await insertEndpoint(server, other.id, { url: receiver.url('/other-company'), events: ['companyPositionAdded'] });
      await emitEvent(server, companyId, 'candidateAdded');
      const added = await emitEvent(server, companyId, 'companyPositionAdded');
      await receiver.waitForCount(1);
      assert.equal((await deliveriesOf(server, positions.id)).length, 1);
      // Nothing else arrives: the disabled and other-company endpoints got no delivery rows at all, the paused one a held one.
      const rows = await server.services.storage.db
        .selectFrom('webhook_deliveries')
        .select(['endpoint_id', 'status', 'attempts'])
        .where('event_id', '=', added._id)
        .orderBy('id')
        .execute();
      // One statement inserts an event's deliveries, in whatever order the database reads the endpoints.
      assert.deepEqual(rows.map((r) => r.endpoint_id).sort(), [positions.id, paused.id].sort());
      const held = rows.find((r) => r.endpoint_id === paused.id)!;
      assert.deepEqual([held.status, held.attempts], ['pending', 0], 'held, never tried');
      assert.deepEqual(
        receiver.requests.map((r) => r.path),
        ['/positions'],
      );
    });

    it('holds queued deliveries while paused and sends them, in order, after resume', async () => {
      await setUp();
      const endpoint = await insertEndpoint(server, companyId, { url: receiver.url('/paused') });
      // Queue three events while the receiver refuses, so they are pending when the endpoint is paused.
      // The refusal asks for a retry in 1 s, which the 200 ms maximum cuts to 200 ms.
      receiver.behave = () => ({ status: 503, headers: { 'retry-after': '1' } });
      const events = [await emitEvent(server, companyId), await emitEvent(server, companyId), await emitEvent(server, companyId)];
      await receiver.waitForCount(1);
      await server.services.storage.db.updateTable('webhook_endpoints').set({ status: 'paused' }).where('id', '=', endpoint.id).execute();
      // A witness: an endpoint made now, refused three times in the same way before it is answered.
      // Its fourth request comes at least 600 ms after its first, which came after the pause, while
      // the paused endpoint's retry was due 200 ms after its first: by the time the witness is
      // through, the worker has been past that retry for 400 ms and more.
      await insertEndpoint(server, companyId, { url: receiver.url('/witness') });
      let witnessCalls = 0;
      receiver.behave = (request) =>
        request.path === '/witness' && ++witnessCalls <= 3 ? { status: 503, headers: { 'retry-after': '1' } } : { status: 200 };
      // An event while paused is held for it, and sent after resume, after the ones queued before.
      const whilePaused = await emitEvent(server, companyId);
      await receiver.waitFor((r) => r.filter((x) => x.path === '/witness').length === 4, 10_000, 'the witness to be answered');
      const toPaused = () => receiver.requests.filter((r) => r.path === '/paused');
      assert.equal(toPaused().length, 1, 'a paused endpoint gets nothing, its retry due or not');
      await server.services.storage.db.updateTable('webhook_endpoints').set({ status: 'active' }).where('id', '=', endpoint.id).execute();
      server.worker.wake();
      await receiver.waitFor(() => toPaused().length >= 5, 10_000, 'the queued deliveries after resume');
      assert.deepEqual(
        toPaused().map((r) => r.headers['webhook-id']),
        [events[0]._id, events[0]._id, events[1]._id, events[2]._id, whilePaused._id],
      );
      assert.deepEqual(
        receiver.requests.filter((r) => r.path === '/witness').map((r) => r.headers['webhook-id']),
        Array(4).fill(whilePaused._id),
      );
    });

    it(`makes ${MAX_ATTEMPTS} attempts in all, then marks the delivery failed; stats count every attempt`, async () => {
      await setUp();
      const endpoint = await insertEndpoint(server, companyId, { url: receiver.url() });
      receiver.behave = () => ({ status: 500 });
      const event = await emitEvent(server, companyId);
      const [delivery] = await eventually(
        async () => {
          const rows = await deliveriesOf(server, endpoint.id);
          return rows[0]?.status === 'failed' ? rows : undefined;
        },
        15_000,
        'the delivery to fail for good',
      );
      assert.equal(delivery.attempts, MAX_ATTEMPTS);
      assert.equal(delivery.last_status_code, 500);
      assert.equal(receiver.requests.length, MAX_ATTEMPTS);
      assert.ok(
        receiver.requests.every((r) => r.headers['webhook-id'] === event._id),
        'every retry carries the same _id',
      );
      const attempts = await attemptsOf(server, endpoint.id);
      assert.deepEqual(
        attempts.map((a) => a.attempt),
        Array.from({ length: MAX_ATTEMPTS }, (_, i) => i + 1),
      );
      assert.ok(attempts.every((a) => a.error === 'HTTP 500'));
      // Backoff grows: retry k waits at least 0.8 × base × 2^(k-1) (capped at the maximum).
      for (let k = 1; k < MAX_ATTEMPTS; k++) {
        const gap = Number(attempts[k].started_at) - Number(attempts[k - 1].started_at);
        const floor = Math.min(200, 0.8 * 10 * 2 ** (k - 1));
        assert.ok(gap >= floor - 1, `retry ${k} waited ${gap} ms, expected at least ${floor}`);
      }
      const row = await server.services.storage.db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('id', '=', endpoint.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.failed_deliveries, MAX_ATTEMPTS);
      assert.equal(row.successful_deliveries, 0);
      // A later event is not held back by a delivery that has failed for good.
      receiver.behave = () => ({ status: 204 });
      const later = await emitEvent(server, companyId);
      await receiver.waitFor((r) => r.some((x) => x.headers['webhook-id'] === later._id));
    });

    it('keeps per-endpoint order under retries, while another endpoint is not held back', async () => {
      await setUp();
      const slow = await insertEndpoint(server, companyId, { url: receiver.url('/flaky') });
      await insertEndpoint(server, companyId, { url: receiver.url('/healthy') });
      // The flaky endpoint's first request is held open until the healthy endpoint has all five
      // events. Were the healthy endpoint held back behind it, neither would ever get there (the
      // send timeout is a minute away) and the wait below would fail.
      let healthyHasAll!: () => void;
      const healthyDone = new Promise<void>((resolve) => (healthyHasAll = resolve));
      let flakyCallsWhenHealthyDone: number | undefined;
      let flakyCalls = 0;
      receiver.behave = (request) => {
        if (request.path !== '/flaky') {
          if (receiver.requests.filter((r) => r.path === '/healthy').length === 5) {
            flakyCallsWhenHealthyDone = flakyCalls;
            healthyHasAll();
          }
          return { status: 200 };
        }
        flakyCalls++;
        if (flakyCalls === 1) return { status: 500, until: healthyDone };
        return flakyCalls % 3 === 0 ? { status: 200 } : { status: 500 };
      };
      const events: Array<{ _id: string }> = [];
      for (let i = 0; i < 5; i++) events.push(await emitEvent(server, companyId));
      await receiver.waitFor((r) => r.filter((x) => x.path === '/healthy').length === 5, 20_000, 'the healthy endpoint');
      assert.equal(flakyCallsWhenHealthyDone, 1, "the healthy endpoint got all five during the flaky one's first request");
      await eventually(
        async () => (await deliveriesOf(server, slow.id)).every((d) => d.status === 'succeeded'),
        15_000,
        'the flaky endpoint',
      );
      const flakyOk = receiver.requests.filter((r) => r.path === '/flaky');
      // Each event's attempts come before the next event's first attempt.
      const order = flakyOk.map((r) => events.findIndex((e) => e._id === r.headers['webhook-id']));
      assert.deepEqual(
        order,
        [...order].sort((a, b) => a - b),
      );
      assert.deepEqual([...new Set(order)], [0, 1, 2, 3, 4]);
      const row = await server.services.storage.db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('id', '=', slow.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.successful_deliveries, 5);
      assert.equal(row.failed_deliveries, 10);
    });

    it('treats a redirect as a failure and does not follow it', async () => {
      await setUp();
      const endpoint = await insertEndpoint(server, companyId, { url: receiver.url('/moved') });
      receiver.behave = (request) =>
        request.path === '/moved' ? { status: 302, headers: { location: receiver.url('/target') } } : { status: 200 };
      await emitEvent(server, companyId);
      const [attempt] = await eventually(async () => {
        const rows = await attemptsOf(server, endpoint.id);
        return rows.length >= 1 ? rows : undefined;
      });
      assert.equal(attempt.status_code, 302);
      assert.match(attempt.error ?? '', /redirect/);
      assert.ok(!receiver.requests.some((r) => r.path === '/target'));
    });

    it('honours Retry-After on a 429', async () => {
      await setUp();
      const endpoint = await insertEndpoint(server, companyId, { url: receiver.url() });
      receiver.behave = (_r, index) => (index === 0 ? { status: 429, headers: { 'retry-after': '1' } } : { status: 200 });
      await emitEvent(server, companyId);
      const requests = await receiver.waitForCount(2);
      // Our computed backoff for retry 1 would be ~10 ms; the receiver asked for 1 s (capped at the 200 ms maximum).
      const gap = requests[1].receivedAt - requests[0].receivedAt;
      assert.ok(gap >= 190, `waited ${gap} ms`);
      const [first] = await attemptsOf(server, endpoint.id);
      assert.equal(first.status_code, 429);
    });
  });
}

describe('delivery timeouts and refused targets [sqlite]', { skip: sqlite.skip }, () => {
  let receiver: HttpsReceiver;
  before(async () => {
    receiver = await HttpsReceiver.start();
  });
  after(() => receiver.close());

  it('gives up on an answer slower than WEBHOOK_TIMEOUT_MS', async () => {
    const server = await startTestServer(sqlite, { realClock: true, env: { ...FAST_RETRIES, WEBHOOK_TIMEOUT_MS: '300' } });
    try {
      const company = await server.createCompany();
      const endpoint = await insertEndpoint(server, company.id, { url: receiver.url('/slow') });
      receiver.behave = (request) => (request.path === '/slow' ? { action: 'hang' } : { status: 200 });
      await emitEvent(server, company.id);
      const [attempt] = await eventually(async () => {
        const rows = await attemptsOf(server, endpoint.id);
        return rows.length >= 1 ? rows : undefined;
      }, 20_000);
      assert.match(attempt.error ?? '', /timeout/);
      // At least the configured 300 ms; and far below the 30 s default, so it was the setting that ended it
      // (the upper bound is left generous for a starved machine).
      assert.ok(attempt.duration_ms >= 290 && attempt.duration_ms < 10_000, `took ${attempt.duration_ms} ms`);
    } finally {
      await server.close();
    }
  });

  it('refuses to connect to a loopback address unless private targets are allowed', async () => {
    const server = await startTestServer(sqlite, { realClock: true, env: { ...FAST_RETRIES, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' } });
    try {
      const company = await server.createCompany();
      // Stored directly: the management API would refuse these URLs already.
      const literal = await insertEndpoint(server, company.id, { url: receiver.url('/literal') });
      const named = await insertEndpoint(server, company.id, { url: `https://localhost:${receiver.port}/named` });
      await emitEvent(server, company.id);
      for (const endpoint of [literal, named]) {
        const [attempt] = await eventually(async () => {
          const rows = await attemptsOf(server, endpoint.id);
          return rows.length >= 1 ? rows : undefined;
        });
        assert.match(
          attempt.error ?? '',
          /refused to connect to (127\.0\.0\.1|localhost): a loopback address \(WEBHOOK_ALLOW_PRIVATE_TARGETS=true allows it\)$/,
        );
        assert.equal(attempt.status_code, null);
      }
      assert.ok(!receiver.requests.some((r) => r.path === '/literal' || r.path === '/named'), 'no request reached the receiver');
    } finally {
      await server.close();
    }
  });
});

for (const dialect of DIALECTS) {
  describe(`delivery worker start [${dialect.name}]`, { skip: dialect.skip }, () => {
    it('drops deliveries left queued for endpoints that were deleted', async () => {
      const database = await dialect.createDatabase();
      const storage = openStorage(parseDatabaseUrl(database.url));
      let orphan: { endpointId: string };
      try {
        await migrateToLatest(storage);
        orphan = await endpointWithDeliveries(storage, 2, { withoutEndpoint: true });
      } finally {
        await storage.close();
      }
      const server = await startTestServer(dialect, { database, realClock: true, env: FAST_RETRIES });
      try {
        await eventually(
          async () => (await deliveriesOf(server, orphan.endpointId)).length === 0,
          10_000,
          'the orphaned deliveries dropped',
        );
      } finally {
        await server.close();
      }
    });
  });
}

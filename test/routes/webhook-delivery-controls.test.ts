// Secret rotation, automatic disabling, retention and metrics, black-box over
// HTTP with a real HTTPS receiver, on a manual clock, on both dialects.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { verifyHookSignatures, verifySignature } from '../../packages/receiver/verify-signature.js';
import { SESSION_TTL_MS } from '../../src/services/auth-service.ts';
import { SESSION_GRACE_MS } from '../../src/jobs/retention-job.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { useDeliverySuite } from '../helpers/delivery-suite.ts';
import { HttpsReceiver, type ReceivedRequest } from '../helpers/https-receiver.ts';
import { companyPath, createCandidate, createPosition, type Workspace } from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventually, recordEvent } from '../helpers/webhook-fixtures.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Whether a Standard Webhooks signature of `secret` is among those of the request (timestamp as sent, whatever the real time). */
function standardSignedWith(request: ReceivedRequest, secret: string): boolean {
  const id = request.headers['webhook-id']!;
  const timestamp = Number(request.headers['webhook-timestamp']);
  const expected = new Webhook(secret).sign(id, new Date(timestamp * 1000), request.body);
  return request.headers['webhook-signature']!.split(' ').includes(expected);
}

for (const dialect of DIALECTS) {
  describe(`webhook delivery controls on a manual clock [${dialect.name}]`, { skip: dialect.skip }, () => {
    const suite = useDeliverySuite(dialect, {
      env: { WEBHOOK_RETRY_BASE_MS: '60000', WEBHOOK_RETRY_MAX_MS: '600000', WEBHOOK_DISABLE_AFTER_HOURS: '1', METRICS_PORT: '0' },
    });
    const { createEndpoint, endpointPath } = suite;
    let server: TestServer;
    let receiver: HttpsReceiver;
    let ws: Workspace;
    before(() => {
      server = suite.server;
    });
    const setUp = async () => {
      ({ receiver, ws } = await suite.setUp());
    };
    const advance = (ms: number) => {
      server.clock.advance(ms);
      server.worker.wake();
    };
    /** Waits until the endpoint's stats count `n` attempts: outcomes are stored after the receiver answers. */
    const settled = (endpointId: string, n: number) =>
      eventually(
        async () => {
          const { stats } = (await server.get(endpointPath(endpointId), { token: ws.token })).body;
          return stats.successful_deliveries + stats.failed_deliveries >= n || undefined;
        },
        10_000,
        `${n} stored outcomes`,
      );

    it('signs with both secrets during the overlap, so holders of either verify every delivery; afterwards only the new one, and the old is erased', async () => {
      await setUp();
      const endpoint = await createEndpoint();
      const old = endpoint.secret;
      const bad = await server.post(endpointPath(endpoint.id, '/rotate_secret'), { token: ws.token, body: { overlap_hours: 169 } });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.error.type, 'invalidOverlap');
      for (const overlap_hours of [-1, 1.5, '2', null]) {
        const res = await server.post(endpointPath(endpoint.id, '/rotate_secret'), { token: ws.token, body: { overlap_hours } });
        assert.equal(res.status, 400, String(overlap_hours));
      }

      const rotated = await server.post(endpointPath(endpoint.id, '/rotate_secret'), { token: ws.token, body: { overlap_hours: 1 } });
      assert.equal(rotated.status, 200, rotated.text);
      const fresh = rotated.body.secret as string;
      assert.match(fresh, /^whsec_[A-Za-z0-9+/]{43}=$/);
      assert.notEqual(fresh, old);
      assert.equal(rotated.body.secret_prefix, fresh.slice(0, 12));
      assert.equal(rotated.body.previous_secret_expires_at, new Date(server.clock.now() + HOUR).toISOString());
      assert.equal((await server.get(endpointPath(endpoint.id), { token: ws.token })).body.secret_prefix, fresh.slice(0, 12));
      const stored = await server.services.storage.db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('id', '=', endpoint.id)
        .executeTakeFirstOrThrow();
      assert.ok(
        !JSON.stringify(stored).includes(old.slice(6)) && !JSON.stringify(stored).includes(fresh.slice(6)),
        'both secrets sealed at rest',
      );
      assert.equal(server.services.secretBox.open(stored.previous_secret_ciphertext!), old);

      // A receiver may switch its secret at any moment of the overlap: both verify everything.
      for (let i = 0; i < 3; i++) {
        await createPosition(server, ws, { name: `During ${i}` });
        await receiver.waitForCount(i + 1);
        advance(15 * 60_000);
      }
      const during = await receiver.waitForCount(3);
      for (const request of during) {
        const headers = {
          'webhook-id': request.headers['webhook-id']!,
          'webhook-timestamp': request.headers['webhook-timestamp']!,
          'webhook-signature': request.headers['webhook-signature']!,
        };
        assert.equal(request.headers['webhook-signature']!.split(' ').length, 2, 'two v1 signatures, space-separated');
        assert.ok(verifySignature(request.body, request.headers['x-hook-signature'], fresh), 'X-Hook-Signature: the new secret');
        assert.ok(
          verifySignature(request.body, request.headers['x-hook-signature-previous'], old),
          'X-Hook-Signature-Previous: the old secret',
        );
        assert.ok(verifyHookSignatures(request.body, request.headers, old) && verifyHookSignatures(request.body, request.headers, fresh));
        assert.ok(standardSignedWith(request, old) && standardSignedWith(request, fresh));
        if (Math.abs(Number(headers['webhook-timestamp']) * 1000 - Date.now()) < 4 * 60_000) {
          // Within the library's timestamp tolerance: the standardwebhooks package itself accepts both.
          new Webhook(old).verify(request.body, headers);
          new Webhook(fresh).verify(request.body, headers);
        }
      }

      advance(HOUR); // past the overlap
      await createPosition(server, ws, { name: 'After' });
      const [afterwards] = (await receiver.waitForCount(4)).slice(3);
      assert.equal(afterwards!.headers['x-hook-signature-previous'], undefined);
      assert.ok(verifyHookSignatures(afterwards!.body, afterwards!.headers, fresh));
      assert.ok(!verifyHookSignatures(afterwards!.body, afterwards!.headers, old), 'the old secret no longer verifies');
      assert.ok(standardSignedWith(afterwards!, fresh) && !standardSignedWith(afterwards!, old));

      const summary = await server.retention.runOnce();
      assert.ok(summary.secrets >= 1);
      const erased = await server.services.storage.db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('id', '=', endpoint.id)
        .executeTakeFirstOrThrow();
      assert.equal(erased.previous_secret_ciphertext, null, 'erased, not only unused');
      assert.equal(erased.previous_secret_expires_at, null);

      // No overlap: the old secret is gone at once.
      const now = await server.post(endpointPath(endpoint.id, '/rotate_secret'), { token: ws.token, body: { overlap_hours: 0 } });
      assert.equal(now.status, 200);
      assert.equal(now.body.previous_secret_expires_at, null);
      await createPosition(server, ws, { name: 'No overlap' });
      const [last] = (await receiver.waitForCount(5)).slice(4);
      assert.ok(verifyHookSignatures(last!.body, last!.headers, now.body.secret));
      assert.ok(!verifyHookSignatures(last!.body, last!.headers, fresh));
      assert.equal(last!.headers['webhook-signature']!.split(' ').length, 1);
    });

    it('refuses to rotate the secret of a legacy endpoint', async () => {
      await setUp();
      const legacy = await server.services.webhookEndpoints.importLegacy({
        companyId: ws.company.id,
        url: receiver.url(),
        events: ['candidateAdded'],
      });
      const res = await server.post(endpointPath(legacy.id, '/rotate_secret'), { token: ws.token });
      assert.equal(res.status, 403);
      assert.equal(res.body.error.type, 'legacyEndpointReadOnly');
    });

    it('disables an endpoint whose every attempt failed for WEBHOOK_DISABLE_AFTER_HOURS, keeps its queue, and sends it once enabled again', async () => {
      await setUp();
      const endpoint = await createEndpoint();
      receiver.behave = () => ({ status: 500 });
      await createPosition(server, ws, { name: 'Queued' });
      await settled(endpoint.id, 1);
      advance(40 * 60_000);
      await settled(endpoint.id, 2);
      const still = await eventually(async () => {
        const res = await server.get(endpointPath(endpoint.id), { token: ws.token });
        return res.body.stats.failed_deliveries === 2 ? res.body : undefined;
      });
      assert.equal(still.enabled, true, 'failing for 40 minutes: not yet');
      advance(25 * 60_000);
      await settled(endpoint.id, 3);
      const disabled = await eventually(async () => {
        const res = await server.get(endpointPath(endpoint.id), { token: ws.token });
        return res.body.enabled === false ? res.body : undefined;
      });
      assert.equal(disabled.disabled_reason, 'Every delivery attempt failed for at least 1 hour');
      assert.equal(disabled.disabled_at, new Date(server.clock.now()).toISOString());
      assert.equal(disabled.status, 'active');
      const [queued] = (await server.get(endpointPath(endpoint.id, '/deliveries'), { token: ws.token })).body.data;
      assert.equal(queued.status, 'pending', 'its pending delivery stays queued');
      assert.equal(queued.attempt_count, 3);

      advance(HOUR);
      await createPosition(server, ws, { name: 'While disabled' });
      assert.equal(
        (await server.get(endpointPath(endpoint.id, '/deliveries'), { token: ws.token })).body.data.length,
        1,
        'nothing new is queued',
      );

      receiver.behave = () => ({ status: 200 });
      const enabled = await server.put(endpointPath(endpoint.id), { token: ws.token, body: { enabled: true } });
      assert.equal(enabled.status, 200);
      assert.equal(enabled.body.disabled_reason, null);
      assert.equal(enabled.body.disabled_at, null);
      const [sent] = (await receiver.waitForCount(4)).slice(3);
      assert.equal(JSON.parse(sent!.body).object.position.name, 'Queued');
      await eventually(
        async () =>
          (await server.get(endpointPath(endpoint.id, `/delivery/${queued.id}`), { token: ws.token })).body.status === 'succeeded' ||
          undefined,
      );

      // One failure after re-enabling starts a new run: no instant disable from the old one.
      receiver.behave = () => ({ status: 500 });
      await createPosition(server, ws, { name: 'One failure' });
      await receiver.waitForCount(5);
      await eventually(
        async () => (await server.get(endpointPath(endpoint.id), { token: ws.token })).body.stats.failed_deliveries === 4 || undefined,
      );
      assert.equal((await server.get(endpointPath(endpoint.id), { token: ws.token })).body.enabled, true);

      const off = await server.put(endpointPath(endpoint.id), { token: ws.token, body: { enabled: false } });
      assert.equal(off.body.disabled_reason, 'Disabled through the API');
      assert.equal(off.body.disabled_at, new Date(server.clock.now()).toISOString());
    });

    it('deletes finished deliveries, their attempts and unneeded events after WEBHOOK_RETENTION_DAYS, never anything pending, and the table stops growing', async () => {
      await setUp();
      const done = await createEndpoint(['companyPositionAdded'], '/done');
      const waiting = await createEndpoint(['candidateAdded'], '/waiting');
      receiver.behave = (request) => (request.path === '/waiting' ? { status: 503, headers: { 'retry-after': '600' } } : { status: 200 });
      const eventExists = async (id: string) =>
        !!(await server.services.storage.db.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst());
      const position = await createPosition(server, ws, { name: 'Kept apart' });
      await createCandidate(server, ws, position._id, { name: 'Waiting' });
      // An event no endpoint wanted: stored like every event (the events feed lists it), and retention removes it.
      const lonely = await server.createCompany();
      const orphan = await recordEvent(server.services, lonely.id, 'candidateAdded', {});
      assert.equal(await eventExists(orphan._id), true, 'the outbox stores every event');
      await receiver.waitForCount(2);
      const pendingDelivery = (await server.get(endpointPath(waiting.id, '/deliveries'), { token: ws.token })).body.data[0];
      assert.equal(pendingDelivery.status, 'pending');

      const rows = async (endpointId: string) =>
        Number(
          (
            await server.services.storage.db
              .selectFrom('webhook_deliveries')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('endpoint_id', '=', endpointId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      let sent = 2;
      for (let cycle = 0; cycle < 4; cycle++) {
        for (let i = 0; i < 5; i++) await createPosition(server, ws, { name: `Cycle ${cycle}.${i}` });
        sent += 5;
        await receiver.waitFor((requests) => requests.filter((r) => r.path === '/done').length >= sent - 1);
        await eventually(
          async () =>
            (await server.get(endpointPath(done.id, '/deliveries?status=pending'), { token: ws.token })).body.data.length === 0 ||
            undefined,
        );
        server.clock.advance(31 * DAY);
        await server.retention.runOnce();
        assert.equal(await rows(done.id), 0, `cycle ${cycle}: the finished deliveries are gone`);
      }
      assert.equal(await rows(waiting.id), 1, 'the pending delivery stays, however old');
      assert.equal(
        (await server.get(endpointPath(waiting.id, `/delivery/${pendingDelivery.id}`), { token: ws.token })).body.status,
        'pending',
      );
      assert.ok(await eventExists(pendingDelivery.event_id), 'and so does its event');
      assert.ok(!(await eventExists(orphan._id)), 'an event without deliveries goes after EVENTS_RETENTION_DAYS');
      const attemptsLeft = await server.services.storage.db
        .selectFrom('webhook_delivery_attempts')
        .select('endpoint_id')
        .where('endpoint_id', 'in', [done.id, waiting.id])
        .execute();
      assert.ok(attemptsLeft.length > 0 && attemptsLeft.every((a) => a.endpoint_id === waiting.id), 'attempts go with their deliveries');
      const eventsLeft = await server.services.storage.db
        .selectFrom('events')
        .select('id')
        .where('company_id', '=', ws.company.id)
        .execute();
      assert.deepEqual(
        eventsLeft.map((e) => e.id),
        [pendingDelivery.event_id],
      );

      // Fresh deliveries are kept.
      await createPosition(server, ws, { name: 'Fresh' });
      await receiver.waitFor((requests) => requests.filter((r) => r.path === '/done').length >= sent);
      await server.retention.runOnce();
      assert.equal(await rows(done.id), 1);
    });

    it('keeps nothing of a deleted candidate: scrubbed at once, its candidateDeleted once delivered, the events gone after the retention', async () => {
      await setUp();
      const endpoint = await createEndpoint(['candidateAdded', 'candidateDeleted'], '/candidates');
      const position = await createPosition(server, ws, { name: 'Short-lived' });
      const candidate = await createCandidate(server, ws, position._id, {
        name: 'Erased Person',
        email_address: 'erased.person@example.com',
      });
      assert.equal(
        (await server.delete(companyPath(ws, `/position/${position._id}/candidate/${candidate._id}`), { token: ws.token })).status,
        200,
      );
      const { db } = server.services.storage;
      const stored = async () => (await db.selectFrom('events').select('payload').where('company_id', '=', ws.company.id).execute()).length;
      const mentions = async () =>
        (await db.selectFrom('events').select('payload').where('company_id', '=', ws.company.id).execute()).filter((e) =>
          e.payload.includes('erased.person@example.com'),
        ).length;
      assert.ok((await mentions()) <= 1, 'candidateAdded is scrubbed at once; only candidateDeleted may still carry the candidate');
      await settled(endpoint.id, 2);
      await server.retention.runOnce();
      assert.equal(await mentions(), 0, 'once delivered, candidateDeleted is scrubbed too');
      const events = await stored();

      // Its deliveries are finished but younger than the retention, and the endpoint is deleted: the (scrubbed) events stay until then.
      assert.equal((await server.delete(endpointPath(endpoint.id), { token: ws.token })).status, 200);
      server.clock.advance(29 * DAY);
      await server.retention.runOnce();
      assert.equal(await stored(), events);
      server.clock.advance(2 * DAY);
      await server.retention.runOnce();
      assert.equal(await stored(), 0, 'after the retention, no copy in the outbox');
      const attempts = await db.selectFrom('webhook_delivery_attempts').select('id').where('endpoint_id', '=', endpoint.id).execute();
      assert.deepEqual(attempts, [], 'nor the attempts of its deliveries');
    });

    it('removes sessions long expired or signed out, and keeps live ones', async () => {
      await setUp();
      const signIn = async () =>
        (await server.post('/v3/signin', { body: { email: ws.user.email, password: 'correct horse battery' } })).body
          .access_token as string;
      const user = (token: string) => server.get('/v3/user/details', { token });
      const signedOut = await signIn();
      assert.equal((await server.get('/v3/signout', { token: signedOut })).status, 200);
      const expired = await signIn();
      server.clock.advance(SESSION_TTL_MS + DAY);
      assert.equal((await user(expired)).body.error.type, 'expiredAccessToken');
      const live = await signIn();
      assert.notEqual(live, expired);
      // Signed out, and unused, for longer than the grace; the live one was signed into a month ago.
      server.clock.advance(SESSION_GRACE_MS - 12 * HOUR);
      const sessions = () => server.services.storage.db.selectFrom('sessions').select('id').where('user_id', '=', ws.user.id).execute();
      assert.equal((await sessions()).length, 3);
      await server.retention.runOnce();
      assert.equal((await sessions()).length, 1, 'the signed-out and the long-expired sessions are gone');
      assert.equal((await user(live)).status, 200, 'the live one stays');
      assert.equal((await user(signedOut)).body.error.type, 'invalidAccessToken');
      assert.equal((await user(expired)).body.error.type, 'invalidAccessToken');
    });

    it('serves Prometheus metrics on their own listener', async () => {
      await setUp();
      const endpoint = await createEndpoint();
      await createPosition(server, ws, { name: 'Measured' });
      await receiver.waitForCount(1);
      await eventually(
        async () => (await server.get(endpointPath(endpoint.id), { token: ws.token })).body.stats.successful_deliveries === 1 || undefined,
      );
      receiver.behave = () => ({ action: 'hang' });
      await createPosition(server, ws, { name: 'Pending' });
      await receiver.waitForCount(2);
      server.clock.advance(10_000);

      assert.ok(server.server.metricsUrl, 'METRICS_PORT set: a listener');
      assert.match(server.server.metricsUrl!, /^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      const scrape = await fetch(server.server.metricsUrl!);
      assert.equal(scrape.status, 200);
      assert.match(scrape.headers.get('content-type') ?? '', /^text\/plain/);
      const text = await scrape.text();
      const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1]);
      assert.ok(value(/^recruiting_api_webhook_deliveries_total\{outcome="succeeded"\} (\d+)$/m) >= 1, 'deliveries by outcome');
      assert.ok(value(/^recruiting_api_webhook_attempts_total\{outcome="succeeded"\} (\d+)$/m) >= 1);
      assert.ok(
        value(/^recruiting_api_webhook_attempt_duration_seconds_count\{outcome="succeeded"\} (\d+)$/m) >= 1,
        'attempt duration histogram',
      );
      assert.match(text, /^recruiting_api_webhook_attempt_duration_seconds_bucket\{le="0.1",outcome="succeeded"\} \d+$/m);
      assert.ok(value(/^recruiting_api_webhook_pending_deliveries (\d+)$/m) >= 1, 'pending deliveries');
      assert.ok(value(/^recruiting_api_webhook_oldest_pending_age_seconds ([\d.]+)$/m) >= 10, 'age of the oldest pending delivery');
      assert.equal(value(/^recruiting_api_webhook_leases_held (\d+)$/m), 1, 'the lease of the endpoint being sent to');
      assert.ok(
        value(/^recruiting_api_http_requests_total\{method="POST",route="\/v3\/company\/:company_id\/positions",status="200"\} (\d+)$/m) >=
          2,
        'requests by route and status',
      );
      assert.match(
        text,
        /^recruiting_api_http_request_duration_seconds_count\{method="GET",route="\/v3\/company\/:company_id\/webhook_endpoint\/:endpoint_id",status="200"\} \d+$/m,
      );
      assert.match(text, /^recruiting_api_process_cpu_user_seconds_total \d/m, 'default process metrics');
      assert.match(text, /^recruiting_api_nodejs_heap_size_used_bytes \d/m);
      const elsewhere = await fetch(server.server.metricsUrl!.replace('/metrics', '/other'));
      assert.equal(elsewhere.status, 404);
      const onApi = await server.get('/metrics');
      assert.equal(onApi.status, 404, 'not on the API port');
      await server.get('/no/such/route');
      const after = await (await fetch(server.server.metricsUrl!)).text();
      assert.match(after, /route="unmatched",status="404"/, 'unknown paths share one label');
    });
  });
}

describe('metrics are off by default', () => {
  it('starts no metrics listener without METRICS_PORT', async () => {
    const server = await startTestServer(DIALECTS[0]!, { role: 'api' });
    try {
      assert.equal(server.server.metricsUrl, undefined);
    } finally {
      await server.close();
    }
  });
});

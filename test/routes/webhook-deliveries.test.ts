// The delivery log and its controls, black-box over HTTP with a real HTTPS
// receiver, on both dialects: list, show, retry, recover and test events.
// Rotation, auto-disable and retention (manual clock) are in
// webhook-delivery-controls.test.ts; paging and isolation in
// webhook-delivery-list.test.ts.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { Value } from '@sinclair/typebox/value';
import { Webhook } from 'standardwebhooks';
import { verifySignature } from '../../packages/receiver/verify-signature.js';
import { MAX_ATTEMPTS } from '../../src/delivery/backoff.ts';
import type { EventType } from '../../src/schemas/event-types.ts';
import { WEBHOOK_EVENT_SCHEMAS } from '../../src/schemas/webhook-events.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { useDeliverySuite } from '../helpers/delivery-suite.ts';
import { HttpsReceiver, type ReceivedRequest } from '../helpers/https-receiver.ts';
import { companyPath, createPosition, type Workspace } from '../helpers/recruiting-fixtures.ts';
import type { TestServer } from '../helpers/test-server.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';
import { componentSchemas } from '../../src/schemas/components.ts';

export function standardHeaders(request: ReceivedRequest): Record<string, string> {
  return {
    'webhook-id': request.headers['webhook-id']!,
    'webhook-timestamp': request.headers['webhook-timestamp']!,
    'webhook-signature': request.headers['webhook-signature']!,
  };
}

for (const dialect of DIALECTS) {
  describe(`webhook delivery log [${dialect.name}]`, { skip: dialect.skip }, () => {
    const suite = useDeliverySuite(dialect, {
      realClock: true,
      env: { WEBHOOK_RETRY_BASE_MS: '10', WEBHOOK_RETRY_MAX_MS: '50', WEBHOOK_TIMEOUT_MS: '3000' },
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
    const list = async (endpointId: string, query = '') => {
      const res = await server.get(endpointPath(endpointId, `/deliveries${query}`), { token: ws.token });
      assert.equal(res.status, 200, res.text);
      return res.body as { data: any[]; next_cursor: string | null };
    };
    const show = async (endpointId: string, deliveryId: string) => {
      const res = await server.get(endpointPath(endpointId, `/delivery/${deliveryId}`), { token: ws.token });
      assert.equal(res.status, 200, res.text);
      return res.body;
    };
    const untilStatus = (endpointId: string, deliveryId: string, status: string) =>
      eventually(
        async () => {
          const delivery = await show(endpointId, deliveryId);
          return delivery.status === status ? delivery : undefined;
        },
        20_000,
        `delivery ${deliveryId} ${status}`,
      );

    it('shows a delivery that failed every attempt, then a manual retry that succeeds with the same _id and bytes', async () => {
      await setUp();
      const endpoint = await createEndpoint();
      receiver.behave = () => ({
        status: 500,
        headers: { 'x-request-id': 'req-42', 'set-cookie': 'session=receiver-secret' },
        body: 'receiver says no',
      });
      const position = await createPosition(server, ws, { name: 'Failing position' });
      await receiver.waitForCount(MAX_ATTEMPTS, 20_000);

      const [listed] = (await list(endpoint.id)).data;
      const failed = await untilStatus(endpoint.id, listed.id, 'failed');
      assert.equal(failed.attempt_count, MAX_ATTEMPTS);
      assert.equal(failed.event_type, 'companyPositionAdded');
      assert.equal(failed.last_status_code, 500);
      assert.equal(failed.last_error, 'HTTP 500');
      assert.equal(failed.next_attempt_at, null);
      assert.equal(failed.payload, receiver.requests[0]!.body, 'payload: the exact bytes that were signed and sent');
      assert.equal(JSON.parse(failed.payload).object.position._id, position._id);
      assert.equal(failed.event_id, JSON.parse(failed.payload)._id);
      assert.equal(failed.attempts.length, MAX_ATTEMPTS);
      for (const attempt of failed.attempts) {
        assert.equal(attempt.status_code, 500);
        assert.equal(attempt.error, 'HTTP 500');
        assert.equal(attempt.response_body, 'receiver says no');
        assert.equal(attempt.response_body_truncated, false);
        assert.equal(attempt.response_headers['x-request-id'], 'req-42');
        assert.ok(!('set-cookie' in attempt.response_headers), 'cookies are never stored');
        assert.ok(Number.isInteger(attempt.duration_ms) && attempt.duration_ms >= 0);
      }
      const times = failed.attempts.map((a: any) => Date.parse(a.attempted_at));
      assert.deepEqual(
        times,
        [...times].sort((a, b) => a - b),
        'attempts oldest first',
      );
      assert.equal(failed.last_attempt_at, failed.attempts.at(-1).attempted_at);
      const { attempts: _attempts, payload: _payload, ...summary } = failed;
      assert.deepEqual((await list(endpoint.id)).data[0], summary, 'the list shows the same delivery');

      receiver.behave = () => ({ status: 200, body: 'ok' });
      const retried = await server.post(endpointPath(endpoint.id, `/delivery/${listed.id}/retry`), { token: ws.token });
      assert.equal(retried.status, 202, retried.text);
      assert.equal(retried.body.id, listed.id);
      assert.equal(retried.body.status, 'pending');
      assert.equal(retried.body.attempt_count, MAX_ATTEMPTS);
      await receiver.waitForCount(MAX_ATTEMPTS + 1);
      const resent = receiver.requests[MAX_ATTEMPTS]!;
      assert.equal(resent.body, receiver.requests[0]!.body, 'the same bytes');
      assert.equal(resent.headers['webhook-id'], failed.event_id, 'the same _id');
      assert.ok(verifySignature(resent.body, resent.headers['x-hook-signature'], endpoint.secret));

      const succeeded = await untilStatus(endpoint.id, listed.id, 'succeeded');
      assert.equal(succeeded.attempt_count, MAX_ATTEMPTS + 1);
      assert.equal(succeeded.attempts.length, MAX_ATTEMPTS + 1);
      assert.equal(succeeded.attempts.at(-1).status_code, 200);
      assert.equal(succeeded.attempts.at(-1).response_body, 'ok');
      assert.equal(succeeded.last_status_code, 200);
      assert.equal(succeeded.last_error, null);
      const stats = await eventually(async () => {
        const res = await server.get(endpointPath(endpoint.id), { token: ws.token });
        return res.body.stats.successful_deliveries === 1 ? res.body.stats : undefined;
      });
      assert.equal(stats.failed_deliveries, MAX_ATTEMPTS, 'every failed attempt counted once, the retry success once');

      // A succeeded delivery may be sent again too (a receiver may have lost it).
      const again = await server.post(endpointPath(endpoint.id, `/delivery/${listed.id}/retry`), { token: ws.token });
      assert.equal(again.status, 202);
      await receiver.waitForCount(MAX_ATTEMPTS + 2);
    });

    it('answers 409 deliveryNotFinished to a retry of a pending delivery, and 404 to unknown delivery ids', async () => {
      await setUp();
      const endpoint = await createEndpoint();
      receiver.behave = () => ({ action: 'hang' }); // in flight until the timeout: pending
      await createPosition(server, ws);
      await receiver.waitForCount(1);
      const [delivery] = (await list(endpoint.id)).data;
      assert.equal(delivery.status, 'pending');
      assert.ok(Date.parse(delivery.next_attempt_at) > 0, 'next_attempt_at while pending');
      const res = await server.post(endpointPath(endpoint.id, `/delivery/${delivery.id}/retry`), { token: ws.token });
      assert.equal(res.status, 409);
      assert.deepEqual(res.body.error.type, 'deliveryNotFinished');
      for (const id of ['999999999', '0', 'abc', '12345678901234567890', '1e3']) {
        for (const [method, path] of [
          ['GET', `/delivery/${id}`],
          ['POST', `/delivery/${id}/retry`],
        ] as const) {
          const missing = await server.request(method, endpointPath(endpoint.id, path), { token: ws.token });
          assert.equal(missing.status, 404, `${method} ${path}`);
          assert.equal(missing.body.error.type, 'deliveryNotFound');
        }
      }
    });

    it('keeps the first 4 KB of a long response body, marked as cut, and what a connection error says', async () => {
      await setUp();
      const endpoint = await createEndpoint();
      const long = 'é'.repeat(3000); // 6000 bytes: the cut falls inside a character
      receiver.behave = (_request, index) => (index === 0 ? { status: 400, body: long } : { action: 'reset' });
      await createPosition(server, ws);
      await receiver.waitForCount(2);
      const [listed] = (await list(endpoint.id)).data;
      const delivery = await eventually(async () => {
        const d = await show(endpoint.id, listed.id);
        return d.attempts.length >= 2 ? d : undefined;
      });
      const [first, second] = delivery.attempts;
      assert.equal(first.status_code, 400);
      assert.equal(first.response_body_truncated, true);
      assert.equal(first.response_body, 'é'.repeat(2048), 'the first 4096 bytes, whole characters only');
      assert.equal(second.status_code, null);
      assert.equal(second.response_headers, null);
      assert.equal(second.response_body, null);
      assert.match(second.error, /ECONNRESET|socket|other side closed/i);
    });

    it('re-queues the failed deliveries of a window in event order, and only those', async () => {
      await setUp();
      const endpoint = await createEndpoint();
      receiver.behave = () => ({ status: 500 });
      for (const name of ['First', 'Second', 'Third']) {
        await createPosition(server, ws, { name });
        await new Promise((resolve) => setTimeout(resolve, 5)); // distinct creation times
      }
      await receiver.waitForCount(3 * MAX_ATTEMPTS, 30_000);
      const deliveries = await eventually(
        async () => {
          const page = await list(endpoint.id, '?status=failed');
          return page.data.length === 3 ? page.data : undefined;
        },
        20_000,
        'three failed deliveries',
      );
      const [third, second] = deliveries; // newest first
      const bad = await server.post(endpointPath(endpoint.id, '/recover'), { token: ws.token, body: { since: 'yesterday' } });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.error.type, 'invalidDate');
      const missing = await server.post(endpointPath(endpoint.id, '/recover'), { token: ws.token, body: {} });
      assert.equal(missing.status, 400);

      receiver.behave = () => ({ status: 200 });
      const before = receiver.requests.length;
      const res = await server.post(endpointPath(endpoint.id, '/recover'), {
        token: ws.token,
        body: { since: second.created_at, until: new Date(Date.parse(third.created_at) + 1).toISOString() },
      });
      assert.equal(res.status, 202, res.text);
      assert.deepEqual(res.body, { requeued: 2 });
      await receiver.waitForCount(before + 2);
      await eventually(async () => (await list(endpoint.id, '?status=succeeded')).data.length === 2 || undefined);
      const resent = receiver.requests.slice(before).map((r) => JSON.parse(r.body).object.position.name);
      assert.deepEqual(resent, ['Second', 'Third'], 'in event order');
      assert.equal((await list(endpoint.id, '?status=failed')).data.length, 1, 'the first, outside the window, stays failed');
      const again = await server.post(endpointPath(endpoint.id, '/recover'), { token: ws.token, body: { since: second.created_at } });
      assert.deepEqual(again.body, { requeued: 0 }, 'nothing failed is left in the window');
    });

    it('sends a test event now, whatever the subscriptions, signed, marked as a test, and lists it', async () => {
      await setUp();
      const endpoint = await createEndpoint(['candidateStatusUpdated', 'companyNotePosted']);
      const res = await server.post(endpointPath(endpoint.id, '/test'), { token: ws.token });
      assert.equal(res.status, 202, res.text);
      assert.match(res.body.id, /^[1-9][0-9]*$/);
      assert.equal(res.headers.get('location'), endpointPath(endpoint.id, `/delivery/${res.body.id}`));
      assert.equal(res.body.event_type, 'candidateStatusUpdated', 'default: the first subscribed type');
      const [request] = await receiver.waitForCount(1);
      const payload = JSON.parse(request!.body);
      assert.equal(payload.test, true);
      assert.equal(payload._id, res.body.event_id);
      assert.equal(payload.type, 'candidateStatusUpdated');
      assert.equal(payload.object.company._id, ws.company.id);
      assert.equal(payload.object.acting_user._id, ws.user.id);
      const schema = WEBHOOK_EVENT_SCHEMAS[payload.type as EventType];
      assert.ok(
        Value.Check(schema, componentSchemas(), payload),
        JSON.stringify([...Value.Errors(schema, componentSchemas(), payload)].slice(0, 3)),
      );
      assert.ok(verifySignature(request!.body, request!.headers['x-hook-signature'], endpoint.secret), 'X-Hook-Signature');
      assert.deepEqual(new Webhook(endpoint.secret).verify(request!.body, standardHeaders(request!)), payload, 'standardwebhooks');

      const other = await server.post(endpointPath(endpoint.id, '/test'), {
        token: ws.token,
        body: { event_type: 'companyPositionDeleted' },
      });
      assert.equal(other.status, 202);
      const [, second] = await receiver.waitForCount(2);
      assert.equal(JSON.parse(second!.body).type, 'companyPositionDeleted', 'any type, subscribed or not');
      assert.ok(Value.Check(WEBHOOK_EVENT_SCHEMAS.companyPositionDeleted, componentSchemas(), JSON.parse(second!.body)));

      const bad = await server.post(endpointPath(endpoint.id, '/test'), { token: ws.token, body: { event_type: 'nope' } });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.error.type, 'invalidEventType');
      const unknown = await server.post(endpointPath(endpoint.id, '/test'), { token: ws.token, body: { type: 'candidateAdded' } });
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.error.type, 'unknownField');

      await eventually(async () => (await list(endpoint.id, '?status=succeeded')).data.length === 2 || undefined);
      const listed = (await list(endpoint.id)).data;
      assert.deepEqual(
        listed.map((d) => d.id),
        [other.body.id, res.body.id],
      );
      const shown = await show(endpoint.id, res.body.id);
      assert.equal(shown.payload, request!.body);
    });

    it("shows each attempt's request headers as the receiver got them, custom header values hidden, and no signature of a secret rotated out", async () => {
      await setUp();
      const created = await server.post(companyPath(ws, '/webhook_endpoints'), {
        token: ws.token,
        body: { url: receiver.url('/headers'), events: ['candidateAdded'], headers: { 'X-Api-Key': 'gateway-key-value' } },
      });
      assert.equal(created.status, 201, created.text);
      const endpoint = created.body as { id: string; secret: string };
      const sent = await server.post(endpointPath(endpoint.id, '/test'), { token: ws.token });
      assert.equal(sent.status, 202, sent.text);
      const [request] = await receiver.waitForCount(1);
      const before = await untilStatus(endpoint.id, sent.body.id, 'succeeded');
      const shown = before.attempts[0].request_headers as Record<string, string | null>;
      for (const name of ['content-type', 'user-agent', 'x-hook-signature', 'webhook-id', 'webhook-timestamp', 'webhook-signature']) {
        assert.equal(shown[name], request!.headers[name], name);
      }
      assert.equal(request!.headers['x-api-key'], 'gateway-key-value', 'the receiver got the value');
      assert.equal(shown['x-api-key'], '(hidden)', 'the log never shows it');
      assert.equal(shown['x-hook-signature-previous'], undefined);
      const text = JSON.stringify(before);
      assert.ok(!text.includes('gateway-key-value') && !text.includes(endpoint.secret), 'no secret in the answer');

      // After a rotation with an overlap: a new attempt carries both signatures, shown as sent; the older one's are not kept.
      const rotated = await server.post(endpointPath(endpoint.id, '/rotate_secret'), { token: ws.token, body: { overlap_hours: 1 } });
      assert.equal(rotated.status, 200, rotated.text);
      const again = await server.post(endpointPath(endpoint.id, '/test'), { token: ws.token });
      const [, second] = await receiver.waitForCount(2);
      const after = await untilStatus(endpoint.id, again.body.id, 'succeeded');
      const headers = after.attempts[0].request_headers as Record<string, string | null>;
      for (const name of ['x-hook-signature', 'x-hook-signature-previous', 'webhook-timestamp', 'webhook-signature']) {
        assert.equal(headers[name], second!.headers[name], name);
      }
      assert.ok(
        verifySignature(second!.body, headers['x-hook-signature-previous']!, endpoint.secret),
        'the previous one, with the old secret',
      );
      const old = (await show(endpoint.id, sent.body.id)).attempts[0].request_headers as Record<string, string | null>;
      assert.equal(old['x-hook-signature'], null, 'signed with the secret before the rotation: not made again with another');
      assert.equal(old['webhook-signature'], null);
      assert.equal(old['webhook-id'], request!.headers['webhook-id']);
    });
  });
}

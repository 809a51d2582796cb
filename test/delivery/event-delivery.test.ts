// End to end: endpoints made through the management API, events made through
// the recruiting routes, deliveries received by a real HTTPS receiver.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { Value } from '@sinclair/typebox/value';
import { Webhook } from 'standardwebhooks';
import { EVENT_TYPES, type EventType } from '../../src/schemas/event-types.ts';
import { componentSchemas } from '../../src/schemas/components.ts';
import { WEBHOOK_EVENT_SCHEMAS } from '../../src/schemas/webhook-events.ts';
import { verifySignature } from '../../packages/receiver/verify-signature.js';
import { DIALECTS } from '../helpers/dialects.ts';
import { useDeliverySuite } from '../helpers/delivery-suite.ts';
import { HttpsReceiver, type ReceivedRequest } from '../helpers/https-receiver.ts';
import { companyPath, createCandidate, createNote, createPosition, type Workspace } from '../helpers/recruiting-fixtures.ts';
import type { TestServer } from '../helpers/test-server.ts';
import { deliveriesOf, eventually } from '../helpers/webhook-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`event delivery end to end [${dialect.name}]`, { skip: dialect.skip }, () => {
    const suite = useDeliverySuite(dialect, {
      realClock: true,
      env: { WEBHOOK_RETRY_BASE_MS: '10', WEBHOOK_RETRY_MAX_MS: '100', WEBHOOK_TIMEOUT_MS: '2000' },
    });
    const { createEndpoint } = suite;
    let server: TestServer;
    let receiver: HttpsReceiver;
    let ws: Workspace;
    before(() => {
      server = suite.server;
    });
    const setUp = async () => {
      ({ receiver, ws } = await suite.setUp());
    };

    it('delivers each of the ten event types, signed, with a payload matching its schema', async () => {
      await setUp();
      const endpoint = await createEndpoint(EVENT_TYPES);
      const position = await createPosition(server, ws, { name: 'Platform Engineer' });
      await server.put(companyPath(ws, `/position/${position._id}`), { token: ws.token, body: { location: 'Berlin' } });
      await server.put(companyPath(ws, `/position/${position._id}/state`), { token: ws.token, body: { state: 'published' } });
      const candidate = await createCandidate(server, ws, position._id, { name: 'Grace Hopper', email_address: 'grace@example.com' });
      await server.put(companyPath(ws, `/position/${position._id}/candidate/${candidate._id}/stage`), {
        token: ws.token,
        body: { stage_id: 'interviewing' },
      });
      const note = await createNote(server, ws, position._id, candidate._id, 'Great interview');
      const notePath = `/position/${position._id}/candidate/${candidate._id}/note/${note._id}`;
      await server.put(companyPath(ws, notePath), { token: ws.token, body: { body: 'Great interview, hire' } });
      await server.delete(companyPath(ws, notePath), { token: ws.token });
      await server.delete(companyPath(ws, `/position/${position._id}/candidate/${candidate._id}`), { token: ws.token });
      await server.delete(companyPath(ws, `/position/${position._id}`), { token: ws.token });

      const requests = await receiver.waitForCount(EVENT_TYPES.length);
      const expectedOrder: EventType[] = [
        'companyPositionAdded',
        'companyPositionUpdated',
        'companyPositionStateUpdated',
        'candidateAdded',
        'candidateStatusUpdated',
        'companyNotePosted',
        'companyNoteUpdated',
        'companyNoteDeleted',
        'candidateDeleted',
        'companyPositionDeleted',
      ];
      assert.deepEqual(
        requests.map((r) => JSON.parse(r.body).type),
        expectedOrder,
        'all ten, in the order they happened',
      );
      const hook = new Webhook(endpoint.secret);
      for (const request of requests) {
        const payload = JSON.parse(request.body);
        assert.ok(verifySignature(request.body, request.headers['x-hook-signature'], endpoint.secret), `${payload.type}: X-Hook-Signature`);
        hook.verify(request.body, headersOf(request)); // throws when the Standard Webhooks signature is wrong
        assert.equal(request.headers['webhook-id'], payload._id);
        const schema = WEBHOOK_EVENT_SCHEMAS[payload.type as EventType];
        assert.ok(
          Value.Check(schema, componentSchemas(), payload),
          `${payload.type}: ${JSON.stringify([...Value.Errors(schema, componentSchemas(), payload)].slice(0, 3))}`,
        );
        assert.equal(payload.object.company._id, ws.company.id);
        assert.equal(payload.object.acting_user._id, ws.user.id);
      }
      const status = JSON.parse(requests[4].body);
      assert.equal(status.object.candidate.name, 'Grace Hopper');
      assert.equal(status.object.stage.id, 'interviewing');
      assert.equal(status.object.stage_was.id, 'applied');

      const stats = await eventually(async () => {
        const res = await server.get(companyPath(ws, `/webhook_endpoint/${endpoint.id}`), { token: ws.token });
        return res.body.stats.successful_deliveries === EVENT_TYPES.length ? res.body.stats : undefined;
      });
      assert.equal(stats.failed_deliveries, 0);
      assert.ok(Date.parse(stats.last_delivery_at) > 0);
    });

    it('resuming through the API releases deliveries queued before the pause, then those held during it, in order', async () => {
      await setUp();
      const endpoint = await createEndpoint(['companyPositionAdded']);
      let refuse = true;
      receiver.behave = () => (refuse ? { status: 503, headers: { 'retry-after': '3600' } } : { status: 200 });
      const queued = await createPosition(server, ws, { name: 'Queued before the pause' });
      await receiver.waitForCount(1);
      const paused = await server.post(companyPath(ws, `/webhook_endpoint/${endpoint.id}/pause`), { token: ws.token });
      assert.equal(paused.body.status, 'paused');
      const held = await createPosition(server, ws, { name: 'Created while paused' });
      // The queued delivery waits for its retry (capped at 100 ms) and for the resume.
      refuse = false;
      const resumed = await server.post(companyPath(ws, `/webhook_endpoint/${endpoint.id}/resume`), { token: ws.token });
      assert.equal(resumed.body.status, 'active');
      await receiver.waitForCount(3);
      const afterResume = await createPosition(server, ws, { name: 'Created after resume' });
      await receiver.waitForCount(4);
      const names = receiver.requests.map((r) => JSON.parse(r.body).object.position.name);
      assert.deepEqual(names, [queued.name, queued.name, held.name, afterResume.name]);
    });

    it('a disabled endpoint gets nothing; re-enabled, it gets new events', async () => {
      await setUp();
      const endpoint = await createEndpoint(['companyPositionAdded']);
      const off = await server.put(companyPath(ws, `/webhook_endpoint/${endpoint.id}`), { token: ws.token, body: { enabled: false } });
      assert.equal(off.body.enabled, false);
      await createPosition(server, ws, { name: 'While disabled' });
      assert.equal((await deliveriesOf(server, endpoint.id)).length, 0, 'no delivery is queued for a disabled endpoint');
      await server.put(companyPath(ws, `/webhook_endpoint/${endpoint.id}`), { token: ws.token, body: { enabled: true } });
      await createPosition(server, ws, { name: 'After re-enabling' });
      const [request] = await receiver.waitForCount(1);
      assert.equal(JSON.parse(request.body).object.position.name, 'After re-enabling');
    });

    it('deleting an endpoint drops its pending deliveries', async () => {
      await setUp();
      const endpoint = await createEndpoint(['companyPositionAdded']);
      let witnessCalls = 0;
      receiver.behave = (request) => {
        if (request.path !== '/witness') return { status: 500 };
        // Refused four times with a Retry-After, each wait cut to the 100 ms maximum.
        return ++witnessCalls <= 4 ? { status: 503, headers: { 'retry-after': '1' } } : { status: 200 };
      };
      await createPosition(server, ws, { name: 'One' });
      await createPosition(server, ws, { name: 'Two' });
      await receiver.waitForCount(1);
      assert.ok((await deliveriesOf(server, endpoint.id)).some((d) => d.status === 'pending'));
      const res = await server.delete(companyPath(ws, `/webhook_endpoint/${endpoint.id}`), { token: ws.token });
      assert.deepEqual(res.body, { success: true });
      assert.ok(!(await deliveriesOf(server, endpoint.id)).some((d) => d.status === 'pending'));
      const seen = receiver.requests.filter((r) => r.path === '/hook').length;
      // A witness made after the delete, whose fifth request comes at least 400 ms after its
      // first: four of the deleted endpoint's retry periods (at most 100 ms each) went by meanwhile.
      await createEndpoint(['companyPositionAdded'], '/witness');
      await createPosition(server, ws, { name: 'Three' });
      await receiver.waitFor((r) => r.filter((x) => x.path === '/witness').length === 5, 10_000, 'the witness to be answered');
      assert.ok(
        receiver.requests.filter((r) => r.path === '/hook').length <= seen + 1,
        'nothing more was sent, but for the attempt in flight',
      );
    });
  });
}

function headersOf(request: ReceivedRequest): Record<string, string> {
  return {
    'webhook-id': request.headers['webhook-id']!,
    'webhook-timestamp': request.headers['webhook-timestamp']!,
    'webhook-signature': request.headers['webhook-signature']!,
  };
}

// The receiver check, black box over HTTP with a real HTTPS receiver, on both
// dialects: a receiver that verifies like a correct one (Standard Webhooks
// signature and timestamp, and remembering the ids it has seen) passes every
// step; one that accepts anything is flagged on the three it should refuse;
// one that verifies only X-Hook-Signature (no timestamp, no memory) is
// flagged on the old timestamp and the replay. The requests carry the
// endpoint's custom headers, and nothing reaches the delivery log or the
// stats. Then the refusals: the Pro plan and another owner's endpoint.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { verifySignature } from '../../packages/receiver/verify-signature.js';
import { DIALECTS } from '../helpers/dialects.ts';
import { useDeliverySuite } from '../helpers/delivery-suite.ts';
import type { Behaviour, HttpsReceiver, ReceivedRequest } from '../helpers/https-receiver.ts';
import { companyPath, type Workspace } from '../helpers/recruiting-fixtures.ts';
import type { TestServer } from '../helpers/test-server.ts';

for (const dialect of DIALECTS) {
  describe(`receiver check [${dialect.name}]`, { skip: dialect.skip }, () => {
    const suite = useDeliverySuite(dialect, { realClock: true, env: { WEBHOOK_TIMEOUT_MS: '3000' } });
    let server: TestServer;
    let receiver: HttpsReceiver;
    let ws: Workspace;
    before(() => {
      server = suite.server;
    });
    const check = (id: string) => server.post(suite.endpointPath(id, '/check'), { token: ws.token });
    const verdicts = (body: any) => body.steps.map((s: any) => [s.name, s.expected, s.status_code, s.passed]);

    it('passes a receiver that verifies, and flags one that accepts anything or ignores the timestamp', async () => {
      ({ receiver, ws } = await suite.setUp());
      const created = await server.post(companyPath(ws, '/webhook_endpoints'), {
        token: ws.token,
        body: { url: receiver.url('/hook'), events: ['companyPositionAdded'], headers: { 'X-Gateway-Key': 'gw-1' } },
      });
      assert.equal(created.status, 201, created.text);
      const { id, secret } = created.body as { id: string; secret: string };

      let mode: 'correct' | 'naive' | 'hook-signature-only' = 'correct';
      const seen = new Set<string>();
      const correct = (request: ReceivedRequest): Behaviour => {
        try {
          new Webhook(secret).verify(request.body, {
            'webhook-id': request.headers['webhook-id']!,
            'webhook-timestamp': request.headers['webhook-timestamp']!,
            'webhook-signature': request.headers['webhook-signature']!,
          });
        } catch {
          return { status: 401 };
        }
        if (seen.has(request.headers['webhook-id']!)) return { status: 409 };
        seen.add(request.headers['webhook-id']!);
        return { status: 204 };
      };
      receiver.behave = (request) => {
        if (mode === 'naive') return { status: 200 };
        if (mode === 'hook-signature-only')
          return { status: verifySignature(request.body, request.headers['x-hook-signature'], secret) ? 200 : 400 };
        return correct(request);
      };

      const passed = await check(id);
      assert.equal(passed.status, 200, passed.text);
      assert.deepEqual(verdicts(passed.body), [
        ['valid', 'accept', 204, true],
        ['wrong_signature', 'refuse', 401, true],
        ['old_timestamp', 'refuse', 401, true],
        ['replay', 'refuse', 409, true],
      ]);
      assert.equal(passed.body.passed, true);
      assert.equal(receiver.requests.length, 4);
      for (const request of receiver.requests) {
        assert.equal(request.headers['x-gateway-key'], 'gw-1', 'with the custom headers');
        assert.equal(JSON.parse(request.body).test, true, 'test events');
        assert.equal(JSON.parse(request.body).type, 'companyPositionAdded');
      }
      const [valid, , , replay] = receiver.requests;
      assert.equal(replay!.body, valid!.body, 'the replay is the valid one again');
      assert.equal(replay!.headers['webhook-signature'], valid!.headers['webhook-signature']);

      mode = 'naive';
      const naive = await check(id);
      assert.deepEqual(verdicts(naive.body), [
        ['valid', 'accept', 200, true],
        ['wrong_signature', 'refuse', 200, false],
        ['old_timestamp', 'refuse', 200, false],
        ['replay', 'refuse', 200, false],
      ]);
      assert.equal(naive.body.passed, false);

      mode = 'hook-signature-only';
      const partial = await check(id);
      assert.deepEqual(verdicts(partial.body), [
        ['valid', 'accept', 200, true],
        ['wrong_signature', 'refuse', 400, true],
        ['old_timestamp', 'refuse', 200, false],
        ['replay', 'refuse', 200, false],
      ]);

      const log = await server.get(suite.endpointPath(id, '/deliveries'), { token: ws.token });
      assert.deepEqual(log.body.data, [], 'nothing in the delivery log');
      const shown = await server.get(suite.endpointPath(id), { token: ws.token });
      assert.deepEqual(shown.body.stats, { successful_deliveries: 0, failed_deliveries: 0, last_delivery_at: null });
    });

    it('reports a receiver that does not answer, and refuses another owner’s endpoint and a company off the Pro plan', async () => {
      ({ receiver, ws } = await suite.setUp());
      const endpoint = await suite.createEndpoint(['companyPositionAdded']);
      receiver.behave = () => ({ action: 'reset' });
      const unreachable = await check(endpoint.id);
      assert.equal(unreachable.status, 200, unreachable.text);
      assert.equal(unreachable.body.passed, false);
      for (const step of unreachable.body.steps) {
        assert.equal(step.status_code, null);
        assert.equal(step.passed, false, 'no answer is no refusal');
        assert.ok(step.error);
      }

      const stranger = await server.createWorkspace();
      const other = await server.post(`/v3/company/${stranger.company.id}/webhook_endpoint/${endpoint.id}/check`, {
        token: stranger.token,
      });
      assert.equal(other.status, 404, other.text);
      await server.services.storage.db.updateTable('companies').set({ plan: 'free' }).where('id', '=', ws.company.id).execute();
      const free = await check(endpoint.id);
      assert.equal(free.status, 403, free.text);
      assert.equal(free.body.error.type, 'proPlanRequired');
    });
  });
}

// An endpoint's rate limit, end to end over HTTP with a real HTTPS receiver,
// on both dialects: measured at the receiver, no one-second window holds more
// deliveries than the limit, the queue's order is kept, an endpoint without a
// limit beside it is not held back, and the deliveries waiting for their turn
// show in the delivery log as pending with the time they go. Then the field
// itself: shown on the endpoint, set, changed and cleared, and refused out of
// its bounds.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { useDeliverySuite } from '../helpers/delivery-suite.ts';
import type { HttpsReceiver } from '../helpers/https-receiver.ts';
import { companyPath, createPosition, type Workspace } from '../helpers/recruiting-fixtures.ts';
import type { TestServer } from '../helpers/test-server.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

const LIMIT = 2;
const EVENTS = 6;

for (const dialect of DIALECTS) {
  describe(`per-endpoint rate limit [${dialect.name}]`, { skip: dialect.skip }, () => {
    const suite = useDeliverySuite(dialect, {
      realClock: true,
      env: { WEBHOOK_RETRY_BASE_MS: '10', WEBHOOK_RETRY_MAX_MS: '100', WEBHOOK_TIMEOUT_MS: '2000', WEBHOOK_ENDPOINT_CONCURRENCY: '4' },
    });
    let server: TestServer;
    let receiver: HttpsReceiver;
    let ws: Workspace;
    before(() => {
      server = suite.server;
    });
    const received = (path: string) => receiver.requests.filter((r) => r.path === path);
    const names = (path: string) => received(path).map((r) => JSON.parse(r.body).object.position.name);

    it('holds the endpoint to its limit at the receiver, in order, without holding back another endpoint', async () => {
      ({ receiver, ws } = await suite.setUp());
      const created = await server.post(companyPath(ws, '/webhook_endpoints'), {
        token: ws.token,
        body: { url: receiver.url('/limited'), events: ['companyPositionAdded'], rate_limit: LIMIT },
      });
      assert.equal(created.status, 201, created.text);
      assert.equal(created.body.rate_limit, LIMIT);
      const limited = created.body.id as string;
      await suite.createEndpoint(['companyPositionAdded'], '/free');

      const made: string[] = [];
      for (let i = 0; i < EVENTS; i++) made.push((await createPosition(server, ws, { name: `Position ${i}` })).name);

      // While some wait for their turn, the log shows them pending with the time they go.
      const held = await eventually(
        async () => {
          const log = await server.get(suite.endpointPath(limited, '/deliveries'), { token: ws.token });
          const waiting = log.body.data.filter(
            (d: any) => d.status === 'pending' && d.next_attempt_at !== null && Date.parse(d.next_attempt_at) > Date.parse(d.created_at),
          );
          return waiting.length > 0 ? waiting : undefined;
        },
        10_000,
        'deliveries waiting for their turn',
      );
      await receiver.waitFor(() => names('/free').length === EVENTS, 10_000, 'the endpoint without a limit');
      assert.ok(names('/limited').length < EVENTS, 'the endpoint without a limit had everything while the limited one still waited');

      await receiver.waitFor(() => names('/limited').length >= EVENTS, 15_000, 'every delivery to the limited endpoint');
      assert.deepEqual(names('/limited'), made, 'in queue order, each once');
      assert.deepEqual(names('/free'), made);
      const times = received('/limited').map((r) => r.receivedAt);
      for (let i = 0; i + LIMIT < times.length; i++) {
        assert.ok(times[i + LIMIT]! - times[i]! >= 1000, `deliveries ${i} to ${i + LIMIT} arrived within one second: ${times.join(', ')}`);
      }
      // Each held delivery went no earlier than the time the log gave it.
      for (const delivery of held) {
        const request = received('/limited').find((r) => JSON.parse(r.body)._id === delivery.event_id);
        assert.ok(request, `delivery ${delivery.id} arrived`);
        assert.ok(request.receivedAt >= Date.parse(delivery.next_attempt_at), 'not before its next_attempt_at');
      }
    });

    it('is shown on the endpoint, set and cleared by an update, and refused out of its bounds', async () => {
      ({ receiver, ws } = await suite.setUp());
      const endpoint = await suite.createEndpoint(['companyPositionAdded']);
      const shown = await server.get(suite.endpointPath(endpoint.id), { token: ws.token });
      assert.equal(shown.body.rate_limit, null, 'no limit by default');
      for (const [value, expected] of [
        [1000, 1000],
        [1, 1],
        [null, null],
      ] as const) {
        const res = await server.put(suite.endpointPath(endpoint.id), { token: ws.token, body: { rate_limit: value } });
        assert.equal(res.status, 200, res.text);
        assert.equal(res.body.rate_limit, expected);
      }
      for (const value of [0, 1001, 2.5, '10', true, -1]) {
        const update = await server.put(suite.endpointPath(endpoint.id), { token: ws.token, body: { rate_limit: value } });
        assert.equal(update.status, 400, update.text);
        assert.equal(update.body.error.type, 'invalidRateLimit');
        assert.match(update.body.error.message, /1 to 1000/);
        const create = await server.post(companyPath(ws, '/webhook_endpoints'), {
          token: ws.token,
          body: { url: receiver.url('/other'), events: ['companyPositionAdded'], rate_limit: value },
        });
        assert.equal(create.status, 400, create.text);
        assert.equal(create.body.error.type, 'invalidRateLimit');
      }
      const list = await server.get(companyPath(ws, '/webhook_endpoints'), { token: ws.token });
      assert.deepEqual(
        list.body.data.map((e: any) => e.rate_limit),
        [null],
      );
    });
  });
}

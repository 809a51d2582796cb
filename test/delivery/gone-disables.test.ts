// A receiver that answers 410 Gone, end to end over HTTP with a real HTTPS
// receiver, on both dialects: the endpoint is disabled at once with that
// reason, the delivery is not retried, stays pending with its attempt in the
// log, nothing more is queued while disabled, and enabling the endpoint
// again sends what it held, in order.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { useDeliverySuite } from '../helpers/delivery-suite.ts';
import type { HttpsReceiver } from '../helpers/https-receiver.ts';
import { createPosition, type Workspace } from '../helpers/recruiting-fixtures.ts';
import type { TestServer } from '../helpers/test-server.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`a 410 Gone disables the endpoint [${dialect.name}]`, { skip: dialect.skip }, () => {
    // Retries come fast here: a 410 that were retried would show as a second request at once.
    const suite = useDeliverySuite(dialect, {
      realClock: true,
      env: { WEBHOOK_RETRY_BASE_MS: '10', WEBHOOK_RETRY_MAX_MS: '50', WEBHOOK_TIMEOUT_MS: '2000' },
    });
    let server: TestServer;
    let receiver: HttpsReceiver;
    let ws: Workspace;
    before(() => {
      server = suite.server;
    });
    const names = (path: string) => receiver.requests.filter((r) => r.path === path).map((r) => JSON.parse(r.body).object.position.name);

    it('disables at once with the reason, keeps the delivery pending, and sends the queue in order once enabled again', async () => {
      ({ receiver, ws } = await suite.setUp());
      const endpoint = await suite.createEndpoint(['companyPositionAdded'], '/gone');
      const witness = await suite.createEndpoint(['companyPositionAdded'], '/witness');
      receiver.behave = (request) => ({ status: request.path === '/gone' ? 410 : 200 });

      await createPosition(server, ws, { name: 'First' });
      const disabled = await eventually(async () => {
        const res = await server.get(suite.endpointPath(endpoint.id), { token: ws.token });
        return res.body.enabled === false ? res.body : undefined;
      });
      assert.equal(disabled.disabled_reason, 'The receiver answered 410 Gone');
      assert.ok(disabled.disabled_at);
      assert.equal(disabled.stats.failed_deliveries, 1);

      // Made after the disabling: queued for the witness only. Once the witness has it, the worker has been through it.
      await createPosition(server, ws, { name: 'Second' });
      await receiver.waitFor(() => names('/witness').length === 2, 10_000, 'the witness to get both events');
      await eventually(async () => {
        const res = await server.get(suite.endpointPath(witness.id), { token: ws.token });
        return res.body.stats.successful_deliveries === 2;
      });
      assert.deepEqual(names('/gone'), ['First'], 'one request, not retried');
      const log = await server.get(suite.endpointPath(endpoint.id, '/deliveries'), { token: ws.token });
      assert.equal(log.status, 200, log.text);
      assert.deepEqual(
        log.body.data.map((d: any) => [d.status, d.attempt_count, d.last_status_code]),
        [['pending', 1, 410]],
      );

      receiver.behave = () => ({ status: 200 });
      const enabled = await server.put(suite.endpointPath(endpoint.id), { token: ws.token, body: { enabled: true } });
      assert.equal(enabled.status, 200, enabled.text);
      assert.deepEqual([enabled.body.enabled, enabled.body.disabled_reason], [true, null]);
      await createPosition(server, ws, { name: 'Third' });
      await receiver.waitFor(() => names('/gone').length >= 3, 10_000, 'the held delivery and the new one');
      assert.deepEqual(names('/gone'), ['First', 'First', 'Third']);
    });
  });
}

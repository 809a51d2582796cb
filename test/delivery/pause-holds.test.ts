// A pause holds, it doesn't drop: end to end over HTTP with a real HTTPS
// receiver, on both dialects. Events made while an endpoint is paused reach
// it in order once it is resumed, and none before; a resume that discards
// them leaves them cancelled in the delivery log and sends none. A witness
// endpoint subscribed to the same events shows the worker has been through
// them, so "nothing arrived while paused" is checked after the fact, not by
// waiting a fixed time.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { useDeliverySuite } from '../helpers/delivery-suite.ts';
import type { HttpsReceiver } from '../helpers/https-receiver.ts';
import { createPosition, type Workspace } from '../helpers/recruiting-fixtures.ts';
import type { TestServer } from '../helpers/test-server.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`pausing holds deliveries [${dialect.name}]`, { skip: dialect.skip }, () => {
    const suite = useDeliverySuite(dialect, {
      realClock: true,
      env: { WEBHOOK_RETRY_BASE_MS: '10', WEBHOOK_RETRY_MAX_MS: '100', WEBHOOK_TIMEOUT_MS: '2000' },
    });
    let server: TestServer;
    let receiver: HttpsReceiver;
    let ws: Workspace;
    before(() => {
      server = suite.server;
    });

    const names = (path: string) => receiver.requests.filter((r) => r.path === path).map((r) => JSON.parse(r.body).object.position.name);

    /** An endpoint paused through the API, a witness beside it, and three positions made while it is paused, received by the witness. */
    async function holdThree() {
      ({ receiver, ws } = await suite.setUp());
      const endpoint = await suite.createEndpoint(['companyPositionAdded'], '/paused');
      await suite.createEndpoint(['companyPositionAdded'], '/witness');
      const paused = await server.post(suite.endpointPath(endpoint.id, '/pause'), { token: ws.token });
      assert.equal(paused.body.status, 'paused');
      const made: string[] = [];
      for (const name of ['First while paused', 'Second while paused', 'Third while paused']) {
        made.push((await createPosition(server, ws, { name })).name);
      }
      await receiver.waitFor(() => names('/witness').length === 3, 10_000, 'the witness to get the three events');
      assert.deepEqual(names('/paused'), [], 'nothing reaches a paused endpoint');
      return { endpoint, made };
    }

    it('sends what was held, in order, once resumed (an empty JSON body resumes as before)', async () => {
      const { endpoint, made } = await holdThree();
      const resumed = await server.post(suite.endpointPath(endpoint.id, '/resume'), {
        token: ws.token,
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(resumed.status, 200, resumed.text);
      assert.equal(resumed.body.status, 'active');
      await receiver.waitFor(() => names('/paused').length >= 3, 10_000, 'the held deliveries');
      const after = (await createPosition(server, ws, { name: 'After resume' })).name;
      await receiver.waitFor(() => names('/paused').length >= 4, 10_000, 'the delivery after resume');
      assert.deepEqual(names('/paused'), [...made, after], 'in event order, each once, then the new one');
    });

    it('with discard_held, sends none of it and shows it cancelled in the delivery log', async () => {
      const { endpoint } = await holdThree();
      const resumed = await server.post(suite.endpointPath(endpoint.id, '/resume'), { token: ws.token, body: { discard_held: true } });
      assert.equal(resumed.status, 200, resumed.text);
      assert.equal(resumed.body.status, 'active');
      const log = await server.get(suite.endpointPath(endpoint.id, '/deliveries'), { token: ws.token });
      assert.deepEqual(
        log.body.data.map((d: any) => [d.status, d.attempt_count, d.last_error]),
        Array(3).fill(['cancelled', 0, 'Cancelled: discarded when the endpoint was resumed']),
      );
      const after = (await createPosition(server, ws, { name: 'After resume' })).name;
      await receiver.waitFor(() => names('/paused').length >= 1, 10_000, 'the delivery after resume');
      await eventually(async () => {
        const res = await server.get(suite.endpointPath(endpoint.id), { token: ws.token });
        return res.body.stats.successful_deliveries === 1;
      });
      assert.deepEqual(names('/paused'), [after], 'only the event made after the resume');
    });

    it('refuses a resume body it cannot read, and the endpoint stays paused with what it holds', async () => {
      const { endpoint } = await holdThree();
      for (const [body, type] of [
        [{ discard_held: 'yes' }, 'invalidDiscardHeld'],
        [{ discard: true }, 'unknownField'],
        [[true], 'invalidBody'],
      ] as const) {
        const res = await server.post(suite.endpointPath(endpoint.id, '/resume'), { token: ws.token, body });
        assert.equal(res.status, 400, res.text);
        assert.equal(res.body.error.type, type);
      }
      const current = await server.get(suite.endpointPath(endpoint.id), { token: ws.token });
      assert.equal(current.body.status, 'paused');
      const log = await server.get(suite.endpointPath(endpoint.id, '/deliveries'), { token: ws.token });
      assert.deepEqual(
        log.body.data.map((d: any) => d.status),
        ['pending', 'pending', 'pending'],
      );
    });
  });
}

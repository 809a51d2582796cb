// An endpoint's delivery health (GET .../stats), black box over HTTP with a
// real HTTPS receiver, on both dialects: the attempts it answered and
// refused, counted in the current bucket; the verdict moving from healthy to
// failing since the first failure to disabled with its reason; the windows'
// buckets; and refused queries.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { useDeliverySuite } from '../helpers/delivery-suite.ts';
import type { HttpsReceiver } from '../helpers/https-receiver.ts';
import { createPosition, type Workspace } from '../helpers/recruiting-fixtures.ts';
import type { TestServer } from '../helpers/test-server.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`delivery health of an endpoint [${dialect.name}]`, { skip: dialect.skip }, () => {
    // A failed delivery is not retried within the test (its retry waits a minute): each event is one attempt.
    const suite = useDeliverySuite(dialect, {
      realClock: true,
      env: { WEBHOOK_RETRY_BASE_MS: '60000', WEBHOOK_RETRY_MAX_MS: '60000', WEBHOOK_ENDPOINT_CONCURRENCY: '10' },
    });
    let server: TestServer;
    let receiver: HttpsReceiver;
    let ws: Workspace;
    before(() => {
      server = suite.server;
    });
    const stats = async (id: string, query = '') => {
      const res = await server.get(suite.endpointPath(id, `/stats${query}`), { token: ws.token });
      assert.equal(res.status, 200, res.text);
      return res.body;
    };

    it('counts successes and failures, gives response times, and says since when it fails and why it is disabled', async () => {
      ({ receiver, ws } = await suite.setUp());
      const endpoint = await suite.createEndpoint(['companyPositionAdded']);
      const fresh = await stats(endpoint.id);
      assert.deepEqual(
        [fresh.succeeded, fresh.failed, fresh.response_time_ms, fresh.health.summary],
        [0, 0, { p50: null, p95: null }, 'healthy'],
      );
      assert.equal(fresh.buckets.length, 24);
      assert.equal(fresh.bucket_minutes, 60);

      for (let i = 0; i < 3; i++) await createPosition(server, ws, { name: `Answered ${i}` });
      await receiver.waitForCount(3);
      const healthy = await eventually(async () => {
        const body = await stats(endpoint.id);
        return body.succeeded === 3 ? body : undefined;
      });
      assert.equal(healthy.failed, 0);
      assert.equal(healthy.health.summary, 'healthy');
      assert.ok(healthy.response_time_ms.p50 >= 0 && healthy.response_time_ms.p95 >= healthy.response_time_ms.p50);
      const current = healthy.buckets.at(-1);
      assert.deepEqual([current.succeeded, current.failed], [3, 0], 'in the current hour');
      assert.ok(Date.parse(current.start) <= Date.now() && Date.now() < Date.parse(healthy.until));

      receiver.behave = () => ({ status: 500 });
      const failedAt = Date.now();
      await createPosition(server, ws, { name: 'Refused' });
      const failing = await eventually(async () => {
        const body = await stats(endpoint.id);
        return body.failed === 1 ? body : undefined;
      });
      assert.equal(failing.health.status, 'failing');
      assert.ok(Date.parse(failing.health.since) >= failedAt - 1000, failing.health.summary);
      assert.equal(failing.health.summary, `failing since ${failing.health.since}`);

      const week = await stats(endpoint.id, '?window=7d');
      assert.deepEqual([week.window, week.buckets.length, week.bucket_minutes, week.succeeded, week.failed], ['7d', 28, 360, 3, 1]);

      await server.put(suite.endpointPath(endpoint.id), { token: ws.token, body: { enabled: false } });
      assert.equal((await stats(endpoint.id)).health.summary, 'disabled: Disabled through the API');
    });

    it('refuses an unknown window or parameter, and another owner’s endpoint', async () => {
      ({ receiver, ws } = await suite.setUp());
      const endpoint = await suite.createEndpoint(['companyPositionAdded']);
      for (const [query, type] of [
        ['?window=30d', 'invalidWindow'],
        ['?from=2026-01-01', 'unknownParameter'],
      ]) {
        const res = await server.get(suite.endpointPath(endpoint.id, `/stats${query}`), { token: ws.token });
        assert.equal(res.status, 400, res.text);
        assert.equal(res.body.error.type, type);
      }
      const stranger = await server.createWorkspace();
      const res = await server.get(`/v3/company/${stranger.company.id}/webhook_endpoint/${endpoint.id}/stats`, { token: stranger.token });
      assert.equal(res.status, 404, res.text);
    });
  });
}

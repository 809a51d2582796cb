// Receiver checks and test events send at once on a caller's word, so they
// are bounded (src/services/webhook-test-limits.ts). Black box over HTTP with
// a real HTTPS receiver, on both dialects: 150 parallel checks from one token
// run only the company's allowance (the rest 429 tooManyWebhookTests, in the
// Error shape with Retry-After), which checks and test events share, which
// another company does not touch, and which comes back when the window
// ends; no more checks run at once than WEBHOOK_CHECK_CONCURRENCY, the rest
// wait their turn, and beyond the waiting room 429 receiverChecksBusy; and
// the checks of a process share one connection pool.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { MAX_WAITING_CHECKS } from '../../src/services/webhook-test-limits.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { assertErrorShape } from '../helpers/error-shape.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { companyPath, type Workspace } from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { scaled } from '../helpers/time-scale.ts';
import { deliveriesSettled, eventually } from '../helpers/webhook-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`bounds on receiver checks and test events [${dialect.name}]`, { skip: dialect.skip }, () => {
    let byDefault: TestServer;
    let narrow: TestServer;
    let receiver: HttpsReceiver;
    before(async () => {
      // The manual clock: the window ends when the test says.
      byDefault = await startTestServer(dialect, { env: { WEBHOOK_TIMEOUT_MS: '5000' } });
      narrow = await startTestServer(dialect, {
        env: { WEBHOOK_TIMEOUT_MS: '20000', WEBHOOK_CHECK_CONCURRENCY: '2', WEBHOOK_TEST_RATE_LIMIT: '1000/60s' },
      });
    });
    after(async () => {
      await byDefault?.close();
      await narrow?.close();
    });
    afterEach(() => receiver?.close());

    const endpointOf = async (server: TestServer, ws: Workspace) => {
      const res = await server.post(companyPath(ws, '/webhook_endpoints'), {
        token: ws.token,
        body: { url: receiver.url('/hook'), events: ['companyPositionAdded'] },
      });
      assert.equal(res.status, 201, res.text);
      return (rest: string) => companyPath(ws, `/webhook_endpoint/${res.body.id}${rest}`);
    };

    it('runs only the company’s allowance of 150 parallel checks; test events share it; the window ends', async () => {
      receiver = await HttpsReceiver.start();
      const server = byDefault;
      const ws = await server.createWorkspace();
      const path = await endpointOf(server, ws);
      const answers = await Promise.all(Array.from({ length: 150 }, () => server.post(path('/check'), { token: ws.token })));
      const ran = answers.filter((r) => r.status === 200);
      const refused = answers.filter((r) => r.status === 429);
      assert.equal(ran.length, 20, 'the default allowance: 20 a minute');
      assert.equal(refused.length, 130);
      assert.equal(receiver.requests.length, 20 * 4, 'four requests per check that ran, none for the refused');
      for (const res of refused) {
        assertErrorShape(res.body);
        assert.equal(res.body.error.type, 'tooManyWebhookTests');
        assert.match(
          res.body.error.message,
          /^Too many receiver checks and test events for this company: at most 20 per 60 seconds; try again in \d+ seconds$/,
        );
        assert.ok(
          Number(res.headers.get('retry-after')) >= 1 && Number(res.headers.get('retry-after')) <= 60,
          res.headers.get('retry-after')!,
        );
      }
      // Test events count against the same allowance.
      const test = await server.post(path('/test'), { token: ws.token });
      assert.equal(test.status, 429, test.text);
      assert.equal(test.body.error.type, 'tooManyWebhookTests');

      // Another company's allowance is its own.
      const other = await server.createWorkspace();
      const otherPath = await endpointOf(server, other);
      assert.equal((await server.post(otherPath('/test'), { token: other.token })).status, 202);

      // The window ends: allowed again.
      server.clock.advance(60_001);
      assert.equal((await server.post(path('/test'), { token: ws.token })).status, 202);
      // The test events sent before the receiver closes (a connection opened as it closes would hold it open).
      await deliveriesSettled(server.services, 30_000);
    });

    it('runs at most WEBHOOK_CHECK_CONCURRENCY checks at once, the next in their turn, and refuses beyond the waiting room', async () => {
      receiver = await HttpsReceiver.start();
      const server = narrow;
      const ws = await server.createWorkspace();
      const path = await endpointOf(server, ws);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      receiver.behave = () => ({ status: 200, until: gate });
      const first = Array.from({ length: 2 + MAX_WAITING_CHECKS }, () => server.post(path('/check'), { token: ws.token }));
      await receiver.waitForCount(2);
      await eventually(async () => server.services.webhookTestLimits.waitingChecks === MAX_WAITING_CHECKS, 10_000, 'a full waiting room');
      // The others wait for a turn: beyond the waiting room, refused at once.
      const busy = await Promise.all(Array.from({ length: 3 }, () => server.post(path('/check'), { token: ws.token })));
      for (const res of busy) {
        assert.equal(res.status, 429, res.text);
        assertErrorShape(res.body);
        assert.equal(res.body.error.type, 'receiverChecksBusy');
        assert.equal(res.headers.get('retry-after'), '5');
      }
      await new Promise((resolve) => setTimeout(resolve, scaled(200)));
      assert.equal(receiver.requests.length, 2, 'two checks at once, each on its first request');
      release();
      const answers = await Promise.all(first);
      assert.deepEqual(new Set(answers.map((r) => r.status)), new Set([200]));
      assert.equal(receiver.requests.length, (2 + MAX_WAITING_CHECKS) * 4);
    });

    it('sends every check of the process over one connection pool', async () => {
      receiver = await HttpsReceiver.start();
      const server = narrow;
      const ws = await server.createWorkspace();
      const path = await endpointOf(server, ws);
      for (let i = 0; i < 4; i++) assert.equal((await server.post(path('/check'), { token: ws.token })).status, 200);
      assert.equal(receiver.requests.length, 16);
      // A pool per check opened one connection at least per check. One pool reuses its kept-alive
      // connections (a second may open while the first goes back to the pool).
      assert.ok(receiver.connections <= 2, `${receiver.connections} connections for 16 requests of 4 checks`);
    });
  });
}

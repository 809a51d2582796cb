// A receiver that answers 503 with `Retry-After: 0` (or a date already past)
// asks for its retry at once; honoured as it is, every retry would be spent in
// a moment and the delivery failed for good. On the manual clock, on both
// dialects: the retry after such an answer is due no sooner than the normal
// backoff, and nothing more is sent until the clock gets there.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { scaled } from '../helpers/time-scale.ts';
import { attemptsOf, deliveriesOf, emitEvent, eventually, insertEndpoint } from '../helpers/webhook-fixtures.ts';

const BASE_MS = 60_000;
const MAX_MS = 600_000;

for (const dialect of DIALECTS) {
  describe(`Retry-After below the backoff [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let receiver: HttpsReceiver;
    before(async () => {
      server = await startTestServer(dialect, {
        env: { WEBHOOK_RETRY_BASE_MS: String(BASE_MS), WEBHOOK_RETRY_MAX_MS: String(MAX_MS), WEBHOOK_TIMEOUT_MS: '10000' },
      });
    });
    after(() => server?.close());
    afterEach(() => receiver?.close());

    for (const [what, retryAfter] of [
      ['zero', () => '0'],
      ['a date in the past', () => new Date(server.clock.now() - 3_600_000).toUTCString()],
    ] as const) {
      it(`a 503 with Retry-After ${what} waits the normal backoff, not nothing`, async () => {
        receiver = await HttpsReceiver.start();
        const company = await server.createCompany();
        const endpoint = await insertEndpoint(server, company.id, { url: receiver.url() });
        receiver.behave = () => ({ status: 503, headers: { 'retry-after': retryAfter() } });
        await emitEvent(server, company.id);
        const [first] = await eventually(async () => {
          const rows = await attemptsOf(server, endpoint.id);
          return rows.length >= 1 ? rows : undefined;
        }, 10_000);
        const [delivery] = await eventually(async () => {
          const rows = await deliveriesOf(server, endpoint.id);
          return rows[0]?.attempts === 1 ? rows : undefined;
        }, 10_000);
        assert.equal(delivery!.status, 'pending');
        // The first retry's backoff is BASE_MS with ±20% jitter; the clock has not moved.
        const wait = delivery!.next_attempt_at - first!.started_at;
        assert.ok(wait >= 0.8 * BASE_MS && wait <= 1.2 * BASE_MS, `the retry is due ${wait} ms after the attempt`);
        // Given the worker time to misbehave, still one request: nothing is sent before the retry is due.
        await new Promise((resolve) => setTimeout(resolve, scaled(300)));
        assert.equal(receiver.requests.length, 1);
        server.clock.advance(1.2 * BASE_MS + 1);
        await receiver.waitForCount(2);
        const [again] = await deliveriesOf(server, endpoint.id);
        assert.ok(again!.attempts <= 2 && again!.status === 'pending', `${again!.attempts} attempts, ${again!.status}`);
      });
    }
  });
}

// Custom header values stay write-only, even against a receiver that echoes
// what it gets. End to end over HTTP with a real HTTPS echo receiver, on both
// dialects: every stored answer (body and headers; first attempts, retries
// and test events) has the endpoint's header values and signing secrets
// (current and previous, during a rotation) masked, in the delivery log and
// in the attempts table, also where the answer was cut to size mid-value;
// the receiver check shows none either. And a new URL of another origin
// drops the custom headers unless the same request gives them again.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { MASK, MIN_MASKED_LENGTH } from '../../src/delivery/transport/response-masking.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { useDeliverySuite } from '../helpers/delivery-suite.ts';
import { HttpsReceiver, type ReceivedRequest } from '../helpers/https-receiver.ts';
import { companyPath, type Workspace } from '../helpers/recruiting-fixtures.ts';
import type { TestServer } from '../helpers/test-server.ts';
import { attemptsOf, eventually } from '../helpers/webhook-fixtures.ts';

const KEY_VALUE = 'gw-key-91c7d0e4a25b';
const AUTH_VALUE = 'Bearer tok_"quoted"\\slash_5e0a';
const SHORT_VALUE = 'x'.repeat(MIN_MASKED_LENGTH - 1);
const NEW_VALUE = 'new-origin-key-3ab90f';

for (const dialect of DIALECTS) {
  describe(`secrets echoed by a receiver [${dialect.name}]`, { skip: dialect.skip }, () => {
    const suite = useDeliverySuite(dialect, {
      realClock: true,
      env: { WEBHOOK_RETRY_BASE_MS: '10', WEBHOOK_RETRY_MAX_MS: '50', WEBHOOK_TIMEOUT_MS: '5000' },
    });
    let server: TestServer;
    let receiver: HttpsReceiver;
    let ws: Workspace;
    before(() => {
      server = suite.server;
    });

    it('masks every header value and secret in stored answers, on every path that stores one', async () => {
      ({ receiver, ws } = await suite.setUp());
      const created = await server.post(companyPath(ws, '/webhook_endpoints'), {
        token: ws.token,
        body: {
          url: receiver.url('/echo'),
          events: ['companyPositionAdded'],
          headers: { 'X-Api-Key': KEY_VALUE, Authorization: AUTH_VALUE, 'X-Short': SHORT_VALUE },
        },
      });
      assert.equal(created.status, 201, created.text);
      const id = created.body.id as string;
      const firstSecret = created.body.secret as string;
      const rotated = await server.post(suite.endpointPath(id, '/rotate_secret'), { token: ws.token, body: { overlap_hours: 1 } });
      assert.equal(rotated.status, 200, rotated.text);
      const secrets = [firstSecret, rotated.body.secret as string];
      const secretValues = [KEY_VALUE, AUTH_VALUE, ...secrets, ...secrets.map((s) => s.slice('whsec_'.length))];

      // Echoes the request's headers (and the secrets, as a receiver holding them might) in its body and headers:
      // first a 500 (the attempt is retried), then a body cut mid-value at 4 KB and a header cut mid-value at 256.
      const echo = (request: ReceivedRequest, index: number) => {
        const headers = {
          'x-echo-key': request.headers['x-api-key']!,
          'x-echo-auth': request.headers.authorization!,
          'x-echo-secret': secrets[index % 2]!,
          'x-echo-long': 'h'.repeat(250) + KEY_VALUE,
        };
        const body = JSON.stringify({ headers: request.headers, secrets });
        if (index === 0) return { status: 500, headers, body };
        return { status: 200, headers, body: index === 1 ? body : 'b'.repeat(4096 - 10) + KEY_VALUE };
      };
      receiver.behave = echo;
      const sent = await server.post(suite.endpointPath(id, '/test'), { token: ws.token });
      assert.equal(sent.status, 202, sent.text);
      const again = await server.post(suite.endpointPath(id, '/test'), { token: ws.token });
      assert.equal(again.status, 202, again.text);
      const received = await receiver.waitForCount(3);
      assert.equal(received[0]!.headers['x-api-key'], KEY_VALUE, 'the receiver got the value: it had something to echo');

      const attempts = await eventually(async () => {
        const rows = await attemptsOf(server, id);
        return rows.length >= 3 ? rows : undefined;
      });
      const log = await server.get(suite.endpointPath(id, '/deliveries'), { token: ws.token });
      const shown = await Promise.all(
        log.body.data.map((d: { id: string }) => server.get(suite.endpointPath(id, `/delivery/${d.id}`), { token: ws.token })),
      );
      const stored = JSON.stringify(attempts.map((a) => [a.response_body, a.response_headers]));
      const answered = shown.map((r) => r.text).join('\n');
      assert.ok(answered.includes(MASK) && stored.includes(MASK), 'the echo was stored, masked');
      for (const value of secretValues) {
        for (const [where, text] of [
          ['the attempts table', stored],
          ['the delivery log', answered],
        ] as const) {
          assert.ok(!text.includes(value), `${where} holds a secret`);
          assert.ok(!text.includes(JSON.stringify(value).slice(1, -1)), `${where} holds a secret, JSON-escaped`);
        }
      }
      // Cut at 4 KB, and at 256 characters: the value's beginning is masked too.
      assert.ok(!answered.includes(KEY_VALUE.slice(0, 10)), 'no half of a value is left where the answer was cut');
      // A value too short to be a secret is left as it is: masking it would shred the answer.
      assert.ok(answered.includes(SHORT_VALUE), 'the short value is echoed as it came');

      const checked = await server.post(suite.endpointPath(id, '/check'), { token: ws.token });
      assert.equal(checked.status, 200, checked.text);
      for (const value of secretValues) assert.ok(!checked.text.includes(value), 'the check answers no secret');
    });

    it('drops the custom headers when the URL moves to another origin, unless given again', async () => {
      ({ receiver, ws } = await suite.setUp());
      const other = await HttpsReceiver.start();
      try {
        const created = await server.post(companyPath(ws, '/webhook_endpoints'), {
          token: ws.token,
          body: { url: receiver.url('/a'), events: ['companyPositionAdded'], headers: { 'X-Api-Key': KEY_VALUE } },
        });
        assert.equal(created.status, 201, created.text);
        const id = created.body.id as string;
        const put = (body: unknown) => server.put(suite.endpointPath(id), { token: ws.token, body });
        const sendTest = async (to: HttpsReceiver, count: number) => {
          assert.equal((await server.post(suite.endpointPath(id, '/test'), { token: ws.token })).status, 202);
          return (await to.waitForCount(count))[count - 1]!;
        };

        // Same origin, another path: kept.
        const samePath = await put({ url: receiver.url('/b?x=1') });
        assert.equal(samePath.status, 200, samePath.text);
        assert.deepEqual(samePath.body.headers, { 'X-Api-Key': '••••' });
        assert.equal((await sendTest(receiver, 1)).headers['x-api-key'], KEY_VALUE);

        // Another origin (another port): dropped, names and values.
        const moved = await put({ url: other.url('/hook') });
        assert.equal(moved.status, 200, moved.text);
        assert.deepEqual(moved.body.headers, {});
        assert.deepEqual((await server.get(suite.endpointPath(id), { token: ws.token })).body.headers, {});
        assert.equal((await sendTest(other, 1)).headers['x-api-key'], undefined, 'the new receiver never gets the old value');

        // Back to the first origin: still none (they were dropped, not hidden).
        const back = await put({ url: receiver.url('/a') });
        assert.deepEqual(back.body.headers, {});

        // Another origin with the headers in the same request: the new ones are kept.
        const withHeaders = await put({ url: other.url('/hook'), headers: { 'X-Api-Key': NEW_VALUE } });
        assert.equal(withHeaders.status, 200, withHeaders.text);
        assert.deepEqual(withHeaders.body.headers, { 'X-Api-Key': '••••' });
        assert.equal((await sendTest(other, 2)).headers['x-api-key'], NEW_VALUE);
      } finally {
        await other.close();
      }
    });
  });
}

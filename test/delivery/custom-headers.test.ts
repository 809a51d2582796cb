// An endpoint's custom headers, end to end over HTTP with a real HTTPS
// receiver, on both dialects: they arrive with every delivery (beside the
// signatures, which they can't replace), an update replaces them all and
// null removes them; responses show their names with a masked value, and no
// response, error or log line (at trace level) ever holds a value. Then the
// refusals: names that are not HTTP tokens, names the delivery sets itself,
// values with line breaks or too long, too many headers, a name twice.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { useDeliverySuite } from '../helpers/delivery-suite.ts';
import type { HttpsReceiver } from '../helpers/https-receiver.ts';
import { companyPath, createPosition, type Workspace } from '../helpers/recruiting-fixtures.ts';
import type { TestServer } from '../helpers/test-server.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

const KEY_VALUE = 'gw-key-7f3a9c51e2d84b06';
const AUTH_VALUE = 'Basic dXNlcjpzM2NyZXQtcGFzcw==';
const OTHER_VALUE = 'replacement-value-5d21e0';
const MASK = '••••';

for (const dialect of DIALECTS) {
  describe(`custom headers of an endpoint [${dialect.name}]`, { skip: dialect.skip }, () => {
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
    const texts: string[] = [];
    const call = async (method: 'get' | 'post' | 'put', path: string, body?: unknown) => {
      const res = await server[method](path, { token: ws.token, ...(body === undefined ? {} : { body }) });
      texts.push(res.text);
      return res;
    };

    it('sends them with every delivery, replaces and removes them, and never shows a value', async () => {
      ({ receiver, ws } = await suite.setUp());
      const created = await call('post', companyPath(ws, '/webhook_endpoints'), {
        url: receiver.url('/hook'),
        events: ['companyPositionAdded'],
        headers: { 'X-Api-Key': KEY_VALUE, Authorization: AUTH_VALUE },
      });
      assert.equal(created.status, 201, created.text);
      assert.deepEqual(created.body.headers, { 'X-Api-Key': MASK, Authorization: MASK });
      const id = created.body.id as string;

      // The first attempt fails (a warn line with the error), the retry succeeds: both carry the headers.
      receiver.behave = (_request, index) => ({ status: index === 0 ? 500 : 200 });
      await createPosition(server, ws, { name: 'With headers' });
      const [first, retried] = await receiver.waitForCount(2);
      for (const request of [first!, retried!]) {
        assert.equal(request.headers['x-api-key'], KEY_VALUE);
        assert.equal(request.headers.authorization, AUTH_VALUE);
        assert.ok(request.headers['x-hook-signature'] && request.headers['webhook-signature'], 'signed as ever');
      }

      const shown = await call('get', suite.endpointPath(id));
      assert.deepEqual(shown.body.headers, { 'X-Api-Key': MASK, Authorization: MASK });
      await call('get', companyPath(ws, '/webhook_endpoints'));
      const log = await call('get', suite.endpointPath(id, '/deliveries'));
      await call('get', suite.endpointPath(id, `/delivery/${log.body.data[0].id}`));

      const replaced = await call('put', suite.endpointPath(id), { headers: { 'X-Other': OTHER_VALUE } });
      assert.equal(replaced.status, 200, replaced.text);
      assert.deepEqual(replaced.body.headers, { 'X-Other': MASK }, 'the object replaces them all');
      await createPosition(server, ws, { name: 'Replaced' });
      const [, , third] = await receiver.waitForCount(3);
      assert.equal(third!.headers['x-other'], OTHER_VALUE);
      assert.equal(third!.headers['x-api-key'], undefined);

      const described = await call('put', suite.endpointPath(id), { description: 'kept headers' });
      assert.deepEqual(described.body.headers, { 'X-Other': MASK }, 'an update without headers keeps them');
      const cleared = await call('put', suite.endpointPath(id), { headers: null });
      assert.deepEqual(cleared.body.headers, {});
      await createPosition(server, ws, { name: 'Cleared' });
      const [, , , fourth] = await receiver.waitForCount(4);
      assert.equal(fourth!.headers['x-other'], undefined);

      await eventually(async () => (await call('get', suite.endpointPath(id))).body.stats.successful_deliveries === 3);
      const everything = [...texts, ...server.logs].join('\n');
      for (const value of [KEY_VALUE, AUTH_VALUE, OTHER_VALUE, 'dXNlcjpzM2NyZXQtcGFzcw']) {
        assert.ok(!everything.includes(value), 'no response or log line shows a header value');
      }
    });

    it('refuses bad names, names the delivery sets, bad values, too many and a name twice, naming no value', async () => {
      ({ receiver, ws } = await suite.setUp());
      const endpoint = await suite.createEndpoint(['companyPositionAdded']);
      const secretValue = 'never-echo-4b1e';
      const cases: Array<[unknown, RegExp]> = [
        [{ 'Bad Name': secretValue }, /Invalid header name/],
        [{ '': secretValue }, /Invalid header name/],
        [{ Host: secretValue }, /cannot be set/],
        [{ 'content-type': secretValue }, /cannot be set/],
        [{ 'Content-Length': secretValue }, /cannot be set/],
        [{ 'Transfer-Encoding': secretValue }, /cannot be set/],
        [{ Connection: secretValue }, /cannot be set/],
        [{ 'X-Hook-Signature-Extra': secretValue }, /cannot be set/],
        [{ 'Webhook-Id': secretValue }, /cannot be set/],
        [{ traceparent: secretValue }, /cannot be set/],
        [{ TraceState: secretValue }, /cannot be set/],
        [{ 'X-Ok': `${secretValue}\r\nX-Injected: 1` }, /without line breaks/],
        [{ 'X-Ok': secretValue.repeat(100) }, /up to 1000 characters/],
        [{ 'X-Ok': 5 }, /must be a string/],
        [Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`X-H${i}`, secretValue])), /At most 20 headers/],
        [['X-Ok'], /must be an object/],
        ['X-Ok', /must be an object/],
        [{ 'X-Twice': secretValue, 'x-twice': secretValue }, /more than once/],
      ];
      for (const [headers, message] of cases) {
        for (const res of [
          await server.put(suite.endpointPath(endpoint.id), { token: ws.token, body: { headers } }),
          await server.post(companyPath(ws, '/webhook_endpoints'), {
            token: ws.token,
            body: { url: receiver.url('/other'), events: ['companyPositionAdded'], headers },
          }),
        ]) {
          assert.equal(res.status, 400, `${JSON.stringify(headers)}: ${res.text}`);
          assert.equal(res.body.error.type, 'invalidHeaders');
          assert.match(res.body.error.message, message);
          assert.ok(!res.text.includes('never-echo'), `no value in the error: ${res.text}`);
        }
      }
      const twenty = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`X-H${i}`, 'v']));
      const ok = await server.put(suite.endpointPath(endpoint.id), { token: ws.token, body: { headers: twenty } });
      assert.equal(ok.status, 200, ok.text);
      assert.equal(Object.keys(ok.body.headers).length, 20);
      assert.ok(!server.logs.join('\n').includes('never-echo'), 'no value in any log line');
    });
  });
}

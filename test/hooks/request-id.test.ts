// X-Request-Id: a safe token sent by the client is kept, anything else is
// replaced by a generated id; every response carries it, errors included,
// and every log line of the request names it (reqId).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sqlite } from '../helpers/dialects.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id [sqlite]', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer(sqlite);
  });
  after(() => server?.close());

  /** The parsed log lines of the request with this id. */
  const linesOf = (id: string) =>
    server.logs.map((line) => JSON.parse(line) as { reqId?: string; msg?: string }).filter((entry) => entry.reqId === id);

  it('keeps a safe id the client sent, and names it in every log line of the request', async () => {
    for (const [id, path, status] of [
      ['abc.DEF_1:2-3', '/v3/health', 200],
      ['x'.repeat(128), '/v3/companies', 401],
    ] as const) {
      const res = await server.get(path, { headers: { 'x-request-id': id } });
      assert.equal(res.status, status);
      assert.equal(res.headers.get('x-request-id'), id);
      const messages = linesOf(id).map((entry) => entry.msg);
      assert.ok(messages.includes('incoming request') && messages.includes('request completed'), JSON.stringify(messages));
    }
  });

  it('replaces an id that is long or holds other characters by a generated one', async () => {
    for (const id of ['x'.repeat(129), 'two words', 'quote"d', 'back\\slash', 'ü']) {
      const res = await server.get('/v3/health', { headers: { 'x-request-id': id } });
      const echoed = res.headers.get('x-request-id')!;
      assert.match(echoed, UUID, id);
      assert.deepEqual(linesOf(id), [], `the unsafe id ${id} reached the log`);
      assert.ok(linesOf(echoed).length >= 2, 'the generated id names the log lines');
    }
  });

  it('generates a different id for each request that sends none', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) ids.add((await server.get('/v3/health')).headers.get('x-request-id')!);
    assert.equal(ids.size, 3);
    for (const id of ids) assert.match(id, UUID);
  });

  it('is on every error response too', async () => {
    const { token } = await server.createWorkspace();
    const json = { 'content-type': 'application/json' };
    const cases: Array<[number, () => Promise<{ status: number; headers: Headers | Record<string, string> }>]> = [
      [404, () => server.get('/v3/nothing', { headers: { 'x-request-id': 'e-404' } })],
      [400, () => server.post('/v3/signin', { rawBody: '{', headers: { ...json, 'x-request-id': 'e-400' } })],
      [415, () => server.post('/v3/signin', { rawBody: 'a=b', headers: { 'content-type': 'text/plain', 'x-request-id': 'e-415' } })],
      [413, () => server.post('/v3/signin', { rawBody: `"${'x'.repeat(1024 * 1024)}"`, headers: { ...json, 'x-request-id': 'e-413' } })],
      [403, () => server.get('/v3/company/abcdefabcdef/positions', { token, headers: { 'x-request-id': 'e-403' } })],
    ];
    for (const [status, send] of cases) {
      const res = await send();
      assert.equal(res.status, status);
      assert.equal((res.headers as Headers).get('x-request-id'), `e-${status}`);
    }
    // Answered before routing, and by Node's HTTP server itself.
    const badUrl = await rawRequest(server.url, { method: 'GET', target: '/v3/%zz', headers: [['X-Request-Id', 'e-url']] });
    assert.equal(badUrl.status, 400);
    assert.equal(badUrl.headers['x-request-id'], 'e-url');
    const expectation = await rawRequest(server.url, {
      method: 'POST',
      target: '/v3/signin',
      headers: [
        ['Expect', 'something-else'],
        ['X-Request-Id', 'e-417'],
        ['Content-Type', 'application/json'],
      ],
      body: '{}',
    });
    assert.equal(expectation.status, 417);
    assert.equal(expectation.headers['x-request-id'], 'e-417');
    // Not HTTP at all: no header to take an id from, so a new one.
    const garbage = await rawRequest(server.url, { method: 'GARBAGE', target: '', host: false });
    assert.equal(garbage.status, 400);
    assert.match(garbage.headers['x-request-id'] ?? '', UUID);
  });
});

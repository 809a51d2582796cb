// CORS_ORIGINS: off by default (no CORS header, a preflight is a 404 as
// before); with origins, browsers on those origins may call the API, with
// preflights answered; with *, any origin, never with credentials.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sqlite } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const APP = 'https://app.example.com';

function preflight(server: TestServer, origin: string, path = '/v3/companies') {
  return server.request('OPTIONS', path, {
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
  });
}

describe('CORS [sqlite]', () => {
  describe('without CORS_ORIGINS', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(sqlite);
    });
    after(() => server?.close());

    it('sends no CORS header, and a preflight is not found', async () => {
      const res = await server.get('/v3/health', { headers: { origin: APP } });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('access-control-allow-origin'), null);
      const pre = await preflight(server, APP);
      assert.equal(pre.status, 404);
      assert.equal(pre.body.error.type, 'routeNotFound');
      assert.equal(pre.headers.get('access-control-allow-origin'), null);
    });
  });

  describe('with a list of origins', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(sqlite, { env: { CORS_ORIGINS: `${APP}, http://localhost:5173` } });
    });
    after(() => server?.close());

    it('answers the preflight of a listed origin with what the API accepts', async () => {
      const res = await preflight(server, APP);
      assert.equal(res.status, 204);
      assert.equal(res.headers.get('access-control-allow-origin'), APP);
      assert.equal(res.headers.get('access-control-allow-methods'), 'GET, HEAD, POST, PUT, DELETE');
      assert.equal(
        res.headers.get('access-control-allow-headers'),
        'Authorization, Content-Type, X-Request-Id, Idempotency-Key, If-None-Match',
      );
      assert.equal(res.headers.get('access-control-max-age'), '600');
      assert.equal(res.headers.get('access-control-allow-credentials'), null);
      assert.match(res.headers.get('vary') ?? '', /Origin/);
      assert.ok(res.headers.get('x-request-id'), 'the preflight answer has a request id too');
      const deep = await preflight(server, 'http://localhost:5173', '/v3/company/abcdefabcdef/webhook_endpoint/x/pause');
      assert.equal(deep.status, 204);
      assert.equal(deep.headers.get('access-control-allow-origin'), 'http://localhost:5173');
    });

    it('lets a listed origin read answers, errors included, and the headers a client needs', async () => {
      const { token } = await server.createWorkspace();
      const ok = await server.get('/v3/companies', { token, headers: { origin: APP } });
      assert.equal(ok.status, 200);
      assert.equal(ok.headers.get('access-control-allow-origin'), APP);
      assert.equal(
        ok.headers.get('access-control-expose-headers'),
        'Location, Retry-After, X-Request-Id, Idempotent-Replayed, ETag, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, RateLimit, RateLimit-Policy',
      );
      const refused = await server.get('/v3/companies', { headers: { origin: APP } });
      assert.equal(refused.status, 401);
      assert.equal(refused.headers.get('access-control-allow-origin'), APP, 'a browser page can read why it was refused');
    });

    it('gives an origin that is not listed no CORS header', async () => {
      for (const origin of ['https://evil.example', 'https://app.example.com.evil.example', 'http://app.example.com']) {
        const pre = await preflight(server, origin);
        assert.equal(pre.headers.get('access-control-allow-origin'), null, origin);
        const res = await server.get('/v3/health', { headers: { origin } });
        assert.equal(res.headers.get('access-control-allow-origin'), null, origin);
      }
    });
  });

  describe('with *', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(sqlite, { env: { CORS_ORIGINS: '*' } });
    });
    after(() => server?.close());

    it('allows any origin, without credentials', async () => {
      const pre = await preflight(server, 'https://anywhere.example');
      assert.equal(pre.status, 204);
      assert.equal(pre.headers.get('access-control-allow-origin'), '*');
      assert.equal(pre.headers.get('access-control-allow-credentials'), null);
      const res = await server.get('/v3/health', { headers: { origin: 'https://anywhere.example' } });
      assert.equal(res.headers.get('access-control-allow-origin'), '*');
    });
  });
});

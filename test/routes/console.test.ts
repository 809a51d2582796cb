// Serving the web console at /: cache headers, the single-page fallback (never
// for /v3 or /assets), the Content-Security-Policy, and API answers that stay
// as they were apart from the security headers. Over a small stand-in build,
// so the serving rules are tested whatever dist/ holds.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { sqlite } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const INDEX = '<!doctype html><title>console</title><script type="module" src="/assets/index-AbC123.js"></script>';
/** The sign-in page prerendered into the same page (console/vite.config.ts). */
const SIGN_IN =
  '<!doctype html><title>Sign in</title><script type="module" src="/assets/index-AbC123.js"></script><div id="root"><form method="post"></form></div>';
const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
/** Headers every API answer may carry besides the security headers. */
/** What every API answer carries, with or without a console: X-Request-Id among them (hooks/request-id.ts). */
const PLAIN_HEADERS = ['connection', 'content-length', 'content-type', 'date', 'keep-alive', 'x-request-id'];
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function assertRouteNotFound(res: { status: number; headers: Headers; body: any; text: string }): void {
  assert.equal(res.status, 404, res.text);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  assert.equal(res.body?.error?.type, 'routeNotFound', res.text);
}

describe('the web console at /', () => {
  let server: TestServer;
  let plain: TestServer;
  let older: TestServer;
  let dir: string;
  let olderDir: string;
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-build-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dir, 'assets/index-AbC123.js'), BIG_SCRIPT);
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // What the build writes beside each text file (console/vite.config.ts).
    fs.writeFileSync(path.join(dir, 'assets/index-AbC123.js.br'), zlib.brotliCompressSync(BIG_SCRIPT));
    fs.writeFileSync(path.join(dir, 'assets/index-AbC123.js.gz'), zlib.gzipSync(BIG_SCRIPT));
    fs.writeFileSync(path.join(dir, 'index.html.gz'), zlib.gzipSync(INDEX));
    fs.writeFileSync(path.join(dir, 'signin.html'), SIGN_IN);
    // A build from before the sign-in page was prerendered: index.html alone.
    olderDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-build-'));
    fs.writeFileSync(path.join(olderDir, 'index.html'), INDEX);
    server = await startTestServer(sqlite, { consoleDir: dir });
    plain = await startTestServer(sqlite);
    older = await startTestServer(sqlite, { consoleDir: olderDir });
  });
  after(async () => {
    await server?.close();
    await plain?.close();
    await older?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(olderDir, { recursive: true, force: true });
  });

  it('serves index.html at / to be revalidated on every load, under a strict Content-Security-Policy', async () => {
    const res = await server.get('/', { headers: HTML });
    assert.equal(res.status, 200);
    assert.equal(res.text, INDEX);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    assert.ok(res.headers.get('etag'), 'an ETag makes the revalidation cheap');
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /(^|;)\s*script-src 'self'(;|$)/);
    assert.match(csp, /(^|;)\s*style-src 'self'(;|$)/);
    assert.match(csp, /(^|;)\s*default-src 'self'(;|$)/);
    assert.match(csp, /(^|;)\s*frame-ancestors 'none'(;|$)/);
    assert.match(csp, /(^|;)\s*object-src 'none'(;|$)/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|upgrade-insecure-requests/);
    assert.equal(res.headers.get('strict-transport-security'), null);
    assert.equal(res.headers.get('set-cookie'), null);
  });

  it('lets browsers keep hashed assets for a year, and revalidate the other files', async () => {
    const asset = await server.get('/assets/index-AbC123.js');
    assert.equal(asset.status, 200);
    assert.equal(asset.text, BIG_SCRIPT);
    assert.match(asset.headers.get('content-type') ?? '', /javascript/);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const icon = await server.get('/favicon.svg');
    assert.equal(icon.status, 200);
    assert.equal(icon.headers.get('cache-control'), 'no-cache');
  });

  it('sends each file compressed as the browser accepts it, from the files the build compressed', async () => {
    const get = (url: string, encoding?: string) =>
      fetch(server.url + url, { headers: { ...HTML, ...(encoding ? { 'accept-encoding': encoding } : {}) } });
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.match(br.headers.get('vary') ?? '', /accept-encoding/i);
    assert.equal(await br.text(), BIG_SCRIPT, 'the same bytes once decoded');
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.equal(await gz.text(), BIG_SCRIPT);
    const none = await get('/assets/index-AbC123.js', 'identity');
    assert.equal(none.headers.get('content-encoding'), null);
    assert.equal(await none.text(), BIG_SCRIPT);
    // A console address answered with index.html is compressed too.
    const page = await get('/companies/x/webhooks', 'gzip');
    assert.equal(page.headers.get('content-encoding'), 'gzip');
    assert.equal(await page.text(), INDEX);
  });

  it('answers the sign-in page with its prerendered page, signin.html, whatever its query; a build without one with index.html', async () => {
    for (const pagePath of ['/signin', '/signin?next=%2Faccount&error=invalidCredentials']) {
      const res = await server.get(pagePath, { headers: HTML });
      assert.equal(res.status, 200, pagePath);
      assert.equal(res.text, SIGN_IN, pagePath);
      assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
      assert.equal(res.headers.get('cache-control'), 'no-cache');
      assert.equal((await older.get(pagePath, { headers: HTML })).text, INDEX, pagePath);
    }
    const head = await server.request('HEAD', '/signin', { headers: HTML });
    assert.equal(head.status, 200);
  });

  it('answers a console page address with index.html (a reload of /companies/… shows the page)', async () => {
    for (const pagePath of ['/companies/0123456789ab/webhooks', '/account/api-keys?tab=1', '/signin/more', '/signin.', '/companies']) {
      const res = await server.get(pagePath, { headers: HTML });
      assert.equal(res.status, 200, pagePath);
      assert.equal(res.text, INDEX);
      assert.equal(res.headers.get('cache-control'), 'no-cache');
    }
    const head = await server.request('HEAD', '/companies', { headers: HTML });
    assert.equal(head.status, 200);
    assert.match(head.headers.get('content-type') ?? '', /^text\/html/);
  });

  it('keeps 404 routeNotFound in the Error shape for /v3, missing assets, other methods and non-HTML requests', async () => {
    assertRouteNotFound(await server.get('/v3/nothing-here', { headers: HTML }));
    assertRouteNotFound(await server.get('/v3', { headers: HTML }));
    assertRouteNotFound(await server.get('/v3/company/0123456789ab/nothing', { headers: HTML }));
    assertRouteNotFound(await server.get('/assets/index-gone.js', { headers: HTML }));
    assertRouteNotFound(await server.post('/companies', { headers: HTML, body: {} }));
    assertRouteNotFound(await server.get('/v2/companies'));
    assertRouteNotFound(await server.get('/companies', { headers: { accept: 'application/json' } }));
  });

  it('leaves API answers as they were, apart from the security headers', async () => {
    const { token } = await server.createWorkspace();
    for (const [path, status] of [
      ['/v3/companies', 200],
      ['/v3/user/details', 200],
      ['/v3/companies/nothing', 404],
    ] as const) {
      const withConsole = await server.get(path, { token });
      const without = await plain.get(path, { token: await plain.createPat((await plain.createUser()).id) });
      assert.equal(withConsole.status, status);
      assert.equal(without.status, status);
      assert.equal(withConsole.headers.get('content-type'), 'application/json; charset=utf-8');
      assert.equal(withConsole.headers.get('content-type'), without.headers.get('content-type'));
      // A 200 of the API carries its ETag (hooks/conditional-get.ts), with the console or without.
      const expected = [...PLAIN_HEADERS, ...SECURITY_HEADERS, ...(status === 200 ? ['etag'] : [])].sort();
      assert.deepEqual([...withConsole.headers.keys()].sort(), expected, path);
      assert.deepEqual([...without.headers.keys()].sort(), expected, path);
    }
    const unauthorized = await server.get('/v3/companies');
    assert.equal(unauthorized.status, 401);
    assert.deepEqual(Object.keys(unauthorized.body), ['error']);
    assert.equal(unauthorized.headers.get('x-content-type-options'), 'nosniff');
  });

  it("without a built console, / is the API's 404 like any unknown route", async () => {
    assertRouteNotFound(await plain.get('/', { headers: HTML }));
    assertRouteNotFound(await plain.get('/companies', { headers: HTML }));
  });
});

// Conditional GET, black box over HTTP on each backend: the API's JSON
// answers carry a strong ETag of their bytes; If-None-Match naming it gets
// 304 without a body; a change of the data, or another view of it, gets a new
// tag and the whole answer again.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

type Workspace = Awaited<ReturnType<TestServer['createWorkspace']>>;

const strongTagOf = (text: string) => `"${createHash('sha256').update(text).digest('base64url')}"`;

for (const dialect of DIALECTS) {
  describe(`conditional requests [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ws: Workspace;
    let endpointId: string;
    const list = () => `/v3/company/${ws.company.id}/webhook_endpoints`;
    const one = () => `/v3/company/${ws.company.id}/webhook_endpoint/${endpointId}`;

    before(async () => {
      server = await startTestServer(dialect, { role: 'api' });
      ws = await server.createWorkspace();
      const created = await server.post(list(), {
        token: ws.token,
        body: { url: 'https://example.com/hooks', events: ['candidateAdded'] },
      });
      assert.equal(created.status, 201, created.text);
      endpointId = created.body.id;
    });
    after(() => server?.close());

    /** A GET with the workspace's token, and If-None-Match when given. */
    const get = (path: string, ifNoneMatch?: string) =>
      server.get(path, { token: ws.token, headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch } });

    for (const [what, path] of [
      ['a list', () => list()],
      ['a single object', () => one()],
      ['the companies of the caller', () => '/v3/companies'],
    ] as const) {
      it(`tags ${what} with the hash of its bytes, and answers 304 without a body to If-None-Match`, async () => {
        const first = await get(path());
        assert.equal(first.status, 200);
        const tag = first.headers.get('etag');
        assert.equal(tag, strongTagOf(first.text), 'a strong tag: the SHA-256 of the body sent');

        const again = await get(path(), tag!);
        assert.equal(again.status, 304);
        assert.equal(again.text, '', 'no body');
        assert.equal(again.headers.get('etag'), tag, 'the tag again');
        assert.equal(again.headers.get('content-type'), null);

        // Weak comparison (RFC 9110 for If-None-Match): a W/ prefix, a list, and * all match.
        assert.equal((await get(path(), `W/${tag}`)).status, 304);
        assert.equal((await get(path(), `"other", ${tag}`)).status, 304);
        assert.equal((await get(path(), '*')).status, 304);
        const other = await get(path(), '"something else"');
        assert.equal(other.status, 200);
        assert.equal(other.text, first.text);
      });
    }

    it('gives a changed object, and the list that holds it, a new tag and the whole answer', async () => {
      const [listBefore, oneBefore] = [await get(list()), await get(one())];
      const changed = await server.put(one(), { token: ws.token, body: { description: 'changed' } });
      assert.equal(changed.status, 200, changed.text);
      for (const [path, before] of [
        [list(), listBefore],
        [one(), oneBefore],
      ] as const) {
        const after = await get(path, before.headers.get('etag')!);
        assert.equal(after.status, 200, `${path}: the old tag no longer matches`);
        assert.notEqual(after.headers.get('etag'), before.headers.get('etag'));
        assert.equal(after.headers.get('etag'), strongTagOf(after.text));
      }
    });

    it('tags the answer to HEAD as that to GET, and the OpenAPI document too', async () => {
      const got = await get(list());
      const head = await server.request('HEAD', list(), { token: ws.token });
      assert.equal(head.status, 200);
      assert.equal(head.headers.get('etag'), got.headers.get('etag'));
      const headAgain = await server.request('HEAD', list(), { token: ws.token, headers: { 'if-none-match': got.headers.get('etag')! } });
      assert.equal(headAgain.status, 304);
      const document = await server.get('/v3/openapi.json');
      assert.equal(document.headers.get('etag'), strongTagOf(document.text));
    });

    it('is in the OpenAPI document: ETag, 304 and If-None-Match on every GET answered with JSON, and on nothing else', async () => {
      const { paths, components } = (await server.get('/v3/openapi.json')).body;
      assert.ok(components.responses.NotModified && components.headers.ETag && components.parameters.IfNoneMatch);
      let conditional = 0;
      for (const [path, item] of Object.entries<any>(paths)) {
        for (const [method, operation] of Object.entries<any>(item)) {
          const json = operation.responses['200']?.content?.['application/json'] !== undefined;
          const expected = method === 'get' && json;
          const where = `${method} ${path}`;
          assert.equal(operation.responses['304']?.$ref === '#/components/responses/NotModified', expected, where);
          assert.equal(operation.responses['200']?.headers?.ETag !== undefined, expected, where);
          assert.equal(
            operation.parameters.some((p: { $ref?: string }) => p.$ref === '#/components/parameters/IfNoneMatch'),
            expected,
            where,
          );
          if (expected) conditional++;
        }
      }
      assert.ok(conditional >= 15, `${conditional} conditional GETs`);
    });

    it('tags no error, and no write', async () => {
      const missing = await get(`/v3/company/${ws.company.id}/webhook_endpoint/we_000000000000000000000000`);
      assert.equal(missing.status, 404);
      assert.equal(missing.headers.get('etag'), null);
      const unauthenticated = await server.get(list());
      assert.equal(unauthenticated.status, 401);
      assert.equal(unauthenticated.headers.get('etag'), null);
      const write = await server.put(one(), { token: ws.token, body: { description: 'again' } });
      assert.equal(write.status, 200);
      assert.equal(write.headers.get('etag'), null);
    });

    it('answers another caller’s view with its own tag, never a 304 for a body it was not sent', async () => {
      const mine = await get('/v3/companies');
      const someone = await server.createWorkspace();
      const theirs = await server.get('/v3/companies', { token: someone.token, headers: { 'if-none-match': mine.headers.get('etag')! } });
      assert.equal(theirs.status, 200);
      assert.notEqual(theirs.headers.get('etag'), mine.headers.get('etag'));
    });
  });
}

import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { UsersRepository } from '../../src/storage/repositories/users-repository.ts';

function assertErrorShape(body: any, type?: string): void {
  assert.ok(body && typeof body === 'object', `not JSON: ${JSON.stringify(body)}`);
  assert.deepEqual(Object.keys(body), ['error'], JSON.stringify(body));
  assert.equal(typeof body.error.type, 'string');
  assert.equal(typeof body.error.message, 'string');
  assert.ok(body.error.message.length > 0);
  if (type) assert.equal(body.error.type, type, JSON.stringify(body));
}

for (const dialect of DIALECTS) {
  describe(`error responses [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect);
    });
    after(() => server?.close());

    for (const [method, path] of [
      ['GET', '/v3/nothing-here'],
      ['GET', '/'],
      ['POST', '/v3/companies'],
      ['DELETE', '/v3/signin'],
      ['GET', '/v2/companies'],
    ] as const) {
      it(`answers 404 routeNotFound for ${method} ${path}`, async () => {
        const res = await server.request(method, path);
        assert.equal(res.status, 404);
        assertErrorShape(res.body, 'routeNotFound');
        assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
      });
    }

    it('answers 400 invalidJson for malformed JSON', async () => {
      const res = await server.post('/v3/signin', {
        rawBody: '{"email": "a@example.com", "password": ',
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(res.status, 400);
      assertErrorShape(res.body, 'invalidJson');
    });

    it('answers 400 for an empty body declared as JSON', async () => {
      const res = await server.post('/v3/signin', { rawBody: '', headers: { 'content-type': 'application/json' } });
      assert.equal(res.status, 400);
      assertErrorShape(res.body);
    });

    it('accepts an empty body declared as JSON on every route that takes no body', async () => {
      const { company, token } = await server.createWorkspace();
      const doc = (await server.get('/v3/openapi.json')).body;
      const empty = { token, rawBody: '', headers: { 'content-type': 'application/json' } };
      const checked: string[] = [];
      for (const [path, item] of Object.entries<any>(doc.paths)) {
        for (const [method, operation] of Object.entries<any>(item)) {
          if (method === 'get' || operation.requestBody) continue;
          const url = path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'company_id' ? company.id : 'abcdefabcdef'));
          const res = await server.request(method.toUpperCase(), url, empty);
          // A member with ids that name nothing: the body is parsed, then the resource is not found.
          assert.notEqual(res.body?.error?.type, 'invalidJson', `${method} ${path}: ${res.text}`);
          assert.ok(res.status < 500 && res.status !== 400, `${method} ${path}: ${res.status} ${res.text}`);
          checked.push(`${method} ${path}`);
        }
      }
      assert.ok(checked.length >= 7, checked.join(', '));

      // And what such a client really does: deleting what it made.
      const base = `/v3/company/${company.id}`;
      const position = (await server.post(`${base}/positions`, { token, body: { name: 'Empty bodies' } })).body;
      const candidate = (await server.post(`${base}/position/${position._id}/candidates`, { token, body: { name: 'Ada' } })).body;
      const candidatePath = `${base}/position/${position._id}/candidate/${candidate._id}`;
      const note = (await server.post(`${candidatePath}/notes`, { token, body: { body: 'Strong' } })).body;
      for (const path of [`${candidatePath}/note/${note._id}`, candidatePath, `${base}/position/${position._id}`]) {
        const res = await server.delete(path, empty);
        assert.equal(res.status, 200, `${path}: ${res.text}`);
      }
    });

    it('still answers 400 for an empty body on a route that takes one', async () => {
      const { company, token } = await server.createWorkspace();
      const res = await server.post(`/v3/company/${company.id}/positions`, {
        token,
        rawBody: '',
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(res.status, 400);
      assertErrorShape(res.body, 'invalidJson');
    });

    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      it(`answers 415 for a ${contentType} body`, async () => {
        const res = await server.post('/v3/signin', {
          rawBody: contentType === 'text/plain' ? '{"email":"a@example.com","password":"x"}' : 'email=a%40example.com&password=x',
          headers: { 'content-type': contentType },
        });
        assert.equal(res.status, 415, res.text);
        assertErrorShape(res.body, 'unsupportedMediaType');
      });
    }

    it('accepts application/json with a charset', async () => {
      const user = await server.createUser();
      const res = await server.post('/v3/signin', {
        rawBody: JSON.stringify({ email: user.email, password: user.password }),
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
      assert.equal(res.status, 200, res.text);
    });

    it('answers 413 for a body over 1 MiB', async () => {
      const res = await server.post('/v3/signin', { body: { email: 'a@example.com', password: 'x'.repeat(1024 * 1024) } });
      assert.equal(res.status, 413);
      assertErrorShape(res.body, 'payloadTooLarge');
    });

    it('answers 400 invalidRequest for a body that breaks the schema', async () => {
      const res = await server.post('/v3/signin', { body: { email: 'a@example.com', password: 'x', extra: true } });
      assert.equal(res.status, 400);
      assertErrorShape(res.body, 'invalidRequest');
    });

    it('answers 400 invalidUrl in the Error shape for a URL that cannot be decoded', async () => {
      for (const path of ['/v3/%zz', '/v3/company/%zz/pipelines']) {
        const res = await server.get(path, { token: 'x' });
        assert.equal(res.status, 400, path);
        assertErrorShape(res.body, 'invalidUrl');
      }
    });

    it('answers 431 in the Error shape for headers that are too large', async () => {
      const res = await server.get('/v3/companies', { headers: { authorization: `Bearer ${'a'.repeat(20_000)}` } });
      assert.equal(res.status, 431);
      assertErrorShape(res.body, 'headersTooLarge');
    });

    it('answers 400 in the Error shape for a request that is not HTTP', async () => {
      const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.write('GARBAGE\r\n\r\n');
      await new Promise((resolve) => socket.on('close', resolve));
      assert.match(answer, /^HTTP\/1\.1 400 /);
      assertErrorShape(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)), 'invalidRequest');
    });

    it('answers 500 internalError without details when something fails inside, and logs it', async () => {
      const users = UsersRepository.prototype;
      const original = users.findByEmail;
      users.findByEmail = async () => {
        throw new Error('disk on fire at /srv/secret/path');
      };
      try {
        const res = await server.post('/v3/signin', { body: { email: 'a@example.com', password: 'whatever1' } });
        assert.equal(res.status, 500);
        assertErrorShape(res.body, 'internalError');
        assert.ok(!res.text.includes('disk on fire'), res.text);
        assert.ok(!res.text.includes('/srv/secret/path'));
        assert.ok(!/\bat .*\.ts:\d+/.test(res.text), 'no stack trace');
        assert.ok(!res.text.includes('stack'));
        assert.ok(
          server.logs.some((line) => line.includes('disk on fire')),
          'the failure is logged for the operator',
        );
      } finally {
        users.findByEmail = original;
      }
      const user = await server.createUser();
      assert.equal((await server.post('/v3/signin', { body: { email: user.email, password: user.password } })).status, 200);
    });
  });
}

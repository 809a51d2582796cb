// API_RATE_LIMIT: requests per token and window, and API_USER_RATE_LIMIT per
// user (all of its tokens together), refused with 429 past either limit, the
// tighter allowance in headers on every counted answer; shared by every API
// process of one database, PostgreSQL or a SQLite file.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ConfigError, loadConfig, parseRateLimit } from '../../src/config.ts';
import { ChildServer, openServices } from '../helpers/child-server.ts';
import { DIALECTS, type TestDatabase } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const HEADER_NAMES = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'ratelimit', 'ratelimit-policy'];

describe('API_RATE_LIMIT', () => {
  it('reads requests per window with the unit of the window', () => {
    assert.equal(parseRateLimit(undefined), undefined);
    assert.equal(parseRateLimit(''), undefined);
    assert.deepEqual(parseRateLimit('100/60s'), { limit: 100, windowMs: 60_000, perUser: 100 });
    assert.deepEqual(parseRateLimit('1000/1h'), { limit: 1000, windowMs: 3_600_000, perUser: 1000 });
    assert.deepEqual(parseRateLimit(' 5 / 2m '), { limit: 5, windowMs: 120_000, perUser: 5 });
    assert.deepEqual(parseRateLimit('10/1500ms'), { limit: 10, windowMs: 1500, perUser: 10 });
    assert.equal(loadConfig({}).rateLimit, undefined);
    assert.deepEqual(loadConfig({ API_RATE_LIMIT: '100/60s' }).rateLimit, { limit: 100, windowMs: 60_000, perUser: 100 });
    assert.deepEqual(loadConfig({ API_RATE_LIMIT: '100/60s', API_USER_RATE_LIMIT: ' 300 ' }).rateLimit, {
      limit: 100,
      windowMs: 60_000,
      perUser: 300,
    });
  });

  it('refuses API_USER_RATE_LIMIT without API_RATE_LIMIT, or not a number of requests', () => {
    for (const env of [
      { API_USER_RATE_LIMIT: '10' },
      ...['0', '-1', '10/60s', 'abc', '1000001', '1.5'].map((raw) => ({ API_RATE_LIMIT: '10/60s', API_USER_RATE_LIMIT: raw })),
    ]) {
      assert.throws(
        () => loadConfig(env),
        (error: Error) => error instanceof ConfigError && error.message.includes('API_USER_RATE_LIMIT'),
        JSON.stringify(env),
      );
    }
  });

  it('refuses anything else with a message naming the variable', () => {
    for (const raw of ['100', '100/60', 'abc', '0/60s', '100/0s', '10/100ms', '100/2d', '-1/60s', '100/25h']) {
      assert.throws(
        () => loadConfig({ API_RATE_LIMIT: raw }),
        (error: Error) => error instanceof ConfigError && error.message.includes('API_RATE_LIMIT'),
        raw,
      );
    }
  });
});

for (const dialect of DIALECTS) {
  describe(`the API rate limit [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect, { env: { API_RATE_LIMIT: '3/60s' } });
    });
    after(() => server?.close());

    it('counts each token’s requests, tells the allowance, and answers 429 with Retry-After past the limit', async () => {
      const { company, token } = await server.createWorkspace();
      const start = server.clock.now();
      const reset = String(Math.ceil((start + 60_000) / 1000));
      const seen: Array<string | null> = [];
      for (let i = 0; i < 3; i++) {
        const res = await server.get(i === 1 ? `/v3/company/${company.id}/positions` : '/v3/companies', { token });
        assert.equal(res.status, 200);
        assert.equal(res.headers.get('x-ratelimit-limit'), '3');
        assert.equal(res.headers.get('x-ratelimit-reset'), reset);
        assert.equal(res.headers.get('ratelimit-policy'), '"default";q=3;w=60');
        seen.push(res.headers.get('x-ratelimit-remaining'));
      }
      assert.deepEqual(seen, ['2', '1', '0']);
      server.clock.advance(15_000);
      const refused = await server.get('/v3/companies', { token });
      assert.equal(refused.status, 429);
      assert.equal(refused.body.error.type, 'tooManyRequests');
      assert.match(refused.body.error.message, /3 requests per 60 seconds/);
      assert.equal(refused.headers.get('retry-after'), '45');
      assert.equal(refused.headers.get('x-ratelimit-remaining'), '0');
      assert.equal(refused.headers.get('ratelimit'), '"default";r=0;t=45');
      // Refused before its body is read: a create is not made.
      const create = await server.post(`/v3/company/${company.id}/positions`, { token, body: { name: 'Over the limit' } });
      assert.equal(create.status, 429);

      // Another token of the same user shares the user's allowance, which is used up too.
      const other = await server.get('/v3/companies', {
        token: await server.createPat((await server.services.auth.authenticate(`Bearer ${token}`)).user.id),
      });
      assert.equal(other.status, 429);
      assert.match(other.body.error.message, /3 requests per 60 seconds for this user's tokens together/);
      assert.equal(other.headers.get('x-ratelimit-remaining'), '0');

      server.clock.advance(45_000);
      const again = await server.get('/v3/companies', { token });
      assert.equal(again.status, 200);
      assert.equal(again.headers.get('x-ratelimit-remaining'), '2');
      assert.equal(again.headers.get('ratelimit'), '"default";r=2;t=60');
    });

    it('neither counts nor tells requests without a valid token; sign-in keeps its own limiter', async () => {
      const user = await server.createUser();
      for (let i = 0; i < 5; i++) {
        const health = await server.get('/v3/health');
        assert.equal(health.status, 200);
        const signin = await server.post('/v3/signin', { body: { email: user.email, password: user.password } });
        assert.equal(signin.status, 200);
        for (const name of HEADER_NAMES) {
          assert.equal(health.headers.get(name), null, name);
          assert.equal(signin.headers.get(name), null, name);
        }
        const unauthenticated = await server.get('/v3/companies', { token: 'rs_pat_unknown' });
        assert.equal(unauthenticated.status, 401);
        assert.equal(unauthenticated.headers.get('x-ratelimit-limit'), null);
      }
    });

    it('counts and tells error answers too, those of the route’s own checks included', async () => {
      const { company, token } = await server.createWorkspace();
      const forbidden = await server.get('/v3/company/abcdefabcdef/positions', { token });
      assert.equal(forbidden.status, 403);
      assert.equal(forbidden.headers.get('x-ratelimit-remaining'), '2');
      const missing = await server.get(`/v3/company/${company.id}/position/not-an-id`, { token });
      assert.equal(missing.status, 404);
      assert.equal(missing.headers.get('x-ratelimit-remaining'), '1');
      const invalid = await server.get(`/v3/company/${company.id}/positions?page=0`, { token });
      assert.equal(invalid.status, 400);
      assert.equal(invalid.headers.get('x-ratelimit-remaining'), '0');
      assert.equal((await server.get('/v3/company/abcdefabcdef/positions', { token })).status, 429);
    });

    it('counts and tells a 404 routeNotFound of a valid token, and not of an invalid one', async () => {
      const { company, token } = await server.createWorkspace();
      const first = await server.get(`/v3/company/${company.id}/no-such-list`, { token });
      assert.equal(first.status, 404);
      assert.equal(first.body.error.type, 'routeNotFound');
      assert.equal(first.headers.get('x-ratelimit-limit'), '3');
      assert.equal(first.headers.get('x-ratelimit-remaining'), '2');
      assert.match(first.headers.get('ratelimit') ?? '', /^"default";r=2;t=\d+$/);
      const second = await server.post('/v3/nothing-here', { token, body: {} });
      assert.equal(second.status, 404);
      assert.equal(second.headers.get('x-ratelimit-remaining'), '1');
      const stranger = await server.get('/v3/nothing-here', { token: 'rs_pat_unknown' });
      assert.equal(stranger.status, 404);
      assert.equal(stranger.headers.get('x-ratelimit-limit'), null);
      assert.equal((await server.get('/v3/companies', { token })).headers.get('x-ratelimit-remaining'), '0');
      assert.equal((await server.get('/v3/nothing-here', { token })).status, 429);
    });
  });

  describe(`the API rate limit per user [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect, { env: { API_RATE_LIMIT: '3/60s', API_USER_RATE_LIMIT: '5' } });
    });
    after(() => server?.close());

    it('counts all of a user’s tokens together, tells the tighter allowance, and leaves other users alone', async () => {
      const { token: first } = await server.createWorkspace();
      const userId = (await server.services.auth.authenticate(`Bearer ${first}`)).user.id;
      const second = await server.createPat(userId);
      const session = (await server.createWorkspace()).token;
      const remaining = async (token: string, status = 200) => {
        const res = await server.get('/v3/companies', { token });
        assert.equal(res.status, status, res.text);
        return [res.headers.get('x-ratelimit-limit'), res.headers.get('x-ratelimit-remaining')];
      };
      // The token's limit (3) is tighter than the user's (5 left, then 4, 3).
      assert.deepEqual(await remaining(first), ['3', '2']);
      assert.deepEqual(await remaining(first), ['3', '1']);
      assert.deepEqual(await remaining(first), ['3', '0']);
      // The second token has 3 of its own, but the user only 2 more: the user's is told.
      assert.deepEqual(await remaining(second), ['5', '1']);
      assert.deepEqual(await remaining(second), ['5', '0']);
      const refused = await server.get('/v3/companies', { token: second });
      assert.equal(refused.status, 429);
      assert.equal(refused.body.error.type, 'tooManyRequests');
      assert.match(refused.body.error.message, /^Rate limit exceeded: 5 requests per 60 seconds for this user's tokens together/);
      assert.equal(refused.headers.get('retry-after'), '60');
      // A third token of the same user, made now, has nothing left either.
      assert.equal((await server.get('/v3/companies', { token: await server.createPat(userId) })).status, 429);
      // Another user is not held up.
      assert.deepEqual(await remaining(session), ['3', '2']);
      server.clock.advance(60_000);
      assert.deepEqual(await remaining(second), ['3', '2']);
    });
  });

  describe(`without API_RATE_LIMIT [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect);
    });
    after(() => server?.close());

    it('limits nothing and sends none of the headers', async () => {
      const { token } = await server.createWorkspace();
      for (let i = 0; i < 20; i++) {
        const res = await server.get('/v3/companies', { token });
        assert.equal(res.status, 200);
        for (const name of HEADER_NAMES) assert.equal(res.headers.get(name), null);
      }
    });
  });
}

for (const dialect of DIALECTS)
  describe(`the API rate limit across two API processes on one database [${dialect.name}]`, { skip: dialect.skip }, () => {
    // One pair of processes for every test: each test's user and tokens are its own, so their allowances are apart.
    const ALLOWANCE = 6;
    let database: TestDatabase;
    let services: Awaited<ReturnType<typeof openServices>>;
    let children: ChildServer[] = [];
    let a: string;
    let b: string;
    before(async () => {
      database = await dialect.createDatabase();
      services = await openServices(database);
      const env = { API_RATE_LIMIT: `${ALLOWANCE}/1h` };
      children = [ChildServer.start(database, { role: 'api', env }), ChildServer.start(database, { role: 'api', env })];
      await Promise.all(children.map((c) => c.ready()));
      [a, b] = children.map((c) => c.url!) as [string, string];
    });
    after(async () => {
      await Promise.all(children.map((c) => c.kill('SIGTERM')));
      await services?.closeAll();
      await database?.drop();
    });

    it('shares each token’s allowance between the processes', async () => {
      const company = await services.companies.create({ name: 'Shared limits' });
      const user = await services.users.create({ email: 'limits@example.com', password: 'correct horse battery', name: 'Lim' });
      await services.companies.addMember(company._id, user._id);
      const token = (await services.auth.createPersonalAccessToken(user._id, 'limits')).token;
      const get = async (base: string) => {
        const res = await fetch(`${base}/v3/companies`, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        return res;
      };
      const remaining: string[] = [];
      for (const base of [a, b, a, b, a, b]) {
        const res = await get(base);
        assert.equal(res.status, 200);
        remaining.push(res.headers.get('x-ratelimit-remaining')!);
      }
      assert.deepEqual(remaining, ['5', '4', '3', '2', '1', '0']);
      for (const base of [a, b]) {
        const res = await get(base);
        assert.equal(res.status, 429);
        assert.ok(Number(res.headers.get('retry-after')) > 3000);
      }
      // Concurrent requests through both processes: still no more than the allowance (none is left).
      const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => get(i % 2 ? a : b)));
      assert.deepEqual(
        burst.map((r) => r.status),
        Array(10).fill(429),
      );
    });

    it('shares each user’s allowance between the processes, whichever token each uses', async () => {
      const user = await services.users.create({ email: 'tokens@example.com', password: 'correct horse battery', name: 'Tok' });
      const tokens = await Promise.all(
        [1, 2, 3].map(async (i) => (await services.auth.createPersonalAccessToken(user._id, `t${i}`)).token),
      );
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await fetch(`${[a, b][i % 2]}/v3/user`, { headers: { authorization: `Bearer ${tokens[i % 3]}` } });
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      assert.deepEqual(statuses, [...Array(ALLOWANCE).fill(200), ...Array(12 - ALLOWANCE).fill(429)]);
    });

    it('lets exactly the allowance through when many requests arrive at once on both processes', async () => {
      const user = await services.users.create({ email: 'burst@example.com', password: 'correct horse battery', name: 'Burst' });
      const token = (await services.auth.createPersonalAccessToken(user._id, 'burst')).token;
      const statuses = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const res = await fetch(`${[a, b][i % 2]}/v3/user`, { headers: { authorization: `Bearer ${token}` } });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      assert.equal(statuses.filter((s) => s === 200).length, ALLOWANCE);
      assert.equal(statuses.filter((s) => s === 429).length, 40 - ALLOWANCE);
    });
  });

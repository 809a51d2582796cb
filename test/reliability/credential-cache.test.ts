// Authentication answers are cached for a moment in each process
// (src/storage/credential-cache.ts). With two real server processes on one
// database: a revoked API key and a signed-out session are refused on the
// very next request by the process that made the change, and by the other
// process within a second; a member removed by a third process (the command
// line) loses access within a second in both.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ChildServer, openServices } from '../helpers/child-server.ts';
import { DIALECTS, type TestDatabase } from '../helpers/dialects.ts';
import type { OpenedServices } from './support.ts';

/** The spec's bound for other processes. */
const OTHER_PROCESS_MS = 1000;

async function call(base: string, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** Asks `base` until the answer's status is `status`; the milliseconds that took. Fails past twice the bound, so a slow answer is measured, not hung on. */
async function msUntilStatus(base: string, path: string, token: string, status: number): Promise<{ ms: number; body: any }> {
  const started = performance.now();
  for (;;) {
    const res = await call(base, 'GET', path, token);
    const ms = performance.now() - started;
    if (res.status === status) return { ms, body: res.body };
    assert.equal(res.status, 200, `an answer other than ${status} or the cached 200: ${JSON.stringify(res.body)}`);
    if (ms > 2 * OTHER_PROCESS_MS) assert.fail(`still ${res.status} after ${Math.round(ms)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

for (const dialect of DIALECTS) {
  describe(`cached authentication across processes [${dialect.name}]`, { skip: dialect.skip, timeout: 120_000 }, () => {
    let database: TestDatabase;
    let services: OpenedServices;
    let a: ChildServer;
    let b: ChildServer;
    let companyId: string;
    let userId: string;
    const email = 'cache@example.com';
    const password = 'cache test password';

    before(async () => {
      database = await dialect.createDatabase();
      services = await openServices(database);
      const user = await services.users.create({ email, password, name: 'Cache Tester' });
      userId = user._id;
      const company = await services.companies.create({ name: 'Cache Company' });
      companyId = company._id;
      await services.companies.addMember(companyId, userId);
      a = ChildServer.start(database, { role: 'api' });
      b = ChildServer.start(database, { role: 'api' });
      await Promise.all([a.ready(), b.ready()]);
    });

    after(async () => {
      await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
      await services?.closeAll();
      await database?.drop();
    });

    const endpoints = () => `/v3/company/${companyId}/webhook_endpoints`;

    async function signIn(base: string): Promise<string> {
      const res = await call(base, 'POST', '/v3/signin', undefined, { email, password });
      assert.equal(res.status, 200);
      return res.body.access_token;
    }

    /** Both processes answer 200 with the token: each now holds the answer in its cache. */
    async function warm(path: string, token: string): Promise<void> {
      for (const server of [a, b]) {
        for (let i = 0; i < 3; i++) assert.equal((await call(server.url!, 'GET', path, token)).status, 200);
      }
    }

    it('a revoked API key: refused at once by the process that revoked it, within a second by the other', async () => {
      const session = await signIn(a.url!);
      const created = await call(a.url!, 'POST', '/v3/user/api_keys', session, { name: 'poller' });
      assert.equal(created.status, 201);
      const key = created.body.token as string;
      await warm(endpoints(), key);

      assert.equal((await call(a.url!, 'DELETE', `/v3/user/api_key/${created.body.id}`, session)).status, 200);
      const next = await call(a.url!, 'GET', endpoints(), key);
      assert.equal(next.status, 401);
      assert.equal(next.body.error.type, 'revokedAccessToken');
      const other = await msUntilStatus(b.url!, endpoints(), key, 401);
      assert.equal(other.body.error.type, 'revokedAccessToken');
      assert.ok(other.ms <= OTHER_PROCESS_MS, `the other process refused it after ${Math.round(other.ms)} ms`);
    });

    it('a signed-out session: refused at once by the process that signed it out, within a second by the other', async () => {
      const session = await signIn(a.url!);
      await warm('/v3/companies', session);
      const out = await call(a.url!, 'GET', '/v3/signout', session);
      assert.equal(out.status, 200);
      assert.equal(out.body.signed_out, true);
      const next = await call(a.url!, 'GET', '/v3/companies', session);
      assert.equal(next.status, 401);
      assert.equal(next.body.error.type, 'signedOutAccessToken');
      const other = await msUntilStatus(b.url!, '/v3/companies', session, 401);
      assert.equal(other.body.error.type, 'signedOutAccessToken');
      assert.ok(other.ms <= OTHER_PROCESS_MS, `the other process refused it after ${Math.round(other.ms)} ms`);
    });

    it('a member removed by another process (the command line): refused by both within a second', async () => {
      const session = await signIn(b.url!);
      const key = (await call(b.url!, 'POST', '/v3/user/api_keys', session, { name: 'member' })).body.token as string;
      await warm(endpoints(), key);
      assert.equal((await services.companies.removeMember(companyId, userId)).removed, true);
      const [inA, inB] = await Promise.all([msUntilStatus(a.url!, endpoints(), key, 403), msUntilStatus(b.url!, endpoints(), key, 403)]);
      for (const seen of [inA, inB]) {
        assert.equal(seen.body.error.type, 'companyMembershipRequired');
        assert.ok(seen.ms <= OTHER_PROCESS_MS, `refused after ${Math.round(seen.ms)} ms`);
      }
      await services.companies.addMember(companyId, userId);
    });
  });
}

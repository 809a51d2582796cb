import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DIALECTS, sqliteFile } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { CredentialsRepository } from '../../src/storage/repositories/credentials-repository.ts';

const DAY = 24 * 3_600_000;
const USER_FIELDS = ['_id', 'creation_date', 'email_address', 'initial', 'name', 'signature', 'updated_date', 'username', 'verified_email'];

function assertErrorShape(body: any, type: string): void {
  assert.equal(typeof body?.error?.message, 'string', JSON.stringify(body));
  assert.ok(body.error.message.length > 0);
  assert.equal(body.error.type, type, JSON.stringify(body));
}

async function signIn(server: TestServer, email: string, password: string, headers: Record<string, string> = {}) {
  return server.post('/v3/signin', { body: { email, password }, headers });
}

async function sessionRow(server: TestServer, userId: string) {
  return server.services.storage.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();
}

for (const dialect of DIALECTS) {
  describe(`POST /v3/signin [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect);
    });
    after(() => server?.close());

    it('answers 200 with a session token and the User', async () => {
      const user = await server.createUser({ email: 'Ada.Lovelace@Example.com', name: 'Ada Lovelace' });
      const res = await signIn(server, 'ada.lovelace@example.com', user.password);
      assert.equal(res.status, 200);
      assert.deepEqual(Object.keys(res.body).sort(), ['access_token', 'user']);
      assert.match(res.body.access_token, /^rs_st_[A-Za-z0-9_-]{43}$/);
      const u = res.body.user;
      assert.deepEqual(Object.keys(u).sort(), USER_FIELDS);
      assert.equal(u._id, user.id);
      assert.match(u._id, /^[0-9a-f]{12}$/);
      assert.equal(u.email_address, 'ada.lovelace@example.com');
      assert.equal(u.name, 'Ada Lovelace');
      assert.equal(u.username, 'ada.lovelace');
      assert.equal(u.initial, 'AL');
      assert.equal(u.verified_email, false);
      assert.equal(u.signature, null);
      assert.equal(u.creation_date, user.view.creation_date);
      assert.equal(u.updated_date, user.view.updated_date);
      assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    });

    it('accepts the email in any case', async () => {
      const user = await server.createUser({ email: 'case@example.com' });
      const res = await signIn(server, 'CASE@Example.COM', user.password);
      assert.equal(res.status, 200);
      assert.equal(res.body.user._id, user.id);
    });

    it('the session token authenticates the user', async () => {
      const user = await server.createUser();
      const { body } = await signIn(server, user.email, user.password);
      const res = await server.get('/v3/user/details', { token: body.access_token });
      assert.equal(res.status, 200);
      assert.equal(res.body._id, user.id);
    });

    it('answers 401 with the same error for a wrong password and an unknown email', async () => {
      const user = await server.createUser();
      const wrong = await signIn(server, user.email, 'not the password');
      const unknown = await signIn(server, 'nobody-here@example.com', user.password);
      assert.equal(wrong.status, 401);
      assert.equal(unknown.status, 401);
      assertErrorShape(wrong.body, 'invalidCredentials');
      assert.deepEqual(unknown.body, wrong.body);
      assert.equal(wrong.body.access_token, undefined);
    });

    it('returns the same token to a user who signs in again while holding a valid one', async () => {
      const user = await server.createUser();
      const first = await signIn(server, user.email, user.password);
      server.clock.advance(DAY);
      const second = await signIn(server, user.email, user.password);
      assert.equal(second.status, 200);
      assert.equal(second.body.access_token, first.body.access_token);
      assert.equal((await sessionRow(server, user.id)).length, 1, 'no new session was stored');
    });

    it('gives different users different tokens', async () => {
      const a = await server.createUser();
      const b = await server.createUser();
      const ta = (await signIn(server, a.email, a.password)).body.access_token;
      const tb = (await signIn(server, b.email, b.password)).body.access_token;
      assert.notEqual(ta, tb);
    });

    const badBodies: Array<[string, unknown]> = [
      ['a malformed email', { email: 'not-an-email', password: 'whatever1' }],
      ['a missing email', { password: 'whatever1' }],
      ['a missing password', { email: 'a@example.com' }],
      ['an empty object', {}],
      ['a password that is not a string', { email: 'a@example.com', password: 12345678 }],
      ['an array', [{ email: 'a@example.com', password: 'x' }]],
    ];
    for (const [what, body] of badBodies) {
      it(`answers 400 in the Error shape for ${what}`, async () => {
        const res = await server.post('/v3/signin', { body });
        assert.equal(res.status, 400, res.text);
        assertErrorShape(res.body, 'invalidRequest');
      });
    }

    it('answers 400 for a missing body', async () => {
      const res = await server.post('/v3/signin');
      assert.equal(res.status, 400, res.text);
      assert.equal(typeof res.body.error.type, 'string');
    });
  });

  describe(`GET /v3/signout [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect);
    });
    after(() => server?.close());

    it('invalidates the session token; it then answers 401 signedOutAccessToken', async () => {
      const user = await server.createUser();
      const token = (await signIn(server, user.email, user.password)).body.access_token;
      const out = await server.get('/v3/signout', { token });
      assert.equal(out.status, 200);
      assert.deepEqual(out.body, { success: true, signed_out: true });
      const after = await server.get('/v3/companies', { token });
      assert.equal(after.status, 401);
      assertErrorShape(after.body, 'signedOutAccessToken');
      const again = await server.get('/v3/signout', { token });
      assert.equal(again.status, 401);
      assertErrorShape(again.body, 'signedOutAccessToken');
    });

    it('a sign-in after sign-out issues a new token', async () => {
      const user = await server.createUser();
      const first = (await signIn(server, user.email, user.password)).body.access_token;
      await server.get('/v3/signout', { token: first });
      const second = (await signIn(server, user.email, user.password)).body.access_token;
      assert.notEqual(second, first);
      assert.equal((await server.get('/v3/companies', { token: second })).status, 200);
      assert.equal((await server.get('/v3/companies', { token: first })).status, 401);
    });

    it('with a PAT answers 200 {success: true, signed_out: false} and the PAT keeps working', async () => {
      const { token } = await server.createWorkspace();
      const out = await server.get('/v3/signout', { token });
      assert.equal(out.status, 200);
      assert.deepEqual(out.body, { success: true, signed_out: false });
      assert.equal((await server.get('/v3/companies', { token })).status, 200);
    });

    it("signing out a session leaves the user's PAT valid", async () => {
      const { user, token: pat } = await server.createWorkspace();
      const session = (await signIn(server, user.email, user.password)).body.access_token;
      assert.equal((await server.get('/v3/signout', { token: session })).status, 200);
      assert.equal((await server.get('/v3/companies', { token: session })).status, 401);
      const res = await server.get('/v3/companies', { token: pat });
      assert.equal(res.status, 200);
      assert.equal(res.body.length, 1);
    });

    it('needs authentication', async () => {
      const res = await server.get('/v3/signout');
      assert.equal(res.status, 401);
      assertErrorShape(res.body, 'missingAccessToken');
    });
  });

  describe(`Authorization header [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let pat: string;
    let session: string;
    before(async () => {
      server = await startTestServer(dialect);
      const workspace = await server.createWorkspace();
      pat = workspace.token;
      session = (await signIn(server, workspace.user.email, workspace.user.password)).body.access_token;
    });
    after(() => server?.close());

    for (const kind of ['PAT', 'session token'] as const) {
      for (const form of ['Bearer %s', 'bearer %s', 'BEARER %s', '%s']) {
        it(`accepts a ${kind} as "${form}"`, async () => {
          const token = kind === 'PAT' ? pat : session;
          const res = await server.get('/v3/companies', { headers: { authorization: form.replace('%s', token) } });
          assert.equal(res.status, 200, res.text);
          assert.ok(Array.isArray(res.body));
        });
      }
    }

    const rejected: Array<[string, Record<string, string>, string]> = [
      ['no header', {}, 'missingAccessToken'],
      ['an empty header', { authorization: '' }, 'missingAccessToken'],
      ['Basic credentials', { authorization: 'Basic YWxhZGRpbjpvcGVuc2VzYW1l' }, 'malformedAccessToken'],
      ['Bearer with two words', { authorization: 'Bearer a b' }, 'malformedAccessToken'],
      ['Bearer alone', { authorization: 'Bearer' }, 'malformedAccessToken'],
      ['an unknown token', { authorization: 'Bearer not-a-token' }, 'invalidAccessToken'],
      ['an unknown PAT of the right form', { authorization: `Bearer rs_pat_${'A'.repeat(43)}` }, 'invalidAccessToken'],
      ['an unknown session token of the right form', { authorization: `rs_st_${'A'.repeat(43)}` }, 'invalidAccessToken'],
    ];
    for (const [what, headers, type] of rejected) {
      it(`answers 401 ${type} for ${what}`, async () => {
        const res = await server.get('/v3/companies', { headers });
        assert.equal(res.status, 401, res.text);
        assertErrorShape(res.body, type);
      });
    }

    it('answers 401 invalidAccessToken for a PAT with one character changed', async () => {
      const last = pat.at(-1) === 'A' ? 'B' : 'A';
      const res = await server.get('/v3/companies', { token: pat.slice(0, -1) + last });
      assert.equal(res.status, 401);
      assertErrorShape(res.body, 'invalidAccessToken');
    });

    it('answers 401 revokedAccessToken for a revoked PAT', async () => {
      const { user } = await server.createWorkspace();
      const created = await server.services.auth.createPersonalAccessToken(user.id, 'to revoke');
      assert.equal((await server.get('/v3/companies', { token: created.token })).status, 200);
      assert.equal((await server.services.auth.revokePersonalAccessToken(created.id)).revoked, true);
      const res = await server.get('/v3/companies', { token: created.token });
      assert.equal(res.status, 401);
      assertErrorShape(res.body, 'revokedAccessToken');
    });

    it('the health check needs no header', async () => {
      assert.equal((await server.get('/v3/health')).status, 200);
    });
  });

  describe(`session expiry [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect);
    });
    after(() => server?.close());

    it('is 30 days from last use, sliding with every use', async () => {
      const user = await server.createUser();
      const token = (await signIn(server, user.email, user.password)).body.access_token;
      server.clock.advance(29 * DAY);
      assert.equal((await server.get('/v3/companies', { token })).status, 200);
      await server.services.auth.flushLastUse();
      server.clock.advance(29 * DAY);
      assert.equal((await server.get('/v3/companies', { token })).status, 200, 'used 29 days ago: still valid');
      await server.services.auth.flushLastUse();
      server.clock.advance(30 * DAY + 1);
      const res = await server.get('/v3/companies', { token });
      assert.equal(res.status, 401);
      assertErrorShape(res.body, 'expiredAccessToken');
    });

    it('expires exactly 30 days after the last use', async () => {
      const user = await server.createUser();
      const token = (await signIn(server, user.email, user.password)).body.access_token;
      server.clock.advance(30 * DAY - 1);
      // Just under 30 days: valid, and this use moves the expiry to 30 days from now.
      assert.equal((await server.get('/v3/user/details', { token })).status, 200);
      await server.services.auth.flushLastUse();
      server.clock.advance(30 * DAY);
      const res = await server.get('/v3/user/details', { token });
      assert.equal(res.status, 401);
      assertErrorShape(res.body, 'expiredAccessToken');
    });

    it('keeps the token alive even when the last use is not yet written', async () => {
      const user = await server.createUser();
      const token = (await signIn(server, user.email, user.password)).body.access_token;
      server.clock.advance(29 * DAY);
      assert.equal((await server.get('/v3/companies', { token })).status, 200);
      server.clock.advance(29 * DAY);
      assert.equal((await server.get('/v3/companies', { token })).status, 200);
    });

    it('a sign-in after expiry issues a new token, and the old one stays expired', async () => {
      const user = await server.createUser();
      const old = (await signIn(server, user.email, user.password)).body.access_token;
      server.clock.advance(31 * DAY);
      const res = await signIn(server, user.email, user.password);
      assert.equal(res.status, 200);
      assert.notEqual(res.body.access_token, old);
      assert.equal((await server.get('/v3/companies', { token: res.body.access_token })).status, 200);
      assertErrorShape((await server.get('/v3/companies', { token: old })).body, 'expiredAccessToken');
    });

    it('a sign-in returns the same token while it is kept alive by use', async () => {
      const user = await server.createUser();
      const token = (await signIn(server, user.email, user.password)).body.access_token;
      server.clock.advance(29 * DAY);
      assert.equal((await server.get('/v3/companies', { token })).status, 200);
      // No flush: the use may still be waiting to be written.
      server.clock.advance(2 * DAY);
      const res = await signIn(server, user.email, user.password);
      assert.equal(res.status, 200);
      assert.equal(res.body.access_token, token);
    });

    it('coalesces last-use writes: many requests within a minute write sessions.last_used_at at most once', async () => {
      const user = await server.createUser();
      const token = (await signIn(server, user.email, user.password)).body.access_token;
      await server.services.auth.flushLastUse();
      const [created] = await sessionRow(server, user.id);
      const credentials = CredentialsRepository.prototype;
      const original = credentials.touch;
      const written: number[] = [];
      credentials.touch = async function (table, uses) {
        if (table === 'sessions') written.push(...uses.values());
        return original.call(this, table, uses);
      };
      try {
        for (let i = 0; i < 10; i++) {
          server.clock.advance(1000);
          assert.equal((await server.get('/v3/companies', { token })).status, 200);
        }
        await server.services.auth.flushLastUse();
        assert.deepEqual(written, [], 'uses within a minute of the stored one are not written');
        assert.equal((await sessionRow(server, user.id))[0]!.last_used_at, created!.last_used_at);

        server.clock.advance(60_000);
        const firstUse = server.clock.now();
        for (let i = 0; i < 10; i++) {
          assert.equal((await server.get('/v3/companies', { token })).status, 200);
          server.clock.advance(1000);
        }
        await server.services.auth.flushLastUse();
        assert.deepEqual(written, [firstUse], 'one write for ten uses');
        assert.equal((await sessionRow(server, user.id))[0]!.last_used_at, firstUse);
      } finally {
        credentials.touch = original;
      }
    });
  });

  describe(`sign-in rate limit [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect);
    });
    after(() => server?.close());

    it('answers 429 with Retry-After after 5 failures for one email, even for the right password, until the window passes', async () => {
      const user = await server.createUser();
      for (let i = 0; i < 5; i++) {
        assert.equal((await signIn(server, user.email, `wrong-${i}`)).status, 401);
        server.clock.advance(1000);
      }
      for (const password of ['wrong again', user.password]) {
        const res = await signIn(server, user.email, password);
        assert.equal(res.status, 429, res.text);
        assertErrorShape(res.body, 'tooManySigninAttempts');
        const retryAfter = Number(res.headers.get('retry-after'));
        assert.ok(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 15 * 60, `Retry-After ${retryAfter}`);
      }
      // The limit is per email: another user signs in meanwhile.
      const other = await server.createUser();
      assert.equal((await signIn(server, other.email, other.password)).status, 200);
      assert.equal((await signIn(server, user.email.toUpperCase(), user.password)).status, 429, 'the email matches in any case');

      const retryAfter = Number((await signIn(server, user.email, user.password)).headers.get('retry-after'));
      server.clock.advance(retryAfter * 1000);
      assert.equal((await signIn(server, user.email, user.password)).status, 200);
    });

    it('a success resets the count of the email', async () => {
      const user = await server.createUser();
      for (let i = 0; i < 4; i++) assert.equal((await signIn(server, user.email, 'wrong')).status, 401);
      assert.equal((await signIn(server, user.email, user.password)).status, 200);
      for (let i = 0; i < 4; i++) assert.equal((await signIn(server, user.email, 'wrong')).status, 401);
      assert.equal((await signIn(server, user.email, user.password)).status, 200);
      server.clock.advance(15 * 60_000);
    });

    it('answers 429 after 20 failures from one client address, whatever the emails', async () => {
      const user = await server.createUser();
      for (let i = 0; i < 20; i++) {
        assert.equal((await signIn(server, `nobody-${i}@example.com`, 'wrong')).status, 401);
      }
      const res = await signIn(server, user.email, user.password);
      assert.equal(res.status, 429);
      assertErrorShape(res.body, 'tooManySigninAttempts');
      assert.ok(Number(res.headers.get('retry-after')) > 0);
      server.clock.advance(15 * 60_000);
      assert.equal((await signIn(server, user.email, user.password)).status, 200);
    });
  });

  describe(`sign-in rate limit per client address behind a proxy [${dialect.name}]`, { skip: dialect.skip }, () => {
    // The tests' requests come from 127.0.0.1: here, the proxy.
    const failFrom = async (server: TestServer, client: string) => {
      for (let i = 0; i < 20; i++) {
        assert.equal((await signIn(server, `nobody-${i}@example.com`, 'wrong', { 'x-forwarded-for': client })).status, 401);
      }
    };

    it('with TRUST_PROXY naming the proxy, counts each forwarded client apart', async () => {
      const server = await startTestServer(dialect, { env: { TRUST_PROXY: '127.0.0.1' } });
      try {
        const user = await server.createUser();
        await failFrom(server, '203.0.113.7');
        assert.equal((await signIn(server, user.email, user.password, { 'x-forwarded-for': '203.0.113.7' })).status, 429);
        assert.equal((await signIn(server, user.email, user.password, { 'x-forwarded-for': '198.51.100.9' })).status, 200);
      } finally {
        await server.close();
      }
    });

    it('without it, ignores X-Forwarded-For: a client cannot escape the limit by making up addresses', async () => {
      const server = await startTestServer(dialect);
      try {
        const user = await server.createUser();
        await failFrom(server, '203.0.113.7');
        assert.equal((await signIn(server, user.email, user.password, { 'x-forwarded-for': '198.51.100.9' })).status, 429);
      } finally {
        await server.close();
      }
    });
  });

  describe(`sign-in rate limit under concurrency and attack [${dialect.name}]`, { skip: dialect.skip }, () => {
    // The tests' requests come from 127.0.0.1, here the proxy: each test's clients are the addresses it forwards.
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect, { env: { TRUST_PROXY: '127.0.0.1' } });
    });
    after(() => server?.close());
    const from = (client: string) => ({ 'x-forwarded-for': client });

    it('checks exactly the allowance of 50 guesses sent at once; the rest answer 429', async () => {
      const user = await server.createUser();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => signIn(server, user.email, `wrong-${i}`, from('203.0.113.10'))),
      );
      const statuses = answers.map((res) => res.status);
      assert.equal(statuses.filter((status) => status === 401).length, 5, statuses.join(' '));
      assert.equal(statuses.filter((status) => status === 429).length, 45, statuses.join(' '));
      for (const res of answers.filter((r) => r.status === 429)) {
        assertErrorShape(res.body, 'tooManySigninAttempts');
        assert.ok(Number(res.headers.get('retry-after')) > 0);
      }
      assert.equal(
        (await signIn(server, user.email, user.password, from('203.0.113.10'))).status,
        429,
        'the right password too, from there',
      );
    });

    it('an attacker who knows the email cannot lock its owner out: the owner signs in from another address', async () => {
      const user = await server.createUser();
      const attacker = from('203.0.113.20');
      for (let i = 0; i < 5; i++) assert.equal((await signIn(server, user.email, `guess-${i}`, attacker)).status, 401);
      for (let i = 0; i < 15; i++) assert.equal((await signIn(server, `other-${i}@example.com`, 'guess', attacker)).status, 401);
      assert.equal((await signIn(server, user.email, user.password, attacker)).status, 429);
      const owner = await signIn(server, user.email, user.password, from('198.51.100.20'));
      assert.equal(owner.status, 200, owner.text);
      assert.match(owner.body.access_token, /^rs_st_/);
      assert.equal((await signIn(server, user.email, user.password, attacker)).status, 429, 'the attacker stays blocked');
    });

    it('counts an IPv6 client by its /64: other addresses of the same /64 are blocked, the next /64 is not', async () => {
      const user = await server.createUser();
      for (let i = 0; i < 20; i++) {
        const res = await signIn(
          server,
          `v6-${i}@example.com`,
          'guess',
          from(`2001:db8:aa:1:${(i + 1).toString(16)}::${(i * 7 + 1).toString(16)}`),
        );
        assert.equal(res.status, 401, `guess ${i}: ${res.text}`);
      }
      const sameNetwork = await signIn(server, user.email, user.password, from('2001:db8:aa:1:ffff:ffff:ffff:fffe'));
      assert.equal(sameNetwork.status, 429, sameNetwork.text);
      assertErrorShape(sameNetwork.body, 'tooManySigninAttempts');
      assert.equal((await signIn(server, user.email, user.password, from('2001:db8:aa:2::1'))).status, 200);
      assert.equal(
        (await signIn(server, user.email, user.password, from('::ffff:192.0.2.30'))).status,
        200,
        'an IPv4-mapped client is not in it',
      );
    });
  });

  describe(`credentials at rest [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect);
    });
    after(() => server?.close());

    it('stores only SHA-256 hashes of tokens and scrypt hashes of passwords, and logs none of them', async () => {
      const { user, token: pat } = await server.createWorkspace();
      const session = (await signIn(server, user.email, user.password)).body.access_token;
      assert.equal((await signIn(server, user.email, 'a wrong password')).status, 401);
      assert.equal((await server.get('/v3/companies', { token: pat })).status, 200);
      assert.equal((await server.get('/v3/user/details', { headers: { authorization: session } })).status, 200);
      assert.equal((await server.get('/v3/signout', { token: session })).status, 200);
      await server.services.auth.flushLastUse();

      const { db } = server.services.storage;
      const pats = await db.selectFrom('personal_access_tokens').selectAll().where('user_id', '=', user.id).execute();
      const sessions = await db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
      assert.equal(pats.length, 1);
      assert.equal(sessions.length, 1);
      const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
      assert.equal(pats[0]!.token_hash, sha256(pat));
      assert.equal(sessions[0]!.token_hash, sha256(session));
      const rows = JSON.stringify([pats, sessions]);
      for (const secret of [pat, session, pat.slice(7), session.slice(6)]) assert.ok(!rows.includes(secret));

      const users = await db.selectFrom('users').select('password_hash').where('id', '=', user.id).execute();
      assert.match(users[0]!.password_hash, /^scrypt\$/);
      assert.ok(!users[0]!.password_hash.includes(user.password));

      if (dialect.name === 'sqlite') {
        const file = sqliteFile(server.database);
        const bytes = Buffer.concat([file, `${file}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f)));
        assert.ok(bytes.includes(Buffer.from(sha256(pat))), 'the database files are readable as bytes');
        for (const secret of [pat, session, user.password]) {
          assert.ok(!bytes.includes(Buffer.from(secret)), `a secret is in ${path.basename(file)}`);
        }
      }

      const logs = server.logs.join('');
      assert.ok(logs.length > 0, 'the server logs requests');
      for (const secret of [pat, session, user.password, 'a wrong password']) {
        assert.ok(!logs.includes(secret), 'a secret reached the log');
      }
    });
  });

  describe(`EU region ids [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect, { env: { REGION: 'eu' } });
    });
    after(() => server?.close());

    it('are 14 lowercase hex characters ending in 01 for users, companies and PATs', async () => {
      const { company, user } = await server.createWorkspace();
      const pat = await server.services.auth.createPersonalAccessToken(user.id, 'eu');
      for (const id of [company.id, user.id, pat.id]) assert.match(id, /^[0-9a-f]{12}01$/);
      const signin = await signIn(server, user.email, user.password);
      assert.match(signin.body.user._id, /^[0-9a-f]{12}01$/);
      const companies = await server.get('/v3/companies', { token: pat.token });
      assert.deepEqual(
        companies.body.map((c: any) => c._id),
        [company.id],
      );
    });
  });
}

// Self-service API keys: GET/POST /v3/user/api_keys, DELETE /v3/user/api_key/{id},
// over HTTP on both dialects.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Migrator } from 'kysely';
import { parseDatabaseUrl } from '../../src/config.ts';
import { openStorage } from '../../src/storage/database.ts';
import { migrateToLatest, migrations } from '../../src/storage/migrate.ts';
import { sha256Hex } from '../../src/crypto/tokens.ts';
import { API_KEY_QUOTA } from '../../src/schemas/personal-access-token.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { startTestServer, type TestServer, type UserFixture } from '../helpers/test-server.ts';

const KEY_FIELDS = ['created_at', 'id', 'last_used_at', 'name', 'token_prefix'];
const CREATED_FIELDS = ['created_at', 'id', 'name', 'token', 'token_prefix'];

function assertError(res: { status: number; body: any; text: string }, status: number, type: string): void {
  assert.equal(res.status, status, res.text);
  assert.deepEqual(Object.keys(res.body), ['error'], res.text);
  assert.equal(res.body.error.type, type, res.text);
  assert.ok(res.body.error.message.length > 0);
}

for (const dialect of DIALECTS) {
  describe(`API keys [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect);
    });
    after(() => server?.close());

    /** A user with a session token and one PAT (made by the admin path). */
    async function signedInUser(): Promise<{ user: UserFixture; session: string; pat: string }> {
      const user = await server.createUser();
      const pat = await server.createPat(user.id, 'admin-made');
      const res = await server.post('/v3/signin', { body: { email: user.email, password: user.password } });
      assert.equal(res.status, 200, res.text);
      return { user, session: res.body.access_token, pat };
    }

    const createKey = (token: string, body: unknown) => server.post('/v3/user/api_keys', { token, body });
    const listKeys = async (token: string) => {
      const res = await server.get('/v3/user/api_keys', { token });
      assert.equal(res.status, 200, res.text);
      return res.body.data as any[];
    };

    it('creates a key from a session: 201 with the token shown once, and the token works', async () => {
      const { session } = await signedInUser();
      const res = await createKey(session, { name: 'laptop' });
      assert.equal(res.status, 201, res.text);
      assert.deepEqual(Object.keys(res.body).sort(), CREATED_FIELDS);
      assert.match(res.body.id, /^[0-9a-f]{12}$/);
      assert.equal(res.body.name, 'laptop');
      assert.match(res.body.token, /^rs_pat_[A-Za-z0-9_-]{43}$/);
      assert.equal(res.body.token_prefix, res.body.token.slice(0, 15));
      assert.ok(!Number.isNaN(Date.parse(res.body.created_at)));

      assert.equal((await server.get('/v3/companies', { token: res.body.token })).status, 200);
      const listed = (await listKeys(session)).find((key) => key.id === res.body.id);
      assert.ok(listed, 'the new key is listed');
      assert.deepEqual(Object.keys(listed).sort(), KEY_FIELDS);
      assert.equal(listed.token_prefix, res.body.token_prefix);
      assert.equal(listed.created_at, res.body.created_at);
    });

    it("lists only the caller's own keys that are not revoked, oldest first, never a token, with a PAT or a session", async () => {
      const mine = await signedInUser();
      const other = await signedInUser();
      const second = (await createKey(mine.session, { name: 'second' })).body;
      const revoked = (await createKey(mine.session, { name: 'revoked' })).body;
      assert.equal((await server.delete(`/v3/user/api_key/${revoked.id}`, { token: mine.session })).status, 200);
      await createKey(other.session, { name: 'not mine' });

      const withPat = await server.get('/v3/user/api_keys', { token: mine.pat });
      assert.equal(withPat.status, 200);
      assert.deepEqual(
        withPat.body.data.map((key: any) => key.name),
        ['admin-made', 'second'],
      );
      assert.deepEqual(await listKeys(mine.session), withPat.body.data);
      assert.ok(!withPat.text.includes(second.token));
      assert.ok(!withPat.text.includes(mine.pat));
      assert.ok(!withPat.text.includes('token_hash'));
    });

    it('shows when a key was last used', async () => {
      const { session, pat } = await signedInUser();
      assert.equal((await listKeys(session))[0].last_used_at, null);
      const before = server.clock.now();
      assert.equal((await server.get('/v3/companies', { token: pat })).status, 200);
      await server.services.auth.flushLastUse();
      const used = Date.parse((await listKeys(session))[0].last_used_at);
      assert.ok(Math.abs(used - before) < 60_000, `last use ${used} is the request's minute`);
    });

    it('refuses to create or revoke with a PAT: 403 sessionRequired, and changes nothing', async () => {
      const { session, pat } = await signedInUser();
      assertError(await createKey(pat, { name: 'minted by a key' }), 403, 'sessionRequired');
      const [key] = await listKeys(session);
      assertError(await server.delete(`/v3/user/api_key/${key.id}`, { token: pat }), 403, 'sessionRequired');
      assert.deepEqual(
        (await listKeys(session)).map((k) => k.name),
        ['admin-made'],
      );
      assert.equal((await server.get('/v3/companies', { token: pat })).status, 200);
    });

    it('answers 401 without a token', async () => {
      assertError(await server.get('/v3/user/api_keys'), 401, 'missingAccessToken');
      assertError(await server.post('/v3/user/api_keys', { body: { name: 'x' } }), 401, 'missingAccessToken');
      assertError(await server.delete('/v3/user/api_key/0123456789ab'), 401, 'missingAccessToken');
    });

    it('checks the name: required, 1 to 100 characters, surrounding spaces dropped', async () => {
      const { session } = await signedInUser();
      for (const body of [{}, { name: '' }, { name: '   ' }, { name: 42 }, { name: null }, { name: 'x'.repeat(101) }]) {
        assertError(await createKey(session, body), 400, 'invalidName');
      }
      assertError(await createKey(session, { name: 'ok', scopes: ['all'] }), 400, 'unknownField');
      assertError(await createKey(session, ['name']), 400, 'invalidBody');
      assertError(await server.post('/v3/user/api_keys', { token: session }), 400, 'invalidBody');

      const longest = await createKey(session, { name: 'é'.repeat(100) });
      assert.equal(longest.status, 201, longest.text);
      const trimmed = await createKey(session, { name: '  ci runner  ' });
      assert.equal(trimmed.body.name, 'ci runner');
      assert.deepEqual(
        (await listKeys(session)).map((k) => k.name),
        ['admin-made', 'é'.repeat(100), 'ci runner'],
      );
    });

    it(`allows at most ${API_KEY_QUOTA} keys per user that are not revoked (429 quotaExceeded), even when created concurrently`, async () => {
      const { user, session } = await signedInUser();
      for (let i = 1; i < API_KEY_QUOTA - 5; i++) await server.createPat(user.id, `key ${i}`);
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => createKey(session, { name: `parallel ${i}` })));
      assert.deepEqual(
        results.map((r) => r.status).sort(),
        [...Array(5).fill(201), ...Array(5).fill(429)],
        results.map((r) => r.text).join('\n'),
      );
      const refused = await createKey(session, { name: 'one too many' });
      assertError(refused, 429, 'quotaExceeded');
      assert.equal(refused.body.error.limit, API_KEY_QUOTA);
      const keys = await listKeys(session);
      assert.equal(keys.length, API_KEY_QUOTA);

      // Revoked keys don't count.
      assert.equal((await server.delete(`/v3/user/api_key/${keys[0].id}`, { token: session })).status, 200);
      assert.equal((await createKey(session, { name: 'after a revoke' })).status, 201);
      assertError(await createKey(session, { name: 'full again' }), 429, 'quotaExceeded');
      // Another user's quota is their own.
      assert.equal((await createKey((await signedInUser()).session, { name: 'elsewhere' })).status, 201);
    });

    it('revokes a key at once: refused on the next request, no longer listed', async () => {
      const { session } = await signedInUser();
      const key = (await createKey(session, { name: 'to revoke' })).body;
      assert.equal((await server.get('/v3/companies', { token: key.token })).status, 200);
      const res = await server.delete(`/v3/user/api_key/${key.id}`, { token: session, headers: { 'content-type': 'application/json' } });
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.body, { success: true });
      assertError(await server.get('/v3/companies', { token: key.token }), 401, 'revokedAccessToken');
      assert.ok(!(await listKeys(session)).some((k) => k.id === key.id));
      assertError(await server.delete(`/v3/user/api_key/${key.id}`, { token: session }), 404, 'apiKeyNotFound');
    });

    it("answers 404 for another user's key, an unknown id and a malformed one, and leaves the key working", async () => {
      const owner = await signedInUser();
      const intruder = await signedInUser();
      const key = (await createKey(owner.session, { name: 'mine' })).body;
      assertError(await server.delete(`/v3/user/api_key/${key.id}`, { token: intruder.session }), 404, 'apiKeyNotFound');
      assertError(await server.delete('/v3/user/api_key/0123456789ab', { token: intruder.session }), 404, 'apiKeyNotFound');
      assertError(await server.delete('/v3/user/api_key/not-an-id', { token: intruder.session }), 404, 'apiKeyNotFound');
      assert.equal((await server.get('/v3/companies', { token: key.token })).status, 200);
      assert.ok((await listKeys(owner.session)).some((k) => k.id === key.id));
    });

    it('the admin command line path counts against the same quota and records the prefix', async () => {
      const user = await server.createUser();
      const created = await server.services.auth.createPersonalAccessToken(user.id, '  admin  ');
      assert.equal(created.name, 'admin');
      assert.equal(created.token_prefix, created.token.slice(0, 15));
      const [listed] = await server.services.auth.listPersonalAccessTokens(user.id);
      assert.equal(listed!.token_prefix, created.token_prefix);
      assert.equal(listed!.revoked_at, null);
    });
  });

  describe(`migration 0008-api-key-prefix [${dialect.name}]`, { skip: dialect.skip }, () => {
    it('keeps keys made before it working, listed with token_prefix null', async () => {
      const database = await dialect.createDatabase();
      const storage = openStorage(parseDatabaseUrl(database.url));
      const token = `rs_pat_${'A'.repeat(43)}`;
      try {
        // The database as the migrations before this one left it.
        const earlier = Object.entries(migrations(storage.dialect)).filter(([name]) => name < '0008-api-key-prefix');
        const before = new Migrator({ db: storage.db, provider: { getMigrations: async () => Object.fromEntries(earlier) } });
        assert.equal((await before.migrateToLatest()).error, undefined);
        const db = storage.db as any;
        await db
          .insertInto('users')
          .values({
            id: 'aaaaaaaaaaaa',
            email: 'old@example.com',
            name: 'Old',
            username: 'old',
            initial: 'O',
            password_hash: 'x',
            is_partner: 0,
            verified_email: 0,
            created_at: 1,
            updated_at: 1,
          })
          .execute();
        await db
          .insertInto('personal_access_tokens')
          .values({
            id: 'bbbbbbbbbbbb',
            user_id: 'aaaaaaaaaaaa',
            name: 'old key',
            token_hash: sha256Hex(token),
            created_at: 1,
            last_used_at: null,
            revoked_at: null,
          })
          .execute();
        // This one, then any that came after it.
        assert.deepEqual(
          await migrateToLatest(storage),
          Object.keys(migrations(storage.dialect)).filter((name) => name >= '0008-api-key-prefix'),
        );
      } finally {
        await storage.close();
      }
      const server = await startTestServer(dialect, { database });
      try {
        const res = await server.get('/v3/user/api_keys', { token });
        assert.equal(res.status, 200, res.text);
        const [key] = res.body.data;
        assert.equal(res.body.data.length, 1);
        assert.deepEqual(
          { ...key, last_used_at: undefined },
          { id: 'bbbbbbbbbbbb', name: 'old key', token_prefix: null, created_at: '1970-01-01T00:00:00.001Z', last_used_at: undefined },
        );
        assert.ok(key.last_used_at, 'this very request used it');
      } finally {
        await server.close();
      }
    });
  });
}

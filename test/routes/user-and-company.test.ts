// GET /v3/user and GET /v3/company/{company_id}, and the fields the original
// service's clients read on company objects (friendly_id, updated_date).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Migrator } from 'kysely';
import { parseDatabaseUrl } from '../../src/config.ts';
import { openStorage } from '../../src/storage/database.ts';
import { migrateToLatest, migrations } from '../../src/storage/migrate.ts';
import { friendlyIdBase, uniqueFriendlyId } from '../../src/ids.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe('friendly ids', () => {
  it('are the slug of the name: lowercase ASCII letters and digits joined by single hyphens', () => {
    assert.equal(friendlyIdBase('Acme Corp'), 'acme-corp');
    assert.equal(friendlyIdBase('  Crème Brûlée & Co. '), 'creme-brulee-co');
    assert.equal(friendlyIdBase('日本'), 'company');
    assert.equal(friendlyIdBase('--'), 'company');
    assert.equal(friendlyIdBase('x'.repeat(80)).length, 64);
    assert.equal(friendlyIdBase(`${'a'.repeat(63)} b`), 'a'.repeat(63));
  });

  it('take the first free number after a taken slug', () => {
    assert.equal(uniqueFriendlyId('Acme', new Set()), 'acme');
    assert.equal(uniqueFriendlyId('Acme', new Set(['acme'])), 'acme-2');
    assert.equal(uniqueFriendlyId('Acme', new Set(['acme', 'acme-2', 'acme-3'])), 'acme-4');
  });
});

for (const dialect of DIALECTS) {
  describe(`GET /v3/user and GET /v3/company/{company_id} [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect);
    });
    after(() => server?.close());

    it('GET /v3/user answers the caller as a User, with exactly the spec’s fields', async () => {
      const { user, token } = await server.createWorkspace();
      const res = await server.get('/v3/user', { token });
      assert.equal(res.status, 200);
      assert.deepEqual(Object.keys(res.body).sort(), [
        '_id',
        'creation_date',
        'email_address',
        'initial',
        'name',
        'signature',
        'updated_date',
        'username',
        'verified_email',
      ]);
      const { is_partner: _p, companies: _c, ...expected } = user.view;
      assert.deepEqual(res.body, expected);
    });

    it('GET /v3/user?user_id= answers a member of a shared company, and 404 userNotFound for anyone else', async () => {
      const { company, user, token } = await server.createWorkspace();
      const colleague = await server.createUser({ name: 'Grace Hopper' });
      await server.addMember(company.id, colleague.id);
      const stranger = await server.createWorkspace();

      assert.equal((await server.get(`/v3/user?user_id=${user.id}`, { token })).body._id, user.id);
      const seen = await server.get(`/v3/user?user_id=${colleague.id}`, { token });
      assert.equal(seen.status, 200);
      assert.equal(seen.body.name, 'Grace Hopper');
      for (const id of [stranger.user.id, 'abcdefabcdef', 'not-an-id']) {
        const res = await server.get(`/v3/user?user_id=${id}`, { token });
        assert.equal(res.status, 404, id);
        assert.deepEqual(res.body, { error: { type: 'userNotFound', message: 'User not found' } });
      }
      const unknown = await server.get('/v3/user?id=1', { token });
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.error.type, 'invalidRequest');
    });

    it('GET /v3/user needs a token', async () => {
      const res = await server.get('/v3/user');
      assert.equal(res.status, 401);
      assert.equal(res.body.error.type, 'missingAccessToken');
    });

    it('GET /v3/company/{company_id} answers the company as the listing shows it, to members only', async () => {
      const { company, token } = await server.createWorkspace();
      const res = await server.get(`/v3/company/${company.id}`, { token });
      assert.equal(res.status, 200);
      const listed = (await server.get('/v3/companies', { token })).body;
      assert.deepEqual(res.body, listed[0]);
      assert.equal(res.body._id, company.id);
      assert.equal(res.body.member_count, 1);
      assert.match(res.body.friendly_id, /^acme(-\d+)?$/);
      assert.equal(res.body.updated_date, res.body.creation_date);

      const outsider = await server.createWorkspace();
      const forbidden = await server.get(`/v3/company/${company.id}`, { token: outsider.token });
      assert.equal(forbidden.status, 403);
      assert.deepEqual(forbidden.body, { error: { type: 'companyMembershipRequired', message: 'You must be a member of this company' } });
      // An unknown company is no different from another's; a malformed id is 404 in the Error shape.
      assert.equal((await server.get('/v3/company/abcdefabcdef', { token })).status, 403);
      const malformed = await server.get('/v3/company/nope', { token });
      assert.equal(malformed.status, 404);
      assert.equal(malformed.body.error.type, 'companyNotFound');
      assert.equal((await server.get(`/v3/company/${company.id}`)).status, 401);
    });

    it('gives companies of one name distinct friendly ids that never change, and updated_date follows the plan', async () => {
      const first = await server.createCompany({ name: 'Globex Widgets' });
      const second = await server.createCompany({ name: 'globex   widgets!' });
      const user = await server.createUser();
      await server.addMember(first.id, user.id);
      await server.addMember(second.id, user.id);
      const token = await server.createPat(user.id);
      const byId = async () => Object.fromEntries(((await server.get('/v3/companies', { token })).body as any[]).map((c) => [c._id, c]));
      const before = await byId();
      assert.equal(before[first.id].friendly_id, 'globex-widgets');
      assert.equal(before[second.id].friendly_id, 'globex-widgets-2');

      server.clock.advance(5000);
      await server.services.companies.setPlan(second.id, 'free');
      const after = await byId();
      assert.equal(after[second.id].friendly_id, 'globex-widgets-2');
      assert.equal(after[second.id].updated_date, new Date(server.clock.now()).toISOString());
      assert.equal(after[first.id].updated_date, before[first.id].updated_date);
    });

    it('makes unique friendly ids for companies of one name created at the same moment', async () => {
      // More creators than the few rounds a race usually takes: the last of them loses every round but one.
      const made = await Promise.all(Array.from({ length: 12 }, () => server.services.companies.create({ name: 'Concurrent Inc' })));
      const ids = made.map((c) => c.friendly_id);
      assert.equal(new Set(ids).size, 12, ids.join(', '));
      for (const id of ids) assert.match(id, /^concurrent-inc(-\d+)?$/);
    });
  });
}

for (const dialect of DIALECTS) {
  describe(`migration 0014-original-api [${dialect.name}]`, { skip: dialect.skip }, () => {
    it('gives the companies that exist friendly ids in creation order, unique', async () => {
      const database = await dialect.createDatabase();
      const storage = openStorage(parseDatabaseUrl(database.url));
      try {
        const earlier = Object.entries(migrations(storage.dialect)).filter(([name]) => name < '0014-original-api');
        const before = new Migrator({ db: storage.db, provider: { getMigrations: async () => Object.fromEntries(earlier) } });
        assert.equal((await before.migrateToLatest()).error, undefined);
        const db = storage.db as any;
        const companies = [
          { id: 'cccccccccc03', name: 'Acme', created_at: 3 },
          { id: 'cccccccccc01', name: 'ACME!', created_at: 1 },
          { id: 'cccccccccc02', name: 'Zeta Labs', created_at: 2 },
          { id: 'cccccccccc04', name: 'acme', created_at: 3 },
        ];
        for (const c of companies)
          await db
            .insertInto('companies')
            .values({ ...c, plan: 'pro', updated_at: c.created_at })
            .execute();
        const applied = await migrateToLatest(storage);
        assert.deepEqual(
          applied.filter((name) => name <= '0014-original-api'),
          ['0014-original-api'],
        );
        const rows = await storage.db.selectFrom('companies').select(['id', 'friendly_id']).orderBy('id').execute();
        assert.deepEqual(rows, [
          { id: 'cccccccccc01', friendly_id: 'acme' },
          { id: 'cccccccccc02', friendly_id: 'zeta-labs' },
          { id: 'cccccccccc03', friendly_id: 'acme-2' },
          { id: 'cccccccccc04', friendly_id: 'acme-3' },
        ]);
        await assert.rejects(
          storage.db.updateTable('companies').set({ friendly_id: 'acme' }).where('id', '=', 'cccccccccc02').execute(),
          'friendly ids are unique',
        );
      } finally {
        await storage.close();
        await database.drop();
      }
    });
  });
}

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CompaniesRepository } from '../../src/storage/repositories/companies-repository.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

for (const dialect of DIALECTS) {
  describe(`GET /v3/companies and /v3/user/details [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect);
    });
    after(() => server?.close());

    it("lists exactly the caller's companies, each with _id and name", async () => {
      const { company, user, token } = await server.createWorkspace();
      const second = await server.createCompany({ name: 'Second Co', plan: 'free' });
      // Oldest membership first.
      server.clock.advance(1000);
      await server.addMember(second.id, user.id);
      const foreign = await server.createWorkspace();

      const res = await server.get('/v3/companies', { token });
      assert.equal(res.status, 200);
      assert.ok(Array.isArray(res.body));
      assert.deepEqual(
        res.body.map((c: any) => ({ _id: c._id, name: c.name })),
        [
          { _id: company.id, name: company.name },
          { _id: second.id, name: 'Second Co' },
        ],
      );
      assert.equal(res.body[1].plan, 'free');
      assert.ok(!res.text.includes(foreign.company.id));
      for (const c of res.body) assert.match(c._id, /^[0-9a-f]{12}$/);
    });

    it('shows each company with its initial and member count, in both listings, counted in the one query', async () => {
      const { company, user, token } = await server.createWorkspace();
      const crowded = await server.createCompany({ name: '  big   Crowd Company ' });
      server.clock.advance(1000);
      await server.addMember(crowded.id, user.id);
      for (let i = 0; i < 3; i++) await server.addMember(crowded.id, (await server.createUser()).id);
      const expected = [
        { _id: company.id, initial: 'A', member_count: 1 },
        { _id: crowded.id, initial: 'BC', member_count: 4 },
      ];
      const pick = (list: any[]) => list.map((c) => ({ _id: c._id, initial: c.initial, member_count: c.member_count }));
      assert.deepEqual(pick((await server.get('/v3/companies', { token })).body), expected);
      assert.deepEqual(pick((await server.get('/v3/user/details', { token })).body.companies), expected);

      const leaver = await server.createUser();
      await server.addMember(company.id, leaver.id);
      assert.equal((await server.get('/v3/companies', { token })).body[0].member_count, 2);
      await server.services.companies.removeMember(company.id, leaver.id);
      assert.equal((await server.get('/v3/companies', { token })).body[0].member_count, 1);

      // The count comes with the list: one statement however many companies (no query per company).
      const statements: string[] = [];
      const repo = new CompaniesRepository({
        db: server.services.storage.db.withPlugin({
          transformQuery: (args) => args.node,
          transformResult: async (args) => (statements.push('statement'), args.result),
        }),
        dialect: server.services.storage.dialect,
        transaction: () => assert.fail('no transaction'),
        announceDeliveries: () => assert.fail('no deliveries'),
        credentialCache: undefined,
        credentialsChanged: () => assert.fail('no change'),
      });
      const rows = await repo.listForUser(user.id);
      assert.deepEqual(
        rows.map((r) => [r.id, Number(r.member_count)]),
        [
          [company.id, 1],
          [crowded.id, 4],
        ],
      );
      assert.deepEqual(statements, ['statement']);
    });

    it('answers an empty array for a user without companies', async () => {
      const user = await server.createUser();
      const token = await server.createPat(user.id);
      const res = await server.get('/v3/companies', { token });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, []);
    });

    it('drops a company as soon as the membership is removed', async () => {
      const { company, user, token } = await server.createWorkspace();
      assert.equal((await server.get('/v3/companies', { token })).body.length, 1);
      assert.deepEqual(await server.services.companies.removeMember(company.id, user.id), { removed: true, deletedEndpoints: 0 });
      assert.deepEqual((await server.get('/v3/companies', { token })).body, []);
    });

    it('needs authentication', async () => {
      for (const path of ['/v3/companies', '/v3/user/details']) {
        const res = await server.get(path);
        assert.equal(res.status, 401);
        assert.equal(res.body.error.type, 'missingAccessToken');
      }
    });

    it('/v3/user/details answers the User with its companies', async () => {
      const { company, user, token } = await server.createWorkspace({ partner: true });
      const res = await server.get('/v3/user/details', { token });
      assert.equal(res.status, 200);
      const body = res.body;
      assert.equal(body._id, user.id);
      assert.equal(body.email_address, user.email);
      assert.equal(body.name, user.name);
      assert.equal(body.username, user.view.username);
      assert.equal(body.initial, user.view.initial);
      assert.equal(body.verified_email, false);
      assert.equal(body.signature, null);
      assert.equal(body.creation_date, user.view.creation_date);
      assert.equal(body.updated_date, user.view.updated_date);
      assert.equal(body.is_partner, true);
      assert.deepEqual(
        body.companies.map((c: any) => [c._id, c.name]),
        [[company.id, company.name]],
      );
      assert.equal(body.password_hash, undefined);
      assert.ok(!res.text.includes('scrypt'));
    });
  });
}

// Services over one transaction (Services.transaction), on both dialects:
// what the work writes commits together or not at all. The demo workspace is
// made this way, so a first start cut off half-way leaves nothing behind.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AuthService } from '../../src/services/auth-service.ts';
import { ensureDemoWorkspace } from '../../src/services/demo-workspace.ts';
import { openServices } from '../helpers/child-server.ts';
import { DIALECTS, type TestDatabase } from '../helpers/dialects.ts';

for (const dialect of DIALECTS) {
  describe(`Services.transaction [${dialect.name}]`, { skip: dialect.skip }, () => {
    let database: TestDatabase;
    let services: Awaited<ReturnType<typeof openServices>>;
    before(async () => {
      database = await dialect.createDatabase();
      services = await openServices(database);
    });
    after(async () => {
      await services?.closeAll();
      await database?.drop();
    });

    const counts = async () => {
      const { db } = services.storage;
      const count = async (table: 'users' | 'companies' | 'memberships' | 'personal_access_tokens' | 'meta') =>
        Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      return {
        users: await count('users'),
        companies: await count('companies'),
        memberships: await count('memberships'),
        pats: await count('personal_access_tokens'),
        meta: await count('meta'),
      };
    };

    it('stores nothing of work that throws half-way, and the demo workspace is then made whole', async () => {
      const before = await counts();
      await assert.rejects(
        services.transaction(async (scoped) => {
          await scoped.repositories.meta.setOnce('demo_workspace', 'claimed by a start that died');
          const company = await scoped.companies.create({ name: 'Demo Company', plan: 'pro' });
          const user = await scoped.users.create({ email: 'owner@demo.example', password: 'long enough', name: 'Demo Owner' });
          await scoped.companies.addMember(company.id, user.id);
          throw new Error('the process died here');
        }),
        /the process died here/,
      );
      assert.deepEqual(await counts(), before, 'nothing of it was stored');

      // The demo workspace's own last step fails: its claim and everything before go too.
      const createPat = AuthService.prototype.createPersonalAccessToken;
      AuthService.prototype.createPersonalAccessToken = async () => {
        throw new Error('killed before the PAT');
      };
      try {
        await assert.rejects(ensureDemoWorkspace(services), /killed before the PAT/);
      } finally {
        AuthService.prototype.createPersonalAccessToken = createPat;
      }
      assert.deepEqual(await counts(), before, 'no half-made demo workspace');

      const demo = await ensureDemoWorkspace(services);
      assert.ok(demo, 'the claim was rolled back with the rest, so the workspace is made now');
      const after = await counts();
      assert.deepEqual(after, { users: before.users + 1, companies: before.companies + 1, memberships: before.memberships + 1, pats: before.pats + 1, meta: before.meta + 1 });
      const caller = await services.auth.authenticate(`Bearer ${demo.token}`);
      assert.equal(caller.user.email, 'owner@demo.example');
      assert.equal(await ensureDemoWorkspace(services), null, 'and only once');
    });

    it("shares the process's state with the scoped services: one outbox, sign-in limiter and last-use recorder", async () => {
      await services.transaction(async (scoped) => {
        assert.equal(scoped.outbox, services.outbox, 'events recorded in the transaction wake this process\'s workers');
        assert.equal(scoped.limiter, services.limiter);
        assert.equal(scoped.lastUse, services.lastUse);
        assert.equal(scoped.secretBox, services.secretBox);
        assert.notEqual(scoped.storage.db, services.storage.db, 'but its queries go to the transaction');
      });
    });

    it('commits everything the work wrote when it returns', async () => {
      const company = await services.transaction(async (scoped) => {
        const made = await scoped.companies.create({ name: 'Committed', plan: 'free' });
        const user = await scoped.users.create({ email: 'committed@example.com', password: 'long enough', name: 'C' });
        await scoped.companies.addMember(made.id, user.id);
        return made;
      });
      const members = await services.storage.db.selectFrom('memberships').selectAll().where('company_id', '=', company.id).execute();
      assert.equal(members.length, 1);
    });
  });
}

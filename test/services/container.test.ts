// Services over one transaction (Services.transaction), on both dialects:
// what the work writes commits together or not at all, service methods that
// open transactions of their own join it, and workers are woken only after
// the commit. The demo workspace is made this way, so a first start cut off
// half-way leaves nothing behind.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AuthService } from '../../src/services/auth-service.ts';
import { ensureDemoWorkspace } from '../../src/services/demo-workspace.ts';
import type { Actor } from '../../src/services/event-outbox.ts';
import { EVENT_TYPES } from '../../src/schemas/event-types.ts';
import { openServices } from '../helpers/child-server.ts';
import { DIALECTS, type TestDatabase } from '../helpers/dialects.ts';
import { insertEndpointRow } from '../helpers/webhook-fixtures.ts';

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

    type Table = 'users' | 'companies' | 'memberships' | 'personal_access_tokens' | 'meta' | 'positions' | 'events';
    const count = async (table: Table) =>
      Number(
        (
          await services.storage.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const counts = async () => ({
      users: await count('users'),
      companies: await count('companies'),
      memberships: await count('memberships'),
      pats: await count('personal_access_tokens'),
      meta: await count('meta'),
    });

    /** A member of a new company, as the company routes see the caller: the rows the recruiting services act as. */
    async function actor(): Promise<Actor> {
      const company = await services.companies.create({ name: 'Nested Co', plan: 'pro' });
      const user = await services.users.create({
        email: `nested-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'long enough',
        name: 'N',
      });
      await services.companies.addMember(company._id, user._id);
      // Someone receives its events: the outbox stores (and wakes workers for) only those.
      await insertEndpointRow(services, company._id, { url: 'https://127.0.0.1:1/events', events: EVENT_TYPES });
      const { token } = await services.auth.createPersonalAccessToken(user._id, 'nested');
      const { caller, company: row } = await services.auth.authenticateWithMembership(`Bearer ${token}`, company._id);
      return { company: row!, user: caller.user };
    }

    it('stores nothing of work that throws half-way, and the demo workspace is then made whole', async () => {
      const before = await counts();
      await assert.rejects(
        services.transaction(async (scoped) => {
          await scoped.setup.claim('demo_workspace');
          const company = await scoped.companies.create({ name: 'Demo Company', plan: 'pro' });
          const user = await scoped.users.create({ email: 'owner@demo.example', password: 'long enough', name: 'Demo Owner' });
          await scoped.companies.addMember(company._id, user._id);
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
      assert.deepEqual(after, {
        users: before.users + 1,
        companies: before.companies + 1,
        memberships: before.memberships + 1,
        pats: before.pats + 1,
        meta: before.meta + 1,
      });
      const caller = await services.auth.authenticate(`Bearer ${demo.token}`);
      assert.equal(caller.user.email, 'owner@demo.example');
      assert.equal(await ensureDemoWorkspace(services), null, 'and only once');
    });

    it('runs service methods that open their own transaction inside it: nested use joins the outer transaction', async () => {
      const who = await actor();
      const before = { positions: await count('positions'), events: await count('events') };
      const position = await services.transaction((scoped) => scoped.positions.create(who, { name: 'Nested position' }));
      assert.equal(position.name, 'Nested position');
      assert.deepEqual(
        { positions: await count('positions'), events: await count('events') },
        { positions: before.positions + 1, events: before.events + 1 },
      );

      // Two changes and a failure after them: neither change nor either event is kept.
      await assert.rejects(
        services.transaction(async (scoped) => {
          const made = await scoped.positions.create(who, { name: 'Rolled back' });
          await scoped.positions.setState(who, made._id, 'published');
          throw new Error('after two changes');
        }),
        /after two changes/,
      );
      assert.deepEqual(
        { positions: await count('positions'), events: await count('events') },
        { positions: before.positions + 1, events: before.events + 1 },
      );
    });

    it('wakes the workers once, after the outer commit, and never for work that rolled back', async () => {
      const who = await actor();
      let signals = 0;
      const stop = services.commits.subscribe(() => signals++);
      try {
        await services.transaction(async (scoped) => {
          await scoped.positions.create(who, { name: 'First' });
          await scoped.positions.create(who, { name: 'Second' });
          assert.equal(signals, 0, 'not before the commit: the deliveries are not visible yet');
        });
        assert.equal(signals, 1, 'once for the whole transaction');

        await assert.rejects(
          services.transaction(async (scoped) => {
            await scoped.positions.create(who, { name: 'Gone' });
            throw new Error('rolled back');
          }),
        );
        assert.equal(signals, 1, 'a rolled-back event wakes nobody');

        await services.positions.create(who, { name: 'Alone' });
        assert.equal(signals, 2, 'a change on its own wakes them after its own commit');
      } finally {
        stop();
      }
    });

    it("shares the process's state with the scoped services: commit signal, secrets and sign-in limits", async () => {
      const user = await services.users.create({ email: 'limited@example.com', password: 'long enough', name: 'L' });
      await services.transaction(async (scoped) => {
        assert.equal(scoped.commits, services.commits);
        assert.equal(scoped.secretBox, services.secretBox);
        assert.notEqual(scoped.storage, undefined);
        for (let i = 0; i < 5; i++) {
          await assert.rejects(scoped.auth.signIn(user.email_address, 'wrong password', '192.0.2.1'), { statusCode: 401 });
        }
      });
      await assert.rejects(
        services.auth.signIn(user.email_address, 'long enough', '192.0.2.1'),
        { statusCode: 429 },
        'failures counted inside count outside',
      );
    });

    it('commits everything the work wrote when it returns', async () => {
      const company = await services.transaction(async (scoped) => {
        const made = await scoped.companies.create({ name: 'Committed', plan: 'free' });
        const user = await scoped.users.create({ email: 'committed@example.com', password: 'long enough', name: 'C' });
        await scoped.companies.addMember(made._id, user._id);
        return made;
      });
      const members = await services.storage.db.selectFrom('memberships').selectAll().where('company_id', '=', company._id).execute();
      assert.equal(members.length, 1);
    });
  });
}

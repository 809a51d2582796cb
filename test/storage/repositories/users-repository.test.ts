// UsersRepository and MetaRepository on both dialects.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.ts';
import { useStore, userRow } from '../../helpers/storage-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`UsersRepository [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);
    const users = () => fixture.store.repos.users;

    it('finds a user by id, and by email whatever the case it is asked in', async () => {
      const user = await users().insert(userRow({ email: 'grace.hopper@example.com' }));
      assert.deepEqual(await users().findById(user.id), user);
      assert.deepEqual(await users().findByEmail('Grace.Hopper@EXAMPLE.com'), user);
      assert.equal(await users().findByEmail('grace@example.com'), undefined);
      assert.equal(await users().findById('ffffffffffff'), undefined);
    });

    it('refuses a second user with the same email', async () => {
      await users().insert(userRow({ email: 'twice@example.com' }));
      await assert.rejects(users().insert(userRow({ email: 'twice@example.com' })), /unique|UNIQUE/);
    });

    it('counts the users', async () => {
      const before = await users().count();
      await users().insert(userRow());
      assert.equal(await users().count(), before + 1);
    });
  });

  describe(`MetaRepository [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);
    const meta = () => fixture.store.repos.meta;

    it('sets a key once: the first caller wins, later ones change nothing', async () => {
      assert.equal(await meta().get('demo_workspace'), undefined);
      assert.equal(await meta().setOnce('demo_workspace', 'first'), true);
      assert.equal(await meta().setOnce('demo_workspace', 'second'), false);
      assert.equal(await meta().get('demo_workspace'), 'first');
    });

    it('answers a ping', async () => {
      await meta().ping();
    });
  });
}

// CompaniesRepository on both dialects: companies and memberships, each read
// scoped to the user asking.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.ts';
import { companyRow, countRows, NOW, useStore, userRow } from '../../helpers/storage-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`CompaniesRepository [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);
    const repos = () => fixture.store.repos;

    it('finds a company by id, and nothing for an unknown one', async () => {
      const company = await repos().companies.insert(companyRow({ name: 'Found', plan: 'free' }));
      assert.deepEqual(await repos().companies.findById(company.id), company);
      assert.equal(await repos().companies.findById('ffffffffffff'), undefined);
    });

    it('changes the plan and its update time, and gives the company back with its member count', async () => {
      const company = await repos().companies.insert(companyRow({ plan: 'free' }));
      assert.deepEqual(await repos().companies.setPlan(company.id, 'pro', NOW + 5), {
        ...company,
        plan: 'pro',
        updated_at: NOW + 5,
        member_count: 0,
      });
      assert.equal(await repos().companies.setPlan('ffffffffffff', 'pro', NOW), undefined);
    });

    it("lists a user's companies only, oldest membership first (not oldest company)", async () => {
      const user = await repos().users.insert(userRow());
      const someoneElse = await repos().users.insert(userRow());
      const older = await repos().companies.insert(companyRow({ created_at: NOW - 1000 }));
      const newer = await repos().companies.insert(companyRow({ created_at: NOW + 1000 }));
      const notMine = await repos().companies.insert(companyRow());
      await repos().companies.addMember(newer.id, user.id, NOW + 1);
      await repos().companies.addMember(older.id, user.id, NOW + 2);
      await repos().companies.addMember(notMine.id, someoneElse.id, NOW);
      assert.deepEqual(
        (await repos().companies.listForUser(user.id)).map((c) => c.id),
        [newer.id, older.id],
      );
      assert.deepEqual(await repos().companies.listForUser('ffffffffffff'), []);
      // Each with its member count, read in the same statement.
      await repos().companies.addMember(older.id, someoneElse.id, NOW + 3);
      assert.deepEqual(
        (await repos().companies.listForUser(user.id)).map((c) => [c.id, Number(c.member_count)]),
        [
          [newer.id, 1],
          [older.id, 2],
        ],
      );
      assert.equal(Number((await repos().companies.findWithMemberCount(notMine.id))?.member_count), 1);
    });

    it('finds a company for a member only', async () => {
      const member = await repos().users.insert(userRow());
      const outsider = await repos().users.insert(userRow());
      const company = await repos().companies.insert(companyRow());
      const other = await repos().companies.insert(companyRow());
      await repos().companies.addMember(company.id, member.id, NOW);
      await repos().companies.addMember(other.id, outsider.id, NOW);
      assert.deepEqual(await repos().companies.findForMember(company.id, member.id), company);
      assert.equal(await repos().companies.findForMember(company.id, outsider.id), undefined);
      assert.equal(await repos().companies.findForMember(other.id, member.id), undefined);
    });

    it('adds a membership once and removes it once, leaving the others', async () => {
      const user = await repos().users.insert(userRow());
      const stays = await repos().users.insert(userRow());
      const company = await repos().companies.insert(companyRow());
      assert.equal(await repos().companies.addMember(company.id, user.id, NOW), true);
      assert.equal(await repos().companies.addMember(company.id, user.id, NOW + 1), false, 'already a member');
      await repos().companies.addMember(company.id, stays.id, NOW);
      assert.equal(await countRows(fixture.storage, 'memberships', 'company_id', company.id), 2);
      assert.equal(await repos().companies.removeMember(company.id, user.id), true);
      assert.equal(await repos().companies.removeMember(company.id, user.id), false, 'no longer a member');
      assert.equal(await repos().companies.findForMember(company.id, user.id), undefined);
      assert.deepEqual(await repos().companies.findForMember(company.id, stays.id), company);
    });
  });
}

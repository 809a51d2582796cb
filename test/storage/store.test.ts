// The transaction helper (src/storage/store.ts), on both dialects: nested use
// joins the outer transaction, and work registered with afterCommit runs once,
// after the outermost commit, and never when the transaction rolls back.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { companyRow, countRows, useStore } from '../helpers/storage-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`Store.transaction [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);
    const companyExists = async (id: string) => (await countRows(fixture.storage, 'companies', 'id', id)) === 1;

    it('commits what the work wrote when it returns, and gives back its result', async () => {
      const company = companyRow();
      const result = await fixture.store.transaction(async (tx) => {
        await tx.repos.companies.insert(company);
        return 'done';
      });
      assert.equal(result, 'done');
      assert.ok(await companyExists(company.id));
    });

    it('stores nothing of work that throws, and passes the error on', async () => {
      const company = companyRow();
      await assert.rejects(
        fixture.store.transaction(async (tx) => {
          await tx.repos.companies.insert(company);
          assert.ok(await tx.repos.companies.findById(company.id), 'visible inside the transaction');
          throw new Error('half-way');
        }),
        /half-way/,
      );
      assert.equal(await companyExists(company.id), false);
    });

    it('runs a nested transaction inside the outer one: its writes commit and roll back with the outer', async () => {
      const outerRow = companyRow();
      const innerRow = companyRow();
      await assert.rejects(
        fixture.store.transaction(async (tx) => {
          await tx.repos.companies.insert(outerRow);
          await tx.transaction(async (inner) => {
            // The inner work sees the outer's uncommitted write: one transaction, not two.
            assert.ok(await inner.repos.companies.findById(outerRow.id));
            await inner.repos.companies.insert(innerRow);
          });
          assert.ok(await tx.repos.companies.findById(innerRow.id), "the outer work sees the inner's write");
          throw new Error('after the nested transaction returned');
        }),
        /after the nested transaction returned/,
      );
      assert.equal(await companyExists(outerRow.id), false);
      assert.equal(await companyExists(innerRow.id), false, 'the nested transaction did not commit on its own');

      // A failure inside the nested transaction undoes the outer's earlier writes too.
      const earlier = companyRow();
      await assert.rejects(
        fixture.store.transaction(async (tx) => {
          await tx.repos.companies.insert(earlier);
          await tx.transaction(async () => {
            throw new Error('inside');
          });
        }),
        /inside/,
      );
      assert.equal(await companyExists(earlier.id), false);

      // And when the outer returns, both commit.
      const a = companyRow();
      const b = companyRow();
      await fixture.store.transaction(async (tx) => {
        await tx.repos.companies.insert(a);
        await tx.transaction((inner) => inner.repos.companies.insert(b));
      });
      assert.ok((await companyExists(a.id)) && (await companyExists(b.id)));
    });

    it('runs afterCommit work once, after the outermost commit, wherever it was registered', async () => {
      const ran: string[] = [];
      const shared = () => ran.push('shared');
      await fixture.store.transaction(async (tx) => {
        await tx.repos.companies.insert(companyRow());
        tx.afterCommit(() => ran.push('outer'));
        tx.afterCommit(shared);
        await tx.transaction(async (inner) => {
          inner.afterCommit(() => ran.push('inner'));
          inner.afterCommit(shared);
        });
        assert.deepEqual(ran, [], 'nothing runs before the commit, not even at the end of the nested transaction');
      });
      assert.deepEqual(ran, ['outer', 'shared', 'inner'], 'each once, the same callback registered twice included');
    });

    it('never runs afterCommit work of a transaction that rolls back', async () => {
      const ran: string[] = [];
      await assert.rejects(
        fixture.store.transaction(async (tx) => {
          tx.afterCommit(() => ran.push('outer'));
          await tx.transaction(async (inner) => inner.afterCommit(() => ran.push('inner')));
          throw new Error('rolled back');
        }),
      );
      assert.equal(ran.length, 0, `ran: ${ran.join(', ')}`);
      // The next transaction starts with none of them.
      await fixture.store.transaction(async (tx) => tx.afterCommit(() => ran.push('next')));
      assert.deepEqual(ran, ['next']);
    });

    it('runs afterCommit work at once outside a transaction: the write is committed already', () => {
      let ran = 0;
      fixture.store.afterCommit(() => ran++);
      assert.equal(ran, 1);
    });

    it('says "deliveries queued" once per committed transaction, however often it was announced, and never on rollback', async () => {
      const before = fixture.deliverySignals;
      await fixture.store.transaction(async (tx) => {
        await tx.announceDeliveries();
        await tx.transaction((inner) => inner.announceDeliveries());
        assert.equal(fixture.deliverySignals, before, 'not before the commit: the deliveries are not visible yet');
      });
      assert.equal(fixture.deliverySignals, before + 1);
      await assert.rejects(
        fixture.store.transaction(async (tx) => {
          await tx.announceDeliveries();
          throw new Error('rolled back');
        }),
      );
      assert.equal(fixture.deliverySignals, before + 1);
      await fixture.store.announceDeliveries();
      assert.equal(fixture.deliverySignals, before + 2, 'outside a transaction, at once');
    });
  });
}

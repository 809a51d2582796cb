// The transaction helper (src/storage/store.ts), on both dialects: nested use
// joins the outer transaction, and work registered with afterCommit runs once,
// after the outermost commit, and never when the transaction rolls back.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { companyRow, countRows, useStore } from '../helpers/storage-fixtures.ts';
import { groupCommitLimits } from '../../src/storage/group-commit.ts';
import { sql } from 'kysely';
import { eventually } from '../helpers/webhook-fixtures.ts';

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

    it("commits and rolls back as any when begun with a company's change lock, whatever the company id's characters", async () => {
      const kept = companyRow();
      // Quotes and a backslash: the id goes into the `begin` as a quoted literal (beginHoldingChangeLock).
      const changeLockOf = `it's \\ "odd"`;
      await fixture.store.transaction(
        async (tx) => {
          await tx.repos.companies.holdChangeLock(changeLockOf);
          await tx.repos.companies.insert(kept);
        },
        { changeLockOf },
      );
      assert.ok(await companyExists(kept.id));
      const dropped = companyRow();
      await assert.rejects(
        fixture.store.transaction(
          async (tx) => {
            await tx.repos.companies.insert(dropped);
            throw new Error('half-way');
          },
          { changeLockOf },
        ),
        /half-way/,
      );
      assert.equal(await companyExists(dropped.id), false);
      // The connection is back in the pool, out of the rolled-back transaction.
      const after = companyRow();
      await fixture.store.transaction((tx) => tx.repos.companies.insert(after), { changeLockOf });
      assert.ok(await companyExists(after.id));
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

// A transaction begun with a company's change lock holds it from its `begin`
// to its commit: a sync read of the company (awaitChangesInFlight) waits for
// it, as it waits for a write that took the lock with holdChangeLock.
describe(
  "Store.transaction begun with a company's change lock [postgres]",
  { skip: DIALECTS.find((d) => d.name === 'postgres')!.skip },
  () => {
    const fixture = useStore(DIALECTS.find((d) => d.name === 'postgres')!);
    const waitingLocks = async () => {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`.execute(fixture.storage.db);
      return rows[0]!.n;
    };

    for (const company of ['c0ffee000001', `it's \\ "odd"`]) {
      it(`holds it until the commit, and a sync read waits for it (company ${JSON.stringify(company)})`, async () => {
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        let begun!: () => void;
        const inFlight = new Promise<void>((resolve) => (begun = resolve));
        const write = fixture.store.transaction(
          async () => {
            begun();
            await gate;
          },
          { changeLockOf: company },
        );
        await inFlight;
        let read = false;
        const sync = fixture.store.transaction(async (tx) => {
          await tx.repos.companies.awaitChangesInFlight(company);
          read = true;
        });
        try {
          await eventually(async () => (await waitingLocks()) > 0, 10_000, 'the sync read to wait for the change lock');
          assert.equal(read, false, 'the sync read went ahead of the write in flight');
        } finally {
          release();
        }
        await write;
        await sync;
        assert.equal(read, true);
      });
    }
  },
);

// SQLite's group commit: transactions asked for while another runs share one
// SQLite transaction, each in a savepoint (src/storage/store.ts).
describe('Store.transaction group commit [sqlite]', { skip: DIALECTS.find((d) => d.name === 'sqlite')!.skip }, () => {
  const fixture = useStore(DIALECTS.find((d) => d.name === 'sqlite')!);
  const companyExists = async (id: string) => (await countRows(fixture.storage, 'companies', 'id', id)) === 1;

  it('commits the units of a group together: none answers before the last of them is done', async (t) => {
    // The group takes later units for 5 ms; a pause of the machine must not split this one.
    const { maxMs } = groupCommitLimits;
    groupCommitLimits.maxMs = 60_000;
    t.after(() => (groupCommitLimits.maxMs = maxMs));
    let releaseB!: () => void;
    const gate = new Promise<void>((resolve) => (releaseB = resolve));
    let bStarted!: () => void;
    const bRunning = new Promise<void>((resolve) => (bStarted = resolve));
    const a = companyRow();
    const b = companyRow();
    let aAnswered = false;
    const first = fixture.store.transaction((tx) => tx.repos.companies.insert(a)).then(() => (aAnswered = true));
    const second = fixture.store.transaction(async (tx) => {
      bStarted();
      await tx.repos.companies.insert(b);
      await gate;
    });
    try {
      await bRunning;
      // Alone, the first transaction would have committed and answered before the second could begin.
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
      assert.equal(aAnswered, false, 'the first answers only with the group');
    } finally {
      // Even when the assertion fails: the held unit would keep the write connection from the tests after it.
      releaseB();
      await Promise.all([first, second]);
    }
    assert.ok((await companyExists(a.id)) && (await companyExists(b.id)));
  });

  for (const failing of [0, 1])
    it(`rolls back only the unit that failed (${failing === 0 ? 'the first' : 'a later one'}); the others commit, and each runs its afterCommit work`, async () => {
      const rows = [companyRow(), companyRow(), companyRow()];
      const ran: string[] = [];
      const results = await Promise.allSettled(
        rows.map((row, i) =>
          fixture.store.transaction(async (tx) => {
            await tx.repos.companies.insert(row);
            tx.afterCommit(() => ran.push(`unit ${i}`));
            if (i === failing) throw new Error(`unit ${i} fails`);
            return i;
          }),
        ),
      );
      assert.deepEqual(
        results.map((r) => r.status),
        rows.map((_, i) => (i === failing ? 'rejected' : 'fulfilled')),
      );
      assert.deepEqual(
        await Promise.all(rows.map((row) => companyExists(row.id))),
        rows.map((_, i) => i !== failing),
      );
      assert.deepEqual(
        ran,
        ['unit 0', 'unit 1', 'unit 2'].filter((_, i) => i !== failing),
      );
    });
});

// A write held on its transaction's connection until the next text
// (src/storage/postgres-write-behind.ts), on a real PostgreSQL: it runs before
// whatever the transaction sends next, commits with it, rolls back with it,
// and a held write's error is the transaction's. With one pooled connection,
// so a held write left behind would show in the next transaction.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { inlinedPostgres } from '../../src/storage/prepared-query.ts';
import { sendBuiltWrite, writeBehind } from '../../src/storage/postgres-write-behind.ts';
import type { CompanyRow } from '../../src/storage/schema.ts';
import type { Store } from '../../src/storage/store.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { companyRow, countRows, useStore } from '../helpers/storage-fixtures.ts';

const postgres = DIALECTS.find((d) => d.name === 'postgres')!;

describe('a write held until the next statement [postgres]', { skip: postgres.skip }, () => {
  const fixture = useStore(postgres, { poolSize: 1 });
  const stored = async (company: CompanyRow) => (await countRows(fixture.storage, 'companies', 'id', company.id)) === 1;

  /** Holds the company's insert on the transaction's connection. */
  function holdInsert(tx: Store, company: CompanyRow): Promise<void> {
    const { sql: text, parameters } = tx.db.insertInto('companies').values(company).compile();
    return writeBehind(tx.db, inlinedPostgres(text, parameters));
  }

  // eventLast: the transaction ends on its own connection with commit or rollback (postgres-transaction.ts).
  const transaction = <T>(work: (tx: Store) => Promise<T>) => fixture.store.transaction(work, { eventLast: true });

  it('is written before a query with parameters that follows it, and commits', async () => {
    const company = companyRow();
    const seen = await transaction(async (tx) => {
      await holdInsert(tx, company);
      return tx.repos.companies.findById(company.id);
    });
    assert.equal(seen?.id, company.id, 'the read after it saw it');
    assert.ok(await stored(company));
  });

  it('is written before a text without parameters that follows it, which answers as it would alone', async () => {
    const company = companyRow();
    const answer = await transaction(async (tx) => {
      await holdInsert(tx, company);
      const { rows } = await sql.raw<{ n: string }>(`select count(*) as n from companies where id = '${company.id}'`).execute(tx.db);
      return rows[0]?.n;
    });
    assert.equal(Number(answer), 1);
  });

  it('goes with the commit when nothing follows it', async () => {
    const first = companyRow();
    const second = companyRow();
    await transaction(async (tx) => {
      await holdInsert(tx, first);
      await holdInsert(tx, second);
    });
    assert.ok(await stored(first));
    assert.ok(await stored(second));
  });

  it('is dropped when the transaction rolls back, and the connection carries nothing into the next one', async () => {
    const dropped = companyRow();
    await assert.rejects(
      transaction(async (tx) => {
        await holdInsert(tx, dropped);
        throw new Error('given up');
      }),
      /given up/,
    );
    const next = companyRow();
    await transaction((tx) => tx.repos.companies.insert(next));
    assert.ok(await stored(next));
    assert.equal(await stored(dropped), false);
  });

  it('sendBuiltWrite stores its write outside a transaction, in a plain one, and in one that sends its event with its commit', async () => {
    const alone = companyRow();
    await sendBuiltWrite(fixture.store, fixture.store.db.insertInto('companies').values(alone));
    assert.ok(await stored(alone), 'outside a transaction');
    const plain = companyRow();
    await fixture.store.transaction(async (tx) => {
      await sendBuiltWrite(tx, tx.db.insertInto('companies').values(plain));
      // The pool's one connection is this transaction's: a count from outside would wait for it, so count inside.
      assert.equal((await tx.repos.companies.findById(plain.id))?.id, plain.id);
    });
    assert.ok(await stored(plain), 'in a plain transaction');
    const held = companyRow();
    await transaction(async (tx) => {
      await sendBuiltWrite(tx, tx.db.insertInto('companies').values(held));
    });
    assert.ok(await stored(held), 'held (write-round-trips.test.ts counts it), then sent with the commit');
  });

  it('fails the transaction when it fails, with its own error, and nothing of the transaction stays', async () => {
    const existing = companyRow();
    await fixture.store.repos.companies.insert(existing);
    const before = companyRow();
    await assert.rejects(
      transaction(async (tx) => {
        await tx.repos.companies.insert(before);
        await holdInsert(tx, existing);
      }),
      (error: Error & { code?: string }) => error.code === '23505',
    );
    assert.equal(await stored(before), false);
    await assert.rejects(
      transaction(async (tx) => {
        await holdInsert(tx, existing);
        await tx.repos.companies.findById(existing.id);
      }),
      (error: Error & { code?: string }) => error.code === '23505',
      'the error of the held write, not of the read after it',
    );
  });
});

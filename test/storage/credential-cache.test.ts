// The cache of authentication lookups (src/storage/credential-cache.ts): its
// rules as a unit, then on both dialects the repository using it and how
// another connection's change empties it (NOTIFY on PostgreSQL, data_version
// on SQLite) without waiting for the entries to expire. The same across real
// server processes: test/reliability/credential-cache.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sha256Hex } from '../../src/crypto/tokens.ts';
import { CredentialCache, credentialCacheOf } from '../../src/storage/credential-cache.ts';
import { parseDatabaseUrl } from '../../src/config.ts';
import { openStorage, type Storage } from '../../src/storage/database.ts';
import { Store } from '../../src/storage/store.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { companyRow, patRow, sessionRow, userRow, useStore } from '../helpers/storage-fixtures.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

describe('CredentialCache', () => {
  const clock = { ms: 0 };
  const cache = (options: ConstructorParameters<typeof CredentialCache>[0] = {}) =>
    new CredentialCache({ ttlMs: 500, now: () => clock.ms, ...options });

  it('answers an entry until its time to live has passed, then reads again', () => {
    const c = cache();
    c.set('a', { n: 1 }, c.generation);
    clock.ms += 499;
    assert.deepEqual(c.get('a'), { n: 1 });
    clock.ms += 1;
    assert.equal(c.get('a'), undefined);
  });

  it('does not store an answer read before the cache was emptied', () => {
    const c = cache();
    const generation = c.generation;
    c.invalidate();
    c.set('a', { n: 1 }, generation);
    assert.equal(c.get('a'), undefined);
    c.set('a', { n: 2 }, c.generation);
    assert.deepEqual(c.get('a'), { n: 2 });
    c.invalidate();
    assert.equal(c.get('a'), undefined);
  });

  it('shares one read among the lookups of a key that miss meanwhile, never one started before an emptying', async () => {
    const c = cache();
    const reads: Array<(value: string) => void> = [];
    const read = () => new Promise<string>((resolve) => reads.push(resolve));
    const first = c.readOnce('a', read);
    const second = c.readOnce('a', read);
    const other = c.readOnce('b', read);
    assert.equal(reads.length, 2, 'one read for a, one for b');
    c.invalidate();
    const afterEmptying = c.readOnce('a', read);
    assert.equal(reads.length, 3, 'a lookup after the emptying reads again');
    reads[0]!('a, before');
    reads[1]!('b');
    reads[2]!('a, after');
    assert.deepEqual(await Promise.all([first, second, other, afterEmptying]), ['a, before', 'a, before', 'b', 'a, after']);
    // Done: the next miss reads again.
    const again = c.readOnce('a', read);
    assert.equal(reads.length, 4);
    reads[3]!('a, again');
    assert.equal(await again, 'a, again');
    // A failed read is shared too, and not kept.
    const failing = () => Promise.reject(new Error('database down'));
    await assert.rejects(Promise.all([c.readOnce('c', failing), c.readOnce('c', read)]), /database down/);
    assert.equal(reads.length, 4);
    const recovered = c.readOnce('c', read);
    assert.equal(reads.length, 5);
    reads[4]!('c');
    assert.equal(await recovered, 'c');
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const c = cache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) c.set(key, { key }, c.generation);
    assert.equal(c.size, 2);
    assert.equal(c.get('a'), undefined);
    assert.deepEqual(c.get('c'), { key: 'c' });
  });

  it('is emptied when the database changed elsewhere', () => {
    let changed = false;
    const c = cache({ changedElsewhere: () => changed });
    c.set('a', { n: 1 }, c.generation);
    assert.deepEqual(c.get('a'), { n: 1 });
    changed = true;
    assert.equal(c.get('a'), undefined);
  });

  it('stores nothing with a time to live of 0', () => {
    const c = cache({ ttlMs: 0 });
    c.set('a', { n: 1 }, c.generation);
    assert.equal(c.get('a'), undefined);
  });
});

for (const dialect of DIALECTS) {
  describe(`credential cache over the database [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);
    /** A second connection to the same database, as another process has. */
    let other: Storage;
    before(() => {
      other = openStorage(parseDatabaseUrl(fixture.database.url), { poolSize: 2 });
    });
    after(() => other?.close());

    async function arrange() {
      const repos = fixture.store.repos;
      const user = await repos.users.insert(userRow());
      const company = await repos.companies.insert(companyRow());
      await repos.companies.addMember(company.id, user.id, 1);
      const pat = patRow(user.id);
      await repos.credentials.insertPat(pat);
      const session = sessionRow(user.id);
      await repos.credentials.insertSession(session);
      return { user, company, pat, session };
    }

    // First in the suite: nothing has announced a change yet, so no notification can empty the cache between the two lookups.
    it('answers a second lookup from the cache', async () => {
      const repos = fixture.store.repos;
      const user = await repos.users.insert(userRow());
      const company = await repos.companies.insert(companyRow());
      await fixture.storage.db.insertInto('memberships').values({ company_id: company.id, user_id: user.id, created_at: 1 }).execute();
      const pat = patRow(user.id);
      await repos.credentials.insertPat(pat);
      const cache = credentialCacheOf(fixture.storage);
      if (dialect.name === 'postgres') await eventually(async () => cache.generation > 0, 10_000, 'the listener to start');
      const first = await repos.credentials.findPatWithUser(pat.token_hash, company.id);
      assert.equal(first?.company?.id, company.id);
      assert.equal(await repos.credentials.findPatWithUser(pat.token_hash, company.id), first, 'the same answer, from the cache');
      assert.ok(
        Object.isFrozen(first) && Object.isFrozen(first.user) && Object.isFrozen(first.company),
        'shared answers cannot be changed by a caller',
      );
    });

    it('answers lookups of one token that miss at the same time from one read', async () => {
      const { pat, company } = await arrange();
      const cache = credentialCacheOf(fixture.storage);
      cache.invalidate();
      const repos = fixture.store.repos;
      const answers = await Promise.all([1, 2, 3].map(() => repos.credentials.findPatWithUser(pat.token_hash, company.id)));
      assert.equal(answers[0]?.company?.id, company.id);
      assert.ok(
        answers.every((answer) => answer === answers[0]),
        'the same answer object: one read, shared',
      );
    });

    it('reads again after a revocation in this process', async () => {
      const { company, pat } = await arrange();
      const credentials = fixture.store.repos.credentials;
      assert.equal((await credentials.findPatWithUser(pat.token_hash, company.id))?.pat.revoked_at, null);
      await credentials.revokePat(pat.id, 2);
      assert.equal((await credentials.findPatWithUser(pat.token_hash, company.id))?.pat.revoked_at, 2);
    });

    it('reads again after a sign-out, a removed membership and a plan change in this process', async () => {
      const { user, company, session } = await arrange();
      const { credentials, companies } = fixture.store.repos;
      assert.equal((await credentials.findSessionWithUser(session.token_hash, company.id))?.session.signed_out_at, null);
      await credentials.signOutSession(session.id, 3);
      assert.equal((await credentials.findSessionWithUser(session.token_hash, company.id))?.session.signed_out_at, 3);

      const pat = patRow(user.id);
      await credentials.insertPat(pat);
      assert.equal((await credentials.findPatWithUser(pat.token_hash, company.id))?.company?.plan, 'pro');
      await companies.setPlan(company.id, 'free', 4);
      assert.equal((await credentials.findPatWithUser(pat.token_hash, company.id))?.company?.plan, 'free');
      await companies.removeMember(company.id, user.id);
      assert.equal((await credentials.findPatWithUser(pat.token_hash, company.id))?.company, undefined);
      await companies.addMember(company.id, user.id, 5);
      assert.equal((await credentials.findPatWithUser(pat.token_hash, company.id))?.company?.id, company.id);
    });

    it('does not cache inside a transaction, and is emptied again when the transaction commits', async () => {
      const { company, pat } = await arrange();
      const cache = credentialCacheOf(fixture.storage);
      await fixture.store.transaction(async (tx) => {
        assert.equal(tx.credentialCache, undefined);
        await tx.repos.credentials.revokePat(pat.id, 6);
        // Read outside the transaction while it is open: the old answer, which must not outlive the commit.
        if (dialect.name === 'postgres')
          assert.equal((await fixture.store.repos.credentials.findPatWithUser(pat.token_hash, company.id))?.pat.revoked_at, null);
      });
      assert.equal(cache.size, 0);
      assert.equal((await fixture.store.repos.credentials.findPatWithUser(pat.token_hash, company.id))?.pat.revoked_at, 6);
    });

    it("empties another connection's cache when a change commits, not when its entries expire", async () => {
      const { company, pat } = await arrange();
      const otherCache = credentialCacheOf(other);
      // On PostgreSQL the other connection is listening once its cache has been emptied the first time (on LISTEN).
      if (dialect.name === 'postgres') await eventually(async () => otherCache.generation > 0, 10_000, 'the other connection to listen');
      const otherStore = new Store(other, () => {});
      assert.equal((await otherStore.repos.credentials.findPatWithUser(pat.token_hash, company.id))?.pat.revoked_at, null);
      const generation = otherCache.generation;
      await fixture.store.transaction(async (tx) => {
        await tx.repos.credentials.revokePat(pat.id, 7);
        assert.equal(otherCache.generation, generation, 'nothing is announced before the commit');
      });
      // SQLite learns of it on its next lookup (data_version); PostgreSQL from the notification.
      await eventually(
        async () => {
          otherCache.get('probe');
          return otherCache.generation > generation;
        },
        10_000,
        'the other cache to be emptied',
      );
      assert.equal((await otherStore.repos.credentials.findPatWithUser(pat.token_hash, company.id))?.pat.revoked_at, 7);
    });

    it('finds nothing for a hash that is no token, and caches nothing for it', async () => {
      const cache = credentialCacheOf(fixture.storage);
      const size = cache.size;
      assert.equal(await fixture.store.repos.credentials.findPatWithUser(sha256Hex('no such token'), ''), undefined);
      assert.equal(cache.size, size);
    });
  });
}

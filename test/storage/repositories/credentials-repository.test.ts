// CredentialsRepository on both dialects: the lookups every authenticated
// request makes (credential, user and, on company routes, the membership in
// one query), PATs and sessions, and the batched record of last use, which
// never moves backwards.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.ts';
import { companyRow, NOW, patRow, sessionRow, useStore, userRow } from '../../helpers/storage-fixtures.ts';

for (const dialect of DIALECTS) {
  describe(`CredentialsRepository [${dialect.name}]`, { skip: dialect.skip }, () => {
    const fixture = useStore(dialect);
    const repos = () => fixture.store.repos;

    /** A user who is a member of one company, with a PAT and a session; and a company they are not a member of. */
    async function member() {
      const user = await repos().users.insert(userRow());
      const company = await repos().companies.insert(
        companyRow({ name: 'Member Co', plan: 'free', created_at: NOW - 5, updated_at: NOW - 2 }),
      );
      const elsewhere = await repos().companies.insert(companyRow());
      await repos().companies.addMember(company.id, user.id, NOW);
      const pat = patRow(user.id, { last_used_at: NOW - 1 });
      await repos().credentials.insertPat(pat);
      const session = sessionRow(user.id, { created_at: NOW - 10, last_used_at: NOW - 3 });
      await repos().credentials.insertSession(session);
      return { user, company, elsewhere, pat, session };
    }

    it('finds a PAT with its user, and the company only when the user is a member of the one asked about', async () => {
      const { user, company, elsewhere, pat } = await member();
      const expected = { pat: { id: pat.id, revoked_at: null, last_used_at: NOW - 1 }, user };
      assert.deepEqual(await repos().credentials.findPatWithUser(pat.token_hash), { ...expected, company: undefined });
      assert.deepEqual(await repos().credentials.findPatWithUser(pat.token_hash, company.id), { ...expected, company });
      assert.deepEqual(await repos().credentials.findPatWithUser(pat.token_hash, elsewhere.id), { ...expected, company: undefined });
      assert.deepEqual(await repos().credentials.findPatWithUser(pat.token_hash, 'ffffffffffff'), { ...expected, company: undefined });
      assert.equal(await repos().credentials.findPatWithUser('0'.repeat(64), company.id), undefined);
    });

    it('finds a session with its user, and the company only when the user is a member of the one asked about', async () => {
      const { user, company, elsewhere, session } = await member();
      const expected = { session: { id: session.id, signed_out_at: null, created_at: NOW - 10, last_used_at: NOW - 3 }, user };
      assert.deepEqual(await repos().credentials.findSessionWithUser(session.token_hash, company.id), { ...expected, company });
      assert.deepEqual(await repos().credentials.findSessionWithUser(session.token_hash, elsewhere.id), {
        ...expected,
        company: undefined,
      });
      assert.deepEqual(await repos().credentials.findSessionWithUser(session.token_hash), { ...expected, company: undefined });
      assert.equal(await repos().credentials.findSessionWithUser('0'.repeat(64)), undefined);
    });

    it('does not take a PAT hash for a session, or the other way round', async () => {
      const { pat, session } = await member();
      assert.equal(await repos().credentials.findSessionWithUser(pat.token_hash), undefined);
      assert.equal(await repos().credentials.findPatWithUser(session.token_hash), undefined);
    });

    it("lists a user's PATs only, oldest first", async () => {
      const user = await repos().users.insert(userRow());
      const other = await repos().users.insert(userRow());
      const later = patRow(user.id, { created_at: NOW + 2 });
      const earlier = patRow(user.id, { created_at: NOW + 1 });
      const tiedA = patRow(user.id, { id: 'aaaaaaaaaaaa', created_at: NOW + 3 });
      const tiedB = patRow(user.id, { id: 'bbbbbbbbbbbb', created_at: NOW + 3 });
      for (const pat of [tiedB, later, patRow(other.id), tiedA, earlier]) await repos().credentials.insertPat(pat);
      assert.deepEqual(
        (await repos().credentials.listPats(user.id)).map((p) => p.id),
        [earlier.id, later.id, tiedA.id, tiedB.id],
      );
      assert.deepEqual(await repos().credentials.findPatById(earlier.id), earlier);
    });

    it("lists a user's PATs that are not revoked, oldest first", async () => {
      const user = await repos().users.insert(userRow());
      const live = patRow(user.id, { created_at: NOW + 1, token_prefix: 'rs_pat_AbCd1234' });
      const revoked = patRow(user.id, { created_at: NOW + 2, revoked_at: NOW + 3 });
      const newer = patRow(user.id, { created_at: NOW + 4 });
      for (const pat of [newer, revoked, patRow((await repos().users.insert(userRow())).id), live])
        await repos().credentials.insertPat(pat);
      assert.deepEqual(await repos().credentials.listActivePats(user.id), [live, newer]);
    });

    it('inserts a PAT within the quota of tokens not revoked, each created after the one before', async () => {
      const user = await repos().users.insert(userRow());
      const first = await repos().credentials.insertPatWithinQuota(patRow(user.id, { created_at: NOW }), 2);
      const second = await repos().credentials.insertPatWithinQuota(patRow(user.id, { created_at: NOW }), 2);
      assert.notEqual(first, 'quotaExceeded');
      assert.notEqual(second, 'quotaExceeded');
      assert.equal((second as { created_at: number }).created_at, NOW + 1, 'the same millisecond moves on by one');
      assert.equal(await repos().credentials.insertPatWithinQuota(patRow(user.id), 2), 'quotaExceeded');
      assert.equal((await repos().credentials.listPats(user.id)).length, 2, 'nothing stored over the quota');
      await repos().credentials.revokePat((first as { id: string }).id, NOW + 5);
      assert.notEqual(await repos().credentials.insertPatWithinQuota(patRow(user.id), 2), 'quotaExceeded', 'a revoked token makes room');
    });

    it('revokes a PAT only for its own user when one is given', async () => {
      const { user, pat } = await member();
      const other = await repos().users.insert(userRow());
      assert.equal(await repos().credentials.revokePat(pat.id, NOW + 7, other.id), false);
      assert.equal((await repos().credentials.findPatById(pat.id))!.revoked_at, null);
      assert.equal(await repos().credentials.revokePat(pat.id, NOW + 8, user.id), true);
      assert.equal((await repos().credentials.findPatById(pat.id))!.revoked_at, NOW + 8);
    });

    it('revokes a PAT once', async () => {
      const { pat } = await member();
      assert.equal(await repos().credentials.revokePat(pat.id, NOW + 7), true);
      assert.equal(await repos().credentials.revokePat(pat.id, NOW + 8), false, 'already revoked');
      assert.equal((await repos().credentials.findPatById(pat.id))!.revoked_at, NOW + 7, 'the first revocation time stays');
      assert.equal(await repos().credentials.revokePat('ffffffffffff', NOW), false);
    });

    it("finds the user's most recently used live session, not a signed-out, stale or another user's one", async () => {
      const user = await repos().users.insert(userRow());
      const other = await repos().users.insert(userRow());
      const older = sessionRow(user.id, { last_used_at: NOW + 10 });
      const newest = sessionRow(user.id, { last_used_at: NOW + 30 });
      const signedOut = sessionRow(user.id, { last_used_at: NOW + 50, signed_out_at: NOW + 51 });
      const othersNewer = sessionRow(other.id, { last_used_at: NOW + 60 });
      for (const s of [older, newest, signedOut, othersNewer]) await repos().credentials.insertSession(s);
      assert.equal((await repos().credentials.findLiveSession(user.id, NOW))!.id, newest.id);
      assert.equal((await repos().credentials.findLiveSession(user.id, NOW + 29))!.id, newest.id);
      assert.equal(await repos().credentials.findLiveSession(user.id, NOW + 30), undefined, 'last used exactly at the cut-off is stale');

      await repos().credentials.signOutSession(newest.id, NOW + 31);
      assert.equal((await repos().credentials.findLiveSession(user.id, NOW))!.id, older.id);
      const found = await repos().credentials.findSessionWithUser(newest.token_hash);
      assert.equal(found!.session.signed_out_at, NOW + 31);
    });

    it('records last use in a batch, and never moves it backwards', async () => {
      const user = await repos().users.insert(userRow());
      const neverUsed = patRow(user.id, { last_used_at: null });
      const used = patRow(user.id, { last_used_at: NOW + 100 });
      const session = sessionRow(user.id, { last_used_at: NOW + 100 });
      for (const pat of [neverUsed, used]) await repos().credentials.insertPat(pat);
      await repos().credentials.insertSession(session);
      const lastUse = async () => [
        (await repos().credentials.findPatById(neverUsed.id))!.last_used_at,
        (await repos().credentials.findPatById(used.id))!.last_used_at,
        (await repos().credentials.findSessionWithUser(session.token_hash))!.session.last_used_at,
      ];

      await repos().credentials.touch(
        'personal_access_tokens',
        new Map([
          [neverUsed.id, NOW + 50],
          [used.id, NOW + 150],
        ]),
      );
      await repos().credentials.touch('sessions', new Map([[session.id, NOW + 200]]));
      assert.deepEqual(await lastUse(), [NOW + 50, NOW + 150, NOW + 200]);

      // Another process recording an older use later: nothing moves back.
      await repos().credentials.touch(
        'personal_access_tokens',
        new Map([
          [neverUsed.id, NOW + 10],
          [used.id, NOW + 150],
        ]),
      );
      await repos().credentials.touch('sessions', new Map([[session.id, NOW + 199]]));
      assert.deepEqual(await lastUse(), [NOW + 50, NOW + 150, NOW + 200]);

      await repos().credentials.touch('sessions', new Map());
      assert.deepEqual(await lastUse(), [NOW + 50, NOW + 150, NOW + 200], 'an empty batch changes nothing');
    });
  });
}

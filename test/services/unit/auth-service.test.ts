// AuthService's rules against in-memory credentials: which tokens let a
// caller in, how long a session lives, and what an API key may and may not do.
// The HTTP answers to the same rules are tested through a server in
// test/routes; here each rule runs in microseconds, with the clock moved by hand.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { beforeEach, describe, it } from 'node:test';
import { ManualClock } from '../../../src/clock.ts';
import { newPersonalAccessToken, SessionTokenMinter, sha256Hex } from '../../../src/crypto/tokens.ts';
import { API_KEY_QUOTA } from '../../../src/schemas/personal-access-token.ts';
import { AuthService, SESSION_TTL_MS, type Caller } from '../../../src/services/auth-service.ts';
import type { LastUseRecorder } from '../../../src/services/last-use-recorder.ts';
import type { SigninRateLimiter } from '../../../src/services/signin-rate-limiter.ts';
import type { CredentialsRepository } from '../../../src/storage/repositories/credentials-repository.ts';
import type { UsersRepository } from '../../../src/storage/repositories/users-repository.ts';
import type { PersonalAccessTokenRow, SessionRow, UserRow } from '../../../src/storage/schema.ts';
import { asRepository, isApiError, T0, userRow } from './fake-rows.ts';

/** The credentials table in memory, with the repository's answers (found by hash; revoked only by the owner when one is named). */
class FakeCredentials {
  pats: PersonalAccessTokenRow[] = [];
  sessions: SessionRow[] = [];
  lookups = 0;
  constructor(private readonly users: UserRow[]) {}

  private userOf(id: string): UserRow {
    return this.users.find((user) => user.id === id)!;
  }
  async findPatWithUser(hash: string): ReturnType<CredentialsRepository['findPatWithUser']> {
    this.lookups++;
    const pat = this.pats.find((row) => row.token_hash === hash);
    return pat && { pat, user: this.userOf(pat.user_id), company: undefined };
  }
  async findSessionWithUser(hash: string): ReturnType<CredentialsRepository['findSessionWithUser']> {
    this.lookups++;
    const session = this.sessions.find((row) => row.token_hash === hash);
    return session && { session, user: this.userOf(session.user_id), company: undefined };
  }
  async insertPatWithinQuota(row: PersonalAccessTokenRow, quota: number): Promise<PersonalAccessTokenRow | 'quotaExceeded'> {
    if (this.pats.filter((pat) => pat.user_id === row.user_id && pat.revoked_at === null).length >= quota) return 'quotaExceeded';
    this.pats.push(row);
    return row;
  }
  async revokePat(id: string, now: number, userId?: string): Promise<boolean> {
    this.lookups++;
    const pat = this.pats.find((row) => row.id === id && row.revoked_at === null && (userId === undefined || row.user_id === userId));
    if (!pat) return false;
    pat.revoked_at = now;
    return true;
  }
  async signOutSession(id: string, now: number): Promise<void> {
    this.sessions.find((row) => row.id === id)!.signed_out_at = now;
  }
}

/** Keeps uses in memory as the recorder does until it writes them: a use recorded is the latest. */
class FakeLastUse {
  uses = new Map<string, number>();
  constructor(private readonly clock: ManualClock) {}
  lastUse(_table: string, id: string, stored: number | null): number | null {
    return this.uses.get(id) ?? stored;
  }
  record(_table: string, id: string): void {
    this.uses.set(id, this.clock.now());
  }
  async flush(): Promise<void> {}
}

const ada = userRow({ id: 'u_ada' });
const bob = userRow({ id: 'u_bob', email: 'bob@example.com' });

describe('AuthService against in-memory credentials', () => {
  let clock: ManualClock;
  let credentials: FakeCredentials;
  let lastUse: FakeLastUse;
  let auth: AuthService;
  const minter = new SessionTokenMinter(randomBytes(32));

  beforeEach(() => {
    clock = new ManualClock(T0);
    credentials = new FakeCredentials([ada, bob]);
    lastUse = new FakeLastUse(clock);
    auth = new AuthService({
      users: asRepository<UsersRepository>({ findById: async (id: string) => [ada, bob].find((user) => user.id === id) }),
      credentials: asRepository<CredentialsRepository>(credentials),
      clock,
      region: 'us',
      minter,
      lastUse: lastUse as unknown as LastUseRecorder,
      limiter: asRepository<SigninRateLimiter>({}),
      passwordHashCost: 10,
    });
  });

  /** A session of `user` made now, and its token. */
  function session(user: UserRow, id = `s_${credentials.sessions.length}`): string {
    const token = minter.tokenFor(id);
    credentials.sessions.push({
      id,
      user_id: user.id,
      token_hash: sha256Hex(token),
      created_at: clock.now(),
      last_used_at: clock.now(),
      signed_out_at: null,
    });
    return token;
  }

  const sessionCaller = (user: UserRow): Caller => ({ user, credential: { kind: 'session', id: 's_x' } });
  const patCaller = (user: UserRow): Caller => ({ user, credential: { kind: 'pat', id: 'p_x' } });

  it('refuses a token of neither shape without looking it up', async () => {
    for (const header of ['Bearer not-a-token', `Bearer rs_pat_${'a'.repeat(42)}`, 'rs_st_short']) {
      await assert.rejects(auth.authenticate(header), isApiError(401, 'invalidAccessToken'), header);
    }
    await assert.rejects(auth.authenticate(undefined), isApiError(401, 'missingAccessToken'));
    await assert.rejects(auth.authenticate('Token a b'), isApiError(401, 'malformedAccessToken'));
    assert.equal(credentials.lookups, 0);
  });

  it('lets a session in until 30 days after its last use, counting a use not yet written', async () => {
    const token = session(ada);
    clock.advance(SESSION_TTL_MS - 1);
    assert.equal((await auth.authenticate(`Bearer ${token}`)).user.id, ada.id, 'a moment before the 30 days');
    // That use (held by the recorder, not yet stored) starts the 30 days again.
    clock.advance(SESSION_TTL_MS - 1);
    assert.equal((await auth.authenticate(token)).credential.kind, 'session');
    // 30 days on from that last use: expired.
    clock.advance(SESSION_TTL_MS);
    await assert.rejects(auth.authenticate(token), isApiError(401, 'expiredAccessToken'));
  });

  it('refuses a signed-out session, and signing out with a PAT signs nothing out', async () => {
    const token = session(ada, 's_out');
    assert.deepEqual(await auth.signOut(patCaller(ada)), { success: true, signed_out: false });
    assert.equal(credentials.sessions[0]!.signed_out_at, null);
    assert.deepEqual(await auth.signOut({ user: ada, credential: { kind: 'session', id: 's_out' } }), {
      success: true,
      signed_out: true,
    });
    await assert.rejects(auth.authenticate(token), isApiError(401, 'signedOutAccessToken'));
  });

  it('stores an API key by its hash only, lets it in, and refuses it once revoked', async () => {
    const created = await auth.createApiKey(sessionCaller(ada), { name: 'ci' });
    const [stored] = credentials.pats;
    assert.equal(stored!.token_hash, sha256Hex(created.token));
    assert.ok(!JSON.stringify(stored).includes(created.token), 'the token itself is not stored');
    assert.ok(created.token.startsWith(created.token_prefix!));
    assert.equal((await auth.authenticate(`bearer ${created.token}`)).credential.id, created.id);

    await auth.revokeApiKey(sessionCaller(ada), created.id);
    await assert.rejects(auth.authenticate(created.token), isApiError(401, 'revokedAccessToken'));
  });

  it('lets only a session create or revoke API keys', async () => {
    await assert.rejects(auth.createApiKey(patCaller(ada), { name: 'minted by a key' }), isApiError(403, 'sessionRequired'));
    const created = await auth.createApiKey(sessionCaller(ada), { name: 'kept' });
    await assert.rejects(auth.revokeApiKey(patCaller(ada), created.id), isApiError(403, 'sessionRequired'));
    assert.deepEqual(
      credentials.pats.map((pat) => [pat.name, pat.revoked_at]),
      [['kept', null]],
    );
  });

  it("answers 404 alike for another user's key, an unknown id and a malformed one", async () => {
    const adas = await auth.createApiKey(sessionCaller(ada), { name: 'ada' });
    for (const id of [adas.id, 'a'.repeat(12), 'not an id']) {
      await assert.rejects(auth.revokeApiKey(sessionCaller(bob), id), isApiError(404, 'apiKeyNotFound'), id);
    }
    assert.equal(credentials.lookups, 2, 'the malformed id was refused without a lookup');
    assert.equal(credentials.pats[0]!.revoked_at, null, "ada's key still works");
  });

  it(`holds a user to ${API_KEY_QUOTA} keys not revoked; revoking one makes room`, async () => {
    const keys = [];
    for (let i = 0; i < API_KEY_QUOTA; i++) keys.push(await auth.createApiKey(sessionCaller(ada), { name: `key ${i}` }));
    await assert.rejects(auth.createApiKey(sessionCaller(ada), { name: 'one more' }), (error: unknown) => {
      isApiError(429, 'quotaExceeded')(error);
      assert.deepEqual((error as { extra: unknown }).extra, { limit: API_KEY_QUOTA });
      return true;
    });
    await auth.createApiKey(sessionCaller(bob), { name: "bob's own quota" });
    await auth.revokeApiKey(sessionCaller(ada), keys[0]!.id);
    await auth.createApiKey(sessionCaller(ada), { name: 'one more' });
  });

  it('makes a token for a known user only, its name trimmed and checked as an API key name', async () => {
    await assert.rejects(auth.createPersonalAccessToken('u_nobody', 'x'), isApiError(404, 'userNotFound'));
    const created = await auth.createPersonalAccessToken(ada.id, '  deploy  ');
    assert.equal(created.name, 'deploy');
    await assert.rejects(
      auth.createPersonalAccessToken(ada.id, ''),
      (error: unknown) => (error as { statusCode?: number }).statusCode === 400,
    );
    assert.equal(credentials.pats.length, 1);
    assert.notEqual(created.token, newPersonalAccessToken(), 'each token is new');
  });
});

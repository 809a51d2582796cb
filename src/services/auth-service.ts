// Sign-in, sign-out and the authentication of every request.
import { isoTime, type Clock } from '../clock.ts';
import type { Region } from '../config.ts';
import { decoyPasswordHash, verifyPassword } from '../crypto/password.ts';
import {
  newPersonalAccessToken,
  newSessionId,
  personalAccessTokenPrefix,
  sha256Hex,
  tokenKind,
  type SessionTokenMinter,
  type TokenKind,
} from '../crypto/tokens.ts';
import { ApiError, forbidden, notFound, unauthorized } from '../errors.ts';
import { isResourceId, newId } from '../ids.ts';
import { presentApiKey, presentPersonalAccessToken } from '../presenters/personal-access-token.ts';
import { presentUser } from '../presenters/user.ts';
import type { SigninResponse, SignoutResponse } from '../schemas/auth.ts';
import { checkInput } from '../schemas/compiled-schemas.ts';
import {
  API_KEY_QUOTA,
  ApiKeyCreateBodySchema,
  type ApiKey,
  type ApiKeyCreateBody,
  type CreatedPersonalAccessToken,
  type PersonalAccessToken,
} from '../schemas/personal-access-token.ts';
import type { CredentialsRepository } from '../storage/repositories/credentials-repository.ts';
import type { UsersRepository } from '../storage/repositories/users-repository.ts';
import type { CompanyRow, UserRow } from '../storage/schema.ts';
import type { LastUseRecorder } from './last-use-recorder.ts';
import type { SigninRateLimiter } from './signin-rate-limiter.ts';

export const SESSION_TTL_MS = 30 * 24 * 3_600_000;

export interface Caller {
  user: UserRow;
  credential: { kind: TokenKind; id: string };
}

const BEARER = /^bearer$/i;

/** The token of an Authorization header: `Bearer <token>` (any case) or the bare token. */
export function tokenFromHeader(header: string | undefined): string {
  if (header === undefined || header.trim() === '') {
    throw unauthorized('missingAccessToken', 'Authorization header is required');
  }
  const parts = header.trim().split(/\s+/);
  if (parts.length === 1 && !BEARER.test(parts[0])) return parts[0];
  if (parts.length === 2 && BEARER.test(parts[0])) return parts[1];
  throw unauthorized('malformedAccessToken', "Authorization header must be 'Bearer <token>' or the bare token");
}

/** A leaked API key must not be able to mint more keys, nor revoke its owner's others: 403 unless the caller signed in with a session. */
export function requireSession(caller: Caller): void {
  if (caller.credential.kind !== 'session') {
    throw forbidden(
      'sessionRequired',
      'API keys can only be created and revoked when signed in with email and password, not with an API key',
    );
  }
}

const apiKeyNotFound = () => notFound('apiKeyNotFound', 'API key not found');

export class AuthService {
  constructor(
    private readonly deps: {
      users: UsersRepository;
      credentials: CredentialsRepository;
      clock: Clock;
      region: Region;
      minter: SessionTokenMinter;
      lastUse: LastUseRecorder;
      limiter: SigninRateLimiter;
      /** log2 of scrypt's N for new passwords (PASSWORD_HASH_COST): the decoy hash costs what a user's does. */
      passwordHashCost: number;
    },
  ) {}

  async signIn(email: string, password: string, address: string): Promise<SigninResponse> {
    const { users, credentials, clock, limiter, minter, lastUse } = this.deps;
    const key = email.toLowerCase();
    // Reserved before the password is checked: concurrent guesses share the allowance.
    const attempt = limiter.reserve(key, address);
    if (!attempt.allowed) {
      throw new ApiError(429, 'tooManySigninAttempts', 'Too many failed sign-in attempts; try again later', {
        'retry-after': String(attempt.retryAfterSeconds),
      });
    }
    let user: UserRow | undefined;
    let matches: boolean;
    try {
      user = await users.findByEmail(key);
      // An unknown email is checked against a decoy hash so both failures take the same time.
      matches = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash(this.deps.passwordHashCost)));
    } catch (error) {
      attempt.reservation.cancelled();
      throw error;
    }
    if (!user || !matches) throw unauthorized('invalidCredentials', 'Invalid email or password');
    attempt.reservation.succeeded();
    const now = clock.now();
    // A use not yet written may be what keeps the session alive; without it the
    // lookup below would miss a valid session and issue a second token.
    await lastUse.flush();
    const live = await credentials.findLiveSession(user.id, now - SESSION_TTL_MS);
    // The token is derived from the session id under the master key; after a
    // change of key it no longer matches the stored hash and could never be
    // used, so such a session is left to expire and a new one is made.
    if (live) {
      const token = minter.tokenFor(live.id);
      if (sha256Hex(token) === live.token_hash) {
        lastUse.record('sessions', live.id, live.last_used_at);
        return { access_token: token, user: presentUser(user) };
      }
    }
    const id = newSessionId();
    const accessToken = minter.tokenFor(id);
    await credentials.insertSession({
      id,
      user_id: user.id,
      token_hash: sha256Hex(accessToken),
      created_at: now,
      last_used_at: now,
      signed_out_at: null,
    });
    return { access_token: accessToken, user: presentUser(user) };
  }

  /** The caller of a request, or 401. */
  async authenticate(header: string | undefined): Promise<Caller> {
    return (await this.authenticateWithMembership(header, '')).caller;
  }

  /**
   * The caller, or 401, and the company `companyId` when the caller is a
   * member of it (undefined otherwise), found in the same query.
   */
  async authenticateWithMembership(
    header: string | undefined,
    companyId: string,
  ): Promise<{ caller: Caller; company: CompanyRow | undefined }> {
    const token = tokenFromHeader(header);
    const kind = tokenKind(token);
    if (kind === null) throw unauthorized('invalidAccessToken', 'Access token is invalid');
    const { credentials, clock, lastUse } = this.deps;
    const hash = sha256Hex(token);
    if (kind === 'pat') {
      const found = await credentials.findPatWithUser(hash, companyId);
      if (!found) throw unauthorized('invalidAccessToken', 'Access token is invalid');
      const { pat, user, company } = found;
      if (pat.revoked_at !== null) throw unauthorized('revokedAccessToken', 'Personal access token has been revoked');
      lastUse.record('personal_access_tokens', pat.id, pat.last_used_at);
      return { caller: { user, credential: { kind, id: pat.id } }, company };
    }
    const found = await credentials.findSessionWithUser(hash, companyId);
    if (!found) throw unauthorized('invalidAccessToken', 'Access token is invalid');
    const { session, user, company } = found;
    if (session.signed_out_at !== null) {
      throw unauthorized('signedOutAccessToken', 'Session token was signed out; sign in again');
    }
    const used = lastUse.lastUse('sessions', session.id, session.last_used_at) ?? session.created_at;
    if (clock.now() - used >= SESSION_TTL_MS) {
      throw unauthorized('expiredAccessToken', 'Session token has expired; sign in again');
    }
    lastUse.record('sessions', session.id, session.last_used_at);
    return { caller: { user, credential: { kind, id: session.id } }, company };
  }

  /** Signs out a session token. A PAT is left valid: sign-out with a PAT changes nothing. */
  async signOut(caller: Caller): Promise<SignoutResponse> {
    const session = caller.credential.kind === 'session';
    if (session) await this.deps.credentials.signOutSession(caller.credential.id, this.deps.clock.now());
    return { success: true, signed_out: session };
  }

  /**
   * A new token of the user, at most API_KEY_QUOTA of them not revoked (429
   * quotaExceeded). The answer is the only place the token ever appears. The
   * name follows the rules of an API key's (ApiKeyCreateBodySchema), with
   * their errors; surrounding spaces are dropped.
   */
  async createPersonalAccessToken(userId: string, name: string): Promise<CreatedPersonalAccessToken> {
    return this.insertToken(userId, checkInput(ApiKeyCreateBodySchema, { name }).name);
  }

  private async insertToken(userId: string, name: string): Promise<CreatedPersonalAccessToken> {
    const validName = name.trim();
    if (!(await this.deps.users.findById(userId))) throw notFound('userNotFound', `No user with id ${userId}`);
    const token = newPersonalAccessToken();
    const row = {
      id: newId(this.deps.region),
      user_id: userId,
      name: validName,
      token_hash: sha256Hex(token),
      token_prefix: personalAccessTokenPrefix(token),
      created_at: this.deps.clock.now(),
      last_used_at: null,
      revoked_at: null,
    };
    const saved = await this.deps.credentials.insertPatWithinQuota(row, API_KEY_QUOTA);
    if (saved === 'quotaExceeded') {
      throw new ApiError(
        429,
        'quotaExceeded',
        `Quota exceeded: a user can hold at most ${API_KEY_QUOTA} API keys; revoke one first`,
        {},
        { limit: API_KEY_QUOTA },
      );
    }
    return { id: saved.id, name: saved.name, token, token_prefix: row.token_prefix, created_at: isoTime(saved.created_at) };
  }

  /** Every token of the user, revoked ones too (the admin command line's view). */
  async listPersonalAccessTokens(userId: string): Promise<PersonalAccessToken[]> {
    const rows = await this.deps.credentials.listPats(userId);
    return rows.map((row) =>
      presentPersonalAccessToken(row, this.deps.lastUse.lastUse('personal_access_tokens', row.id, row.last_used_at)),
    );
  }

  /** GET /v3/user/api_keys: the caller's own keys that are not revoked, with either kind of token. */
  async listApiKeys(caller: Caller): Promise<ApiKey[]> {
    const rows = await this.deps.credentials.listActivePats(caller.user.id);
    return rows.map((row) => presentApiKey(row, this.deps.lastUse.lastUse('personal_access_tokens', row.id, row.last_used_at)));
  }

  /** POST /v3/user/api_keys: 403 sessionRequired (before the body is validated: see routes/api-keys.ts), then 429 quotaExceeded. */
  async createApiKey(caller: Caller, input: ApiKeyCreateBody): Promise<CreatedPersonalAccessToken> {
    requireSession(caller);
    return this.insertToken(caller.user.id, input.name);
  }

  /**
   * DELETE /v3/user/api_key/{id}: revokes one of the caller's keys at once.
   * Another user's key, an unknown id and a key already revoked (no longer
   * listed) are all 404 apiKeyNotFound.
   */
  async revokeApiKey(caller: Caller, id: string): Promise<void> {
    requireSession(caller);
    if (!isResourceId(id)) throw apiKeyNotFound();
    if (!(await this.deps.credentials.revokePat(id, this.deps.clock.now(), caller.user.id))) throw apiKeyNotFound();
  }

  /** Revokes the token (at once: the next request with it is refused); `revoked` is false when it already was. */
  async revokePersonalAccessToken(id: string): Promise<{ token: PersonalAccessToken; revoked: boolean }> {
    const { credentials, clock, lastUse } = this.deps;
    if (!(await credentials.findPatById(id))) throw notFound('tokenNotFound', `No token with id ${id}`);
    const revoked = await credentials.revokePat(id, clock.now());
    const row = (await credentials.findPatById(id))!;
    return { token: presentPersonalAccessToken(row, lastUse.lastUse('personal_access_tokens', row.id, row.last_used_at)), revoked };
  }

  /** Writes the credential uses recorded so far (they are otherwise written within a second). */
  flushLastUse(): Promise<void> {
    return this.deps.lastUse.flush();
  }
}

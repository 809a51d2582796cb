// Personal access tokens and sessions, looked up by the SHA-256 hash of the token.
import type { Kysely } from 'kysely';
import { preparedQuery } from '../prepared-query.ts';
import type { Database, PersonalAccessTokenRow, SessionRow, UserRow } from '../schema.ts';

// Every authenticated request runs one of these: the credential and its user
// in one query rather than two (a round trip less on PostgreSQL), compiled
// once (see prepared-query.ts). The credential's columns come under prefixed
// names, beside the user's own.
const patWithUser = preparedQuery((db, tokenHash: string) =>
  db
    .selectFrom('personal_access_tokens as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('u')
    .select(['c.id as credential_id', 'c.revoked_at as credential_revoked_at', 'c.last_used_at as credential_last_used_at'])
    .where('c.token_hash', '=', tokenHash),
);
const sessionWithUser = preparedQuery((db, tokenHash: string) =>
  db
    .selectFrom('sessions as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('u')
    .select([
      'c.id as credential_id',
      'c.signed_out_at as credential_signed_out_at',
      'c.created_at as credential_created_at',
      'c.last_used_at as credential_last_used_at',
    ])
    .where('c.token_hash', '=', tokenHash),
);

export type PatWithUser = { pat: Pick<PersonalAccessTokenRow, 'id' | 'revoked_at' | 'last_used_at'>; user: UserRow };
export type SessionWithUser = { session: Pick<SessionRow, 'id' | 'signed_out_at' | 'created_at' | 'last_used_at'>; user: UserRow };

export class CredentialsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The PAT with this hash and its user, if both exist. */
  async findPatWithUser(tokenHash: string): Promise<PatWithUser | undefined> {
    const row = await patWithUser.first(this.db, tokenHash);
    if (!row) return undefined;
    const { credential_id, credential_revoked_at, credential_last_used_at, ...user } = row;
    return { pat: { id: credential_id, revoked_at: credential_revoked_at, last_used_at: credential_last_used_at }, user };
  }

  /** The session with this hash and its user, if both exist. */
  async findSessionWithUser(tokenHash: string): Promise<SessionWithUser | undefined> {
    const row = await sessionWithUser.first(this.db, tokenHash);
    if (!row) return undefined;
    const { credential_id, credential_signed_out_at, credential_created_at, credential_last_used_at, ...user } = row;
    return {
      session: { id: credential_id, signed_out_at: credential_signed_out_at, created_at: credential_created_at, last_used_at: credential_last_used_at },
      user,
    };
  }

  findPatById(id: string): Promise<PersonalAccessTokenRow | undefined> {
    return this.db.selectFrom('personal_access_tokens').selectAll().where('id', '=', id).executeTakeFirst();
  }

  listPats(userId: string): Promise<PersonalAccessTokenRow[]> {
    return this.db
      .selectFrom('personal_access_tokens')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async insertPat(row: PersonalAccessTokenRow): Promise<void> {
    await this.db.insertInto('personal_access_tokens').values(row).execute();
  }

  async revokePat(id: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('personal_access_tokens')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The user's most recently used session that is neither signed out nor older than `usedSince`. */
  findLiveSession(userId: string, usedSince: number): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('signed_out_at', 'is', null)
      .where('last_used_at', '>', usedSince)
      .orderBy('last_used_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async insertSession(row: SessionRow): Promise<void> {
    await this.db.insertInto('sessions').values(row).execute();
  }

  async signOutSession(id: string, now: number): Promise<void> {
    await this.db.updateTable('sessions').set({ signed_out_at: now }).where('id', '=', id).execute();
  }

  /** Records last use of many credentials at once (see services/last-use-recorder.ts). */
  async touch(table: 'sessions' | 'personal_access_tokens', uses: Map<string, number>): Promise<void> {
    if (uses.size === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (const [id, at] of uses) {
        // Never move last use backwards when two processes record out of order.
        await trx
          .updateTable(table)
          .set({ last_used_at: at })
          .where('id', '=', id)
          .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', at)]))
          .execute();
      }
    });
  }
}

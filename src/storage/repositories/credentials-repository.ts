// Personal access tokens and sessions, looked up by the SHA-256 hash of the token.
import type { Kysely } from 'kysely';
import { preparedQuery } from '../prepared-query.ts';
import type { Database, PersonalAccessTokenRow, SessionRow } from '../schema.ts';

// Every authenticated request runs one of these: compiled once (see prepared-query.ts).
const patByHash = preparedQuery((db, tokenHash: string) => db.selectFrom('personal_access_tokens').selectAll().where('token_hash', '=', tokenHash));
const sessionByHash = preparedQuery((db, tokenHash: string) => db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash));

export class CredentialsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findPatByHash(tokenHash: string): Promise<PersonalAccessTokenRow | undefined> {
    return patByHash.first(this.db, tokenHash);
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

  findSessionByHash(tokenHash: string): Promise<SessionRow | undefined> {
    return sessionByHash.first(this.db, tokenHash);
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

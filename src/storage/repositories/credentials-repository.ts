// Personal access tokens and sessions, looked up by the SHA-256 hash of the token.
import { preparedQuery } from '../prepared-query.ts';
import type { CompanyRow, PersonalAccessTokenRow, SessionRow, UserRow } from '../schema.ts';
import type { RepositoryContext } from './context.ts';
import { insertBelowQuota } from './quota-insert.ts';

// Every authenticated request runs one of these: the credential, its user
// and, on a company route, the company when the user is a member of it, in
// one query rather than three (two round trips less on PostgreSQL), compiled
// once (see prepared-query.ts). Outside company routes the company id is ''
// and the membership part matches nothing. The credential's and company's
// columns come under prefixed names, beside the user's own.
const COMPANY_COLUMNS = [
  'co.id as company_id',
  'co.name as company_name',
  'co.friendly_id as company_friendly_id',
  'co.plan as company_plan',
  'co.created_at as company_created_at',
  'co.updated_at as company_updated_at',
] as const;

const patWithUser = preparedQuery((db, tokenHash: string, companyId: string) =>
  db
    .selectFrom('personal_access_tokens as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('memberships as m', (join) => join.onRef('m.user_id', '=', 'u.id').on('m.company_id', '=', companyId))
    .leftJoin('companies as co', 'co.id', 'm.company_id')
    .selectAll('u')
    .select([
      'c.id as credential_id',
      'c.revoked_at as credential_revoked_at',
      'c.last_used_at as credential_last_used_at',
      ...COMPANY_COLUMNS,
    ])
    .where('c.token_hash', '=', tokenHash),
);
const sessionWithUser = preparedQuery((db, tokenHash: string, companyId: string) =>
  db
    .selectFrom('sessions as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('memberships as m', (join) => join.onRef('m.user_id', '=', 'u.id').on('m.company_id', '=', companyId))
    .leftJoin('companies as co', 'co.id', 'm.company_id')
    .selectAll('u')
    .select([
      'c.id as credential_id',
      'c.signed_out_at as credential_signed_out_at',
      'c.created_at as credential_created_at',
      'c.last_used_at as credential_last_used_at',
      ...COMPANY_COLUMNS,
    ])
    .where('c.token_hash', '=', tokenHash),
);

type CompanyColumns = {
  company_id: string | null;
  company_name: string | null;
  company_friendly_id: string | null;
  company_plan: CompanyRow['plan'] | null;
  company_created_at: number | null;
  company_updated_at: number | null;
};

/** Takes the prefixed company columns off a row: the company (undefined when there was no membership) and the rest. */
function splitCompany<R extends CompanyColumns>(row: R): { company: CompanyRow | undefined; rest: Omit<R, keyof CompanyColumns> } {
  const { company_id, company_name, company_friendly_id, company_plan, company_created_at, company_updated_at, ...rest } = row;
  const company =
    company_id === null
      ? undefined
      : {
          id: company_id,
          name: company_name!,
          friendly_id: company_friendly_id!,
          plan: company_plan!,
          created_at: company_created_at!,
          updated_at: company_updated_at!,
        };
  return { company, rest };
}

/** The user's membership in the company asked about: the company, or undefined when not a member (or none was asked about). */
export type PatWithUser = {
  pat: Pick<PersonalAccessTokenRow, 'id' | 'revoked_at' | 'last_used_at'>;
  user: UserRow;
  company: CompanyRow | undefined;
};
export type SessionWithUser = {
  session: Pick<SessionRow, 'id' | 'signed_out_at' | 'created_at' | 'last_used_at'>;
  user: UserRow;
  company: CompanyRow | undefined;
};

export class CredentialsRepository {
  constructor(private readonly context: RepositoryContext) {}

  private get db() {
    return this.context.db;
  }

  /** The PAT with this hash and its user, if both exist, with the company `companyId` if the user is a member of it. */
  async findPatWithUser(tokenHash: string, companyId = ''): Promise<PatWithUser | undefined> {
    return this.cached(`pat ${tokenHash} ${companyId}`, async () => {
      const row = await patWithUser.first(this.db, tokenHash, companyId);
      if (!row) return undefined;
      const { company, rest } = splitCompany(row);
      const { credential_id, credential_revoked_at, credential_last_used_at, ...user } = rest;
      return { pat: { id: credential_id, revoked_at: credential_revoked_at, last_used_at: credential_last_used_at }, user, company };
    });
  }

  /** The session with this hash and its user, if both exist, with the company `companyId` if the user is a member of it. */
  async findSessionWithUser(tokenHash: string, companyId = ''): Promise<SessionWithUser | undefined> {
    return this.cached(`session ${tokenHash} ${companyId}`, async () => {
      const row = await sessionWithUser.first(this.db, tokenHash, companyId);
      if (!row) return undefined;
      const { company, rest } = splitCompany(row);
      const { credential_id, credential_signed_out_at, credential_created_at, credential_last_used_at, ...user } = rest;
      return {
        session: {
          id: credential_id,
          signed_out_at: credential_signed_out_at,
          created_at: credential_created_at,
          last_used_at: credential_last_used_at,
        },
        user,
        company,
      };
    });
  }

  /**
   * An answer from the process's cache (credential-cache.ts), else from
   * `read` (shared with the lookups of the same key that missed meanwhile),
   * cached when found. Cached answers are shared: frozen, so no
   * caller can change what the next one gets.
   */
  private async cached<T extends object>(key: string, read: () => Promise<T | undefined>): Promise<T | undefined> {
    const cache = this.context.credentialCache;
    if (!cache) return read();
    const hit = cache.get<T>(key);
    if (hit) return hit;
    return cache.readOnce(key, async (generation) => {
      const found = await read();
      if (found) {
        for (const part of Object.values(found)) if (part && typeof part === 'object') Object.freeze(part);
        cache.set(key, Object.freeze(found), generation);
      }
      return found;
    });
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

  /** Stores the token as given (no quota: see insertPatWithinQuota). */
  async insertPat(row: PersonalAccessTokenRow): Promise<void> {
    await this.db.insertInto('personal_access_tokens').values(row).execute();
  }

  /** The user's tokens that are not revoked, oldest first. */
  listActivePats(userId: string): Promise<PersonalAccessTokenRow[]> {
    return this.db
      .selectFrom('personal_access_tokens')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /**
   * Inserts the token unless its user already holds `quota` tokens that are
   * not revoked (quota-insert.ts: the user row serialises concurrent creates,
   * and created_at is strictly increasing per user).
   */
  insertPatWithinQuota(row: PersonalAccessTokenRow, quota: number): Promise<PersonalAccessTokenRow | 'quotaExceeded'> {
    return insertBelowQuota(this.context, {
      parent: { table: 'users', id: row.user_id },
      quota,
      createdAt: row.created_at,
      count: async (db) => {
        const { count } = await db
          .selectFrom('personal_access_tokens')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', row.user_id)
          .where('revoked_at', 'is', null)
          .executeTakeFirstOrThrow();
        return Number(count);
      },
      latestCreatedAt: async (db) => {
        const { latest } = await db
          .selectFrom('personal_access_tokens')
          .select((eb) => eb.fn.max('created_at').as('latest'))
          .where('user_id', '=', row.user_id)
          .executeTakeFirstOrThrow();
        return latest === null || latest === undefined ? null : Number(latest);
      },
      insert: async (db, createdAt) => {
        const saved = { ...row, created_at: createdAt };
        await db.insertInto('personal_access_tokens').values(saved).execute();
        return saved;
      },
    });
  }

  /** Revokes the token, when it is not revoked yet (and, given `userId`, belongs to that user); false when nothing changed. */
  async revokePat(id: string, now: number, userId?: string): Promise<boolean> {
    let update = this.db
      .updateTable('personal_access_tokens')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('revoked_at', 'is', null);
    if (userId !== undefined) update = update.where('user_id', '=', userId);
    const result = await update.executeTakeFirst();
    const revoked = Number(result.numUpdatedRows) > 0;
    if (revoked) await this.context.credentialsChanged();
    return revoked;
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
    await this.context.credentialsChanged();
  }

  /** Records last use of many credentials at once (see services/last-use-recorder.ts). */
  async touch(table: 'sessions' | 'personal_access_tokens', uses: Map<string, number>): Promise<void> {
    if (uses.size === 0) return;
    await this.context.transaction(async (tx) => {
      for (const [id, at] of uses) {
        // Never move last use backwards when two processes record out of order.
        await tx.db
          .updateTable(table)
          .set({ last_used_at: at })
          .where('id', '=', id)
          .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', at)]))
          .execute();
      }
      // Cached answers carry the last use they were read with, which session expiry slides from.
      await tx.credentialsChanged();
    });
  }
}

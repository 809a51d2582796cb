import { preparedQuery } from '../prepared-query.ts';
import { dropPendingDeliveries } from '../queue/drop-pending-deliveries.ts';
import type { UserRow } from '../schema.ts';
import type { RepositoryContext } from './context.ts';

// Run by every authenticated request: compiled once (see prepared-query.ts).
const userById = preparedQuery((db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id));

export class UsersRepository {
  constructor(private readonly context: RepositoryContext) {}

  private get db() {
    return this.context.db;
  }

  /** The user, when it is `callerId` itself or a member of one of `callerId`'s companies. */
  findColleague(id: string, callerId: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users as u')
      .selectAll('u')
      .where('u.id', '=', id)
      .where((eb) =>
        eb.or([
          eb('u.id', '=', callerId),
          eb.exists(
            eb
              .selectFrom('memberships as theirs')
              .innerJoin('memberships as mine', 'mine.company_id', 'theirs.company_id')
              .select('theirs.user_id')
              .whereRef('theirs.user_id', '=', 'u.id')
              .where('mine.user_id', '=', callerId),
          ),
        ]),
      )
      .executeTakeFirst();
  }

  findById(id: string): Promise<UserRow | undefined> {
    return userById.first(this.db, id);
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  }

  async insert(user: UserRow): Promise<UserRow> {
    await this.db.insertInto('users').values(user).execute();
    return user;
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Sets the user's password hash and signs out every session of the user
   * that is not signed out yet, together. The number of sessions signed out,
   * or undefined when there is no such user.
   */
  async setPassword(userId: string, passwordHash: string, now: number): Promise<number | undefined> {
    return this.context.transaction(async (tx) => {
      const { db } = tx;
      const updated = await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', userId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return undefined;
      const signedOut = await db
        .updateTable('sessions')
        .set({ signed_out_at: now })
        .where('user_id', '=', userId)
        .where('signed_out_at', 'is', null)
        .executeTakeFirst();
      // Cached authentications of the signed-out sessions end now, here and in other processes.
      if (Number(signedOut.numUpdatedRows) > 0) await tx.credentialsChanged();
      return Number(signedOut.numUpdatedRows);
    });
  }

  /**
   * Deletes the user with its sessions, personal access tokens and
   * memberships, and the webhook endpoints it owns alone (`ownerKey`, a
   * partner's; null for none) with their leases and pending deliveries (and
   * those deliveries' attempts so far), together; finished deliveries stay
   * as history until retention, and what the user wrote in companies (notes,
   * messages, positions) stays. How many rows of each went, or undefined
   * when there is no such user.
   */
  async deleteWithCredentials(userId: string, ownerKey: string | null): Promise<UserRemoval | undefined> {
    // Children first and explicitly: the cascading foreign keys would do it,
    // but only while SQLite's foreign_keys pragma is on.
    return this.context.transaction(async (tx) => {
      const { db } = tx;
      if (!(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst())) return undefined;
      const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
      const sessions = count(await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst());
      const personalAccessTokens = count(await db.deleteFrom('personal_access_tokens').where('user_id', '=', userId).executeTakeFirst());
      const memberships = count(await db.deleteFrom('memberships').where('user_id', '=', userId).executeTakeFirst());
      let webhookEndpoints = 0;
      if (ownerKey !== null) {
        // The endpoints first, then their queue, as an endpoint's own deletion does (drop-pending-deliveries.ts):
        // the pending deliveries go with the attempts they already had, and what was sent stays as history.
        const owned = await db.deleteFrom('webhook_endpoints').where('owner_key', '=', ownerKey).returning('id').execute();
        const ids = owned.map((endpoint) => endpoint.id);
        await dropPendingDeliveries(db, ids);
        if (ids.length > 0) await db.deleteFrom('delivery_leases').where('endpoint_id', 'in', ids).execute();
        webhookEndpoints = ids.length;
      }
      await db.deleteFrom('users').where('id', '=', userId).execute();
      await tx.credentialsChanged();
      return { sessions, personalAccessTokens, memberships, webhookEndpoints };
    });
  }
}

/** What went with a deleted user. */
export interface UserRemoval {
  sessions: number;
  personalAccessTokens: number;
  memberships: number;
  webhookEndpoints: number;
}

import { sql, type ExpressionBuilder } from 'kysely';
import { friendlyIdBase, uniqueFriendlyId } from '../../ids.ts';
import { nodePostgres } from '../node-postgres.ts';
import { preparedQuery } from '../prepared-query.ts';
import type { CompanyRow, Database } from '../schema.ts';
import { removeDeliveries } from '../queue/delivery-lifecycle.ts';
import { CANDIDATE_CHILD_TABLES } from './candidates-repository.ts';
import type { RepositoryContext } from './context.ts';

/** A company with how many members it has, as the API shows companies. */
export type CompanyWithMemberCount = CompanyRow & { member_count: number };

/** The member count of company `c`, as a column of the same query (not a query per company). */
function memberCount(eb: ExpressionBuilder<Database & { c: Database['companies'] }, 'c'>) {
  return eb
    .selectFrom('memberships as mc')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('mc.company_id', '=', 'c.id')
    .$asScalar()
    .as('member_count');
}

// GET /v3/companies, what a client asks first and often: compiled once (see
// prepared-query.ts), the member counts in the same statement.
const listForUser = preparedQuery((db, userId: string) =>
  db
    .selectFrom('memberships as m')
    .innerJoin('companies as c', 'c.id', 'm.company_id')
    .selectAll('c')
    .select(memberCount)
    .where('m.user_id', '=', userId)
    .orderBy('m.created_at')
    .orderBy('c.id'),
);

// Incremental syncs (`updated_since` on the position and candidate lists)
// must never step past a change still in flight: a writer takes its updated
// time, then commits a moment later, and a reader that saw a later change
// committed in between would report a greatest updated_date beyond the
// writer's. So, on PostgreSQL, every write of a company's positions or
// candidates holds a shared advisory lock of the company from before it takes
// its time until it commits, and a sync read takes the exclusive one for its
// read: it waits for the writes in flight to commit, and writes that start
// meanwhile wait for it (they take their time after it). Shared locks don't
// wait for each other, so writers still run and commit side by side. The key
// is (class, hashtext(company id)); a collision only makes two companies
// wait for each other's syncs. SQLite needs none of it: one process writes,
// one transaction group at a time, each unit in the order it took its time.
const CHANGE_LOCK_CLASS_KEY = '1380008014'; // "RAPI" + 5: recruiting changes
const CHANGE_LOCK_CLASS = sql.raw(CHANGE_LOCK_CLASS_KEY);

/**
 * `begin` with the company's change lock (holdChangeLock), for a transaction
 * that takes it first thing (Store.transaction's `changeLockOf`): one round
 * trip for both instead of two. Two statements go only by the simple
 * protocol, which takes no parameters, so the id is a quoted literal
 * (node-postgres' escaping, which also covers a server that reads
 * backslashes as escapes).
 */
export function beginHoldingChangeLock(companyId: string): string {
  const id = nodePostgres().escapeLiteral(companyId);
  return `begin; select pg_advisory_xact_lock_shared(${CHANGE_LOCK_CLASS_KEY}, hashtext(${id}))`;
}

/** Rounds of picking a friendly id before a refused insert is given up (see insertWithFriendlyId). */
const FRIENDLY_ID_ROUNDS = 50;

export class CompaniesRepository {
  constructor(private readonly context: RepositoryContext) {}

  private get db() {
    return this.context.db;
  }

  findById(id: string): Promise<CompanyRow | undefined> {
    return this.db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The first `limit` companies, oldest first (which one an admin command means when there is only one). */
  listFirst(limit: number): Promise<CompanyRow[]> {
    return this.db.selectFrom('companies').selectAll().orderBy('created_at').orderBy('id').limit(limit).execute();
  }

  async insert(company: CompanyRow): Promise<CompanyRow> {
    await this.db.insertInto('companies').values(company).execute();
    return company;
  }

  /**
   * Inserts a new company with the first friendly id of its name that no
   * company has (`acme`, else `acme-2`, ...). Two companies of one name made at
   * the same moment may pick the same one: the unique index refuses the
   * second, which then picks again. Every round of such a race has a winner,
   * so n creators of one name at once need at most n rounds; the bound only
   * stops a loop on an error that is not this one.
   */
  async insertWithFriendlyId(company: Omit<CompanyRow, 'friendly_id'>): Promise<CompanyRow> {
    const base = friendlyIdBase(company.name);
    for (let attempt = 1; ; attempt++) {
      const rows = await this.db
        .selectFrom('companies')
        .select('friendly_id')
        .where((eb) => eb.or([eb('friendly_id', '=', base), eb('friendly_id', 'like', `${base}-%`)]))
        .execute();
      const row: CompanyRow = { ...company, friendly_id: uniqueFriendlyId(company.name, new Set(rows.map((r) => r.friendly_id))) };
      try {
        return await this.insert(row);
      } catch (error) {
        const taken = await this.db.selectFrom('companies').select('id').where('friendly_id', '=', row.friendly_id).executeTakeFirst();
        if (!taken || attempt >= FRIENDLY_ID_ROUNDS) throw error;
      }
    }
  }

  /** Held by every write of the company's positions and candidates, first thing in its transaction (see above). */
  async holdChangeLock(companyId: string): Promise<void> {
    // Held already when the transaction was begun with it (beginHoldingChangeLock).
    if (this.context.dialect !== 'postgres' || this.context.changeLockOf === companyId) return;
    await sql`select pg_advisory_xact_lock_shared(${CHANGE_LOCK_CLASS}, hashtext(${companyId}))`.execute(this.db);
  }

  /** Waits until no write of the company's positions and candidates is in flight, and holds new ones off until the transaction ends. */
  async awaitChangesInFlight(companyId: string): Promise<void> {
    if (this.context.dialect !== 'postgres') return;
    await sql`select pg_advisory_xact_lock(${CHANGE_LOCK_CLASS}, hashtext(${companyId}))`.execute(this.db);
  }

  /** The company with its member count. */
  findWithMemberCount(id: string): Promise<CompanyWithMemberCount | undefined> {
    return this.db.selectFrom('companies as c').selectAll('c').select(memberCount).where('c.id', '=', id).executeTakeFirst();
  }

  async setPlan(id: string, plan: CompanyRow['plan'], now: number): Promise<CompanyWithMemberCount | undefined> {
    await this.db.updateTable('companies').set({ plan, updated_at: now }).where('id', '=', id).execute();
    // Webhook routes check the plan from the company read with the credential.
    await this.context.credentialsChanged();
    return this.findWithMemberCount(id);
  }

  /** The companies a user is a member of, oldest membership first, each with its member count. */
  listForUser(userId: string): Promise<CompanyWithMemberCount[]> {
    return listForUser.all(this.db, userId);
  }

  /**
   * The company, only when the user is a member. (Requests to company routes
   * learn this in their authentication query instead: see
   * CredentialsRepository.findPatWithUser.)
   */
  findForMember(companyId: string, userId: string): Promise<CompanyRow | undefined> {
    return this.db
      .selectFrom('memberships as m')
      .innerJoin('companies as c', 'c.id', 'm.company_id')
      .selectAll('c')
      .where('m.company_id', '=', companyId)
      .where('m.user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Adds a membership; false when it already existed. */
  async addMember(companyId: string, userId: string, now: number): Promise<boolean> {
    const result = await this.db
      .insertInto('memberships')
      .values({ company_id: companyId, user_id: userId, created_at: now })
      .onConflict((oc) => oc.columns(['company_id', 'user_id']).doNothing())
      .executeTakeFirst();
    const added = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    if (added) await this.context.credentialsChanged();
    return added;
  }

  async removeMember(companyId: string, userId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('memberships')
      .where('company_id', '=', companyId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const removed = Number(result.numDeletedRows) > 0;
    if (removed) await this.context.credentialsChanged();
    return removed;
  }

  /**
   * Deletes the company with everything of it, together: memberships, webhook
   * endpoints with all their deliveries, attempts and leases, events, and the
   * recruiting data (positions, candidates and their notes, messages,
   * background checks and questionnaires) and its templates. How many rows of the main tables
   * went, or undefined when there is no such company.
   */
  async deleteWithData(companyId: string): Promise<CompanyRemoval | undefined> {
    // Children first and explicitly: the cascading foreign keys would do it,
    // but only while SQLite's foreign_keys pragma is on.
    return this.context.transaction(async (tx) => {
      const { db } = tx;
      if (!(await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst())) return undefined;
      const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
      const endpoints = db.selectFrom('webhook_endpoints').select('id').where('company_id', '=', companyId);
      await db.deleteFrom('webhook_delivery_attempts').where('endpoint_id', 'in', endpoints).execute();
      const webhookDeliveries = count(await removeDeliveries(db, { reason: 'company-deleted', endpoints }).executeTakeFirst());
      await db.deleteFrom('delivery_leases').where('endpoint_id', 'in', endpoints).execute();
      const webhookEndpoints = count(await db.deleteFrom('webhook_endpoints').where('company_id', '=', companyId).executeTakeFirst());
      const events = count(await db.deleteFrom('events').where('company_id', '=', companyId).executeTakeFirst());
      for (const table of CANDIDATE_CHILD_TABLES) {
        await db.deleteFrom(table).where('company_id', '=', companyId).execute();
      }
      await db.deleteFrom('company_templates').where('company_id', '=', companyId).execute();
      const candidates = count(await db.deleteFrom('candidates').where('company_id', '=', companyId).executeTakeFirst());
      const positions = count(await db.deleteFrom('positions').where('company_id', '=', companyId).executeTakeFirst());
      const memberships = count(await db.deleteFrom('memberships').where('company_id', '=', companyId).executeTakeFirst());
      await db.deleteFrom('companies').where('id', '=', companyId).execute();
      await tx.credentialsChanged();
      return { memberships, webhookEndpoints, webhookDeliveries, events, positions, candidates };
    });
  }
}

/** What went with a deleted company. */
export interface CompanyRemoval {
  memberships: number;
  webhookEndpoints: number;
  webhookDeliveries: number;
  events: number;
  positions: number;
  candidates: number;
}

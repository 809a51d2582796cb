// Webhook endpoints. Every read and write is scoped by company and owner, so a
// caller can never reach another owner's endpoint, whatever the id.
import { sql, type ExpressionBuilder } from 'kysely';
import { preparedQuery } from '../prepared-query.ts';
import { dropPendingDeliveries } from '../queue/drop-pending-deliveries.ts';
import { endpointListVersion } from '../endpoint-list-version.ts';
import { discardHeldDeliveries } from '../queue/held-deliveries.ts';
import type { EndpointSettings } from '../../schemas/endpoint-settings.ts';
import type { Database, WebhookEndpointRow, WebhookEndpointUpdate } from '../schema.ts';
import type { RepositoryContext } from './context.ts';
import { insertBelowQuota } from './quota-insert.ts';

/** Why an endpoint the API disabled is disabled (its disabled_reason). */
const DISABLED_THROUGH_THE_API = 'Disabled through the API';

/** What a response shows of an endpoint: every column but its owner and the sealed secret. */
export const ENDPOINT_VIEW_COLUMNS = [
  'id',
  'url',
  'description',
  'events',
  'status',
  'enabled',
  'is_legacy',
  'secret_prefix',
  'successful_deliveries',
  'failed_deliveries',
  'last_delivery_at',
  'created_at',
  'updated_at',
  'disabled_reason',
  'disabled_at',
  'settings',
  'header_names',
] as const;
export type WebhookEndpointViewRow = Pick<WebhookEndpointRow, (typeof ENDPOINT_VIEW_COLUMNS)[number]>;

export interface EndpointScope {
  companyId: string;
  /** `customer` or `partner:<user id>`. */
  ownerKey: string;
}

// The list is the read path integrations poll: compiled once (see
// prepared-query.ts), and only the columns a response shows (the sealed secret
// is the widest column, and the list never needs it).
const listForOwner = preparedQuery((db, companyId: string, ownerKey: string) =>
  db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_VIEW_COLUMNS)
    .where('company_id', '=', companyId)
    .where('owner_key', '=', ownerKey)
    .orderBy('created_at')
    .orderBy('id'),
);

// Every request about one endpoint (its deliveries, a GET) starts here: compiled once.
const findForOwner = preparedQuery((db, id: string, companyId: string, ownerKey: string) =>
  db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).where('company_id', '=', companyId).where('owner_key', '=', ownerKey),
);

/** What every write of one endpoint is limited to: the owner's endpoint `id`, unless it is legacy (legacy endpoints are read-only). */
function writableEndpoint(scope: EndpointScope, id: string) {
  return (eb: ExpressionBuilder<Database, 'webhook_endpoints'>) =>
    eb.and({ id, company_id: scope.companyId, owner_key: scope.ownerKey, is_legacy: 0 });
}

export class WebhookEndpointsRepository {
  constructor(private readonly context: RepositoryContext) {}

  private get db() {
    return this.context.db;
  }

  /** Oldest first; created_at is unique within a company (see insertWithinQuota), the id only breaks ties of old data. */
  listForOwner(scope: EndpointScope): Promise<WebhookEndpointViewRow[]> {
    return listForOwner.all(this.db, scope.companyId, scope.ownerKey);
  }

  /**
   * Text that differs whenever anything listForOwner shows has changed, by
   * any process (endpoint-list-version.ts). Read it before the list: a
   * list read after it is at least as new as it.
   */
  listVersion(scope: EndpointScope): Promise<string> {
    return endpointListVersion(this.db, scope.companyId, scope.ownerKey);
  }

  findForOwner(scope: EndpointScope, id: string): Promise<WebhookEndpointRow | undefined> {
    return findForOwner.first(this.db, id, scope.companyId, scope.ownerKey);
  }

  /** Any endpoint by id, whoever owns it: for the admin command line only. */
  findById(id: string): Promise<WebhookEndpointRow | undefined> {
    return this.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Replaces the secret of a non-legacy endpoint of the owner. The current
   * one becomes the previous secret until `previousExpiresAt`, or is dropped
   * at once when that is null; a previous secret from an earlier rotation is
   * dropped either way. Undefined when there is no such endpoint.
   */
  async rotateSecret(
    scope: EndpointScope,
    id: string,
    secret: { ciphertext: string; prefix: string },
    previousExpiresAt: number | null,
    now: number,
  ): Promise<WebhookEndpointRow | undefined> {
    return this.db
      .updateTable('webhook_endpoints')
      .set((eb) => ({
        previous_secret_ciphertext: previousExpiresAt === null ? null : eb.ref('secret_ciphertext'),
        previous_secret_expires_at: previousExpiresAt,
        secret_ciphertext: secret.ciphertext,
        secret_prefix: secret.prefix,
        secret_since: now,
        updated_at: now,
      }))
      .where(writableEndpoint(scope, id))
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Inserts the endpoint unless its owner already holds `quota` endpoints in
   * the company (quota-insert.ts: the company row serialises concurrent
   * creates, and created_at is strictly increasing within the company).
   */
  insertWithinQuota(row: WebhookEndpointRow, quota: number): Promise<WebhookEndpointRow | 'quotaExceeded'> {
    return insertBelowQuota(this.context, {
      parent: { table: 'companies', id: row.company_id },
      quota,
      createdAt: row.created_at,
      count: async (db) => {
        const { count } = await db
          .selectFrom('webhook_endpoints')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('company_id', '=', row.company_id)
          .where('owner_key', '=', row.owner_key)
          .executeTakeFirstOrThrow();
        return Number(count);
      },
      latestCreatedAt: async (db) => {
        const { latest } = await db
          .selectFrom('webhook_endpoints')
          .select((eb) => eb.fn.max('created_at').as('latest'))
          .where('company_id', '=', row.company_id)
          .executeTakeFirstOrThrow();
        return latest === null || latest === undefined ? null : Number(latest);
      },
      insert: async (db, createdAt) => {
        const saved = { ...row, created_at: createdAt, updated_at: Math.max(row.updated_at, createdAt) };
        await db.insertInto('webhook_endpoints').values(saved).execute();
        return saved;
      },
    });
  }

  /**
   * Applies the changes to a non-legacy endpoint of the owner; undefined when
   * there is none. Enabling it clears why and when it was disabled and its
   * run of failures (so an old failure can't disable it again at once), and
   * wakes the workers: its queued deliveries can go now, not at their next
   * poll. Disabling an enabled endpoint records why (disabled through the
   * API) and the time; disabling a disabled one keeps the reason it has.
   * `settingsPatch` is merged into its settings (patchedSettings).
   */
  async updateUnlessLegacy(
    scope: EndpointScope,
    id: string,
    changes: WebhookEndpointUpdate,
    settingsPatch?: Partial<EndpointSettings>,
  ): Promise<WebhookEndpointRow | undefined> {
    const enabling = changes.enabled === 1 ? { disabled_reason: null, disabled_at: null, failing_since: null } : {};
    const disabling =
      changes.enabled === 0
        ? {
            disabled_reason: sql<string | null>`case when enabled = 1 then ${DISABLED_THROUGH_THE_API} else disabled_reason end`,
            disabled_at: sql<number | null>`case when enabled = 1 then ${changes.updated_at ?? null} else disabled_at end`,
          }
        : {};
    return this.context.transaction(async (tx) => {
      const updated = await tx.db
        .updateTable('webhook_endpoints')
        .set({ ...changes, ...enabling, ...disabling, ...this.patchedSettings(settingsPatch) })
        .where(writableEndpoint(scope, id))
        .returningAll()
        .executeTakeFirst();
      if (updated && changes.enabled === 1) await tx.announceDeliveries();
      return updated;
    });
  }

  /**
   * The settings column with `patch` merged in by the database (null: the
   * setting back to its default), so an update of one setting keeps another
   * that a concurrent update just stored. SQLite's json_patch removes a key
   * given null; PostgreSQL's `||` keeps it as null; both read as not set.
   */
  private patchedSettings(patch: Partial<EndpointSettings> | undefined) {
    if (patch === undefined) return {};
    const json = JSON.stringify(patch);
    return {
      settings:
        this.context.dialect === 'postgres'
          ? sql<string>`(settings::jsonb || ${json}::jsonb)::text`
          : sql<string>`json_patch(settings, ${json})`,
    };
  }

  /**
   * Moves a non-legacy endpoint from one status to the other; undefined when
   * it was not in `from`. Activating it wakes the workers, as enabling does;
   * with `discardHeld` it first cancels what the endpoint held while paused,
   * in the same transaction (queue/held-deliveries.ts).
   */
  async changeStatus(
    scope: EndpointScope,
    id: string,
    from: WebhookEndpointRow['status'],
    to: WebhookEndpointRow['status'],
    now: number,
    discardHeld = false,
  ): Promise<WebhookEndpointRow | undefined> {
    return this.context.transaction(async (tx) => {
      const changed = await tx.db
        .updateTable('webhook_endpoints')
        .set({ status: to, updated_at: now })
        .where(writableEndpoint(scope, id))
        .where('status', '=', from)
        .returningAll()
        .executeTakeFirst();
      if (changed && discardHeld) await discardHeldDeliveries(tx.db, id, now);
      if (changed && to === 'active') await tx.announceDeliveries();
      return changed;
    });
  }

  /**
   * Deletes every endpoint of the owner in the company, legacy ones too,
   * with their pending deliveries (and those deliveries' attempts so far);
   * returns how many endpoints. What a partner owns goes with its
   * membership. Finished deliveries stay as history until retention.
   */
  async deleteAllOfOwner(scope: EndpointScope): Promise<number> {
    return this.context.transaction(async ({ db: trx }) => {
      const deleted = await trx
        .deleteFrom('webhook_endpoints')
        .where('company_id', '=', scope.companyId)
        .where('owner_key', '=', scope.ownerKey)
        .returning('id')
        .execute();
      await dropPendingDeliveries(
        trx,
        deleted.map((e) => e.id),
      );
      return deleted.length;
    });
  }

  /**
   * Deletes a non-legacy endpoint with its pending deliveries (and those
   * deliveries' attempts so far), in one transaction. Finished deliveries stay as history. False when there was
   * no such endpoint.
   */
  async deleteUnlessLegacy(scope: EndpointScope, id: string): Promise<boolean> {
    return this.context.transaction(async ({ db: trx }) => {
      const deleted = await trx.deleteFrom('webhook_endpoints').where(writableEndpoint(scope, id)).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      await dropPendingDeliveries(trx, [id]);
      return true;
    });
  }
}

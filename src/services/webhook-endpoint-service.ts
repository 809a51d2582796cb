// Webhook endpoint management: who owns an endpoint, the Pro plan gate, the
// quota, the read-only legacy endpoints and the one-time secret.
import { randomBytes } from 'node:crypto';
import { isoTime, type Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { ApiError, badRequest, forbidden, notFound } from '../errors.ts';
import { presentCreatedEndpoint, presentEndpoint } from '../presenters/webhook-endpoint.ts';
import type { EventType } from '../schemas/event-types.ts';
import { DEFAULT_OVERLAP_HOURS, MAX_OVERLAP_HOURS, type RotatedSecret } from '../schemas/webhook-delivery.ts';
import { ENDPOINT_QUOTA, type CreatedWebhookEndpoint, type WebhookEndpoint } from '../schemas/webhook-endpoint.ts';
import type { EndpointScope } from '../storage/repositories/webhook-endpoints-repository.ts';
import type { CompanyRow, UserRow, WebhookEndpointRow, WebhookEndpointUpdate } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';
import {
  rejectUnknownFields,
  requireObject,
  validateCreate,
  validateDescription,
  validateEvents,
  validateUpdate,
  validateUrl,
  type UrlPolicy,
} from './webhook-endpoint-validation.ts';

export type { EndpointScope };

export const SECRET_PREFIX_LENGTH = 12;
const ENDPOINT_ID = /^we_[0-9a-f]{24}$/;

/** Partners each have an endpoint quota of their own; the company's other members share one. */
export function ownerKeyOf(user: Pick<UserRow, 'id' | 'is_partner'>): string {
  return user.is_partner === 1 ? partnerOwnerKey(user.id) : 'customer';
}

/** The owner of a partner's endpoints (storage/queue/withheld.ts reads the user id back from it). */
export function partnerOwnerKey(userId: string): string {
  return `partner:${userId}`;
}

export function newEndpointId(): string {
  return `we_${randomBytes(12).toString('hex')}`;
}

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export const endpointNotFound = () => notFound('webhookEndpointNotFound', 'Webhook endpoint not found');
const legacyReadOnly = () => forbidden('legacyEndpointReadOnly', 'Legacy webhook endpoints are read-only');

export class WebhookEndpointService {
  constructor(private readonly deps: { store: Store; config: Config; clock: Clock; secretBox: SecretBox }) {}

  private get repos() {
    return this.deps.store.repos;
  }

  private get urlPolicy(): UrlPolicy {
    return { allowPrivateTargets: this.deps.config.webhook.allowPrivateTargets };
  }

  /**
   * What changes endpoints or sends to them needs the Pro plan (create,
   * update, pause, resume, and the delivery log's writes); reading and
   * deleting do not. Checked before anything about the request itself.
   */
  requireWebhooksPlan(company: CompanyRow): void {
    if (company.plan !== 'pro') throw forbidden('proPlanRequired', 'Webhooks require the Pro plan');
  }

  /** The owner's endpoint as stored, for the delivery log's operations; 404 as for a GET. */
  requireVisible(scope: EndpointScope, id: string): Promise<WebhookEndpointRow> {
    return this.find(scope, id);
  }

  /** Any endpoint by id, for the admin command line. */
  async requireAny(id: string): Promise<WebhookEndpointRow> {
    const row = ENDPOINT_ID.test(id) ? await this.repos.webhookEndpoints.findById(id) : undefined;
    if (!row) throw endpointNotFound();
    return row;
  }

  /**
   * A new secret, shown this once. For `overlap_hours` (default 24, at most
   * 168) deliveries are signed with the old secret too, which is erased when
   * the overlap ends (0: at once). 404 before legacy 403 before the body's 400.
   */
  async rotateSecret(scope: EndpointScope, id: string, body: unknown): Promise<RotatedSecret> {
    await this.getWritable(scope, id);
    const fields = body === undefined || body === null ? {} : requireObject(body);
    rejectUnknownFields(fields, ['overlap_hours']);
    const hours = fields.overlap_hours === undefined ? DEFAULT_OVERLAP_HOURS : fields.overlap_hours;
    if (typeof hours !== 'number' || !Number.isInteger(hours) || hours < 0 || hours > MAX_OVERLAP_HOURS) {
      throw badRequest('invalidOverlap', `overlap_hours must be a whole number from 0 to ${MAX_OVERLAP_HOURS}`);
    }
    const secret = newWebhookSecret();
    const now = this.deps.clock.now();
    const previousExpiresAt = hours === 0 ? null : now + hours * 3_600_000;
    const rotated = await this.repos.webhookEndpoints.rotateSecret(
      scope,
      id,
      { ciphertext: this.deps.secretBox.seal(secret), prefix: secret.slice(0, SECRET_PREFIX_LENGTH) },
      previousExpiresAt,
      now,
    );
    if (!rotated) throw endpointNotFound();
    return {
      secret,
      secret_prefix: rotated.secret_prefix,
      previous_secret_expires_at: previousExpiresAt === null ? null : isoTime(previousExpiresAt),
    };
  }

  /** The owner's endpoints in the company, oldest first. */
  async list(scope: EndpointScope): Promise<WebhookEndpoint[]> {
    return (await this.repos.webhookEndpoints.listForOwner(scope)).map(presentEndpoint);
  }

  async get(scope: EndpointScope, id: string): Promise<WebhookEndpoint> {
    return presentEndpoint(await this.find(scope, id));
  }

  /** The owner's endpoint; 404 alike for a malformed id, an unknown one and anyone else's. */
  private async find(scope: EndpointScope, id: string): Promise<WebhookEndpointRow> {
    if (!ENDPOINT_ID.test(id)) throw endpointNotFound();
    const row = await this.repos.webhookEndpoints.findForOwner(scope, id);
    if (!row) throw endpointNotFound();
    return row;
  }

  async create(scope: EndpointScope, body: unknown): Promise<CreatedWebhookEndpoint> {
    const input = validateCreate(body, this.urlPolicy);
    return this.insert(scope, { ...input, legacy: false });
  }

  /** Changes the given fields; 404 before legacy 403 before validation 400. */
  async update(scope: EndpointScope, id: string, body: unknown): Promise<WebhookEndpoint> {
    await this.getWritable(scope, id);
    const input = validateUpdate(body, this.urlPolicy);
    const changes: WebhookEndpointUpdate = { updated_at: this.deps.clock.now() };
    if (input.url !== undefined) changes.url = input.url;
    if (input.description !== undefined) changes.description = input.description;
    if (input.events !== undefined) changes.events = JSON.stringify(input.events);
    if (input.enabled !== undefined) changes.enabled = input.enabled ? 1 : 0;
    const updated = await this.repos.webhookEndpoints.updateUnlessLegacy(scope, id, changes);
    // Gone between the check and the update: deleted concurrently.
    if (!updated) throw endpointNotFound();
    return presentEndpoint(updated);
  }

  async remove(scope: EndpointScope, id: string): Promise<void> {
    await this.getWritable(scope, id);
    if (!(await this.repos.webhookEndpoints.deleteUnlessLegacy(scope, id))) throw endpointNotFound();
  }

  /** Pausing a paused endpoint changes nothing (not even updated_at) and is not an error. */
  pause(scope: EndpointScope, id: string): Promise<WebhookEndpoint> {
    return this.changeStatus(scope, id, 'active', 'paused');
  }

  /** Resuming an active endpoint changes nothing (not even updated_at) and is not an error. */
  resume(scope: EndpointScope, id: string): Promise<WebhookEndpoint> {
    return this.changeStatus(scope, id, 'paused', 'active');
  }

  /**
   * The admin CLI's way to record a legacy webhook: the only way one is made.
   * Same URL and event rules and the same quota as a create; owned by the
   * given user's quota when that user is a partner member, else by the
   * customer. Answers with the owner and the secret's prefix, which the CLI shows.
   */
  async importLegacy(input: {
    companyId: string;
    url: string;
    events: string[];
    description?: string;
    ownerUserId?: string;
  }): Promise<CreatedWebhookEndpoint & { owner: string; secret_prefix: string }> {
    const { companies, users } = this.repos;
    const company = await companies.findById(input.companyId);
    if (!company) throw notFound('companyNotFound', `No company with id ${input.companyId}`);
    let ownerKey = 'customer';
    if (input.ownerUserId !== undefined) {
      const user = await users.findById(input.ownerUserId);
      if (!user) throw notFound('userNotFound', `No user with id ${input.ownerUserId}`);
      if (!(await companies.findForMember(company.id, user.id))) {
        throw badRequest('notAMember', `User ${user.id} is not a member of company ${company.id}`);
      }
      ownerKey = ownerKeyOf(user);
    }
    const url = validateUrl(input.url, this.urlPolicy);
    const events = validateEvents(input.events);
    const description = input.description === undefined ? null : validateDescription(input.description);
    const created = await this.insert({ companyId: company.id, ownerKey }, { url, events, description, legacy: true });
    return { ...created, secret_prefix: created.secret.slice(0, SECRET_PREFIX_LENGTH), owner: ownerKey };
  }

  private async insert(
    scope: EndpointScope,
    input: { url: string; description: string | null; events: EventType[]; legacy: boolean },
  ): Promise<CreatedWebhookEndpoint> {
    const secret = newWebhookSecret();
    const now = this.deps.clock.now();
    const saved = await this.repos.webhookEndpoints.insertWithinQuota(
      {
        id: newEndpointId(),
        company_id: scope.companyId,
        owner_key: scope.ownerKey,
        url: input.url,
        description: input.description,
        events: JSON.stringify(input.events),
        status: 'active',
        enabled: 1,
        is_legacy: input.legacy ? 1 : 0,
        secret_ciphertext: this.deps.secretBox.seal(secret),
        secret_prefix: secret.slice(0, SECRET_PREFIX_LENGTH),
        successful_deliveries: 0,
        failed_deliveries: 0,
        last_delivery_at: null,
        created_at: now,
        updated_at: now,
        disabled_reason: null,
        disabled_at: null,
        failing_since: null,
        previous_secret_ciphertext: null,
        previous_secret_expires_at: null,
      },
      ENDPOINT_QUOTA,
    );
    if (saved === 'quotaExceeded') {
      throw new ApiError(429, 'quotaExceeded', 'Quota exceeded', {}, { limit: ENDPOINT_QUOTA });
    }
    return presentCreatedEndpoint(saved, secret);
  }

  private async getWritable(scope: EndpointScope, id: string): Promise<WebhookEndpointRow> {
    const row = await this.find(scope, id);
    if (row.is_legacy === 1) throw legacyReadOnly();
    return row;
  }

  private async changeStatus(
    scope: EndpointScope,
    id: string,
    from: WebhookEndpointRow['status'],
    to: WebhookEndpointRow['status'],
  ): Promise<WebhookEndpoint> {
    const row = await this.getWritable(scope, id);
    if (row.status === to) return presentEndpoint(row);
    const changed = await this.repos.webhookEndpoints.changeStatus(scope, id, from, to, this.deps.clock.now());
    // Not changed: someone else moved it to `to` first (fine, same outcome) or deleted it.
    return changed ? presentEndpoint(changed) : this.get(scope, id);
  }
}

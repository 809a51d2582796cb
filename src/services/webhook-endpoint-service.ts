// Webhook endpoint management: who owns an endpoint, the Pro plan gate, the
// quota, the read-only legacy endpoints and the one-time secret. Pausing and
// resuming (webhook-endpoint-status.ts) and the secret's rotation
// (webhook-secret-rotation.ts) are done apart; callers ask this service.
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { ApiError, badRequest, forbidden, notFound } from '../errors.ts';
import { presentCreatedEndpoint, presentEndpoint } from '../presenters/webhook-endpoint.ts';
import { checkInput } from '../schemas/compiled-schemas.ts';
import { duplicateHeaderError, duplicateHeaderName } from '../schemas/endpoint-headers.ts';
import { settingsPatchOf, storedSettingsOf, type EndpointSettingsInput } from '../schemas/endpoint-settings.ts';
import type { DryRun } from '../schemas/dry-run.ts';
import type { ResumeInput } from '../schemas/endpoint-resume.ts';
import type { RotatedSecret, RotateSecret } from '../schemas/webhook-delivery.ts';
import {
  CreateWebhookEndpointBody,
  type CreatedWebhookEndpoint,
  type CreateWebhookEndpoint,
  type UpdateWebhookEndpoint,
  type WebhookEndpoint,
  ENDPOINT_QUOTA,
  WEBHOOK_ENDPOINT_ID_PATTERN,
} from '../schemas/webhook-endpoint.ts';
import type { EndpointScope } from '../storage/repositories/webhook-endpoints-repository.ts';
import type { CompanyRow, WebhookEndpointRow, WebhookEndpointUpdate } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';
import { EndpointListCache } from './endpoint-list-cache.ts';
import { SharedReads } from './shared-reads.ts';
import { endpointNotFound, legacyReadOnly } from './webhook-endpoint-errors.ts';
import { newEndpointId, newWebhookSecret, ownerKeyOf, SECRET_PREFIX_LENGTH } from './webhook-endpoint-identity.ts';
import { EndpointStatusChanges } from './webhook-endpoint-status.ts';
import { rotateEndpointSecret } from './webhook-secret-rotation.ts';
import { checkWebhookTarget, type UrlPolicy } from './webhook-target-policy.ts';

export type { EndpointScope };

/** Held deliveries a resume's dry run counts at most: it says "more" beyond. */
export const HELD_COUNT_CAP = 100_000;

/** What a new endpoint is made of: a create body that passed CreateWebhookEndpointBody. */
type EndpointInput = Pick<CreateWebhookEndpoint, 'url' | 'description' | 'headers'> & EndpointSettingsInput & { events: readonly string[] };
const ENDPOINT_ID = new RegExp(WEBHOOK_ENDPOINT_ID_PATTERN);

/** Header names are compared without case, which a JSON object's keys are not: a name given twice is refused here. */
function checkHeaderNames(headers: Record<string, string> | null | undefined): void {
  const duplicate = headers ? duplicateHeaderName(headers) : undefined;
  if (duplicate !== undefined) throw duplicateHeaderError(duplicate);
}

/** The list's answer as sent: its bytes and their ETag. */
export interface ListAnswer {
  body: Buffer;
  etag: string;
}

export class WebhookEndpointService {
  private readonly listAnswers = new EndpointListCache<ListAnswer>();
  private readonly listVersions = new SharedReads<string>();

  private readonly status: EndpointStatusChanges;

  constructor(private readonly deps: { store: Store; config: Config; clock: Clock; secretBox: SecretBox }) {
    this.status = new EndpointStatusChanges({
      store: deps.store,
      clock: deps.clock,
      requireVisible: (scope, id) => this.requireVisible(scope, id),
    });
  }

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

  /** Any endpoint by id, for the admin command line. */
  async requireAny(id: string): Promise<WebhookEndpointRow> {
    const row = ENDPOINT_ID.test(id) ? await this.repos.webhookEndpoints.findById(id) : undefined;
    if (!row) throw endpointNotFound();
    return row;
  }

  /** A new secret, shown this once (webhook-secret-rotation.ts). */
  rotateSecret(scope: EndpointScope, endpoint: WebhookEndpointRow, input: RotateSecret): Promise<RotatedSecret> {
    return rotateEndpointSecret(this.deps, scope, endpoint, input);
  }

  /** The owner's endpoints in the company, oldest first. */
  async list(scope: EndpointScope): Promise<WebhookEndpoint[]> {
    return (await this.repos.webhookEndpoints.listForOwner(scope)).map(presentEndpoint);
  }

  /**
   * The owner's list as `render` makes it into an answer, kept per owner and
   * made again only when the list's version changed (endpoint-list-cache.ts).
   * The version is read first: the list read after it is at least as new, so
   * an answer is never kept with a version newer than what it shows. The
   * version is read after the request came, so it shows every change
   * committed before.
   */
  async listAnswer(scope: EndpointScope, render: (endpoints: WebhookEndpoint[]) => ListAnswer): Promise<ListAnswer> {
    // Off by configuration: the list made on every request, as any other list is.
    if (!this.deps.config.webhook.endpointListCache) return render(await this.list(scope));
    const key = `${scope.companyId}\u0000${scope.ownerKey}`;
    // Concurrent requests for the same list share a read that began after each of them came (shared-reads.ts).
    const version = await this.listVersions.read(key, () => this.repos.webhookEndpoints.listVersion(scope));
    const kept = this.listAnswers.get(key, version);
    if (kept !== undefined) return kept;
    const answer = render(await this.list(scope));
    this.listAnswers.set(key, version, answer);
    return answer;
  }

  /** The endpoint as a response shows it. */
  show(endpoint: WebhookEndpointRow): WebhookEndpoint {
    return presentEndpoint(endpoint);
  }

  /** The owner's endpoint; 404 alike for a malformed id, an unknown one and anyone else's. */
  async requireVisible(scope: EndpointScope, id: string): Promise<WebhookEndpointRow> {
    if (!ENDPOINT_ID.test(id)) throw endpointNotFound();
    const row = await this.repos.webhookEndpoints.findForOwner(scope, id);
    if (!row) throw endpointNotFound();
    return row;
  }

  /** The owner's endpoint for a change: 404 as requireVisible, then 403 for a legacy endpoint, which is read-only. */
  async requireWritable(scope: EndpointScope, id: string): Promise<WebhookEndpointRow> {
    const row = await this.requireVisible(scope, id);
    if (row.is_legacy === 1) throw legacyReadOnly();
    return row;
  }

  /** A new endpoint of the owner, within the quota; the input is a valid create body (CreateWebhookEndpointBody). */
  async create(scope: EndpointScope, input: EndpointInput): Promise<CreatedWebhookEndpoint> {
    checkWebhookTarget(input.url, this.urlPolicy);
    checkHeaderNames(input.headers);
    return this.insert(scope, { ...input, legacy: false });
  }

  /**
   * Changes the given fields of a writable endpoint (requireWritable); the
   * input is a valid update body. A new URL of another origin drops the
   * custom headers unless the same body gives them again: their values are
   * credentials for the old receiver, never to be sent to a new one that the
   * caller chose (and could read them at).
   */
  async update(scope: EndpointScope, endpoint: WebhookEndpointRow, input: UpdateWebhookEndpoint): Promise<WebhookEndpoint> {
    if (input.url !== undefined) checkWebhookTarget(input.url, this.urlPolicy);
    checkHeaderNames(input.headers);
    const changes: WebhookEndpointUpdate = { updated_at: this.deps.clock.now() };
    if (input.url !== undefined) changes.url = input.url;
    if (input.description !== undefined) changes.description = input.description;
    if (input.events !== undefined) changes.events = JSON.stringify([...new Set(input.events)]);
    if (input.enabled !== undefined) changes.enabled = input.enabled ? 1 : 0;
    if (input.headers !== undefined) Object.assign(changes, this.sealedHeaders(input.headers));
    else if (input.url !== undefined && !sameOrigin(endpoint.url, input.url)) Object.assign(changes, this.sealedHeaders(null));
    const updated = await this.repos.webhookEndpoints.updateUnlessLegacy(scope, endpoint.id, changes, settingsPatchOf(input));
    // Gone between the check and the update: deleted concurrently.
    if (!updated) throw endpointNotFound();
    return presentEndpoint(updated);
  }

  /** Deletes a writable endpoint (requireWritable) with its pending deliveries. */
  async remove(scope: EndpointScope, endpoint: WebhookEndpointRow): Promise<void> {
    if (!(await this.repos.webhookEndpoints.deleteUnlessLegacy(scope, endpoint.id))) throw endpointNotFound();
  }

  /** Pauses an endpoint; a paused one stays as it is (webhook-endpoint-status.ts). */
  pause(scope: EndpointScope, endpoint: WebhookEndpointRow): Promise<WebhookEndpoint> {
    return this.status.pause(scope, endpoint);
  }

  /** Resumes an endpoint, sending or cancelling what it held (webhook-endpoint-status.ts). */
  resume(scope: EndpointScope, endpoint: WebhookEndpointRow, input: ResumeInput = null): Promise<WebhookEndpoint> {
    return this.status.resume(scope, endpoint, input);
  }

  /** What a resume would do now, as `dry_run` asks (webhook-endpoint-status.ts). */
  resumePreview(endpoint: WebhookEndpointRow): Promise<DryRun> {
    return this.status.resumePreview(endpoint);
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
    // The rules of a create body, with their messages, and the same target policy.
    const { url, events, description } = checkInput(CreateWebhookEndpointBody, {
      url: input.url,
      events: input.events,
      ...(input.description === undefined ? {} : { description: input.description }),
    });
    checkWebhookTarget(url, this.urlPolicy);
    const created = await this.insert({ companyId: company.id, ownerKey }, { url, events, description, legacy: true });
    return { ...created, secret_prefix: created.secret.slice(0, SECRET_PREFIX_LENGTH), owner: ownerKey };
  }

  private async insert(scope: EndpointScope, input: EndpointInput & { legacy: boolean }): Promise<CreatedWebhookEndpoint> {
    const secret = newWebhookSecret();
    const now = this.deps.clock.now();
    const saved = await this.repos.webhookEndpoints.insertWithinQuota(
      {
        id: newEndpointId(),
        company_id: scope.companyId,
        owner_key: scope.ownerKey,
        url: input.url,
        description: input.description ?? null,
        // Each event type once, in the order first given.
        events: JSON.stringify([...new Set(input.events)]),
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
        settings: storedSettingsOf(input),
        rate_next_at: null,
        rate_burst_count: 0,
        secret_since: null,
        queue_floor: 0,
        requeue_count: 0,
        ...this.sealedHeaders(input.headers ?? null),
      },
      ENDPOINT_QUOTA,
    );
    if (saved === 'quotaExceeded') {
      throw new ApiError(429, 'quotaExceeded', 'Quota exceeded', {}, { limit: ENDPOINT_QUOTA });
    }
    return presentCreatedEndpoint(saved, secret);
  }

  /** Custom headers as stored: the object sealed like the secret, the names apart for responses; none for null or {}. */
  private sealedHeaders(headers: Record<string, string> | null): Pick<WebhookEndpointRow, 'headers_ciphertext' | 'header_names'> {
    if (headers === null || Object.keys(headers).length === 0) return { headers_ciphertext: null, header_names: null };
    return { headers_ciphertext: this.deps.secretBox.seal(JSON.stringify(headers)), header_names: JSON.stringify(Object.keys(headers)) };
  }
}

/** Same scheme, host and port (the default port spelt or not); a URL that can't be read counts as another origin. */
function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

// The delivery log of a webhook endpoint and its controls: list, show,
// retry, recover, and test events. Every operation first finds the endpoint
// in the caller's owner scope (WebhookEndpointService.requireVisible), so
// another company's or another owner's deliveries are 404 like its endpoints;
// the admin command line finds any endpoint.
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { presentDelivery, presentDeliveryDetail } from '../presenters/webhook-delivery.ts';
import { EVENT_TYPES, isEventType, type EventType } from '../schemas/event-types.ts';
import {
  DEFAULT_DELIVERY_PAGE,
  DELIVERY_STATUSES,
  MAX_DELIVERY_PAGE,
  type DeliveryStatusName,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookDeliveryList,
} from '../schemas/webhook-delivery.ts';
import type { DeliveryKey, DeliveryListFilter } from '../storage/repositories/webhook-deliveries-repository.ts';
import type { CompanyRow, WebhookEndpointRow } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';
import { exampleEventPayload, type ExampleEventActor } from '../presenters/example-events.ts';
import { rejectUnknownFields, requireObject } from './webhook-endpoint-validation.ts';
import type { EndpointScope, WebhookEndpointService } from './webhook-endpoint-service.ts';

/** Failed deliveries one recover request queues again at most; a second request goes on with the rest. */
export const MAX_RECOVER_PER_REQUEST = 10_000;

const LIST_PARAMETERS = ['limit', 'cursor', 'status', 'event_type', 'since', 'until'] as const;
const DELIVERY_ID = /^[1-9][0-9]{0,15}$/;
// A date (UTC midnight), or a date-time with seconds optional and a zone required: a time without a zone would depend on the server's.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

const deliveryNotFound = () => notFound('deliveryNotFound', 'Delivery not found');

function parseDeliveryId(value: string): number {
  const id = DELIVERY_ID.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id)) throw deliveryNotFound();
  return id;
}

function parseTime(name: string, value: unknown): number {
  const time = typeof value === 'string' && ISO_TIME.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) {
    throw badRequest('invalidDate', `${name} must be an ISO 8601 date (2026-01-31) or date-time with a time zone (2026-01-31T09:00:00Z)`);
  }
  return time;
}

function parseWindow(since: unknown, until: unknown): { since?: number; until?: number } {
  const window = {
    since: since === undefined ? undefined : parseTime('since', since),
    until: until === undefined ? undefined : parseTime('until', until),
  };
  if (window.since !== undefined && window.until !== undefined && window.since >= window.until) {
    throw badRequest('invalidDate', 'since must be before until');
  }
  return window;
}

function parseEventType(value: unknown): EventType {
  if (!isEventType(value)) {
    // Named back only when it is a string: a body may nest arrays deeper than String() can recurse.
    const named =
      typeof value === 'string' ? value.slice(0, 64) : `a ${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value}`;
    throw badRequest('invalidEventType', `Invalid event type: ${named}`, { allowed_event_types: [...EVENT_TYPES] });
  }
  return value;
}

/** The list's cursor: opaque to clients, the key of the last delivery of the page to them. */
export function encodeCursor(key: DeliveryKey): string {
  return Buffer.from(`${key.createdAt}.${key.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): DeliveryKey {
  const match = /^(\d{1,16})\.(\d{1,16})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  const key = match ? { createdAt: Number(match[1]), id: Number(match[2]) } : undefined;
  if (!key || !Number.isSafeInteger(key.createdAt) || !Number.isSafeInteger(key.id) || encodeCursor(key) !== cursor) {
    throw badRequest('invalidCursor', 'cursor is not one this API gave out; pass next_cursor as given');
  }
  return key;
}

/** The list's query string: each parameter once, each checked. */
function parseListQuery(query: unknown): { filter: DeliveryListFilter; after?: DeliveryKey; limit: number } {
  const params = (query ?? {}) as Record<string, unknown>;
  rejectUnknownQueryParameters(params);
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string') throw badRequest('invalidRequest', `Query parameter ${name} must be given once`);
  }
  let limit = DEFAULT_DELIVERY_PAGE;
  if (params.limit !== undefined) {
    limit = /^\d{1,4}$/.test(params.limit as string) ? Number(params.limit) : NaN;
    if (!(limit >= 1 && limit <= MAX_DELIVERY_PAGE))
      throw badRequest('invalidLimit', `limit must be a whole number from 1 to ${MAX_DELIVERY_PAGE}`);
  }
  let status: DeliveryStatusName | undefined;
  if (params.status !== undefined) {
    if (!(DELIVERY_STATUSES as readonly string[]).includes(params.status as string)) {
      throw badRequest('invalidStatus', `status must be one of ${DELIVERY_STATUSES.join(', ')}`);
    }
    status = params.status as DeliveryStatusName;
  }
  const eventType = params.event_type === undefined ? undefined : parseEventType(params.event_type);
  const window = parseWindow(params.since, params.until);
  const after = params.cursor === undefined ? undefined : decodeCursor(params.cursor as string);
  return { filter: { status, eventType, ...window }, after, limit };
}

function rejectUnknownQueryParameters(params: Record<string, unknown>): void {
  const unknown = Object.keys(params).filter((name) => !(LIST_PARAMETERS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw badRequest('unknownParameter', `Unknown query parameter: ${unknown[0]!.slice(0, 64)}. Allowed: ${LIST_PARAMETERS.join(', ')}`);
  }
}

/** Who asks: a caller in its owner scope, or the admin command line (any endpoint). */
export type EndpointAccess = EndpointScope | 'admin';

export class WebhookDeliveryService {
  constructor(private readonly deps: { store: Store; config: Config; clock: Clock; endpoints: WebhookEndpointService }) {}

  private get repo() {
    return this.deps.store.repos.webhookDeliveries;
  }

  private endpoint(access: EndpointAccess, endpointId: string): Promise<WebhookEndpointRow> {
    return access === 'admin' ? this.deps.endpoints.requireAny(endpointId) : this.deps.endpoints.requireVisible(access, endpointId);
  }

  /** A page of the endpoint's deliveries, newest first. */
  async list(access: EndpointAccess, endpointId: string, query: unknown): Promise<WebhookDeliveryList> {
    const endpoint = await this.endpoint(access, endpointId);
    const { filter, after, limit } = parseListQuery(query);
    const { rows, next } = await this.repo.list(endpoint.id, filter, after, limit);
    return { data: rows.map(presentDelivery), next_cursor: next ? encodeCursor(next) : null };
  }

  /** One delivery with the body it sends and its latest attempts. */
  async get(access: EndpointAccess, endpointId: string, deliveryId: string): Promise<WebhookDeliveryDetail> {
    const endpoint = await this.endpoint(access, endpointId);
    return this.detail(endpoint.id, parseDeliveryId(deliveryId));
  }

  /** One delivery of any endpoint, for the admin command line. */
  getAny(deliveryId: string): Promise<WebhookDeliveryDetail> {
    return this.detail(null, parseDeliveryId(deliveryId));
  }

  private async detail(endpointId: string | null, id: number): Promise<WebhookDeliveryDetail> {
    const row = await this.repo.find(endpointId, id);
    if (!row) throw deliveryNotFound();
    return presentDeliveryDetail(row, await this.repo.attempts(id));
  }

  /**
   * Sends a finished delivery again (failed, cancelled, or succeeded: a
   * receiver may have lost it): a new series of attempts, same `_id`, same
   * bytes, in its place in the endpoint's queue. 409 while it is pending.
   */
  async retry(access: EndpointAccess, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
    const endpoint = await this.endpoint(access, endpointId);
    return this.requeue(endpoint.id, parseDeliveryId(deliveryId));
  }

  /**
   * Retry by delivery id alone, for the admin command line. Like the API's
   * retry, it needs the endpoint's company on the Pro plan (nothing is sent
   * off Pro), and an endpoint that still exists.
   */
  async retryAny(deliveryId: string): Promise<WebhookDelivery> {
    const id = parseDeliveryId(deliveryId);
    const row = await this.repo.find(null, id);
    if (!row) throw deliveryNotFound();
    const endpoint = await this.deps.endpoints.requireAny(row.endpoint_id);
    await this.requireProCompany(endpoint.company_id);
    return this.requeue(row.endpoint_id, id);
  }

  private async requireProCompany(companyId: string): Promise<CompanyRow> {
    const company = await this.deps.store.repos.companies.findById(companyId);
    if (!company) throw notFound('companyNotFound', 'Company not found');
    this.deps.endpoints.requireWebhooksPlan(company);
    return company;
  }

  private async requeue(endpointId: string, id: number): Promise<WebhookDelivery> {
    const outcome = await this.repo.retry(endpointId, id, this.deps.clock.now());
    if (outcome === undefined) throw deliveryNotFound();
    if (outcome === 'pending')
      throw new ApiError(409, 'deliveryNotFinished', 'The delivery is still pending: it can be retried once it has succeeded or failed');
    const row = await this.repo.find(endpointId, id);
    if (!row) throw deliveryNotFound(); // deleted by retention at this very moment
    return presentDelivery(row);
  }

  /**
   * Queues again every failed or cancelled delivery of the endpoint made in
   * [since, until) (until: now), in event order, a batch per transaction; at most
   * MAX_RECOVER_PER_REQUEST per request (the rest: call again).
   */
  async recover(access: EndpointAccess, endpointId: string, body: unknown): Promise<{ requeued: number }> {
    const endpoint = await this.endpoint(access, endpointId);
    const fields = requireObject(body);
    rejectUnknownFields(fields, ['since', 'until']);
    if (fields.since === undefined) throw badRequest('invalidDate', 'since is required: an ISO 8601 date or date-time with a time zone');
    const now = this.deps.clock.now();
    const window = parseWindow(fields.since, fields.until);
    let requeued = 0;
    let after: DeliveryKey | null = null;
    do {
      const batch = await this.repo.recoverBatch(endpoint.id, { since: window.since!, until: window.until ?? now + 1 }, after, now);
      requeued += batch.requeued;
      after = batch.next;
    } while (after !== null && requeued < MAX_RECOVER_PER_REQUEST);
    return { requeued };
  }

  /**
   * Queues a test event for this endpoint alone, whatever it subscribes to:
   * an example payload of the type asked for (default: the endpoint's first
   * subscribed type) with `"test": true`, signed and sent like any delivery,
   * in order behind the endpoint's queued ones.
   */
  async sendTest(access: EndpointAccess, endpointId: string, body: unknown, actor: ExampleEventActor): Promise<WebhookDelivery> {
    const endpoint = await this.endpoint(access, endpointId);
    const fields = body === undefined || body === null ? {} : requireObject(body);
    rejectUnknownFields(fields, ['event_type']);
    const type = fields.event_type === undefined ? (JSON.parse(endpoint.events) as EventType[])[0]! : parseEventType(fields.event_type);
    // The API checks the plan before anything; the admin command line gets the same answer here.
    const company = await this.requireProCompany(endpoint.company_id);
    const now = this.deps.clock.now();
    const payload = exampleEventPayload(type, { company, actor, now, region: this.deps.config.region });
    const id = await this.repo.queueTest(
      { id: payload._id, company_id: company.id, type, payload: JSON.stringify(payload), created_at: now },
      endpoint.id,
    );
    const row = await this.repo.find(endpoint.id, id);
    if (!row) throw deliveryNotFound();
    return presentDelivery(row);
  }
}

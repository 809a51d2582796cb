// The delivery log of a webhook endpoint and its controls: list, show,
// retry, recover, and test events. Every operation first finds the endpoint
// in the caller's owner scope (WebhookEndpointService.requireVisible), so
// another company's or another owner's deliveries are 404 like its endpoints;
// the admin command line finds any endpoint.
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { exampleEventPayload, type ExampleEventActor } from '../presenters/example-events.ts';
import { presentDelivery, presentDeliveryDetail } from '../presenters/webhook-delivery.ts';
import { checkInput } from '../schemas/compiled-schemas.ts';
import type { EventType } from '../schemas/event-types.ts';
import {
  DEFAULT_DELIVERY_PAGE,
  DeliveryListQuery,
  SendTestBody,
  type Recover,
  type SendTest,
  MAX_RECOVER_PER_REQUEST,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookDeliveryList,
} from '../schemas/webhook-delivery.ts';
import type { DeliveryKey, DeliveryListFilter, DeliveryRow } from '../storage/repositories/webhook-delivery-rows.ts';
import type { CompanyRow, WebhookEndpointRow } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';
import type { Tracing } from '../tracing/tracing.ts';
import type { WebhookEndpointService } from './webhook-endpoint-service.ts';
import { sentHeaders } from './sent-headers.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { DryRun } from '../schemas/dry-run.ts';

const DELIVERY_ID = /^[1-9][0-9]{0,15}$/;

const deliveryNotFound = () => notFound('deliveryNotFound', 'Delivery not found');

function parseDeliveryId(value: string): number {
  const id = DELIVERY_ID.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id)) throw deliveryNotFound();
  return id;
}

/** A time window as its bounds were given (each already a date or date-time, see DeliveryListQuery): since must be before until. */
function parseWindow(since: string | undefined, until: string | undefined): { since?: number; until?: number } {
  const window = { since: since === undefined ? undefined : Date.parse(since), until: until === undefined ? undefined : Date.parse(until) };
  if (window.since !== undefined && window.until !== undefined && window.since >= window.until) {
    throw badRequest('invalidDate', 'since must be before until');
  }
  return window;
}

/** The list's cursor: opaque to clients, the key of the last delivery of the page to them. */
export function encodeCursor(key: DeliveryKey): string {
  return Buffer.from(`${key.createdAt}.${key.id}`).toString('base64url');
}

function keyOf(row: DeliveryRow): DeliveryKey {
  return { createdAt: row.created_at, id: row.id };
}

export function decodeCursor(cursor: string): DeliveryKey {
  const match = /^(\d{1,16})\.(\d{1,16})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  const key = match ? { createdAt: Number(match[1]), id: Number(match[2]) } : undefined;
  if (!key || !Number.isSafeInteger(key.createdAt) || !Number.isSafeInteger(key.id) || encodeCursor(key) !== cursor) {
    throw badRequest('invalidCursor', 'cursor is not one this API gave out; pass next_cursor as given');
  }
  return key;
}

/** The list's filter, from its query (checked by DeliveryListQuery). */
function listFilter(query: DeliveryListQuery): DeliveryListFilter {
  const window = parseWindow(query.since, query.until);
  return { status: query.status, eventType: query.event_type, statusCode: query.status_code, eventId: query.event_id, ...window };
}

/**
 * What holds a pending delivery back, other than its own next attempt: the
 * endpoint's state, or the deliveries ahead of it in the endpoint's queue.
 * `heads` are the first pending deliveries in queue order, as many as go out
 * at once (the endpoint concurrency): the others wait behind the first.
 */
function waitingOf(row: DeliveryRow, endpoint: WebhookEndpointRow, heads: number[]): WebhookDelivery['waiting'] {
  if (row.status !== 'pending') return null;
  if (endpoint.status === 'paused') return { reason: 'endpoint_paused', delivery_id: null };
  if (!endpoint.enabled) return { reason: 'endpoint_disabled', delivery_id: null };
  if (heads.length > 0 && !heads.includes(row.id) && row.id > heads[0]!)
    return { reason: 'earlier_delivery', delivery_id: String(heads[0]) };
  return null;
}

export class WebhookDeliveryService {
  constructor(
    private readonly deps: {
      store: Store;
      config: Config;
      clock: Clock;
      endpoints: WebhookEndpointService;
      /** Opens the endpoint's secrets, to show the signatures an attempt was sent with (sent-headers.ts). */
      secretBox: SecretBox;
      /** Spans of the test events' outbox writes, when tracing is on. */
      tracing?: Pick<Tracing, 'recordEvent'>;
    },
  ) {}

  private get repo() {
    return this.deps.store.repos.webhookDeliveries;
  }

  /**
   * A page of the endpoint's deliveries, newest first. The endpoint is the
   * caller's (WebhookEndpointService.requireVisible); the query passed
   * DeliveryListQuery.
   */
  async list(endpoint: WebhookEndpointRow, query: DeliveryListQuery): Promise<WebhookDeliveryList> {
    const filter = listFilter(query);
    const limit = query.limit ?? DEFAULT_DELIVERY_PAGE;
    if (query.cursor !== undefined && query.before !== undefined) {
      throw badRequest('invalidCursor', 'Give cursor or before, not both');
    }
    // The list's own direction, and the one the page before goes.
    const forward = query.order === 'oldest' ? 'newer' : 'older';
    const backward = forward === 'older' ? 'newer' : 'older';
    let page: DeliveryRow[];
    let next: DeliveryKey | null;
    let previous: DeliveryKey | null;
    if (query.before === undefined) {
      const from = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      const scanned = await this.repo.scan(endpoint.id, filter, from, forward, limit);
      page = scanned.rows;
      next = scanned.next;
      // The first page has none before it; a later one goes back from its first row.
      previous = from === undefined ? null : page[0] ? keyOf(page[0]) : from;
    } else {
      // The page before `before`: read from it backwards, shown in the list's order.
      const from = decodeCursor(query.before);
      const scanned = await this.repo.scan(endpoint.id, filter, from, backward, limit);
      page = scanned.rows.reverse();
      previous = scanned.next === null ? null : page[0] ? keyOf(page[0]) : scanned.next;
      next = page.length > 0 ? keyOf(page.at(-1)!) : null;
    }
    const heads = page.some((row) => row.status === 'pending') ? await this.queueHeads(endpoint.id) : [];
    return {
      data: page.map((row) => presentDelivery(row, waitingOf(row, endpoint, heads))),
      next_cursor: next ? encodeCursor(next) : null,
      previous_cursor: previous ? encodeCursor(previous) : null,
    };
  }

  /** The deliveries at the head of the endpoint's queue: as many as it sends at once. */
  private queueHeads(endpointId: string): Promise<number[]> {
    return this.repo.queueHeads(endpointId, this.deps.config.webhook.endpointConcurrency);
  }

  /** A page of any endpoint's deliveries, for the admin command line: the query as typed there, checked as a query string is. */
  async listAny(endpointId: string, query: Record<string, unknown>): Promise<WebhookDeliveryList> {
    const endpoint = await this.deps.endpoints.requireAny(endpointId);
    return this.list(endpoint, checkInput(DeliveryListQuery, query, 'querystring'));
  }

  /** 404 deliveryNotFound for a delivery id of another form than this service gives out, before anything is looked up. */
  requireDeliveryId(deliveryId: string): void {
    parseDeliveryId(deliveryId);
  }

  /** One delivery of the endpoint with the body it sends and its latest attempts. */
  async get(endpoint: WebhookEndpointRow, deliveryId: string): Promise<WebhookDeliveryDetail> {
    const detail = await this.detail(endpoint, parseDeliveryId(deliveryId));
    if (detail.row.status !== 'pending') return detail.presented;
    return { ...detail.presented, waiting: waitingOf(detail.row, endpoint, await this.queueHeads(endpoint.id)) };
  }

  /** One delivery of any endpoint, for the admin command line. */
  async getAny(deliveryId: string): Promise<WebhookDeliveryDetail> {
    const id = parseDeliveryId(deliveryId);
    const row = await this.repo.find(null, id);
    if (!row) throw deliveryNotFound();
    return (await this.detail(await this.deps.endpoints.requireAny(row.endpoint_id), id)).presented;
  }

  /** A delivery of the endpoint with its latest attempts, each with the headers it was sent with. */
  private async detail(endpoint: WebhookEndpointRow, id: number): Promise<{ row: DeliveryRow; presented: WebhookDeliveryDetail }> {
    const row = await this.repo.find(endpoint.id, id);
    if (!row) throw deliveryNotFound();
    const attempts = await this.repo.attempts(id);
    const { secretBox } = this.deps;
    const secrets =
      attempts.length === 0
        ? undefined
        : {
            secret: secretBox.open(endpoint.secret_ciphertext),
            previous: endpoint.previous_secret_ciphertext === null ? null : secretBox.open(endpoint.previous_secret_ciphertext),
          };
    const customHeaders = endpoint.headers_ciphertext === null ? null : secretBox.open(endpoint.headers_ciphertext);
    const delivery = { eventId: row.event_id, payload: row.payload };
    const presented = presentDeliveryDetail(row, attempts, (attempt) =>
      sentHeaders(endpoint, secrets!, customHeaders, delivery, attempt.started_at),
    );
    return { row, presented };
  }

  /**
   * Sends a finished delivery again (failed, cancelled, or succeeded: a
   * receiver may have lost it): a new series of attempts, same `_id`, same
   * bytes, in its place in the endpoint's queue. 409 while it is pending.
   */
  retry(endpoint: WebhookEndpointRow, deliveryId: string): Promise<WebhookDelivery> {
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
  async recover(endpoint: WebhookEndpointRow, input: Recover): Promise<{ requeued: number }> {
    const now = this.deps.clock.now();
    const window = parseWindow(input.since, input.until);
    let requeued = 0;
    let after: DeliveryKey | null = null;
    do {
      const batch = await this.repo.recoverBatch(endpoint.id, { since: window.since!, until: window.until ?? now + 1 }, after, now);
      requeued += batch.requeued;
      after = batch.next;
    } while (after !== null && requeued < MAX_RECOVER_PER_REQUEST);
    return { requeued };
  }

  /** What recover would queue now, as `input.dry_run` asks: as many as one request queues at most, and whether more are left. */
  async recoverPreview(endpoint: WebhookEndpointRow, input: Recover): Promise<DryRun> {
    const window = parseWindow(input.since, input.until);
    const until = window.until ?? this.deps.clock.now() + 1;
    const found = await this.repo.countRecoverable(endpoint.id, { since: window.since!, until }, MAX_RECOVER_PER_REQUEST + 1);
    return { dry_run: true, deliveries: Math.min(found, MAX_RECOVER_PER_REQUEST), more: found > MAX_RECOVER_PER_REQUEST };
  }

  /**
   * Queues a test event for this endpoint alone (the caller's, found by
   * WebhookEndpointService.requireVisible), whatever it subscribes to:
   * an example payload of the type asked for (default: the endpoint's first
   * subscribed type) with `"test": true`, signed and sent like any delivery,
   * in order behind the endpoint's queued ones.
   */
  async sendTest(endpoint: WebhookEndpointRow, input: SendTest, actor: ExampleEventActor): Promise<WebhookDelivery> {
    const type = input?.event_type ?? (JSON.parse(endpoint.events) as EventType[])[0]!;
    // The API checks the plan before anything; the admin command line gets the same answer here.
    const company = await this.requireProCompany(endpoint.company_id);
    const now = this.deps.clock.now();
    const payload = exampleEventPayload(type, { company, actor, now, region: this.deps.config.region });
    const event = { id: payload._id, company_id: company.id, type, payload: JSON.stringify(payload), created_at: now };
    const { tracing } = this.deps;
    const id =
      tracing === undefined
        ? await this.repo.queueTest(event, endpoint.id)
        : await tracing.recordEvent(
            event,
            (traceparent) => this.repo.queueTest({ ...event, traceparent }, endpoint.id),
            () => 1,
          );
    const row = await this.repo.find(endpoint.id, id);
    if (!row) throw deliveryNotFound();
    return presentDelivery(row);
  }

  /** A test event for any endpoint, for the admin command line: the body checked as the API's is. */
  async sendTestAny(endpointId: string, body: unknown, actor: ExampleEventActor): Promise<WebhookDelivery> {
    const endpoint = await this.deps.endpoints.requireAny(endpointId);
    return this.sendTest(endpoint, checkInput(SendTestBody, body ?? null), actor);
  }
}

// Webhook endpoints and events made directly in storage, for tests of the
// delivery engine that should not depend on the management routes.
import { randomBytes } from 'node:crypto';
import { isoTime } from '../../src/clock.ts';
import { newId } from '../../src/ids.ts';
import type { EventType } from '../../src/schemas/event-types.ts';
import type { DeliveryStatus } from '../../src/storage/schema.ts';
import { Store } from '../../src/storage/store.ts';
import type { Services } from '../../src/services/container.ts';
import type { TestServer } from './test-server.ts';
import { scaled } from './time-scale.ts';

export interface EndpointFixture {
  id: string;
  secret: string;
}

export interface EndpointRowInput {
  /** The URL, or how to make it from the new endpoint's id. */
  url: string | ((id: string) => string);
  events?: readonly EventType[];
  status?: 'active' | 'paused';
  enabled?: boolean;
  description?: string | null;
  createdAt?: number;
}

/**
 * One endpoint row with a fresh sealed secret, owned by the company's customer
 * quota. Shared by the tests, the reliability suite and the benchmark, which
 * arrange endpoints without going through the management routes.
 */
export async function insertEndpointRow(
  services: Pick<Services, 'storage' | 'secretBox'>,
  companyId: string,
  input: EndpointRowInput,
): Promise<EndpointFixture> {
  const secret = 'whsec_' + randomBytes(32).toString('base64');
  const id = 'we_' + randomBytes(12).toString('hex');
  const now = input.createdAt ?? Date.now();
  await services.storage.db
    .insertInto('webhook_endpoints')
    .values({
      id,
      company_id: companyId,
      owner_key: 'customer',
      url: typeof input.url === 'string' ? input.url : input.url(id),
      description: input.description ?? null,
      events: JSON.stringify(input.events ?? ['candidateAdded']),
      status: input.status ?? 'active',
      enabled: input.enabled === false ? 0 : 1,
      is_legacy: 0,
      secret_ciphertext: services.secretBox.seal(secret),
      secret_prefix: secret.slice(0, 12),
      successful_deliveries: 0,
      failed_deliveries: 0,
      last_delivery_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, secret };
}

/** `count` endpoints, created a millisecond apart so their list order is their creation order. */
export async function insertEndpointRows(
  services: Pick<Services, 'storage' | 'secretBox'>,
  companyId: string,
  count: number,
  input: Omit<EndpointRowInput, 'createdAt'>,
): Promise<EndpointFixture[]> {
  const endpoints: EndpointFixture[] = [];
  const now = Date.now();
  for (let i = 0; i < count; i++) endpoints.push(await insertEndpointRow(services, companyId, { ...input, createdAt: now + i }));
  return endpoints;
}

/** `count` endpoints (see insertEndpointRows) at the URLs `url` makes from their ids; their ids, in creation order. */
export async function insertEndpointIds(
  services: Pick<Services, 'storage' | 'secretBox'>,
  companyId: string,
  count: number,
  url: (id: string) => string,
  events: readonly EventType[] = ['candidateAdded'],
): Promise<string[]> {
  return (await insertEndpointRows(services, companyId, count, { url, events })).map((e) => e.id);
}

export function insertEndpoint(server: TestServer, companyId: string, input: EndpointRowInput): Promise<EndpointFixture> {
  return insertEndpointRow(server.services, companyId, { createdAt: server.clock.now(), ...input });
}

export interface RecordedEvent {
  _id: string;
  type: EventType;
  object: Record<string, unknown>;
  creation_date: string;
}

/**
 * Records an event with any `object` through the real outbox (the events
 * repository in a transaction of the services' storage), as a recruiting
 * change would; this process's workers are woken after the commit.
 */
export async function recordEvent(
  services: Pick<Services, 'storage' | 'commits' | 'clock' | 'config'>,
  companyId: string,
  type: EventType = 'candidateAdded',
  object: Record<string, unknown> = {},
): Promise<RecordedEvent> {
  const now = services.clock.now();
  const event: RecordedEvent = { _id: newId(services.config.region), type, object, creation_date: isoTime(now) };
  const store = new Store(services.storage, () => services.commits.notify());
  await store.transaction((tx) =>
    tx.repos.events.record({ id: event._id, company_id: companyId, type, payload: JSON.stringify(event), created_at: now }),
  );
  return event;
}

/** An event of the company (named Acme in the payload) through the outbox, as a recruiting change would record it. */
export function emitEvent(server: TestServer, companyId: string, type: EventType = 'candidateAdded', object: Record<string, unknown> = {}) {
  return recordEvent(server.services, companyId, type, { company: { _id: companyId, name: 'Acme' }, ...object });
}

/**
 * Queues a finished delivery again by the repository's retry, as the API's and the CLI's take it: it wakes
 * the server's workers when it commits. Whether it was queued again (the retry's answer).
 */
export function retryDelivery(server: TestServer, endpointId: string, deliveryId: number) {
  const store = new Store(server.services.storage, (endpointIds) => server.services.commits.notify(endpointIds));
  return store.repos.webhookDeliveries.retry(endpointId, deliveryId, server.clock.now());
}

export async function deliveriesOf(server: TestServer, endpointId: string) {
  return server.services.storage.db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('id')
    .execute();
}

export async function attemptsOf(server: TestServer, endpointId: string) {
  return server.services.storage.db
    .selectFrom('webhook_delivery_attempts')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('id')
    .execute();
}

/** How many deliveries are in each state, across every endpoint. */
export async function deliveryStates(services: Pick<Services, 'storage'>): Promise<Record<DeliveryStatus, number>> {
  const rows = await services.storage.db
    .selectFrom('webhook_deliveries')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const states: Record<DeliveryStatus, number> = { pending: 0, succeeded: 0, failed: 0, cancelled: 0 };
  for (const row of rows) states[row.status] = Number(row.n);
  return states;
}

/**
 * Resolves once no delivery is pending and no worker holds a live lease on an
 * endpoint, and gives the states then. From that moment nothing more can be
 * sent: a worker sends only what it fetched under its lease (renewed while it
 * sends), and stores every outcome before giving the lease back. (A lease
 * left by a killed process counts until it expires.)
 */
export async function deliveriesSettled(
  services: Pick<Services, 'storage' | 'clock'>,
  timeoutMs = 30_000,
): Promise<Record<DeliveryStatus, number>> {
  return eventually(
    async () => {
      const leases = await services.storage.db
        .selectFrom('delivery_leases')
        .select('endpoint_id')
        .where('expires_at', '>', services.clock.now())
        .limit(1)
        .execute();
      if (leases.length > 0) return undefined;
      // Asked after the leases: a send that began after that look keeps its delivery pending until its outcome is stored.
      const states = await deliveryStates(services);
      return states.pending === 0 ? states : undefined;
    },
    timeoutMs,
    'every delivery finished and every lease released',
  );
}

/**
 * Polls until `check` returns a value, for outcomes written after the
 * receiver has answered: within `timeoutMs` (10 s by default), stretched by
 * the suite's time scale (time-scale.ts), as every deadline a test gives it.
 */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + scaled(timeoutMs);
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

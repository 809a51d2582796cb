// Webhook endpoints and events made directly in storage, for tests of the
// delivery engine that should not depend on the management routes.
import { randomBytes } from 'node:crypto';
import { isoTime } from '../../src/clock.ts';
import { newId } from '../../src/ids.ts';
import type { EventType } from '../../src/schemas/event-types.ts';
import { Store } from '../../src/storage/store.ts';
import type { Services } from '../../src/services/container.ts';
import type { TestServer } from './test-server.ts';

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
  await store.transaction((tx) => tx.repos.events.record({ id: event._id, company_id: companyId, type, payload: JSON.stringify(event), created_at: now }));
  return event;
}

/** An event of the company (named Acme in the payload) through the outbox, as a recruiting change would record it. */
export function emitEvent(server: TestServer, companyId: string, type: EventType = 'candidateAdded', object: Record<string, unknown> = {}) {
  return recordEvent(server.services, companyId, type, { company: { _id: companyId, name: 'Acme' }, ...object });
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

/** Polls storage until `check` returns a value, for outcomes written after the receiver has answered. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

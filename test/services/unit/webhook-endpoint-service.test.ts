// WebhookEndpointService's rules against an in-memory endpoints table: the
// Pro plan gate, who sees and who may change an endpoint, the quota, the
// target policy, custom headers that never follow the URL to a new origin,
// and the one-time secret. test/routes/webhook-endpoints.test.ts checks the
// HTTP answers to the same rules through a server and both databases.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { beforeEach, describe, it } from 'node:test';
import { ManualClock } from '../../../src/clock.ts';
import type { Config } from '../../../src/config.ts';
import { SecretBox } from '../../../src/crypto/secret-box.ts';
import { ENDPOINT_QUOTA } from '../../../src/schemas/webhook-endpoint.ts';
import { WebhookEndpointService, type EndpointScope } from '../../../src/services/webhook-endpoint-service.ts';
import type { CompanyRow, UserRow, WebhookEndpointRow, WebhookEndpointUpdate } from '../../../src/storage/schema.ts';
import type { Repositories, Store } from '../../../src/storage/store.ts';
import { asRepository, companyRow, isApiError, T0, userRow } from './fake-rows.ts';

/** The endpoints table in memory, each answer scoped to the company and owner as the repository's queries are. */
class FakeEndpoints {
  rows: WebhookEndpointRow[] = [];
  lookups = 0;
  statusChanges = 0;

  private mine(scope: EndpointScope, id: string): WebhookEndpointRow | undefined {
    return this.rows.find((row) => row.id === id && row.company_id === scope.companyId && row.owner_key === scope.ownerKey);
  }
  async findForOwner(scope: EndpointScope, id: string): Promise<WebhookEndpointRow | undefined> {
    this.lookups++;
    const row = this.mine(scope, id);
    // A copy, as a row read from a database is.
    return row && { ...row };
  }
  async insertWithinQuota(row: WebhookEndpointRow, quota: number): Promise<WebhookEndpointRow | 'quotaExceeded'> {
    const owned = this.rows.filter((other) => other.company_id === row.company_id && other.owner_key === row.owner_key);
    if (owned.length >= quota) return 'quotaExceeded';
    this.rows.push(row);
    return row;
  }
  async updateUnlessLegacy(scope: EndpointScope, id: string, changes: WebhookEndpointUpdate): Promise<WebhookEndpointRow | undefined> {
    const row = this.mine(scope, id);
    if (!row || row.is_legacy === 1) return undefined;
    return Object.assign(row, changes);
  }
  async changeStatus(
    scope: EndpointScope,
    id: string,
    from: WebhookEndpointRow['status'],
    to: WebhookEndpointRow['status'],
    now: number,
  ): Promise<WebhookEndpointRow | undefined> {
    this.statusChanges++;
    const row = this.mine(scope, id);
    if (!row || row.status !== from) return undefined;
    return Object.assign(row, { status: to, updated_at: now });
  }
  async rotateSecret(
    scope: EndpointScope,
    id: string,
    secret: { ciphertext: string; prefix: string },
    previousExpiresAt: number | null,
  ): Promise<WebhookEndpointRow | undefined> {
    const row = this.mine(scope, id);
    if (!row) return undefined;
    return Object.assign(row, {
      previous_secret_expires_at: previousExpiresAt,
      secret_ciphertext: secret.ciphertext,
      secret_prefix: secret.prefix,
    });
  }
}

const acme = companyRow({ id: 'c_acme' });
const member = userRow({ id: 'u_member' });
const partner = userRow({ id: 'u_partner', is_partner: 1 });
const outsider = userRow({ id: 'u_outsider' });
const customer: EndpointScope = { companyId: acme.id, ownerKey: 'customer' };

describe('WebhookEndpointService against an in-memory endpoints table', () => {
  let endpoints: FakeEndpoints;
  let clock: ManualClock;
  const secretBox = new SecretBox(randomBytes(32));
  let allowPrivateTargets: boolean;
  let service: WebhookEndpointService;

  beforeEach(() => {
    endpoints = new FakeEndpoints();
    clock = new ManualClock(T0);
    allowPrivateTargets = false;
    const members = new Map<string, UserRow>([member, partner].map((user) => [user.id, user]));
    const repos = asRepository<Repositories>({
      webhookEndpoints: asRepository<Repositories['webhookEndpoints']>(endpoints),
      companies: asRepository<Repositories['companies']>({
        findById: async (id: string) => (id === acme.id ? acme : undefined),
        findForMember: async (companyId: string, userId: string) => (companyId === acme.id && members.has(userId) ? acme : undefined),
      }),
      users: asRepository<Repositories['users']>({
        findById: async (id: string) => [member, partner, outsider].find((user) => user.id === id),
      }),
    });
    service = new WebhookEndpointService({
      store: asRepository<Store>({ repos }),
      config: asRepository<Config>({
        webhook: asRepository<Config['webhook']>({
          get allowPrivateTargets() {
            return allowPrivateTargets;
          },
        }),
      }),
      clock,
      secretBox,
    });
  });

  const create = (fields: { url?: string; events?: string[]; headers?: Record<string, string> } = {}, scope = customer) =>
    service.create(scope, { url: 'https://hooks.example.com/in', events: ['candidateAdded'], ...fields });

  it('needs the Pro plan to change endpoints', () => {
    assert.throws(() => service.requireWebhooksPlan(companyRow({ plan: 'free' })), isApiError(403, 'proPlanRequired'));
    service.requireWebhooksPlan(companyRow({ plan: 'pro' }) satisfies CompanyRow);
  });

  it('shows the secret once, stores it sealed, and keeps each event type once in the order given', async () => {
    const created = await create({ events: ['candidateAdded', 'companyPositionAdded', 'candidateAdded'] });
    assert.deepEqual(created.events, ['candidateAdded', 'companyPositionAdded']);
    const [row] = endpoints.rows;
    assert.equal(secretBox.open(row!.secret_ciphertext), created.secret);
    assert.ok(!JSON.stringify(row).includes(created.secret), 'the secret is stored only sealed');
    assert.equal(row!.secret_prefix, created.secret.slice(0, 12));
    assert.equal(row!.is_legacy, 0);
  });

  it('refuses private and loopback targets unless they are allowed, and credentials in the URL always', async () => {
    for (const url of ['https://127.0.0.1/in', 'https://10.1.2.3/in', 'https://localhost/in']) {
      await assert.rejects(create({ url }), isApiError(400, 'forbiddenUrlTarget'), url);
    }
    await assert.rejects(create({ url: 'https://user:pw@hooks.example.com/in' }), isApiError(400, 'invalidUrl'));
    assert.equal(endpoints.rows.length, 0);
    allowPrivateTargets = true;
    await create({ url: 'https://127.0.0.1/in' });
    assert.equal(endpoints.rows.length, 1);
  });

  it('refuses a header name given twice in different case', async () => {
    await assert.rejects(create({ headers: { 'X-Token': 'a', 'x-token': 'b' } }), (error: unknown) => {
      assert.equal((error as { statusCode?: number }).statusCode, 400);
      return true;
    });
    assert.equal(endpoints.rows.length, 0);
  });

  it(`holds each owner to ${ENDPOINT_QUOTA} endpoints: partners each have their own quota`, async () => {
    for (let i = 0; i < ENDPOINT_QUOTA; i++) await create();
    await assert.rejects(create(), (error: unknown) => {
      isApiError(429, 'quotaExceeded')(error);
      assert.deepEqual((error as { extra: unknown }).extra, { limit: ENDPOINT_QUOTA });
      return true;
    });
    await create({}, { companyId: acme.id, ownerKey: `partner:${partner.id}` });
    assert.equal(endpoints.rows.length, ENDPOINT_QUOTA + 1);
  });

  it("answers 404 alike for a malformed id, an unknown one and another owner's, and looks up only well-formed ids", async () => {
    const created = await create();
    const partnerScope = { companyId: acme.id, ownerKey: `partner:${partner.id}` };
    for (const [scope, id] of [
      [customer, 'we_nope'],
      [customer, `we_${'0'.repeat(24)}`],
      [partnerScope, created.id],
      [{ companyId: 'c_other', ownerKey: 'customer' }, created.id],
    ] as const) {
      await assert.rejects(service.requireVisible(scope, id), isApiError(404, 'webhookEndpointNotFound'), `${scope.ownerKey} ${id}`);
    }
    assert.equal(endpoints.lookups, 3, 'the malformed id was refused without a lookup');
    assert.equal((await service.requireVisible(customer, created.id)).id, created.id);
  });

  it('lets a legacy endpoint be seen but not changed', async () => {
    const imported = await service.importLegacy({ companyId: acme.id, url: 'https://legacy.example.com/', events: ['candidateAdded'] });
    assert.equal(imported.owner, 'customer');
    assert.equal((await service.requireVisible(customer, imported.id)).is_legacy, 1);
    await assert.rejects(service.requireWritable(customer, imported.id), isApiError(403, 'legacyEndpointReadOnly'));
  });

  it("records a legacy endpoint for a member only, in a partner's own quota", async () => {
    const input = { companyId: acme.id, url: 'https://legacy.example.com/', events: ['candidateAdded'] };
    await assert.rejects(service.importLegacy({ ...input, ownerUserId: outsider.id }), isApiError(400, 'notAMember'));
    await assert.rejects(service.importLegacy({ ...input, ownerUserId: 'u_nobody' }), isApiError(404, 'userNotFound'));
    await assert.rejects(service.importLegacy({ ...input, companyId: 'c_nowhere' }), isApiError(404, 'companyNotFound'));
    assert.equal(endpoints.rows.length, 0);
    assert.equal((await service.importLegacy({ ...input, ownerUserId: partner.id })).owner, `partner:${partner.id}`);
    assert.equal((await service.importLegacy({ ...input, ownerUserId: member.id })).owner, 'customer');
  });

  it('drops the custom headers when the URL moves to another origin, unless the same change gives them again', async () => {
    const headers = { authorization: 'Bearer for-the-old-receiver' };
    const created = await create({ url: 'https://old.example.com/in', headers });
    const row = () => endpoints.rows.find((endpoint) => endpoint.id === created.id)!;

    await service.update(customer, row(), { url: 'https://old.example.com:443/other-path' });
    assert.deepEqual(JSON.parse(secretBox.open(row().headers_ciphertext!)), headers, 'the same origin keeps them');

    const moved = await service.update(customer, row(), { url: 'https://new.example.com/in' });
    assert.deepEqual([row().headers_ciphertext, row().header_names], [null, null]);
    assert.deepEqual(moved.headers, {});

    const fresh = { authorization: 'Bearer for-the-next-receiver' };
    await service.update(customer, row(), { url: 'https://next.example.com/in', headers: fresh });
    assert.deepEqual(JSON.parse(secretBox.open(row().headers_ciphertext!)), fresh);
  });

  it('pauses and resumes once: a second pause or resume changes nothing, not even updated_at', async () => {
    const created = await create();
    const row = () => endpoints.rows.find((endpoint) => endpoint.id === created.id)!;
    clock.advance(1000);
    assert.equal((await service.pause(customer, row())).status, 'paused');
    const pausedAt = row().updated_at;
    clock.advance(1000);
    assert.equal((await service.pause(customer, row())).status, 'paused');
    assert.equal(row().updated_at, pausedAt);
    assert.equal(endpoints.statusChanges, 1);
    assert.equal((await service.resume(customer, row())).status, 'active');
    await service.resume(customer, row());
    assert.equal(endpoints.statusChanges, 2);
  });

  it('rotates the secret with an overlap (24 hours unless given; 0 drops the old one at once)', async () => {
    const created = await create();
    const row = () => endpoints.rows.find((endpoint) => endpoint.id === created.id)!;
    const first = await service.rotateSecret(customer, row(), null);
    assert.notEqual(first.secret, created.secret);
    assert.equal(first.previous_secret_expires_at, new Date(T0 + 24 * 3_600_000).toISOString());
    assert.equal(row().previous_secret_expires_at, T0 + 24 * 3_600_000);
    assert.equal(secretBox.open(row().secret_ciphertext), first.secret, 'the new secret is stored sealed');
    const second = await service.rotateSecret(customer, row(), { overlap_hours: 0 });
    assert.equal(second.previous_secret_expires_at, null);
    assert.equal(row().previous_secret_expires_at, null);
    assert.equal(second.secret_prefix, second.secret.slice(0, 12));
  });
});

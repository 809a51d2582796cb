// The seven webhook endpoint operations, black box over HTTP, on each backend.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { EVENT_TYPES } from '../../src/schemas/event-types.ts';
import { runCli } from '../helpers/cli.ts';
import { DIALECTS, sqliteFile } from '../helpers/dialects.ts';
import { deref } from '../helpers/route-catalog.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const ENDPOINT_ID = /^we_[0-9a-f]{24}$/;
const SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;
const OBJECT_KEYS = [
  'created_at',
  'disabled_at',
  'disabled_reason',
  'enabled',
  'events',
  'headers',
  'id',
  'is_legacy',
  'rate_limit',
  'secret_prefix',
  'stats',
  'status',
  'updated_at',
  'url',
];
const CREATED_KEYS = OBJECT_KEYS.filter((k) => k !== 'secret_prefix')
  .concat('secret')
  .sort();
const WELL_FORMED_UNKNOWN_ID = 'we_000000000000000000000000';

type Workspace = Awaited<ReturnType<TestServer['createWorkspace']>>;

for (const dialect of DIALECTS) {
  describe(`webhook endpoints [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    /** Every secret any create answered with: none may ever show up in a log line. */
    const secrets: string[] = [];

    before(async () => {
      // The platform default (private targets refused); no delivery worker, so
      // queued rows written by the tests stay as they are.
      server = await startTestServer(dialect, { env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' }, role: 'api' });
    });
    after(() => server?.close());

    const base = (ws: Pick<Workspace, 'company'>) => `/v3/company/${ws.company.id}`;
    const one = (ws: Pick<Workspace, 'company'>, id: string) => `${base(ws)}/webhook_endpoint/${id}`;

    async function create(ws: Workspace, body: Record<string, unknown> = {}) {
      const res = await server.post(`${base(ws)}/webhook_endpoints`, {
        token: ws.token,
        body: { url: 'https://example.com/hooks', events: ['candidateAdded'], ...body },
      });
      if (res.status === 201) secrets.push(res.body.secret);
      return res;
    }

    async function created(ws: Workspace, body: Record<string, unknown> = {}) {
      const res = await create(ws, body);
      assert.equal(res.status, 201, res.text);
      return res.body;
    }

    /** Another member of the workspace's company, partner or not, with a token. */
    async function member(ws: Workspace, partner = false): Promise<Workspace> {
      const user = await server.createUser({ partner });
      await server.addMember(ws.company.id, user.id);
      return { company: ws.company, user, token: await server.createPat(user.id) };
    }

    async function endpointRows(companyId: string) {
      return server.services.storage.db.selectFrom('webhook_endpoints').selectAll().where('company_id', '=', companyId).execute();
    }

    function assertError(res: { status: number; body: any }, status: number, type: string, message?: string) {
      assert.equal(res.status, status, JSON.stringify(res.body));
      assert.equal(res.body.error.type, type);
      assert.equal(typeof res.body.error.message, 'string');
      if (message !== undefined) assert.equal(res.body.error.message, message);
    }

    describe('create', () => {
      it('answers 201 with the secret, no secret_prefix, active, enabled and empty stats', async () => {
        const ws = await server.createWorkspace();
        const res = await create(ws, { description: 'CRM sync', events: ['candidateAdded', 'companyNotePosted'] });
        assert.equal(res.status, 201);
        const body = res.body;
        assert.deepEqual(Object.keys(body).sort(), [...CREATED_KEYS, 'description'].sort());
        assert.match(body.id, ENDPOINT_ID);
        assert.equal(body.url, 'https://example.com/hooks');
        assert.equal(body.description, 'CRM sync');
        assert.deepEqual(body.events, ['candidateAdded', 'companyNotePosted']);
        assert.equal(body.status, 'active');
        assert.equal(body.enabled, true);
        assert.equal(body.is_legacy, false);
        assert.deepEqual(body.stats, { successful_deliveries: 0, failed_deliveries: 0, last_delivery_at: null });
        assert.equal(body.created_at, new Date(server.clock.now()).toISOString());
        assert.equal(body.updated_at, body.created_at);
        assert.match(body.secret, SECRET);
        assert.equal(Buffer.from(body.secret.slice('whsec_'.length), 'base64').length, 32);
        assert.equal(body.secret_prefix, undefined);
        assert.equal(res.headers.get('location'), `${base(ws)}/webhook_endpoint/${body.id}`);
      });

      it('gives every endpoint its own id and secret', async () => {
        const ws = await server.createWorkspace();
        const a = await created(ws);
        const b = await created(ws);
        assert.notEqual(a.id, b.id);
        assert.notEqual(a.secret, b.secret);
      });

      it('keeps each event type once and leaves description out when none was given', async () => {
        const ws = await server.createWorkspace();
        const body = await created(ws, { events: ['companyNoteDeleted', 'candidateAdded', 'companyNoteDeleted'] });
        assert.deepEqual(body.events, ['companyNoteDeleted', 'candidateAdded']);
        assert.equal('description' in body, false);
        assert.deepEqual(Object.keys(body).sort(), CREATED_KEYS);
      });

      it('validates in the spec order with the spec messages, and creates nothing when it refuses', async () => {
        const ws = await server.createWorkspace();
        const cases: Array<[Record<string, unknown>, string, string]> = [
          [{ events: ['candidateAdded'] }, 'invalidUrl', 'Invalid URL format'],
          [{ url: 'not a url', events: 'nope' }, 'invalidUrl', 'Invalid URL format'],
          [{ url: '/relative/path', events: [] }, 'invalidUrl', 'Invalid URL format'],
          [{ url: 'http://example.com/hooks', events: 'nope' }, 'invalidUrlProtocol', 'URL must use HTTPS protocol'],
          [{ url: 'https://example.com/hooks' }, 'invalidEvents', 'Events must be an array'],
          [{ url: 'https://example.com/hooks', events: 'candidateAdded' }, 'invalidEvents', 'Events must be an array'],
          [{ url: 'https://example.com/hooks', events: [] }, 'invalidEvents', 'At least one event must be specified'],
        ];
        for (const [body, type, message] of cases) {
          const res = await server.post(`${base(ws)}/webhook_endpoints`, { token: ws.token, body });
          assertError(res, 400, type, message);
          assert.deepEqual(Object.keys(res.body), ['error']);
        }
        const invalid = await server.post(`${base(ws)}/webhook_endpoints`, {
          token: ws.token,
          body: { url: 'https://example.com/hooks', events: ['candidateAdded', 'candidateHired', 'x'] },
        });
        assertError(invalid, 400, 'invalidEvents', 'Invalid events');
        assert.deepEqual(invalid.body.error.invalid_events, ['candidateHired', 'x']);
        assert.deepEqual(invalid.body.error.allowed_events, [...EVENT_TYPES]);
        assert.equal((await endpointRows(ws.company.id)).length, 0);
      });

      it('refuses URLs with credentials, and private or reserved targets by default', async () => {
        const ws = await server.createWorkspace();
        const post = (url: string) =>
          server.post(`${base(ws)}/webhook_endpoints`, { token: ws.token, body: { url, events: ['candidateAdded'] } });
        assertError(await post('https://user:pass@example.com/hooks'), 400, 'invalidUrl', 'URL must not contain credentials');
        for (const url of [
          'https://127.0.0.1/',
          'https://localhost:8443/',
          'https://app.localhost/',
          'https://[::1]/',
          'https://[::ffff:127.0.0.1]/',
          'https://2130706433/',
          'https://10.0.0.8/',
          'https://169.254.169.254/latest',
        ]) {
          const refused = await post(url);
          assertError(refused, 400, 'forbiddenUrlTarget', 'URL must not point to a private or reserved address');
          assert.match(refused.body.error.hint, /WEBHOOK_ALLOW_PRIVATE_TARGETS=true/, 'the refusal names the setting that allows it');
        }
        // Plain HTTP: the spec's message word for word, and beside it the way to a receiver on one's own machine.
        const http = await post('http://localhost:8080/hook');
        assertError(http, 400, 'invalidUrlProtocol', 'URL must use HTTPS protocol');
        assert.match(http.body.error.hint, /recruiting-api listen/);
        assert.equal((await endpointRows(ws.company.id)).length, 0);
      });

      it('refuses bodies that are not a JSON object, and unknown fields', async () => {
        const ws = await server.createWorkspace();
        const url = `${base(ws)}/webhook_endpoints`;
        for (const rawBody of ['[]', '"https://example.com"', 'null', '42', '']) {
          const res = await server.post(url, { token: ws.token, rawBody, headers: { 'content-type': 'application/json' } });
          assertError(res, 400, 'invalidBody', 'Request body must be a JSON object');
        }
        assertError(await server.post(url, { token: ws.token }), 400, 'invalidBody', 'Request body must be a JSON object');
        assertError(
          await server.post(url, { token: ws.token, rawBody: '{"url":', headers: { 'content-type': 'application/json' } }),
          400,
          'invalidJson',
        );
        const unknown = await server.post(url, {
          token: ws.token,
          body: { url: 'https://example.com', events: ['candidateAdded'], enabled: false },
        });
        assertError(unknown, 400, 'unknownField');
        assert.match(unknown.body.error.message, /enabled/);
        assert.equal((await endpointRows(ws.company.id)).length, 0);
      });
    });

    describe('read', () => {
      it("lists the caller's endpoints oldest first, with secret_prefix and never the secret", async () => {
        const ws = await server.createWorkspace();
        const made = [
          await created(ws, { description: 'first' }),
          await created(ws, { description: 'second' }),
          await created(ws, { description: 'third' }),
        ];
        const res = await server.get(`${base(ws)}/webhook_endpoints`, { token: ws.token });
        assert.equal(res.status, 200);
        assert.deepEqual(Object.keys(res.body), ['data']);
        assert.deepEqual(
          res.body.data.map((e: any) => e.id),
          made.map((e) => e.id),
        );
        for (const [i, endpoint] of res.body.data.entries()) {
          assert.deepEqual(Object.keys(endpoint).sort(), [...OBJECT_KEYS, 'description'].sort());
          assert.equal(endpoint.secret_prefix, made[i].secret.slice(0, 12));
          assert.ok(endpoint.secret_prefix.startsWith('whsec_'));
          assert.ok(!res.text.includes(made[i].secret));
        }
      });

      it('answers an empty list for an owner without endpoints', async () => {
        const ws = await server.createWorkspace();
        const res = await server.get(`${base(ws)}/webhook_endpoints`, { token: ws.token });
        assert.deepEqual([res.status, res.body], [200, { data: [] }]);
      });

      it('gets one endpoint: the created one, with secret_prefix instead of secret', async () => {
        const ws = await server.createWorkspace();
        const { secret, ...made } = await created(ws, { description: 'one' });
        const res = await server.get(one(ws, made.id), { token: ws.token });
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, { ...made, secret_prefix: secret.slice(0, 12) });
        assert.ok(!res.text.includes(secret));
      });
    });

    describe('update', () => {
      it('changes only the given fields; updated_at moves, created_at never does', async () => {
        const ws = await server.createWorkspace();
        const { secret, ...made } = await created(ws, { description: 'before', events: ['candidateAdded'] });
        server.clock.advance(60_000);
        const res = await server.put(one(ws, made.id), { token: ws.token, body: { description: 'after' } });
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, {
          ...made,
          description: 'after',
          secret_prefix: secret.slice(0, 12),
          updated_at: new Date(server.clock.now()).toISOString(),
        });
        assert.ok(res.body.updated_at > made.updated_at);
        assert.ok(!res.text.includes(secret));

        server.clock.advance(60_000);
        const all = await server.put(one(ws, made.id), {
          token: ws.token,
          body: { url: 'https://hooks.example.org/v2', events: ['companyPositionAdded', 'companyPositionDeleted'], enabled: false },
        });
        assert.equal(all.status, 200);
        assert.equal(all.body.url, 'https://hooks.example.org/v2');
        assert.deepEqual(all.body.events, ['companyPositionAdded', 'companyPositionDeleted']);
        assert.equal(all.body.enabled, false);
        assert.equal(all.body.status, 'active', 'enabled does not change status');
        assert.equal(all.body.description, 'after');
        assert.equal(all.body.created_at, made.created_at);
        assert.equal(all.body.updated_at, new Date(server.clock.now()).toISOString());

        const got = await server.get(one(ws, made.id), { token: ws.token });
        assert.deepEqual(got.body, all.body);
        const enabledAgain = await server.put(one(ws, made.id), { token: ws.token, body: { enabled: true } });
        assert.equal(enabledAgain.body.enabled, true);
        assert.equal(enabledAgain.body.url, 'https://hooks.example.org/v2');
      });

      it('applies the create rules to the fields it is given', async () => {
        const ws = await server.createWorkspace();
        const made = await created(ws);
        const put = (body: unknown) => server.put(one(ws, made.id), { token: ws.token, body });
        assertError(await put({ url: 'nope' }), 400, 'invalidUrl', 'Invalid URL format');
        assertError(await put({ url: 'http://example.com/' }), 400, 'invalidUrlProtocol', 'URL must use HTTPS protocol');
        assertError(await put({ url: 'https://a:b@example.com/' }), 400, 'invalidUrl', 'URL must not contain credentials');
        assertError(
          await put({ url: 'https://192.168.0.1/' }),
          400,
          'forbiddenUrlTarget',
          'URL must not point to a private or reserved address',
        );
        assertError(await put({ events: 'candidateAdded' }), 400, 'invalidEvents', 'Events must be an array');
        assertError(await put({ events: [] }), 400, 'invalidEvents', 'At least one event must be specified');
        const invalid = await put({ events: ['candidateAdded', 'positionFilled'] });
        assertError(invalid, 400, 'invalidEvents', 'Invalid events');
        assert.deepEqual(invalid.body.error.invalid_events, ['positionFilled']);
        assert.deepEqual(invalid.body.error.allowed_events, [...EVENT_TYPES]);
        // A refused update changes nothing, not even the fields that were valid.
        assertError(await put({ description: 'kept?', events: [] }), 400, 'invalidEvents');
        const got = await server.get(one(ws, made.id), { token: ws.token });
        assert.equal(got.body.updated_at, made.updated_at);
        assert.equal('description' in got.body, false);
      });

      it('rejects a non-boolean enabled, a non-string description, unknown fields and an empty body', async () => {
        const ws = await server.createWorkspace();
        const made = await created(ws);
        const put = (body: unknown) => server.put(one(ws, made.id), { token: ws.token, body });
        assertError(await put({ enabled: 'false' }), 400, 'invalidEnabled', 'Enabled must be a boolean (true or false)');
        assertError(await put({ enabled: 0 }), 400, 'invalidEnabled');
        assertError(await put({ description: 12 }), 400, 'invalidDescription', 'Description must be a string');
        assertError(await put({ description: null }), 400, 'invalidDescription');
        const unknown = await put({ status: 'paused' });
        assertError(unknown, 400, 'unknownField');
        assert.match(unknown.body.error.message, /status/);
        assertError(await put({ secret: 'whsec_mine', enabled: false }), 400, 'unknownField');
        assertError(
          await put({}),
          400,
          'emptyUpdate',
          'Request body must contain at least one field: url, description, events, enabled, rate_limit, headers',
        );
        assertError(await put([]), 400, 'invalidBody', 'Request body must be a JSON object');
        assertError(await server.put(one(ws, made.id), { token: ws.token }), 400, 'invalidBody');
        const got = await server.get(one(ws, made.id), { token: ws.token });
        assert.equal(got.body.enabled, true);
        assert.equal(got.body.status, 'active');
      });
    });

    describe('pause and resume', () => {
      it('pauses and resumes; repeating either is a harmless 200 that changes nothing', async () => {
        const ws = await server.createWorkspace();
        const { secret, ...made } = await created(ws);
        server.clock.advance(1_000);
        const paused = await server.post(`${one(ws, made.id)}/pause`, { token: ws.token });
        assert.equal(paused.status, 200);
        assert.deepEqual(paused.body, {
          ...made,
          status: 'paused',
          secret_prefix: secret.slice(0, 12),
          updated_at: new Date(server.clock.now()).toISOString(),
        });

        server.clock.advance(1_000);
        const again = await server.post(`${one(ws, made.id)}/pause`, { token: ws.token });
        assert.deepEqual([again.status, again.body], [200, paused.body]);
        assert.equal((await server.get(one(ws, made.id), { token: ws.token })).body.status, 'paused');

        server.clock.advance(1_000);
        const resumed = await server.post(`${one(ws, made.id)}/resume`, { token: ws.token });
        assert.equal(resumed.status, 200);
        assert.equal(resumed.body.status, 'active');
        assert.equal(resumed.body.updated_at, new Date(server.clock.now()).toISOString());
        assert.equal(resumed.body.created_at, made.created_at);

        server.clock.advance(1_000);
        const resumedAgain = await server.post(`${one(ws, made.id)}/resume`, { token: ws.token });
        assert.deepEqual([resumedAgain.status, resumedAgain.body], [200, resumed.body]);
        assert.ok(!paused.text.includes(secret) && !resumed.text.includes(secret));
      });

      it('leaves enabled alone, and accepts an empty body sent as application/json or a JSON object', async () => {
        const ws = await server.createWorkspace();
        const made = await created(ws);
        await server.put(one(ws, made.id), { token: ws.token, body: { enabled: false } });
        const paused = await server.post(`${one(ws, made.id)}/pause`, { token: ws.token, headers: { 'content-type': 'application/json' } });
        assert.equal(paused.status, 200, paused.text);
        assert.deepEqual([paused.body.status, paused.body.enabled], ['paused', false]);
        const resumed = await server.post(`${one(ws, made.id)}/resume`, { token: ws.token, body: {} });
        assert.equal(resumed.status, 200, resumed.text);
        assert.deepEqual([resumed.body.status, resumed.body.enabled], ['active', false]);
      });
    });

    describe('delete', () => {
      it('answers {success: true}, removes the endpoint and drops only its pending deliveries', async () => {
        const ws = await server.createWorkspace();
        const doomed = await created(ws);
        const kept = await created(ws);
        const db = server.services.storage.db;
        const now = server.clock.now();
        const delivery = (endpoint_id: string, status: 'pending' | 'succeeded' | 'failed', event_id: string) => ({
          event_id,
          endpoint_id,
          status,
          attempts: status === 'pending' ? 0 : 1,
          next_attempt_at: now,
          created_at: now,
          completed_at: status === 'pending' ? null : now,
        });
        await db
          .insertInto('webhook_deliveries')
          .values([
            delivery(doomed.id, 'pending', 'e1'),
            delivery(doomed.id, 'pending', 'e2'),
            delivery(doomed.id, 'succeeded', 'e0'),
            delivery(doomed.id, 'failed', 'e00'),
            delivery(kept.id, 'pending', 'e1'),
          ])
          .execute();

        const res = await server.delete(one(ws, doomed.id), { token: ws.token, headers: { 'content-type': 'application/json' } });
        assert.deepEqual([res.status, res.body], [200, { success: true }]);

        assertError(await server.get(one(ws, doomed.id), { token: ws.token }), 404, 'webhookEndpointNotFound');
        const list = await server.get(`${base(ws)}/webhook_endpoints`, { token: ws.token });
        assert.deepEqual(
          list.body.data.map((e: any) => e.id),
          [kept.id],
        );
        const left = await db
          .selectFrom('webhook_deliveries')
          .select(['endpoint_id', 'status'])
          .where('endpoint_id', 'in', [doomed.id, kept.id])
          .orderBy('id')
          .execute();
        assert.deepEqual(left, [
          { endpoint_id: doomed.id, status: 'succeeded' },
          { endpoint_id: doomed.id, status: 'failed' },
          { endpoint_id: kept.id, status: 'pending' },
        ]);

        assertError(await server.delete(one(ws, doomed.id), { token: ws.token }), 404, 'webhookEndpointNotFound');
        for (const action of ['pause', 'resume']) {
          assertError(await server.post(`${one(ws, doomed.id)}/${action}`, { token: ws.token }), 404, 'webhookEndpointNotFound');
        }
        assertError(await server.put(one(ws, doomed.id), { token: ws.token, body: { enabled: false } }), 404, 'webhookEndpointNotFound');
      });
    });

    describe('quota', () => {
      it('allows 10 endpoints per owner; the 11th answers 429 "Quota exceeded"; a delete frees a place', async () => {
        const ws = await server.createWorkspace();
        const made = [];
        for (let i = 0; i < 10; i++) made.push(await created(ws));
        const refused = await create(ws);
        assertError(refused, 429, 'quotaExceeded', 'Quota exceeded');
        assert.equal((await endpointRows(ws.company.id)).length, 10);
        await server.delete(one(ws, made[0].id), { token: ws.token });
        await created(ws);
        assertError(await create(ws), 429, 'quotaExceeded');
      });

      it('holds under 20 concurrent creates at 9 existing: exactly one more succeeds', async () => {
        const ws = await server.createWorkspace();
        for (let i = 0; i < 9; i++) await created(ws);
        const results = await Promise.all(Array.from({ length: 20 }, () => create(ws)));
        const statuses = results.map((r) => r.status).sort();
        assert.deepEqual(statuses, [201, ...Array(19).fill(429)]);
        assert.equal((await endpointRows(ws.company.id)).length, 10);
        const list = await server.get(`${base(ws)}/webhook_endpoints`, { token: ws.token });
        assert.equal(list.body.data.length, 10);
      });

      it('holds when 20 creates start in the same instant (through the service, so their queries interleave)', async () => {
        const ws = await server.createWorkspace();
        for (let i = 0; i < 9; i++) await created(ws);
        const scope = { companyId: ws.company.id, ownerKey: 'customer' };
        const body = { url: 'https://example.com/hooks', events: ['candidateAdded'] };
        const results = await Promise.allSettled(Array.from({ length: 20 }, () => server.services.webhookEndpoints.create(scope, body)));
        const fulfilled = results.filter((r) => r.status === 'fulfilled');
        assert.equal(fulfilled.length, 1);
        for (const r of results) if (r.status === 'rejected') assert.equal(r.reason.type, 'quotaExceeded');
        assert.equal((await endpointRows(ws.company.id)).length, 10);
      });

      it('holds under concurrency for the customer and a partner at once, each to its own 10', async () => {
        const ws = await server.createWorkspace();
        const partner = await member(ws, true);
        const results = await Promise.all(Array.from({ length: 30 }, (_, i) => create(i % 2 ? partner : ws)));
        assert.equal(results.filter((r) => r.status === 201).length, 20);
        assert.ok(results.every((r) => r.status === 201 || r.status === 429));
        const rows = await endpointRows(ws.company.id);
        assert.equal(rows.filter((r) => r.owner_key === 'customer').length, 10);
        assert.equal(rows.filter((r) => r.owner_key === `partner:${partner.user.id}`).length, 10);
      });

      it("the company's ordinary members share the customer quota and see the same endpoints", async () => {
        const ws = await server.createWorkspace();
        const colleague = await member(ws);
        for (let i = 0; i < 5; i++) await created(ws);
        for (let i = 0; i < 5; i++) await created(colleague);
        assertError(await create(colleague), 429, 'quotaExceeded', 'Quota exceeded');
        assertError(await create(ws), 429, 'quotaExceeded');
        const mine = await server.get(`${base(ws)}/webhook_endpoints`, { token: ws.token });
        const theirs = await server.get(`${base(colleague)}/webhook_endpoints`, { token: colleague.token });
        assert.equal(mine.body.data.length, 10);
        assert.deepEqual(theirs.body.data, mine.body.data);
        // And either may manage what the other made.
        const paused = await server.post(`${one(ws, theirs.body.data[9].id)}/pause`, { token: ws.token });
        assert.equal(paused.body.status, 'paused');
      });

      it('gives each partner a separate quota of 10 and its own endpoints only', async () => {
        const ws = await server.createWorkspace();
        const partner = await member(ws, true);
        const otherPartner = await member(ws, true);
        const customerMade = [];
        for (let i = 0; i < 10; i++) customerMade.push(await created(ws));
        assertError(await create(ws), 429, 'quotaExceeded');

        const partnerMade = [];
        for (let i = 0; i < 10; i++) partnerMade.push(await created(partner));
        assertError(await create(partner), 429, 'quotaExceeded', 'Quota exceeded');
        const otherMade = await created(otherPartner);

        const list = async (who: Workspace) =>
          (await server.get(`${base(who)}/webhook_endpoints`, { token: who.token })).body.data.map((e: any) => e.id);
        assert.deepEqual(
          await list(ws),
          customerMade.map((e) => e.id),
        );
        assert.deepEqual(
          await list(partner),
          partnerMade.map((e) => e.id),
        );
        assert.deepEqual(await list(otherPartner), [otherMade.id]);
        const rows = await endpointRows(ws.company.id);
        assert.equal(rows.filter((r) => r.owner_key === `partner:${partner.user.id}`).length, 10);
      });
    });

    describe('404 isolation', () => {
      async function assertHidden(who: Workspace, id: string, companyPath: Pick<Workspace, 'company'> = who) {
        const url = one(companyPath, id);
        const answers = [
          await server.get(url, { token: who.token }),
          await server.put(url, { token: who.token, body: { enabled: false } }),
          await server.post(`${url}/pause`, { token: who.token }),
          await server.post(`${url}/resume`, { token: who.token }),
          await server.delete(url, { token: who.token }),
        ];
        for (const res of answers) {
          assert.deepEqual(
            [res.status, res.body],
            [404, { error: { type: 'webhookEndpointNotFound', message: 'Webhook endpoint not found' } }],
            url,
          );
        }
      }

      it('answers the same 404 for unknown and malformed ids', async () => {
        const ws = await server.createWorkspace();
        for (const id of [
          WELL_FORMED_UNKNOWN_ID,
          'nope',
          'we_ABCDEF000000000000000000',
          'we_0000',
          '5f1d7a0b2c3e',
          `we_${'0'.repeat(25)}`,
          '%20',
        ]) {
          await assertHidden(ws, id);
        }
      });

      it("hides another company's endpoints, even from a member of both companies", async () => {
        const a = await server.createWorkspace();
        const b = await server.createWorkspace();
        const inB = await created(b);
        await server.addMember(b.company.id, a.user.id); // a's user now belongs to both
        await assertHidden(a, inB.id, a); // b's endpoint asked for under company a
        const outsider = await server.createWorkspace();
        await assertHidden(outsider, inB.id, outsider);
        // Untouched by all of that.
        const got = await server.get(one(b, inB.id), { token: b.token });
        assert.equal(got.status, 200);
        assert.equal(got.body.status, 'active');
        assert.equal(got.body.enabled, true);
      });

      it("hides another owner's endpoints in the same company, both ways", async () => {
        const ws = await server.createWorkspace();
        const partner = await member(ws, true);
        const otherPartner = await member(ws, true);
        const customers = await created(ws);
        const partners = await created(partner);
        await assertHidden(partner, customers.id);
        await assertHidden(ws, partners.id);
        await assertHidden(otherPartner, partners.id);
        assert.equal((await server.get(one(ws, customers.id), { token: ws.token })).status, 200);
        assert.equal((await server.get(one(partner, partners.id), { token: partner.token })).status, 200);
        assert.equal((await endpointRows(ws.company.id)).length, 2);
      });
    });

    describe('Pro plan', () => {
      it('answers 403 proPlanRequired to create, update, pause and resume of a company without it', async () => {
        const ws = await server.createWorkspace({ plan: 'free' });
        const url = one(ws, WELL_FORMED_UNKNOWN_ID);
        const answers = [
          await server.post(`${base(ws)}/webhook_endpoints`, {
            token: ws.token,
            body: { url: 'https://example.com', events: ['candidateAdded'] },
          }),
          await server.post(`${base(ws)}/webhook_endpoints`, { token: ws.token, body: { url: 'http://bad' } }),
          await server.put(url, { token: ws.token, body: { enabled: false } }),
          await server.put(one(ws, 'malformed'), { token: ws.token, body: { enabled: false } }),
          await server.post(`${url}/pause`, { token: ws.token }),
          await server.post(`${url}/resume`, { token: ws.token }),
        ];
        for (const res of answers) assertError(res, 403, 'proPlanRequired', 'Webhooks require the Pro plan');
        assert.equal((await endpointRows(ws.company.id)).length, 0);
        // Reads and delete are allowed off Pro: they find nothing here.
        assert.deepEqual((await server.get(`${base(ws)}/webhook_endpoints`, { token: ws.token })).body, { data: [] });
        assertError(await server.get(url, { token: ws.token }), 404, 'webhookEndpointNotFound');
        assertError(await server.delete(url, { token: ws.token }), 404, 'webhookEndpointNotFound');
      });

      it('checks membership first; after a downgrade the endpoints can be listed, read and deleted, not changed', async () => {
        const free = await server.createWorkspace({ plan: 'free' });
        const outsider = await server.createWorkspace();
        assertError(await server.get(`${base(free)}/webhook_endpoints`, { token: outsider.token }), 403, 'companyMembershipRequired');

        const ws = await server.createWorkspace();
        const kept = await created(ws, { description: 'kept' });
        const dropped = await created(ws);
        await server.services.companies.setPlan(ws.company.id, 'free');
        const list = await server.get(`${base(ws)}/webhook_endpoints`, { token: ws.token });
        assert.equal(list.status, 200);
        assert.deepEqual(
          list.body.data.map((e: { id: string }) => e.id),
          [kept.id, dropped.id],
        );
        const got = await server.get(one(ws, kept.id), { token: ws.token });
        assert.equal(got.status, 200);
        assert.equal(got.body.description, 'kept');
        assertError(await server.put(one(ws, kept.id), { token: ws.token, body: { description: 'changed' } }), 403, 'proPlanRequired');
        assertError(await server.post(`${one(ws, kept.id)}/pause`, { token: ws.token }), 403, 'proPlanRequired');
        assertError(await server.post(`${one(ws, kept.id)}/resume`, { token: ws.token }), 403, 'proPlanRequired');
        assertError(await create(ws), 403, 'proPlanRequired');
        assert.deepEqual((await server.delete(one(ws, dropped.id), { token: ws.token })).body, { success: true });
        assert.deepEqual(
          (await endpointRows(ws.company.id)).map((e) => [e.id, e.description, e.status]),
          [[kept.id, 'kept', 'active']],
        );

        await server.services.companies.setPlan(ws.company.id, 'pro');
        assert.equal((await server.put(one(ws, kept.id), { token: ws.token, body: { description: 'changed' } })).status, 200);
      });
    });

    describe('legacy endpoints', () => {
      /** The admin command line (run in this process: runCommand), against the test server's database and key. */
      async function cli(...args: string[]) {
        const { code, stdout, stderr } = await runCli([...args, '--json'], {
          DATABASE_URL: server.database.url,
          DATA_DIR: server.database.dataDir,
          LOG_LEVEL: 'silent',
          WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false',
        });
        assert.equal(code, 0, stderr);
        return JSON.parse(stdout);
      }

      it('come from the CLI: listed, readable, read-only, counted in the quota', async () => {
        const ws = await server.createWorkspace();
        const imported = await cli(
          'webhook',
          'import-legacy',
          '--company',
          ws.company.id,
          '--url',
          'https://legacy.example.com/hook',
          '--events',
          'candidateAdded, companyNotePosted',
        );
        assert.match(imported.id, ENDPOINT_ID);
        assert.match(imported.secret, SECRET);
        secrets.push(imported.secret);
        assert.equal(imported.is_legacy, true);

        const got = await server.get(one(ws, imported.id), { token: ws.token });
        assert.equal(got.status, 200);
        assert.equal(got.body.is_legacy, true);
        assert.equal(got.body.url, 'https://legacy.example.com/hook');
        assert.deepEqual(got.body.events, ['candidateAdded', 'companyNotePosted']);
        assert.equal(got.body.secret_prefix, imported.secret.slice(0, 12));
        assert.equal(got.body.secret, undefined);
        assert.deepEqual(got.body.stats, { successful_deliveries: 0, failed_deliveries: 0, last_delivery_at: null });

        const regular = await created(ws);
        assert.equal(regular.is_legacy, false);
        const list = await server.get(`${base(ws)}/webhook_endpoints`, { token: ws.token });
        assert.deepEqual(
          list.body.data.map((e: any) => [e.id, e.is_legacy]),
          [
            [imported.id, true],
            [regular.id, false],
          ],
        );

        const url = one(ws, imported.id);
        const refusals = [
          await server.put(url, { token: ws.token, body: { enabled: false } }),
          await server.put(url, { token: ws.token, body: {} }),
          await server.delete(url, { token: ws.token }),
          await server.post(`${url}/pause`, { token: ws.token }),
          await server.post(`${url}/resume`, { token: ws.token }),
        ];
        for (const res of refusals) assertError(res, 403, 'legacyEndpointReadOnly', 'Legacy webhook endpoints are read-only');
        assert.deepEqual((await server.get(url, { token: ws.token })).body, got.body);

        // 1 legacy + 9 regular = 10.
        for (let i = 0; i < 8; i++) await created(ws);
        assertError(await create(ws), 429, 'quotaExceeded');
      });

      it("belong to a partner's quota when --owner-user names a partner member, else to the customer's", async () => {
        const ws = await server.createWorkspace();
        const partner = await member(ws, true);
        const imported = await cli(
          'webhook',
          'import-legacy',
          '--company',
          ws.company.id,
          '--url',
          'https://legacy.example.com/p',
          '--events',
          'candidateDeleted',
          '--owner-user',
          partner.user.id,
        );
        secrets.push(imported.secret);
        assert.equal(imported.owner, `partner:${partner.user.id}`);
        assert.equal((await server.get(one(partner, imported.id), { token: partner.token })).body.is_legacy, true);
        assertError(await server.get(one(ws, imported.id), { token: ws.token }), 404, 'webhookEndpointNotFound');

        const byMember = await server.services.webhookEndpoints.importLegacy({
          companyId: ws.company.id,
          url: 'https://legacy.example.com/c',
          events: ['candidateDeleted'],
          ownerUserId: ws.user.id,
        });
        secrets.push(byMember.secret);
        assert.equal(byMember.owner, 'customer');
        assert.equal((await server.get(one(ws, byMember.id), { token: ws.token })).body.is_legacy, true);
      });

      it('are refused with the same URL and event rules, and for unknown companies, users and non-members', async () => {
        const ws = await server.createWorkspace();
        const env = { DATABASE_URL: server.database.url, DATA_DIR: server.database.dataDir, LOG_LEVEL: 'silent' };
        const failure = await runCli(
          ['webhook', 'import-legacy', '--company', ws.company.id, '--url', 'http://legacy.example.com', '--events', 'candidateAdded'],
          env,
        );
        assert.equal(failure.code, 1);
        assert.match(failure.stderr, /URL must use HTTPS protocol/);
        // At the terminal the bad names follow the message; with --json they are fields of the error.
        const badEvents = async (...extra: string[]) => {
          const result = await runCli(
            [
              'webhook',
              'import-legacy',
              '--company',
              ws.company.id,
              '--url',
              'https://legacy.example.com',
              '--events',
              'candidateAdded,bogus',
              ...extra,
            ],
            env,
          );
          assert.equal(result.code, 1, 'expected the CLI to fail');
          return result;
        };
        // First which database and key it opened, then the error.
        assert.match(
          (await badEvents()).stderr,
          /^recruiting-api: database \S.*; (key file|master key) .*\nrecruiting-api: Invalid events: bogus\n$/,
        );
        const asJson = JSON.parse((await badEvents('--json')).stderr);
        assert.deepEqual(asJson.error, { message: 'Invalid events', invalid_events: ['bogus'], allowed_events: [...EVENT_TYPES] });

        const importLegacy = (input: Partial<Parameters<TestServer['services']['webhookEndpoints']['importLegacy']>[0]>) =>
          server.services.webhookEndpoints
            .importLegacy({ companyId: ws.company.id, url: 'https://legacy.example.com', events: ['candidateAdded'], ...input })
            .then(
              () => assert.fail('expected a refusal'),
              (error: Error) => error.message,
            );
        assert.equal(await importLegacy({ events: ['candidateAdded', 'bogus'] }), 'Invalid events');
        assert.equal(await importLegacy({ events: [] }), 'At least one event must be specified');
        assert.equal(await importLegacy({ url: 'https://127.0.0.1/' }), 'URL must not point to a private or reserved address');
        assert.match(await importLegacy({ companyId: '000000000000' }), /No company/);
        assert.match(await importLegacy({ ownerUserId: '000000000000' }), /No user/);
        const stranger = await server.createUser({ partner: true });
        assert.match(await importLegacy({ ownerUserId: stranger.id }), /not a member/);
        assert.equal((await endpointRows(ws.company.id)).length, 0);
      });
    });

    describe('the secret at rest and in logs', () => {
      it('is stored only encrypted: no column holds it, and only the key opens it', async () => {
        const ws = await server.createWorkspace();
        const made = await created(ws);
        const rows = await endpointRows(ws.company.id);
        assert.equal(rows.length, 1);
        const body = made.secret.slice('whsec_'.length);
        for (const [column, value] of Object.entries(rows[0])) {
          assert.ok(!String(value).includes(made.secret), `${column} holds the secret`);
          assert.ok(!String(value).includes(body), `${column} holds the secret's random part`);
        }
        assert.equal(rows[0].secret_prefix, made.secret.slice(0, 12));
        assert.equal(server.services.secretBox.open(rows[0].secret_ciphertext), made.secret);
      });

      // Only SQLite keeps the database in files the test can read.
      if (dialect.name === 'sqlite')
        it('appears nowhere in the database files', async () => {
          const ws = await server.createWorkspace();
          const made = await created(ws);
          const file = sqliteFile(server.database);
          const bytes = Buffer.concat([file, `${file}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f)));
          // The scan can see the row: its id is there in clear.
          assert.ok(bytes.includes(Buffer.from(made.id)), 'the endpoint row is not in the files');
          for (const secret of secrets) {
            assert.ok(!bytes.includes(Buffer.from(secret)), 'a secret is in the database files in clear');
            assert.ok(!bytes.includes(Buffer.from(secret.slice('whsec_'.length))), "a secret's random part is in the database files");
          }
        });

      // Last: by now every kind of request above has been logged at trace level.
      it('never appears in a log line', async () => {
        assert.ok(secrets.length > 40, `only ${secrets.length} secrets seen`);
        assert.ok(
          server.logs.some((line) => line.includes('webhook endpoint created')),
          'the creates were not logged',
        );
        assert.ok(server.logs.length > 100);
        for (const secret of secrets) {
          const body = secret.slice('whsec_'.length);
          assert.equal(
            server.logs.find((line) => line.includes(secret) || line.includes(body)),
            undefined,
          );
        }
      });
    });

    describe('OpenAPI document', () => {
      it('describes all seven operations with their real schemas', async () => {
        const res = await server.get('/v3/openapi.json');
        assert.equal(res.status, 200);
        const paths = res.body.paths;
        const list = paths['/v3/company/{company_id}/webhook_endpoints'];
        const single = paths['/v3/company/{company_id}/webhook_endpoint/{endpoint_id}'];
        assert.ok(list?.get && list?.post, 'list and create');
        assert.ok(single?.get && single?.put && single?.delete, 'get, update, delete');
        assert.ok(paths['/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/pause']?.post, 'pause');
        assert.ok(paths['/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/resume']?.post, 'resume');

        const schemaOf = (op: any, status: string) => deref(res.body, op.responses[status].content['application/json'].schema);
        const createdSchema = schemaOf(list.post, '201');
        assert.ok(createdSchema.properties.secret);
        assert.equal(createdSchema.properties.secret_prefix, undefined);
        const endpointSchema = schemaOf(single.get, '200');
        assert.ok(endpointSchema.properties.secret_prefix);
        assert.equal(endpointSchema.properties.secret, undefined);
        assert.deepEqual(Object.keys(deref(res.body, endpointSchema.properties.stats).properties).sort(), [
          'failed_deliveries',
          'last_delivery_at',
          'successful_deliveries',
        ]);
        assert.deepEqual(schemaOf(list.get, '200').properties.data.items, { $ref: '#/components/schemas/WebhookEndpoint' });
        assert.ok(list.post.responses['429'] && list.post.responses['400']);
        const createBody = list.post.requestBody.content['application/json'].schema;
        assert.deepEqual(createBody.required.sort(), ['events', 'url']);
        const updateBody = single.put.requestBody.content['application/json'].schema;
        assert.deepEqual(Object.keys(updateBody.properties).sort(), ['description', 'enabled', 'events', 'headers', 'rate_limit', 'url']);
      });
    });
  });

  describe(`webhook endpoints with WEBHOOK_ALLOW_PRIVATE_TARGETS=true [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect, { env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }, role: 'api' });
    });
    after(() => server?.close());

    it('accepts private and loopback targets, still HTTPS only and without credentials', async () => {
      const ws = await server.createWorkspace();
      const post = (url: string) =>
        server.post(`/v3/company/${ws.company.id}/webhook_endpoints`, { token: ws.token, body: { url, events: ['candidateAdded'] } });
      for (const url of ['https://127.0.0.1:8443/hook', 'https://localhost/hook', 'https://[::1]/hook', 'https://10.0.0.8/']) {
        const res = await post(url);
        assert.equal(res.status, 201, res.text);
        assert.equal(res.body.url, url);
      }
      assert.equal((await post('http://127.0.0.1/')).body.error.message, 'URL must use HTTPS protocol');
      assert.equal((await post('https://u:p@127.0.0.1/')).body.error.message, 'URL must not contain credentials');
    });
  });
}

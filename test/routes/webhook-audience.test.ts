// Who receives a company's events, black box over HTTP, the admin command line
// and a real HTTPS receiver, on both dialects: a partner removed from the
// company gets nothing from that moment (its endpoints go with the
// membership), nor does a partner whose membership ended some other way; a
// company off the Pro plan fans out to nobody, its queued deliveries are
// cancelled, and it can still list, read and delete its endpoints; back on Pro
// it receives new events and can resend the cancelled ones.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { isoTime } from '../../src/clock.ts';
import { newId } from '../../src/ids.ts';
import { Store } from '../../src/storage/store.ts';
import { runCli } from '../helpers/cli.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { deliveryRow } from '../helpers/storage-fixtures.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

const DAY = 86_400_000;

type Workspace = Awaited<ReturnType<TestServer['createWorkspace']>>;

for (const dialect of DIALECTS) {
  describe(`who receives a company's events [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let receiver: HttpsReceiver;

    before(async () => {
      // Failed attempts wait a minute of the manual clock, which the tests do not reach.
      server = await startTestServer(dialect, { env: { WEBHOOK_RETRY_BASE_MS: '60000', WEBHOOK_RETRY_MAX_MS: '600000' } });
    });
    after(() => server?.close());
    afterEach(() => receiver?.close());

    /** The admin command line (run in this process: runCommand), against the test server's database. */
    async function cli(...args: string[]) {
      const { code, stdout, stderr } = await runCli([...args, '--json'], {
        DATABASE_URL: server.database.url,
        DATA_DIR: server.database.dataDir,
        LOG_LEVEL: 'silent',
      });
      assert.equal(code, 0, stderr);
      return JSON.parse(stdout);
    }

    const base = (ws: Pick<Workspace, 'company'>) => `/v3/company/${ws.company.id}`;

    async function createEndpoint(ws: Workspace, token: string, hookPath: string) {
      const res = await server.post(`${base(ws)}/webhook_endpoints`, {
        token,
        body: { url: receiver.url(hookPath), events: ['candidateAdded'] },
      });
      assert.equal(res.status, 201, res.text);
      return res.body as { id: string; secret: string };
    }

    /** `count` candidateAdded events committed together, through the outbox, so a worker fetches them in one batch. */
    async function commitEvents(companyId: string, count: number): Promise<string[]> {
      const store = new Store(server.services.storage, () => server.services.commits.notify());
      const ids: string[] = [];
      await store.transaction(async (tx) => {
        for (let i = 0; i < count; i++) {
          const id = newId(server.services.config.region);
          const now = server.clock.now();
          const payload = JSON.stringify({ _id: id, type: 'candidateAdded', object: { n: i }, creation_date: isoTime(now) });
          await tx.repos.events.record({ id, company_id: companyId, type: 'candidateAdded', payload, created_at: now });
          ids.push(id);
        }
      });
      return ids;
    }

    /** The receiver holds its first answer to `hookPath` until the returned function is called. */
    function holdFirst(hookPath: string): () => void {
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let held = false;
      receiver.behave = (request) => {
        if (request.path !== hookPath || held) return { status: 200 };
        held = true;
        return { status: 200, until: gate };
      };
      return release;
    }

    const received = (hookPath: string) =>
      receiver.requests.filter((r) => r.path === hookPath).map((r) => JSON.parse(r.body)._id as string);

    /** Every worker task has ended: whatever it was going to send of what it fetched, it has sent. */
    const workerIdle = () => eventually(async () => server.worker.leasesHeld === 0 || undefined, 10_000, 'the worker to hold no lease');

    async function deliveryRows(endpointId: string) {
      const rows = await server.services.storage.db
        .selectFrom('webhook_deliveries')
        .select(['event_id', 'status', 'last_error'])
        .where('endpoint_id', '=', endpointId)
        .orderBy('id')
        .execute();
      return rows;
    }

    it("stops a removed partner's endpoint at once, queued deliveries included, and deletes it with the membership", async () => {
      receiver = await HttpsReceiver.start();
      const ws = await server.createWorkspace();
      const partner = await server.createUser({ partner: true });
      await server.addMember(ws.company.id, partner.id);
      const partnerToken = await server.createPat(partner.id);
      const partnerEndpoint = await createEndpoint(ws, partnerToken, '/partner');
      const customerEndpoint = await createEndpoint(ws, ws.token, '/customer');

      const release = holdFirst('/partner');
      const queued = await commitEvents(ws.company.id, 3);
      // The partner's worker task has fetched all three and is waiting on the first answer.
      await receiver.waitFor((requests) => requests.some((r) => r.path === '/partner'));
      await receiver.waitFor((requests) => requests.filter((r) => r.path === '/customer').length === 3);

      const removed = await cli('member', 'remove', '--company', ws.company.id, '--user', partner.id);
      assert.deepEqual(removed, { company_id: ws.company.id, user_id: partner.id, removed: true, deleted_webhook_endpoints: 1 });
      release();
      await workerIdle();
      assert.deepEqual(received('/partner'), [queued[0]], 'only the delivery already in flight at the removal arrived');

      // Gone with the membership: the endpoint and its queue; the partner is no member any more.
      const { db } = server.services.storage;
      assert.equal((await db.selectFrom('webhook_endpoints').select('id').where('id', '=', partnerEndpoint.id).execute()).length, 0);
      assert.deepEqual(
        (await deliveryRows(partnerEndpoint.id)).filter((d) => d.status === 'pending'),
        [],
      );
      const partnerList = await server.get(`${base(ws)}/webhook_endpoints`, { token: partnerToken });
      assert.equal(partnerList.status, 403);
      assert.equal(partnerList.body.error.type, 'companyMembershipRequired');

      // Later events reach the customer's endpoint only.
      const later = await commitEvents(ws.company.id, 1);
      await receiver.waitFor((requests) => requests.filter((r) => r.path === '/customer').length === 4);
      await workerIdle();
      assert.deepEqual(received('/customer'), [...queued, ...later]);
      assert.deepEqual(received('/partner'), [queued[0]]);
      assert.deepEqual(
        (await deliveryRows(customerEndpoint.id)).map((d) => d.status),
        ['succeeded', 'succeeded', 'succeeded', 'succeeded'],
      );
    });

    it('sends nothing to a partner whose membership ended another way: cancels its queue, and retention deletes the endpoint', async () => {
      receiver = await HttpsReceiver.start();
      const ws = await server.createWorkspace();
      const partner = await server.createUser({ partner: true });
      await server.addMember(ws.company.id, partner.id);
      const endpoint = await createEndpoint(ws, await server.createPat(partner.id), '/partner');

      const release = holdFirst('/partner');
      const queued = await commitEvents(ws.company.id, 3);
      await receiver.waitFor((requests) => requests.some((r) => r.path === '/partner'));
      // The user deleted outright: its memberships go by foreign key, its endpoints stay behind.
      const { db } = server.services.storage;
      await db.deleteFrom('users').where('id', '=', partner.id).execute();
      release();
      await workerIdle();
      assert.deepEqual(received('/partner'), [queued[0]]);
      const reason = "Cancelled: the endpoint's owner is no longer a member of the company";
      assert.deepEqual(
        (await deliveryRows(endpoint.id)).slice(1).map((d) => [d.event_id, d.status, d.last_error]),
        queued.slice(1).map((id) => [id, 'cancelled', reason]),
        'what the worker had fetched is cancelled, not sent',
      );

      // No new delivery is queued for it; one queued anyway (an event committed at the
      // same moment, on PostgreSQL) is cancelled by the worker without being sent.
      const ignored = await commitEvents(ws.company.id, 1);
      assert.equal((await deliveryRows(endpoint.id)).length, 3);
      assert.equal(
        (await db.selectFrom('events').select('id').where('id', '=', ignored[0]!).execute()).length,
        1,
        'nobody receives it: stored for the events feed, queued for no one',
      );
      const [raced] = await commitEventsFor(endpoint.id, ws.company.id);
      await eventually(async () => (await deliveryRows(endpoint.id)).every((d) => d.status !== 'pending') || undefined);
      await workerIdle();
      assert.deepEqual((await deliveryRows(endpoint.id)).at(-1), { event_id: raced, status: 'cancelled', last_error: reason });
      assert.deepEqual(received('/partner'), [queued[0]]);

      const summary = await server.retention.runOnce();
      assert.equal(summary.endpoints, 1);
      assert.equal((await db.selectFrom('webhook_endpoints').select('id').where('id', '=', endpoint.id).execute()).length, 0);
    });

    /** A pending delivery of an event for one endpoint, written as a fan-out racing a membership's end would have. */
    async function commitEventsFor(endpointId: string, companyId: string): Promise<string[]> {
      const id = newId(server.services.config.region);
      const now = server.clock.now();
      const payload = JSON.stringify({ _id: id, type: 'candidateAdded', object: {}, creation_date: isoTime(now) });
      await server.services.storage.db
        .insertInto('events')
        .values({ id, company_id: companyId, type: 'candidateAdded', payload, created_at: now })
        .execute();
      await server.services.storage.db
        .insertInto('webhook_deliveries')
        .values(deliveryRow(endpointId, id, { next_attempt_at: now, created_at: now }))
        .execute();
      server.worker.wake();
      return [id];
    }

    it('off the Pro plan: queued deliveries cancelled, new events go nowhere, endpoints readable and deletable; back on Pro: delivered again, cancelled ones resent on request', async () => {
      receiver = await HttpsReceiver.start();
      const ws = await server.createWorkspace();
      const endpoint = await createEndpoint(ws, ws.token, '/hook');
      const spare = await createEndpoint(ws, ws.token, '/spare');
      const one = (id: string, rest = '') => `${base(ws)}/webhook_endpoint/${id}${rest}`;

      const release = holdFirst('/hook');
      const queued = await commitEvents(ws.company.id, 3);
      await receiver.waitFor((requests) => requests.some((r) => r.path === '/hook'));
      await receiver.waitFor((requests) => requests.filter((r) => r.path === '/spare').length === 3);
      await eventually(async () => (await deliveryRows(spare.id)).every((d) => d.status === 'succeeded') || undefined);

      const downgraded = await cli('company', 'set-plan', '--company', ws.company.id, '--plan', 'free');
      assert.equal(downgraded.plan, 'free');
      assert.equal(downgraded.cancelled_deliveries, 3, 'the two waiting and the one in flight');
      release();
      await workerIdle();
      assert.deepEqual(received('/hook'), [queued[0]], 'nothing after the one in flight');

      // While off Pro: events reach no endpoint (they are stored, as every event is, for the events feed).
      const { db } = server.services.storage;
      const offPro = await commitEvents(ws.company.id, 2);
      assert.equal((await db.selectFrom('events').select('id').where('id', 'in', offPro).execute()).length, 2);
      assert.equal((await db.selectFrom('webhook_deliveries').select('id').where('event_id', 'in', offPro).execute()).length, 0);

      // The customer can see, read and clean up; not change.
      const list = await server.get(`${base(ws)}/webhook_endpoints`, { token: ws.token });
      assert.deepEqual(
        list.body.data.map((e: { id: string }) => e.id),
        [endpoint.id, spare.id],
      );
      assert.equal((await server.get(one(endpoint.id), { token: ws.token })).status, 200);
      const log = await server.get(one(endpoint.id, '/deliveries?status=cancelled'), { token: ws.token });
      assert.deepEqual(
        log.body.data.map((d: any) => [d.event_id, d.status, d.last_error]).reverse(),
        queued.map((id) => [id, 'cancelled', 'Cancelled: the company is not on the Pro plan']),
      );
      for (const res of [
        await server.put(one(endpoint.id), { token: ws.token, body: { description: 'x' } }),
        await server.post(one(endpoint.id, '/pause'), { token: ws.token }),
        await server.post(one(endpoint.id, '/resume'), { token: ws.token }),
        await server.post(one(endpoint.id, '/recover'), { token: ws.token, body: { since: '2000-01-01' } }),
        await server.post(`${base(ws)}/webhook_endpoints`, {
          token: ws.token,
          body: { url: receiver.url('/new'), events: ['candidateAdded'] },
        }),
      ]) {
        assert.equal(res.status, 403, res.text);
        assert.equal(res.body.error.type, 'proPlanRequired');
      }
      assert.deepEqual((await server.delete(one(spare.id), { token: ws.token })).body, { success: true });
      await assert.rejects(
        cli('webhook', 'test', '--endpoint', endpoint.id),
        /Webhooks require the Pro plan/,
        'the admin command line sends nothing either',
      );
      await assert.rejects(cli('delivery', 'retry', '--id', log.body.data[0].id), /Webhooks require the Pro plan/);

      // Back on Pro: new events are delivered; the cancelled ones stay cancelled until asked for.
      const upgraded = await cli('company', 'set-plan', '--company', ws.company.id, '--plan', 'pro');
      assert.deepEqual([upgraded.plan, upgraded.cancelled_deliveries], ['pro', 0]);
      const fresh = await commitEvents(ws.company.id, 1);
      await receiver.waitFor((requests) => requests.filter((r) => r.path === '/hook').length === 2);
      await workerIdle();
      assert.deepEqual(received('/hook'), [queued[0], fresh[0]]);
      assert.deepEqual(
        (await deliveryRows(endpoint.id)).map((d) => d.status),
        ['cancelled', 'cancelled', 'cancelled', 'succeeded'],
      );

      const recovered = await server.post(one(endpoint.id, '/recover'), { token: ws.token, body: { since: '2000-01-01' } });
      assert.equal(recovered.status, 202, recovered.text);
      assert.deepEqual(recovered.body, { requeued: 3 });
      await receiver.waitFor((requests) => requests.filter((r) => r.path === '/hook').length === 5);
      await workerIdle();
      assert.deepEqual(received('/hook').slice(2), queued, 'resent in event order, same _id');

      // Cancelled deliveries are history like any finished one: retention removes them and their events.
      server.clock.advance(31 * DAY);
      await server.retention.runOnce();
      assert.deepEqual(await deliveryRows(endpoint.id), []);
      assert.equal((await db.selectFrom('events').select('id').where('company_id', '=', ws.company.id).execute()).length, 0);
    });
  });
}

// The delivery list's paging and filters, and who may see which deliveries,
// black-box over HTTP on both dialects. No delivery worker runs here, so the
// deliveries stay as arranged.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { companyPath, type Workspace } from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { encodeCursor } from '../../src/services/webhook-delivery-service.ts';
import { emitEvent } from '../helpers/webhook-fixtures.ts';

/** The cursor of a delivery the list gave: where a page that starts with it starts. */
const encodeCursorOf = (delivery: { id: string; created_at: string }) =>
  encodeCursor({ createdAt: Date.parse(delivery.created_at), id: Number(delivery.id) });

for (const dialect of DIALECTS) {
  describe(`webhook delivery list and isolation [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;

    before(async () => {
      server = await startTestServer(dialect, { role: 'api' });
    });
    after(() => server?.close());

    const workspace = async (): Promise<Workspace> => {
      const ws = await server.createWorkspace();
      return { company: ws.company, user: ws.user, token: ws.token };
    };
    const createEndpoint = async (ws: Workspace, events: string[] = ['candidateAdded', 'companyPositionAdded'], token = ws.token) => {
      const res = await server.post(companyPath(ws, '/webhook_endpoints'), { token, body: { url: 'https://example.com/hook', events } });
      assert.equal(res.status, 201, res.text);
      return res.body.id as string;
    };
    const deliveriesPath = (ws: Workspace, endpointId: string, query = '') =>
      companyPath(ws, `/webhook_endpoint/${endpointId}/deliveries${query}`);
    /** `n` events a millisecond apart on the manual clock, alternating two types. */
    const emit = async (ws: Workspace, n: number) => {
      for (let i = 0; i < n; i++) {
        server.clock.advance(1);
        await emitEvent(server, ws.company.id, i % 2 === 0 ? 'candidateAdded' : 'companyPositionAdded', { n: i });
      }
    };
    const pageThrough = async (ws: Workspace, endpointId: string, query: string, between?: () => Promise<void>) => {
      const seen: any[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res: { status: number; text: string; body: any } = await server.get(
          deliveriesPath(ws, endpointId, `${query}${query ? '&' : '?'}${cursor ? `cursor=${cursor}` : ''}`),
          { token: ws.token },
        );
        assert.equal(res.status, 200, res.text);
        seen.push(...res.body.data);
        cursor = res.body.next_cursor;
        pages++;
        await between?.();
      } while (cursor !== null && pages < 100);
      return { seen, pages };
    };

    it('pages newest first with a stable cursor while new deliveries arrive', async () => {
      const ws = await workspace();
      const endpoint = await createEndpoint(ws);
      await emit(ws, 23);
      const all = (await server.get(deliveriesPath(ws, endpoint, '?limit=200'), { token: ws.token })).body;
      assert.equal(all.data.length, 23);
      assert.equal(all.next_cursor, null);
      const times = all.data.map((d: any) => Date.parse(d.created_at));
      assert.deepEqual(
        times,
        [...times].sort((a, b) => b - a),
        'newest first',
      );
      assert.deepEqual(Object.keys(all.data[0]).sort(), [
        'attempt_count',
        'created_at',
        'event_id',
        'event_type',
        'id',
        'last_attempt_at',
        'last_error',
        'last_status_code',
        'next_attempt_at',
        'status',
        'waiting',
      ]);
      assert.equal(all.data[0].status, 'pending');
      assert.equal(all.data[0].attempt_count, 0);
      assert.equal(all.data[0].last_attempt_at, null);
      assert.equal(all.data[0].next_attempt_at, all.data[0].created_at);

      const { seen, pages } = await pageThrough(ws, endpoint, '?limit=5', () => emit(ws, 2));
      assert.equal(pages, 5);
      assert.deepEqual(
        seen.map((d) => d.id),
        all.data.map((d: any) => d.id),
        'every delivery once, none of those that arrived meanwhile',
      );
      const fresh = (await server.get(deliveriesPath(ws, endpoint, '?limit=200'), { token: ws.token })).body.data;
      assert.equal(fresh.length, 23 + 2 * pages);
      await emit(ws, 20);
      const first = (await server.get(deliveriesPath(ws, endpoint), { token: ws.token })).body;
      assert.equal(first.data.length, 50, 'limit 50 by default');
      assert.notEqual(first.next_cursor, null);
    });

    it('filters by status, event type and time window', async () => {
      const ws = await workspace();
      const endpoint = await createEndpoint(ws);
      await emit(ws, 12);
      const all = (await server.get(deliveriesPath(ws, endpoint, '?limit=200'), { token: ws.token })).body.data as any[];
      // Arrange outcomes directly: three failed, two succeeded, one cancelled.
      const { db } = server.services.storage;
      const setStatus = (ids: string[], status: 'failed' | 'succeeded' | 'cancelled') =>
        db
          .updateTable('webhook_deliveries')
          .set({ status, completed_at: server.clock.now(), attempts: 11 })
          .where('id', 'in', ids.map(Number))
          .execute();
      await setStatus([all[1].id, all[4].id, all[9].id], 'failed');
      await setStatus([all[2].id, all[3].id], 'succeeded');
      await setStatus([all[5].id], 'cancelled');
      const ids = async (query: string) => (await pageThrough(ws, endpoint, query)).seen.map((d) => d.id);
      assert.deepEqual(await ids('?status=failed'), [all[1].id, all[4].id, all[9].id]);
      assert.deepEqual(await ids('?status=failed&limit=2'), [all[1].id, all[4].id, all[9].id], 'over two pages');
      assert.deepEqual(await ids('?status=cancelled'), [all[5].id]);
      assert.deepEqual(await ids('?status=succeeded'), [all[2].id, all[3].id]);
      assert.deepEqual(
        await ids('?status=pending&limit=3'),
        all.filter((_, i) => ![1, 2, 3, 4, 5, 9].includes(i)).map((d) => d.id),
      );
      assert.deepEqual(
        await ids('?event_type=candidateAdded&limit=4'),
        all.filter((d) => d.event_type === 'candidateAdded').map((d) => d.id),
      );
      assert.deepEqual(
        await ids('?event_type=candidateAdded&status=failed'),
        [all[1], all[4], all[9]].filter((d) => d.event_type === 'candidateAdded').map((d) => d.id),
      );
      const window = `?since=${encodeURIComponent(all[8].created_at)}&until=${encodeURIComponent(all[2].created_at)}`;
      assert.deepEqual(
        await ids(window),
        all.slice(3, 9).map((d) => d.id),
        'since inclusive, until exclusive',
      );
      assert.deepEqual(
        await ids(`${window}&limit=1`),
        all.slice(3, 9).map((d) => d.id),
      );
      const day = all[0].created_at.slice(0, 10);
      assert.equal((await ids(`?since=${day}`)).length, 12, 'a date alone is UTC midnight');

      for (const [query, type] of [
        ['?limit=0', 'invalidLimit'],
        ['?limit=201', 'invalidLimit'],
        ['?limit=ten', 'invalidLimit'],
        ['?limit=1e309', 'invalidLimit'],
        ['?limit=-1e309', 'invalidLimit'],
        ['?limit=Infinity', 'invalidLimit'],
        ['?status=done', 'invalidStatus'],
        ['?event_type=nope', 'invalidEventType'],
        ['?since=2026-13-01', 'invalidDate'],
        ['?since=2026-01-01T10:00', 'invalidDate'],
        ['?since=2026-01-02&until=2026-01-01', 'invalidDate'],
        ['?cursor=abc', 'invalidCursor'],
        ['?cursor=MS4y%3D', 'invalidCursor'],
        ['?sort=asc', 'unknownParameter'],
        ['?order=asc', 'invalidOrder'],
        ['?status_code=99', 'invalidStatusCode'],
        ['?status_code=600', 'invalidStatusCode'],
        ['?status_code=2xx', 'invalidStatusCode'],
        [`?event_id=${'e'.repeat(101)}`, 'invalidEventId'],
        ['?before=abc', 'invalidCursor'],
        ['?status=failed&status=pending', 'invalidRequest'],
      ]) {
        const res = await server.get(deliveriesPath(ws, endpoint, query!), { token: ws.token });
        assert.equal(res.status, 400, `${query}: ${res.text}`);
        assert.equal(res.body.error.type, type, query);
      }
    });

    it('pages both ways in either order, each page one range of the index', async () => {
      const ws = await workspace();
      const endpoint = await createEndpoint(ws);
      await emit(ws, 11);
      const newest = (await server.get(deliveriesPath(ws, endpoint, '?limit=200'), { token: ws.token })).body.data.map((d: any) => d.id);
      const get = async (query: string) => {
        const res = await server.get(deliveriesPath(ws, endpoint, query), { token: ws.token });
        assert.equal(res.status, 200, res.text);
        return res.body as { data: Array<{ id: string; created_at: string }>; next_cursor: string | null; previous_cursor: string | null };
      };
      const ids = (page: { data: Array<{ id: string }> }) => page.data.map((d) => d.id);

      const first = await get('?limit=4');
      assert.deepEqual(ids(first), newest.slice(0, 4));
      assert.equal(first.previous_cursor, null, 'nothing before the first page');
      const second = await get(`?limit=4&cursor=${first.next_cursor}`);
      assert.deepEqual(ids(second), newest.slice(4, 8));
      const third = await get(`?limit=4&cursor=${second.next_cursor}`);
      assert.deepEqual(ids(third), newest.slice(8, 11));
      assert.equal(third.next_cursor, null);
      // Back from the third page: the second again, then the first, whose previous_cursor is null.
      const back = await get(`?limit=4&before=${third.previous_cursor}`);
      assert.deepEqual(ids(back), newest.slice(4, 8));
      assert.equal(back.next_cursor !== null, true);
      assert.deepEqual(ids(await get(`?limit=4&cursor=${back.next_cursor}`)), newest.slice(8, 11), 'and forward again');
      const backToFirst = await get(`?limit=4&before=${back.previous_cursor}`);
      assert.deepEqual(ids(backToFirst), newest.slice(0, 4));
      assert.equal(backToFirst.previous_cursor, null);

      // Oldest first: the oldest delivery is the first row of the first page, whatever the log's length.
      const oldest = [...newest].reverse();
      const o1 = await get('?order=oldest&limit=5');
      assert.deepEqual(ids(o1), oldest.slice(0, 5));
      const o2 = await get(`?order=oldest&limit=5&cursor=${o1.next_cursor}`);
      assert.deepEqual(ids(o2), oldest.slice(5, 10));
      assert.deepEqual(ids(await get(`?order=oldest&limit=5&before=${o2.previous_cursor}`)), oldest.slice(0, 5));

      // New deliveries since the top of a page: `before` its first row's cursor counts them.
      const top = await get('?limit=4');
      await emit(ws, 3);
      const since = await get(`?limit=4&before=${encodeCursorOf(top.data[0]!)}`);
      assert.equal(since.data.length, 3, 'the three new ones');
      assert.equal(since.previous_cursor, null, 'and none newer than those');
      const both = await server.get(deliveriesPath(ws, endpoint, `?cursor=${first.next_cursor}&before=${first.next_cursor}`), {
        token: ws.token,
      });
      assert.equal(both.status, 400);
      assert.equal(both.body.error.type, 'invalidCursor');
    });

    it('finds a delivery by its event id and filters by the latest status code', async () => {
      const ws = await workspace();
      const endpoint = await createEndpoint(ws);
      await emit(ws, 6);
      const all = (await server.get(deliveriesPath(ws, endpoint), { token: ws.token })).body.data as any[];
      const { db } = server.services.storage;
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'failed', last_status_code: 503 })
        .where('id', '=', Number(all[1].id))
        .execute();
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'succeeded', last_status_code: 200 })
        .where('id', 'in', [Number(all[2].id), Number(all[4].id)])
        .execute();
      const ids = async (query: string) =>
        ((await server.get(deliveriesPath(ws, endpoint, query), { token: ws.token })).body.data as any[]).map((d) => d.id);
      assert.deepEqual(await ids(`?event_id=${encodeURIComponent(all[3].event_id)}`), [all[3].id]);
      assert.deepEqual(await ids('?event_id=no-such-event'), []);
      assert.deepEqual(await ids('?status_code=503'), [all[1].id]);
      assert.deepEqual(await ids('?status_code=200'), [all[2].id, all[4].id]);
      assert.deepEqual(await ids('?status_code=200&status=failed'), []);
      // Another endpoint's event is not found through this one.
      const other = await createEndpoint(ws, ['candidateAdded']);
      const otherEvent = (await server.get(deliveriesPath(ws, other), { token: ws.token })).body.data as any[];
      assert.equal(otherEvent.length, 0, 'made after the events');
      await emit(ws, 1);
      const fresh = (await server.get(deliveriesPath(ws, other), { token: ws.token })).body.data[0];
      assert.deepEqual(await ids(`?event_id=${encodeURIComponent(fresh.event_id)}`), [
        (await server.get(deliveriesPath(ws, endpoint, '?limit=1'), { token: ws.token })).body.data[0].id,
      ]);
      const elsewhere = await workspace();
      const foreign = await createEndpoint(elsewhere);
      await emitEvent(server, elsewhere.company.id, 'candidateAdded', {});
      const foreignEvent = (await server.get(deliveriesPath(elsewhere, foreign), { token: elsewhere.token })).body.data[0].event_id;
      assert.deepEqual(await ids(`?event_id=${encodeURIComponent(foreignEvent)}`), []);
    });

    it('says what a pending delivery waits for: an earlier delivery, a paused or a disabled endpoint', async () => {
      const ws = await workspace();
      const endpoint = await createEndpoint(ws);
      await emit(ws, 3);
      const list = async () => (await server.get(deliveriesPath(ws, endpoint), { token: ws.token })).body.data as any[];
      const [third, second, head] = await list();
      assert.equal(head.waiting, null, 'the head of the queue waits for nothing but its own attempt');
      assert.deepEqual(second.waiting, { reason: 'earlier_delivery', delivery_id: head.id });
      assert.deepEqual(third.waiting, { reason: 'earlier_delivery', delivery_id: head.id });
      const one = await server.get(companyPath(ws, `/webhook_endpoint/${endpoint}/delivery/${third.id}`), { token: ws.token });
      assert.deepEqual(one.body.waiting, { reason: 'earlier_delivery', delivery_id: head.id }, 'and so does the delivery itself');

      const { db } = server.services.storage;
      await db.updateTable('webhook_deliveries').set({ status: 'succeeded' }).where('id', '=', Number(head.id)).execute();
      const after = await list();
      assert.equal(after[1].waiting, null, 'the next in line is the head now');
      assert.deepEqual(after[0].waiting, { reason: 'earlier_delivery', delivery_id: second.id });
      assert.equal(after[2].waiting, null, 'a finished delivery waits for nothing');

      assert.equal((await server.post(companyPath(ws, `/webhook_endpoint/${endpoint}/pause`), { token: ws.token })).status, 200);
      for (const delivery of (await list()).filter((d) => d.status === 'pending')) {
        assert.deepEqual(delivery.waiting, { reason: 'endpoint_paused', delivery_id: null });
      }
      await server.post(companyPath(ws, `/webhook_endpoint/${endpoint}/resume`), { token: ws.token });
      const disabled = await server.put(companyPath(ws, `/webhook_endpoint/${endpoint}`), { token: ws.token, body: { enabled: false } });
      assert.equal(disabled.status, 200, disabled.text);
      for (const delivery of (await list()).filter((d) => d.status === 'pending')) {
        assert.deepEqual(delivery.waiting, { reason: 'endpoint_disabled', delivery_id: null });
      }
    });

    it('answers a dry run of recover and of resume with how many deliveries it would touch, and changes nothing', async () => {
      const ws = await workspace();
      const endpoint = await createEndpoint(ws);
      await emit(ws, 5);
      const all = (await server.get(deliveriesPath(ws, endpoint), { token: ws.token })).body.data as any[];
      const { db } = server.services.storage;
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'failed', completed_at: server.clock.now() })
        .where('id', 'in', [Number(all[0].id), Number(all[2].id)])
        .execute();
      const recover = companyPath(ws, `/webhook_endpoint/${endpoint}/recover`);
      const preview = await server.post(recover, { token: ws.token, body: { since: '2020-01-01', dry_run: true } });
      assert.equal(preview.status, 200, preview.text);
      assert.deepEqual(preview.body, { dry_run: true, deliveries: 2, more: false });
      const still = async (status: string) =>
        (await server.get(deliveriesPath(ws, endpoint, `?status=${status}`), { token: ws.token })).body.data.length;
      assert.equal(await still('failed'), 2, 'a dry run queues nothing');
      const window = await server.post(recover, { token: ws.token, body: { since: all[1].created_at, dry_run: true } });
      assert.deepEqual(window.body, { dry_run: true, deliveries: 1, more: false }, 'only the window');
      const bad = await server.post(recover, { token: ws.token, body: { since: '2020-01-01', dry_run: 'yes' } });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.error.type, 'invalidDryRun');
      const done = await server.post(recover, { token: ws.token, body: { since: '2020-01-01', dry_run: false } });
      assert.equal(done.status, 202);
      assert.deepEqual(done.body, { requeued: 2 }, 'the count the dry run gave');

      const resume = companyPath(ws, `/webhook_endpoint/${endpoint}/resume`);
      const active = await server.post(resume, { token: ws.token, body: { discard_held: true, dry_run: true } });
      assert.deepEqual(active.body, { dry_run: true, deliveries: 0, more: false }, 'an active endpoint holds nothing');
      await server.post(companyPath(ws, `/webhook_endpoint/${endpoint}/pause`), { token: ws.token });
      await emit(ws, 2);
      const held = await server.post(resume, { token: ws.token, body: { discard_held: true, dry_run: true } });
      assert.equal(held.status, 200, held.text);
      assert.deepEqual(
        held.body,
        { dry_run: true, deliveries: 7, more: false },
        'every pending delivery: 5 queued before the pause, 2 held',
      );
      const endpointNow = await server.get(companyPath(ws, `/webhook_endpoint/${endpoint}`), { token: ws.token });
      assert.equal(endpointNow.body.status, 'paused', 'a dry run does not resume');
      assert.equal(await still('cancelled'), 0);
      const badResume = await server.post(resume, { token: ws.token, body: { dry_run: 1 } });
      assert.equal(badResume.status, 400);
      assert.equal(badResume.body.error.type, 'invalidDryRun');
      const resumed = await server.post(resume, { token: ws.token, body: { discard_held: true } });
      assert.equal(resumed.body.status, 'active');
      assert.equal(await still('cancelled'), 7, 'the count the dry run gave');
    });

    it('answers 404 for deliveries of endpoints the caller may not see, and follows the plan rule', async () => {
      const a = await workspace();
      const partner = await server.createUser({ partner: true });
      await server.addMember(a.company.id, partner.id);
      const partnerToken = await server.createPat(partner.id);
      const customerEndpoint = await createEndpoint(a);
      const partnerEndpoint = await createEndpoint(a, ['candidateAdded'], partnerToken);
      const b = await workspace();
      const bEndpoint = await createEndpoint(b);
      await emit(a, 2);
      await emit(b, 1);
      const customerDelivery = (await server.get(deliveriesPath(a, customerEndpoint), { token: a.token })).body.data[0].id as string;
      const partnerDelivery = (await server.get(deliveriesPath(a, partnerEndpoint), { token: partnerToken })).body.data[0].id as string;
      const bDelivery = (await server.get(deliveriesPath(b, bEndpoint), { token: b.token })).body.data[0].id as string;

      const routes = (endpoint: string, delivery: string) =>
        [
          ['GET', `/webhook_endpoint/${endpoint}/deliveries`],
          ['GET', `/webhook_endpoint/${endpoint}/delivery/${delivery}`],
          ['POST', `/webhook_endpoint/${endpoint}/delivery/${delivery}/retry`],
          ['POST', `/webhook_endpoint/${endpoint}/recover`],
          ['POST', `/webhook_endpoint/${endpoint}/test`],
          ['POST', `/webhook_endpoint/${endpoint}/rotate_secret`],
        ] as const;
      const call = (ws: Workspace, token: string | undefined, method: string, path: string) =>
        server.request(method, companyPath(ws, path), { token, body: path.endsWith('/recover') ? { since: '2020-01-01' } : undefined });
      const expect = async (status: number, type: string, ws: Workspace, token: string | undefined, endpoint: string, delivery: string) => {
        for (const [method, path] of routes(endpoint, delivery)) {
          const res = await call(ws, token, method, path);
          assert.equal(res.status, status, `${method} ${path}: ${res.text}`);
          assert.equal(res.body.error.type, type, `${method} ${path}`);
        }
      };
      await expect(401, 'missingAccessToken', a, undefined, customerEndpoint, customerDelivery);
      await expect(403, 'companyMembershipRequired', a, b.token, customerEndpoint, customerDelivery);
      await expect(404, 'webhookEndpointNotFound', a, partnerToken, customerEndpoint, customerDelivery);
      await expect(404, 'webhookEndpointNotFound', a, a.token, partnerEndpoint, partnerDelivery);
      await expect(404, 'webhookEndpointNotFound', a, a.token, bEndpoint, bDelivery);
      await expect(404, 'webhookEndpointNotFound', a, a.token, 'we_zz', customerDelivery);
      // Another endpoint's delivery in the path of one's own endpoint.
      for (const [method, path] of routes(customerEndpoint, bDelivery).slice(1, 3)) {
        const res = await call(a, a.token, method, path);
        assert.equal(res.status, 404, `${method} ${path}`);
        assert.equal(res.body.error.type, 'deliveryNotFound');
      }
      const own = await server.get(deliveriesPath(a, partnerEndpoint), { token: partnerToken });
      assert.deepEqual(
        own.body.data.map((d: any) => d.id),
        [partnerDelivery],
        'a partner sees its own',
      );

      // Off the Pro plan: reads stay, writes are refused before anything else.
      await server.services.companies.setPlan(a.company.id, 'free');
      assert.equal((await call(a, a.token, 'GET', `/webhook_endpoint/${customerEndpoint}/deliveries`)).status, 200);
      assert.equal((await call(a, a.token, 'GET', `/webhook_endpoint/${customerEndpoint}/delivery/${customerDelivery}`)).status, 200);
      for (const [method, path] of routes(customerEndpoint, customerDelivery).slice(2)) {
        const res = await call(a, a.token, method, path);
        assert.equal(res.status, 403, `${method} ${path}`);
        assert.equal(res.body.error.type, 'proPlanRequired');
      }
      const unknownOffPro = await call(a, a.token, 'POST', `/webhook_endpoint/we_${'0'.repeat(24)}/test`);
      assert.equal(unknownOffPro.body.error.type, 'proPlanRequired', 'the plan before the endpoint');
    });
  });
}

// The delivery list's paging and filters, and who may see which deliveries,
// black-box over HTTP on both dialects. No delivery worker runs here, so the
// deliveries stay as arranged.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { companyPath, type Workspace } from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { emitEvent } from '../helpers/webhook-fixtures.ts';

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
        ['?status=failed&status=pending', 'invalidRequest'],
      ]) {
        const res = await server.get(deliveriesPath(ws, endpoint, query!), { token: ws.token });
        assert.equal(res.status, 400, `${query}: ${res.text}`);
        assert.equal(res.body.error.type, type, query);
      }
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

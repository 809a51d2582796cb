// The events feed (GET /v3/company/{company_id}/events), black box over HTTP
// on both dialects: every event of the company, received or not, newest
// first, with the ids and the exact bytes its deliveries carry; paging,
// filters and their errors; the retention window; test events left out; the
// Pro plan, membership and a partner's narrower view. No delivery worker
// runs, so deliveries stay as they were queued.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { assertErrorShape } from '../helpers/error-shape.ts';
import { companyPath, type Workspace } from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { emitEvent } from '../helpers/webhook-fixtures.ts';

const DAY = 86_400_000;

function assertError(res: { status: number; body: unknown; text: string }, status: number, type?: string): void {
  assert.equal(res.status, status, res.text);
  assertErrorShape(res.body);
  if (type) assert.equal(res.body.error.type, type, res.text);
}

for (const dialect of DIALECTS) {
  describe(`the events feed [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;

    before(async () => {
      server = await startTestServer(dialect, { role: 'api', env: { EVENTS_RETENTION_DAYS: '7' } });
    });
    after(() => server?.close());

    const feed = (ws: Workspace, query = '', token = ws.token) => server.get(companyPath(ws, `/events${query}`), { token });
    const createEndpoint = async (ws: Workspace, events: string[], token = ws.token) => {
      const res = await server.post(companyPath(ws, '/webhook_endpoints'), { token, body: { url: 'https://example.com/hook', events } });
      assert.equal(res.status, 201, res.text);
      return res.body.id as string;
    };
    /** `n` events a millisecond apart on the manual clock, alternating two types. */
    const emit = async (ws: Workspace, n: number) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) {
        server.clock.advance(1);
        ids.push((await emitEvent(server, ws.company.id, i % 2 === 0 ? 'candidateAdded' : 'companyPositionAdded', { n: i }))._id);
      }
      return ids;
    };
    const pageThrough = async (ws: Workspace, query: string, token = ws.token) => {
      const seen: any[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res: { status: number; text: string; body: any } = await feed(
          ws,
          `${query}${query ? '&' : '?'}${cursor ? `cursor=${cursor}` : ''}`,
          token,
        );
        assert.equal(res.status, 200, res.text);
        seen.push(...res.body.data);
        cursor = res.body.next_cursor;
        pages++;
      } while (cursor !== null && pages < 100);
      return { seen, pages };
    };

    it('lists every event, received or not, newest first, with the id and the exact bytes of its deliveries', async () => {
      const ws = await server.createWorkspace();
      const endpoint = await createEndpoint(ws, ['candidateAdded']);
      const ids = await emit(ws, 6);
      const res = await feed(ws);
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.next_cursor, null);
      assert.deepEqual(
        res.body.data.map((e: any) => e._id),
        [...ids].reverse(),
        'all six, newest first: the three nobody subscribed to as well',
      );
      assert.deepEqual(Object.keys(res.body.data[0]).sort(), ['_id', 'created_at', 'payload', 'type']);
      const deliveries = (await server.get(companyPath(ws, `/webhook_endpoint/${endpoint}/deliveries`), { token: ws.token })).body.data;
      assert.equal(deliveries.length, 3);
      for (const delivery of deliveries) {
        const event = res.body.data.find((e: any) => e._id === delivery.event_id);
        assert.ok(event, `the feed has the event of delivery ${delivery.id}`);
        assert.equal(event.type, delivery.event_type);
        assert.equal(event.created_at, delivery.created_at);
        const detail = await server.get(companyPath(ws, `/webhook_endpoint/${endpoint}/delivery/${delivery.id}`), { token: ws.token });
        assert.equal(event.payload, detail.body.payload, 'byte for byte what the delivery sends');
        assert.equal(JSON.parse(event.payload)._id, event._id);
      }
    });

    it('pages with a stable cursor, filters by type and time, and leaves test events out', async () => {
      const ws = await server.createWorkspace();
      const endpoint = await createEndpoint(ws, ['candidateAdded']);
      const ids = await emit(ws, 25);
      const test = await server.post(companyPath(ws, `/webhook_endpoint/${endpoint}/test`), { token: ws.token });
      assert.equal(test.status, 202, test.text);

      const { seen, pages } = await pageThrough(ws, '?limit=4');
      assert.deepEqual(
        seen.map((e) => e._id),
        [...ids].reverse(),
        'every event once, in order, and no test event',
      );
      assert.equal(pages, 7);

      const added = await pageThrough(ws, '?type=candidateAdded&limit=5');
      assert.deepEqual(
        added.seen.map((e) => e._id),
        ids.filter((_, i) => i % 2 === 0).reverse(),
      );
      assert.ok(added.seen.every((e) => e.type === 'candidateAdded'));

      const times = seen.map((e) => e.created_at);
      const window = await pageThrough(ws, `?since=${times[20]}&until=${times[10]}`);
      assert.deepEqual(
        window.seen.map((e) => e._id),
        seen.slice(11, 21).map((e) => e._id),
        'since inclusive, until exclusive',
      );
    });

    it('lists only what is kept: events older than EVENTS_RETENTION_DAYS are gone from the feed', async () => {
      const ws = await server.createWorkspace();
      const [old] = await emit(ws, 1);
      server.clock.advance(6 * DAY);
      const [recent] = await emit(ws, 1);
      assert.deepEqual(
        (await feed(ws)).body.data.map((e: any) => e._id),
        [recent, old],
      );
      server.clock.advance(DAY);
      assert.deepEqual(
        (await feed(ws)).body.data.map((e: any) => e._id),
        [recent],
        'seven days on, the first is past the window',
      );
    });

    it('refuses a bad query with a clear error', async () => {
      const ws = await server.createWorkspace();
      assertError(await feed(ws, '?limit=0'), 400, 'invalidLimit');
      assertError(await feed(ws, '?limit=201'), 400, 'invalidLimit');
      for (const huge of ['1e309', '-1e309', 'Infinity', '-Infinity', 'NaN'])
        assertError(await feed(ws, `?limit=${huge}`), 400, 'invalidLimit');
      assertError(await feed(ws, '?type=candidateHired'), 400, 'invalidEventType');
      assertError(await feed(ws, '?since=yesterday'), 400, 'invalidDate');
      assertError(await feed(ws, '?since=2026-02-01&until=2026-01-01'), 400, 'invalidDate');
      assertError(await feed(ws, '?cursor=bm90LWEtY3Vyc29y'), 400, 'invalidCursor');
      assertError(await feed(ws, '?status=failed'), 400, 'unknownParameter');
      assertError(await feed(ws, '?type=candidateAdded&type=candidateDeleted'), 400, 'invalidRequest');
    });

    it('needs the Pro plan and membership, like the webhook routes', async () => {
      const free = await server.createWorkspace({ plan: 'free' });
      await emit(free, 1);
      assertError(await feed(free), 403, 'proPlanRequired');
      const ws = await server.createWorkspace();
      const stranger = await server.createWorkspace();
      assertError(await feed(ws, '', stranger.token), 403, 'companyMembershipRequired');
      assertError(await server.get(companyPath(ws, '/events')), 401);
    });

    it('shows a partner only what its endpoints would receive, since it became a member', async () => {
      const ws = await server.createWorkspace();
      const [before] = await emit(ws, 1); // a candidateAdded before the partner joined
      server.clock.advance(10);
      const partner = await server.createUser({ partner: true });
      await server.addMember(ws.company.id, partner.id);
      const partnerToken = await server.createPat(partner.id);
      assert.deepEqual((await feed(ws, '', partnerToken)).body, { data: [], next_cursor: null }, 'no endpoint: nothing');

      await createEndpoint(ws, ['candidateAdded'], partnerToken);
      const ids = await emit(ws, 6);
      const { seen } = await pageThrough(ws, '?limit=2', partnerToken);
      assert.deepEqual(
        seen.map((e) => e._id),
        ids.filter((_, i) => i % 2 === 0).reverse(),
        'its subscribed type only, and nothing from before it joined',
      );
      assert.ok(!seen.some((e) => e._id === before));
      assert.deepEqual((await feed(ws, '?type=companyPositionAdded', partnerToken)).body.data, [], 'a type it does not receive');
      const customer = await pageThrough(ws, '');
      assert.equal(customer.seen.length, 7, 'the customer sees every event');
    });
  });
}

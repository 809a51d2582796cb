// The endpoint list is kept per owner in each API process and served again
// while nothing it shows changed (services/endpoint-list-cache.ts). Black box
// over HTTP, on each backend: a list one process has kept shows at once every
// change made through another process on the same database (create, update,
// headers, pause and resume, disable and enable, secret rotation, delete),
// and the stats a delivery changes; its ETag follows.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { useDeliverySuite } from '../helpers/delivery-suite.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';
import { companyPath, createPosition } from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

type Workspace = Awaited<ReturnType<TestServer['createWorkspace']>>;

for (const dialect of DIALECTS) {
  describe(`the kept endpoint list [${dialect.name}]`, { skip: dialect.skip }, () => {
    let reader: TestServer;
    let writer: TestServer;
    let ws: Workspace;

    before(async () => {
      reader = await startTestServer(dialect, { role: 'api' });
      // A second API process on the same database: the reader hears nothing from it but what the database holds.
      writer = await startTestServer(dialect, { role: 'api', database: reader.database });
      ws = await reader.createWorkspace();
    });
    after(async () => {
      await writer?.server.close();
      await reader?.close();
    });

    const listPath = () => companyPath(ws, '/webhook_endpoints');
    const onePath = (id: string, rest = '') => companyPath(ws, `/webhook_endpoint/${id}${rest}`);

    /** The reader's list, asked twice so that the second answer is the kept one; both must agree. */
    async function readerList(): Promise<{ data: any[]; etag: string }> {
      const first = await reader.get(listPath(), { token: ws.token });
      assert.equal(first.status, 200, first.text);
      const again = await reader.get(listPath(), { token: ws.token });
      assert.equal(again.text, first.text);
      assert.equal(again.headers.get('etag'), first.headers.get('etag'));
      return { data: first.body.data, etag: first.headers.get('etag')! };
    }

    async function write(method: 'post' | 'put' | 'delete', path: string, body?: unknown) {
      const res = await writer[method](path, { token: ws.token, ...(body === undefined ? {} : { body }) });
      assert.ok(res.status === 200 || res.status === 201, `${method} ${path}: ${res.status} ${res.text}`);
      return res.body;
    }

    /** The writer's own answer for the endpoint, which the reader's list must now show as it is. */
    async function shownByWriter(id: string) {
      return (await writer.get(onePath(id), { token: ws.token })).body;
    }

    it('shows at once every change another process makes, with a new ETag', async () => {
      let previous = '';
      const check = async (expected: any[]) => {
        const { data, etag } = await readerList();
        assert.deepEqual(data, expected);
        assert.notEqual(etag, previous, 'a changed list has a new ETag');
        previous = etag;
        // The kept answer still honours If-None-Match.
        const conditional = await reader.get(listPath(), { token: ws.token, headers: { 'if-none-match': etag } });
        assert.equal(conditional.status, 304);
      };
      await check([]);

      const created = await write('post', listPath(), { url: 'https://example.com/a', events: ['candidateAdded'] });
      const first = created.id as string;
      await check([await shownByWriter(first)]);

      const second = (await write('post', listPath(), { url: 'https://example.com/b', events: ['candidateAdded'] })).id as string;
      await check([await shownByWriter(first), await shownByWriter(second)]);

      const steps: [what: string, target: string, method: 'post' | 'put', path: string, body?: unknown][] = [
        ['a description', first, 'put', onePath(first), { description: 'Renamed' }],
        ['a rate limit', first, 'put', onePath(first), { rate_limit: 5 }],
        ['custom headers', first, 'put', onePath(first), { headers: { 'X-Api-Key': 'kept-list-secret-value' } }],
        ['a pause', first, 'post', onePath(first, '/pause')],
        ['a resume', first, 'post', onePath(first, '/resume')],
        ['a disable', second, 'put', onePath(second), { enabled: false }],
        ['an enable', second, 'put', onePath(second), { enabled: true }],
        ['a secret rotation', second, 'post', onePath(second, '/rotate_secret'), { overlap_hours: 0 }],
      ];
      for (const [what, target, method, path, body] of steps) {
        const before = await shownByWriter(target);
        await write(method, path, body);
        assert.notDeepEqual(await shownByWriter(target), before, `${what} shows in the endpoint`);
        await check([await shownByWriter(first), await shownByWriter(second)]);
      }
      const { data } = await readerList();
      assert.ok(!JSON.stringify(data).includes('kept-list-secret-value'), 'header values are never kept nor shown');

      await write('delete', onePath(first));
      await check([await shownByWriter(second)]);
      await write('delete', onePath(second));
      await check([]);
    });

    it('keeps each owner apart', async () => {
      const partner = await reader.createUser({ partner: true });
      await reader.addMember(ws.company.id, partner.id);
      const partnerToken = await reader.createPat(partner.id);
      const mine = await write('post', listPath(), { url: 'https://example.com/mine', events: ['candidateAdded'] });
      const partnerList = async () => (await reader.get(listPath(), { token: partnerToken })).body.data;
      assert.deepEqual(await partnerList(), []);
      assert.deepEqual(
        (await readerList()).data.map((e) => e.id),
        [mine.id],
      );
      const theirs = await writer.post(listPath(), {
        token: partnerToken,
        body: { url: 'https://example.com/theirs', events: ['candidateAdded'] },
      });
      assert.equal(theirs.status, 201);
      assert.deepEqual(
        (await partnerList()).map((e: any) => e.id),
        [theirs.body.id],
      );
      assert.deepEqual(
        (await readerList()).data.map((e) => e.id),
        [mine.id],
      );
      await write('delete', onePath(mine.id));
    });
  });

  describe(`the kept endpoint list and deliveries [${dialect.name}]`, { skip: dialect.skip }, () => {
    const suite = useDeliverySuite(dialect, {
      realClock: true,
      env: { WEBHOOK_RETRY_BASE_MS: '10', WEBHOOK_RETRY_MAX_MS: '50', WEBHOOK_TIMEOUT_MS: '2000' },
    });

    it('shows the stats a delivery changed as soon as they are stored', async () => {
      const { receiver, ws } = await suite.setUp();
      const server = suite.server;
      const { id } = await suite.createEndpoint(['companyPositionAdded']);
      const list = async () => {
        const res = await server.get(companyPath(ws, '/webhook_endpoints'), { token: ws.token });
        assert.equal(res.status, 200, res.text);
        return res.body.data[0].stats;
      };
      assert.deepEqual(await list(), { successful_deliveries: 0, failed_deliveries: 0, last_delivery_at: null });
      assert.deepEqual(await list(), { successful_deliveries: 0, failed_deliveries: 0, last_delivery_at: null });

      receiver.behave = () => ({ status: 200 });
      await createPosition(server, ws, { name: 'Counted' });
      await receiver.waitForCount(1);
      // Wait on the row, not on the list: once the outcome is stored, the very next list shows it.
      const stored = async () =>
        (await server.services.storage.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirstOrThrow())
          .successful_deliveries;
      await eventually(async () => Number(await stored()) === 1, 10_000, 'the stored outcome');
      const stats = await list();
      assert.equal(stats.successful_deliveries, 1);
      assert.equal(stats.failed_deliveries, 0);
      assert.ok(stats.last_delivery_at !== null);
    });
  });
}

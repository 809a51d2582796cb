// Paging, sorting and incremental sync of the position and candidate lists
// (page, page_size, sort, updated_since), and the candidate search by email.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { companyPath, createCandidate, createPosition, listShape, type Workspace } from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

for (const dialect of DIALECTS) {
  describe(`list paging, sort, updated_since and candidate search [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ws: Workspace;
    let positionId: string;
    const names: string[] = [];
    const path = (rest: string) => companyPath(ws, rest);
    const iso = () => new Date(server.clock.now()).toISOString();

    before(async () => {
      server = await startTestServer(dialect);
      ws = await server.createWorkspace();
      positionId = (await createPosition(server, ws))._id;
      // 120 candidates, one millisecond apart, created in name order.
      for (let i = 0; i < 120; i++) {
        server.clock.advance(1);
        const name = `Candidate ${String(i).padStart(3, '0')}`;
        names.push(name);
        await createCandidate(server, ws, positionId, { name, email_address: `c${i}@example.org` });
      }
    });
    after(() => server?.close());

    const listNames = async (query: string) => {
      const res = await server.get(path(`/position/${positionId}/candidates${query}`), { token: ws.token });
      assert.equal(res.status, 200, res.text);
      return (res.body as any[]).map((c) => c.name);
    };

    it('answers the whole list without page or page_size, oldest first', async () => {
      assert.deepEqual(await listNames(''), names);
    });

    it('pages with page and page_size, 1-based, and 50 a page when only page is given', async () => {
      assert.deepEqual(await listNames('?page_size=10&page=1&sort=created'), names.slice(0, 10));
      assert.deepEqual(await listNames('?page_size=10&page=3'), names.slice(20, 30));
      assert.deepEqual(await listNames('?page=1'), names.slice(0, 50));
      assert.deepEqual(await listNames('?page=3'), names.slice(100, 120));
      assert.deepEqual(await listNames('?page=4'), []);
      assert.deepEqual(await listNames('?page_size=50'), names.slice(0, 50));
    });

    it('sorts by last change with sort=updated, and keeps only changes since updated_since', async () => {
      const all = (await server.get(path(`/position/${positionId}/candidates`), { token: ws.token })).body as any[];
      server.clock.advance(1000);
      const since = iso();
      const touched = [all[5], all[0], all[42]];
      for (const c of touched) {
        server.clock.advance(1);
        const res = await server.put(path(`/position/${positionId}/candidate/${c._id}`), { token: ws.token, body: { summary: 'touched' } });
        assert.equal(res.status, 200);
      }
      const updatedOrder = await listNames('?sort=updated');
      assert.deepEqual(
        updatedOrder.slice(-3),
        touched.map((c) => c.name),
      );
      assert.deepEqual(
        await listNames(`?updated_since=${encodeURIComponent(since)}&sort=updated`),
        touched.map((c) => c.name),
      );
      // Inclusive: the greatest updated_date seen answers that item again.
      const last = iso();
      assert.deepEqual(await listNames(`?updated_since=${encodeURIComponent(last)}&sort=updated`), [all[42].name]);
      // A date alone is UTC midnight.
      const day = since.slice(0, 10);
      assert.equal((await listNames(`?updated_since=${day}`)).length, 120);
      assert.deepEqual(await listNames(`?updated_since=${encodeURIComponent(since)}&sort=updated&page_size=2&page=2`), [all[42].name]);
    });

    it('answers 400 in the Error shape, with a clear message, for bad paging, sort and filter values', async () => {
      const cases: Array<[string, string, RegExp]> = [
        ['?page=0', 'invalidPage', /page must be a whole number from 1/],
        ['?page=abc', 'invalidPage', /page must be/],
        ['?page=1.5', 'invalidPage', /page must be/],
        ['?page_size=51', 'invalidPageSize', /page_size must be a whole number from 1 to 50/],
        ['?page_size=0', 'invalidPageSize', /page_size/],
        // Numbers past what a double holds read as Infinity: refused like any other out of range.
        ['?page_size=1e309', 'invalidPageSize', /page_size must be a whole number from 1 to 50/],
        ['?page_size=-1e309', 'invalidPageSize', /page_size must be a whole number from 1 to 50/],
        ['?page_size=Infinity', 'invalidPageSize', /page_size must be a whole number from 1 to 50/],
        ['?page=1e309', 'invalidPage', /page must be a whole number from 1 to 1000000/],
        ['?page=-Infinity', 'invalidPage', /page must be a whole number from 1/],
        ['?page=NaN', 'invalidPage', /page must be a whole number from 1/],
        ['?page=1e308', 'invalidPage', /page must be a whole number from 1/],
        ['?page_size=10&page_size=20', 'invalidRequest', /page_size must be given once/],
        ['?sort=name', 'invalidSort', /sort must be one of created, updated/],
        ['?updated_since=yesterday', 'invalidDate', /updated_since must be an ISO 8601 date/],
        ['?updated_since=2026-01-31T09:00:00', 'invalidDate', /time zone/],
        ['?limit=5', 'invalidRequest', /Unknown query parameter: limit/],
      ];
      for (const [query, type, message] of cases) {
        for (const list of [`/position/${positionId}/candidates`, '/positions']) {
          const res = await server.get(path(list + query), { token: ws.token });
          assert.equal(res.status, 400, `${list}${query}`);
          assert.equal(res.body.error.type, type, `${list}${query}`);
          assert.match(res.body.error.message, message, `${list}${query}`);
        }
      }
      const state = await server.get(path('/positions?state=open'), { token: ws.token });
      assert.equal(state.body.error.type, 'invalidRequest');
      assert.match(state.body.error.message, /state must be one of draft, published/);
    });

    it('filters positions by state and updated_since, pages and sorts them', async () => {
      const other = await server.createWorkspace();
      const made: any[] = [];
      for (const name of ['P1', 'P2', 'P3', 'P4']) {
        server.clock.advance(1);
        made.push(await createPosition(server, other, { name }));
      }
      server.clock.advance(10);
      const since = iso();
      server.clock.advance(1);
      const published = await server.put(companyPath(other, `/position/${made[1]._id}/state`), {
        token: other.token,
        body: { state: 'published' },
      });
      assert.equal(published.status, 200);
      const list = async (query: string) =>
        ((await server.get(companyPath(other, `/positions${query}`), { token: other.token })).body as any[]).map((p) => p.name);
      assert.deepEqual(await list(''), ['P1', 'P2', 'P3', 'P4']);
      assert.deepEqual(await list('?state=published'), ['P2']);
      assert.deepEqual(await list('?state=draft&page_size=2&page=2'), ['P4']);
      assert.deepEqual(await list('?sort=updated'), ['P1', 'P3', 'P4', 'P2']);
      assert.deepEqual(await list(`?updated_since=${encodeURIComponent(since)}`), ['P2']);
      assert.deepEqual(await list(`?updated_since=${encodeURIComponent(since)}&state=draft`), []);
    });

    describe('GET candidates/search', () => {
      const search = (email: string, token = ws.token) =>
        server.get(path(`/candidates/search?email_address=${encodeURIComponent(email)}`), { token });

      it("finds the company's candidates by email across positions, whole and without regard to case", async () => {
        const second = await createPosition(server, ws, { name: 'Second role' });
        server.clock.advance(1);
        const again = await createCandidate(server, ws, second._id, { name: 'Candidate 007 again', email_address: 'C7@Example.ORG' });
        const res = await search('c7@EXAMPLE.org');
        assert.equal(res.status, 200);
        assert.deepEqual(
          (res.body as any[]).map((c) => [c.name, c.position_id]),
          [
            ['Candidate 007', positionId],
            ['Candidate 007 again', second._id],
          ],
        );
        assert.deepEqual(res.body[1], {
          ...listShape(again),
          position: { _id: second._id, name: second.name, state: second.state, friendly_id: second.friendly_id },
        });
        assert.deepEqual((await search('c7@example')).body, []);
        assert.deepEqual((await search('7@example.org')).body, []);
        assert.deepEqual((await search('c%@example.org')).body, []);
      });

      it("finds nothing of another company's, needs membership, and refuses a missing address", async () => {
        const other = await server.createWorkspace();
        const theirPosition = await createPosition(server, other);
        await createCandidate(server, other, theirPosition._id, { name: 'Theirs', email_address: 'c1@example.org' });
        assert.deepEqual(
          ((await search('c1@example.org')).body as any[]).map((c) => c.name),
          ['Candidate 001'],
        );
        const outsider = await search('c1@example.org', other.token);
        assert.equal(outsider.status, 403);
        assert.equal(outsider.body.error.type, 'companyMembershipRequired');
        for (const query of ['', '?email_address=', `?email_address=${'a'.repeat(321)}`]) {
          const res = await server.get(path(`/candidates/search${query}`), { token: ws.token });
          assert.equal(res.status, 400, query);
          assert.equal(res.body.error.type, 'invalidEmailAddress', query);
        }
        const unknown = await server.get(path('/candidates/search?email_address=a@b.c&name=x'), { token: ws.token });
        assert.equal(unknown.body.error.type, 'invalidRequest');
      });
    });
  });
}

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { assertErrorShape } from '../helpers/error-shape.ts';
import { companyPath, createCandidate, createPosition, type Workspace } from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

for (const dialect of DIALECTS) {
  describe(`company lists [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ws: Workspace;
    const get = (rest: string, token = ws.token, workspace = ws) => server.get(companyPath(workspace, rest), { token });

    before(async () => {
      server = await startTestServer(dialect);
      ws = await server.createWorkspace();
    });
    after(() => server?.close());

    it('answers empty lists for a company without positions or custom attributes', async () => {
      for (const path of ['/departments', '/custom-fields/candidate', '/custom-fields/position']) {
        const res = await get(path);
        assert.equal(res.status, 200, res.text);
        assert.deepEqual(res.body, [], path);
      }
    });

    it("lists the departments the company's positions name, one per name whatever its case, by name", async () => {
      await createPosition(server, ws, { name: 'Backend Engineer', department: 'Engineering' });
      await createPosition(server, ws, { name: 'Frontend Engineer', department: 'Engineering' });
      await createPosition(server, ws, { name: 'SRE', department: 'engineering' });
      await createPosition(server, ws, { name: 'Account Executive', department: 'Sales' });
      await createPosition(server, ws, { name: 'Intern' });
      const res = await get('/departments');
      assert.equal(res.status, 200);
      assert.deepEqual(
        res.body.map((d: any) => [d.name, d.position_count]),
        [
          ['Engineering', 3],
          ['Sales', 1],
        ],
      );
      for (const department of res.body) assert.match(department._id, /^[0-9a-f]{12}$/);
      assert.deepEqual((await get('/departments')).body, res.body, 'the same ids on every read');
    });

    it('follows the positions: a department goes when no position names it any more', async () => {
      const position = await createPosition(server, ws, { name: 'Recruiter', department: 'People' });
      assert.ok((await get('/departments')).body.some((d: any) => d.name === 'People'));
      const path = companyPath(ws, `/position/${position._id}`);
      assert.equal((await server.put(path, { token: ws.token, body: { department: 'Talent' } })).status, 200);
      const names = (await get('/departments')).body.map((d: any) => d.name);
      assert.ok(names.includes('Talent'));
      assert.ok(!names.includes('People'));
    });

    it('keeps each company to its own departments', async () => {
      const other = await server.createWorkspace();
      await createPosition(server, other, { name: 'Chef', department: 'Kitchen' });
      assert.deepEqual(
        (await get('/departments', other.token, other)).body.map((d: any) => d.name),
        ['Kitchen'],
      );
      assert.ok(!(await get('/departments')).body.some((d: any) => d.name === 'Kitchen'));
    });

    it('lists the fixed position categories', async () => {
      const res = await get('/categories');
      assert.equal(res.status, 200);
      assert.ok(res.body.length > 5);
      assert.deepEqual(
        res.body.find((c: any) => c.id === 'software'),
        { id: 'software', name: 'Software Development' },
      );
      assert.equal(new Set(res.body.map((c: any) => c.id)).size, res.body.length);
    });

    it('lists the names of the candidates’ custom attributes as candidate custom fields', async () => {
      const position = await createPosition(server, ws, { name: 'Support Lead' });
      const a = await createCandidate(server, ws, position._id, { name: 'Margaret Hamilton' });
      const b = await createCandidate(server, ws, position._id, { name: 'Grace Hopper' });
      const set = (candidate: any, body: unknown) =>
        server.put(companyPath(ws, `/position/${position._id}/candidate/${candidate._id}/custom-attribute`), { token: ws.token, body });
      assert.equal((await set(a, { name: 'Notice period', value: '4 weeks' })).status, 200);
      assert.equal((await set(b, { name: 'Notice period', value: '2 weeks' })).status, 200);
      assert.equal((await set(b, { name: 'Desired Salary', value: '100000', secure: true })).status, 200);
      const res = await get('/custom-fields/candidate');
      assert.equal(res.status, 200);
      assert.deepEqual(
        res.body.map(({ _id, ...field }: any) => field),
        [
          { name: 'Desired Salary', type: 'text', secure: true, usage_count: 1 },
          { name: 'Notice period', type: 'text', secure: false, usage_count: 2 },
        ],
      );
      assert.deepEqual((await get('/custom-fields/position')).body, []);
      assert.equal((await server.delete(companyPath(ws, `/position/${position._id}/candidate/${b._id}`), { token: ws.token })).status, 200);
      assert.deepEqual(
        (await get('/custom-fields/candidate')).body.map((f: any) => [f.name, f.usage_count]),
        [['Notice period', 1]],
      );
    });

    it('needs membership: 403 companyMembershipRequired on every list, and 401 without a token', async () => {
      const stranger = await server.createWorkspace();
      for (const path of ['/departments', '/categories', '/custom-fields/candidate', '/custom-fields/position']) {
        const res = await get(path, stranger.token);
        assert.equal(res.status, 403, path);
        assertErrorShape(res.body);
        assert.equal(res.body.error.type, 'companyMembershipRequired');
        assert.equal((await server.get(companyPath(ws, path))).status, 401);
      }
      const unknown = await get('/custom-fields/company');
      assert.equal(unknown.status, 404);
      assertErrorShape(unknown.body);
    });
  });
}

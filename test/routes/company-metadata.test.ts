import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { assertErrorShape } from '../helpers/error-shape.ts';
import { companyPath, countStored, createCandidate, createPosition, type Workspace } from '../helpers/recruiting-fixtures.ts';
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

    describe('templates', () => {
      const email = { type: 'email', name: 'Interview invitation', subject: 'Your interview', body: 'Hello,\nwhen suits you?' };
      const questionnaire = { type: 'questionnaire', name: 'Screening', questions: ['When could you start?', 'Salary expectations?'] };
      const create = (body: unknown, headers?: Record<string, string>) =>
        server.post(companyPath(ws, '/templates'), { token: ws.token, body, headers });
      const templateRows = async () =>
        Number(
          (
            await server.services.storage.db
              .selectFrom('company_templates')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );

      it('adds email and questionnaire templates, lists them by type and name, and emits no event', async () => {
        const eventsBefore = await countStored(server, 'events');
        const made = await create(email);
        assert.equal(made.status, 201, made.text);
        const now = new Date(server.clock.now()).toISOString();
        assert.deepEqual(made.body, { _id: made.body._id, ...email, questions: null, creation_date: now, updated_date: now });
        assert.match(made.body._id, /^[0-9a-f]{12}$/);
        assert.equal(made.headers.get('location'), companyPath(ws, `/template/${made.body._id}`));
        const asked = await create({ ...questionnaire, name: '  Screening  ' });
        assert.equal(asked.status, 201, asked.text);
        assert.deepEqual(
          { name: asked.body.name, subject: asked.body.subject, body: asked.body.body, questions: asked.body.questions },
          { name: 'Screening', subject: null, body: null, questions: questionnaire.questions },
        );
        assert.equal(await countStored(server, 'events'), eventsBefore);
        const all = await get('/templates');
        assert.deepEqual(
          all.body.map((t: any) => t._id),
          [made.body._id, asked.body._id],
        );
        assert.deepEqual((await get('/templates?type=questionnaire')).body, [asked.body]);
        assert.deepEqual((await get(`/template/${made.body._id}`)).body, made.body);
      });

      it('refuses a template whose fields do not fit its type, storing nothing', async () => {
        const before = await templateRows();
        for (const body of [
          { type: 'email', name: 'No body', subject: 'x' },
          { type: 'email', name: 'Mixed', subject: 'x', body: 'y', questions: ['z'] },
          { type: 'questionnaire', name: 'Empty', questions: [] },
          { type: 'questionnaire', name: 'With subject', subject: 'x', questions: ['q'] },
          { type: 'sms', name: 'Text', body: 'hi' },
          { type: 'email', name: '   ', subject: 'x', body: 'y' },
          { ...email, colour: 'blue' },
        ]) {
          const res = await create(body);
          assert.equal(res.status, 400, JSON.stringify(body));
          assertErrorShape(res.body);
          assert.equal(res.body.error.type, 'invalidRequest', JSON.stringify(body));
        }
        assert.equal((await get('/templates?type=sms')).status, 400);
        assert.equal(await templateRows(), before);
      });

      it('deletes a template; an unknown one is 404 templateNotFound', async () => {
        const made = await create({ ...email, name: 'Rejection' });
        const path = companyPath(ws, `/template/${made.body._id}`);
        assert.deepEqual((await server.delete(path, { token: ws.token })).body, { success: true });
        const gone = await get(`/template/${made.body._id}`);
        assert.equal(gone.status, 404);
        assert.equal(gone.body.error.type, 'templateNotFound');
        assert.equal((await server.delete(path, { token: ws.token })).status, 404);
      });

      it("keeps each company's templates to it: another company's template is 404 and absent from lists", async () => {
        const other = await server.createWorkspace();
        const theirs = await server.post(companyPath(other, '/templates'), { token: other.token, body: email });
        assert.equal(theirs.status, 201);
        assert.equal((await get(`/template/${theirs.body._id}`)).status, 404);
        assert.ok(!(await get('/templates')).body.some((t: any) => t._id === theirs.body._id));
        const forbidden = await server.get(companyPath(other, '/templates'), { token: ws.token });
        assert.equal(forbidden.status, 403);
        assert.equal(forbidden.body.error.type, 'companyMembershipRequired');
        const refused = await server.post(companyPath(other, '/templates'), { token: ws.token, body: email });
        assert.equal(refused.status, 403);
      });

      it('takes an Idempotency-Key: a retry gets the first answer and makes no second template', async () => {
        const headers = { 'idempotency-key': `template-${dialect.name}` };
        const before = await templateRows();
        const first = await create({ ...email, name: 'Offer' }, headers);
        const again = await create({ ...email, name: 'Offer' }, headers);
        assert.equal(first.status, 201);
        assert.deepEqual(again.body, first.body);
        assert.equal(again.headers.get('idempotent-replayed'), 'true');
        assert.equal(await templateRows(), before + 1);
      });
    });

    it('needs membership: 403 companyMembershipRequired on every list, and 401 without a token', async () => {
      const stranger = await server.createWorkspace();
      for (const path of ['/departments', '/categories', '/custom-fields/candidate', '/custom-fields/position', '/templates']) {
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

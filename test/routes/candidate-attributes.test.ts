import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { assertErrorShape } from '../helpers/error-shape.ts';
import {
  captureEvents,
  companyPath,
  createCandidate,
  createPosition,
  expectOneEvent,
  type Workspace,
  subscribedWorkspace,
} from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

for (const dialect of DIALECTS) {
  describe(`candidate custom attributes [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ws: Workspace;
    let position: any;
    const candidatePath = (candidate: any, rest = '') => companyPath(ws, `/position/${position._id}/candidate/${candidate._id}${rest}`);
    const iso = () => new Date(server.clock.now()).toISOString();
    const setAttribute = (candidate: any, body: unknown, token = ws.token) =>
      server.put(candidatePath(candidate, '/custom-attribute'), { token, body });

    before(async () => {
      server = await startTestServer(dialect);
      ws = await subscribedWorkspace(server);
      position = await createPosition(server, ws, { name: 'Support Lead' });
    });
    after(() => server?.close());

    it('adds an attribute and answers the candidate with it, a new updated_date and no event', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Margaret Hamilton' });
      assert.deepEqual(candidate.custom_attributes, [], 'a candidate without attributes shows an empty list');
      server.clock.advance(60_000);
      const { result: res, events } = await captureEvents(server, () =>
        setAttribute(candidate, { name: 'Desired Salary', value: '100000', secure: true }),
      );
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.body, {
        ...candidate,
        updated_date: iso(),
        custom_attributes: [{ id: 'desired-salary', name: 'Desired Salary', value: '100000', secure: true }],
      });
      assert.deepEqual(events, []);
      assert.deepEqual((await server.get(candidatePath(candidate), { token: ws.token })).body, res.body);
    });

    it('updates the value of an attribute of that name, keeping the others in the order they were added', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Grace Hopper' });
      await setAttribute(candidate, { name: 'Desired Salary', value: '90000' });
      await setAttribute(candidate, { name: 'Notice period', value: '4 weeks' });
      server.clock.advance(1000);
      const res = await setAttribute(candidate, { name: ' Desired Salary ', value: '95000', secure: true });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.custom_attributes, [
        { id: 'desired-salary', name: 'Desired Salary', value: '95000', secure: true },
        { id: 'notice-period', name: 'Notice period', value: '4 weeks', secure: false },
      ]);
      assert.equal(res.body.updated_date, iso());
    });

    it('writes nothing when the value and flag are the same: updated_date is kept', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Same' });
      const first = await setAttribute(candidate, { name: 'Level', value: 'Senior' });
      server.clock.advance(1000);
      const again = await setAttribute(candidate, { name: 'Level', value: 'Senior' });
      assert.deepEqual(again.body, first.body);
    });

    it('leaves the attributes out of lists and of the candidate in events', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Listed' });
      await setAttribute(candidate, { name: 'Level', value: 'Senior' });
      const list = await server.get(companyPath(ws, `/position/${position._id}/candidates`), { token: ws.token });
      const listed = list.body.find((c: any) => c._id === candidate._id);
      assert.equal(listed.custom_attributes, undefined);
      const { result, events } = await captureEvents(server, () =>
        server.put(candidatePath(candidate, '/stage'), { token: ws.token, body: { stage_id: 'interviewing' } }),
      );
      assert.equal(result.status, 200);
      assert.equal(expectOneEvent(events, 'candidateStatusUpdated', ws).object.candidate.custom_attributes, undefined);
    });

    for (const [label, body] of [
      ['no name', { value: 'x' }],
      ['a blank name', { name: '  ', value: 'x' }],
      ['a name over 255 characters', { name: 'n'.repeat(256), value: 'x' }],
      ['no value', { name: 'Level' }],
      ['a value that is no string', { name: 'Level', value: 5 }],
      ['a value over 10 000 characters', { name: 'Level', value: 'v'.repeat(10_001) }],
      ['an unknown field', { name: 'Level', value: 'x', extra: true }],
    ] as const) {
      it(`refuses ${label} with 400 in the Error shape`, async () => {
        const candidate = await createCandidate(server, ws, position._id, { name: 'Refused' });
        const res = await setAttribute(candidate, body);
        assert.equal(res.status, 400, res.text);
        assertErrorShape(res.body);
        assert.deepEqual((await server.get(candidatePath(candidate), { token: ws.token })).body.custom_attributes, []);
      });
    }

    it('refuses a 101st attribute with 400 tooManyAttributes, still updating the existing ones', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Many' });
      for (let i = 0; i < 100; i += 1) assert.equal((await setAttribute(candidate, { name: `A${i}`, value: 'x' })).status, 200);
      const refused = await setAttribute(candidate, { name: 'A100', value: 'x' });
      assert.equal(refused.status, 400);
      assert.equal(refused.body.error.type, 'tooManyAttributes');
      assert.equal((await setAttribute(candidate, { name: 'A0', value: 'y' })).status, 200);
    });

    it('needs membership (403 companyMembershipRequired) and the candidate of the path (404)', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Guarded' });
      const stranger = await server.createWorkspace();
      const res = await setAttribute(candidate, { name: 'Level', value: 'x' }, stranger.token);
      assert.equal(res.status, 403);
      assert.equal(res.body.error.type, 'companyMembershipRequired');
      const other = await createPosition(server, ws, { name: 'Other' });
      const wrong = await server.put(companyPath(ws, `/position/${other._id}/candidate/${candidate._id}/custom-attribute`), {
        token: ws.token,
        body: { name: 'Level', value: 'x' },
      });
      assert.equal(wrong.status, 404);
      assert.equal(wrong.body.error.type, 'candidateNotFound');
    });

    it('goes with its candidate', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Leaving' });
      await setAttribute(candidate, { name: 'Level', value: 'x' });
      assert.equal((await server.delete(candidatePath(candidate), { token: ws.token })).status, 200);
      const rows = await server.services.storage.db
        .selectFrom('candidate_attributes')
        .selectAll()
        .where('candidate_id', '=', candidate._id)
        .execute();
      assert.deepEqual(rows, []);
    });
  });
}

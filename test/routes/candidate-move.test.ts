import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { assertErrorShape } from '../helpers/error-shape.ts';
import {
  captureEvents,
  companyPath,
  createCandidate,
  createNote,
  createPosition,
  expectOneEvent,
  listShape,
  stageOf,
  type Workspace,
  subscribedWorkspace,
} from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

for (const dialect of DIALECTS) {
  describe(`moving a candidate to another position [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ws: Workspace;
    let from: any;
    let to: any;
    const candidatePath = (position: any, candidate: any, rest = '') =>
      companyPath(ws, `/position/${position._id}/candidate/${candidate._id}${rest}`);
    const iso = () => new Date(server.clock.now()).toISOString();
    const move = (candidate: any, body: unknown, token = ws.token) => server.post(candidatePath(from, candidate, '/move'), { token, body });

    before(async () => {
      server = await startTestServer(dialect);
      ws = await subscribedWorkspace(server);
      from = await createPosition(server, ws, { name: 'Support Lead' });
      to = await createPosition(server, ws, { name: 'Support Engineer' });
    });
    after(() => server?.close());

    it('moves the candidate with its records, keeping its id, and emits candidateStatusUpdated with the new position and stage', async () => {
      const candidate = await createCandidate(server, ws, from._id, { name: 'Margaret Hamilton', email_address: 'margaret@example.com' });
      const note = await createNote(server, ws, from._id, candidate._id);
      await server.put(candidatePath(from, candidate, '/custom-attribute'), { token: ws.token, body: { name: 'Level', value: 'Senior' } });
      const form = new FormData();
      form.append('file', new Blob(['%PDF-1.7 resume'], { type: 'application/pdf' }), 'cv.pdf');
      const upload = await fetch(server.url + candidatePath(from, candidate, '/resume'), {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${ws.token}` },
      });
      assert.equal(upload.status, 204);
      server.clock.advance(60_000);

      const { result: res, events } = await captureEvents(server, () =>
        move(candidate, { target_position_id: to._id, target_stage_id: 'interviewing', stage_actions_enabled: false }),
      );
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.body, {
        ...candidate,
        position_id: to._id,
        stage: stageOf('interviewing'),
        resume: { url: candidatePath(to, candidate, '/resume'), file_name: 'cv.pdf' },
        updated_date: iso(),
        custom_attributes: [{ id: 'level', name: 'Level', value: 'Senior', secure: false }],
      });
      const payload = expectOneEvent(events, 'candidateStatusUpdated', ws);
      assert.deepEqual(payload.object.candidate, listShape(res.body));
      assert.deepEqual(payload.object.position, { _id: to._id, name: to.name, state: to.state });
      assert.deepEqual(payload.object.stage, stageOf('interviewing'));
      assert.deepEqual(payload.object.stage_was, stageOf('applied'));

      // Found under its new position only, with everything it had.
      assert.equal((await server.get(candidatePath(from, candidate), { token: ws.token })).status, 404);
      assert.deepEqual((await server.get(candidatePath(to, candidate), { token: ws.token })).body, res.body);
      const notes = await server.get(candidatePath(to, candidate, '/notes'), { token: ws.token });
      assert.deepEqual(
        notes.body.map((n: any) => [n._id, n.position_id]),
        [[note._id, to._id]],
      );
      const resume = await fetch(server.url + candidatePath(to, candidate, '/resume'), {
        headers: { authorization: `Bearer ${ws.token}` },
      });
      assert.equal(resume.status, 200);
      const lists = async (position: any) =>
        (await server.get(companyPath(ws, `/position/${position._id}/candidates`), { token: ws.token })).body.map((c: any) => c._id);
      assert.ok(!(await lists(from)).includes(candidate._id));
      assert.ok((await lists(to)).includes(candidate._id));

      // Deleting the position it left leaves it and its records alone.
      assert.equal((await server.delete(companyPath(ws, `/position/${from._id}`), { token: ws.token })).status, 200);
      assert.equal((await server.get(candidatePath(to, candidate, '/notes'), { token: ws.token })).body.length, 1);
      from = await createPosition(server, ws, { name: 'Support Lead' });
    });

    it('to its own position, is a stage change', async () => {
      const candidate = await createCandidate(server, ws, from._id, { name: 'Stays' });
      const { result: res, events } = await captureEvents(server, () =>
        move(candidate, { target_position_id: from._id, target_stage_id: 'hired' }),
      );
      assert.equal(res.status, 200);
      assert.equal(res.body.position_id, from._id);
      assert.deepEqual(res.body.stage, stageOf('hired'));
      assert.equal(expectOneEvent(events, 'candidateStatusUpdated', ws).object.stage_was.id, 'applied');
    });

    for (const [label, body, status, type] of [
      ['no target position', { target_stage_id: 'applied' }, 400, 'invalidRequest'],
      ['no target stage', { target_position_id: 'POSITION' }, 400, 'invalidRequest'],
      ['an unknown field', { target_position_id: 'POSITION', target_stage_id: 'applied', extra: 1 }, 400, 'invalidRequest'],
      ['a stage the pipeline does not have', { target_position_id: 'POSITION', target_stage_id: 'nowhere' }, 400, 'invalidStage'],
      ['a position that does not exist', { target_position_id: 'abcdefabcdef', target_stage_id: 'applied' }, 404, 'positionNotFound'],
    ] as const) {
      it(`refuses ${label} with ${status} ${type}, moving nothing and emitting nothing`, async () => {
        const candidate = await createCandidate(server, ws, from._id, { name: 'Refused' });
        const sent = JSON.parse(JSON.stringify(body).replace('POSITION', to._id));
        const { result: res, events } = await captureEvents(server, () => move(candidate, sent));
        assert.equal(res.status, status, res.text);
        assertErrorShape(res.body);
        assert.equal(res.body.error.type, type);
        assert.deepEqual(events, []);
        assert.equal((await server.get(candidatePath(from, candidate), { token: ws.token })).body.position_id, from._id);
      });
    }

    it('refuses a position of another company (404 positionNotFound) and a non-member (403)', async () => {
      const candidate = await createCandidate(server, ws, from._id, { name: 'Guarded' });
      const other = await server.createWorkspace();
      const theirs = await createPosition(server, other, { name: 'Theirs' });
      const res = await move(candidate, { target_position_id: theirs._id, target_stage_id: 'applied' });
      assert.equal(res.status, 404);
      assert.equal(res.body.error.type, 'positionNotFound');
      const stranger = await move(candidate, { target_position_id: to._id, target_stage_id: 'applied' }, other.token);
      assert.equal(stranger.status, 403);
      assert.equal(stranger.body.error.type, 'companyMembershipRequired');
    });
  });
}

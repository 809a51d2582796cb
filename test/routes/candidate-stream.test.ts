// GET …/position/{position_id}/candidate/{candidate_id}/stream: the
// candidate's activity, newest first, in the original's item shape, paged.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { companyPath, createCandidate, createNote, createPosition, stageOf, type Workspace } from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

for (const dialect of DIALECTS) {
  describe(`a candidate's stream [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ws: Workspace;
    const iso = (ms: number) => new Date(ms).toISOString();

    before(async () => {
      server = await startTestServer(dialect);
      ws = await server.createWorkspace();
    });
    after(() => server?.close());

    it('lists stage changes, notes, messages, files and the entry into the position, newest first', async () => {
      const position = await createPosition(server, ws, { name: 'Streamed' });
      const added = server.clock.now();
      const candidate = await createCandidate(server, ws, position._id, { name: 'Ada', email_address: 'ada@example.org' });
      const path = (rest = '') => companyPath(ws, `/position/${position._id}/candidate/${candidate._id}${rest}`);
      server.clock.advance(1000);
      const firstMove = server.clock.now();
      assert.equal((await server.put(path('/stage'), { token: ws.token, body: { stage_id: 'feedback' } })).status, 200);
      server.clock.advance(1000);
      const note = await createNote(server, ws, position._id, candidate._id, 'Strong');
      server.clock.advance(1000);
      const message = await server.post(path('/conversation'), { token: ws.token, body: { body: 'Hello Ada' } });
      assert.equal(message.status, 201, message.text);
      server.clock.advance(1000);
      const form = new FormData();
      form.append('data', new Blob(['Cover letter'], { type: 'text/plain' }), 'cover.txt');
      const document = await fetch(server.url + path('/documents'), { method: 'POST', body: form, headers: { authorization: ws.token } });
      assert.equal(document.status, 201);
      const file = await document.json();
      server.clock.advance(1000);
      const secondMove = server.clock.now();
      assert.equal((await server.put(path('/stage'), { token: ws.token, body: { stage_id: 'offer' } })).status, 200);
      // The same stage again changes nothing and adds nothing.
      assert.equal((await server.put(path('/stage'), { token: ws.token, body: { stage_id: 'offer' } })).status, 200);

      const res = await server.get(path('/stream'), { token: ws.token });
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(
        res.body.map((item: any) => item.type),
        [
          'candidateStatusUpdated',
          'candidateFileAdded',
          'candidateMessageAdded',
          'companyNotePosted',
          'candidateStatusUpdated',
          'candidateAdded',
        ],
      );
      const actingUser = {
        _id: ws.user.id,
        email_address: ws.user.email,
        name: ws.user.name,
        username: res.body[0].object.acting_user.username,
        initial: res.body[0].object.acting_user.initial,
      };
      assert.deepEqual(res.body[0], {
        _id: res.body[0]._id,
        type: 'candidateStatusUpdated',
        stream_id: ws.company.id,
        object: {
          position_id: position._id,
          stage_was: { ...stageOf('feedback'), icon: 'group' },
          entered_previous_stage: iso(firstMove),
          stage: { ...stageOf('offer'), icon: 'paper-plane' },
          entered_stage: iso(secondMove),
          status_was: 'feedback',
          status: 'offer',
          reason: null,
          is_automated: false,
          acting_user: actingUser,
          mentioned_ids: [],
        },
        timestamp: iso(secondMove),
      });
      assert.equal(typeof actingUser.username, 'string');
      assert.deepEqual(res.body[4].object.stage_was, { ...stageOf('applied'), icon: 'user' });
      assert.equal(res.body[4].object.entered_previous_stage, iso(added));
      assert.deepEqual(res.body[1].object.file, file);
      assert.equal(res.body[1]._id, file._id);
      assert.deepEqual(res.body[2].object.message, message.body);
      assert.deepEqual(res.body[3].object.note, note);
      assert.deepEqual(res.body[5], {
        _id: candidate._id,
        type: 'candidateAdded',
        stream_id: ws.company.id,
        object: { position_id: position._id, mentioned_ids: [] },
        timestamp: iso(added),
      });

      // Paged like the lists.
      const pages = [];
      for (let page = 1; page <= 3; page++) {
        const paged = await server.get(path(`/stream?page=${page}&page_size=2`), { token: ws.token });
        assert.equal(paged.status, 200);
        pages.push(...paged.body);
      }
      assert.deepEqual(pages, res.body);
      assert.deepEqual((await server.get(path('/stream?page=4&page_size=2'), { token: ws.token })).body, []);
      const refused = await server.get(path('/stream?page_size=51'), { token: ws.token });
      assert.equal(refused.status, 400);
      assert.equal(refused.body.error.type, 'invalidPageSize');
      assert.equal((await server.get(path('/stream?sort=updated'), { token: ws.token })).status, 400);
    });

    it('follows a move to another position, and goes with the candidate', async () => {
      const from = await createPosition(server, ws, { name: 'From' });
      const to = await createPosition(server, ws, { name: 'To' });
      const candidate = await createCandidate(server, ws, from._id, { name: 'Mover' });
      server.clock.advance(1000);
      const moved = await server.post(companyPath(ws, `/position/${from._id}/candidate/${candidate._id}/move`), {
        token: ws.token,
        body: { target_position_id: to._id, target_stage_id: 'interviewing' },
      });
      assert.equal(moved.status, 200, moved.text);
      const path = companyPath(ws, `/position/${to._id}/candidate/${candidate._id}/stream`);
      const stream = (await server.get(path, { token: ws.token })).body;
      assert.deepEqual(
        stream.map((item: any) => [item.type, item.object.position_id]),
        [
          ['candidateStatusUpdated', to._id],
          ['candidateAdded', to._id],
        ],
      );
      assert.deepEqual([stream[0].object.status_was, stream[0].object.status], ['applied', 'interviewing']);
      assert.equal(
        (await server.get(companyPath(ws, `/position/${from._id}/candidate/${candidate._id}/stream`), { token: ws.token })).status,
        404,
      );
      assert.equal(
        (await server.delete(companyPath(ws, `/position/${to._id}/candidate/${candidate._id}`), { token: ws.token })).status,
        200,
      );
      const stored = await server.services.storage.db
        .selectFrom('candidate_stage_changes')
        .select('id')
        .where('candidate_id', '=', candidate._id)
        .execute();
      assert.deepEqual(stored, []);
    });

    it("answers 404 for another company's candidate and needs membership", async () => {
      const other = await server.createWorkspace();
      const position = await createPosition(server, other);
      const candidate = await createCandidate(server, other, position._id);
      const path = `/v3/company/${other.company.id}/position/${position._id}/candidate/${candidate._id}/stream`;
      assert.equal((await server.get(path, { token: ws.token })).status, 403);
      const mine = await createPosition(server, ws);
      const res = await server.get(companyPath(ws, `/position/${mine._id}/candidate/${candidate._id}/stream`), { token: ws.token });
      assert.equal(res.status, 404);
      assert.equal(res.body.error.type, 'candidateNotFound');
    });
  });
}

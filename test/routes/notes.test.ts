import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import {
  captureEvents,
  companyPath,
  countStored,
  createCandidate,
  createNote,
  createPosition,
  expectOneEvent,
  US_ID,
  withFailingOutbox,
  type Workspace,
  subscribedWorkspace,
} from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const MISSING_ID = 'abcdefabcdef';

for (const dialect of DIALECTS) {
  describe(`team notes [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ws: Workspace;
    let position: any;
    let candidate: any;
    const notesPath = (candidateId = candidate._id) => companyPath(ws, `/position/${position._id}/candidate/${candidateId}/notes`);
    const notePath = (noteId: string, candidateId = candidate._id) =>
      companyPath(ws, `/position/${position._id}/candidate/${candidateId}/note/${noteId}`);
    const iso = () => new Date(server.clock.now()).toISOString();
    const refs = () => ({
      candidate: { _id: candidate._id, name: candidate.name, email_address: candidate.email_address, stage: candidate.stage },
      position: { _id: position._id, name: position.name, state: position.state },
    });

    before(async () => {
      server = await startTestServer(dialect);
      ws = await subscribedWorkspace(server);
      position = await createPosition(server, ws, { name: 'Support Lead' });
      candidate = await createCandidate(server, ws, position._id, { name: 'Margaret Hamilton', email_address: 'margaret@example.com' });
    });
    after(() => server?.close());

    describe('POST notes', () => {
      it('posts a note by the caller and emits companyNotePosted with the note, candidate and position', async () => {
        const { result: res, events } = await captureEvents(server, () =>
          server.post(notesPath(), { token: ws.token, body: { body: 'Great call today.\nFollow up Friday.' } }),
        );
        assert.equal(res.status, 200);
        assert.match(res.body._id, US_ID);
        assert.deepEqual(res.body, {
          _id: res.body._id,
          body: 'Great call today.\nFollow up Friday.',
          author: { _id: ws.user.id, name: ws.user.name },
          candidate_id: candidate._id,
          position_id: position._id,
          creation_date: iso(),
          updated_date: iso(),
        });
        const payload = expectOneEvent(events, 'companyNotePosted', ws);
        assert.deepEqual(payload.object.note, res.body);
        assert.deepEqual({ candidate: payload.object.candidate, position: payload.object.position }, refs());
      });

      it('names another member as author and acting user when that member posts', async () => {
        const colleague = await server.createUser({ name: 'Colleague' });
        await server.addMember(ws.company.id, colleague.id);
        const member: Workspace = { company: ws.company, user: colleague, token: await server.createPat(colleague.id) };
        const { result: res, events } = await captureEvents(server, () =>
          server.post(notesPath(), { token: member.token, body: { body: 'Agreed' } }),
        );
        assert.equal(res.status, 200);
        assert.deepEqual(res.body.author, { _id: colleague.id, name: 'Colleague' });
        expectOneEvent(events, 'companyNotePosted', member);
      });

      for (const [label, body] of [
        ['no body', {}],
        ['an empty body', { body: '' }],
        ['a blank body', { body: ' \n ' }],
        ['a non-string body', { body: 5 }],
        ['an unknown field', { body: 'x', pinned: true }],
      ] as const) {
        it(`answers 400 invalidRequest for ${label}, storing nothing and emitting nothing`, async () => {
          const before = await countStored(server, 'notes');
          const { result: res, events } = await captureEvents(server, () => server.post(notesPath(), { token: ws.token, body }));
          assert.equal(res.status, 400, res.text);
          assert.equal(res.body.error.type, 'invalidRequest');
          assert.equal(events.length, 0);
          assert.equal(await countStored(server, 'notes'), before);
        });
      }

      it('answers 404 for an unknown candidate, a candidate of another position, or an unknown position', async () => {
        const other = await createPosition(server, ws, { name: 'Other' });
        const elsewhere = await createCandidate(server, ws, other._id);
        // A quote and a NUL too: on PostgreSQL the ids are written into the text that begins the transaction.
        for (const id of [MISSING_ID, elsewhere._id, "x'y", 'x%00y']) {
          const res = await server.post(notesPath(id), { token: ws.token, body: { body: 'x' } });
          assert.equal(res.status, 404);
          assert.equal(res.body.error.type, 'candidateNotFound');
        }
        for (const positionId of [MISSING_ID, "x'y"]) {
          const res = await server.post(companyPath(ws, `/position/${positionId}/candidate/${candidate._id}/notes`), {
            token: ws.token,
            body: { body: 'x' },
          });
          assert.equal(res.status, 404);
          assert.equal(res.body.error.type, 'positionNotFound');
        }
      });

      it('commits nothing when its event cannot be recorded', async () => {
        const before = await countStored(server, 'notes');
        const res = await withFailingOutbox(server, () => server.post(notesPath(), { token: ws.token, body: { body: 'Lost' } }));
        assert.equal(res.status, 500);
        assert.equal(await countStored(server, 'notes'), before);
      });
    });

    describe('GET notes', () => {
      it('lists the notes of the candidate oldest first, as a plain array', async () => {
        const own = await createCandidate(server, ws, position._id, { name: 'Listed' });
        const first = await createNote(server, ws, position._id, own._id, 'first');
        server.clock.advance(1000);
        const second = await createNote(server, ws, position._id, own._id, 'second');
        await createNote(server, ws, position._id, candidate._id, 'about someone else');
        const res = await server.get(notesPath(own._id), { token: ws.token });
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, [first, second]);
      });

      it('answers 404 candidateNotFound for an unknown candidate', async () => {
        const res = await server.get(notesPath(MISSING_ID), { token: ws.token });
        assert.equal(res.status, 404);
        assert.equal(res.body.error.type, 'candidateNotFound');
      });
    });

    describe('PUT note/{id}', () => {
      it('changes the body and emits companyNoteUpdated', async () => {
        const note = await createNote(server, ws, position._id, candidate._id, 'draft thought');
        server.clock.advance(5000);
        const { result: res, events } = await captureEvents(server, () =>
          server.put(notePath(note._id), { token: ws.token, body: { body: 'final thought' } }),
        );
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, { ...note, body: 'final thought', updated_date: iso() });
        const payload = expectOneEvent(events, 'companyNoteUpdated', ws);
        assert.deepEqual(payload.object.note, res.body);
        assert.deepEqual({ candidate: payload.object.candidate, position: payload.object.position }, refs());
        const list = await server.get(notesPath(), { token: ws.token });
        assert.deepEqual(
          list.body.find((n: { _id: string }) => n._id === note._id),
          res.body,
        );
      });

      it('answers 200 without an event when the body is the same', async () => {
        const note = await createNote(server, ws, position._id, candidate._id, 'unchanged');
        server.clock.advance(5000);
        const { result: res, events } = await captureEvents(server, () =>
          server.put(notePath(note._id), { token: ws.token, body: { body: 'unchanged' } }),
        );
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, note);
        assert.equal(events.length, 0);
      });

      it('answers 400 for an invalid body and 404 for an unknown note or a note of another candidate', async () => {
        const note = await createNote(server, ws, position._id, candidate._id, 'keep me');
        for (const body of [{}, { body: '' }, { body: '  ' }, { body: 'x', extra: 1 }]) {
          const res = await server.put(notePath(note._id), { token: ws.token, body });
          assert.equal(res.status, 400, JSON.stringify(body));
          assert.equal(res.body.error.type, 'invalidRequest');
        }
        const other = await createCandidate(server, ws, position._id, { name: 'Other' });
        for (const [noteId, candidateId] of [
          [MISSING_ID, candidate._id],
          ['bad!', candidate._id],
          [note._id, other._id],
        ]) {
          const res = await server.put(notePath(noteId, candidateId), { token: ws.token, body: { body: 'x' } });
          assert.equal(res.status, 404, `${noteId} ${candidateId}`);
          assert.equal(res.body.error.type, 'noteNotFound');
        }
        const list = await server.get(notesPath(), { token: ws.token });
        assert.deepEqual(
          list.body.find((n: { _id: string }) => n._id === note._id),
          note,
        );
      });

      it('commits nothing when its event cannot be recorded', async () => {
        const note = await createNote(server, ws, position._id, candidate._id, 'original');
        const res = await withFailingOutbox(server, () => server.put(notePath(note._id), { token: ws.token, body: { body: 'rewritten' } }));
        assert.equal(res.status, 500);
        const list = await server.get(notesPath(), { token: ws.token });
        assert.deepEqual(
          list.body.find((n: { _id: string }) => n._id === note._id),
          note,
        );
      });
    });

    describe('DELETE note/{id}', () => {
      it('deletes the note and emits companyNoteDeleted with the note as it was', async () => {
        const note = await createNote(server, ws, position._id, candidate._id, 'to delete');
        const { result: res, events } = await captureEvents(server, () => server.delete(notePath(note._id), { token: ws.token }));
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, { success: true });
        const payload = expectOneEvent(events, 'companyNoteDeleted', ws);
        assert.deepEqual(payload.object.note, note);
        assert.deepEqual({ candidate: payload.object.candidate, position: payload.object.position }, refs());
        const list = await server.get(notesPath(), { token: ws.token });
        assert.ok(!list.body.some((n: { _id: string }) => n._id === note._id));
        const again = await server.delete(notePath(note._id), { token: ws.token });
        assert.equal(again.status, 404);
        assert.equal(again.body.error.type, 'noteNotFound');
      });

      it('commits nothing when its event cannot be recorded', async () => {
        const note = await createNote(server, ws, position._id, candidate._id, 'survivor');
        const res = await withFailingOutbox(server, () => server.delete(notePath(note._id), { token: ws.token }));
        assert.equal(res.status, 500);
        const list = await server.get(notesPath(), { token: ws.token });
        assert.deepEqual(
          list.body.find((n: { _id: string }) => n._id === note._id),
          note,
        );
      });
    });

    describe('ids of another company', () => {
      it('are 404 on every note route, even for a member of both companies, and change nothing', async () => {
        const note = await createNote(server, ws, position._id, candidate._id, 'company A note');
        const otherCompany = await server.createCompany({ name: 'Company B' });
        await server.addMember(otherCompany.id, ws.user.id);
        const base = `/v3/company/${otherCompany.id}/position/${position._id}/candidate/${candidate._id}`;
        const { events } = await captureEvents(server, async () => {
          for (const res of [
            await server.get(`${base}/notes`, { token: ws.token }),
            await server.post(`${base}/notes`, { token: ws.token, body: { body: 'x' } }),
            await server.put(`${base}/note/${note._id}`, { token: ws.token, body: { body: 'x' } }),
            await server.delete(`${base}/note/${note._id}`, { token: ws.token }),
          ]) {
            assert.equal(res.status, 404);
            assert.equal(res.body.error.type, 'positionNotFound');
          }
        });
        assert.equal(events.length, 0);
        const list = await server.get(notesPath(), { token: ws.token });
        assert.deepEqual(
          list.body.find((n: { _id: string }) => n._id === note._id),
          note,
        );
      });

      it('refuses non-members with 403', async () => {
        const outsider = await server.createWorkspace();
        const res = await server.get(notesPath(), { token: outsider.token });
        assert.equal(res.status, 403);
        assert.equal(res.body.error.type, 'companyMembershipRequired');
      });
    });
  });
}

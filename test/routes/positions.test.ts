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
  EU_ID,
  expectOneEvent,
  stageOf,
  US_ID,
  withFailingOutbox,
  type Workspace,
  subscribedWorkspace,
} from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const MISSING_ID = 'abcdefabcdef';

for (const dialect of DIALECTS) {
  describe(`pipelines and positions [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ws: Workspace;
    const path = (rest: string) => companyPath(ws, rest);

    before(async () => {
      server = await startTestServer(dialect);
      ws = await subscribedWorkspace(server);
    });
    after(() => server?.close());

    describe('GET pipelines', () => {
      it('answers the default pipeline keyed by its id, with its six stages in order', async () => {
        const res = await server.get(path('/pipelines'), { token: ws.token });
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, {
          default: {
            id: 'default',
            name: 'Default',
            stages: [
              stageOf('applied'),
              stageOf('feedback'),
              stageOf('interviewing'),
              stageOf('offer'),
              stageOf('hired'),
              stageOf('disqualified'),
            ],
          },
        });
      });

      it('needs authentication and membership', async () => {
        assert.equal((await server.get(path('/pipelines'))).status, 401);
        const outsider = await server.createWorkspace();
        const res = await server.get(path('/pipelines'), { token: outsider.token });
        assert.equal(res.status, 403);
        assert.equal(res.body.error.type, 'companyMembershipRequired');
      });
    });

    describe('POST positions', () => {
      it('creates a draft position on the default pipeline and emits companyPositionAdded with it', async () => {
        const { result: res, events } = await captureEvents(server, () =>
          server.post(path('/positions'), { token: ws.token, body: { name: '  Data Engineer ' } }),
        );
        assert.equal(res.status, 200);
        assert.match(res.body._id, US_ID);
        const now = new Date(server.clock.now()).toISOString();
        assert.deepEqual(res.body, {
          _id: res.body._id,
          name: 'Data Engineer',
          friendly_id: `${res.body._id}-data-engineer`,
          description: null,
          type: null,
          location: null,
          department: null,
          experience: null,
          education: null,
          category: null,
          requisition_id: null,
          tags: [],
          application_form: {
            name: 'required',
            headline: 'optional',
            summary: 'optional',
            profile_photo: 'optional',
            address: 'hidden',
            salary: 'hidden',
            email_address: 'required',
            phone_number: 'optional',
            resume: 'optional',
            work_history: 'optional',
            education: 'optional',
            cover_letter: 'optional',
          },
          state: 'draft',
          pipeline_id: 'default',
          pipeline: 'default',
          creator_id: ws.user.id,
          all_users: [ws.user.id],
          all_admins: [ws.user.id],
          candidate_type: 'all',
          org_type: 'position',
          creation_date: now,
          updated_date: now,
        });
        const payload = expectOneEvent(events, 'companyPositionAdded', ws);
        assert.deepEqual(payload.object.position, res.body);
        assert.deepEqual(Object.keys(payload).sort(), ['_id', 'creation_date', 'object', 'type']);
      });

      it("stores every optional field, type and location given as plain strings shown as the original's objects", async () => {
        const body = { name: 'Designer', description: 'Product design', type: 'full-time', location: 'Berlin', department: 'Design' };
        const created = await createPosition(server, ws, body);
        assert.equal(created.description, 'Product design');
        assert.equal(created.department, 'Design');
        assert.deepEqual(created.type, { id: 'fullTime', name: 'Full-Time' });
        assert.deepEqual(created.location, { country: null, city: null, name: 'Berlin', is_remote: false });
        const res = await server.get(path(`/position/${created._id}`), { token: ws.token });
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, created);
      });

      for (const [label, body] of [
        ['no name', { description: 'x' }],
        ['a blank name', { name: '   ' }],
        ['an empty name', { name: '' }],
        ['a null name', { name: null }],
        ['a numeric name', { name: 42 }],
        ['a non-string description', { name: 'Ops', description: 7 }],
        ['a numeric type', { name: 'Ops', type: 7 }],
        ['a location whose city is a number', { name: 'Ops', location: { city: 7 } }],
        ['tags that are not a list', { name: 'Ops', tags: 'a' }],
      ] as const) {
        it(`answers 400 invalidRequest for ${label}, storing nothing and emitting nothing`, async () => {
          const positionsBefore = await countStored(server, 'positions');
          const { result: res, events } = await captureEvents(server, () => server.post(path('/positions'), { token: ws.token, body }));
          assert.equal(res.status, 400, res.text);
          assert.equal(res.body.error.type, 'invalidRequest');
          assert.equal(typeof res.body.error.message, 'string');
          assert.equal(events.length, 0);
          assert.equal(await countStored(server, 'positions'), positionsBefore);
        });
      }

      it('answers 400 for a body that is not JSON', async () => {
        const res = await server.post(path('/positions'), {
          token: ws.token,
          rawBody: '{name',
          headers: { 'content-type': 'application/json' },
        });
        assert.equal(res.status, 400);
      });

      it('needs authentication (401) and membership (403)', async () => {
        assert.equal((await server.post(path('/positions'), { body: { name: 'x' } })).status, 401);
        const outsider = await server.createWorkspace();
        const res = await server.post(path('/positions'), { token: outsider.token, body: { name: 'x' } });
        assert.equal(res.status, 403);
        assert.equal(res.body.error.type, 'companyMembershipRequired');
      });

      it('commits nothing when its event cannot be recorded', async () => {
        const positionsBefore = await countStored(server, 'positions');
        const eventsBefore = await countStored(server, 'events');
        const res = await withFailingOutbox(server, () => server.post(path('/positions'), { token: ws.token, body: { name: 'Ghost' } }));
        assert.equal(res.status, 500);
        assert.equal(res.body.error.type, 'internalError');
        assert.equal(await countStored(server, 'positions'), positionsBefore);
        assert.equal(await countStored(server, 'events'), eventsBefore);
        const list = await server.get(path('/positions'), { token: ws.token });
        assert.ok(!list.body.some((p: { name: string }) => p.name === 'Ghost'));
      });
    });

    describe('GET positions and position/{id}', () => {
      it('lists the company positions oldest first as a plain array, optionally by state', async () => {
        const own = await server.createWorkspace();
        const first = await createPosition(server, own, { name: 'First' });
        server.clock.advance(1000);
        const second = await createPosition(server, own, { name: 'Second' });
        await server.put(companyPath(own, `/position/${second._id}/state`), { token: own.token, body: { state: 'published' } });

        const all = await server.get(companyPath(own, '/positions'), { token: own.token });
        assert.equal(all.status, 200);
        assert.deepEqual(
          all.body.map((p: { _id: string }) => p._id),
          [first._id, second._id],
        );

        const published = await server.get(companyPath(own, '/positions?state=published'), { token: own.token });
        assert.equal(published.status, 200);
        assert.deepEqual(
          published.body.map((p: { _id: string; state: string }) => [p._id, p.state]),
          [[second._id, 'published']],
        );

        const closed = await server.get(companyPath(own, '/positions?state=closed'), { token: own.token });
        assert.deepEqual(closed.body, []);
      });

      it('answers 400 for an unknown state filter', async () => {
        const res = await server.get(path('/positions?state=open'), { token: ws.token });
        assert.equal(res.status, 400);
        assert.equal(res.body.error.type, 'invalidRequest');
      });

      it('answers 404 positionNotFound for an unknown or malformed id', async () => {
        for (const id of [MISSING_ID, 'not-an-id', 'ABCDEFABCDEF']) {
          const res = await server.get(path(`/position/${id}`), { token: ws.token });
          assert.equal(res.status, 404, id);
          assert.equal(res.body.error.type, 'positionNotFound');
        }
      });
    });

    describe('PUT position/{id}', () => {
      it('updates only the given fields, bumps updated_date and emits companyPositionUpdated naming them', async () => {
        const created = await createPosition(server, ws, { name: 'Analyst', description: 'Numbers', location: 'Paris' });
        server.clock.advance(60_000);
        const { result: res, events } = await captureEvents(server, () =>
          server.put(path(`/position/${created._id}`), { token: ws.token, body: { name: 'Senior Analyst', location: null } }),
        );
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, {
          ...created,
          name: 'Senior Analyst',
          friendly_id: `${created._id}-senior-analyst`,
          location: null,
          updated_date: new Date(server.clock.now()).toISOString(),
        });
        const payload = expectOneEvent(events, 'companyPositionUpdated', ws);
        assert.deepEqual(payload.object.position, res.body);
        assert.deepEqual(payload.object.changed_fields, ['name', 'location']);
        assert.deepEqual((await server.get(path(`/position/${created._id}`), { token: ws.token })).body, res.body);
      });

      it('answers 200 without an event or a new updated_date when nothing changes', async () => {
        const created = await createPosition(server, ws, { name: 'Same', department: 'Ops' });
        server.clock.advance(60_000);
        for (const body of [{}, { name: 'Same' }, { name: 'Same', department: 'Ops', description: null }]) {
          const { result: res, events } = await captureEvents(server, () =>
            server.put(path(`/position/${created._id}`), { token: ws.token, body }),
          );
          assert.equal(res.status, 200);
          assert.deepEqual(res.body, created);
          assert.equal(events.length, 0, JSON.stringify(body));
        }
      });

      it('answers 400 for a blank name or a field of the wrong type, changing nothing', async () => {
        const created = await createPosition(server, ws, { name: 'Keep' });
        for (const body of [{ name: ' ' }, { type: true }, { requisition_id: 5 }, { name: null }]) {
          const { result: res, events } = await captureEvents(server, () =>
            server.put(path(`/position/${created._id}`), { token: ws.token, body }),
          );
          assert.equal(res.status, 400, JSON.stringify(body));
          assert.equal(res.body.error.type, 'invalidRequest');
          assert.equal(events.length, 0);
        }
        assert.deepEqual((await server.get(path(`/position/${created._id}`), { token: ws.token })).body, created);
      });

      it('answers 404 for an unknown position', async () => {
        const res = await server.put(path(`/position/${MISSING_ID}`), { token: ws.token, body: { name: 'x' } });
        assert.equal(res.status, 404);
        assert.equal(res.body.error.type, 'positionNotFound');
      });

      it('commits nothing when its event cannot be recorded', async () => {
        const created = await createPosition(server, ws, { name: 'Stable' });
        server.clock.advance(1000);
        const res = await withFailingOutbox(server, () =>
          server.put(path(`/position/${created._id}`), { token: ws.token, body: { name: 'Changed' } }),
        );
        assert.equal(res.status, 500);
        assert.deepEqual((await server.get(path(`/position/${created._id}`), { token: ws.token })).body, created);
      });
    });

    describe('PUT position/{id}/state', () => {
      it('changes the state and emits companyPositionStateUpdated with state_was', async () => {
        const created = await createPosition(server, ws, { name: 'Stateful' });
        let was = 'draft';
        for (const state of ['published', 'closed', 'archived', 'pending', 'draft']) {
          server.clock.advance(1000);
          const { result: res, events } = await captureEvents(server, () =>
            server.put(path(`/position/${created._id}/state`), { token: ws.token, body: { state } }),
          );
          assert.equal(res.status, 200);
          assert.equal(res.body.state, state);
          assert.equal(res.body.updated_date, new Date(server.clock.now()).toISOString());
          const payload = expectOneEvent(events, 'companyPositionStateUpdated', ws);
          assert.deepEqual(payload.object.position, res.body);
          assert.equal(payload.object.state_was, was);
          was = state;
        }
      });

      it('answers 200 without an event when the state is already the given one', async () => {
        const created = await createPosition(server, ws, { name: 'Draft stays' });
        server.clock.advance(1000);
        const { result: res, events } = await captureEvents(server, () =>
          server.put(path(`/position/${created._id}/state`), { token: ws.token, body: { state: 'draft' } }),
        );
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, created);
        assert.equal(events.length, 0);
      });

      it('answers 400 for an unknown, missing or mistyped state', async () => {
        const created = await createPosition(server, ws, { name: 'Bad state' });
        for (const body of [{ state: 'open' }, {}, { state: 1 }, { state: 'published', extra: true }]) {
          const { result: res, events } = await captureEvents(server, () =>
            server.put(path(`/position/${created._id}/state`), { token: ws.token, body }),
          );
          assert.equal(res.status, 400, JSON.stringify(body));
          assert.equal(res.body.error.type, 'invalidRequest');
          assert.equal(events.length, 0);
        }
        assert.equal((await server.get(path(`/position/${created._id}`), { token: ws.token })).body.state, 'draft');
      });

      it('answers 404 for an unknown position', async () => {
        const res = await server.put(path(`/position/${MISSING_ID}/state`), { token: ws.token, body: { state: 'published' } });
        assert.equal(res.status, 404);
        assert.equal(res.body.error.type, 'positionNotFound');
      });

      it('commits nothing when its event cannot be recorded', async () => {
        const created = await createPosition(server, ws, { name: 'Stuck in draft' });
        const res = await withFailingOutbox(server, () =>
          server.put(path(`/position/${created._id}/state`), { token: ws.token, body: { state: 'published' } }),
        );
        assert.equal(res.status, 500);
        assert.equal((await server.get(path(`/position/${created._id}`), { token: ws.token })).body.state, 'draft');
      });
    });

    describe('DELETE position/{id}', () => {
      it('deletes the position with its candidates and notes, emitting only companyPositionDeleted', async () => {
        const created = await createPosition(server, ws, { name: 'Doomed' });
        const candidate = await createCandidate(server, ws, created._id);
        await createNote(server, ws, created._id, candidate._id);
        const kept = await createPosition(server, ws, { name: 'Kept' });
        const keptCandidate = await createCandidate(server, ws, kept._id);
        await createNote(server, ws, kept._id, keptCandidate._id);
        const counts = { candidates: await countStored(server, 'candidates'), notes: await countStored(server, 'notes') };

        const { result: res, events } = await captureEvents(server, () =>
          server.delete(path(`/position/${created._id}`), { token: ws.token }),
        );
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, { success: true });
        const payload = expectOneEvent(events, 'companyPositionDeleted', ws);
        assert.deepEqual(payload.object.position, created);

        assert.equal((await server.get(path(`/position/${created._id}`), { token: ws.token })).status, 404);
        assert.equal((await server.get(path(`/position/${created._id}/candidates`), { token: ws.token })).status, 404);
        assert.equal(await countStored(server, 'candidates'), counts.candidates - 1);
        assert.equal(await countStored(server, 'notes'), counts.notes - 1);
        assert.equal(
          (await server.get(path(`/position/${kept._id}/candidate/${keptCandidate._id}/notes`), { token: ws.token })).body.length,
          1,
        );

        const again = await server.delete(path(`/position/${created._id}`), { token: ws.token });
        assert.equal(again.status, 404);
        assert.equal(again.body.error.type, 'positionNotFound');
      });

      it('commits nothing when its event cannot be recorded', async () => {
        const created = await createPosition(server, ws, { name: 'Survivor' });
        const candidate = await createCandidate(server, ws, created._id);
        await createNote(server, ws, created._id, candidate._id);
        const res = await withFailingOutbox(server, () => server.delete(path(`/position/${created._id}`), { token: ws.token }));
        assert.equal(res.status, 500);
        assert.deepEqual((await server.get(path(`/position/${created._id}`), { token: ws.token })).body, created);
        const notes = await server.get(path(`/position/${created._id}/candidate/${candidate._id}/notes`), { token: ws.token });
        assert.equal(notes.status, 200);
        assert.equal(notes.body.length, 1);
      });
    });

    describe('ids of another company', () => {
      it('are 404 on every position route, even for a member of both companies, and change nothing', async () => {
        const created = await createPosition(server, ws, { name: 'Company A only' });
        const other = await server.createCompany({ name: 'Company B' });
        await server.addMember(other.id, ws.user.id);
        const otherPath = (rest: string) => `/v3/company/${other.id}${rest}`;

        const { events } = await captureEvents(server, async () => {
          const responses = [
            await server.get(otherPath(`/position/${created._id}`), { token: ws.token }),
            await server.put(otherPath(`/position/${created._id}`), { token: ws.token, body: { name: 'Hijacked' } }),
            await server.put(otherPath(`/position/${created._id}/state`), { token: ws.token, body: { state: 'closed' } }),
            await server.delete(otherPath(`/position/${created._id}`), { token: ws.token }),
          ];
          for (const res of responses) {
            assert.equal(res.status, 404);
            assert.equal(res.body.error.type, 'positionNotFound');
          }
        });
        assert.equal(events.length, 0);
        assert.deepEqual((await server.get(otherPath('/positions'), { token: ws.token })).body, []);
        assert.deepEqual((await server.get(path(`/position/${created._id}`), { token: ws.token })).body, created);
      });
    });
  });

  describe(`recruiting ids in the EU region [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(dialect, { env: { REGION: 'eu' } });
    });
    after(() => server?.close());

    it('issues 14-character ids ending in 01 for positions, candidates, notes and events', async () => {
      const ws = await subscribedWorkspace(server);
      const { result, events } = await captureEvents(server, async () => {
        const position = await createPosition(server, ws);
        const candidate = await createCandidate(server, ws, position._id);
        const note = await createNote(server, ws, position._id, candidate._id);
        return { position, candidate, note };
      });
      assert.match(result.position._id, EU_ID);
      assert.match(result.candidate._id, EU_ID);
      assert.match(result.note._id, EU_ID);
      assert.equal(events.length, 3);
      for (const event of events) assert.match(event.id, EU_ID);

      // EU ids are accepted back in paths.
      const res = await server.get(`/v3/company/${ws.company.id}/position/${result.position._id}/candidate/${result.candidate._id}`, {
        token: ws.token,
      });
      assert.equal(res.status, 200);
      assert.equal(res.body._id, result.candidate._id);
    });
  });
}

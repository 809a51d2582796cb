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
  listShape,
  stageOf,
  US_ID,
  withFailingOutbox,
  type Workspace,
  subscribedWorkspace,
} from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const MISSING_ID = 'abcdefabcdef';

for (const dialect of DIALECTS) {
  describe(`candidates [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ws: Workspace;
    let position: any;
    const path = (rest: string) => companyPath(ws, rest);
    const candidatePath = (candidateId: string, rest = '') => path(`/position/${position._id}/candidate/${candidateId}${rest}`);
    const iso = () => new Date(server.clock.now()).toISOString();

    before(async () => {
      server = await startTestServer(dialect);
      ws = await subscribedWorkspace(server);
      position = await createPosition(server, ws, { name: 'Platform Engineer' });
    });
    after(() => server?.close());

    describe('POST position/{id}/candidates', () => {
      it('adds a candidate in stage applied and emits candidateAdded with the candidate and its position', async () => {
        const { result: res, events } = await captureEvents(server, () =>
          server.post(path(`/position/${position._id}/candidates`), {
            token: ws.token,
            body: { name: ' Grace Hopper ', email_address: 'grace@example.com' },
          }),
        );
        assert.equal(res.status, 200);
        assert.match(res.body._id, US_ID);
        assert.match(res.body.meta_id, US_ID);
        assert.deepEqual(res.body, {
          _id: res.body._id,
          meta_id: res.body.meta_id,
          name: 'Grace Hopper',
          initial: 'G',
          headline: null,
          email_address: 'grace@example.com',
          phone_number: null,
          address: null,
          summary: null,
          tags: [],
          origin: null,
          source: { id: 'api', name: 'API' },
          stage: stageOf('applied'),
          resume: null,
          overall_score: { very_good: [], good: [], neutral: [], poor: [], very_poor: [], scored_count: 0, score: 0, average_score: null },
          followed_by: [],
          social_profiles: [],
          position_id: position._id,
          creation_date: iso(),
          updated_date: iso(),
          custom_attributes: [],
          education: [],
          work_history: [],
        });
        const payload = expectOneEvent(events, 'candidateAdded', ws);
        assert.deepEqual(payload.object.candidate, listShape(res.body));
        assert.deepEqual(payload.object.position, { _id: position._id, name: position.name, state: position.state });
      });

      it('stores every optional field', async () => {
        const body = {
          name: 'Alan Turing',
          email_address: 'alan@example.com',
          phone_number: '+44 20 7946 0000',
          summary: 'Mathematician',
          tags: ['math', 'crypto'],
          origin: 'sourced',
        };
        const created = await createCandidate(server, ws, position._id, body);
        for (const [key, value] of Object.entries(body)) assert.deepEqual(created[key], value, key);
        const res = await server.get(candidatePath(created._id), { token: ws.token });
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, created);
      });

      for (const [label, body] of [
        ['no name', { email_address: 'x@example.com' }],
        ['a blank name', { name: '  ' }],
        ['an invalid email address', { name: 'X', email_address: 'not-an-email' }],
        ['tags that are not an array', { name: 'X', tags: 'a,b' }],
        ['a tag that is not a string', { name: 'X', tags: ['a', 2] }],
        ['an address that is not a string', { name: 'X', address: 12 }],
        ['a source that is a number', { name: 'X', source: 3 }],
        ['social profiles that are a string', { name: 'X', social_profiles: 'https://example.com' }],
        ['an education entry without a school', { name: 'X', education: [{ degree: 'BSc' }] }],
      ] as const) {
        it(`answers 400 invalidRequest for ${label}, storing nothing and emitting nothing`, async () => {
          const before = await countStored(server, 'candidates');
          const { result: res, events } = await captureEvents(server, () =>
            server.post(path(`/position/${position._id}/candidates`), { token: ws.token, body }),
          );
          assert.equal(res.status, 400, res.text);
          assert.equal(res.body.error.type, 'invalidRequest');
          assert.equal(events.length, 0);
          assert.equal(await countStored(server, 'candidates'), before);
        });
      }

      it('answers 404 positionNotFound for an unknown or malformed position', async () => {
        // A quote and a NUL too: on PostgreSQL the id is written into the text that begins the transaction.
        for (const id of [MISSING_ID, 'xyz', "x'y", 'x%00y']) {
          const res = await server.post(path(`/position/${id}/candidates`), { token: ws.token, body: { name: 'X' } });
          assert.equal(res.status, 404);
          assert.equal(res.body.error.type, 'positionNotFound');
        }
      });

      it('commits nothing when its event cannot be recorded', async () => {
        const before = await countStored(server, 'candidates');
        const res = await withFailingOutbox(server, () =>
          server.post(path(`/position/${position._id}/candidates`), { token: ws.token, body: { name: 'Ghost' } }),
        );
        assert.equal(res.status, 500);
        assert.equal(await countStored(server, 'candidates'), before);
        const list = await server.get(path(`/position/${position._id}/candidates`), { token: ws.token });
        assert.ok(!list.body.some((c: { name: string }) => c.name === 'Ghost'));
      });
    });

    describe('GET candidates and candidate/{id}', () => {
      it("lists only the position's candidates, oldest first, as a plain array", async () => {
        const own = await createPosition(server, ws, { name: 'Listing' });
        const other = await createPosition(server, ws, { name: 'Elsewhere' });
        const first = await createCandidate(server, ws, own._id, { name: 'First' });
        server.clock.advance(1000);
        const second = await createCandidate(server, ws, own._id, { name: 'Second' });
        await createCandidate(server, ws, other._id, { name: 'Other' });
        const res = await server.get(path(`/position/${own._id}/candidates`), { token: ws.token });
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, [listShape(first), listShape(second)]);
      });

      it('answers 404 positionNotFound for the list of an unknown position', async () => {
        const res = await server.get(path(`/position/${MISSING_ID}/candidates`), { token: ws.token });
        assert.equal(res.status, 404);
        assert.equal(res.body.error.type, 'positionNotFound');
      });

      it('answers 404 candidateNotFound for an unknown id, a malformed id or a candidate of another position', async () => {
        const other = await createPosition(server, ws, { name: 'Other position' });
        const elsewhere = await createCandidate(server, ws, other._id);
        for (const id of [MISSING_ID, 'nope', elsewhere._id]) {
          const res = await server.get(candidatePath(id), { token: ws.token });
          assert.equal(res.status, 404, id);
          assert.equal(res.body.error.type, 'candidateNotFound');
        }
      });
    });

    describe('PUT candidate/{id}', () => {
      it('updates only the given fields and emits no event (there is no candidate-updated event type)', async () => {
        const created = await createCandidate(server, ws, position._id, {
          name: 'Edit Me',
          email_address: 'a@example.com',
          tags: ['x'],
          summary: 'old',
        });
        server.clock.advance(60_000);
        const { result: res, events } = await captureEvents(server, () =>
          server.put(candidatePath(created._id), { token: ws.token, body: { name: 'Edited', tags: ['y', 'z'], summary: null } }),
        );
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, { ...created, name: 'Edited', tags: ['y', 'z'], summary: null, updated_date: iso() });
        assert.equal(events.length, 0);
        assert.deepEqual((await server.get(candidatePath(created._id), { token: ws.token })).body, res.body);
      });

      it('keeps updated_date when nothing changes', async () => {
        const created = await createCandidate(server, ws, position._id, { name: 'Same', tags: ['a'] });
        server.clock.advance(60_000);
        const res = await server.put(candidatePath(created._id), { token: ws.token, body: { name: 'Same', tags: ['a'], origin: null } });
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, created);
      });

      it('answers 400 for invalid fields and 404 for unknown candidates', async () => {
        const created = await createCandidate(server, ws, position._id, { name: 'Valid' });
        for (const body of [{ name: '' }, { email_address: 'bad' }, { tags: [1] }, { headline: false }]) {
          const res = await server.put(candidatePath(created._id), { token: ws.token, body });
          assert.equal(res.status, 400, JSON.stringify(body));
          assert.equal(res.body.error.type, 'invalidRequest');
        }
        assert.deepEqual((await server.get(candidatePath(created._id), { token: ws.token })).body, created);
        const res = await server.put(candidatePath(MISSING_ID), { token: ws.token, body: { name: 'x' } });
        assert.equal(res.status, 404);
        assert.equal(res.body.error.type, 'candidateNotFound');
      });

      it('answers 404 candidateNotFound, changing nothing, for a candidate of another position or an id with a quote or a NUL, on its edit, stage and records', async () => {
        const other = await createPosition(server, ws, { name: 'Elsewhere' });
        const elsewhere = await createCandidate(server, ws, other._id, { name: 'Elsewhere Candidate' });
        // On PostgreSQL both ids are written into the text that begins the transaction.
        for (const id of [elsewhere._id, "x'y", 'x%00y']) {
          for (const res of [
            await server.put(candidatePath(id), { token: ws.token, body: { name: 'Renamed' } }),
            await server.put(candidatePath(id, '/stage'), { token: ws.token, body: { stage_id: 'hired' } }),
            await server.put(candidatePath(id, '/custom-attribute'), { token: ws.token, body: { name: 'Badge', value: '1' } }),
            await server.put(candidatePath(id, '/education'), { token: ws.token, body: { school_name: 'Yale' } }),
          ]) {
            assert.equal(res.status, 404, `${id}: ${res.text}`);
            assert.equal(res.body.error.type, 'candidateNotFound');
          }
        }
        const unchanged = await server.get(path(`/position/${other._id}/candidate/${elsewhere._id}`), { token: ws.token });
        assert.deepEqual(unchanged.body, elsewhere);
      });
    });

    describe('PUT candidate/{id}/stage', () => {
      it('moves the candidate and emits candidateStatusUpdated with stage and stage_was', async () => {
        const created = await createCandidate(server, ws, position._id, { name: 'Mover', email_address: 'mover@example.com' });
        server.clock.advance(1000);
        const { result: res, events } = await captureEvents(server, () =>
          server.put(candidatePath(created._id, '/stage'), { token: ws.token, body: { stage_id: 'interviewing' } }),
        );
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, { ...created, stage: stageOf('interviewing'), updated_date: iso() });
        const payload = expectOneEvent(events, 'candidateStatusUpdated', ws);
        assert.deepEqual(payload.object.candidate, listShape(res.body));
        assert.deepEqual(payload.object.stage, stageOf('interviewing'));
        assert.deepEqual(payload.object.stage_was, stageOf('applied'));
        assert.deepEqual(payload.object.position, { _id: position._id, name: position.name, state: position.state });
        assert.deepEqual((await server.get(candidatePath(created._id), { token: ws.token })).body, res.body);

        const next = await captureEvents(server, () =>
          server.put(candidatePath(created._id, '/stage'), { token: ws.token, body: { stage_id: 'offer' } }),
        );
        assert.deepEqual(expectOneEvent(next.events, 'candidateStatusUpdated', ws).object.stage_was, stageOf('interviewing'));
      });

      it('answers 200 without an event when the candidate is already in that stage', async () => {
        const created = await createCandidate(server, ws, position._id, { name: 'Stayer' });
        server.clock.advance(1000);
        const { result: res, events } = await captureEvents(server, () =>
          server.put(candidatePath(created._id, '/stage'), { token: ws.token, body: { stage_id: 'applied' } }),
        );
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, created);
        assert.equal(events.length, 0);
      });

      it('answers 400 invalidStage for a stage the pipeline does not have, changing nothing', async () => {
        const created = await createCandidate(server, ws, position._id, { name: 'Unmoved' });
        const { result: res, events } = await captureEvents(server, () =>
          server.put(candidatePath(created._id, '/stage'), { token: ws.token, body: { stage_id: 'Applied' } }),
        );
        assert.equal(res.status, 400);
        assert.equal(res.body.error.type, 'invalidStage');
        assert.match(res.body.error.message, /applied, feedback, interviewing, offer, hired, disqualified/);
        assert.equal(events.length, 0);
        assert.deepEqual((await server.get(candidatePath(created._id), { token: ws.token })).body, created);
      });

      it('answers 400 invalidRequest for a missing or mistyped stage_id', async () => {
        const created = await createCandidate(server, ws, position._id, { name: 'Typo' });
        for (const body of [{}, { stage_id: 3 }, { stage: 'offer' }]) {
          const res = await server.put(candidatePath(created._id, '/stage'), { token: ws.token, body });
          assert.equal(res.status, 400, JSON.stringify(body));
          assert.equal(res.body.error.type, 'invalidRequest');
        }
      });

      it('answers 404 for an unknown candidate or position', async () => {
        const res = await server.put(candidatePath(MISSING_ID, '/stage'), { token: ws.token, body: { stage_id: 'offer' } });
        assert.equal(res.status, 404);
        assert.equal(res.body.error.type, 'candidateNotFound');
        const created = await createCandidate(server, ws, position._id);
        const noPosition = await server.put(path(`/position/${MISSING_ID}/candidate/${created._id}/stage`), {
          token: ws.token,
          body: { stage_id: 'offer' },
        });
        assert.equal(noPosition.status, 404);
        assert.equal(noPosition.body.error.type, 'positionNotFound');
      });

      it('emits one event when the same move is requested concurrently', async () => {
        const created = await createCandidate(server, ws, position._id, { name: 'Raced' });
        const { result, events } = await captureEvents(server, () =>
          Promise.all(
            Array.from({ length: 6 }, () =>
              server.put(candidatePath(created._id, '/stage'), { token: ws.token, body: { stage_id: 'hired' } }),
            ),
          ),
        );
        for (const res of result) assert.equal(res.status, 200);
        const payload = expectOneEvent(events, 'candidateStatusUpdated', ws);
        assert.deepEqual(payload.object.stage_was, stageOf('applied'));
      });

      it('commits nothing when its event cannot be recorded', async () => {
        const created = await createCandidate(server, ws, position._id, { name: 'Stuck' });
        const res = await withFailingOutbox(server, () =>
          server.put(candidatePath(created._id, '/stage'), { token: ws.token, body: { stage_id: 'hired' } }),
        );
        assert.equal(res.status, 500);
        assert.deepEqual((await server.get(candidatePath(created._id), { token: ws.token })).body, created);
      });
    });

    describe('DELETE candidate/{id}', () => {
      it('deletes the candidate with its notes, emitting only candidateDeleted with the candidate as it was', async () => {
        const created = await createCandidate(server, ws, position._id, { name: 'Leaving', email_address: 'bye@example.com' });
        const moved = (await server.put(candidatePath(created._id, '/stage'), { token: ws.token, body: { stage_id: 'disqualified' } }))
          .body;
        await createNote(server, ws, position._id, created._id);
        const notesBefore = await countStored(server, 'notes');

        const { result: res, events } = await captureEvents(server, () => server.delete(candidatePath(created._id), { token: ws.token }));
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, { success: true });
        const payload = expectOneEvent(events, 'candidateDeleted', ws);
        assert.deepEqual(payload.object.candidate, listShape(moved));
        assert.deepEqual(payload.object.position, { _id: position._id, name: position.name, state: position.state });
        assert.equal(await countStored(server, 'notes'), notesBefore - 1);

        const gone = await server.get(candidatePath(created._id), { token: ws.token });
        assert.equal(gone.status, 404);
        assert.equal(gone.body.error.type, 'candidateNotFound');
        assert.equal((await server.get(candidatePath(created._id, '/notes'), { token: ws.token })).status, 404);
        assert.equal((await server.delete(candidatePath(created._id), { token: ws.token })).status, 404);
      });

      it('commits nothing when its event cannot be recorded', async () => {
        const created = await createCandidate(server, ws, position._id, { name: 'Staying' });
        await createNote(server, ws, position._id, created._id);
        const res = await withFailingOutbox(server, () => server.delete(candidatePath(created._id), { token: ws.token }));
        assert.equal(res.status, 500);
        assert.deepEqual((await server.get(candidatePath(created._id), { token: ws.token })).body, created);
        assert.equal((await server.get(candidatePath(created._id, '/notes'), { token: ws.token })).body.length, 1);
      });
    });

    describe('ids of another company', () => {
      it('are 404 on every candidate route, even for a member of both companies, and change nothing', async () => {
        const created = await createCandidate(server, ws, position._id, { name: 'Company A candidate' });
        const otherCompany = await server.createCompany({ name: 'Company B' });
        await server.addMember(otherCompany.id, ws.user.id);
        const other: Workspace = { ...ws, company: otherCompany };
        const otherPosition = await createPosition(server, other, { name: 'B position' });

        const { events } = await captureEvents(server, async () => {
          // A's position through B's path.
          const viaCompany = (rest: string) => companyPath(other, `/position/${position._id}${rest}`);
          for (const res of [
            await server.get(viaCompany('/candidates'), { token: ws.token }),
            await server.post(viaCompany('/candidates'), { token: ws.token, body: { name: 'Injected' } }),
            await server.get(viaCompany(`/candidate/${created._id}`), { token: ws.token }),
            await server.put(viaCompany(`/candidate/${created._id}/stage`), { token: ws.token, body: { stage_id: 'hired' } }),
            await server.delete(viaCompany(`/candidate/${created._id}`), { token: ws.token }),
          ]) {
            assert.equal(res.status, 404);
            assert.equal(res.body.error.type, 'positionNotFound');
          }
          // A's candidate under B's own position.
          const viaPosition = (rest: string) => companyPath(other, `/position/${otherPosition._id}/candidate/${created._id}${rest}`);
          for (const res of [
            await server.get(viaPosition(''), { token: ws.token }),
            await server.put(viaPosition(''), { token: ws.token, body: { name: 'Renamed' } }),
            await server.put(viaPosition('/stage'), { token: ws.token, body: { stage_id: 'hired' } }),
            await server.delete(viaPosition(''), { token: ws.token }),
          ]) {
            assert.equal(res.status, 404);
            assert.equal(res.body.error.type, 'candidateNotFound');
          }
        });
        assert.equal(events.length, 0);
        assert.deepEqual((await server.get(candidatePath(created._id), { token: ws.token })).body, created);
      });
    });

    describe("a position's delete racing changes of its candidates", () => {
      it('answers each change 200 or 404 and never a deadlock, and leaves nothing of the position', async () => {
        const doomed = await createPosition(server, ws, { name: 'Doomed' });
        const elsewhere = await createPosition(server, ws, { name: 'Lifeboat' });
        const candidates = await Promise.all(
          Array.from({ length: 4 }, (_, i) => createCandidate(server, ws, doomed._id, { name: `Crew ${i}` })),
        );
        const of = (id: string, rest = '') => path(`/position/${doomed._id}/candidate/${id}${rest}`);
        // Each change locks the position for share and then its candidate; the delete locks the position and then every candidate.
        const changes = candidates.flatMap((c, i) => [
          server.put(of(c._id), { token: ws.token, body: { headline: `Headline ${i}` } }),
          server.put(of(c._id, '/stage'), { token: ws.token, body: { stage_id: 'feedback' } }),
          server.put(of(c._id, '/custom-attribute'), { token: ws.token, body: { name: 'Badge', value: String(i) } }),
          ...(i === 0
            ? [
                server.post(of(c._id, '/move'), {
                  token: ws.token,
                  body: { target_position_id: elsewhere._id, target_stage_id: 'applied' },
                }),
              ]
            : []),
        ]);
        const [deleted, ...answers] = await Promise.all([server.delete(path(`/position/${doomed._id}`), { token: ws.token }), ...changes]);
        assert.ok(deleted.status < 300, deleted.text);
        for (const res of answers) assert.ok(res.status === 200 || res.status === 404, `${res.status}: ${res.text}`);
        assert.equal((await server.get(path(`/position/${doomed._id}/candidates`), { token: ws.token })).status, 404);
        const left = await server.services.storage.db.selectFrom('candidates').select('id').where('position_id', '=', doomed._id).execute();
        assert.deepEqual(left, [], 'candidates of the deleted position');
      });
    });
  });
}

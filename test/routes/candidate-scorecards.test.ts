import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { assertErrorShape } from '../helpers/error-shape.ts';
import {
  captureEvents,
  companyPath,
  createCandidate,
  createPosition,
  type Workspace,
  subscribedWorkspace,
} from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

for (const dialect of DIALECTS) {
  describe(`candidate scorecards [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ws: Workspace;
    let colleague: { id: string; name: string; token: string };
    let position: any;
    const candidatePath = (candidate: any, rest = '') => companyPath(ws, `/position/${position._id}/candidate/${candidate._id}${rest}`);
    const iso = () => new Date(server.clock.now()).toISOString();
    const score = (candidate: any, body: unknown, token = ws.token) => server.put(candidatePath(candidate, '/scorecard'), { token, body });
    const list = (candidate: any, token = ws.token) => server.get(candidatePath(candidate, '/scorecards'), { token });

    before(async () => {
      server = await startTestServer(dialect);
      ws = await subscribedWorkspace(server);
      const user = await server.createUser({ name: 'Colleague' });
      await server.addMember(ws.company.id, user.id);
      colleague = { id: user.id, name: user.name, token: await server.createPat(user.id) };
      position = await createPosition(server, ws, { name: 'Support Lead' });
    });
    after(() => server?.close());

    it("sets the caller's scorecard with 204 and no event, and lists it", async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Ada Lovelace' });
      assert.deepEqual((await list(candidate)).body, []);
      server.clock.advance(60_000);
      const { result: res, events } = await captureEvents(server, () =>
        score(candidate, { score: 'very_good', note: 'I really love this candidate for this position' }),
      );
      assert.equal(res.status, 204, res.text);
      assert.equal(res.text, '');
      assert.deepEqual(events, []);
      const listed = await list(candidate);
      assert.equal(listed.status, 200);
      assert.match(listed.body[0]._id, /^[0-9a-f]{12,14}$/);
      assert.deepEqual(listed.body, [
        {
          _id: listed.body[0]._id,
          score: 'very_good',
          note: 'I really love this candidate for this position',
          user: { _id: ws.user.id, name: ws.user.name },
          candidate_id: candidate._id,
          position_id: position._id,
          creation_date: iso(),
          updated_date: iso(),
        },
      ]);
      const shown = (await server.get(candidatePath(candidate), { token: ws.token })).body;
      assert.notEqual(candidate.updated_date, iso());
      assert.equal(shown.updated_date, iso(), "a new scorecard moves the candidate's updated_date: its overall_score changed");
      assert.deepEqual(shown.overall_score, {
        very_good: [ws.user.id],
        good: [],
        neutral: [],
        poor: [],
        very_poor: [],
        scored_count: 1,
        score: 2,
        average_score: 2,
      });
    });

    it('keeps one scorecard per member: a second PUT replaces score and note; each member has their own', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Grace Hopper' });
      assert.equal((await score(candidate, { score: 'good', note: 'Solid' })).status, 204);
      server.clock.advance(1000);
      assert.equal((await score(candidate, { score: 'poor', note: 'Solid' }, colleague.token)).status, 204);
      server.clock.advance(1000);
      assert.equal((await score(candidate, { score: 'neutral' })).status, 204);
      const listed = (await list(candidate)).body;
      assert.deepEqual(
        listed.map((s: any) => [s.user._id, s.score, s.note]),
        [
          [ws.user.id, 'neutral', null],
          [colleague.id, 'poor', 'Solid'],
        ],
      );
      assert.notEqual(listed[0].creation_date, listed[0].updated_date);
      const overall = (await server.get(candidatePath(candidate), { token: ws.token })).body.overall_score;
      assert.deepEqual(overall, {
        very_good: [],
        good: [],
        neutral: [ws.user.id],
        poor: [colleague.id],
        very_poor: [],
        scored_count: 2,
        score: -1,
        average_score: -0.5,
      });
    });

    it("moves the candidate's updated_date when a score changes, not for a note alone, and incremental sync sees it", async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Katherine Johnson' });
      const updatedDate = async () => (await server.get(candidatePath(candidate), { token: ws.token })).body.updated_date;
      server.clock.advance(1000);
      assert.equal((await score(candidate, { score: 'good', note: 'First' })).status, 204);
      const scored = iso();
      assert.equal(await updatedDate(), scored);
      server.clock.advance(1000);
      assert.equal((await score(candidate, { score: 'good', note: 'Only the note' })).status, 204);
      assert.equal(await updatedDate(), scored, 'a note alone is not in the candidate object');
      server.clock.advance(1000);
      const since = iso();
      server.clock.advance(1000);
      assert.equal((await score(candidate, { score: 'very_poor', note: 'Only the note' })).status, 204);
      assert.equal(await updatedDate(), iso());
      const synced = await server.get(
        companyPath(ws, `/position/${position._id}/candidates?sort=updated&updated_since=${encodeURIComponent(since)}`),
        {
          token: ws.token,
        },
      );
      assert.equal(synced.status, 200, synced.text);
      assert.deepEqual(
        synced.body.map((c: any) => [c._id, c.overall_score.very_poor]),
        [[candidate._id, [ws.user.id]]],
      );
    });

    it('shows zero counts and a null average for a candidate nobody scored, and the scores in lists and events', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Listed' });
      const unscored = { very_good: [], good: [], neutral: [], poor: [], very_poor: [], scored_count: 0, score: 0, average_score: null };
      assert.deepEqual((await server.get(candidatePath(candidate), { token: ws.token })).body.overall_score, unscored);
      await score(candidate, { score: 'good' });
      const scored = { ...unscored, good: [ws.user.id], scored_count: 1, score: 1, average_score: 1 };
      const listed = (await server.get(companyPath(ws, `/position/${position._id}/candidates`), { token: ws.token })).body;
      assert.deepEqual(listed.find((c: any) => c._id === candidate._id).overall_score, scored);
      const { events } = await captureEvents(server, () =>
        server.put(candidatePath(candidate, '/stage'), { token: ws.token, body: { stage_id: 'interviewing' } }),
      );
      assert.deepEqual(JSON.parse(events[0]!.payload).object.candidate.overall_score, scored);
    });

    for (const [label, body, type] of [
      ['no score', { note: 'x' }, 'addCandidateScorecardMissingScore'],
      ['a score not among the allowed', { score: 'excellent' }, 'addCandidateScorecardScoreInvalid'],
      ['a score that is no string', { score: 5 }, 'addCandidateScorecardScoreInvalid'],
      ['a note that is no string', { score: 'good', note: 3 }, 'invalidNote'],
      ['a note over 10 000 characters', { score: 'good', note: 'n'.repeat(10_001) }, 'invalidNote'],
      ['an unknown field', { score: 'good', rating: 5 }, 'unknownField'],
      ['a body that is no object', 'good', 'invalidBody'],
    ] as const) {
      it(`refuses ${label} with 400 ${type}, storing nothing`, async () => {
        const candidate = await createCandidate(server, ws, position._id, { name: 'Refused' });
        const res = await score(candidate, body);
        assert.equal(res.status, 400, res.text);
        assertErrorShape(res.body);
        assert.equal(res.body.error.type, type);
        assert.deepEqual((await list(candidate)).body, []);
      });
    }

    it("names the allowed scores in addCandidateScorecardScoreInvalid's message, as the original does", async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Message' });
      const res = await score(candidate, { score: 'excellent' });
      assert.equal(
        res.body.error.message,
        "'excellent' is not an allowable score. Allowed properties are: very_poor,poor,neutral,good,very_good",
      );
    });

    it('needs membership (403 companyMembershipRequired) and a candidate of the path (404 candidateNotFound)', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Guarded' });
      const stranger = await server.createWorkspace();
      for (const res of [await score(candidate, { score: 'good' }, stranger.token), await list(candidate, stranger.token)]) {
        assert.equal(res.status, 403, res.text);
        assert.equal(res.body.error.type, 'companyMembershipRequired');
      }
      const other = await createPosition(server, ws, { name: 'Other' });
      const otherPath = companyPath(ws, `/position/${other._id}/candidate/${candidate._id}`);
      for (const res of [
        await server.put(`${otherPath}/scorecard`, { token: ws.token, body: { score: 'good' } }),
        await server.get(`${otherPath}/scorecards`, { token: ws.token }),
        await list({ _id: 'abcdefabcdef' }),
      ]) {
        assert.equal(res.status, 404, res.text);
        assert.equal(res.body.error.type, 'candidateNotFound');
      }
      assert.deepEqual((await list(candidate)).body, []);
    });

    it('goes with its candidate', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Leaving' });
      await score(candidate, { score: 'good' });
      await score(candidate, { score: 'poor' }, colleague.token);
      assert.equal((await server.delete(candidatePath(candidate), { token: ws.token })).status, 200);
      const rows = await server.services.storage.db
        .selectFrom('candidate_scorecards')
        .selectAll()
        .where('candidate_id', '=', candidate._id)
        .execute();
      assert.deepEqual(rows, []);
    });
  });
}

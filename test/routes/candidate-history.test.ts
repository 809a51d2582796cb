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

const ENTRY_ID = /^[0-9a-f]{12,14}$/;

for (const dialect of DIALECTS) {
  describe(`candidate education and work history [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ws: Workspace;
    let position: any;
    const candidatePath = (candidate: any, rest = '') => companyPath(ws, `/position/${position._id}/candidate/${candidate._id}${rest}`);
    const iso = () => new Date(server.clock.now()).toISOString();
    const putEducation = (candidate: any, body: unknown, token = ws.token) =>
      server.put(candidatePath(candidate, '/education'), { token, body });
    const putWork = (candidate: any, body: unknown, token = ws.token) =>
      server.put(candidatePath(candidate, '/work-history'), { token, body });
    const getCandidate = async (candidate: any) => (await server.get(candidatePath(candidate), { token: ws.token })).body;

    before(async () => {
      server = await startTestServer(dialect);
      ws = await subscribedWorkspace(server);
      position = await createPosition(server, ws, { name: 'Support Lead' });
    });
    after(() => server?.close());

    it('adds an education entry and answers the candidate with it, a new updated_date and no event', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Ada Lovelace' });
      assert.deepEqual(candidate.education, [], 'a candidate without entries shows an empty list');
      server.clock.advance(60_000);
      const { result: res, events } = await captureEvents(server, () =>
        putEducation(candidate, { school_name: ' University of London ', field_of_study: 'Mathematics', start_year: 2014, end_year: 2018 }),
      );
      assert.equal(res.status, 200, res.text);
      const [entry] = res.body.education;
      assert.match(entry._id, ENTRY_ID);
      assert.deepEqual(res.body, {
        ...candidate,
        updated_date: iso(),
        education: [
          {
            _id: entry._id,
            school_name: 'University of London',
            degree: null,
            field_of_study: 'Mathematics',
            is_current: false,
            start_year: 2014,
            end_year: 2018,
          },
        ],
      });
      assert.deepEqual(events, []);
      assert.deepEqual(await getCandidate(candidate), res.body);
    });

    it('replaces the entry of the same school (without regard to case) and keeps the others in the order they were added', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Grace Hopper' });
      const first = await putEducation(candidate, { school_name: 'Vassar College', degree: 'BA' });
      await putEducation(candidate, { school_name: 'Yale University', degree: 'PhD', is_current: true });
      const res = await putEducation(candidate, { school_name: 'VASSAR college', degree: 'BA', field_of_study: 'Mathematics' });
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(
        res.body.education.map((e: any) => [e._id, e.school_name, e.degree, e.field_of_study, e.is_current]),
        [
          [first.body.education[0]._id, 'VASSAR college', 'BA', 'Mathematics', false],
          [res.body.education[1]._id, 'Yale University', 'PhD', null, true],
        ],
      );
    });

    it('replaces and deletes an entry by its _id, and answers 404 educationNotFound for an unknown one', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Katherine Johnson' });
      const added = await putEducation(candidate, { school_name: 'West Virginia State' });
      const id = added.body.education[0]._id;
      const replaced = await server.put(candidatePath(candidate, `/education/${id}`), {
        token: ws.token,
        body: { school_name: 'West Virginia State College', degree: 'BS' },
      });
      assert.equal(replaced.status, 200, replaced.text);
      assert.deepEqual(
        replaced.body.education.map((e: any) => [e._id, e.school_name, e.degree]),
        [[id, 'West Virginia State College', 'BS']],
      );
      server.clock.advance(1000);
      const deleted = await server.delete(candidatePath(candidate, `/education/${id}`), { token: ws.token });
      assert.equal(deleted.status, 200, deleted.text);
      assert.deepEqual(deleted.body.education, []);
      assert.equal(deleted.body.updated_date, iso());
      for (const res of [
        await server.delete(candidatePath(candidate, `/education/${id}`), { token: ws.token }),
        await server.put(candidatePath(candidate, `/education/${id}`), { token: ws.token, body: { school_name: 'X' } }),
      ]) {
        assert.equal(res.status, 404, res.text);
        assert.equal(res.body.error.type, 'educationNotFound');
      }
    });

    it('refuses to rename an entry to the school of another with 400 duplicateEducation', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Two Schools' });
      await putEducation(candidate, { school_name: 'MIT' });
      const second = await putEducation(candidate, { school_name: 'Stanford' });
      const res = await server.put(candidatePath(candidate, `/education/${second.body.education[1]._id}`), {
        token: ws.token,
        body: { school_name: 'mit' },
      });
      assert.equal(res.status, 400, res.text);
      assert.equal(res.body.error.type, 'duplicateEducation');
    });

    it('adds work history entries with month and year dates, and replaces the one of the same company and title', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Margaret Hamilton' });
      server.clock.advance(1000);
      const { result: res, events } = await captureEvents(server, () =>
        putWork(candidate, { company_name: 'MIT', title: 'Programmer', start_month: 9, start_year: 1961, end_year: 1976 }),
      );
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(events, []);
      assert.equal(res.body.updated_date, iso());
      const id = res.body.work_history[0]._id;
      assert.match(id, ENTRY_ID);
      assert.deepEqual(res.body.work_history, [
        {
          _id: id,
          company_name: 'MIT',
          title: 'Programmer',
          summary: null,
          is_current: false,
          start_date: { month: 9, year: 1961 },
          end_date: { month: null, year: 1976 },
        },
      ]);
      await putWork(candidate, { company_name: 'Hamilton Technologies', title: 'CEO', is_current: true, start_year: 1986 });
      const again = await putWork(candidate, { company_name: 'mit', title: 'programmer', summary: 'Apollo flight software' });
      assert.deepEqual(
        again.body.work_history.map((w: any) => [w._id, w.company_name, w.summary, w.start_date, w.is_current]),
        [
          [id, 'mit', 'Apollo flight software', null, false],
          [again.body.work_history[1]._id, 'Hamilton Technologies', null, { month: null, year: 1986 }, true],
        ],
      );
      assert.deepEqual((await getCandidate(candidate)).work_history, again.body.work_history);
    });

    it('replaces and deletes a work history entry by its _id, and answers 404 workHistoryNotFound for an unknown one', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Job Changer' });
      const added = await putWork(candidate, { company_name: 'Acme' });
      const id = added.body.work_history[0]._id;
      const replaced = await server.put(candidatePath(candidate, `/work-history/${id}`), {
        token: ws.token,
        body: { company_name: 'Acme Corp', title: 'Engineer' },
      });
      assert.equal(replaced.status, 200, replaced.text);
      assert.deepEqual(
        replaced.body.work_history.map((w: any) => [w._id, w.company_name, w.title]),
        [[id, 'Acme Corp', 'Engineer']],
      );
      const deleted = await server.delete(candidatePath(candidate, `/work-history/${id}`), { token: ws.token });
      assert.equal(deleted.status, 200, deleted.text);
      assert.deepEqual(deleted.body.work_history, []);
      const unknown = await server.delete(candidatePath(candidate, `/work-history/${id}`), { token: ws.token });
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.error.type, 'workHistoryNotFound');
    });

    it('leaves the entries out of lists and of the candidate in events', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Listed' });
      await putEducation(candidate, { school_name: 'Somewhere' });
      await putWork(candidate, { company_name: 'Somewhere Inc' });
      const list = await server.get(companyPath(ws, `/position/${position._id}/candidates`), { token: ws.token });
      const listed = list.body.find((c: any) => c._id === candidate._id);
      assert.equal(listed.education, undefined);
      assert.equal(listed.work_history, undefined);
      const { result, events } = await captureEvents(server, () =>
        server.put(candidatePath(candidate, '/stage'), { token: ws.token, body: { stage_id: 'interviewing' } }),
      );
      assert.equal(result.status, 200);
      const object = JSON.parse(events[0]!.payload).object;
      assert.equal(object.candidate.education, undefined);
      assert.equal(object.candidate.work_history, undefined);
    });

    for (const [label, body] of [
      ['no school_name', { degree: 'BA' }],
      ['a blank school_name', { school_name: '   ' }],
      ['a school_name over 255 characters', { school_name: 's'.repeat(256) }],
      ['a year that is no integer', { school_name: 'X', start_year: 2001.5 }],
      ['a year out of range', { school_name: 'X', end_year: 1800 }],
      ['an end before the start', { school_name: 'X', start_year: 2010, end_year: 2009 }],
      ['is_current that is no boolean', { school_name: 'X', is_current: 'yes' }],
      ['an unknown field', { school_name: 'X', gpa: 4 }],
    ] as const) {
      it(`refuses an education entry with ${label} with 400 in the Error shape, storing nothing`, async () => {
        const candidate = await createCandidate(server, ws, position._id, { name: 'Refused' });
        const res = await putEducation(candidate, body);
        assert.equal(res.status, 400, res.text);
        assertErrorShape(res.body);
        const stored = await getCandidate(candidate);
        assert.deepEqual(stored.education, []);
        assert.equal(stored.updated_date, candidate.updated_date);
      });
    }

    for (const [label, body, type] of [
      ['no company_name', { title: 'Engineer' }, undefined],
      ['a month out of range', { company_name: 'X', start_month: 13, start_year: 2000 }, undefined],
      ['a month without its year', { company_name: 'X', end_month: 3 }, 'invalidDate'],
      [
        'an end before the start',
        { company_name: 'X', start_month: 5, start_year: 2010, end_month: 4, end_year: 2010 },
        'invalidDateRange',
      ],
      ['a summary over 10 000 characters', { company_name: 'X', summary: 's'.repeat(10_001) }, undefined],
      ['a body that is no object', ['X'], undefined],
    ] as const) {
      it(`refuses a work history entry with ${label} with 400 in the Error shape, storing nothing`, async () => {
        const candidate = await createCandidate(server, ws, position._id, { name: 'Refused' });
        const res = await putWork(candidate, body);
        assert.equal(res.status, 400, res.text);
        assertErrorShape(res.body);
        if (type) assert.equal(res.body.error.type, type);
        assert.deepEqual((await getCandidate(candidate)).work_history, []);
      });
    }

    it('accepts a work history entry that starts and ends in the same month, or the same year with the month unknown', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Short Stint' });
      assert.equal(
        (await putWork(candidate, { company_name: 'A', start_month: 4, start_year: 2010, end_month: 4, end_year: 2010 })).status,
        200,
      );
      assert.equal((await putWork(candidate, { company_name: 'B', start_month: 6, start_year: 2011, end_year: 2011 })).status, 200);
    });

    it('refuses a 51st education entry with 400 tooManyEducationEntries, still replacing existing ones', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Many Schools' });
      for (let i = 0; i < 50; i += 1) assert.equal((await putEducation(candidate, { school_name: `School ${i}` })).status, 200);
      const refused = await putEducation(candidate, { school_name: 'School 50' });
      assert.equal(refused.status, 400);
      assert.equal(refused.body.error.type, 'tooManyEducationEntries');
      assert.equal((await putEducation(candidate, { school_name: 'School 0', degree: 'BA' })).status, 200);
    });

    it('needs membership (403 companyMembershipRequired) and a candidate of the path (404 candidateNotFound)', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Guarded' });
      const added = await putWork(candidate, { company_name: 'Acme' });
      const id = added.body.work_history[0]._id;
      const stranger = await server.createWorkspace();
      for (const res of [
        await putEducation(candidate, { school_name: 'X' }, stranger.token),
        await putWork(candidate, { company_name: 'X' }, stranger.token),
        await server.delete(candidatePath(candidate, `/work-history/${id}`), { token: stranger.token }),
      ]) {
        assert.equal(res.status, 403, res.text);
        assert.equal(res.body.error.type, 'companyMembershipRequired');
      }
      const other = await createPosition(server, ws, { name: 'Other' });
      const otherPath = companyPath(ws, `/position/${other._id}/candidate/${candidate._id}`);
      for (const res of [
        await server.put(`${otherPath}/education`, { token: ws.token, body: { school_name: 'X' } }),
        await server.put(`${otherPath}/work-history`, { token: ws.token, body: { company_name: 'X' } }),
        await server.delete(`${otherPath}/work-history/${id}`, { token: ws.token }),
        await server.put(candidatePath({ _id: 'abcdefabcdef' }, '/education'), { token: ws.token, body: { school_name: 'X' } }),
      ]) {
        assert.equal(res.status, 404, res.text);
        assert.equal(res.body.error.type, 'candidateNotFound');
      }
      assert.equal((await getCandidate(candidate)).work_history.length, 1);
    });

    it('moves with its candidate to another position, and goes with it', async () => {
      const candidate = await createCandidate(server, ws, position._id, { name: 'Leaving' });
      await putEducation(candidate, { school_name: 'X' });
      await putWork(candidate, { company_name: 'Y' });
      const target = await createPosition(server, ws, { name: 'Target' });
      const moved = await server.post(candidatePath(candidate, '/move'), {
        token: ws.token,
        body: { target_position_id: target._id, target_stage_id: 'applied' },
      });
      assert.equal(moved.status, 200, moved.text);
      assert.equal(moved.body.education.length, 1);
      assert.equal(moved.body.work_history.length, 1);
      const movedPath = companyPath(ws, `/position/${target._id}/candidate/${candidate._id}`);
      assert.equal((await server.delete(movedPath, { token: ws.token })).status, 200);
      const { db } = server.services.storage;
      for (const table of ['candidate_education', 'candidate_work_history'] as const) {
        assert.deepEqual(await db.selectFrom(table).selectAll().where('candidate_id', '=', candidate._id).execute(), [], table);
      }
    });

    it('goes with the position of its candidate', async () => {
      const doomed = await createPosition(server, ws, { name: 'Doomed' });
      const candidate = await createCandidate(server, ws, doomed._id, { name: 'Gone' });
      const path = companyPath(ws, `/position/${doomed._id}/candidate/${candidate._id}`);
      assert.equal((await server.put(`${path}/education`, { token: ws.token, body: { school_name: 'X' } })).status, 200);
      assert.equal((await server.put(`${path}/work-history`, { token: ws.token, body: { company_name: 'Y' } })).status, 200);
      assert.equal((await server.put(`${path}/scorecard`, { token: ws.token, body: { score: 'good' } })).status, 204);
      assert.equal((await server.delete(companyPath(ws, `/position/${doomed._id}`), { token: ws.token })).status, 200);
      const { db } = server.services.storage;
      for (const table of ['candidate_education', 'candidate_work_history', 'candidate_scorecards'] as const) {
        assert.deepEqual(await db.selectFrom(table).selectAll().where('position_id', '=', doomed._id).execute(), [], table);
      }
    });
  });
}

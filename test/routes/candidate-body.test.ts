// The original's candidate body on create and update: every field kept and
// answered, records checked by the rules of their own routes, unknown fields
// ignored and known fields of the wrong type refused with this service's
// wording; and the same leniency for a position's body.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { captureEvents, companyPath, countStored, createPosition, type Workspace } from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

for (const dialect of DIALECTS) {
  describe(`the original's candidate body [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ws: Workspace;
    let position: any;
    const create = (body: unknown) => server.post(companyPath(ws, `/position/${position._id}/candidates`), { token: ws.token, body });
    const candidatePath = (id: string) => companyPath(ws, `/position/${position._id}/candidate/${id}`);

    before(async () => {
      server = await startTestServer(dialect);
      ws = await server.createWorkspace();
      position = await createPosition(server, ws, { name: 'Sales Director' });
    });
    after(() => server?.close());

    it('keeps and answers every field, and ignores the fields it does not know', async () => {
      const res = await create({
        name: 'John Lead',
        email_address: 'john.lead@example.org',
        phone_number: '1-859-557-6573',
        address: '25772 Gustave Shore, Iowa, USA',
        headline: 'Closer',
        summary: 'Sells',
        origin: 'sourced',
        source: { id: 'referral', name: 'Referral' },
        tags: ['sales'],
        social_profiles: [
          { type: 'linkedin', url: 'https://www.linkedin.com/in/john' },
          { type: 'mastodon', url: 'https://m.example/@john' },
        ],
        custom_attributes: [
          { name: 'Notice', value: 30 },
          { name: 'Remote', value: true, secure: true },
        ],
        education: [{ school_name: 'University of Chicago', degree: 'B.S.', start_year: 2004, end_date: '2007-03-30' }],
        work_history: [
          {
            company_name: 'Test Company',
            title: 'Sales Director',
            start_date: { year: 2015, month: 2 },
            is_current: true,
            industry: 'Telecom',
          },
        ],
        stage_id: 'hired',
        sourced_by: { _id: 'abcdefabcdef' },
        salary: 100000,
      });
      assert.equal(res.status, 200, res.text);
      const body = res.body;
      assert.deepEqual(
        [body.name, body.email_address, body.phone_number, body.address, body.headline, body.summary, body.origin, body.tags],
        ['John Lead', 'john.lead@example.org', '1-859-557-6573', '25772 Gustave Shore, Iowa, USA', 'Closer', 'Sells', 'sourced', ['sales']],
      );
      assert.deepEqual(body.source, { id: 'referral', name: 'Referral' });
      assert.deepEqual(body.social_profiles, [
        { type: 'linkedin', typeId: 'linkedin', typeName: 'LinkedIn', url: 'https://www.linkedin.com/in/john' },
        { type: 'mastodon', typeId: 'mastodon', typeName: 'mastodon', url: 'https://m.example/@john' },
      ]);
      assert.deepEqual(body.custom_attributes, [
        { id: 'notice', name: 'Notice', value: '30', secure: false },
        { id: 'remote', name: 'Remote', value: 'true', secure: true },
      ]);
      assert.deepEqual(
        body.education.map((e: any) => [e.school_name, e.degree, e.start_year, e.end_year]),
        [['University of Chicago', 'B.S.', 2004, 2007]],
      );
      assert.deepEqual(
        body.work_history.map((w: any) => [w.company_name, w.title, w.start_date, w.is_current]),
        [['Test Company', 'Sales Director', { month: 2, year: 2015 }, true]],
      );
      assert.equal(body.stage.id, 'applied', 'a stage in the body is not taken');
      for (const field of ['stage_id', 'sourced_by', 'salary']) assert.ok(!(field in body), field);
      assert.deepEqual((await server.get(candidatePath(body._id), { token: ws.token })).body, body);
    });

    for (const [label, sent, message] of [
      ['an address that is a number', { address: 12 }, 'body/address must be string,null'],
      ['a headline that is an object', { headline: { text: 'x' } }, 'body/headline must be string,null'],
      ['custom attributes that are an object', { custom_attributes: { a: 1 } }, 'body/custom_attributes must be array'],
      [
        'an education entry without its school',
        { education: [{ degree: 'PhD' }] },
        "body/education/0 must have required property 'school_name'",
      ],
      ['social profiles that are a number', { social_profiles: 5 }, 'body/social_profiles must be object,array,null'],
    ] as const) {
      it(`refuses ${label} with 400 invalidRequest, storing nothing`, async () => {
        const before = await countStored(server, 'candidates');
        const { result: res, events } = await captureEvents(server, () => create({ name: 'Typed', ...sent }));
        assert.equal(res.status, 400, res.text);
        assert.deepEqual(res.body, { error: { type: 'invalidRequest', message } });
        assert.equal(events.length, 0);
        assert.equal(await countStored(server, 'candidates'), before);
      });
    }

    it("checks education and work history by their own routes' rules, storing nothing when one is broken", async () => {
      const before = await countStored(server, 'candidates');
      const backwards = await create({ name: 'X', education: [{ school_name: 'MIT', start_year: 2010, end_year: 2008 }] });
      assert.equal(backwards.status, 400);
      assert.equal(backwards.body.error.type, 'invalidDateRange');
      const monthless = await create({ name: 'X', work_history: [{ company_name: 'Acme', start_month: 3 }] });
      assert.equal(monthless.status, 400);
      assert.equal(monthless.body.error.type, 'invalidDate');
      assert.equal(await countStored(server, 'candidates'), before);
    });

    it('updates the fields it is sent: lists of entries replaced, attributes set one by one, null clearing a field', async () => {
      const created = (
        await create({
          name: 'Grace',
          source: 'Careers page',
          custom_attributes: [{ name: 'Level', value: 'Senior' }],
          education: [{ school_name: 'Yale' }, { school_name: 'Vassar' }],
          social_profiles: { github: 'https://github.com/grace' },
        })
      ).body;
      assert.deepEqual(created.source, { id: 'careers-page', name: 'Careers page' });
      server.clock.advance(60_000);
      const res = await server.put(candidatePath(created._id), {
        token: ws.token,
        body: {
          source: null,
          custom_attributes: [{ name: 'Notice', value: '2 weeks' }],
          education: [{ school_name: 'Harvard', start_date: '1930' }],
          social_profiles: {},
          unknown: 'ignored',
        },
      });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.source, null);
      assert.deepEqual(
        res.body.custom_attributes.map((a: any) => [a.name, a.value]),
        [
          ['Level', 'Senior'],
          ['Notice', '2 weeks'],
        ],
      );
      assert.deepEqual(
        res.body.education.map((e: any) => [e.school_name, e.start_year]),
        [['Harvard', 1930]],
      );
      assert.deepEqual(res.body.social_profiles, []);
      assert.equal(res.body.updated_date, new Date(server.clock.now()).toISOString());
      assert.deepEqual((await server.get(candidatePath(created._id), { token: ws.token })).body, res.body);
    });

    it('ignores the unknown fields of a position body too, a state among them', async () => {
      const res = await server.post(companyPath(ws, '/positions'), {
        token: ws.token,
        body: { name: 'Ops', state: 'published', candidate_type: 'all', pipeline_id: 'default', salary: 1 },
      });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.state, 'draft');
      assert.ok(!('salary' in res.body));
      const put = await server.put(companyPath(ws, `/position/${res.body._id}`), {
        token: ws.token,
        body: { state: 'closed', title: 'x' },
      });
      assert.equal(put.status, 200);
      assert.deepEqual(put.body, res.body);
    });
  });
}

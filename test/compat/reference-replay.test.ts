// The request shapes of the original service's public reference examples and
// of the connectors written for it, replayed as they send them: the curl
// examples' bare `Authorization: <token>` with `Content-Type:
// application/json` on a GET without a body, their query strings, emails put
// in the URL unencoded or encoded, and checks on the response fields those
// clients read.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/** A request as the reference's curl example sends it. */
async function curl(server: TestServer, token: string, path: string) {
  const res = await fetch(`${server.url}${path}`, { headers: { 'Content-Type': 'application/json', Authorization: token } });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

const USER_FIELDS = ['_id', 'email_address', 'name', 'username', 'initial', 'creation_date', 'verified_email', 'signature', 'updated_date'];
const COMPANY_FIELDS = ['_id', 'name', 'friendly_id', 'initial', 'member_count', 'creation_date', 'updated_date'];
// What the connectors read of a listed candidate (the reference's list shape, as far as this service has it).
const CANDIDATE_FIELDS = ['_id', 'name', 'email_address', 'phone_number', 'origin', 'tags', 'stage', 'creation_date', 'updated_date'];
const POSITION_FIELDS = ['_id', 'name', 'state', 'type', 'location', 'department', 'description', 'creation_date', 'updated_date'];

function hasFields(value: Record<string, unknown>, fields: string[], what: string) {
  for (const field of fields) assert.ok(field in value, `${what} lacks ${field}`);
}

const isIsoTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value)) && value.endsWith('Z');

for (const dialect of DIALECTS) {
  describe(`the original's reference examples, replayed [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let token: string;
    let companyId: string;
    let userId: string;
    let positionId: string;
    const candidateIds: string[] = [];

    before(async () => {
      server = await startTestServer(dialect);
      const ws = await server.createWorkspace();
      ({ token } = ws);
      companyId = ws.company.id;
      userId = ws.user.id;
      const post = async (path: string, body: unknown) => {
        const res = await server.post(path, { token, body });
        assert.equal(res.status, 200, res.text);
        return res.body;
      };
      positionId = (await post(`/v3/company/${companyId}/positions`, { name: 'Support Engineer', type: 'full-time' }))._id;
      const put = await server.put(`/v3/company/${companyId}/position/${positionId}/state`, { token, body: { state: 'published' } });
      assert.equal(put.status, 200);
      server.clock.advance(1);
      await post(`/v3/company/${companyId}/positions`, { name: 'Draft role' });
      for (let i = 0; i < 12; i++) {
        server.clock.advance(1);
        const email = i === 3 ? 'a+b@x.com' : `person${i}@example.org`;
        candidateIds.push(
          (
            await post(`/v3/company/${companyId}/position/${positionId}/candidates`, {
              name: `Person ${i}`,
              email_address: email,
              origin: 'sourced',
            })
          )._id,
        );
      }
    });
    after(() => server?.close());

    it('GET /v3/user (curl: bare token, JSON content type, no body)', async () => {
      const res = await curl(server, token, '/v3/user');
      assert.equal(res.status, 200);
      hasFields(res.body, USER_FIELDS, 'user');
      assert.equal(res.body._id, userId);
      assert.ok(isIsoTime(res.body.creation_date) && isIsoTime(res.body.updated_date));
      assert.equal(typeof res.body.verified_email, 'boolean');
      const byId = await curl(server, token, `/v3/user?user_id=${userId}`);
      assert.deepEqual(byId.body, res.body);
    });

    it('GET /v3/companies, then GET /v3/company/{company_id} with the _id read from it', async () => {
      const list = await curl(server, token, '/v3/companies');
      assert.equal(list.status, 200);
      assert.ok(Array.isArray(list.body));
      const [first] = list.body;
      hasFields(first, COMPANY_FIELDS, 'company');
      const one = await curl(server, token, `/v3/company/${first._id}`);
      assert.equal(one.status, 200);
      assert.deepEqual(one.body, first);
      assert.equal(typeof one.body.friendly_id, 'string');
      assert.equal(typeof one.body.member_count, 'number');
    });

    it('GET /v3/company/{company_id}/positions?state=published', async () => {
      const res = await curl(server, token, `/v3/company/${companyId}/positions?state=published`);
      assert.equal(res.status, 200);
      assert.deepEqual(
        res.body.map((p: any) => p.name),
        ['Support Engineer'],
      );
      hasFields(res.body[0], POSITION_FIELDS, 'position');
      const paged = await curl(server, token, `/v3/company/${companyId}/positions?page_size=1&page=2`);
      assert.deepEqual(
        paged.body.map((p: any) => p.name),
        ['Draft role'],
      );
    });

    it('GET …/position/{position_id}/candidates?page_size=10&page=1&sort=created, then page 2', async () => {
      const first = await curl(
        server,
        token,
        `/v3/company/${companyId}/position/${positionId}/candidates?page_size=10&page=1&sort=created`,
      );
      assert.equal(first.status, 200);
      assert.ok(Array.isArray(first.body));
      assert.deepEqual(
        first.body.map((c: any) => c._id),
        candidateIds.slice(0, 10),
      );
      for (const candidate of first.body) {
        hasFields(candidate, CANDIDATE_FIELDS, 'candidate');
        assert.deepEqual(candidate.stage, { id: 'applied', name: 'Applied', type: { id: 'applied', name: 'Applied', icon: 'user' } });
        assert.ok(Array.isArray(candidate.tags));
      }
      // A connector pages until a page is shorter than page_size.
      const second = await curl(
        server,
        token,
        `/v3/company/${companyId}/position/${positionId}/candidates?page_size=10&page=2&sort=created`,
      );
      assert.deepEqual(
        second.body.map((c: any) => c._id),
        candidateIds.slice(10),
      );
      const updated = await curl(
        server,
        token,
        `/v3/company/${companyId}/position/${positionId}/candidates?page_size=50&page=1&sort=updated`,
      );
      assert.equal(updated.body.length, 12);
    });

    it('GET …/candidates/search?email_address= as connectors send it: unencoded, encoded, another case', async () => {
      for (const query of ['a+b@x.com', 'a%2Bb%40x.com', 'A%2BB@X.COM']) {
        const res = await curl(server, token, `/v3/company/${companyId}/candidates/search?email_address=${query}`);
        assert.equal(res.status, 200, query);
        assert.deepEqual(
          res.body.map((c: any) => c._id),
          [candidateIds[3]],
          query,
        );
        hasFields(res.body[0], [...CANDIDATE_FIELDS, 'position_id', 'position'], 'found candidate');
        // What the connectors' duplicate check reads.
        assert.equal(res.body[0].position._id, positionId);
      }
      // Not found: an empty array, which the connectors test for (`response.json() == []`).
      const none = await curl(server, token, `/v3/company/${companyId}/candidates/search?email_address=nobody@example.org`);
      assert.deepEqual(none.body, []);
    });

    /** A candidate of its own, for the writes below (the lists above keep theirs). */
    async function freshCandidate(name: string) {
      const res = await server.post(`/v3/company/${companyId}/position/${positionId}/candidates`, { token, body: { name } });
      assert.equal(res.status, 200, res.text);
      return `/v3/company/${companyId}/position/${positionId}/candidate/${res.body._id}`;
    }

    /** A request with a JSON body as the reference's curl examples send it: bare token. */
    async function curlJson(method: string, path: string, body: string) {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: token },
        body,
      });
      return { status: res.status, body: await res.json() };
    }

    it('PUT …/candidate/{candidate_id}/custom-attribute with the reference body, twice: added, then updated', async () => {
      const path = await freshCandidate('Attributed');
      const first = await curlJson('PUT', `${path}/custom-attribute`, '{"name": "Desired Salary", "value": "100000", "secure": true}');
      assert.equal(first.status, 200);
      hasFields(first.body, CANDIDATE_FIELDS, 'candidate');
      assert.deepEqual(first.body.custom_attributes, [{ id: 'desired-salary', name: 'Desired Salary', value: '100000', secure: true }]);
      const second = await curlJson('PUT', `${path}/custom-attribute`, '{"name": "Desired Salary", "value": "120000", "secure": true}');
      assert.deepEqual(second.body.custom_attributes, [{ id: 'desired-salary', name: 'Desired Salary', value: '120000', secure: true }]);
    });

    it('POST …/candidate/{candidate_id}/move with the reference body (target_position_id, target_stage_id, stage_actions_enabled)', async () => {
      const path = await freshCandidate('Moving');
      const target = await server.post(`/v3/company/${companyId}/positions`, { token, body: { name: 'Support Lead' } });
      const body = JSON.stringify({ target_position_id: target.body._id, target_stage_id: 'applied', stage_actions_enabled: false });
      const res = await curlJson('POST', `${path}/move`, body);
      assert.equal(res.status, 200);
      hasFields(res.body, CANDIDATE_FIELDS, 'candidate');
      assert.equal(res.body.position_id, target.body._id);
      assert.equal(res.body.stage.id, 'applied');
    });

    it('POST …/resume (file part `file`, or `data` as connectors send it): 204, no body; …/documents (part `data`); then the GETs', async () => {
      const path = await freshCandidate('Filed');
      const upload = async (rest: string, field: string, name: string, bytes: string, type: string, status: number) => {
        const form = new FormData();
        form.append(field, new Blob([bytes], { type }), name);
        const res = await fetch(`${server.url}${path}${rest}`, { method: 'POST', headers: { Authorization: token }, body: form });
        assert.equal(res.status, status, rest);
        const text = await res.text();
        return text === '' ? undefined : JSON.parse(text);
      };
      assert.equal(await upload('/resume', 'data', 'first.pdf', '%PDF-1.4 first', 'application/pdf', 204), undefined);
      assert.equal(await upload('/resume', 'file', 'resume.pdf', '%PDF-1.4 resume', 'application/pdf', 204), undefined);
      assert.deepEqual((await curl(server, token, path)).body.resume, { url: `${path}/resume`, file_name: 'resume.pdf' });
      const document = await upload('/documents', 'data', 'cover.txt', 'Cover letter', 'text/plain', 201);
      const got = await fetch(`${server.url}${path}/resume`, { headers: { Authorization: token } });
      assert.equal(got.status, 200);
      assert.equal(got.headers.get('content-type'), 'application/pdf');
      assert.equal(await got.text(), '%PDF-1.4 resume');
      const list = await curl(server, token, `${path}/documents`);
      assert.deepEqual(
        list.body.map((d: any) => [d._id, d.file_name]),
        [[document._id, 'cover.txt']],
      );
    });

    it("PUT …/education and …/work-history with the reference clients' bodies, then the candidate shows them", async () => {
      const path = await freshCandidate('Schooled');
      const school = await curlJson(
        'PUT',
        `${path}/education`,
        '{"school_name": "University of Michigan", "field_of_study": "Computer Science", "start_year": 2010, "end_year": 2014}',
      );
      assert.equal(school.status, 200);
      hasFields(school.body, CANDIDATE_FIELDS, 'candidate');
      const job = await curlJson(
        'PUT',
        `${path}/work-history`,
        '{"company_name": "Acme", "title": "Support Engineer", "summary": "Tier 2", "start_month": 6, "start_year": 2014}',
      );
      assert.equal(job.status, 200);
      const got = await curl(server, token, path);
      assert.deepEqual(
        got.body.education.map((e: any) => [e.school_name, e.field_of_study, e.start_year, e.end_year]),
        [['University of Michigan', 'Computer Science', 2010, 2014]],
      );
      assert.deepEqual(
        got.body.work_history.map((w: any) => [w.company_name, w.title, w.start_date, w.is_current]),
        [['Acme', 'Support Engineer', { month: 6, year: 2014 }, false]],
      );
    });

    it("PUT …/scorecard {score, note}: 204, and the candidate's overall_score counts it", async () => {
      const path = await freshCandidate('Scored');
      const res = await fetch(`${server.url}${path}/scorecard`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: token },
        body: '{"score": "very_good", "note": "Strong on support tooling"}',
      });
      assert.equal(res.status, 204);
      const got = await curl(server, token, path);
      assert.deepEqual(got.body.overall_score.very_good, [userId]);
      assert.equal(got.body.overall_score.scored_count, 1);
      const missing = await curlJson('PUT', `${path}/scorecard`, '{"note": "no score"}');
      assert.equal(missing.status, 400);
      assert.equal(missing.body.error.type, 'addCandidateScorecardMissingScore');
    });

    it("GET the company's lists a connector reads first: departments, categories, custom fields, templates", async () => {
      await server.put(`/v3/company/${companyId}/position/${positionId}`, { token, body: { department: 'Support' } });
      const departments = await curl(server, token, `/v3/company/${companyId}/departments`);
      assert.equal(departments.status, 200);
      assert.ok(departments.body.some((d: any) => d.name === 'Support' && typeof d._id === 'string'));
      const categories = await curl(server, token, `/v3/company/${companyId}/categories`);
      assert.equal(categories.status, 200);
      assert.ok(categories.body.length > 0 && categories.body.every((c: any) => typeof c.id === 'string' && typeof c.name === 'string'));
      for (const kind of ['candidate', 'position']) {
        const fields = await curl(server, token, `/v3/company/${companyId}/custom-fields/${kind}`);
        assert.equal(fields.status, 200, kind);
        assert.ok(Array.isArray(fields.body), kind);
      }
      const created = await curlJson(
        'POST',
        `/v3/company/${companyId}/templates`,
        '{"type": "email", "name": "Interview invitation", "subject": "Your interview", "body": "Hello"}',
      );
      assert.equal(created.status, 201);
      const templates = await curl(server, token, `/v3/company/${companyId}/templates?type=email`);
      assert.deepEqual(
        templates.body.map((t: any) => [t._id, t.name]),
        [[created.body._id, 'Interview invitation']],
      );
    });

    it('POST …/candidates/resume (file part `file`) makes a candidate from a plain-text resume: 200', async () => {
      const form = new FormData();
      const text = 'Ada Lovelace\nada@example.org\n+44 20 7946 0000\nAnalyst';
      form.append('file', new Blob([text], { type: 'text/plain' }), 'ada.txt');
      const res = await fetch(`${server.url}/v3/company/${companyId}/position/${positionId}/candidates/resume`, {
        method: 'POST',
        headers: { Authorization: token },
        body: form,
      });
      assert.equal(res.status, 200);
      const candidate = await res.json();
      hasFields(candidate, CANDIDATE_FIELDS, 'candidate');
      assert.equal(candidate.name, 'Ada Lovelace');
      assert.equal(candidate.email_address, 'ada@example.org');
    });

    it('answers a bad token in the Error shape, as the reference shows errors', async () => {
      const res = await curl(server, '00000000-0000-0000-0000-000000000000', '/v3/user');
      assert.equal(res.status, 401);
      assert.deepEqual(Object.keys(res.body), ['error']);
      assert.equal(res.body.error.type, 'invalidAccessToken');
      assert.equal(typeof res.body.error.message, 'string');
    });
  });
}

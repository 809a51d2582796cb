// A candidate's conversation, background checks and questionnaires over real
// HTTP, on both dialects, without a mail server (messages are stored with
// delivery status not_sent; emailing them is tested in test/mail/).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIALECTS } from '../helpers/dialects.ts';
import {
  captureEvents,
  companyPath,
  createCandidate,
  createPosition,
  subscribedWorkspace,
  US_ID,
  type Workspace,
} from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const MISSING_ID = 'abcdefabcdef';

async function tableCount(
  server: TestServer,
  table: 'messages' | 'background_checks' | 'questionnaires',
  candidateId?: string,
): Promise<number> {
  const row = await server.services.storage.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$if(candidateId !== undefined, (qb) => qb.where('candidate_id', '=', candidateId!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

for (const dialect of DIALECTS) {
  describe(`candidate conversation, background checks and questionnaires [${dialect.name}]`, { skip: dialect.skip }, () => {
    let server: TestServer;
    let ws: Workspace;
    let position: any;
    let candidate: any;
    const path = (rest: string, candidateId = candidate._id, positionId = position._id) =>
      companyPath(ws, `/position/${positionId}/candidate/${candidateId}${rest}`);
    const iso = () => new Date(server.clock.now()).toISOString();

    before(async () => {
      server = await startTestServer(dialect, { role: 'api' });
      ws = await subscribedWorkspace(server);
      position = await createPosition(server, ws, { name: 'Platform Engineer' });
      candidate = await createCandidate(server, ws, position._id, { name: 'Katherine Johnson', email_address: 'katherine@example.com' });
    });
    after(() => server?.close());

    describe('conversation', () => {
      it('stores a message from the caller, not emailed without a mail server, and emits no event', async () => {
        const { result: res, events } = await captureEvents(server, () =>
          server.post(path('/conversation'), {
            token: ws.token,
            body: { body: 'Hello Katherine,\nare you free on Friday?', subject: 'Interview' },
          }),
        );
        assert.equal(res.status, 201, res.text);
        assert.match(res.body._id, US_ID);
        assert.deepEqual(res.body, {
          _id: res.body._id,
          direction: 'outbound',
          author: { _id: ws.user.id, name: ws.user.name },
          subject: 'Interview',
          body: 'Hello Katherine,\nare you free on Friday?',
          to: null,
          delivery_status: 'not_sent',
          delivery_error: null,
          sent_date: null,
          candidate_id: candidate._id,
          position_id: position._id,
          creation_date: iso(),
        });
        assert.deepEqual(events, []);
      });

      it("lists the conversation oldest first, with recorded inbound replies, and only this candidate's", async () => {
        const own = await createCandidate(server, ws, position._id, { name: 'Listed', email_address: 'listed@example.com' });
        const post = async (body: Record<string, unknown>) => {
          const res = await server.post(path('/conversation', own._id), { token: ws.token, body });
          assert.equal(res.status, 201, res.text);
          server.clock.advance(1000);
          return res.body;
        };
        const first = await post({ body: 'first' });
        const reply = await post({ body: 'a reply by email', direction: 'inbound' });
        const third = await post({ body: 'third', direction: 'outbound' });
        await server.post(path('/conversation'), { token: ws.token, body: { body: 'to someone else' } });
        assert.equal(reply.direction, 'inbound');
        assert.equal(reply.author, null);
        assert.equal(reply.delivery_status, null);
        assert.equal(reply.subject, null);
        const res = await server.get(path('/conversation', own._id), { token: ws.token });
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, [first, reply, third]);
      });

      for (const [label, body] of [
        ['no body', {}],
        ['an empty body', { body: '' }],
        ['a blank body', { body: ' \n\t ' }],
        ['a non-string body', { body: 42 }],
        ['a body over 100000 characters', { body: 'x'.repeat(100_001) }],
        ['an empty subject', { body: 'x', subject: '' }],
        ['a blank subject', { body: 'x', subject: '   ' }],
        ['a subject of two lines', { body: 'x', subject: 'one\r\nBcc: someone@example.com' }],
        ['a subject over 255 characters', { body: 'x', subject: 's'.repeat(256) }],
        ['an unknown direction', { body: 'x', direction: 'sideways' }],
        ['an unknown field', { body: 'x', cc: 'someone@example.com' }],
      ] as const) {
        it(`answers 400 invalidRequest for ${label}, storing nothing`, async () => {
          const before = await tableCount(server, 'messages');
          const res = await server.post(path('/conversation'), { token: ws.token, body });
          assert.equal(res.status, 400, res.text);
          assert.equal(res.body.error.type, 'invalidRequest');
          assert.equal(typeof res.body.error.message, 'string');
          assert.equal(await tableCount(server, 'messages'), before);
        });
      }

      it('stores a message to a candidate without an email address when no mail server is configured', async () => {
        const silent = await createCandidate(server, ws, position._id, { name: 'No Email' });
        const res = await server.post(path('/conversation', silent._id), { token: ws.token, body: { body: 'Noted' } });
        assert.equal(res.status, 201, res.text);
        assert.equal(res.body.delivery_status, 'not_sent');
      });
    });

    describe('background checks', () => {
      const order = async (
        candidateId = candidate._id,
        body: Record<string, unknown> = { provider: 'Checkr', package: 'basic_criminal' },
      ) => {
        const res = await server.post(path('/background-checks', candidateId), { token: ws.token, body });
        assert.equal(res.status, 201, res.text);
        return res.body;
      };
      const update = (id: string, body: unknown, candidateId = candidate._id) =>
        server.put(path(`/background-check/${id}`, candidateId), { token: ws.token, body });

      it('orders a check, pending without a result, and emits no event', async () => {
        const { result: check, events } = await captureEvents(server, () =>
          order(candidate._id, { provider: ' Checkr ', package: 'basic_criminal' }),
        );
        assert.deepEqual(check, {
          _id: check._id,
          provider: 'Checkr',
          package: 'basic_criminal',
          status: 'pending',
          result: null,
          report_url: null,
          candidate_id: candidate._id,
          position_id: position._id,
          creation_date: iso(),
          updated_date: iso(),
        });
        assert.deepEqual(events, []);
      });

      it('moves pending -> in_progress -> completed with a result, each step stored and listed', async () => {
        const check = await order();
        server.clock.advance(1000);
        const started = await update(check._id, { status: 'in_progress' });
        assert.equal(started.status, 200, started.text);
        assert.deepEqual(started.body, { ...check, status: 'in_progress', updated_date: iso() });
        server.clock.advance(1000);
        const { result: done, events } = await captureEvents(server, () =>
          update(check._id, { status: 'completed', result: 'clear', report_url: 'https://checkr.example/reports/1' }),
        );
        assert.equal(done.status, 200, done.text);
        assert.deepEqual(done.body, {
          ...check,
          status: 'completed',
          result: 'clear',
          report_url: 'https://checkr.example/reports/1',
          updated_date: iso(),
        });
        assert.deepEqual(events, []);
        const list = await server.get(path('/background-checks'), { token: ws.token });
        assert.deepEqual(
          list.body.find((c: any) => c._id === check._id),
          done.body,
        );
        // The provider may correct the result of a completed check, and the report link.
        server.clock.advance(1000);
        const corrected = await update(check._id, { result: 'consider', report_url: null });
        assert.equal(corrected.status, 200, corrected.text);
        assert.deepEqual(corrected.body, { ...done.body, result: 'consider', report_url: null, updated_date: iso() });
      });

      it('answers 200 without a change for an update that changes nothing', async () => {
        const check = await order();
        server.clock.advance(1000);
        const same = await update(check._id, { status: 'pending', report_url: null });
        assert.equal(same.status, 200, same.text);
        assert.deepEqual(same.body, check);
      });

      it('refuses transitions out of a final status, back to pending, a completion without a result and a result before completion', async () => {
        const completed = await order();
        assert.equal((await update(completed._id, { status: 'completed', result: 'clear' })).status, 200);
        const canceled = await order();
        assert.equal((await update(canceled._id, { status: 'canceled' })).status, 200);
        const running = await order();
        assert.equal((await update(running._id, { status: 'in_progress' })).status, 200);
        const pending = await order();
        const cases: Array<[string, unknown, string]> = [
          [completed._id, { status: 'in_progress' }, 'invalidStatusTransition'],
          [completed._id, { status: 'canceled' }, 'invalidStatusTransition'],
          [canceled._id, { status: 'completed', result: 'clear' }, 'invalidStatusTransition'],
          [running._id, { status: 'pending' }, 'invalidStatusTransition'],
          [pending._id, { status: 'completed' }, 'resultRequired'],
          [completed._id, { result: null }, 'resultRequired'],
          [pending._id, { result: 'clear' }, 'invalidRequest'],
          [running._id, { status: 'canceled', result: 'clear' }, 'invalidRequest'],
        ];
        const before = await server.get(path('/background-checks'), { token: ws.token });
        for (const [id, body, type] of cases) {
          const res = await update(id, body);
          assert.equal(res.status, 400, `${JSON.stringify(body)}: ${res.text}`);
          assert.equal(res.body.error.type, type, JSON.stringify(body));
        }
        assert.deepEqual(
          (await server.get(path('/background-checks'), { token: ws.token })).body,
          before.body,
          'a refused update changes nothing',
        );
      });

      it('validates bodies with 400s, storing nothing', async () => {
        const check = await order();
        const before = await tableCount(server, 'background_checks');
        for (const body of [
          {},
          { provider: 'Checkr' },
          { provider: '', package: 'x' },
          { provider: '  ', package: 'x' },
          { provider: 'x', package: 'y', status: 'completed' },
          { provider: 'x', package: 'y', report_url: 'javascript:alert(1)' },
          { provider: 'x'.repeat(256), package: 'y' },
        ]) {
          const res = await server.post(path('/background-checks'), { token: ws.token, body });
          assert.equal(res.status, 400, `${JSON.stringify(body)}: ${res.text}`);
          assert.equal(res.body.error.type, 'invalidRequest');
        }
        assert.equal(await tableCount(server, 'background_checks'), before);
        for (const body of [
          {},
          { status: 'done' },
          { result: 5 },
          { report_url: 'not a url' },
          { report_url: 'ftp://reports.example/1' },
          { status: 'in_progress', extra: true },
        ]) {
          const res = await update(check._id, body);
          assert.equal(res.status, 400, `${JSON.stringify(body)}: ${res.text}`);
          assert.equal(res.body.error.type, 'invalidRequest');
        }
      });

      it('answers 404 for an unknown check, a check of another candidate and a malformed id', async () => {
        const other = await createCandidate(server, ws, position._id, { name: 'Other' });
        const check = await order();
        for (const [id, candidateId] of [
          [MISSING_ID, candidate._id],
          [check._id, other._id],
          ['NOT-AN-ID', candidate._id],
        ]) {
          const res = await update(id!, { status: 'in_progress' }, candidateId);
          assert.equal(res.status, 404, res.text);
          assert.equal(res.body.error.type, 'backgroundCheckNotFound');
        }
      });
    });

    describe('questionnaires', () => {
      const questions = [
        { question: 'Years of TypeScript?', answer: '6' },
        { question: 'Anything else?', answer: '' },
      ];

      it('records a submitted questionnaire and lists them oldest submission first, emitting no event', async () => {
        const own = await createCandidate(server, ws, position._id, { name: 'Answers' });
        const earlier = new Date(server.clock.now() - 86_400_000).toISOString();
        const { result: res, events } = await captureEvents(server, () =>
          server.post(path('/questionnaires', own._id), { token: ws.token, body: { name: 'Screening', questions } }),
        );
        assert.equal(res.status, 201, res.text);
        assert.deepEqual(res.body, {
          _id: res.body._id,
          name: 'Screening',
          questions,
          completed_date: iso(),
          candidate_id: own._id,
          position_id: position._id,
          creation_date: iso(),
        });
        assert.deepEqual(events, []);
        const late = await server.post(path('/questionnaires', own._id), {
          token: ws.token,
          body: { name: 'Culture', questions: [{ question: 'Why us?', answer: 'The mission' }], completed_date: earlier },
        });
        assert.equal(late.status, 201, late.text);
        assert.equal(late.body.completed_date, earlier);
        const list = await server.get(path('/questionnaires', own._id), { token: ws.token });
        assert.equal(list.status, 200);
        assert.deepEqual(list.body, [late.body, res.body]);
      });

      it('validates bodies with 400s, storing nothing', async () => {
        const before = await tableCount(server, 'questionnaires');
        const future = new Date(server.clock.now() + 3_600_000).toISOString();
        for (const body of [
          {},
          { name: 'x' },
          { name: 'x', questions: [] },
          { name: ' ', questions },
          { name: 'x', questions: [{ question: 'q' }] },
          { name: 'x', questions: [{ question: ' ', answer: 'a' }] },
          { name: 'x', questions: [{ question: 'q', answer: 1 }] },
          { name: 'x', questions: Array.from({ length: 201 }, () => ({ question: 'q', answer: 'a' })) },
          { name: 'x', questions, completed_date: 'yesterday' },
          { name: 'x', questions, completed_date: future },
          { name: 'x', questions, score: 10 },
        ]) {
          const res = await server.post(path('/questionnaires'), { token: ws.token, body });
          assert.equal(res.status, 400, `${JSON.stringify(body).slice(0, 100)}: ${res.text}`);
          assert.equal(res.body.error.type, 'invalidRequest');
        }
        assert.equal(await tableCount(server, 'questionnaires'), before);
      });
    });

    describe('parents, ids and membership', () => {
      const routes = (candidateId: string, positionId: string, checkId = MISSING_ID): Array<[string, string, unknown]> => [
        ['GET', path('/conversation', candidateId, positionId), undefined],
        ['POST', path('/conversation', candidateId, positionId), { body: 'x' }],
        ['GET', path('/background-checks', candidateId, positionId), undefined],
        ['POST', path('/background-checks', candidateId, positionId), { provider: 'p', package: 'k' }],
        ['PUT', path(`/background-check/${checkId}`, candidateId, positionId), { status: 'in_progress' }],
        ['GET', path('/questionnaires', candidateId, positionId), undefined],
        ['POST', path('/questionnaires', candidateId, positionId), { name: 'n', questions: [{ question: 'q', answer: 'a' }] }],
      ];

      it('answer 404 for an unknown or malformed candidate or position, and for a candidate of another position', async () => {
        const other = await createPosition(server, ws, { name: 'Elsewhere' });
        const elsewhere = await createCandidate(server, ws, other._id);
        for (const [candidateId, positionId, type] of [
          [MISSING_ID, position._id, 'candidateNotFound'],
          [elsewhere._id, position._id, 'candidateNotFound'],
          ['short', position._id, 'candidateNotFound'],
          [candidate._id, MISSING_ID, 'positionNotFound'],
          [candidate._id, 'XYZ', 'positionNotFound'],
        ] as const) {
          for (const [method, url, body] of routes(candidateId, positionId)) {
            const res = await server.request(method, url, { token: ws.token, body });
            assert.equal(res.status, 404, `${method} ${url}: ${res.text}`);
            assert.equal(res.body.error.type, type, `${method} ${url}`);
          }
        }
      });

      it('answer 403 companyMembershipRequired to a non-member and a removed member, 401 without a token', async () => {
        const outsider = await server.createWorkspace();
        const removed = await server.createUser();
        await server.addMember(ws.company.id, removed.id);
        const removedToken = await server.createPat(removed.id);
        await server.services.companies.removeMember(ws.company.id, removed.id);
        const check = (await server.post(path('/background-checks'), { token: ws.token, body: { provider: 'p', package: 'k' } })).body;
        for (const [method, url, body] of routes(candidate._id, position._id, check._id)) {
          for (const token of [outsider.token, removedToken]) {
            const res = await server.request(method, url, { token, body });
            assert.equal(res.status, 403, `${method} ${url}: ${res.text}`);
            assert.equal(res.body.error.type, 'companyMembershipRequired');
          }
          const anonymous = await server.request(method, url, { body });
          assert.equal(anonymous.status, 401, `${method} ${url}`);
        }
      });

      it('are deleted with their candidate, and with their position', async () => {
        const seed = async (candidateId: string, positionId: string) => {
          for (const [method, url, body] of routes(candidateId, positionId)) {
            if (method !== 'POST') continue;
            const res = await server.post(url, { token: ws.token, body });
            assert.equal(res.status, 201, res.text);
          }
        };
        const leaving = await createCandidate(server, ws, position._id, { name: 'Leaving' });
        const staying = await createCandidate(server, ws, position._id, { name: 'Staying' });
        await seed(leaving._id, position._id);
        await seed(staying._id, position._id);
        const tables = ['messages', 'background_checks', 'questionnaires'] as const;
        for (const table of tables) assert.equal(await tableCount(server, table, leaving._id), 1, table);
        assert.equal((await server.delete(path('', leaving._id), { token: ws.token })).status, 200);
        for (const table of tables) {
          assert.equal(await tableCount(server, table, leaving._id), 0, `${table} of the deleted candidate`);
          assert.equal(await tableCount(server, table, staying._id), 1, `${table} of another candidate`);
        }

        const closing = await createPosition(server, ws, { name: 'Closing' });
        const inClosing = await createCandidate(server, ws, closing._id, { name: 'In closing' });
        await seed(inClosing._id, closing._id);
        assert.equal((await server.delete(companyPath(ws, `/position/${closing._id}`), { token: ws.token })).status, 200);
        for (const table of tables) {
          assert.equal(await tableCount(server, table, inClosing._id), 0, `${table} of the deleted position's candidate`);
          assert.equal(await tableCount(server, table, staying._id), 1, `${table} of another position's candidate`);
        }
      });
    });
  });
}

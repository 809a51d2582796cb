// The commands an operator recovers and cleans up with: `user set-password`,
// `user delete` and `company delete`, against a server on the same database,
// on both dialects: in the test's process, and as a process where a password
// comes on standard input.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cliProcess, runCli, type CliResult } from '../helpers/cli.ts';
import { DIALECTS, type TestDatabase } from '../helpers/dialects.ts';
import { companyPath, createCandidate, createNote, createPosition, type Workspace } from '../helpers/recruiting-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { attemptRow } from '../helpers/storage-fixtures.ts';

const environment = (database: TestDatabase) => ({ DATABASE_URL: database.url, DATA_DIR: database.dataDir });

/**
 * Runs the CLI: in this process, or, when it reads `input` from its standard
 * input (a password), as a process with `input` piped in.
 */
function cli(database: TestDatabase, args: string[], input?: string): Promise<CliResult> {
  return input === undefined ? runCli(args, environment(database)) : cliProcess(args, environment(database), { input });
}

function onlyJson(result: CliResult): any {
  assert.equal(result.code, 0, `exit ${result.code}: ${result.stderr}`);
  const lines = result.stdout.split('\n').filter((line) => line !== '');
  assert.equal(lines.length, 1, `expected one line on stdout, got:\n${result.stdout}`);
  return JSON.parse(lines[0]!);
}

function assertFailure(result: CliResult, pattern: RegExp): void {
  assert.notEqual(result.code, 0, 'exit status must be non-zero');
  assert.equal(result.stdout, '', 'nothing on stdout');
  assert.match(result.stderr, pattern);
}

/** Tables whose rows belong to one company, by their company_id. */
const COMPANY_TABLES = [
  'memberships',
  'webhook_endpoints',
  'events',
  'positions',
  'candidates',
  'notes',
  'messages',
  'background_checks',
  'questionnaires',
  'candidate_files',
  'candidate_attributes',
  'candidate_education',
  'candidate_work_history',
  'candidate_scorecards',
  'company_templates',
] as const;

for (const dialect of DIALECTS) {
  describe(`admin commands that recover and remove [${dialect.name}]`, { skip: dialect.skip }, () => {
    let database: TestDatabase;
    let server: TestServer;
    before(async () => {
      database = await dialect.createDatabase();
      // No worker: deliveries stay queued, to be seen going with their company.
      server = await startTestServer(dialect, { database, role: 'api', env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
    });
    after(() => server?.close());

    const db = () => server.services.storage.db;
    const signIn = (email: string, password: string) => server.post('/v3/signin', { body: { email, password } });
    const companiesWith = (token: string) => server.get('/v3/companies', { token });

    describe('user set-password', () => {
      it('takes the password from standard input, never from the command line, and signs out the sessions', async () => {
        const user = await server.createUser({ password: 'the old password' });
        const session = (await signIn(user.email, user.password)).body.access_token as string;
        const pat = await server.createPat(user.id);

        const result = await cli(
          database,
          ['user', 'set-password', '--email', user.email.toUpperCase(), '--json'],
          'a brand new password\n',
        );
        assert.deepEqual(onlyJson(result), { user_id: user.id, email_address: user.email, sessions_signed_out: 1 });
        assert.ok(!result.stdout.includes('brand new') && !result.stderr.includes('brand new'), 'the password was printed');

        assert.equal((await signIn(user.email, 'the old password')).status, 401);
        const signedIn = await signIn(user.email, 'a brand new password');
        assert.equal(signedIn.status, 200, 'the trailing line break is not part of the password');
        assert.notEqual(signedIn.body.access_token, session, 'a new session, not the signed-out one');
        const old = await companiesWith(session);
        assert.equal(old.status, 401);
        assert.equal(old.body.error.type, 'signedOutAccessToken');
        assert.equal((await companiesWith(pat)).status, 200, 'personal access tokens stay valid');

        const text = await cli(database, ['user', 'set-password', '--user', user.id], 'another password');
        assert.equal(text.code, 0, text.stderr);
        assert.equal(text.stdout, `password of ${user.id} <${user.email}> set; 1 session signed out\n`);
        assert.equal((await signIn(user.email, 'another password')).status, 200);
      });

      it('refuses a short password, no password, no user or an unknown one, and changes nothing', async () => {
        const user = await server.createUser({ password: 'unchanged password' });
        const [short, none, neither, both, unknown] = await Promise.all([
          cli(database, ['user', 'set-password', '--user', user.id], 'short\n'),
          cli(database, ['user', 'set-password', '--user', user.id], ''),
          cli(database, ['user', 'set-password'], 'long enough password'),
          cli(database, ['user', 'set-password', '--user', user.id, '--email', user.email], 'long enough password'),
          cli(database, ['user', 'set-password', '--email', 'nobody@example.com'], 'long enough password'),
        ]);
        assertFailure(short, /at least 8 characters/);
        assertFailure(none, /no password on standard input/);
        assertFailure(neither, /--user ID or --email EMAIL/);
        assertFailure(both, /--user ID or --email EMAIL/);
        assertFailure(unknown, /No user with email nobody@example.com/);
        assert.equal((await signIn(user.email, 'unchanged password')).status, 200);
      });

      it('user create reads the password from standard input when --password is left out', async () => {
        const created = onlyJson(
          await cli(database, ['user', 'create', '--email', 'piped@example.com', '--name', 'Piped', '--json'], 'piped password\n'),
        );
        assert.equal(created.email_address, 'piped@example.com');
        assert.equal((await signIn('piped@example.com', 'piped password')).status, 200);
      });
    });

    describe('user delete', () => {
      it('ends its sessions and tokens, takes its memberships and a partner’s own endpoints, and leaves what it wrote', async () => {
        const ws = await server.createWorkspace();
        const workspace: Workspace = { company: ws.company, user: ws.user, token: ws.token };
        const session = (await signIn(ws.user.email, ws.user.password)).body.access_token as string;
        const position = await createPosition(server, workspace);
        const candidate = await createCandidate(server, workspace, position._id);
        const note = await createNote(server, workspace, position._id, candidate._id);
        const customerEndpoint = await server.post(companyPath(workspace, '/webhook_endpoints'), {
          token: ws.token,
          body: { url: 'https://127.0.0.1:9/customer', events: ['companyPositionAdded'] },
        });
        assert.equal(customerEndpoint.status, 201, customerEndpoint.text);

        const partner = await server.createUser({ partner: true });
        await server.addMember(ws.company.id, partner.id);
        const partnerToken = await server.createPat(partner.id);
        const partnerEndpoint = await server.post(companyPath(workspace, '/webhook_endpoints'), {
          token: partnerToken,
          body: { url: 'https://127.0.0.1:9/partner', events: ['companyPositionAdded'] },
        });
        assert.equal(partnerEndpoint.status, 201, partnerEndpoint.text);
        await createPosition(server, workspace, { name: 'Queued for both endpoints' });
        const queuedForPartner = await db()
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('endpoint_id', '=', partnerEndpoint.body.id)
          .execute();
        assert.equal(queuedForPartner.length, 1);

        const removed = onlyJson(await cli(database, ['user', 'delete', '--user', ws.user.id, '--json']));
        assert.deepEqual(removed, {
          user_id: ws.user.id,
          email_address: ws.user.email,
          removed: { sessions: 1, personal_access_tokens: 1, memberships: 1, webhook_endpoints: 0 },
        });
        for (const token of [ws.token, session]) {
          const res = await companiesWith(token);
          assert.equal(res.status, 401, res.text);
        }
        assert.equal((await signIn(ws.user.email, ws.user.password)).status, 401);
        assert.equal((await db().selectFrom('users').select('id').where('id', '=', ws.user.id).execute()).length, 0);
        // The company's data stays: the note (its author kept by id) and the customer's endpoint. (A partner may not read
        // the customer's notes, docs/api.md: the note is read from the database.)
        const notes = await db().selectFrom('notes').select(['id', 'author_id']).where('candidate_id', '=', candidate._id).execute();
        assert.deepEqual(
          notes.map((n) => [n.id, n.author_id]),
          [[note._id, ws.user.id]],
        );
        assert.equal(
          (await db().selectFrom('webhook_endpoints').select('id').where('id', '=', customerEndpoint.body.id).execute()).length,
          1,
        );

        const text = await cli(database, ['user', 'delete', '--email', partner.email]);
        assert.equal(text.code, 0, text.stderr);
        assert.equal(
          text.stdout,
          `deleted user ${partner.id} <${partner.email}> with 0 sessions, 1 token, 1 membership and 1 webhook endpoint\n`,
        );
        assert.equal((await companiesWith(partnerToken)).status, 401);
        assert.equal(
          (await db().selectFrom('webhook_endpoints').select('id').where('id', '=', partnerEndpoint.body.id).execute()).length,
          0,
        );
        assert.equal(
          (
            await db()
              .selectFrom('webhook_deliveries')
              .select('id')
              .where('endpoint_id', '=', partnerEndpoint.body.id)
              .where('status', '=', 'pending')
              .execute()
          ).length,
          0,
          'its queued deliveries went with it',
        );

        assertFailure(await cli(database, ['user', 'delete', '--user', ws.user.id]), new RegExp(`No user with id ${ws.user.id}`));
      });
    });

    describe('company delete', () => {
      /** A company with a member, an endpoint with a queued delivery, and one of each recruiting record. */
      const populated = async () => {
        const ws = await server.createWorkspace();
        const workspace: Workspace = { company: ws.company, user: ws.user, token: ws.token };
        const endpoint = await server.post(companyPath(workspace, '/webhook_endpoints'), {
          token: ws.token,
          body: { url: 'https://127.0.0.1:9/hook', events: ['companyPositionAdded', 'candidateAdded', 'companyNotePosted'] },
        });
        assert.equal(endpoint.status, 201, endpoint.text);
        const position = await createPosition(server, workspace);
        const candidate = await createCandidate(server, workspace, position._id);
        await createNote(server, workspace, position._id, candidate._id);
        const candidatePath = (rest: string) => companyPath(workspace, `/position/${position._id}/candidate/${candidate._id}${rest}`);
        for (const [rest, body] of [
          ['/conversation', { body: 'Hello' }],
          ['/background-checks', { provider: 'Checkr', package: 'basic_criminal' }],
          ['/questionnaires', { name: 'Screening', questions: [{ question: 'Why us?', answer: 'Because' }] }],
        ] as const) {
          const res = await server.post(candidatePath(rest), { token: ws.token, body });
          assert.equal(res.status, 201, `${rest}: ${res.text}`);
        }
        const form = new FormData();
        form.append('file', new Blob(['%PDF-1.7 resume'], { type: 'application/pdf' }), 'cv.pdf');
        const upload = await fetch(server.url + candidatePath('/resume'), {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${ws.token}` },
        });
        // The original answers a resume upload with 204 and no body.
        assert.equal(upload.status, 204, await upload.text());
        const attribute = await server.put(candidatePath('/custom-attribute'), {
          token: ws.token,
          body: { name: 'Desired Salary', value: '1' },
        });
        assert.equal(attribute.status, 200, attribute.text);
        for (const [rest, body] of [
          ['/education', { school_name: 'MIT' }],
          ['/work-history', { company_name: 'Acme' }],
        ] as const) {
          const res = await server.put(candidatePath(rest), { token: ws.token, body });
          assert.equal(res.status, 200, `${rest}: ${res.text}`);
        }
        const scorecard = await server.put(candidatePath('/scorecard'), { token: ws.token, body: { score: 'good' } });
        assert.equal(scorecard.status, 204, scorecard.text);
        const template = await server.post(companyPath(workspace, '/templates'), {
          token: ws.token,
          body: { type: 'questionnaire', name: 'Screening', questions: ['Why us?'] },
        });
        assert.equal(template.status, 201, template.text);
        return { ...ws, endpointId: endpoint.body.id as string };
      };

      const rowsOf = async (companyId: string, endpointId: string) => {
        const counts: Record<string, number> = {};
        for (const table of COMPANY_TABLES) {
          counts[table] = (await db().selectFrom(table).select('company_id').where('company_id', '=', companyId).execute()).length;
        }
        for (const table of ['webhook_deliveries', 'webhook_delivery_attempts', 'delivery_leases'] as const) {
          counts[table] = (await db().selectFrom(table).select('endpoint_id').where('endpoint_id', '=', endpointId).execute()).length;
        }
        counts.companies = (await db().selectFrom('companies').select('id').where('id', '=', companyId).execute()).length;
        return counts;
      };

      it('removes the company with its memberships, endpoints, deliveries, events and recruiting data, and nothing of another', async () => {
        const doomed = await populated();
        const kept = await populated();
        // An attempt and a lease, as a worker would leave them.
        const [delivery] = await db().selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', doomed.endpointId).execute();
        assert.ok(delivery, 'a delivery was queued');
        await db()
          .insertInto('webhook_delivery_attempts')
          .values(attemptRow(delivery.id, doomed.endpointId, { started_at: 1, duration_ms: 1 }))
          .execute();
        await db().insertInto('delivery_leases').values({ endpoint_id: doomed.endpointId, owner: 'w', expires_at: 1 }).execute();

        const before = await rowsOf(doomed.company.id, doomed.endpointId);
        const keptBefore = await rowsOf(kept.company.id, kept.endpointId);
        for (const [table, count] of Object.entries(before)) assert.ok(count > 0, `the company has no ${table} to delete`);

        const removed = onlyJson(await cli(database, ['company', 'delete', '--company', doomed.company.id, '--json']));
        assert.deepEqual(removed, {
          company_id: doomed.company.id,
          name: doomed.company.name,
          removed: {
            memberships: before.memberships,
            webhook_endpoints: before.webhook_endpoints,
            webhook_deliveries: before.webhook_deliveries,
            events: before.events,
            positions: before.positions,
            candidates: before.candidates,
          },
        });
        const afterwards = await rowsOf(doomed.company.id, doomed.endpointId);
        assert.deepEqual(afterwards, Object.fromEntries(Object.keys(before).map((table) => [table, 0])));
        assert.deepEqual(await rowsOf(kept.company.id, kept.endpointId), keptBefore, 'the other company lost nothing');

        // The member's account stays, without the company.
        const companies = await companiesWith(doomed.token);
        assert.equal(companies.status, 200);
        assert.deepEqual(companies.body, []);
        assert.equal((await server.get(`/v3/company/${doomed.company.id}/positions`, { token: doomed.token })).status, 403);

        const [again, malformed] = await Promise.all([
          cli(database, ['company', 'delete', '--company', doomed.company.id]),
          cli(database, ['company', 'delete', '--company', 'not-an-id']),
        ]);
        assertFailure(again, new RegExp(`No company with id ${doomed.company.id}`));
        assertFailure(malformed, /No company with id not-an-id/);
      });
    });
  });
}

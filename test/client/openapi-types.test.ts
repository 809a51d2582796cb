// The TypeScript types generated from the OpenAPI document with
// openapi-typescript: the checked-in packages/client/src/openapi.d.ts is current, names
// every component as a type, and a client written against it type-checks
// (and one that misuses it does not) and works against a real server.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import ts from 'typescript';
import { ApiCallError, awaitingEmail, describeStageChange, RecruitingClient } from '../../packages/client/examples/example-client.ts';
import { openapiDocument } from '../../src/app.ts';
import { generateOpenapiTypes, TYPES_FILE } from '../../scripts/openapi-types.ts';
import { sqlite } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXAMPLE_CLIENT = path.join(ROOT, 'packages/client/examples/example-client.ts');

/**
 * Type-checks `files` (real paths, or virtual ones given with their text) with
 * the project's compiler options, the types file replaced by `types`.
 */
function typeCheck(types: string, roots: string[], virtual: Record<string, string> = {}): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  assert.ok(config, 'tsconfig.json could not be read');
  const overrides: Record<string, string> = { [TYPES_FILE]: types, ...virtual };
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => overrides[path.resolve(file)] ?? readFile(file);
  host.fileExists = (file) => path.resolve(file) in overrides || ts.sys.fileExists(file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = overrides[path.resolve(file)];
    return text === undefined ? getSourceFile(file, language, ...rest) : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram({ rootNames: roots, options: config.options, host });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) => `${d.file ? path.relative(ROOT, d.file.fileName) : ''} TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    );
}

describe('generated TypeScript types of the API (openapi-typescript)', () => {
  let fresh: string;
  before(async () => {
    fresh = await generateOpenapiTypes();
  });

  it('packages/client/src/openapi.d.ts is current: generating again gives the same file (else run npm run openapi:types)', () => {
    assert.ok(
      fs.readFileSync(TYPES_FILE, 'utf8') === fresh,
      'packages/client/src/openapi.d.ts is stale: run `npm run openapi:types` and commit the result',
    );
  });

  it('names every component of the document as a type, and every operation by its operationId', async () => {
    const doc: any = await openapiDocument();
    for (const name of Object.keys(doc.components.schemas)) {
      assert.ok(fresh.includes(`\n        ${name}: `), `components['schemas']['${name}'] is missing`);
    }
    for (const item of Object.values<any>(doc.paths)) {
      for (const operation of Object.values<any>(item))
        assert.ok(fresh.includes(`\n    ${operation.operationId}: {`), operation.operationId);
    }
  });

  it('type-checks the example client against freshly generated types', () => {
    assert.deepEqual(typeCheck(fresh, [EXAMPLE_CLIENT]), []);
  });

  it('refuses a client that misuses the types', () => {
    const misuse = path.join(ROOT, 'packages/client/src/misuse.ts');
    const text = `
      import type { components } from './openapi.d.ts';
      type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
      export const secretOf = (endpoint: WebhookEndpoint): string => endpoint.secret;
      export const company: components['schemas']['Company'] = { _id: 'abcdefabcdef', name: 'Acme' };
      export const state: components['schemas']['PositionState'] = 'open';
    `;
    const problems = typeCheck(fresh, [misuse], { [misuse]: text });
    assert.equal(problems.length, 3, problems.join('\n'));
    assert.match(problems[0]!, /Property 'secret' does not exist/);
    assert.match(problems[1]!, /missing the following properties.*initial/);
    assert.match(problems[2]!, /"open"/);
  });

  describe('the example client against a server', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(sqlite, { role: 'api' });
    });
    after(() => server?.close());

    it('reads and writes through the typed calls', async () => {
      const ws = await server.createWorkspace();
      const client = new RecruitingClient(server.url, ws.token);
      const [company] = await client.companies();
      assert.equal(company!._id, ws.company.id);
      assert.equal((await client.me()).companies[0]!.member_count, 1);
      const position = await client.createPosition(ws.company.id, { name: 'Typed' });
      const candidate = await client.addCandidate(ws.company.id, position._id, { name: 'Grace Hopper' });
      const ids = { company_id: ws.company.id, position_id: position._id, candidate_id: candidate._id };
      const again = await client.candidate(ids);
      assert.deepEqual(again, candidate);
      const message = await client.sendMessage(ids, { body: 'Welcome', subject: 'Hello' });
      assert.equal(message.delivery_status, 'not_sent');
      assert.equal(awaitingEmail(message), false);
      assert.deepEqual(await client.conversation(ids), [message]);
      const created = await client.createWebhookEndpoint(ws.company.id, { url: 'https://example.com/typed', events: ['candidateAdded'] });
      assert.match(created.secret, /^whsec_/);
      assert.deepEqual(
        (await client.webhookEndpoints(ws.company.id)).map((e) => e.id),
        [created.id],
      );
      const refused = await client
        .createWebhookEndpoint(ws.company.id, { url: 'https://example.com/typed', events: ['nope' as 'candidateAdded'] })
        .catch((e: unknown) => e);
      assert.ok(refused instanceof ApiCallError);
      assert.equal(refused.body.error.message, 'Invalid events');
      assert.equal(
        describeStageChange({
          _id: 'abcdefabcdef',
          type: 'candidateStatusUpdated',
          creation_date: new Date(0).toISOString(),
          object: {
            company: { _id: ws.company.id, name: ws.company.name },
            acting_user: { _id: ws.user.id, name: ws.user.name, email_address: ws.user.email },
            candidate: again,
            position: { _id: position._id, name: position.name, state: position.state },
            stage: { id: 'offer', name: 'Offer', type: { id: 'offer', name: 'Offer', icon: 'paper-plane' } },
            stage_was: { id: 'applied', name: 'Applied', type: { id: 'applied', name: 'Applied', icon: 'user' } },
          },
        }),
        'Grace Hopper: Applied -> Offer',
      );
    });
  });
});

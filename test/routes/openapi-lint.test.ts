// The served OpenAPI document passes `redocly lint` with the recommended rules
// (redocly.yaml), with no error and no warning. The document does not depend
// on the storage backend, so one dialect suffices.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { sqlite } from '../helpers/dialects.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
}

/** `redocly lint` of a document, with the project's redocly.yaml, as its JSON report. */
async function lint(document: unknown): Promise<LintReport> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  try {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document, null, 2));
    const run = promisify(execFile)(
      process.execPath,
      [REDOCLY, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format=json'],
      {
        cwd: ROOT,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    // redocly exits non-zero when it finds errors; the report is on stdout either way.
    const { stdout } = await run.catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return JSON.parse(stdout) as LintReport;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const describeProblems = (report: LintReport) =>
  report.problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`).join('\n');

describe('OpenAPI document: redocly lint', () => {
  let server: TestServer;
  let doc: any;
  before(async () => {
    server = await startTestServer(sqlite);
    const res = await server.get('/v3/openapi.json');
    assert.equal(res.status, 200);
    doc = res.body;
  });
  after(() => server?.close());

  it('passes the recommended rules with no error and no warning', async () => {
    const report = await lint(doc);
    assert.deepEqual(report.totals, { errors: 0, warnings: 0, ignored: 0 }, describeProblems(report));
  });

  it('is really checked: a document without servers or with an operation lacking security fails', async () => {
    const broken = structuredClone(doc);
    delete broken.servers;
    delete broken.paths['/v3/companies'].get.security;
    const report = await lint(broken);
    assert.deepEqual(report.problems.map((p) => p.ruleId).sort(), ['no-empty-servers', 'security-defined']);
  });

  it('declares servers, a license, the bearer scheme, and security on every operation: none only on the public ones', () => {
    assert.ok(doc.servers.length > 0);
    assert.equal(doc.info.license.identifier, 'MIT');
    assert.deepEqual(doc.components.securitySchemes.bearerAuth, {
      type: 'http',
      scheme: 'bearer',
      description: doc.components.securitySchemes.bearerAuth.description,
    });
    const PUBLIC = ['POST /v3/signin', 'GET /v3/health', 'GET /v3/event_types'];
    for (const [route, item] of Object.entries<any>(doc.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        const key = `${method.toUpperCase()} ${route}`;
        assert.deepEqual(operation.security, PUBLIC.includes(key) ? [] : [{ bearerAuth: [] }], key);
      }
    }
  });

  it('names every reusable object under components.schemas and refers to it there', () => {
    const names = Object.keys(doc.components.schemas);
    for (const name of [
      'Company',
      'User',
      'UserDetails',
      'WebhookEndpoint',
      'CreatedWebhookEndpoint',
      'WebhookEndpointStats',
      'Position',
      'Candidate',
      'Note',
      'Stage',
      'Pipeline',
      'Message',
      'BackgroundCheck',
      'Questionnaire',
      'Error',
      'CandidateAddedEvent',
    ]) {
      assert.ok(names.includes(name), `${name} is not a component`);
    }
    const op = (route: string, method: string) => doc.paths[route][method];
    const json = (response: any) => response.content['application/json'].schema;
    assert.deepEqual(json(op('/v3/companies', 'get').responses['200']), { type: 'array', items: { $ref: '#/components/schemas/Company' } });
    assert.deepEqual(json(op('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}', 'get').responses['200']), {
      $ref: '#/components/schemas/WebhookEndpoint',
    });
    assert.deepEqual(json(op('/v3/user/details', 'get').responses['401']), { $ref: '#/components/schemas/Error' });
    // Every $ref in the document names a component that exists: a schema, or a header, response or parameter shared by the operations.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    assert.ok(refs.length > 100);
    for (const target of new Set(refs)) {
      const [, kind, name] = /^#\/components\/(schemas|headers|responses|parameters)\/(.+)$/.exec(target) ?? [];
      assert.ok(kind && doc.components[kind][name!], `${target} names no component`);
    }
  });
});

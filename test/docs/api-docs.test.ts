// docs/api.md stays true to the routes: every operation of the OpenAPI
// document is written there as `METHOD /v3/path/{param}`, and every route
// written so is one the application serves. The routes don't depend on the
// storage backend, so one dialect suffices.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sqlite } from '../helpers/dialects.ts';
import { routeKey, routesOf } from '../helpers/route-catalog.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const API_DOC = path.resolve(import.meta.dirname, '../../docs/api.md');
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/** Every `METHOD /v3/...` written in code spans of the document, as written. */
function documentedRoutes(markdown: string): string[] {
  return [...markdown.matchAll(/`((?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \/v3[^`\s]*)`/g)].map((match) => match[1]!);
}

describe('docs/api.md names every route', () => {
  let server: TestServer;
  let operations: string[];
  let served: Set<string>;
  let documented: string[];

  before(async () => {
    server = await startTestServer(sqlite);
    const res = await server.get('/v3/openapi.json');
    assert.equal(res.status, 200);
    operations = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(([route, item]) =>
      Object.keys(item)
        .filter((method) => METHODS.includes(method))
        .map((method) => `${method.toUpperCase()} ${route}`),
    );
    served = new Set(routesOf(server.server.app).map(routeKey));
    documented = documentedRoutes(fs.readFileSync(API_DOC, 'utf8'));
  });
  after(() => server?.close());

  it('finds the operations of the OpenAPI document and the routes of the document', () => {
    assert.ok(operations.length >= 29, `only ${operations.length} operations in the OpenAPI document`);
    assert.ok(documented.length >= operations.length, `only ${documented.length} routes written in docs/api.md`);
  });

  it('writes every operation of the OpenAPI document as `METHOD /v3/path/{param}`', () => {
    const written = new Set(documented);
    const missing = operations.filter((operation) => !written.has(operation));
    assert.deepEqual(missing, [], `docs/api.md does not name: ${missing.join('; ')}`);
  });

  it('names only routes the application serves', () => {
    // The OpenAPI document writes parameters as {name}, Fastify as :name.
    const unknown = documented.filter((route) => !served.has(route.replace(/\{(\w+)\}/g, ':$1')));
    assert.deepEqual(unknown, [], `docs/api.md names routes that are not served: ${unknown.join('; ')}`);
  });

  it('reads routes from code spans only, in the OpenAPI form', () => {
    const sample = [
      'A route: `GET /v3/company/{company_id}/positions`, and `POST /v3/signin`.',
      'Not routes: GET /v3/companies outside a code span, `/v3/health` without a method, `METHOD /v3/path`.',
    ].join('\n');
    assert.deepEqual(documentedRoutes(sample), ['GET /v3/company/{company_id}/positions', 'POST /v3/signin']);
  });
});

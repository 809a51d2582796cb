// Figures the code knows, checked where the docs state them: the number of
// event types wherever a document counts them, and the route, operation and
// table counts of docs/operations.md's fuzzing and isolation table. (The
// packages' installed sizes are checked by test/packages/packages.test.ts.)
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { EVENT_TYPES } from '../../src/schemas/event-types.ts';
import { tableNames } from '../helpers/db-contents.ts';
import { sqlite } from '../helpers/dialects.ts';
import { routeKey, routesOf, type Route } from '../helpers/route-catalog.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const DOCS = [
  'README.md',
  'bench/README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A count as the docs write it: digits with spaces between thousands, or a word up to twelve. */
function count(text: string): number {
  const word = WORDS.indexOf(text.toLowerCase());
  return word >= 0 ? word : Number(text.replace(/\s/g, ''));
}

/** Every "<count> event types" of a text, as numbers. */
function eventTypeCounts(text: string): number[] {
  const words = WORDS.join('|');
  return [...text.matchAll(new RegExp(`\\b(\\d+|${words})\\s+event\\s+types\\b`, 'gi'))].map((m) => count(m[1]!));
}

/** The fuzz runs per route of the quick and full profiles, as test/reliability/fuzz.test.ts sets them. */
function fuzzRuns(): { quick: number; full: number } {
  const match = /RUNS_PER_ROUTE = [^\n]*profile\((\d+), (\d+)\)/.exec(read('test/reliability/fuzz.test.ts'));
  assert.ok(match, 'fuzz.test.ts sets no RUNS_PER_ROUTE from profile(quick, full)');
  return { quick: Number(match[1]), full: Number(match[2]) };
}

describe('figures in the docs match the code', () => {
  let server: TestServer;
  let operations: number;
  let served: Route[];
  let undocumented: string[];
  let tables: number;

  before(async () => {
    server = await startTestServer(sqlite);
    const res = await server.get('/v3/openapi.json');
    assert.equal(res.status, 200);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    operations = Object.values(paths).flatMap((item) => Object.keys(item).filter((method) => METHODS.includes(method))).length;
    served = routesOf(server.server.app);
    const inDocument = new Set(
      Object.entries(paths).flatMap(([route, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${route.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    undocumented = served.map(routeKey).filter((key) => !key.startsWith('HEAD ') && !inDocument.has(key));
    tables = (await tableNames(server)).length;
  });
  after(() => server?.close());

  it('counts the event types as many as there are', () => {
    let seen = 0;
    for (const file of DOCS) {
      for (const said of eventTypeCounts(read(file))) {
        seen += 1;
        assert.equal(said, EVENT_TYPES.length, `${file} counts ${said} event types; there are ${EVENT_TYPES.length}`);
      }
    }
    assert.ok(seen >= 5, `only ${seen} counts of event types found in the docs`);
  });

  it("counts the routes of docs/operations.md's fuzzing and isolation table as the application serves them", () => {
    const doc = read('docs/operations.md');
    const breakdown =
      /\(([\d ]+) routes: the ([\d ]+) operations of the OpenAPI document, ((?:`[A-Z]+ \/[^`]*`,\s+)+)and the `HEAD` of each\s+of the ([\d ]+) `GET` routes\./.exec(
        doc,
      );
    assert.ok(breakdown, 'docs/operations.md gives no breakdown of the routes fuzzed');
    const heads = served.filter((route) => route.method === 'HEAD').length;
    const named = [...breakdown[3]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    assert.equal(count(breakdown[2]!), operations, 'operations of the OpenAPI document');
    assert.deepEqual(named.sort(), undocumented.sort(), 'the served routes the OpenAPI document leaves out');
    assert.equal(count(breakdown[4]!), heads, 'GET routes, each with its HEAD');
    assert.equal(count(breakdown[1]!), served.length, 'routes the application serves');
    assert.equal(operations + named.length + heads, served.length, 'the served routes are those named');

    const runs = fuzzRuns();
    const products = [...doc.matchAll(/([\d ]+) routes × ([\d ]+) = ([\d ]+)/g)];
    assert.deepEqual(
      products.map((m) => count(m[2]!)),
      [runs.quick, runs.full],
    );
    for (const [text, routes, each, total] of products) {
      assert.equal(count(routes!), served.length, text);
      assert.equal(count(total!), count(routes!) * count(each!), text);
    }
    const isolation = /\| isolation matrix \| ([\d ]+) routes ×/.exec(doc);
    assert.equal(count(isolation?.[1] ?? ''), served.length, 'routes of the isolation matrix');
  });

  it('counts the tables the secrets scan reads', () => {
    const said = /\| secrets scan \|[^|\n]*?, ([\d ]+) tables,/.exec(read('docs/operations.md'));
    assert.ok(said, 'docs/operations.md gives no table count for the secrets scan');
    assert.equal(count(said[1]!), tables);
  });

  it('reads counts as the docs write them', () => {
    assert.deepEqual(eventTypeCounts('the ten event types; 12 event types; Ten  event types; the event types'), [10, 12, 10]);
    assert.equal(count('1 300'), 1300);
  });
});

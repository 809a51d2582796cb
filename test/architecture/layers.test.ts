// The direction of imports between the parts of src/, and no import circles.
// Each part has a level; a file may import from its own part or from parts of
// a lower level, never from a higher one nor from another part of its own
// level. So storage and crypto import nothing above them, delivery imports no
// service, presenters or route, services no route or hook, and background
// jobs (jobs/) run rules of the services but serve no request.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { importCircles, importGraph, sourceFiles, unresolvedImports } from './import-graph.ts';

const SRC = path.resolve(import.meta.dirname, '../../src');
const RECEIVER_PACKAGE = path.resolve(import.meta.dirname, '../../packages/receiver') + path.sep;

const LEVELS: Record<string, number> = {
  'bounded-memo': -1,
  'module-thread': -1,
  config: 0,
  errors: 0,
  clock: 0,
  ids: 1,
  'original-catalogs': 1,
  schemas: 2,
  crypto: 2,
  tracing: 2,
  pipelines: 3,
  storage: 3,
  delivery: 4,
  mail: 4,
  presenters: 4,
  services: 5,
  metrics: 5,
  jobs: 6,
  hooks: 6,
  routes: 7,
  app: 8,
  server: 9,
  'server-signals': 9.5,
  cli: 10,
};

/** The part of src/ a file belongs to: its first folder, or its own name for the files at the top. */
function partOf(file: string): string {
  const [first] = path.relative(SRC, file).split(path.sep);
  return first!.replace(/\.ts$/, '');
}

const files = sourceFiles(SRC, ['.ts']);
const graph = importGraph(files);

describe('import layers of src/', () => {
  it('gives every part of src/ a level', () => {
    const unknown = [...new Set(files.map(partOf))].filter((part) => !(part in LEVELS));
    assert.deepEqual(unknown, [], 'a new part of src/ needs its place in LEVELS');
  });

  it('imports only from the same part or a lower level', () => {
    const wrong: string[] = [];
    for (const [file, imports] of graph) {
      const from = partOf(file);
      for (const target of imports) {
        // The published receiver package (packages/receiver) imports nothing of src/: any part may use it, as integrators do.
        if (target.startsWith(RECEIVER_PACKAGE)) continue;
        const to = partOf(target);
        if (to !== from && !(LEVELS[to]! < LEVELS[from]!)) {
          wrong.push(`${path.relative(SRC, file)} imports ${path.relative(SRC, target)} (${from} ${LEVELS[from]} -> ${to} ${LEVELS[to]})`);
        }
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('has no import circle', () => {
    assert.deepEqual(importCircles(graph, SRC), []);
  });

  it('resolves every relative import to a file that exists', () => {
    assert.deepEqual(unresolvedImports(graph, SRC), []);
  });
});

// The direction of imports between the parts of src/, and no import circles.
// Each part has a level; a file may import from its own part or from parts of
// a lower level, never from a higher one nor from another part of its own
// level. So storage and crypto import nothing above them, delivery imports no
// service, presenters or route, services no route or hook, and background
// jobs (jobs/) run rules of the services but serve no request.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const SRC = path.resolve(import.meta.dirname, '../../src');

const LEVELS: Record<string, number> = {
  config: 0,
  errors: 0,
  clock: 0,
  ids: 1,
  schemas: 2,
  crypto: 2,
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
  cli: 10,
};

/** The part of src/ a file belongs to: its first folder, or its own name for the files at the top. */
function partOf(file: string): string {
  const [first] = path.relative(SRC, file).split(path.sep);
  return first!.replace(/\.ts$/, '');
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join(dir, name));
}

/** The src files a file imports (static, type-only and dynamic imports alike). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    found.push(path.resolve(path.dirname(file), match[1]!));
  }
  return found;
}

const files = sourceFiles(SRC);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

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
        const to = partOf(target);
        if (to !== from && !(LEVELS[to]! < LEVELS[from]!)) {
          wrong.push(`${path.relative(SRC, file)} imports ${path.relative(SRC, target)} (${from} ${LEVELS[from]} -> ${to} ${LEVELS[to]})`);
        }
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('has no import circle', () => {
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open')
          circles.push([...trail.slice(trail.indexOf(next)), next].map((f) => path.relative(SRC, f)).join(' -> '));
        else if (!state.has(next) && graph.has(next)) visit(next, [...trail, next]);
      }
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file, [file]);
    assert.deepEqual(circles, []);
  });

  it('resolves every relative import to a file that exists', () => {
    const missing = [...graph].flatMap(([file, imports]) =>
      imports.filter((t) => !fs.existsSync(t)).map((t) => `${path.relative(SRC, file)} -> ${t}`),
    );
    assert.deepEqual(missing, []);
  });
});

// The imports between the web console's modules (console/src/): no import
// circle, and pages that stand alone. A page is a file of pages/ or a folder
// of pages/ (the files of one page import each other); a page imports the
// shared components of components/ and the modules below them, never another
// page, and only the app's table of addresses imports pages. So what two
// pages share lives in components/, and a page can change without another.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { importCircles, importGraph, sourceFiles, unresolvedImports } from './import-graph.ts';

const CONSOLE = path.resolve(import.meta.dirname, '../../console/src');
/** The module with the table of addresses: the one that puts pages on the screen. */
const PAGE_TABLE = path.join(CONSOLE, 'app.tsx');

const files = sourceFiles(CONSOLE, ['.ts', '.tsx']);
const graph = importGraph(files);

/** The page a file belongs to ("candidate" for pages/candidate.tsx and for pages/candidate/notes.tsx), or undefined outside pages/. */
function pageOf(file: string): string | undefined {
  const [top, name, ...rest] = path.relative(CONSOLE, file).split(path.sep);
  if (top !== 'pages' || name === undefined) return undefined;
  return rest.length > 0 ? name : name.replace(/\.tsx?$/, '');
}

const relative = (file: string) => path.relative(CONSOLE, file);

describe('imports of the web console (console/src/)', () => {
  it('finds the pages and the shared components', () => {
    assert.ok(files.filter((file) => pageOf(file) !== undefined).length >= 8, 'the pages are under console/src/pages/');
    assert.ok(
      files.some((file) => relative(file).startsWith(`components${path.sep}`)),
      'shared components are in console/src/components/',
    );
  });

  it('has no import circle', () => {
    assert.deepEqual(importCircles(graph, CONSOLE), []);
  });

  it('has no page that imports another page', () => {
    const wrong = [...graph].flatMap(([file, imports]) => {
      const page = pageOf(file);
      if (page === undefined) return [];
      return imports
        .filter((target) => pageOf(target) !== undefined && pageOf(target) !== page)
        .map((target) => `${relative(file)} imports ${relative(target)}`);
    });
    assert.deepEqual(wrong, [], 'what pages share belongs in console/src/components/');
  });

  it('has pages imported only by the table of addresses (app.tsx), never by components or other modules', () => {
    const wrong = [...graph].flatMap(([file, imports]) =>
      file === PAGE_TABLE || pageOf(file) !== undefined
        ? []
        : imports.filter((target) => pageOf(target) !== undefined).map((target) => `${relative(file)} imports ${relative(target)}`),
    );
    assert.deepEqual(wrong, []);
  });

  it('resolves every relative import to a file that exists', () => {
    assert.deepEqual(unresolvedImports(graph, CONSOLE), []);
  });
});

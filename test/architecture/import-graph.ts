// The import graph of a source tree, read from the files' import statements,
// for the architecture tests: which files a file imports, whether every
// import resolves, and the circles in the graph.
import fs from 'node:fs';
import path from 'node:path';

/** The files under `dir` whose names end with one of `extensions`. */
export function sourceFiles(dir: string, extensions: string[]): string[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => extensions.some((extension) => name.endsWith(extension)))
    .map((name) => path.join(dir, name));
}

/** The files a file imports by relative path (static, type-only, side-effect and dynamic imports alike), resolved. */
export function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    found.push(path.resolve(path.dirname(file), match[1]!));
  }
  return found;
}

/** Each file with the files it imports. */
export function importGraph(files: string[]): Map<string, string[]> {
  return new Map(files.map((file) => [file, importsOf(file)]));
}

/** Imports of a file in the graph that name no file on disk, as "file -> target", relative to `root`. */
export function unresolvedImports(graph: Map<string, string[]>, root: string): string[] {
  return [...graph].flatMap(([file, imports]) =>
    imports.filter((target) => !fs.existsSync(target)).map((target) => `${path.relative(root, file)} -> ${target}`),
  );
}

/**
 * The import circles among the files of the graph, each written
 * "a -> b -> a" relative to `root`: one for every import that leads back to a
 * file whose imports are still being followed (a depth-first search). Imports
 * of files outside the graph are not followed.
 */
export function importCircles(graph: Map<string, string[]>, root: string): string[] {
  const circles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, trail: string[]) => {
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open')
        circles.push([...trail.slice(trail.indexOf(next)), next].map((f) => path.relative(root, f)).join(' -> '));
      else if (!state.has(next) && graph.has(next)) visit(next, [...trail, next]);
    }
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file, [file]);
  return circles;
}

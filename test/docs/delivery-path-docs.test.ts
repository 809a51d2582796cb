// docs/webhooks.md's drawing of one delivery's way stays true to the tree:
// every file its diagram, its table and its "Extending the engine" name
// exists under src/, the diagram and the table name the same files, and the
// count written below the table is the table's.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TEXT = fs.readFileSync(path.join(ROOT, 'docs/webhooks.md'), 'utf8');

/** The text from a heading to the next heading of the same or a higher level. */
function section(heading: string): string {
  const start = TEXT.indexOf(`\n${heading}\n`);
  assert.ok(start >= 0, `docs/webhooks.md has no "${heading}"`);
  const level = heading.split(' ')[0]!;
  const rest = TEXT.slice(start + heading.length + 2);
  const next = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  return next === -1 ? rest : rest.slice(0, next);
}

/** Paths under src/ with at least one folder (`delivery/signing.ts`), as the section writes them. */
function srcPaths(text: string): string[] {
  return [...new Set([...text.matchAll(/\b(?:[a-z-]+\/)+[a-z0-9-]+\.ts\b/g)].map((m) => m[0].replace(/^src\//, '')))];
}

const way = section("## Inside the engine: one delivery's way");
const diagram = /```mermaid\n([\s\S]*?)```/.exec(way)?.[1] ?? '';
const tableRows = section('### The files on the way')
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => line.split('|').map((cell) => cell.trim()));
const tableFiles = tableRows.map((cells) => cells[1]!.replaceAll('`', ''));

describe("docs/webhooks.md: one delivery's way", () => {
  it('draws a Mermaid sequence diagram whose every file exists', () => {
    assert.match(diagram, /^sequenceDiagram\n/);
    const named = srcPaths(diagram);
    assert.ok(named.length >= 20, `only ${named.length} files in the diagram`);
    const missing = named.filter((file) => !fs.existsSync(path.join(ROOT, 'src', file)));
    assert.deepEqual(missing, [], `the diagram names files src/ lacks: ${missing.join(', ')}`);
  });

  it('lists in its table the files of the diagram, each once, and counts them right', () => {
    assert.equal(new Set(tableFiles).size, tableFiles.length, 'a file listed twice');
    assert.deepEqual([...tableFiles].sort(), srcPaths(diagram).sort());
    const always = tableRows.filter((cells) => cells[3]!.startsWith('always')).length;
    const said = /That is \*\*(\d+) files\*\*[\s\S]*?: (\d+) run for every delivery, (\d+) on one dialect/.exec(way);
    assert.ok(said, 'no count of the files below the table');
    assert.deepEqual(said.slice(1).map(Number), [tableFiles.length, always, tableFiles.length - always]);
  });

  it('names only files that exist where it says what extending the engine touches', () => {
    const named = srcPaths(section('### Extending the engine'));
    assert.ok(named.length >= 15, `only ${named.length} files named`);
    const missing = named.filter((file) => !fs.existsSync(path.join(ROOT, 'src', file)));
    assert.deepEqual(missing, [], `files src/ lacks: ${missing.join(', ')}`);
  });
});

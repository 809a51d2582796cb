// docs/webhooks.md's drawing of one delivery's way stays true to the tree:
// the way from the outbox to the stored outcome is at most twelve files, its
// diagram and its table name the same ones, every file of the engine
// (src/delivery/) is named somewhere in the section, so none works unseen,
// and every file "Extending the engine" names exists (the console's too),
// its additions counted as it says.
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

/** The first cells of a section's table rows, without their backticks. */
function tableFiles(heading: string): string[] {
  return section(heading)
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|')[1]!.trim().replaceAll('`', ''));
}

function missingUnderSrc(files: string[]): string[] {
  return files.filter((file) => !fs.existsSync(path.join(ROOT, 'src', file)));
}

/** Every .ts file under src/delivery/, as `delivery/...`. */
function engineFiles(dir = path.join(ROOT, 'src/delivery')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return engineFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(path.join(ROOT, 'src'), full).split(path.sep).join('/')] : [];
  });
}

const inside = section("## Inside the engine: one delivery's way");
const diagram = /```mermaid\n([\s\S]*?)```/.exec(inside)?.[1] ?? '';
const onTheWay = tableFiles('### The files on the way');
const behind = tableFiles('### Behind the interfaces');

describe("docs/webhooks.md: one delivery's way", () => {
  it('draws a Mermaid sequence diagram whose every file exists', () => {
    assert.match(diagram, /^sequenceDiagram\n/);
    assert.deepEqual(missingUnderSrc(srcPaths(diagram)), []);
  });

  it('lists in its table the files of the diagram, each once, at most twelve, and counts them right', () => {
    assert.equal(new Set(onTheWay).size, onTheWay.length, 'a file listed twice');
    assert.deepEqual([...onTheWay].sort(), srcPaths(diagram).sort());
    assert.ok(onTheWay.length <= 12, `${onTheWay.length} files on the way`);
    const said = /That is \*\*(\d+) files\*\*[\s\S]*?: (\d+) run for every delivery, (\d+) on one dialect/.exec(
      section('### The files on the way'),
    );
    assert.ok(said, 'no count of the files below the table');
    const rows = section('### The files on the way')
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    const always = rows.filter((line) => line.split('|')[3]!.trim().startsWith('always')).length;
    assert.deepEqual(said.slice(1).map(Number), [onTheWay.length, always, onTheWay.length - always]);
  });

  it('lists what works behind the interfaces apart from the way, every file existing', () => {
    assert.ok(behind.length >= 15, `only ${behind.length} files behind the interfaces`);
    assert.deepEqual(missingUnderSrc(behind), []);
    assert.deepEqual(
      behind.filter((file) => onTheWay.includes(file)),
      [],
      'a file both on the way and behind it',
    );
  });

  it('names every file of the engine somewhere in the section, and only files that exist', () => {
    const named = srcPaths(inside);
    assert.deepEqual(missingUnderSrc(named), []);
    const unnamed = engineFiles().filter((file) => !named.includes(file));
    assert.deepEqual(unnamed, [], 'files of src/delivery/ the section does not name');
  });

  it('names only files that exist where it says what extending the engine touches, and counts what it lists', () => {
    const extending = section('### Extending the engine');
    const named = srcPaths(extending);
    assert.ok(named.length >= 8, `only ${named.length} files named`);
    assert.deepEqual(missingUnderSrc(named), []);
    // The console's files, named from the project's root.
    const consoleFiles = [...new Set([...extending.matchAll(/\bconsole\/(?:[a-z-]+\/)+[a-z0-9-]+\.tsx?\b/g)].map((m) => m[0]))];
    assert.ok(consoleFiles.length >= 2, `only ${consoleFiles.length} console files named`);
    assert.deepEqual(
      consoleFiles.filter((file) => !fs.existsSync(path.join(ROOT, file))),
      [],
    );
    // Each addition is a numbered list, one file (or new folder) per item.
    const lists = extending
      .split(/\n\*\*/)
      .slice(1)
      .map((part) => part.split('\n').filter((line) => /^\d+\. /.test(line)).length);
    assert.deepEqual(lists, [6, 6], 'a second transport and the transformation, six items each');
    assert.equal(extending.match(/Six files[.;]/g)?.length, 2, 'each says its count');
  });
});

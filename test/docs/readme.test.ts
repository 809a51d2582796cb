// The README is a newcomer's first screen: short, with the details in docs/,
// and a layout that names every folder of src/ as it is.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const README = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const MAX_LINES = 200;

/** The fenced block of the README's Layout section. */
function layoutBlock(markdown: string): string {
  const section = /^## Layout\n([\s\S]*?)^## /m.exec(markdown)?.[1];
  assert.ok(section, 'the README has no Layout section');
  const block = /^```\n([\s\S]*?)^```/m.exec(section)?.[1];
  assert.ok(block, 'the Layout section has no fenced block');
  return block;
}

/** The names a layout block gives under `src/`: the lines indented by two spaces up to the next top-level entry. */
function srcEntries(block: string): string[] {
  const lines = block.split('\n');
  const start = lines.indexOf('src/');
  assert.ok(start >= 0, 'the layout names no src/');
  const entries: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const name = /^ {2}(\S+)/.exec(line)?.[1];
    if (name !== undefined) entries.push(name);
  }
  return entries;
}

describe('README.md', () => {
  it(`has at most ${MAX_LINES} lines`, () => {
    const lines = README.trimEnd().split('\n').length;
    assert.ok(lines <= MAX_LINES, `README.md has ${lines} lines`);
  });

  it('names every folder of src/ in its layout', () => {
    const folders = fs
      .readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${entry.name}/`);
    assert.ok(folders.length >= 10, `only ${folders.length} folders in src/`);
    const named = new Set(srcEntries(layoutBlock(README)));
    const missing = folders.filter((folder) => !named.has(folder));
    assert.deepEqual(missing, [], `the README's layout does not name ${missing.join(', ')}`);
    const gone = [...named].filter((entry) => entry.endsWith('/') && !folders.includes(entry));
    assert.deepEqual(gone, [], `the README's layout names folders src/ lacks: ${gone.join(', ')}`);
  });

  it('links the configuration reference, which exists', () => {
    assert.match(README, /\]\(docs\/configuration\.md\)/);
    assert.ok(fs.existsSync(path.join(ROOT, 'docs/configuration.md')));
  });

  it('reads the entries under src/ of a layout block', () => {
    const block = 'src/\n  app.ts   the app\n  routes/  handlers\n    company/ nested\n  cli/     the CLI\nconsole/  web\n';
    assert.deepEqual(srcEntries(block), ['app.ts', 'routes/', 'cli/']);
  });
});

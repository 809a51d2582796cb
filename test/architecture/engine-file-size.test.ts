// Every file of the delivery engine (src/delivery/) does one job a reader
// takes in at once: at most 300 lines. A file past that is split by its jobs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { sourceFiles } from './import-graph.ts';

const ENGINE = path.resolve(import.meta.dirname, '../../src/delivery');
const MAX_LINES = 300;

describe('the delivery engine', () => {
  it(`has no file longer than ${MAX_LINES} lines`, () => {
    const files = sourceFiles(ENGINE, ['.ts']);
    assert.ok(files.length >= 20, `only ${files.length} files found under src/delivery`);
    const long = files
      .map((file) => ({ file: path.relative(ENGINE, file), lines: fs.readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines}`);
    assert.deepEqual(long, []);
  });
});

// Inside storage, imports point one way: the delivery queue (storage/queue/)
// builds on the storage's core (the files directly in storage/: opening the
// database, its dialects, schema, store and notifications), never the other
// way. So the core imports nothing of the queue, and what only the delivery
// worker needs of the database (its commit watch, lock, endpoint-state watch
// and lease session) lives in the queue's folder (queue/coordination/).
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { importsOf, sourceFiles } from './import-graph.ts';

const STORAGE = path.resolve(import.meta.dirname, '../../src/storage');
const QUEUE = path.join(STORAGE, 'queue') + path.sep;

/** The files of the core: directly in storage/, not in one of its folders. */
const core = sourceFiles(STORAGE, ['.ts']).filter((file) => path.dirname(file) === STORAGE);

describe("storage's core", () => {
  it('is the files directly in storage/, opening the database among them', () => {
    const names = core.map((file) => path.basename(file));
    for (const name of ['database.ts', 'store.ts', 'schema.ts']) assert.ok(names.includes(name), name);
  });

  it('imports nothing of the delivery queue', () => {
    const wrong = core.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(QUEUE))
        .map((target) => `${path.relative(STORAGE, file)} imports ${path.relative(STORAGE, target)}`),
    );
    assert.deepEqual(wrong, []);
  });
});

// SharedReads: concurrent reads of a key are shared, but never one that was
// under way before a caller asked; a failed read fails only its own callers.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SharedReads } from '../../src/services/shared-reads.ts';

/** Reads whose ends the test controls, in the order they start. */
function controlledReads() {
  const started: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const load = () =>
    new Promise<string>((resolve, reject) => {
      started.push({ resolve, reject });
    });
  return { started, load };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('SharedReads', () => {
  it('shares one read among the callers that came before it started, and gives later ones the next', async () => {
    const reads = new SharedReads<string>();
    const { started, load } = controlledReads();
    const first = reads.read('k', load);
    const alongside = reads.read('k', load);
    assert.equal(started.length, 0, 'started after the requests of this turn came');
    await turn();
    assert.equal(started.length, 1, 'one read for both');
    const during = reads.read('k', load);
    const duringToo = reads.read('k', load);
    await turn();
    assert.equal(started.length, 1, 'a read under way is not joined, and nothing more is sent meanwhile');
    started[0]!.resolve('v1');
    assert.equal(await first, 'v1');
    assert.equal(await alongside, 'v1');
    assert.equal(started.length, 2, 'the next read starts when the first ends');
    started[1]!.resolve('v2');
    assert.equal(await during, 'v2', 'not the value read before it came');
    assert.equal(await duringToo, 'v2');
    await turn();
    assert.equal(reads.size, 0);
    const later = reads.read('k', load);
    await turn();
    assert.equal(started.length, 3, 'a caller after the reads ended has its own');
    started[2]!.resolve('v3');
    assert.equal(await later, 'v3');
  });

  it('keeps keys apart, and a failed read fails only its own callers', async () => {
    const reads = new SharedReads<string>();
    const { started, load } = controlledReads();
    const a = reads.read('a', load);
    const b = reads.read('b', load);
    await turn();
    assert.equal(started.length, 2);
    const aNext = reads.read('a', load);
    started[0]!.reject(new Error('lost'));
    await assert.rejects(a, /lost/);
    started[2]!.resolve('a2');
    assert.equal(await aNext, 'a2');
    started[1]!.resolve('b1');
    assert.equal(await b, 'b1');
    const thrown = reads.read('c', () => {
      throw new Error('at once');
    });
    await assert.rejects(thrown, /at once/);
    await turn();
    assert.equal(reads.size, 0);
  });
});

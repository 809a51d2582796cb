// The bounded memo behind the hot paths' parse and format caches.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boundedMemo } from '../src/bounded-memo.ts';

describe('boundedMemo', () => {
  it('computes each argument once while it is remembered', () => {
    const computed: string[] = [];
    const upper = boundedMemo((s: string) => (computed.push(s), s.toUpperCase()), 10);
    assert.equal(upper('a'), 'A');
    assert.equal(upper('b'), 'B');
    assert.equal(upper('a'), 'A');
    assert.deepEqual(computed, ['a', 'b']);
  });

  it('holds at most its limit: full, it starts afresh', () => {
    const computed: number[] = [];
    const twice = boundedMemo((n: number) => (computed.push(n), n * 2), 2);
    twice(1);
    twice(2);
    twice(3); // the memo held 2: emptied, then 3 remembered
    twice(2);
    twice(3);
    assert.deepEqual(computed, [1, 2, 3, 2]);
  });

  it('remembers nothing when the computation throws', () => {
    let calls = 0;
    const parse = boundedMemo((s: string) => {
      calls++;
      return JSON.parse(s) as unknown;
    }, 4);
    assert.throws(() => parse('{'));
    assert.throws(() => parse('{'));
    assert.equal(calls, 2);
  });
});

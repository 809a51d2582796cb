// Resource ids (src/ids.ts): the spec's format, and no repeats across the
// refills of the pool of random bytes they are cut from.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isResourceId, newId } from '../src/ids.ts';

describe('newId', () => {
  it('makes 12 lowercase hex characters, 14 ending in 01 in the EU region', () => {
    assert.match(newId('us'), /^[0-9a-f]{12}$/);
    assert.match(newId('eu'), /^[0-9a-f]{12}01$/);
    assert.ok(isResourceId(newId('us')) && isResourceId(newId('eu')));
  });

  it('never repeats an id over many refills of its random pool', () => {
    const ids = new Set<string>();
    // 4 KB of random bytes make 682 ids: this crosses the refill boundary many times.
    for (let i = 0; i < 20_000; i++) ids.add(newId('us'));
    assert.equal(ids.size, 20_000);
  });
});

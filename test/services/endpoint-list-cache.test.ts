// EndpointListCache: an answer is served only for the version it was built
// at, and the owners used least recently go first past the bound.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EndpointListCache } from '../../src/services/endpoint-list-cache.ts';

describe('EndpointListCache', () => {
  it('serves an answer for its own version only', () => {
    const cache = new EndpointListCache<{ body: string }>();
    cache.set('owner', '2:5', { body: 'a' });
    assert.deepEqual(cache.get('owner', '2:5'), { body: 'a' });
    assert.equal(cache.get('owner', '2:6'), undefined);
    assert.equal(cache.get('other', '2:5'), undefined);
    cache.set('owner', '2:6', { body: 'b' });
    assert.equal(cache.get('owner', '2:5'), undefined, 'the older answer is gone');
    assert.deepEqual(cache.get('owner', '2:6'), { body: 'b' });
  });

  it('keeps at most its bound of owners, dropping the least recently used', () => {
    const cache = new EndpointListCache<{ body: string }>(2);
    cache.set('a', 'v', { body: 'a' });
    cache.set('b', 'v', { body: 'b' });
    assert.ok(cache.get('a', 'v'), 'a used after b');
    cache.set('c', 'v', { body: 'c' });
    assert.equal(cache.size, 2);
    assert.equal(cache.get('b', 'v'), undefined);
    assert.ok(cache.get('a', 'v'));
    assert.ok(cache.get('c', 'v'));
  });
});

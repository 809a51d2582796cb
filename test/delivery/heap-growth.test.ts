// The heap growth a delivery worker's process asks of V8 (src/delivery/heap-growth.ts):
// its own limit, unless the operator started node with one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DELIVERY_HEAP_GROWING_PERCENT, heapGrowthFlag } from '../../src/delivery/heap-growth.ts';

describe('heapGrowthFlag', () => {
  it('asks for the delivery limit when node was given none', () => {
    assert.equal(heapGrowthFlag([]), `--heap-growing-percent=${DELIVERY_HEAP_GROWING_PERCENT}`);
    assert.equal(heapGrowthFlag(['--enable-source-maps', '--max-old-space-size=512']), '--heap-growing-percent=50');
  });

  it("keeps the operator's own among node's arguments, in either spelling", () => {
    assert.equal(heapGrowthFlag(['--heap-growing-percent=100']), undefined);
    assert.equal(heapGrowthFlag(['--heap-growing-percent', '100']), undefined);
    assert.equal(heapGrowthFlag(['--max-old-space-size=512', '--heap_growing_percent=20']), undefined);
  });

  it('grows the old generation far less than V8 may by default (up to 300%)', () => {
    assert.ok(DELIVERY_HEAP_GROWING_PERCENT > 0 && DELIVERY_HEAP_GROWING_PERCENT <= 100);
  });
});

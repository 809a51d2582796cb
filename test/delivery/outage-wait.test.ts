// The worker loop's waits between failed claims (src/delivery/outage-wait.ts):
// they double from the idle poll and stop at a limit short enough that the
// first delivery after an outage does not wait for a wake-up that may not
// come (see the network-faults test).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LONGEST_OUTAGE_WAIT_MS, outageWaitMs } from '../../src/delivery/outage-wait.ts';

describe('outageWaitMs', () => {
  it('doubles from the idle poll with each failure in a row', () => {
    assert.deepEqual(
      [1, 2, 3, 4].map((failures) => outageWaitMs(failures, 100)),
      [100, 200, 400, 800],
    );
  });

  it('never waits more than 2 s, however long the outage', () => {
    assert.equal(LONGEST_OUTAGE_WAIT_MS, 2_000);
    const waits = Array.from({ length: 60 }, (_, i) => outageWaitMs(i + 1, 1_000));
    assert.deepEqual(waits.slice(0, 3), [1_000, 2_000, 2_000]);
    assert.ok(
      waits.every((ms) => ms <= 2_000),
      `waits: ${waits.join(', ')}`,
    );
  });

  it('waits at least the idle poll, even when that is longer than the limit', () => {
    assert.equal(outageWaitMs(1, 5_000), 5_000);
    assert.equal(outageWaitMs(10, 5_000), 5_000);
  });
});

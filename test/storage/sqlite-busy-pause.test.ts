// The pauses between tries of a write refused as busy (sqlite-busy-retry.ts):
// a lock held for a moment is caught within about a millisecond of its
// release; a long hold is met with pauses that grow to 50 ms.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { busyPause, retryWhileBusy } from '../../src/storage/sqlite-busy-retry.ts';

const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

describe('pauses while the SQLite write lock is busy', () => {
  it('tries every millisecond for the first 100 ms, whatever the pause before', () => {
    for (const waited of [0, 1, 30, 99.9]) {
      assert.equal(busyPause(waited, 0), 1);
      assert.equal(busyPause(waited, 1), 1);
    }
  });

  it('then doubles the pause up to 50 ms', () => {
    const pauses: number[] = [];
    let pause = 1;
    for (let i = 0; i < 8; i++) pauses.push((pause = busyPause(100 + i * 10, pause)));
    assert.deepEqual(pauses, [2, 4, 8, 16, 32, 50, 50, 50]);
  });

  it('goes through once the lock is free, and gives up with the busy error when its time is up', async () => {
    let refusals = 3;
    assert.equal(
      await retryWhileBusy(() => {
        if (refusals-- > 0) throw busy();
        return 'written';
      }),
      'written',
    );
    await assert.rejects(
      retryWhileBusy(() => {
        throw busy();
      }, 20),
      (error: Error & { code?: string }) => error.code === 'SQLITE_BUSY',
    );
    // Any other error is not waited on.
    let tries = 0;
    await assert.rejects(
      retryWhileBusy(() => {
        tries++;
        throw new Error('no such table');
      }),
      /no such table/,
    );
    assert.equal(tries, 1);
  });
});

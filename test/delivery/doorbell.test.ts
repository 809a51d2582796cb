// The worker loop's wake-ups (src/delivery/doorbell.ts): a ring ends a sleep
// at once, and a ring while the loop is busy is not lost.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Doorbell } from '../../src/delivery/doorbell.ts';

/** Far beyond any test's timeout: a sleep that ends did so because of a ring. */
const FOREVER_MS = 3_600_000;

describe('Doorbell', () => {
  it('ends a sleep at the ring', async () => {
    const bell = new Doorbell();
    const sleeping = bell.sleep(FOREVER_MS);
    bell.ring();
    await sleeping;
    assert.equal(bell.ringing, true);
  });

  it('remembers a ring that came before the sleep, until it is answered', async () => {
    const bell = new Doorbell();
    bell.ring();
    await bell.sleep(FOREVER_MS); // at once
    bell.answer();
    assert.equal(bell.ringing, false);
    let woke = false;
    const sleeping = bell.sleep(FOREVER_MS).then(() => (woke = true));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(woke, false, 'answered: the next sleep waits');
    bell.ring();
    await sleeping;
  });

  it('ends a sleep when its time is up', async () => {
    const bell = new Doorbell();
    await bell.sleep(1);
    assert.equal(bell.ringing, false);
  });
});

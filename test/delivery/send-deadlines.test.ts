// The one timer of the sends in flight (src/delivery/transport/https/send-deadlines.ts): each
// send ends when its own time is up, in the order they began, a send that
// ended is never touched again, nothing is left behind, and shutdown cuts off
// every send in flight and any that begins after.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SendDeadlines } from '../../src/delivery/transport/https/send-deadlines.ts';

const aborted = (signal: Pick<AbortSignal, 'aborted' | 'reason'> & { addEventListener(type: 'abort', listener: () => void): void }) =>
  new Promise<unknown>((resolve) =>
    signal.aborted ? resolve(signal.reason) : signal.addEventListener('abort', () => resolve(signal.reason)),
  );

describe('send deadlines', () => {
  it('ends each send at its own deadline, on one timer, and forgets the ones that ended', async () => {
    let now = 0;
    const deadlines = new SendDeadlines(20, () => now);
    const first = deadlines.start();
    assert.equal(deadlines.nextExpiry, 20);
    now = 10;
    const ended = deadlines.start();
    const second = deadlines.start();
    assert.equal(deadlines.nextExpiry, 20, 'one timer, for the earliest deadline');
    ended.end();
    assert.equal(deadlines.size, 2);

    // The timer fires at 20 (real milliseconds here too): by the clock it reads, only the first is due.
    now = 25;
    const reason = await aborted(first);
    assert.equal((reason as DOMException).name, 'TimeoutError');
    assert.equal(second.aborted, false, 'its deadline (30) has not come');
    assert.equal(deadlines.nextExpiry, 30, 'set again, for the next one');
    now = 31;
    await aborted(second);
    assert.equal(ended.aborted, false, 'a send that ended is never aborted');
    assert.equal(deadlines.size, 0);
    assert.equal(deadlines.nextExpiry, Infinity, 'no timer left');
    first.end(); // ending an aborted send again is harmless
    second.end();
  });

  it('sets no timer while nothing is in flight', () => {
    const deadlines = new SendDeadlines(60_000);
    const send = deadlines.start();
    assert.notEqual(deadlines.nextExpiry, Infinity);
    send.end();
    assert.equal(deadlines.nextExpiry, Infinity);
    assert.equal(send.aborted, false);
  });

  it('cuts off every send in flight, and any that begins after', async () => {
    const deadlines = new SendDeadlines(60_000);
    const sends = [deadlines.start(), deadlines.start()];
    deadlines.cutOff();
    for (const send of sends) assert.equal(((await aborted(send)) as DOMException).name, 'AbortError');
    assert.equal(deadlines.nextExpiry, Infinity);
    const late = deadlines.start();
    assert.equal(late.aborted, true);
    late.end();
    assert.equal(deadlines.size, 0);
  });
});

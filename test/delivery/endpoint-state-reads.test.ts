// The checks between sends of many endpoint tasks, read together
// (src/delivery/endpoint-state-reads.ts): checks asked together share one
// read; a check asked while a read is under way is answered by a read begun
// after it, never by the one under way; a failed read fails its checks only.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EndpointStateReads } from '../../src/delivery/endpoint-state-reads.ts';
import type { EndpointState } from '../../src/storage/queue/endpoint-state.ts';

/** A read the test answers: each call is kept with the ids it asked for. */
function controlledRead() {
  const calls: { ids: readonly string[]; answer: (states: Record<string, EndpointState>) => void; fail: (error: Error) => void }[] = [];
  const read = (ids: readonly string[]) =>
    new Promise<Map<string, EndpointState>>((resolve, reject) => {
      calls.push({ ids, answer: (states) => resolve(new Map(Object.entries(states))), fail: reject });
    });
  return { calls, read };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('endpoint state reads shared between sends', () => {
  it('answers the checks asked together with one read, each with its own endpoint state', async () => {
    const { calls, read } = controlledRead();
    const reads = new EndpointStateReads(read);
    const a = reads.check('we_a');
    const b = reads.check('we_b');
    const a2 = reads.check('we_a');
    const gone = reads.check('we_gone');
    await turn();
    assert.equal(calls.length, 1);
    assert.deepEqual([...calls[0]!.ids].sort(), ['we_a', 'we_b', 'we_gone']);
    calls[0]!.answer({ we_a: 'send', we_b: 'plan' });
    assert.deepEqual(await Promise.all([a, b, a2, gone]), ['send', 'plan', 'send', 'stop']);
  });

  it('never answers a check with a read that was under way when it was asked', async () => {
    const { calls, read } = controlledRead();
    const reads = new EndpointStateReads(read);
    const early = reads.check('we_a');
    await turn();
    assert.equal(calls.length, 1, 'the first read is under way');
    // Paused now, after that read was sent: a check asked now must see it.
    const late = reads.check('we_a');
    await turn();
    assert.equal(calls.length, 1, 'the late check waits for the read under way to end');
    calls[0]!.answer({ we_a: 'send' });
    assert.equal(await early, 'send');
    await turn();
    assert.equal(calls.length, 2, 'a read of its own, begun after it was asked');
    calls[1]!.answer({ we_a: 'stop' });
    assert.equal(await late, 'stop');
  });

  it('fails the checks of a failed read, and reads again for the next ones', async () => {
    const { calls, read } = controlledRead();
    const reads = new EndpointStateReads(read);
    const failing = reads.check('we_a');
    await turn();
    calls[0]!.fail(new Error('connection lost'));
    await assert.rejects(failing, /connection lost/);
    const next = reads.check('we_a');
    await turn();
    calls[1]!.answer({ we_a: 'send' });
    assert.equal(await next, 'send');
  });
});

// The delivery worker's tuning defaults (delivery/worker-options.ts): a task
// fetches 50 deliveries at a time on PostgreSQL, where each fetch is a round
// trip to another process, and 10 on SQLite, where it is a read in process
// and a longer batch only holds more memory; a batch size given wins.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { workerTuning, type WorkerOptions } from '../../src/delivery/worker-options.ts';

/** Options with the storage of a dialect; the tuning reads nothing else of them. */
const optionsOn = (dialect: 'sqlite' | 'postgres', batchSize?: number) =>
  ({ storage: { dialect }, ...(batchSize === undefined ? {} : { batchSize }) }) as unknown as WorkerOptions;

describe('worker tuning', () => {
  it('fetches 50 deliveries at a time on PostgreSQL and 10 on SQLite', () => {
    assert.equal(workerTuning(optionsOn('postgres')).batchSize, 50);
    assert.equal(workerTuning(optionsOn('sqlite')).batchSize, 10);
  });

  it('takes a batch size it is given, on either', () => {
    assert.equal(workerTuning(optionsOn('postgres', 7)).batchSize, 7);
    assert.equal(workerTuning(optionsOn('sqlite', 70)).batchSize, 70);
  });
});

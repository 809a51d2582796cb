// Which running tasks a commit naming its endpoints pokes
// (src/delivery/tasks-for.ts): all of them when every endpoint has one,
// none (a search of every queue instead) when any has none.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tasksFor } from '../../src/delivery/tasks-for.ts';

const running = new Map([
  ['we_a', { task: 'task a' }],
  ['we_b', { task: 'task b' }],
]);

describe('tasksFor', () => {
  it('gives the running task of every endpoint named, in the order named', () => {
    assert.deepEqual(tasksFor(['we_b', 'we_a'], running), ['task b', 'task a']);
    assert.deepEqual(tasksFor(['we_a'], running), ['task a']);
  });

  it('asks for a search when any endpoint named has no running task', () => {
    assert.equal(tasksFor(['we_a', 'we_c'], running), undefined);
    assert.equal(tasksFor(['we_c'], running), undefined);
  });

  it('asks for a search when no endpoint is named', () => {
    assert.equal(tasksFor([], running), undefined);
    assert.equal(tasksFor(['we_a'], new Map()), undefined);
  });
});

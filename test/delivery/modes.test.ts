// The modes of a worker and of an endpoint task (src/delivery/modes.ts):
// a change happens only from the mode it names, and a change the table
// doesn't allow is refused loudly.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Modes, TASK_MODE_CHANGES, WORKER_MODE_CHANGES, type TaskMode, type WorkerMode } from '../../src/delivery/modes.ts';

describe('Modes', () => {
  it('changes only from the mode named, and says whether it did', () => {
    const modes = new Modes<TaskMode>('sending', TASK_MODE_CHANGES);
    assert.equal(modes.change('lingering', 'sending'), false);
    assert.equal(modes.current, 'sending');
    assert.equal(modes.change('sending', 'lingering'), true);
    assert.equal(modes.current, 'lingering');
    assert.equal(modes.change(['sending', 'more-queued'], 'sending'), false);
    assert.equal(modes.change(['sending', 'lingering'], 'stopping'), true);
    assert.ok(modes.is('stopping'));
  });

  it('throws on a change its table does not allow', () => {
    const task = new Modes<TaskMode>('more-queued', TASK_MODE_CHANGES);
    assert.throws(() => task.change('more-queued', 'lingering'), /more-queued can't change to lingering/);
    assert.equal(task.current, 'more-queued');
    const worker = new Modes<WorkerMode>('running', WORKER_MODE_CHANGES);
    assert.throws(() => worker.change('running', 'starting'), /running can't change to starting/);
  });

  it("lets a stopped worker and a stopping task go nowhere, so a late start or lingering's end can't revive them", () => {
    const worker = new Modes<WorkerMode>('created', WORKER_MODE_CHANGES);
    assert.ok(worker.change(['created', 'waiting-for-lock', 'starting', 'running'], 'stopping'));
    assert.equal(worker.change(['created', 'waiting-for-lock'], 'starting'), false);
    assert.ok(worker.change('stopping', 'stopped'));
    for (const to of Object.keys(WORKER_MODE_CHANGES) as WorkerMode[]) assert.throws(() => worker.change('stopped', to));
    const task = new Modes<TaskMode>('lingering', TASK_MODE_CHANGES);
    assert.ok(task.change(['sending', 'more-queued', 'lingering'], 'stopping'));
    assert.equal(task.change('lingering', 'sending'), false);
    assert.equal(task.current, 'stopping');
  });

  it('lists every mode in its tables', () => {
    const workerModes: WorkerMode[] = ['created', 'waiting-for-lock', 'starting', 'running', 'stopping', 'stopped'];
    assert.deepEqual(Object.keys(WORKER_MODE_CHANGES).sort(), [...workerModes].sort());
    for (const next of Object.values(WORKER_MODE_CHANGES)) for (const mode of next) assert.ok(workerModes.includes(mode));
    const taskModes: TaskMode[] = ['sending', 'more-queued', 'lingering', 'stopping'];
    assert.deepEqual(Object.keys(TASK_MODE_CHANGES).sort(), [...taskModes].sort());
  });
});

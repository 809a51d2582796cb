// The modes of a worker (delivery-worker.ts) and of an endpoint task
// (endpoint-task.ts), each changed only by naming the mode it leaves: a change asked from another mode does nothing (and says
// so), so two things that race to change it (a stop and a lingering's end,
// say) can't undo each other. Which changes may happen at all is a table
// written once beside each mode type; a change outside it is a fault in the
// code, and throws.

/**
 * - created: not started;
 * - waiting-for-lock: another process runs this database's worker (SQLite):
 *   this one tries the lock now and then and begins when it has it;
 * - starting: opening its wake-ups and the session of its leases;
 * - running: the loop claims and tasks send;
 * - stopping: no more claims; sends in flight finish and their outcomes are stored;
 * - stopped.
 */
export type WorkerMode = 'created' | 'waiting-for-lock' | 'starting' | 'running' | 'stopping' | 'stopped';

/** The changes a worker's mode may go through: stopped is final. */
export const WORKER_MODE_CHANGES: ModeChanges<WorkerMode> = {
  created: ['waiting-for-lock', 'starting', 'stopping'],
  'waiting-for-lock': ['starting', 'stopping'],
  starting: ['running', 'stopping'],
  running: ['stopping'],
  stopping: ['stopped'],
  stopped: [],
};

/**
 * - sending: fetching and sending batches;
 * - more-queued: the worker's loop saw deliveries queued after the last one
 *   sent while the task was sending: it fetches again before letting go;
 * - lingering: the queue ran empty, the lease is kept for lingerMs (or
 *   until it runs low by the clock);
 * - stopping: the worker stops: sends in flight finish, nothing more is fetched.
 */
export type TaskMode = 'sending' | 'more-queued' | 'lingering' | 'stopping';

/** The changes a task's mode may go through: stopping is final. */
export const TASK_MODE_CHANGES: ModeChanges<TaskMode> = {
  sending: ['sending', 'more-queued', 'lingering', 'stopping'],
  'more-queued': ['sending', 'stopping'],
  lingering: ['sending', 'stopping'],
  stopping: [],
};

/** For each mode, the modes it may change to. */
export type ModeChanges<M extends string> = Readonly<Record<M, readonly M[]>>;

export class Modes<M extends string> {
  constructor(
    private mode: M,
    private readonly changes: ModeChanges<M>,
  ) {}

  get current(): M {
    return this.mode;
  }

  /** Whether the mode is one of `modes`. */
  is(...modes: M[]): boolean {
    return modes.includes(this.mode);
  }

  /**
   * Changes the mode to `to` if it is one of `from` now; returns whether it
   * did. Throws when `to` may not follow the mode it would leave.
   */
  change(from: M | readonly M[], to: M): boolean {
    const leaving = this.mode;
    if (typeof from === 'string' ? from !== leaving : !from.includes(leaving)) return false;
    if (!this.changes[leaving].includes(to)) throw new Error(`a mode of ${leaving} can't change to ${to}`);
    this.mode = to;
    return true;
  }
}

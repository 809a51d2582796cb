// Group commit on SQLite: units of work that ask for a transaction while
// another is running are run in one transaction, each in a savepoint of its
// own, and committed together.
//
// Why: SQLite runs one transaction at a time on the process's one
// connection anyway, and a commit writes every page the transaction changed
// to the WAL. Candidates and events of one company land in the same pages
// (the same endpoints' index entries, the tables' last pages), so twenty
// commits write the same pages twenty times where one group writes them
// once: under concurrent writes most of the cost of a write.
//
// Each unit still commits or rolls back alone as far as its caller sees: a
// unit that throws is rolled back to its savepoint and rejected at once,
// and the others go on; a unit's result (and its afterCommit work) comes
// only once the group has committed, and if that commit fails every unit of
// the group fails. A group takes the units already waiting, up to
// groupCommitLimits, so a lone write waits for nothing and reads of other
// requests wait at most a few milliseconds between groups.
//
// The transaction helper (store.ts) sends every SQLite transaction here.
import type { Kysely } from 'kysely';
import type { Storage } from './database.ts';
import type { Database } from './schema.ts';

/** Callbacks to run after one transaction commits, each once. */
export class CommitCallbacks {
  private readonly callbacks = new Set<() => void>();
  add(callback: () => void): void {
    this.callbacks.add(callback);
  }
  run(): void {
    for (const callback of this.callbacks) callback();
  }
}

/** A unit's work, given the group's transaction (or a savepoint in it) and the callbacks to run once the group commits. */
export type GroupedWork<T> = (trx: Kysely<Database>, callbacks: CommitCallbacks) => Promise<T>;

interface GroupedUnit {
  work: GroupedWork<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Units of work in one SQLite transaction at most, and how long (real ms)
 * one group may keep others waiting. An object so that a test can widen the
 * window: a busy machine can stretch a few milliseconds at any moment.
 */
export const groupCommitLimits = { maxUnits: 50, maxMs: 5 };

export class CommitGroups {
  private readonly waiting: GroupedUnit[] = [];
  private draining = false;
  /**
   * Binds each unit to its caller's async context, set where something reads
   * that context (tracing: the request's span): a group's units all run in
   * the turn of the one that started the group. Unset: units run unbound.
   */
  bindUnit: (<T>(work: GroupedWork<T>) => GroupedWork<T>) | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: GroupedWork<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const unit = this.bindUnit === undefined ? work : this.bindUnit(work);
      this.waiting.push({ work: unit, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.waiting.length > 0) await this.runGroup();
    } finally {
      this.draining = false;
    }
  }

  private async runGroup(): Promise<void> {
    let trx;
    try {
      trx = await this.db.startTransaction().execute();
    } catch (error) {
      // No transaction (another process held the write lock too long): the first waiting unit fails, as it did alone.
      this.waiting.shift()!.reject(error);
      return;
    }
    const done: Array<{ unit: GroupedUnit; result: unknown; callbacks: CommitCallbacks }> = [];
    const started = performance.now();
    let current: GroupedUnit | undefined;
    try {
      while (
        this.waiting.length > 0 &&
        done.length < groupCommitLimits.maxUnits &&
        (done.length === 0 || performance.now() - started < groupCommitLimits.maxMs)
      ) {
        current = this.waiting.shift()!;
        const callbacks = new CommitCallbacks();
        if (done.length === 0) {
          // The first unit needs no savepoint: if it fails, the transaction holds nothing else and goes whole.
          const result = await current.work(trx, callbacks);
          done.push({ unit: current, result, callbacks });
        } else {
          const savepoint = await trx.savepoint('unit').execute();
          try {
            const result = await current.work(savepoint, callbacks);
            await savepoint.releaseSavepoint('unit').execute();
            done.push({ unit: current, result, callbacks });
          } catch (error) {
            await (await savepoint.rollbackToSavepoint('unit').execute()).releaseSavepoint('unit').execute();
            current.reject(error);
          }
        }
        current = undefined;
        // Statements of better-sqlite3 answer within the same turn of the event
        // loop: requests that arrived meanwhile reach their transaction only
        // after a turn. One turn is let by, so they can join this group.
        if (this.waiting.length === 0 && done.length > 0 && done.length < groupCommitLimits.maxUnits)
          await new Promise((resolve) => setImmediate(resolve));
      }
      await trx.commit().execute();
    } catch (error) {
      // The first unit, a savepoint, the rollback to one, or the commit failed: nothing of the group is kept.
      await trx
        .rollback()
        .execute()
        .catch(() => {});
      current?.reject(error);
      for (const { unit } of done) unit.reject(error);
      return;
    }
    for (const { unit, result, callbacks } of done) {
      callbacks.run();
      unit.resolve(result);
    }
  }
}

const commitGroups = new WeakMap<Storage, CommitGroups>();

/** The group commit of a SQLite storage: one per storage, since every store over it shares its one write connection. */
export function commitGroupsOf(storage: Storage): CommitGroups {
  let groups = commitGroups.get(storage);
  if (!groups) {
    groups = new CommitGroups(storage.db);
    commitGroups.set(storage, groups);
  }
  return groups;
}

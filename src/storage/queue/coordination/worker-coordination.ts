// What a delivery worker needs of its database beside queries: wake-ups
// after other processes' commits, the lock that lets one worker at a time
// serve a SQLite file, the watch of endpoints that may have stopped being
// sendable, and the session its leases are tied to. Each is made per dialect
// by the file named for it, from the storage's engine (database.ts); the
// worker asks its storage for these and never looks at the dialect.
import type { Storage } from '../../database.ts';
import type { ListenerEvents } from '../../postgres-listener.ts';
import type { LeaseSession } from '../lease-holder.ts';
import { watchCommits, type CommitWatch } from './commit-watch.ts';
import { POSTGRES_ENDPOINT_STATE_WATCH, sqliteEndpointStateWatch, type EndpointStateWatch } from './endpoint-state-watch.ts';
import { openLeaseSession } from './lease-session.ts';
import { sqliteWorkerLock, UNCONTENDED, type WorkerLock } from './worker-lock.ts';

export type { CommitWatch } from './commit-watch.ts';
export type { WorkerLock } from './worker-lock.ts';

export interface WorkerCoordination {
  /**
   * Calls `onCommit` soon after another process (or connection) committed
   * deliveries (commit-watch.ts); `events` hears when PostgreSQL's LISTEN is
   * lost or starts again.
   */
  watchCommits(onCommit: (endpointIds?: readonly string[]) => void, events?: ListenerEvents): CommitWatch;
  /**
   * The lock that one delivery worker at a time can hold (worker-lock.ts):
   * on a SQLite file, because its worker clears every lease at start; on
   * PostgreSQL and in memory none is needed, and it is always granted.
   */
  workerLock(): WorkerLock;
  /** Whether an endpoint may have stopped being sendable (endpoint-state-watch.ts), after the migrations. */
  watchEndpointState(): EndpointStateWatch;
  /** Opens the session the worker's leases are tied to (lease-session.ts); `onError` hears of failures after. */
  openLeaseSession(onError: (error: unknown) => void): Promise<LeaseSession>;
}

/** A storage with what a delivery worker needs of it. */
export type WorkerStorage = Storage & WorkerCoordination;

/** The storage with the coordination of a delivery worker, for the worker's options. */
export function withWorkerCoordination(storage: Storage): WorkerStorage {
  const { engine } = storage;
  return {
    ...storage,
    watchCommits: (onCommit, events) => watchCommits(storage, onCommit, events),
    workerLock: () => (engine.dialect === 'sqlite' && engine.file !== ':memory:' ? sqliteWorkerLock(engine.file) : UNCONTENDED),
    watchEndpointState: () =>
      engine.dialect === 'sqlite' ? sqliteEndpointStateWatch(engine.writer, engine.commitsElsewhere) : POSTGRES_ENDPOINT_STATE_WATCH,
    openLeaseSession: (onError) => openLeaseSession(storage, onError),
  };
}

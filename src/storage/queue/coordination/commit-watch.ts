// How a delivery worker hears that another process (or connection) committed
// deliveries, so it looks for work at once rather than at its idle poll:
//
// - PostgreSQL: the NOTIFY that the outbox's transaction sends on the
//   delivery channel (notification-channels.ts), over the storage's one
//   LISTEN connection (postgres-listener.ts). Its payload names the
//   endpoints whose queues grew, when the outbox's statement could name them
//   (queue/record-event.ts). `events` hears when listening is lost and
//   starts again, when a NOTIFY may have been missed.
// - SQLite, which has no NOTIFY: any commit by another connection, seen by
//   polling data_version every few milliseconds. Reading it costs next to
//   nothing and wakes the worker as soon as an API process, the CLI or
//   another tool has committed.
//
// Commits of the worker's own connection are announced in-process
// (delivery/commit-signal.ts).
import type { DialectName, Storage } from '../../database.ts';
import { DELIVERY_CHANNEL } from '../../notification-channels.ts';
import { endpointsNamed } from '../record-event.ts';
import type { ListenerEvents, Subscription } from '../../postgres-listener.ts';

/**
 * Whether the watch hears the watching process's own commits too, each with
 * its endpoints: on PostgreSQL the NOTIFY reaches every listener, whoever
 * committed. A worker is then handed no in-process signal (server.ts; commit-signal.ts),
 * which would wake it a second time for every commit: a second search of
 * the queues, or a fetch of what it already sent, per event. On SQLite the
 * in-process signal is what names the endpoints.
 */
export function watchHearsOwnCommits(dialect: DialectName): boolean {
  return dialect === 'postgres';
}

/** A watch of other connections' commits: ready once in place, closed by its watcher. */
export type CommitWatch = Subscription;

/** How often a SQLite storage looks for commits made by other processes while a worker watches. */
const COMMIT_WATCH_MS = 5;

/** Calls `onCommit` soon after another process (or connection) committed deliveries, with their endpoints when named. */
export function watchCommits(storage: Storage, onCommit: (endpointIds?: readonly string[]) => void, events?: ListenerEvents): CommitWatch {
  const { engine } = storage;
  if (engine.dialect === 'postgres') return engine.listen(DELIVERY_CHANNEL, (payload) => onCommit(endpointsNamed(payload)), events);
  const { commitsElsewhere } = engine;
  let last = commitsElsewhere();
  const watch = setInterval(() => {
    let now: number;
    try {
      now = commitsElsewhere();
    } catch {
      clearInterval(watch); // the connection was closed under us: nothing more to watch
      return;
    }
    if (now !== last) {
      last = now;
      onCommit();
    }
  }, COMMIT_WATCH_MS);
  watch.unref();
  const stop = () => clearInterval(watch);
  const forget = engine.onClose(stop);
  return {
    ready: Promise.resolve(),
    close: async () => {
      stop();
      forget();
    },
  };
}

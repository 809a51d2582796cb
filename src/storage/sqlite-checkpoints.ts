// SQLite's WAL checkpoints on a thread of their own, for a server's file.
//
// Why: in WAL mode SQLite copies the log back into the database file (a
// checkpoint) inside the commit that takes the log past 1 000 pages, by
// default: that commit then writes the pages out and waits for two fsyncs,
// milliseconds in which the thread that committed (the API's, the delivery
// thread) answers nothing. Under load that is several times a second, on
// whichever thread commits next (bench/README.md, "Checkpoints off the
// threads that serve").
//
// A server instead checkpoints from a connection of its own, on a thread of
// its own (sqlite-checkpoint-thread-main.ts), in PASSIVE mode: it copies
// what no reader still needs and never waits for, nor holds up, the readers
// and writers; once a long log is all copied back, a RESTART checkpoint has
// the next commit start the log over (why: see that file). Its connections
// keep SQLite's own checkpoint as a backstop, at CHECKPOINT_BACKSTOP_PAGES:
// should that thread fall behind or end, the log still stays bounded (about
// 40 MB at 4 KiB pages).
import type BetterSqlite3 from 'better-sqlite3';
import { startModuleThread } from '../module-thread.ts';

/**
 * Who checkpoints a storage's SQLite file:
 * - `inline`: SQLite itself, in the commit that takes the log past 1 000 pages (its default; the CLI, tests);
 * - `background`: a thread the storage starts, and closes with it (a server's main storage);
 * - `elsewhere`: another storage of the process runs that thread (the delivery thread's storage,
 *   beside the main one): only the backstop here.
 */
export type WalCheckpoints = 'inline' | 'background' | 'elsewhere';

/** The log's size, in pages, at which a connection checkpoints by itself while a thread is meant to. */
export const CHECKPOINT_BACKSTOP_PAGES = 10_000;

/** How long the thread is given to close its connection and end before it is stopped. */
const STOP_WAIT_MS = 5_000;

/** What the thread is started with. */
export interface CheckpointThreadData {
  file: string;
}

/** Sets a connection's own checkpoint threshold for `mode`. */
export function setOwnCheckpoints(connection: BetterSqlite3.Database, mode: WalCheckpoints): void {
  if (mode !== 'inline') connection.pragma(`wal_autocheckpoint = ${CHECKPOINT_BACKSTOP_PAGES}`);
}

/** Starts checkpointing `file` on a thread; the function it returns stops it (and resolves once it ended). */
export function checkpointInBackground(file: string): () => Promise<void> {
  const workerData: CheckpointThreadData = { file };
  const worker = startModuleThread(
    { built: 'sqlite-checkpoint-thread', source: new URL('./sqlite-checkpoint-thread-main.ts', import.meta.url) },
    { workerData },
  );
  // It never keeps the process running; and should it fail, the connections' backstop bounds the log.
  worker.unref();
  worker.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return async () => {
    worker.postMessage('stop');
    const timer = setTimeout(() => void worker.terminate(), STOP_WAIT_MS);
    await ended;
    clearTimeout(timer);
  };
}

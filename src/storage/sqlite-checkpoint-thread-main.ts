// The thread that checkpoints a server's SQLite file (sqlite-checkpoints.ts
// starts it): PASSIVE checkpoints from a connection of its own, often while
// the log grows fast, seldom while it doesn't, until it is told to stop; and
// once a long log is copied back, a RESTART checkpoint, so that the next
// commit starts the log over.
//
// Why the RESTART: SQLite starts its log over only when a writer begins
// while every page of the log is copied back and no reader is in it. Under a
// steady write load some commit always lands while a PASSIVE checkpoint runs,
// so after it the log is never all copied back, and it only grew until the
// backstop's checkpoint (sqlite-checkpoints.ts) ran inside a commit of the
// API's or the delivery thread's and held that thread 20 to 40 ms, every
// third of a second (bench/README.md, "The log started over off the threads
// that serve"). RESTART holds new writers back while it copies the pages
// committed since the PASSIVE one and waits for the readers to be on the
// latest commit: a few milliseconds, in which the other threads' `begin`
// waits asynchronously (sqlite-busy-retry.ts) while they go on serving.
import { parentPort, workerData } from 'node:worker_threads';
import { openSqlite } from './database.ts';
import type { CheckpointThreadData } from './sqlite-checkpoints.ts';

/** A log of at least this many pages is a busy one: checkpointed again soon. */
const BUSY_LOG_PAGES = 1_000;
/** Between checkpoints while the log is busy: about SQLite's own pace at 1 000 pages under a fast write load. */
const BUSY_INTERVAL_MS = 100;
/** Between checkpoints otherwise: a quiet server's log is copied back within a second, at most one fsync pair a second. */
const QUIET_INTERVAL_MS = 1_000;
/** A log of at least this many pages, once copied back, is started over (RESTART): well under the backstop, so that never runs. */
const RESTART_LOG_PAGES = 4_000;
/** How long RESTART waits for the writer of the moment and for the readers before it gives up until the next turn. */
const RESTART_WAIT_MS = 20;

const { file } = workerData as CheckpointThreadData;
const connection = openSqlite(file, 'probe');
// Only RESTART waits (SQLite's busy handler, here on a thread that serves nothing else); PASSIVE never does.
connection.pragma(`busy_timeout = ${RESTART_WAIT_MS}`);
const checkpoint = connection.prepare('pragma wal_checkpoint(passive)');
const restart = connection.prepare('pragma wal_checkpoint(restart)');
let timer: NodeJS.Timeout | undefined;

function run(): void {
  let logPages = 0;
  try {
    // busy: another checkpoint was under way; log: the log's pages; checkpointed: those copied back so far.
    const row = checkpoint.get() as { busy: number; log: number; checkpointed: number };
    logPages = row.log;
    // Given up when busy: the next turn tries again, and the backstop bounds the log meanwhile.
    if (row.log >= RESTART_LOG_PAGES && row.checkpointed === row.log) restart.get();
  } catch {
    // The file went away or can't be read now: tried again at the next turn; the backstop bounds the log meanwhile.
  }
  timer = setTimeout(run, logPages >= BUSY_LOG_PAGES ? BUSY_INTERVAL_MS : QUIET_INTERVAL_MS);
}

parentPort!.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  clearTimeout(timer);
  connection.close();
  parentPort!.close();
});
timer = setTimeout(run, QUIET_INTERVAL_MS);

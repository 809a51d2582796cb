// The thread that checkpoints a server's SQLite file (sqlite-checkpoints.ts
// starts it): PASSIVE checkpoints from a connection of its own, often while
// the log grows fast, seldom while it doesn't, until it is told to stop.
import { parentPort, workerData } from 'node:worker_threads';
import { openSqlite } from './database.ts';
import type { CheckpointThreadData } from './sqlite-checkpoints.ts';

/** A log of at least this many pages is a busy one: checkpointed again soon. */
const BUSY_LOG_PAGES = 1_000;
/** Between checkpoints while the log is busy: about SQLite's own pace at 1 000 pages under a fast write load. */
const BUSY_INTERVAL_MS = 100;
/** Between checkpoints otherwise: a quiet server's log is copied back within a second, at most one fsync pair a second. */
const QUIET_INTERVAL_MS = 1_000;

const { file } = workerData as CheckpointThreadData;
const connection = openSqlite(file, 'probe');
const checkpoint = connection.prepare('pragma wal_checkpoint(passive)');
let timer: NodeJS.Timeout | undefined;

function run(): void {
  let logPages = 0;
  try {
    // busy: another checkpoint was under way; log: the log's pages; checkpointed: those copied back so far.
    const row = checkpoint.get() as { busy: number; log: number; checkpointed: number };
    logPages = row.log;
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

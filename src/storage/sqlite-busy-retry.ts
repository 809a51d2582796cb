// SQLite's wait for another process's write lock, made asynchronous.
//
// Why: better-sqlite3 is synchronous, so SQLite's own busy handler
// (`busy_timeout`) waits inside the call and stops the whole event loop: while
// the CLI or a second server process held the write lock, every request and
// delivery of this process stood still for up to the busy timeout. Instead,
// the connections run with no busy timeout, and a statement refused with
// SQLITE_BUSY is tried again after a short asynchronous pause until its time
// is up. Other work of the process runs meanwhile (see sqlite-driver.ts for
// which work waits its turn for the write connection).
//
// The pauses (busyPause): every millisecond for the first 100 ms, then
// doubling up to 50 ms. Most waits are for a transaction of a moment: the
// delivery thread's and the API's own, on connections of their own, take
// the lock in turn hundreds of times a second, each for about a millisecond.
// Pauses that doubled from the first (1, 2, 4, 8, 16 ms) made a write wait
// tens of milliseconds for a lock that was free again after one, and put that
// into every delivery's latency. A long hold (a backup, the CLI, a
// migration) is met with the longer pauses, so its wait costs little CPU.
//
// Trying again is safe: SQLITE_BUSY undoes only the refused statement, never
// the transaction around it. Transactions start with `begin immediate` (see
// sqlite-driver.ts), so inside one no statement waits for the write lock: the
// waits happen at `begin immediate` and at single statements outside a
// transaction.

/** How long a statement may wait for another process's lock in all. */
export const BUSY_TIMEOUT_MS = 5_000;
const LONGEST_PAUSE_MS = 50;
/** How long a wait is taken for a moment's: it is tried again every millisecond. */
const SHORT_WAIT_MS = 100;

/** The pause before trying again, after `waitedMs` of waiting and a `previous` pause (0 before the first). */
export function busyPause(waitedMs: number, previous: number): number {
  if (waitedMs < SHORT_WAIT_MS) return 1;
  return Math.min(Math.max(2, previous * 2), LONGEST_PAUSE_MS);
}

export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** Runs `work` (one synchronous SQLite call) until it is not refused as busy, or `timeoutMs` have passed: then the busy error is thrown. */
export async function retryWhileBusy<T>(work: () => T, timeoutMs: number = BUSY_TIMEOUT_MS): Promise<T> {
  const started = performance.now();
  const deadline = started + timeoutMs;
  for (let pause = 0; ;) {
    try {
      return work();
    } catch (error) {
      const now = performance.now();
      pause = busyPause(now - started, pause);
      if (!isBusy(error) || now + pause > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

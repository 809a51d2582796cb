// SQLite's wait for another process's write lock, made asynchronous.
//
// Why: better-sqlite3 is synchronous, so SQLite's own busy handler
// (`busy_timeout`) waits inside the call and stops the whole event loop: while
// the CLI or a second server process held the write lock, every request and
// delivery of this process stood still for up to the busy timeout. Instead,
// the connections run with no busy timeout, and a statement refused with
// SQLITE_BUSY is tried again after a short asynchronous pause (1, 2, 4 ... 50
// ms) until its time is up. Other work of the process runs meanwhile (see
// sqlite-driver.ts for which work waits its turn for the write connection).
//
// Trying again is safe: SQLITE_BUSY undoes only the refused statement, never
// the transaction around it. Transactions start with `begin immediate` (see
// sqlite-driver.ts), so inside one no statement waits for the write lock: the
// waits happen at `begin immediate` and at single statements outside a
// transaction.

/** How long a statement may wait for another process's lock in all. */
export const BUSY_TIMEOUT_MS = 5_000;
const LONGEST_PAUSE_MS = 50;

export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** Runs `work` (one synchronous SQLite call) until it is not refused as busy, or `timeoutMs` have passed: then the busy error is thrown. */
export async function retryWhileBusy<T>(work: () => T, timeoutMs: number = BUSY_TIMEOUT_MS): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (let pause = 1; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    try {
      return work();
    } catch (error) {
      if (!isBusy(error) || performance.now() + pause > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

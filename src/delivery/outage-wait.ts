// How long the worker's loop waits before it claims again while claims fail
// (the database stopped, restarting, unreachable, or locked by another
// process): waits that double from the idle poll, so an outage is not met
// with a query per poll, up to a short limit.
//
// Why the limit is short: a commit's wake-up can't be counted on to end the
// wait when the database returns. After a network cut, a notification that
// was in flight when the link went down sits behind PostgreSQL's own
// retransmissions on the LISTEN connection, whose gaps have doubled through
// the cut: after a 30 s cut the next may come 20 s or more after the link is
// back, and every notification after it waits too. Until then only the
// loop's own next look finds the work. With a limit of 10 s the first
// delivery after a cut came up to 9.9 s after the link's return; with 2 s it
// comes within the wait, a connection and a round of claim, lease and send.
// A claim against a database that is away costs a failed connection attempt,
// so one every 2 s per worker is nothing to an outage.

/** The longest wait between claims while they fail, in real milliseconds. */
export const LONGEST_OUTAGE_WAIT_MS = 2_000;

/** The wait after the `failures`-th failed claim in a row (1-based): idlePollMs × 2^(failures-1), at most LONGEST_OUTAGE_WAIT_MS. */
export function outageWaitMs(failures: number, idlePollMs: number): number {
  return Math.min(idlePollMs * 2 ** Math.max(0, failures - 1), Math.max(idlePollMs, LONGEST_OUTAGE_WAIT_MS));
}

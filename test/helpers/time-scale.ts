/**
 * One time scale for every wait, deadline and timeout in the tests.
 *
 * The suite runs on busy 2-core machines, where the same test can take
 * several times longer than on a quiet one. A deadline written in a test is
 * what a quiet machine needs with room to spare; `TEST_TIME_SCALE` (default 1,
 * CI may raise it) multiplies all of them at once, so a slow day stretches
 * every deadline instead of failing the tests that happen to be near theirs.
 * Durations that a test configures for the code under test (a retry delay, a
 * lease) are not deadlines and are not scaled.
 */
function readScale(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 1;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1) throw new Error(`TEST_TIME_SCALE must be a number of at least 1, not ${JSON.stringify(raw)}`);
  return value;
}

export const TIME_SCALE = readScale(process.env.TEST_TIME_SCALE);

/** `ms` (a deadline a quiet machine meets with room to spare) stretched by the suite's time scale. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_SCALE);
}

/** `promise`, or a failure saying `what` did not happen within `ms` (scaled). */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what} within ${scaled(ms)} ms`)), scaled(ms))),
  );
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

// How the bench receiver (bench/processes/receiver.ts) answers, by the
// endpoint path a delivery is sent to: at once with 200, unless the path
// starts with one of these.
/** Answered with 200 after SLOW_RECEIVER_MS. */
export const SLOW_PREFIX = '/slow/';
/** Always answered with 500. */
export const FAILING_PREFIX = '/failing/';
export const SLOW_RECEIVER_MS = 300;

// The last stage of a send: what comes of it, whatever carried it. Taken:
// delivered. Gone (the receiver said to stop): the endpoint is to be
// disabled at once and the delivery stays pending, due now, first in its
// queue should the owner enable the endpoint again (failed if that was the
// last attempt). Refused: tried again after the back-off (backoff.ts, where
// a wait the receiver asked for can lengthen it) until MAX_ATTEMPTS, then
// failed. Pure: the time and the randomness of the jitter are handed in.
import { MAX_ATTEMPTS, nextRetryDelayMs, type BackoffOptions } from '../backoff.ts';
import type { SendResult } from '../transport/transport.ts';

export type Outcome =
  | { kind: 'delivered' }
  | { kind: 'retry'; at: number }
  | { kind: 'failed' }
  /** `at`: when it is due again (now); undefined when that was the last attempt, which fails it. */
  | { kind: 'gone'; at: number | undefined };

/** The outcome of attempt number `attempt` (1 for the first), which ended with `result` at `now`. */
export function classify(
  result: Pick<SendResult, 'verdict' | 'retryAfterMs'>,
  attempt: number,
  now: number,
  backoff: BackoffOptions,
  random: () => number = Math.random,
): Outcome {
  const last = attempt >= MAX_ATTEMPTS;
  if (result.verdict === 'accepted') return { kind: 'delivered' };
  if (result.verdict === 'gone') return { kind: 'gone', at: last ? undefined : now };
  if (last) return { kind: 'failed' };
  return { kind: 'retry', at: now + nextRetryDelayMs(attempt, backoff, result.retryAfterMs, random) };
}

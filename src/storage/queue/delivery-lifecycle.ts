// A delivery's lifecycle: its statuses, the changes allowed between them, and
// the one list of reasons a delivery is cancelled. Every status a delivery is
// given after it is queued is written with what this file builds, so the
// rules live in one place (test/architecture/delivery-lifecycle.test.ts fails
// on a status written anywhere else; test/storage/queue/ has the test that
// every change storage makes is one of these):
//
//   pending ──attempt answered──▶ succeeded
//   pending ──attempt failed, retry due──▶ pending
//   pending ──attempt failed, no retry left──▶ failed
//   pending ──withheld, discarded, expired while held──▶ cancelled
//   succeeded | failed | cancelled ──retry, recover──▶ pending
//
// The queries stay in their own files (one hot query per file) and write the
// columns built here. Each repeats in its condition the status it leaves
// (pending for an outcome or a cancel; a finished one for a retry or
// recover): the change is then a no-op for a delivery another process moved
// first, so an outcome stored late never reopens a delivery that a plan
// change cancelled, and a retry never restarts one still pending.
import type { ExpressionBuilder } from 'kysely';
import type { Database, DeliveryStatus } from '../schema.ts';

/** Every status a delivery can have (the column's type: schema.ts). */
export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['pending', 'succeeded', 'failed', 'cancelled'];

/** The statuses a delivery may go to from each status. */
export const DELIVERY_TRANSITIONS: Readonly<Record<DeliveryStatus, readonly DeliveryStatus[]>> = {
  pending: ['pending', 'succeeded', 'failed', 'cancelled'],
  succeeded: ['pending'],
  failed: ['pending'],
  cancelled: ['pending'],
};

/** Whether a delivery may go from `from` to `to`. */
export function mayChange(from: DeliveryStatus, to: DeliveryStatus): boolean {
  return DELIVERY_TRANSITIONS[from].includes(to);
}

/** Why a delivery was cancelled: its last_error, the one list of them. */
export const CANCEL_REASONS = {
  /** The company is off the Pro plan (withheld.ts, and the plan change itself). */
  plan: 'Cancelled: the company is not on the Pro plan',
  /** A partner's endpoint whose partner left the company (withheld.ts). */
  owner: "Cancelled: the endpoint's owner is no longer a member of the company",
  /** The endpoint was resumed with discard_held (held-deliveries.ts). */
  discarded: 'Cancelled: discarded when the endpoint was resumed',
  /** Held by a pause for longer than events are kept (held-deliveries.ts). */
  expired: 'Cancelled: held while the endpoint was paused for longer than events are kept',
} as const;
export type CancelReason = keyof typeof CANCEL_REASONS;

/** The columns of a pending delivery cancelled for `reason` at `now`. */
export function cancelled(reason: CancelReason, now: number) {
  return { status: 'cancelled' as const, last_error: CANCEL_REASONS[reason], completed_at: now };
}

/**
 * The columns of a delivery whose attempt failed: `pending` again until
 * `nextAttemptAt`, or `failed` for good (with `completedAt`). Each value is
 * passed through as given: a prepared query (prepared-query.ts) puts its
 * arguments in these places.
 */
export function attemptFailed(
  status: 'pending' | 'failed',
  attempts: number,
  nextAttemptAt: number,
  statusCode: number | null,
  error: string | null,
  completedAt: number | null,
) {
  return { status, attempts, next_attempt_at: nextAttemptAt, last_status_code: statusCode, last_error: error, completed_at: completedAt };
}

/**
 * SQL text of the columns of deliveries whose attempt was answered with
 * success, for the outcome statements built as text (outcome-statements.ts):
 * `placeholder` gives the next parameter, bound in the order attempts,
 * status code, time.
 */
export function succeededText(placeholder: () => string): string {
  return `status = 'succeeded', attempts = ${placeholder()}, last_status_code = ${placeholder()}, last_error = null, completed_at = ${placeholder()}`;
}

/** A finished delivery made pending again, due at `now`, for a new series of attempts (the earlier ones still count in attempt_count). */
export function requeuedAt(now: number) {
  return (eb: ExpressionBuilder<Database, 'webhook_deliveries'>) => ({
    status: 'pending' as const,
    earlier_attempts: eb('earlier_attempts', '+', eb.ref('attempts')),
    attempts: 0,
    next_attempt_at: now,
    completed_at: null,
  });
}

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
//
// A delivery's row is deleted only for one of the removals listed here
// (DELIVERY_REMOVALS), with the statement built here (removeDeliveries), so
// which statuses each removal may take is stated once: the test above fails
// on a delete of webhook_deliveries anywhere else too.
import type { DeleteQueryBuilder, DeleteResult, ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
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

/** Why a delivery's row is deleted, and which statuses each removal may take: the one list of them. */
export const DELIVERY_REMOVALS = {
  /**
   * Its endpoint is being deleted (by its owner, with a partner's membership
   * or user, or by retention for a former partner): the queue goes, what
   * was sent stays as history until retention (drop-pending-deliveries.ts,
   * users-repository.ts).
   */
  'endpoint-deleted': ['pending'],
  /** Queued for an endpoint already gone: a fan-out that committed just after the endpoint's delete (drop-orphaned-deliveries.ts). */
  orphaned: ['pending'],
  /** Finished longer ago than deliveries are kept (retention.ts); never one queued again meanwhile. */
  retention: ['succeeded', 'failed', 'cancelled'],
  /** Its company is being deleted with everything of it (companies-repository.ts). */
  'company-deleted': ['pending', 'succeeded', 'failed', 'cancelled'],
} as const satisfies Record<string, readonly DeliveryStatus[]>;
export type DeliveryRemovalReason = keyof typeof DELIVERY_REMOVALS;

/** Endpoints named by id, or by a query of their ids (run inside the delete). */
type EndpointIds = readonly string[] | SelectQueryBuilder<Database, 'webhook_endpoints', { id: string }>;

/** A removal of deliveries: its reason, and the deliveries it names. */
export type DeliveryRemoval =
  | { reason: 'endpoint-deleted' | 'company-deleted'; endpoints: EndpointIds }
  | { reason: 'orphaned' }
  | { reason: 'retention'; ids: readonly number[] };

/**
 * The delete of the deliveries a removal names, limited to the statuses its
 * reason may take (DELIVERY_REMOVALS): the status is re-checked in the
 * statement itself, so a delivery that changed since the caller read it
 * (retried by hand, say) stays. The caller runs it, in its transaction, and
 * may ask for the deleted rows (`returning`).
 */
export function removeDeliveries(
  db: Kysely<Database>,
  removal: DeliveryRemoval,
): DeleteQueryBuilder<Database, 'webhook_deliveries', DeleteResult> {
  const query = onlyRemovable(db.deleteFrom('webhook_deliveries'), removal.reason);
  switch (removal.reason) {
    case 'endpoint-deleted':
    case 'company-deleted':
      return query.where('endpoint_id', 'in', removal.endpoints);
    case 'orphaned':
      return query.where(({ not, exists, selectFrom, lit }) =>
        not(exists(selectFrom('webhook_endpoints as e').select(lit(1).as('one')).whereRef('e.id', '=', 'webhook_deliveries.endpoint_id'))),
      );
    case 'retention':
      return query.where('id', 'in', removal.ids);
  }
}

/** The delete limited to the statuses `reason` may take (DELIVERY_REMOVALS); no condition when it may take every one. */
function onlyRemovable(
  query: DeleteQueryBuilder<Database, 'webhook_deliveries', DeleteResult>,
  reason: DeliveryRemovalReason,
): DeleteQueryBuilder<Database, 'webhook_deliveries', DeleteResult> {
  const statuses: readonly DeliveryStatus[] = DELIVERY_REMOVALS[reason];
  if (statuses.length === DELIVERY_STATUSES.length) return query;
  return statuses.length === 1 ? query.where('status', '=', statuses[0]!) : query.where('status', 'in', statuses);
}

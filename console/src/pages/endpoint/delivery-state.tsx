// A delivery's status as a badge (a word and a sign beside the colour) and,
// while pending, what it waits for: its next attempt, the delivery at the
// head of the endpoint's queue, or the endpoint itself, paused or disabled.
import { DELIVERY_STATUSES, type Delivery, type DeliveryStatus } from '../../api.ts';
import { Time } from '../../components/time.tsx';
import { Link } from '../../router.tsx';

const SIGNS: Record<DeliveryStatus, string> = { succeeded: '✓', failed: '✕', pending: '…', cancelled: '–' };

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const [, label, meaning] = DELIVERY_STATUSES.find(([value]) => value === status)!;
  return (
    <span className={`badge badge-delivery-${status}`} title={meaning}>
      <span aria-hidden="true">{SIGNS[status]} </span>
      {label}
    </span>
  );
}

/** "3 attempts · HTTP 500", or "not tried yet". */
export function lastOutcome(delivery: Delivery): string {
  if (delivery.attempt_count === 0) return 'not tried yet';
  const attempts = `${delivery.attempt_count.toLocaleString()} ${delivery.attempt_count === 1 ? 'attempt' : 'attempts'}`;
  const code = delivery.last_status_code !== null ? `HTTP ${delivery.last_status_code}` : undefined;
  if (delivery.status === 'succeeded') return `${attempts} · ${code ?? 'OK'}`;
  return `${attempts} · ${delivery.last_error ?? code ?? 'failed'}`;
}

/** While pending, what the delivery waits for; nothing once it is finished. */
export function WaitingFor({ delivery, logHref }: { delivery: Delivery; logHref: string }) {
  if (delivery.status !== 'pending') return null;
  const waiting = delivery.waiting;
  if (waiting?.reason === 'endpoint_paused') return <span className="waiting">Held while paused</span>;
  if (waiting?.reason === 'endpoint_disabled') return <span className="waiting">Held while disabled</span>;
  if (waiting?.reason === 'earlier_delivery' && waiting.delivery_id) {
    return (
      <span className="waiting">
        Waiting behind <Link href={`${logHref}/${waiting.delivery_id}`}>#{waiting.delivery_id}</Link>
      </span>
    );
  }
  if (!delivery.next_attempt_at || delivery.attempt_count === 0) return <span>queued, next in line</span>;
  return (
    <span>
      next attempt <Time value={delivery.next_attempt_at} seconds />
    </span>
  );
}

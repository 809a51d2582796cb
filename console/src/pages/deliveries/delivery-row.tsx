// One delivery of the log: its id, event type, status, attempts so far and
// times; Retry when it failed or was cancelled; opened, its detail.
import { useId, useRef, useState } from 'react';
import { api, call, DELIVERY_STATUSES, type Delivery, type DeliveryStatus } from '../../api.ts';
import { ErrorNotice } from '../../components/resource-view.tsx';
import { Time } from '../../components/time.tsx';
import { useAction } from '../../use-action.ts';
import { DeliveryDetail } from './delivery-detail.tsx';

function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const [, label, meaning] = DELIVERY_STATUSES.find(([value]) => value === status)!;
  return (
    <span className={`badge badge-delivery-${status}`} title={meaning}>
      {label}
    </span>
  );
}

function lastOutcome(delivery: Delivery): string {
  if (delivery.attempt_count === 0) return 'not tried yet';
  const attempts = `${delivery.attempt_count} ${delivery.attempt_count === 1 ? 'attempt' : 'attempts'}`;
  if (delivery.status === 'succeeded')
    return `${attempts} · ${delivery.last_status_code !== null ? `HTTP ${delivery.last_status_code}` : 'OK'}`;
  return `${attempts} · ${delivery.last_error ?? (delivery.last_status_code !== null ? `HTTP ${delivery.last_status_code}` : 'failed')}`;
}

export function DeliveryRow({
  delivery,
  path,
  onRetried,
}: {
  delivery: Delivery;
  path: { company_id: string; endpoint_id: string };
  onRetried: (message: string) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const retry = useAction();
  const disclosure = useRef<HTMLButtonElement>(null);
  const retryable = delivery.status === 'failed' || delivery.status === 'cancelled';

  const send = () =>
    retry.run(async () => {
      await call(
        api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/delivery/{delivery_id}/retry', {
          params: { path: { ...path, delivery_id: delivery.id } },
        }),
      );
      // The Retry button goes away with the failure: focus stays on this delivery.
      disclosure.current?.focus();
      onRetried(`Delivery #${delivery.id} queued again.`);
    });

  return (
    <li className={`delivery delivery-${delivery.status}`}>
      <div className="delivery-head">
        <button
          type="button"
          className="disclosure"
          ref={disclosure}
          aria-expanded={open}
          aria-controls={`${id}-detail`}
          onClick={() => setOpen(!open)}
        >
          <span className="mono">#{delivery.id}</span> <span className="mono">{delivery.event_type}</span>
        </button>
        <DeliveryStatusBadge status={delivery.status} />
        <span className="delivery-meta">
          <span className="break">{lastOutcome(delivery)}</span>
          <span>
            made <Time value={delivery.created_at} seconds />
          </span>
          {delivery.status === 'pending' && delivery.next_attempt_at && (
            <span>
              next attempt <Time value={delivery.next_attempt_at} seconds />
            </span>
          )}
        </span>
        {retryable && (
          <button
            type="button"
            className="button-secondary"
            onClick={send}
            disabled={retry.busy}
            aria-label={`Retry delivery #${delivery.id}`}
          >
            {retry.busy ? 'Queuing…' : 'Retry'}
          </button>
        )}
      </div>
      {retry.error && <ErrorNotice error={retry.error} />}
      <div id={`${id}-detail`}>{open && <DeliveryDetail delivery={delivery} path={path} />}</div>
    </li>
  );
}

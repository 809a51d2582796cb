// One page of the delivery log as a table: each delivery's id (a link to its
// own page), event type, status, attempts with the latest answer, when it was
// made and what it waits for, and Resend for any finished delivery. A page
// holds at most PAGE_SIZE rows, so it costs the same at the 10 000th delivery
// as at the first.
import { forwardRef, useRef } from 'react';
import { api, call, type Delivery } from '../../api.ts';
import { ErrorNotice } from '../../components/resource-view.tsx';
import { Time } from '../../components/time.tsx';
import { Link } from '../../router.tsx';
import { useAction } from '../../use-action.ts';
import { DeliveryStatusBadge, lastOutcome, WaitingFor } from './delivery-state.tsx';

export interface DeliveryTableProps {
  rows: Delivery[];
  path: { company_id: string; endpoint_id: string };
  /** The log's address, which each delivery's own page is under. */
  logHref: string;
  caption: string;
  onResent: (message: string) => void;
}

export const DeliveryTable = forwardRef<HTMLTableElement, DeliveryTableProps>(function DeliveryTable(props, ref) {
  return (
    <div className="table-scroll">
      <table className="data-table deliveries-table" ref={ref}>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Delivery</th>
            <th scope="col">Event type</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Made</th>
            <th scope="col">Next</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} {...props} />
          ))}
        </tbody>
      </table>
    </div>
  );
});

function DeliveryRow({ delivery, path, logHref, onResent }: { delivery: Delivery } & DeliveryTableProps) {
  const resend = useAction();
  const link = useRef<HTMLAnchorElement>(null);
  const finished = delivery.status !== 'pending';
  const send = () =>
    resend.run(async () => {
      await call(
        api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/delivery/{delivery_id}/retry', {
          params: { path: { ...path, delivery_id: delivery.id } },
        }),
      );
      // The button goes away while the delivery is pending again: focus stays on this delivery.
      link.current?.focus();
      onResent(`Delivery #${delivery.id} queued again.`);
    });
  return (
    <tr className={`delivery-${delivery.status}`}>
      <th scope="row">
        <Link href={`${logHref}/${delivery.id}`} className="mono" ref={link}>
          #{delivery.id}
        </Link>
      </th>
      <td className="mono break">{delivery.event_type}</td>
      <td>
        <DeliveryStatusBadge status={delivery.status} />
      </td>
      <td className="break">{lastOutcome(delivery)}</td>
      <td>
        <Time value={delivery.created_at} seconds />
      </td>
      <td>
        <WaitingFor delivery={delivery} logHref={logHref} />
      </td>
      <td>
        {finished && (
          <button
            type="button"
            className="button-small button-secondary"
            onClick={() => void send()}
            aria-disabled={resend.busy}
            aria-label={`Resend delivery #${delivery.id}`}
          >
            {resend.busy ? 'Queuing…' : 'Resend'}
          </button>
        )}
        {resend.error && <ErrorNotice error={resend.error} />}
      </td>
    </tr>
  );
}

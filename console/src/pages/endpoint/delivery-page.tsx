// One delivery, at an address of its own: its status and what it waits for,
// its ids and payload with copy buttons, every attempt with the request
// headers it was sent with (signatures included; custom header values never)
// and what came back, and Resend for any finished delivery. While it is
// pending the page looks again on its own, less often while nothing changes.
import { useState } from 'react';
import { api, call, DELIVERY_STATUSES, useResource, type DeliveryAttempt, type DeliveryDetail } from '../../api.ts';
import { CopyButton } from '../../components/copy-button.tsx';
import { ErrorNotice, Loading } from '../../components/resource-view.tsx';
import { Time } from '../../components/time.tsx';
import { prettyPayload } from '../../delivery-log.ts';
import { focusAfterRender } from '../../focus.ts';
import { Link } from '../../router.tsx';
import { useAction } from '../../use-action.ts';
import { usePollWhile } from '../../use-poll.ts';
import { DeliveryStatusBadge, lastOutcome, WaitingFor } from './delivery-state.tsx';

export function DeliveryPage(props: { path: { company_id: string; endpoint_id: string }; deliveryId: string; logHref: string }) {
  const { path, deliveryId, logHref } = props;
  const detail = useResource(
    () =>
      call(
        api.GET('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/delivery/{delivery_id}', {
          params: { path: { ...path, delivery_id: deliveryId } },
        }),
      ),
    `delivery ${path.endpoint_id} ${deliveryId}`,
  );
  const pending = detail.data?.status === 'pending';
  usePollWhile(pending, detail.reload, JSON.stringify(detail.data ?? null));
  return (
    <section className="panel" aria-labelledby="delivery-title">
      <p>
        <Link href={logHref}>← All deliveries</Link>
      </p>
      <h2 id="delivery-title" tabIndex={-1}>
        Delivery #{deliveryId}
      </h2>
      {detail.error ? (
        <ErrorNotice error={detail.error} onRetry={detail.reload} />
      ) : !detail.data ? (
        <Loading what={`delivery #${deliveryId}`} />
      ) : (
        <DeliveryDetailView delivery={detail.data} path={path} logHref={logHref} onResent={detail.reload} />
      )}
    </section>
  );
}

function DeliveryDetailView(props: {
  delivery: DeliveryDetail;
  path: { company_id: string; endpoint_id: string };
  logHref: string;
  onResent: () => void;
}) {
  const { delivery, path } = props;
  const [, , meaning] = DELIVERY_STATUSES.find(([value]) => value === delivery.status)!;
  const resend = useAction();
  const [resent, setResent] = useState<string>();
  const send = () =>
    resend.run(async () => {
      await call(
        api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/delivery/{delivery_id}/retry', {
          params: { path: { ...path, delivery_id: delivery.id } },
        }),
      );
      setResent(`Delivery #${delivery.id} queued again: same event id, same bytes.`);
      props.onResent();
      // The button goes away while the delivery is pending: focus goes to the delivery.
      focusAfterRender('delivery-title');
    });
  const test = isTestEvent(delivery.payload);
  return (
    <>
      <dl className="details compact">
        <dt>Status</dt>
        <dd>
          <DeliveryStatusBadge status={delivery.status} /> {meaning}
          {delivery.status === 'pending' && (
            <>
              {' · '}
              <WaitingFor delivery={delivery} logHref={props.logHref} />
            </>
          )}
        </dd>
        <dt>Attempts</dt>
        <dd>{lastOutcome(delivery)}</dd>
        <dt>Event type</dt>
        <dd className="mono">
          {delivery.event_type}
          {test && ' (a test event: "test": true in the payload)'}
        </dd>
        <dt>Delivery id</dt>
        <dd>
          <span className="mono">{delivery.id}</span> <CopyButton value={delivery.id} label="Copy delivery id" />
        </dd>
        <dt>Event id</dt>
        <dd>
          <span className="mono break">{delivery.event_id}</span> <CopyButton value={delivery.event_id} label="Copy event id" />
        </dd>
        <dt>Made</dt>
        <dd>
          <Time value={delivery.created_at} seconds />
        </dd>
      </dl>
      {delivery.status !== 'pending' && (
        <p className="actions">
          <button type="button" className="button-secondary" onClick={() => void send()} aria-disabled={resend.busy}>
            {resend.busy ? 'Queuing…' : 'Resend'}
          </button>
        </p>
      )}
      <div role="status">{resent && <p className="notice">{resent}</p>}</div>
      {resend.error && <ErrorNotice error={resend.error} />}

      <h3>Attempts</h3>
      {delivery.attempts.length === 0 ? (
        <p className="hint">No attempt yet.</p>
      ) : (
        <ol className="attempts" aria-label={`Attempts of delivery #${delivery.id}`}>
          {delivery.attempts.map((attempt, index) => (
            <AttemptItem key={`${attempt.attempted_at}-${index}`} attempt={attempt} />
          ))}
        </ol>
      )}
      {delivery.attempt_count > delivery.attempts.length && (
        <p className="hint">
          The latest {delivery.attempts.length} of {delivery.attempt_count.toLocaleString()} attempts are shown.
        </p>
      )}
      <div className="panel-head">
        <h3>Payload</h3>
        <CopyButton value={delivery.payload} label="Copy payload" />
      </div>
      <p className="hint">Exactly as signed and sent; indented here for reading (the copy is the bytes sent).</p>
      <pre className="code" aria-label={`Payload of delivery #${delivery.id}`} tabIndex={0}>
        {prettyPayload(delivery.payload)}
      </pre>
    </>
  );
}

/** Test events carry `"test": true` at the top of their payload (docs/webhooks.md). */
function isTestEvent(payload: string): boolean {
  try {
    return (JSON.parse(payload) as { test?: unknown }).test === true;
  } catch {
    return false;
  }
}

function HeaderList({ headers, label }: { headers: Array<[string, string | null]>; label: string }) {
  return (
    <dl className="details compact mono" aria-label={label}>
      {headers.map(([name, value]) => (
        <div key={name} className="header-pair">
          <dt>{name}</dt>
          <dd className="break">{value ?? '(not kept: signed with a secret rotated out since)'}</dd>
        </div>
      ))}
    </dl>
  );
}

function AttemptItem({ attempt }: { attempt: DeliveryAttempt }) {
  const ok = attempt.error === null;
  const responseHeaders = attempt.response_headers ? Object.entries(attempt.response_headers) : [];
  const requestHeaders = Object.entries(attempt.request_headers);
  const status = attempt.status_code !== null ? `HTTP ${attempt.status_code}` : 'No response';
  return (
    <li className={`attempt ${ok ? 'attempt-ok' : 'attempt-failed'}`}>
      <p className="attempt-line">
        <strong>
          <span aria-hidden="true">{ok ? '✓ ' : '✕ '}</span>
          {status}
        </strong>
        <span>{attempt.duration_ms.toLocaleString()} ms</span>
        <Time value={attempt.attempted_at} seconds />
      </p>
      {/* An error that only says the status again is left out. */}
      {attempt.error && attempt.error !== status && <p className="attempt-error break">{attempt.error}</p>}
      <details>
        <summary>Request headers ({requestHeaders.length})</summary>
        <HeaderList headers={requestHeaders} label="Request headers" />
      </details>
      {attempt.response_body !== null && (
        <>
          <p className="hint">
            Response body{attempt.response_body_truncated ? ' (the first 4 KB)' : ''}
            {attempt.response_body === '' ? ': empty' : ':'}
          </p>
          {attempt.response_body !== '' && (
            <pre className="code excerpt" tabIndex={0}>
              {attempt.response_body}
            </pre>
          )}
        </>
      )}
      {responseHeaders.length > 0 && (
        <details>
          <summary>Response headers ({responseHeaders.length})</summary>
          <HeaderList headers={responseHeaders} label="Response headers" />
        </details>
      )}
    </li>
  );
}

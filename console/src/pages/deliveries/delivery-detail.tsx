// A delivery opened: its status and what it means, whether it is a test
// event, its event id, every attempt (status, duration, error, response body
// and headers) and the payload exactly as it was signed and sent.
import { api, call, DELIVERY_STATUSES, useResource, type Delivery, type DeliveryAttempt } from '../../api.ts';
import { ErrorNotice, Loading } from '../../components/resource-view.tsx';
import { Time } from '../../components/time.tsx';
import { prettyPayload } from '../../delivery-log.ts';

export function DeliveryDetail({ delivery, path }: { delivery: Delivery; path: { company_id: string; endpoint_id: string } }) {
  // Loaded again whenever the row shows a new attempt or status.
  const detail = useResource(
    () =>
      call(
        api.GET('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/delivery/{delivery_id}', {
          params: { path: { ...path, delivery_id: delivery.id } },
        }),
      ),
    `${delivery.id} ${delivery.status} ${delivery.attempt_count}`,
  );
  const [, , meaning] = DELIVERY_STATUSES.find(([value]) => value === delivery.status)!;
  if (detail.error) return <ErrorNotice error={detail.error} onRetry={detail.reload} />;
  if (!detail.data) return <Loading what={`delivery #${delivery.id}`} />;
  const { attempts, payload } = detail.data;
  return (
    <div className="delivery-detail" aria-label={`Delivery #${delivery.id}`} role="region">
      <dl className="details compact">
        <dt>Status</dt>
        <dd>
          {delivery.status}: {meaning}
        </dd>
        {isTestEvent(payload) && (
          <>
            <dt>Kind</dt>
            <dd>
              A test event (<code>"test": true</code> in the payload), sent with “Send test event”
            </dd>
          </>
        )}
        <dt>Event id</dt>
        <dd className="mono">{detail.data.event_id}</dd>
        <dt>Made</dt>
        <dd>
          <Time value={detail.data.created_at} seconds />
        </dd>
      </dl>
      <h3>Attempts</h3>
      {attempts.length === 0 ? (
        <p className="hint">No attempt yet: the delivery is queued.</p>
      ) : (
        <ol className="attempts" aria-label={`Attempts of delivery #${delivery.id}`}>
          {attempts.map((attempt, index) => (
            <AttemptItem key={`${attempt.attempted_at}-${index}`} attempt={attempt} />
          ))}
        </ol>
      )}
      {delivery.attempt_count > attempts.length && (
        <p className="hint">
          The latest {attempts.length} of {delivery.attempt_count} attempts are shown.
        </p>
      )}
      <h3>Payload</h3>
      <pre className="code" aria-label={`Payload of delivery #${delivery.id}`} tabIndex={0}>
        {prettyPayload(payload)}
      </pre>
    </div>
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

function AttemptItem({ attempt }: { attempt: DeliveryAttempt }) {
  const ok = attempt.error === null;
  const headers = attempt.response_headers ? Object.entries(attempt.response_headers) : [];
  const status = attempt.status_code !== null ? `HTTP ${attempt.status_code}` : 'No response';
  return (
    <li className={`attempt ${ok ? 'attempt-ok' : 'attempt-failed'}`}>
      <p className="attempt-line">
        <strong>{status}</strong>
        <span>{attempt.duration_ms} ms</span>
        <Time value={attempt.attempted_at} seconds />
      </p>
      {/* An error that only says the status again is left out. */}
      {attempt.error && attempt.error !== status && <p className="attempt-error break">{attempt.error}</p>}
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
      {headers.length > 0 && (
        <details>
          <summary>Response headers ({headers.length})</summary>
          <dl className="details compact mono">
            {headers.map(([name, value]) => (
              <div key={name} className="header-pair">
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </li>
  );
}

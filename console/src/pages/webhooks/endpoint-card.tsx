// One webhook endpoint of the Webhooks page: its URL, state, events, delivery
// counts and secret prefix, and what can be done with it: the delivery log,
// a test event, the receiver check, and, unless it is a legacy endpoint (read-only), edit, pause
// and resume, rotate the secret, delete.
import { useState } from 'react';
import { api, call, type Delivery, type RotatedSecret, type WebhookEndpoint } from '../../api.ts';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { EndpointBadges } from '../../components/endpoint-badges.tsx';
import { ReceiverCheckPanel } from '../../components/receiver-check.tsx';
import { ErrorNotice } from '../../components/resource-view.tsx';
import { TestEventDialog } from '../../components/test-event.tsx';
import { Time } from '../../components/time.tsx';
import { focusAfterRender, focusById } from '../../focus.ts';
import { Link } from '../../router.tsx';
import { useAction } from '../../use-action.ts';
import { EndpointForm } from './endpoint-form.tsx';
import { RotateDialog, RotatedSecretPanel } from './rotate-secret.tsx';

/** The list's heading, where focus goes when the endpoint it was on is deleted. */
export const LIST_HEADING = 'endpoints-title';

export function EndpointCard({ companyId, endpoint, onChanged }: { companyId: string; endpoint: WebhookEndpoint; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<'delete' | 'rotate' | 'test'>();
  const [rotated, setRotated] = useState<RotatedSecret>();
  const [tested, setTested] = useState<Delivery>();
  const action = useAction();
  const path = { company_id: companyId, endpoint_id: endpoint.id };
  const paused = endpoint.status === 'paused';
  const logHref = `/companies/${companyId}/webhooks/${endpoint.id}`;
  const closeDialog = () => setDialog(undefined);

  // A paused endpoint held the events made meanwhile: resuming sends them, or with discardHeld cancels them.
  const toggle = (discardHeld = false) =>
    action.run(async () => {
      if (paused) {
        const body = { discard_held: discardHeld };
        await call(api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/resume', { params: { path }, body }));
      } else await call(api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/pause', { params: { path } }));
      onChanged();
    });

  return (
    <li className="card endpoint">
      <h3 className="mono break" id={`endpoint-${endpoint.id}`} tabIndex={-1}>
        {endpoint.url}
      </h3>
      {endpoint.description && <p>{endpoint.description}</p>}
      <EndpointBadges endpoint={endpoint} />
      <EndpointDetails endpoint={endpoint} />

      {rotated && <RotatedSecretPanel endpoint={endpoint} rotated={rotated} onDone={() => setRotated(undefined)} />}
      <div role="status">
        {tested && (
          <p className="notice">
            Test event <span className="mono">{tested.event_type}</span> queued as delivery #{tested.id}.{' '}
            <Link href={logHref}>See it in the delivery log</Link>.
          </p>
        )}
      </div>

      {editing ? (
        <EndpointForm
          companyId={companyId}
          endpoint={endpoint}
          onCancel={() => {
            setEditing(false);
            focusAfterRender(`edit-${endpoint.id}`);
          }}
          onSaved={() => {
            setEditing(false);
            onChanged();
            focusAfterRender(`endpoint-${endpoint.id}`);
          }}
        />
      ) : (
        <div className="actions">
          <Link href={logHref} className="button-link" aria-label={`Delivery log of ${endpoint.url}`}>
            Delivery log
          </Link>
          <button
            type="button"
            className="button-secondary"
            onClick={() => setDialog('test')}
            aria-label={`Send a test event to ${endpoint.url}`}
          >
            Send test event
          </button>
          {!endpoint.is_legacy && (
            <>
              <button
                type="button"
                className="button-secondary"
                id={`edit-${endpoint.id}`}
                onClick={() => setEditing(true)}
                aria-label={`Edit ${endpoint.url}`}
              >
                Edit
              </button>
              <button
                type="button"
                className="button-secondary"
                onClick={() => void toggle()}
                disabled={action.busy}
                aria-label={`${paused ? 'Resume' : 'Pause'} ${endpoint.url}`}
              >
                {paused ? 'Resume' : 'Pause'}
              </button>
              {paused && (
                <button
                  type="button"
                  className="button-secondary"
                  onClick={() => void toggle(true)}
                  disabled={action.busy}
                  aria-label={`Resume ${endpoint.url} and discard the events held while paused`}
                >
                  Resume, discarding held events
                </button>
              )}
              <button
                type="button"
                className="button-secondary"
                onClick={() => setDialog('rotate')}
                aria-label={`Rotate the secret of ${endpoint.url}`}
              >
                Rotate secret
              </button>
              <button type="button" className="button-danger" onClick={() => setDialog('delete')} aria-label={`Delete ${endpoint.url}`}>
                Delete
              </button>
            </>
          )}
        </div>
      )}
      {!editing && <ReceiverCheckPanel companyId={companyId} endpoint={endpoint} />}
      {endpoint.is_legacy && (
        <p className="hint">
          Legacy webhooks are read-only: they can't be edited, paused, rotated or deleted here. Their deliveries are logged, retried and
          tested like any other.
        </p>
      )}
      {action.error && <ErrorNotice error={action.error} />}

      {dialog === 'delete' && (
        <ConfirmDialog
          title="Delete this endpoint?"
          confirmLabel="Delete endpoint"
          busyLabel="Deleting…"
          onClose={closeDialog}
          returnFocus={focusById(LIST_HEADING)}
          onConfirm={async () => {
            await call(api.DELETE('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}', { params: { path } }));
            closeDialog();
            onChanged();
          }}
        >
          <p>
            <span className="mono break">{endpoint.url}</span> gets no more deliveries; those still waiting are dropped, and its delivery
            log goes with it. This can't be undone.
          </p>
        </ConfirmDialog>
      )}
      {dialog === 'rotate' && (
        <RotateDialog
          companyId={companyId}
          endpoint={endpoint}
          onClose={closeDialog}
          onRotated={(secret) => {
            closeDialog();
            setRotated(secret);
            onChanged();
          }}
        />
      )}
      {dialog === 'test' && (
        <TestEventDialog
          companyId={companyId}
          endpoint={endpoint}
          onClose={closeDialog}
          onSent={(delivery) => {
            closeDialog();
            setTested(delivery);
          }}
        />
      )}
    </li>
  );
}

function EndpointDetails({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <dl className="details compact">
      <dt>Events</dt>
      <dd>{endpoint.events.join(', ')}</dd>
      <dt>Deliveries</dt>
      <dd>
        {endpoint.stats.successful_deliveries} successful · {endpoint.stats.failed_deliveries} failed attempts · last{' '}
        <Time value={endpoint.stats.last_delivery_at} />
      </dd>
      {!endpoint.enabled && (
        <>
          <dt>Disabled</dt>
          <dd>
            {endpoint.disabled_reason ?? 'Disabled'} (<Time value={endpoint.disabled_at} never="time unknown" />
            ). {!endpoint.is_legacy && 'Edit it and tick “Enabled” to deliver again.'}
          </dd>
        </>
      )}
      <dt>Rate limit</dt>
      <dd>{endpoint.rate_limit === null ? 'none' : `${endpoint.rate_limit} deliveries per second`}</dd>
      {Object.keys(endpoint.headers).length > 0 && (
        <>
          <dt>Custom headers</dt>
          <dd className="mono break">{Object.keys(endpoint.headers).join(', ')}</dd>
        </>
      )}
      <dt>Secret</dt>
      <dd className="mono">{endpoint.secret_prefix}…</dd>
      <dt>Created</dt>
      <dd>
        <Time value={endpoint.created_at} />
      </dd>
    </dl>
  );
}

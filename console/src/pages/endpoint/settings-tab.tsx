// The Settings tab of an endpoint: its form (URL, description, events, rate
// limit, custom headers, enabled), pause and resume (a resume that discards
// what was held says first how many deliveries that cancels), the secret's
// rotation, and deletion. A legacy endpoint is read-only here.
import { useState } from 'react';
import { api, call, type Company, type RotatedSecret, type WebhookEndpoint } from '../../api.ts';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { EndpointForm } from '../../components/endpoint-form.tsx';
import { ErrorNotice } from '../../components/resource-view.tsx';
import { RotateDialog, RotatedSecretPanel } from '../../components/rotate-secret.tsx';
import { focusAfterRender, focusById } from '../../focus.ts';
import { navigate } from '../../router.tsx';
import { useAction } from '../../use-action.ts';
import { DiscardHeldDialog } from './discard-held-dialog.tsx';

export function SettingsTab({ company, endpoint, onChanged }: { company: Company; endpoint: WebhookEndpoint; onChanged: () => void }) {
  const [dialog, setDialog] = useState<'delete' | 'rotate' | 'discard'>();
  const [rotated, setRotated] = useState<RotatedSecret>();
  const [saved, setSaved] = useState<string>();
  // A saved form starts again from what is stored once it is read back: no header value typed stays on the page.
  // Every field the form edits (the settings among them, whichever there are), not what deliveries and the other actions change.
  const {
    stats: _stats,
    status: _status,
    updated_at: _updated,
    disabled_reason: _why,
    disabled_at: _when,
    secret_prefix: _prefix,
    ...edited
  } = endpoint;
  const [saves, setSaves] = useState(0);
  const formKey = JSON.stringify([saves, edited]);
  const action = useAction();
  const path = { company_id: company._id, endpoint_id: endpoint.id };
  const paused = endpoint.status === 'paused';
  const closeDialog = () => setDialog(undefined);

  if (endpoint.is_legacy) {
    return (
      <section className="panel">
        <p>
          Legacy webhooks are read-only: they can't be edited, paused, rotated or deleted here. Their deliveries are logged, retried and
          tested like any other.
        </p>
      </section>
    );
  }

  const toggle = () =>
    action.run(async () => {
      if (paused) await call(api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/resume', { params: { path }, body: {} }));
      else await call(api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/pause', { params: { path } }));
      setSaved(paused ? 'Resumed: the held deliveries go out in order.' : 'Paused: new events are held until you resume.');
      onChanged();
      // The button's name changes with the state, and stays where it was.
      focusAfterRender('pause-toggle');
    });

  return (
    <>
      {rotated && <RotatedSecretPanel endpoint={endpoint} rotated={rotated} onDone={() => setRotated(undefined)} />}
      <section className="panel" aria-labelledby="state-title">
        <h2 id="state-title">Pause and resume</h2>
        <p className="hint">A paused endpoint holds the events made meanwhile; resuming sends them in order.</p>
        <div className="actions">
          <button type="button" id="pause-toggle" className="button-secondary" onClick={() => void toggle()} aria-disabled={action.busy}>
            {paused ? 'Resume' : 'Pause'}
          </button>
          {paused && (
            <button type="button" className="button-secondary" onClick={() => setDialog('discard')} aria-disabled={action.busy}>
              Resume, discarding held events
            </button>
          )}
        </div>
        <div role="status">{saved && <p className="notice">{saved}</p>}</div>
        {action.error && <ErrorNotice error={action.error} />}
      </section>

      <section className="panel" aria-labelledby="edit-title">
        <h2 id="edit-title" tabIndex={-1}>
          Settings
        </h2>
        <EndpointForm
          key={formKey}
          companyId={company._id}
          endpoint={endpoint}
          onSaved={() => {
            setSaved('Settings saved.');
            setSaves((n) => n + 1);
            onChanged();
            focusAfterRender('edit-title');
          }}
        />
      </section>

      <section className="panel" aria-labelledby="secret-title">
        <h2 id="secret-title">Signing secret</h2>
        <p>
          Deliveries are signed with the secret that starts <span className="mono">{endpoint.secret_prefix}…</span>.
        </p>
        <div className="actions">
          <button type="button" className="button-secondary" onClick={() => setDialog('rotate')}>
            Rotate secret
          </button>
        </div>
      </section>

      <section className="panel" aria-labelledby="delete-title">
        <h2 id="delete-title">Delete the endpoint</h2>
        <div className="actions">
          <button type="button" className="button-danger" onClick={() => setDialog('delete')}>
            Delete endpoint
          </button>
        </div>
      </section>

      {dialog === 'delete' && (
        <ConfirmDialog
          title="Delete this endpoint?"
          confirmLabel="Delete endpoint"
          busyLabel="Deleting…"
          onClose={closeDialog}
          onConfirm={async () => {
            await call(api.DELETE('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}', { params: { path } }));
            navigate(`/companies/${company._id}/webhooks`);
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
          companyId={company._id}
          endpoint={endpoint}
          onClose={closeDialog}
          onRotated={(secret) => {
            closeDialog();
            setRotated(secret);
            onChanged();
          }}
        />
      )}
      {dialog === 'discard' && (
        <DiscardHeldDialog
          path={path}
          endpoint={endpoint}
          onClose={closeDialog}
          returnFocus={focusById('pause-toggle')}
          onDone={(message) => {
            closeDialog();
            setSaved(message);
            onChanged();
          }}
        />
      )}
    </>
  );
}

// A company's webhook endpoints: status, events and delivery stats; create
// (the signing secret shown once), edit, pause and resume, delete. Legacy
// endpoints are read-only; a company not on the Pro plan is told why it has
// no webhooks.
import { useId, useState, type FormEvent } from 'react';
import { api, call, EVENT_TYPES, useResource, type CreatedWebhookEndpoint, type EventType, type WebhookEndpoint } from '../api.ts';
import { ConfirmDialog, EmptyState, ErrorNotice, FormActions, ResourceView, SecretOnce, Time, useAction } from '../ui.tsx';
import { CompanyPage } from './companies.tsx';

/** Endpoints per owner per company (spec section 8). */
const ENDPOINT_QUOTA = 10;

export function WebhooksPage({ companyId }: { companyId: string }) {
  return (
    <CompanyPage companyId={companyId} section="Webhooks">
      {(company) => (company.plan === 'pro' ? <Endpoints companyId={companyId} /> : <ProPlanNeeded name={company.name} />)}
    </CompanyPage>
  );
}

function ProPlanNeeded({ name }: { name: string }) {
  return (
    <div className="notice" role="note">
      <h2>Webhooks need the Pro plan</h2>
      <p>
        {name} is on the Free plan. Webhooks push candidate, position and note events to your own HTTPS endpoint; they are part of the Pro plan
        only. An administrator can change the plan with <code>bin/recruiting-api company set-plan --plan pro</code>.
      </p>
    </div>
  );
}

function Endpoints({ companyId }: { companyId: string }) {
  const path = { company_id: companyId };
  const endpoints = useResource(() => call(api.GET('/v3/company/{company_id}/webhook_endpoints', { params: { path } })), `endpoints ${companyId}`);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedWebhookEndpoint>();

  if (endpoints.error?.type === 'proPlanRequired') return <ProPlanNeeded name="This company" />;
  const list = endpoints.data?.data;
  const full = list !== undefined && list.length >= ENDPOINT_QUOTA;

  return (
    <>
      {created && (
        <SecretOnce title="Endpoint created" label="Signing secret" value={created.secret} onDone={() => setCreated(undefined)}>
          <p>
            Deliveries to <span className="mono">{created.url}</span> are signed with this secret: check <code>X-Hook-Signature</code> (hex
            HMAC-SHA256 of the body) or the Standard Webhooks <code>webhook-signature</code> header with it.
          </p>
        </SecretOnce>
      )}

      <section aria-labelledby="endpoints-title" className="panel">
        <div className="panel-head">
          <h2 id="endpoints-title">Endpoints</h2>
          {list && (
            <span className="hint">
              {list.length} of {ENDPOINT_QUOTA}
            </span>
          )}
          {!creating && list && (
            <button type="button" onClick={() => setCreating(true)} disabled={full} title={full ? 'The quota of 10 endpoints is reached' : undefined}>
              New endpoint
            </button>
          )}
        </div>
        {creating && (
          <EndpointForm
            companyId={companyId}
            onCancel={() => setCreating(false)}
            onSaved={(endpoint) => {
              setCreating(false);
              if ('secret' in endpoint) setCreated(endpoint);
              endpoints.reload();
            }}
          />
        )}
        <ResourceView
          resource={endpoints}
          what="webhook endpoints"
          isEmpty={(found) => found.data.length === 0}
          empty={
            !creating && (
              <EmptyState title="No webhook endpoints yet.">
                <p>Add an HTTPS endpoint to receive candidate, position and note events as they happen.</p>
              </EmptyState>
            )
          }
        >
          {(found) => (
            <ul className="cards" aria-label="Webhook endpoints">
              {found.data.map((endpoint) => (
                <EndpointCard key={endpoint.id} companyId={companyId} endpoint={endpoint} onChanged={endpoints.reload} />
              ))}
            </ul>
          )}
        </ResourceView>
      </section>
    </>
  );
}

function EndpointCard({ companyId, endpoint, onChanged }: { companyId: string; endpoint: WebhookEndpoint; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const action = useAction();
  const path = { company_id: companyId, endpoint_id: endpoint.id };
  const paused = endpoint.status === 'paused';
  const receiving = endpoint.status === 'active' && endpoint.enabled;

  const toggle = () =>
    action.run(async () => {
      if (paused) await call(api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/resume', { params: { path } }));
      else await call(api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/pause', { params: { path } }));
      onChanged();
    });

  return (
    <li className="card endpoint">
      <h3 className="mono break">{endpoint.url}</h3>
      {endpoint.description && <p>{endpoint.description}</p>}
      <p className="badges">
        <span className={`badge ${receiving ? 'badge-ok' : 'badge-muted'}`}>{paused ? 'Paused' : 'Active'}</span>
        {!endpoint.enabled && <span className="badge badge-muted">Disabled</span>}
        {endpoint.is_legacy && <span className="badge badge-legacy">Legacy · read-only</span>}
      </p>
      <dl className="details compact">
        <dt>Events</dt>
        <dd>{endpoint.events.join(', ')}</dd>
        <dt>Deliveries</dt>
        <dd>
          {endpoint.stats.successful_deliveries} succeeded · {endpoint.stats.failed_deliveries} failed attempts · last{' '}
          <Time value={endpoint.stats.last_delivery_at} />
        </dd>
        <dt>Secret</dt>
        <dd className="mono">{endpoint.secret_prefix}…</dd>
        <dt>Created</dt>
        <dd>
          <Time value={endpoint.created_at} />
        </dd>
      </dl>
      {/* Phase 2: a "Delivery log" link to /companies/:companyId/webhooks/:endpointId, and "Send test event" and "Rotate secret" buttons, go here. */}
      {endpoint.is_legacy ? (
        <p className="hint">Legacy webhooks are read-only: they can't be edited, paused or deleted here.</p>
      ) : editing ? (
        <EndpointForm
          companyId={companyId}
          endpoint={endpoint}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
        />
      ) : (
        <div className="actions">
          <button type="button" className="button-secondary" onClick={() => setEditing(true)} aria-label={`Edit ${endpoint.url}`}>
            Edit
          </button>
          <button type="button" className="button-secondary" onClick={toggle} disabled={action.busy} aria-label={`${paused ? 'Resume' : 'Pause'} ${endpoint.url}`}>
            {paused ? 'Resume' : 'Pause'}
          </button>
          <button type="button" className="button-danger" onClick={() => setDeleting(true)} aria-label={`Delete ${endpoint.url}`}>
            Delete
          </button>
        </div>
      )}
      {action.error && <ErrorNotice error={action.error} />}
      {deleting && (
        <ConfirmDialog
          title="Delete this endpoint?"
          confirmLabel="Delete endpoint"
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await call(api.DELETE('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}', { params: { path } }));
            setDeleting(false);
            onChanged();
          }}
        >
          <p>
            <span className="mono break">{endpoint.url}</span> gets no more deliveries; those still waiting are dropped. This can't be undone.
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}

/** Create (no `endpoint`) or edit form. */
function EndpointForm(props: {
  companyId: string;
  endpoint?: WebhookEndpoint;
  onCancel: () => void;
  onSaved: (endpoint: WebhookEndpoint | CreatedWebhookEndpoint) => void;
}) {
  const { endpoint } = props;
  const id = useId();
  const [url, setUrl] = useState(endpoint?.url ?? 'https://');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<EventType[]>(endpoint?.events ?? []);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const action = useAction();

  const toggleEvent = (type: EventType, on: boolean) => setEvents((current) => (on ? [...current, type] : current.filter((t) => t !== type)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await action.run((): Promise<WebhookEndpoint | CreatedWebhookEndpoint> => {
      if (!endpoint) {
        const body = { url, events, ...(description ? { description } : {}) };
        return call(api.POST('/v3/company/{company_id}/webhook_endpoints', { params: { path: { company_id: props.companyId } }, body }));
      }
      // Only what changed: an untouched description that was never set stays unset.
      const body = {
        ...(url !== endpoint.url ? { url } : {}),
        ...(events.join() !== endpoint.events.join() ? { events } : {}),
        ...(description !== (endpoint.description ?? '') ? { description } : {}),
        ...(enabled !== endpoint.enabled ? { enabled } : {}),
      };
      if (Object.keys(body).length === 0) return Promise.resolve(endpoint);
      const path = { company_id: props.companyId, endpoint_id: endpoint.id };
      return call(api.PUT('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}', { params: { path }, body }));
    });
    if (saved) props.onSaved(saved);
  };

  return (
    <form onSubmit={submit} className="stacked-form" aria-label={endpoint ? `Edit ${endpoint.url}` : 'New endpoint'}>
      <label htmlFor={`${id}-url`}>Endpoint URL</label>
      <input id={`${id}-url`} type="url" required value={url} onChange={(e) => setUrl(e.target.value)} />
      <p className="hint">Must be HTTPS. Deliveries are POSTed here as JSON.</p>
      <label htmlFor={`${id}-description`}>Description (optional)</label>
      <input id={`${id}-description`} value={description} maxLength={1000} onChange={(e) => setDescription(e.target.value)} />
      <fieldset>
        <legend>Events</legend>
        <div className="checkboxes">
          {EVENT_TYPES.map(([type, emittedWhen]) => (
            <label key={type} className="checkbox">
              <input type="checkbox" checked={events.includes(type)} onChange={(e) => toggleEvent(type, e.target.checked)} />
              <span>
                <span className="mono">{type}</span>
                <span className="hint"> {emittedWhen}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {endpoint && (
        <label className="checkbox">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          <span>Enabled (deliveries happen while the endpoint is active and enabled)</span>
        </label>
      )}
      <FormActions action={action} submit={endpoint ? 'Save changes' : 'Create endpoint'} onCancel={props.onCancel} />
    </form>
  );
}

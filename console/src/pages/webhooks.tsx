// A company's webhook endpoints: status, events and delivery stats; create
// (the signing secret shown once), edit, pause and resume, rotate the secret
// (the new one shown once, the overlap explained), send a test event, delete;
// each with a link to its delivery log. Legacy endpoints are read-only.
//
// What the company's plan allows is the API's to say: the page shows what
// the API answers (a refused list, a refused change) with its message, rather
// than deciding from the plan itself.
import { useId, useState, type FormEvent } from 'react';
import {
  api,
  call,
  EVENT_TYPES,
  useResource,
  type ApiFailure,
  type Company,
  type CreatedWebhookEndpoint,
  type Delivery,
  type EventType,
  type RotatedSecret,
  type WebhookEndpoint,
} from '../api.ts';
import { Link } from '../router.tsx';
import {
  ConfirmDialog,
  EmptyState,
  ErrorNotice,
  focusAfterRender,
  focusById,
  FormActions,
  ResourceView,
  SecretOnce,
  Time,
  useAction,
} from '../ui.tsx';
import { CompanyPage } from './companies.tsx';

/** Endpoints per owner per company (spec section 8). */
const ENDPOINT_QUOTA = 10;
const LIST_HEADING = 'endpoints-title';
const SECRET_KEPT = 'The service keeps it encrypted for signing and never shows it again.';

export function WebhooksPage({ companyId }: { companyId: string }) {
  return (
    <CompanyPage companyId={companyId} section="Webhooks">
      {(company) => <Endpoints company={company} />}
    </CompanyPage>
  );
}

/** The API refused webhooks to this company: its message, and what can be done. */
export function WebhooksRefused({ company, error }: { company: Company; error: ApiFailure }) {
  return (
    <section className="notice" aria-labelledby="refused-title">
      <h2 id="refused-title">{company.name} can't use webhooks now</h2>
      <p>
        The service answered: <strong>{error.message}</strong>
      </p>
      <p>
        {company.name} is on the {company.plan === 'pro' ? 'Pro' : 'Free'} plan. Webhooks push candidate, position and note events to your
        own HTTPS endpoint as they happen. An administrator can change the plan with{' '}
        <code>bin/recruiting-api company set-plan --company {company._id} --plan pro</code>.
      </p>
    </section>
  );
}

function Endpoints({ company }: { company: Company }) {
  const companyId = company._id;
  const path = { company_id: companyId };
  const endpoints = useResource(
    () => call(api.GET('/v3/company/{company_id}/webhook_endpoints', { params: { path } })),
    `endpoints ${companyId}`,
  );
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedWebhookEndpoint>();

  if (endpoints.error?.type === 'proPlanRequired') return <WebhooksRefused company={company} error={endpoints.error} />;
  const list = endpoints.data?.data;
  const full = list !== undefined && list.length >= ENDPOINT_QUOTA;

  return (
    <>
      {created && (
        <SecretOnce
          title="Endpoint created"
          label="Signing secret"
          value={created.secret}
          onDone={() => setCreated(undefined)}
          kept={SECRET_KEPT}
          returnFocus={focusById(`endpoint-${created.id}`)}
        >
          <p>
            Deliveries to <span className="mono break">{created.url}</span> are signed with this secret: check <code>X-Hook-Signature</code>{' '}
            (hex HMAC-SHA256 of the body) or the Standard Webhooks <code>webhook-signature</code> header with it.
          </p>
        </SecretOnce>
      )}

      <section aria-labelledby={LIST_HEADING} className="panel">
        <div className="panel-head">
          <h2 id={LIST_HEADING} tabIndex={-1}>
            Endpoints
          </h2>
          {list && (
            <span className="hint">
              {list.length} of {ENDPOINT_QUOTA}
            </span>
          )}
          {!creating && list && (
            <button
              type="button"
              id="new-endpoint"
              onClick={() => setCreating(true)}
              disabled={full}
              title={full ? 'The quota of 10 endpoints is reached' : undefined}
            >
              New endpoint
            </button>
          )}
        </div>
        {creating && (
          <EndpointForm
            companyId={companyId}
            onCancel={() => {
              setCreating(false);
              focusAfterRender('new-endpoint');
            }}
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

export function EndpointBadges({ endpoint }: { endpoint: WebhookEndpoint }) {
  const paused = endpoint.status === 'paused';
  const receiving = endpoint.status === 'active' && endpoint.enabled;
  return (
    <p className="badges">
      <span className={`badge ${receiving ? 'badge-ok' : 'badge-muted'}`}>{paused ? 'Paused' : 'Active'}</span>
      {!endpoint.enabled && <span className="badge badge-warn">Disabled</span>}
      {endpoint.is_legacy && <span className="badge badge-legacy">Legacy · read-only</span>}
    </p>
  );
}

function EndpointCard({ companyId, endpoint, onChanged }: { companyId: string; endpoint: WebhookEndpoint; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<'delete' | 'rotate' | 'test'>();
  const [rotated, setRotated] = useState<RotatedSecret>();
  const [tested, setTested] = useState<Delivery>();
  const action = useAction();
  const path = { company_id: companyId, endpoint_id: endpoint.id };
  const paused = endpoint.status === 'paused';
  const logHref = `/companies/${companyId}/webhooks/${endpoint.id}`;
  const closeDialog = () => setDialog(undefined);

  const toggle = () =>
    action.run(async () => {
      if (paused) await call(api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/resume', { params: { path } }));
      else await call(api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/pause', { params: { path } }));
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
                onClick={toggle}
                disabled={action.busy}
                aria-label={`${paused ? 'Resume' : 'Pause'} ${endpoint.url}`}
              >
                {paused ? 'Resume' : 'Pause'}
              </button>
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

export function EndpointDetails({ endpoint }: { endpoint: WebhookEndpoint }) {
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
      <dt>Secret</dt>
      <dd className="mono">{endpoint.secret_prefix}…</dd>
      <dt>Created</dt>
      <dd>
        <Time value={endpoint.created_at} />
      </dd>
    </dl>
  );
}

function RotatedSecretPanel({ endpoint, rotated, onDone }: { endpoint: WebhookEndpoint; rotated: RotatedSecret; onDone: () => void }) {
  return (
    <SecretOnce
      title="Secret rotated"
      label="New signing secret"
      value={rotated.secret}
      onDone={onDone}
      kept={SECRET_KEPT}
      returnFocus={focusById(`endpoint-${endpoint.id}`)}
    >
      {rotated.previous_secret_expires_at ? (
        <p>
          Until <Time value={rotated.previous_secret_expires_at} />, every delivery carries both signatures: <code>X-Hook-Signature</code>{' '}
          with this new secret and <code>X-Hook-Signature-Previous</code> with the old one (<code>webhook-signature</code> lists both).
          Switch your receiver to the new secret any time before then; after it, the old secret is erased and only the new signature is
          sent.
        </p>
      ) : (
        <p>The old secret was erased at once: from now on deliveries carry only the signature made with this new secret.</p>
      )}
    </SecretOnce>
  );
}

function RotateDialog(props: {
  companyId: string;
  endpoint: WebhookEndpoint;
  onClose: () => void;
  onRotated: (rotated: RotatedSecret) => void;
}) {
  const id = useId();
  const [hours, setHours] = useState('24');
  const path = { company_id: props.companyId, endpoint_id: props.endpoint.id };
  return (
    <ConfirmDialog
      title="Rotate the signing secret?"
      confirmLabel="Rotate secret"
      busyLabel="Rotating…"
      tone="primary"
      onClose={props.onClose}
      returnFocus={focusById(`endpoint-${props.endpoint.id}`)}
      onConfirm={async () => {
        const body = { overlap_hours: Number(hours) };
        props.onRotated(
          await call(api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/rotate_secret', { params: { path }, body })),
        );
      }}
    >
      <p>
        A new secret replaces <span className="mono">{props.endpoint.secret_prefix}…</span> and is shown once. During the overlap every
        delivery is signed with both secrets, so the receiver keeps working while you switch it over.
      </p>
      <label htmlFor={`${id}-hours`}>Overlap in hours (0 to 168)</label>
      <input
        id={`${id}-hours`}
        type="number"
        min={0}
        max={168}
        step={1}
        required
        value={hours}
        onChange={(e) => setHours(e.target.value)}
      />
      <p className="hint">
        0 erases the old secret at once: deliveries signed with it stop being accepted by a receiver that has only the old one.
      </p>
    </ConfirmDialog>
  );
}

function TestEventDialog(props: {
  companyId: string;
  endpoint: WebhookEndpoint;
  onClose: () => void;
  onSent: (delivery: Delivery) => void;
}) {
  const [type, setType] = useState<EventType>(props.endpoint.events[0] ?? 'candidateAdded');
  return (
    <ConfirmDialog
      title="Send a test event"
      confirmLabel="Send test event"
      busyLabel="Sending…"
      tone="primary"
      onClose={props.onClose}
      onConfirm={async () => {
        const path = { company_id: props.companyId, endpoint_id: props.endpoint.id };
        props.onSent(
          await call(
            api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/test', { params: { path }, body: { event_type: type } }),
          ),
        );
      }}
    >
      <p>
        An example event goes to <span className="mono break">{props.endpoint.url}</span> now, signed like any delivery, with{' '}
        <code>"test": true</code> in its payload so the receiver can tell it apart.
      </p>
      <EventTypeSelect value={type} onChange={setType} />
    </ConfirmDialog>
  );
}

export function EventTypeSelect({
  value,
  onChange,
  label = 'Event type',
}: {
  value: EventType;
  onChange: (type: EventType) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as EventType)}>
        {EVENT_TYPES.map(([type]) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
    </div>
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

  const toggleEvent = (type: EventType, on: boolean) =>
    setEvents((current) => (on ? [...current, type] : current.filter((t) => t !== type)));

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
      <input id={`${id}-url`} type="url" required value={url} onChange={(e) => setUrl(e.target.value)} autoFocus />
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

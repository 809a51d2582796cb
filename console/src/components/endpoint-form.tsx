// Creating a webhook endpoint and editing one: URL, description, the event
// types it subscribes to, its rate limit, its custom headers, and (when
// editing) whether it is enabled.
import { useId, useState, type FormEvent } from 'react';
import { api, call, EVENT_TYPES, type CreatedWebhookEndpoint, type EventType, type WebhookEndpoint } from '../api.ts';
import { FormActions, invalidWhen } from './form-actions.tsx';
import { useAction } from '../use-action.ts';
import { CustomHeadersFields, headersOf, type HeaderRow } from './custom-headers-fields.tsx';

/** The API's refusals that are about the URL field. */
const URL_ERRORS = ['invalidUrl', 'invalidUrlProtocol', 'forbiddenUrlTarget'];

/** Create (no `endpoint`) or edit form. */
export function EndpointForm(props: {
  companyId: string;
  endpoint?: WebhookEndpoint;
  /** Where the form can be closed (a new endpoint's); an endpoint's Settings keep it open. */
  onCancel?: () => void;
  onSaved: (endpoint: WebhookEndpoint | CreatedWebhookEndpoint) => void;
}) {
  const { endpoint } = props;
  const id = useId();
  const [url, setUrl] = useState(endpoint?.url ?? 'https://');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<EventType[]>(endpoint?.events ?? []);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  // Text as typed: blank is no limit; the API says what else it refuses.
  const [rateLimit, setRateLimit] = useState(endpoint?.rate_limit == null ? '' : String(endpoint.rate_limit));
  const rateLimitValue = rateLimit.trim() === '' ? null : Number(rateLimit);
  const storedNames = endpoint ? Object.keys(endpoint.headers) : [];
  // A new endpoint's headers are always its rows; an existing one's stay as they are until replaced.
  const [replaceHeaders, setReplaceHeaders] = useState(!endpoint);
  const [headerRows, setHeaderRows] = useState<HeaderRow[]>([]);
  const headers = headersOf(headerRows);
  // The API drops the custom headers when the URL moves to another origin without them: said before saving.
  const dropsHeaders = !!endpoint && storedNames.length > 0 && !replaceHeaders && otherOrigin(endpoint.url, url);
  const action = useAction();

  const toggleEvent = (type: EventType, on: boolean) =>
    setEvents((current) => (on ? [...current, type] : current.filter((t) => t !== type)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await action.run((): Promise<WebhookEndpoint | CreatedWebhookEndpoint> => {
      if (!endpoint) {
        const body = {
          url,
          events,
          ...(description ? { description } : {}),
          ...(rateLimitValue !== null ? { rate_limit: rateLimitValue } : {}),
          ...(Object.keys(headers).length > 0 ? { headers } : {}),
        };
        return call(api.POST('/v3/company/{company_id}/webhook_endpoints', { params: { path: { company_id: props.companyId } }, body }));
      }
      // Only what changed: an untouched description that was never set stays unset.
      const body = {
        ...(url !== endpoint.url ? { url } : {}),
        ...(events.join() !== endpoint.events.join() ? { events } : {}),
        ...(description !== (endpoint.description ?? '') ? { description } : {}),
        ...(enabled !== endpoint.enabled ? { enabled } : {}),
        ...(rateLimitValue !== endpoint.rate_limit ? { rate_limit: rateLimitValue } : {}),
        ...(replaceHeaders ? { headers } : {}),
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
      <input
        id={`${id}-url`}
        type="url"
        required
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        autoFocus={!endpoint}
        {...invalidWhen(action.error, URL_ERRORS, `${id}-error`, `${id}-url-hint`)}
      />
      <p className="hint" id={`${id}-url-hint`}>
        Must be HTTPS. Deliveries are POSTed here as JSON.
      </p>
      <label htmlFor={`${id}-description`}>Description (optional)</label>
      <input
        id={`${id}-description`}
        value={description}
        maxLength={1000}
        onChange={(e) => setDescription(e.target.value)}
        {...invalidWhen(action.error, ['invalidDescription'], `${id}-error`)}
      />
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
      <label htmlFor={`${id}-rate-limit`}>Rate limit, deliveries per second (optional)</label>
      <input
        id={`${id}-rate-limit`}
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        step={1}
        value={rateLimit}
        onChange={(e) => setRateLimit(e.target.value)}
      />
      <p className="hint">From 1 to 1000; leave it empty for no limit. Deliveries beyond it wait their turn, in order.</p>
      {replaceHeaders ? (
        <CustomHeadersFields rows={headerRows} onChange={setHeaderRows} storedNames={endpoint ? storedNames : undefined} />
      ) : (
        <p>
          {dropsHeaders
            ? `The new URL is on another site: saving removes the custom headers (${storedNames.join(', ')}) unless you enter them again. `
            : storedNames.length > 0
              ? `Custom headers: ${storedNames.join(', ')} (values not shown). `
              : 'No custom headers. '}
          <button
            type="button"
            className="button-secondary"
            onClick={() => {
              // The stored names to start from; their values must be entered again.
              setHeaderRows(storedNames.map((name) => ({ name, value: '' })));
              setReplaceHeaders(true);
            }}
          >
            {storedNames.length > 0 ? 'Replace custom headers' : 'Add custom headers'}
          </button>
        </p>
      )}
      {endpoint && (
        <label className="checkbox">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          <span>Enabled (deliveries happen while the endpoint is active and enabled)</span>
        </label>
      )}
      <FormActions
        action={action}
        submit={endpoint ? 'Save changes' : 'Create endpoint'}
        onCancel={props.onCancel}
        errorId={`${id}-error`}
      />
    </form>
  );
}

/** True when `to` is a URL of another scheme, host or port than `from`; a URL still being typed is neither. */
function otherOrigin(from: string, to: string): boolean {
  try {
    return new URL(from).origin !== new URL(to).origin;
  } catch {
    return false;
  }
}

// The delivery log of one webhook endpoint: the endpoint with a test event
// form, its deliveries newest first, filtered by status and event type (kept
// in the address, so a filtered log can be bookmarked), a page at a time
// (delivery-list.tsx), each with its attempts and payload, and the recovery of
// the failed ones of a time window (recover-panel.tsx). While deliveries are
// pending the log looks again on its own (use-delivery-log.ts).
import { useEffect, useRef, useState } from 'react';
import { api, call, DELIVERY_STATUSES, EVENT_TYPES, useResource, type Company, type WebhookEndpoint } from '../../api.ts';
import { CompanyPage } from '../../components/company-page.tsx';
import { EndpointBadges } from '../../components/endpoint-badges.tsx';
import { EndpointHealth } from '../../components/endpoint-health.tsx';
import { ErrorNotice, Loading } from '../../components/resource-view.tsx';
import { TestEventForm } from '../../components/test-event.tsx';
import { Time } from '../../components/time.tsx';
import { WebhooksRefused } from '../../components/webhooks-refused.tsx';
import { rowsSignature } from '../../delivery-log.ts';
import { navigate, useLocation } from '../../router.tsx';
import { DeliveryList } from './delivery-list.tsx';
import { RecoverPanel } from './recover-panel.tsx';
import { filtersFrom, useDeliveryLog, type DeliveryLogState, type Filters } from './use-delivery-log.ts';

export function DeliveriesPage({ companyId, endpointId }: { companyId: string; endpointId: string }) {
  const path = { company_id: companyId, endpoint_id: endpointId };
  const endpoint = useResource(
    () => call(api.GET('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}', { params: { path } })),
    `endpoint ${endpointId}`,
  );
  const webhooks = `/companies/${companyId}/webhooks`;
  return (
    <CompanyPage companyId={companyId} section="Delivery log" crumbs={[{ href: webhooks, label: 'Webhooks' }]}>
      {(company) =>
        endpoint.error?.type === 'proPlanRequired' ? (
          <WebhooksRefused company={company} error={endpoint.error} />
        ) : endpoint.error ? (
          <ErrorNotice error={endpoint.error} onRetry={endpoint.reload} />
        ) : !endpoint.data ? (
          <Loading what="the endpoint" />
        ) : (
          <DeliveryLog company={company} endpoint={endpoint.data} onEndpointChanged={endpoint.reload} />
        )
      }
    </CompanyPage>
  );
}

function DeliveryLog({
  company,
  endpoint,
  onEndpointChanged,
}: {
  company: Company;
  endpoint: WebhookEndpoint;
  onEndpointChanged: () => void;
}) {
  const { path: pagePath, query } = useLocation();
  const filters = filtersFrom(query);
  const path = { company_id: company._id, endpoint_id: endpoint.id };
  const log = useDeliveryLog(path, filters);
  const [notice, setNotice] = useState<string>();

  // The endpoint's counts move with its deliveries: loaded again whenever the log shows a change.
  const signature = rowsSignature(log.rows);
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    onEndpointChanged();
  }, [signature, onEndpointChanged]);

  const setFilter = (name: keyof Filters, value: string) => {
    const next = new URLSearchParams(query);
    if (value) next.set(name, value);
    else next.delete(name);
    const search = next.toString();
    navigate(`${pagePath}${search ? `?${search}` : ''}`, { replace: true });
  };

  /** After an action: look at the log again now (and so at the endpoint's counts). */
  const refreshAll = () => void log.kick();
  /** …and say what happened above the list. */
  const acted = (message: string) => {
    setNotice(message);
    refreshAll();
  };

  return (
    <>
      <section className="panel" aria-labelledby="endpoint-title">
        <div className="panel-head">
          <h2 id="endpoint-title" className="mono break">
            {endpoint.url}
          </h2>
        </div>
        {endpoint.description && <p>{endpoint.description}</p>}
        <EndpointBadges endpoint={endpoint} />
        <p className="hint">
          Subscribed to {endpoint.events.join(', ')} · {endpoint.stats.successful_deliveries} successful and{' '}
          {endpoint.stats.failed_deliveries} failed attempts · last <Time value={endpoint.stats.last_delivery_at} />
        </p>
        <TestEventForm
          companyId={company._id}
          endpoint={endpoint}
          onSent={(delivery) => acted(`Test event ${delivery.event_type} queued as delivery #${delivery.id}.`)}
        />
      </section>

      <EndpointHealth companyId={company._id} endpointId={endpoint.id} />

      <section className="panel" aria-labelledby="deliveries-title">
        <div className="panel-head">
          <h2 id="deliveries-title" tabIndex={-1}>
            Deliveries
          </h2>
          <PollingStatus log={log} />
          <button type="button" className="button-secondary" onClick={() => void log.kick()}>
            Refresh
          </button>
        </div>
        <div className="filters" role="group" aria-label="Filters">
          <div className="field">
            <label htmlFor="filter-status">Status</label>
            <select id="filter-status" value={filters.status ?? ''} onChange={(e) => setFilter('status', e.target.value)}>
              <option value="">Any status</option>
              {DELIVERY_STATUSES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="filter-event-type">Event type</label>
            <select id="filter-event-type" value={filters.event_type ?? ''} onChange={(e) => setFilter('event_type', e.target.value)}>
              <option value="">Any event type</option>
              {EVENT_TYPES.map(([value]) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
        </div>
        {/* Always there, so that screen readers announce each new text. */}
        <div role="status">{notice && <p className="notice">{notice}</p>}</div>
        <DeliveryList
          log={log}
          filters={filters}
          path={path}
          onClearFilters={() => navigate(pagePath, { replace: true })}
          onRetried={acted}
        />
      </section>

      <RecoverPanel path={path} onRecovered={refreshAll} />
    </>
  );
}

function PollingStatus({ log }: { log: DeliveryLogState }) {
  const text = log.hidden
    ? 'Paused while this tab is hidden.'
    : log.polling
      ? `Deliveries are pending: looking again every ${Math.round(log.delay / 1000)} s.`
      : null;
  return <span className="hint polling">{text ?? (log.checkedAt ? <>Checked at {log.checkedAt.toLocaleTimeString()}.</> : null)}</span>;
}

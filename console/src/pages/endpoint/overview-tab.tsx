// The Overview tab of an endpoint: its latest deliveries first (the whole log
// is one click away), then its delivery health, then what it is set to. The
// latest deliveries and the health look again on their own while it is open.
import { api, call, useResource, type Company, type WebhookEndpoint } from '../../api.ts';
import { EndpointHealth } from '../../components/endpoint-health.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../components/resource-view.tsx';
import { Time } from '../../components/time.tsx';
import { rowsSignature } from '../../delivery-log.ts';
import { Link } from '../../router.tsx';
import { usePollWhile } from '../../use-poll.ts';
import { DeliveryTable } from './delivery-table.tsx';

const LATEST = 10;

export function OverviewTab({ company, endpoint, logHref }: { company: Company; endpoint: WebhookEndpoint; logHref: string }) {
  const path = { company_id: company._id, endpoint_id: endpoint.id };
  const latest = useResource(
    () =>
      call(api.GET('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/deliveries', { params: { path, query: { limit: LATEST } } })),
    `latest ${endpoint.id}`,
  );
  usePollWhile(latest.data !== undefined, latest.reload, latest.data ? rowsSignature(latest.data.data) : '');
  return (
    <>
      <section className="panel" aria-labelledby="latest-title">
        <div className="panel-head">
          <h2 id="latest-title">Latest deliveries</h2>
          <Link href={logHref}>All deliveries</Link>
        </div>
        {latest.error ? (
          <ErrorNotice error={latest.error} onRetry={latest.reload} />
        ) : !latest.data ? (
          <Loading what="the latest deliveries" />
        ) : latest.data.data.length === 0 ? (
          <EmptyState title="No deliveries yet.">
            <p>A delivery appears here when an event this endpoint subscribes to happens, or a test event is sent (the Testing tab).</p>
          </EmptyState>
        ) : (
          <DeliveryTable rows={latest.data.data} path={path} logHref={logHref} caption="Latest deliveries" onResent={latest.reload} />
        )}
      </section>
      <EndpointHealth companyId={company._id} endpoint={endpoint} />
      <section className="panel" aria-labelledby="settings-summary-title">
        <h2 id="settings-summary-title">Set up</h2>
        <dl className="details compact">
          <dt>Events</dt>
          <dd className="break">{endpoint.events.join(', ')}</dd>
          <dt>Delivered</dt>
          <dd>
            {endpoint.stats.successful_deliveries.toLocaleString()} successful and {endpoint.stats.failed_deliveries.toLocaleString()}{' '}
            failed attempts in all · last <Time value={endpoint.stats.last_delivery_at} />
          </dd>
          {!endpoint.enabled && (
            <>
              <dt>Disabled</dt>
              <dd>
                {endpoint.disabled_reason ?? 'Disabled'} (<Time value={endpoint.disabled_at} never="time unknown" />
                ). {!endpoint.is_legacy && 'Tick “Enabled” in Settings to deliver again.'}
              </dd>
            </>
          )}
          <dt>Rate limit</dt>
          <dd>{endpoint.rate_limit === null ? 'none' : `${endpoint.rate_limit.toLocaleString()} deliveries per second`}</dd>
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
      </section>
    </>
  );
}

// A company's webhook endpoints as a dense table: each endpoint's address (a
// link to its own page, pages/endpoint/), state, events, delivery counts and
// last delivery, with its delivery log one click away; and a new endpoint
// (the signing secret shown once). The count beside the list is read against
// the quota the API states (api-limits.ts).
//
// What the company's plan allows is the API's to say: the page shows what
// the API answers (a refused list, a refused change) with its message, rather
// than deciding from the plan itself.
import { useState } from 'react';
import { useApiLimits } from '../../api-limits.ts';
import { api, call, useResource, type Company, type CreatedWebhookEndpoint, type WebhookEndpoint } from '../../api.ts';
import { CompanyPage } from '../../components/company-page.tsx';
import { EmptyState, ResourceView } from '../../components/resource-view.tsx';
import { WebhooksRefused } from '../../components/webhooks-refused.tsx';
import { focusAfterRender } from '../../focus.ts';
import { EndpointBadges } from '../../components/endpoint-badges.tsx';
import { EndpointForm } from '../../components/endpoint-form.tsx';
import { SigningSecretOnce } from '../../components/signing-secret-once.tsx';
import { Time } from '../../components/time.tsx';
import { Link } from '../../router.tsx';

/** The list's heading. */
const LIST_HEADING = 'endpoints-title';

export function WebhooksPage({ companyId }: { companyId: string }) {
  return (
    <CompanyPage companyId={companyId} section="Webhooks">
      {(company) => <Endpoints company={company} />}
    </CompanyPage>
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
  const { endpointQuota } = useApiLimits();

  if (endpoints.error?.type === 'proPlanRequired') return <WebhooksRefused company={company} error={endpoints.error} />;
  const list = endpoints.data?.data;
  const full = list !== undefined && endpointQuota !== undefined && list.length >= endpointQuota;

  return (
    <>
      {created && (
        <SigningSecretOnce
          title="Endpoint created"
          label="Signing secret"
          endpointId={created.id}
          value={created.secret}
          onDone={() => setCreated(undefined)}
        >
          <p>
            Deliveries to <span className="mono break">{created.url}</span> are signed with this secret: check <code>X-Hook-Signature</code>{' '}
            (hex HMAC-SHA256 of the body) or the Standard Webhooks <code>webhook-signature</code> header with it.
          </p>
        </SigningSecretOnce>
      )}

      <section aria-labelledby={LIST_HEADING} className="panel">
        <div className="panel-head">
          <h2 id={LIST_HEADING} tabIndex={-1}>
            Endpoints
          </h2>
          {list && endpointQuota !== undefined && (
            <span className="hint">
              {list.length} of {endpointQuota}
            </span>
          )}
          {!creating && list && (
            <button
              type="button"
              id="new-endpoint"
              onClick={() => setCreating(true)}
              disabled={full}
              title={full ? `The quota of ${endpointQuota} endpoints is reached` : undefined}
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
          {(found) => <EndpointTable companyId={companyId} endpoints={found.data} />}
        </ResourceView>
      </section>
    </>
  );
}

function EndpointTable({ companyId, endpoints }: { companyId: string; endpoints: WebhookEndpoint[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table endpoints-table">
        <caption className="visually-hidden">Webhook endpoints</caption>
        <thead>
          <tr>
            <th scope="col">Endpoint</th>
            <th scope="col">State</th>
            <th scope="col">Events</th>
            <th scope="col">Attempts</th>
            <th scope="col">Last delivery</th>
            <th scope="col">
              <span className="visually-hidden">Delivery log</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {endpoints.map((endpoint) => {
            const href = `/companies/${companyId}/webhooks/${endpoint.id}`;
            return (
              <tr key={endpoint.id}>
                <th scope="row">
                  <Link href={href} className="mono break" id={`endpoint-${endpoint.id}`}>
                    {endpoint.url}
                  </Link>
                  {endpoint.description && <span className="hint row-note break">{endpoint.description}</span>}
                </th>
                <td>
                  <EndpointBadges endpoint={endpoint} />
                </td>
                <td title={endpoint.events.join(', ')}>
                  {endpoint.events.length === 1 ? <span className="mono">{endpoint.events[0]}</span> : `${endpoint.events.length} types`}
                </td>
                <td>
                  {endpoint.stats.successful_deliveries.toLocaleString()} succeeded · {endpoint.stats.failed_deliveries.toLocaleString()}{' '}
                  failed
                </td>
                <td>
                  <Time value={endpoint.stats.last_delivery_at} />
                </td>
                <td>
                  <Link href={`${href}/deliveries`} aria-label={`Deliveries of ${endpoint.url}`}>
                    Deliveries
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

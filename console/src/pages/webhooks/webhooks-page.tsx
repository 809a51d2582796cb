// A company's webhook endpoints: status, events and delivery stats; create
// (the signing secret shown once), and each endpoint's card (endpoint-card.tsx)
// with a link to its delivery log. The count beside the list is read against
// the quota the API states (api-limits.ts).
//
// What the company's plan allows is the API's to say: the page shows what
// the API answers (a refused list, a refused change) with its message, rather
// than deciding from the plan itself.
import { useState } from 'react';
import { useApiLimits } from '../../api-limits.ts';
import { api, call, useResource, type Company, type CreatedWebhookEndpoint } from '../../api.ts';
import { CompanyPage } from '../../components/company-page.tsx';
import { EmptyState, ResourceView } from '../../components/resource-view.tsx';
import { WebhooksRefused } from '../../components/webhooks-refused.tsx';
import { focusAfterRender } from '../../focus.ts';
import { EndpointCard, LIST_HEADING } from './endpoint-card.tsx';
import { EndpointForm } from './endpoint-form.tsx';
import { SigningSecretOnce } from './signing-secret-once.tsx';

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

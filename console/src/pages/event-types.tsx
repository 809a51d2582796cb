// The event catalog as a page (GET /v3/event_types): each of the ten event
// types with what it means, its payload's fields (and the JSON Schema
// itself), and an example payload, with a button that sends that example as a
// test event to an endpoint of the company chosen at the top of the page.
import { useId, useState } from 'react';
import { api, call, useResource, type Company, type EventType, type WebhookEndpoint } from '../api.ts';
import { CompanyPage } from '../components/company-page.tsx';
import { ErrorNotice, Loading } from '../components/resource-view.tsx';
import { SchemaFields } from '../components/schema-fields.tsx';
import { ExampleSender } from '../components/test-event.tsx';
import { Link } from '../router.tsx';

/** A description as the schemas write it: `code` between backticks. */
function withCode(text: string) {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

export function EventTypesPage({ companyId }: { companyId: string }) {
  return (
    <CompanyPage companyId={companyId} section="Event types">
      {(company) => <Catalog company={company} />}
    </CompanyPage>
  );
}

function Catalog({ company }: { company: Company }) {
  const catalog = useResource(() => call(api.GET('/v3/event_types')), 'event types');
  const endpoints = useResource(
    () => call(api.GET('/v3/company/{company_id}/webhook_endpoints', { params: { path: { company_id: company._id } } })),
    `endpoints ${company._id}`,
  );
  const [chosen, setChosen] = useState<string>();
  const selectId = useId();
  const list = endpoints.data?.data ?? [];
  const target: WebhookEndpoint | undefined = list.find((e) => e.id === chosen) ?? list[0];

  return (
    <>
      <section className="panel" aria-labelledby="catalog-intro">
        <h2 id="catalog-intro">What your endpoints receive</h2>
        <p>
          Each event is a signed HTTPS <code>POST</code> of its payload as JSON. The same list, for programs:{' '}
          <a href="/v3/event_types">/v3/event_types</a> and the AsyncAPI document <a href="/v3/asyncapi.json">/v3/asyncapi.json</a>.
        </p>
        {endpoints.error ? (
          <p className="hint">Test events can't be sent from here: {endpoints.error.message}</p>
        ) : list.length === 0 ? (
          <p className="hint">
            To send an example as a test event, first <Link href={`/companies/${company._id}/webhooks`}>create a webhook endpoint</Link>.
          </p>
        ) : (
          <div className="field">
            <label htmlFor={selectId}>Send test events to</label>
            <select id={selectId} value={target?.id ?? ''} onChange={(e) => setChosen(e.target.value)}>
              {list.map((endpoint) => (
                <option key={endpoint.id} value={endpoint.id}>
                  {endpoint.url}
                  {endpoint.description ? ` (${endpoint.description})` : ''}
                </option>
              ))}
            </select>
          </div>
        )}
        {catalog.data && (
          <nav aria-label="Event types">
            <ul className="type-index">
              {catalog.data.data.map((entry) => (
                <li key={entry.type}>
                  <a href={`#${entry.type}`} className="mono">
                    {entry.type}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </section>

      {catalog.error ? (
        <ErrorNotice error={catalog.error} onRetry={catalog.reload} />
      ) : !catalog.data ? (
        <Loading what="the event types" />
      ) : (
        catalog.data.data.map((entry) => (
          <section key={entry.type} id={entry.type} className="panel event-type" aria-labelledby={`${entry.type}-title`}>
            <h2 id={`${entry.type}-title`}>
              <code>{entry.type}</code>
            </h2>
            <p>{withCode(entry.description)}</p>
            <SchemaFields schema={entry.schema} caption={`Fields of a ${entry.type} payload`} />
            <details>
              <summary>JSON Schema of {entry.type}</summary>
              <pre className="code-block" tabIndex={0}>
                {JSON.stringify(entry.schema, null, 2)}
              </pre>
            </details>
            <h3>Example</h3>
            <pre className="code-block" tabIndex={0} aria-label={`Example ${entry.type} payload`}>
              {JSON.stringify(entry.example, null, 2)}
            </pre>
            <ExampleSender companyId={company._id} endpoint={target} eventType={entry.type as EventType} />
          </section>
        ))
      )}
    </>
  );
}

// One webhook endpoint, at an address of its own, with its tabs: Overview
// (state, delivery health, the latest deliveries), Deliveries (the whole log,
// and each delivery at an address of its own), Settings (edit, pause and
// resume, rotate the secret, delete) and Testing (test events, the receiver
// check). Each tab is an address, so the browser's history, reloads and
// bookmarks keep the tab. On the Overview the endpoint itself looks again on
// its own too (its state, its counts), as its health and latest deliveries do.
import type { ReactNode } from 'react';
import { api, call, useResource, type Company, type WebhookEndpoint } from '../../api.ts';
import { CompanyPage } from '../../components/company-page.tsx';
import { EndpointBadges } from '../../components/endpoint-badges.tsx';
import { ErrorNotice, Loading } from '../../components/resource-view.tsx';
import { WebhooksRefused } from '../../components/webhooks-refused.tsx';
import { Link, useLocation } from '../../router.tsx';
import { usePollWhile } from '../../use-poll.ts';
import { DeliveriesTab } from './deliveries-tab.tsx';
import { DeliveryPage } from './delivery-page.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { TestingTab } from './testing-tab.tsx';

export type EndpointTab = 'overview' | 'deliveries' | 'settings' | 'testing';

const TABS: Array<[EndpointTab, string]> = [
  ['overview', 'Overview'],
  ['deliveries', 'Deliveries'],
  ['settings', 'Settings'],
  ['testing', 'Testing'],
];

export function EndpointPage(props: { companyId: string; endpointId: string; tab: EndpointTab; deliveryId?: string }) {
  const { companyId, endpointId, tab, deliveryId } = props;
  const path = { company_id: companyId, endpoint_id: endpointId };
  const endpoint = useResource(
    () => call(api.GET('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}', { params: { path } })),
    `endpoint ${endpointId}`,
  );
  // Only on the Overview: elsewhere a form may be open on what it shows.
  usePollWhile(tab === 'overview' && !deliveryId && endpoint.data !== undefined, endpoint.reload, JSON.stringify(endpoint.data ?? null));
  const webhooks = `/companies/${companyId}/webhooks`;
  const label = TABS.find(([name]) => name === tab)![1];
  const shown = deliveryId ? `Delivery #${deliveryId}` : label;
  const url = endpoint.data?.url;
  return (
    <CompanyPage
      companyId={companyId}
      section="Webhook endpoint"
      crumbs={[{ href: webhooks, label: 'Webhooks' }]}
      title={url ? `${shown} · ${url}` : shown}
    >
      {(company) =>
        endpoint.error?.type === 'proPlanRequired' ? (
          <WebhooksRefused company={company} error={endpoint.error} />
        ) : endpoint.error ? (
          <ErrorNotice error={endpoint.error} onRetry={endpoint.reload} />
        ) : !endpoint.data ? (
          <Loading what="the endpoint" />
        ) : (
          <EndpointFrame endpoint={endpoint.data} base={`${webhooks}/${endpointId}`} tab={tab}>
            <TabContent {...props} company={company} endpoint={endpoint.data} onChanged={endpoint.reload} />
          </EndpointFrame>
        )
      }
    </CompanyPage>
  );
}

function EndpointFrame({
  endpoint,
  base,
  tab,
  children,
}: {
  endpoint: WebhookEndpoint;
  base: string;
  tab: EndpointTab;
  children: ReactNode;
}) {
  const { path } = useLocation();
  return (
    <>
      <div className="endpoint-head">
        <h2 className="mono break" id={`endpoint-${endpoint.id}`} tabIndex={-1}>
          {endpoint.url}
        </h2>
        <EndpointBadges endpoint={endpoint} />
      </div>
      {endpoint.description && <p className="break">{endpoint.description}</p>}
      <nav className="tabs tabs-sub" aria-label="Endpoint">
        {TABS.map(([name, label]) => {
          const href = name === 'overview' ? base : `${base}/${name}`;
          const current = path === href ? 'page' : name === tab ? 'location' : undefined;
          return (
            <Link key={name} href={href} aria-current={current}>
              {label}
            </Link>
          );
        })}
      </nav>
      {children}
    </>
  );
}

function TabContent(props: {
  companyId: string;
  tab: EndpointTab;
  deliveryId?: string;
  company: Company;
  endpoint: WebhookEndpoint;
  onChanged: () => void;
}) {
  const { company, endpoint, onChanged } = props;
  const logHref = `/companies/${company._id}/webhooks/${endpoint.id}/deliveries`;
  const path = { company_id: company._id, endpoint_id: endpoint.id };
  switch (props.tab) {
    case 'overview':
      return <OverviewTab company={company} endpoint={endpoint} logHref={logHref} />;
    case 'deliveries':
      return props.deliveryId ? (
        <DeliveryPage key={props.deliveryId} path={path} deliveryId={props.deliveryId} logHref={logHref} />
      ) : (
        <DeliveriesTab company={company} endpoint={endpoint} onChanged={onChanged} />
      );
    case 'settings':
      return <SettingsTab company={company} endpoint={endpoint} onChanged={onChanged} />;
    case 'testing':
      return <TestingTab company={company} endpoint={endpoint} logHref={logHref} />;
  }
}

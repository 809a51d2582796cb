// The caller's companies, each with its webhooks and recruiting data; and
// the header every page of one company shares.
import type { ReactNode } from 'react';
import { api, call, useResource, type Company } from '../api.ts';
import { useCompany } from '../app.tsx';
import { Link, useLocation } from '../router.tsx';
import { EmptyState, PageHeading, ResourceView } from '../ui.tsx';

export function CompaniesPage() {
  const companies = useResource(() => call(api.GET('/v3/companies')), 'companies');
  return (
    <>
      <PageHeading title="Companies">Companies</PageHeading>
      <ResourceView
        resource={companies}
        what="your companies"
        empty={
          <EmptyState title="You are not a member of any company yet.">
            <p>
              An administrator adds members with <code>bin/recruiting-api member add</code>.
            </p>
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="cards">
            {list.map((company) => (
              <li key={company._id} className="card">
                <h2>{company.name}</h2>
                <p className="meta">
                  <PlanBadge plan={company.plan} /> <span className="mono">{company._id}</span>
                </p>
                <p className="actions">
                  <Link href={`/companies/${company._id}/webhooks`} className="button-link">
                    Webhooks
                  </Link>
                  <Link href={`/companies/${company._id}/recruiting`} className="button-link">
                    Recruiting
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </>
  );
}

export function PlanBadge({ plan }: { plan: Company['plan'] }) {
  return <span className={`badge badge-${plan}`}>{plan === 'pro' ? 'Pro plan' : 'Free plan'}</span>;
}

/** A step of the breadcrumb below the company: a page between it and this one. */
export interface Crumb {
  href: string;
  label: string;
}

/**
 * The heading of a company's pages, with the tabs between them; `children`
 * is the page. A page below a tab (a position, a delivery log) names the
 * steps between in `crumbs`.
 */
export function CompanyPage({
  companyId,
  section,
  crumbs = [],
  children,
}: {
  companyId: string;
  section: string;
  crumbs?: Crumb[];
  children: (company: Company) => ReactNode;
}) {
  const company = useCompany(companyId);
  const { path } = useLocation();
  if (!company) {
    return (
      <>
        <PageHeading title="Company not found">Company not found</PageHeading>
        <p>
          You are not a member of this company, or it does not exist. <Link href="/companies">Back to your companies</Link>.
        </p>
      </>
    );
  }
  const tab = (name: string, label: string) => {
    const href = `/companies/${companyId}/${name}`;
    return (
      <Link href={href} aria-current={path === href ? 'page' : path.startsWith(`${href}/`) ? 'location' : undefined}>
        {label}
      </Link>
    );
  };
  return (
    <>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <Link href="/companies">Companies</Link> / {company.name}
        {crumbs.map((crumb) => (
          <span key={crumb.href}>
            {' / '}
            <Link href={crumb.href} className="break">
              {crumb.label}
            </Link>
          </span>
        ))}
      </nav>
      <PageHeading title={`${section} · ${company.name}`}>
        {section} <span className="subtle">· {company.name}</span>
      </PageHeading>
      <nav className="tabs" aria-label={`${company.name} sections`}>
        {tab('webhooks', 'Webhooks')}
        {tab('recruiting', 'Recruiting')}
      </nav>
      {children(company)}
    </>
  );
}

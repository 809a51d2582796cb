// The frame of a company's pages: the breadcrumb, the heading with the
// company's name, and the tabs between its sections (Webhooks, Recruiting,
// Event types).
import type { ReactNode } from 'react';
import type { Company } from '../api.ts';
import { Link, useLocation } from '../router.tsx';
import { useCompany } from '../user-context.tsx';
import { PageHeading } from './page-heading.tsx';

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
  title,
  children,
}: {
  companyId: string;
  section: string;
  crumbs?: Crumb[];
  /** What the browser tab names, when the page shows one thing of the section (a position, a delivery): before the company's name. */
  title?: string;
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
        {/* Names in <bdi>: a right-to-left name keeps its place between the slashes. */}
        <Link href="/companies">Companies</Link> / <bdi>{company.name}</bdi>
        {crumbs.map((crumb) => (
          <span key={crumb.href}>
            {' / '}
            <Link href={crumb.href} className="break">
              <bdi>{crumb.label}</bdi>
            </Link>
          </span>
        ))}
      </nav>
      <PageHeading title={`${title ?? section} · ${company.name}`}>
        {section}{' '}
        <span className="subtle">
          · <bdi>{company.name}</bdi>
        </span>
      </PageHeading>
      <nav className="tabs" aria-label={`${company.name} sections`}>
        {tab('webhooks', 'Webhooks')}
        {tab('recruiting', 'Recruiting')}
        {tab('event-types', 'Event types')}
      </nav>
      {children(company)}
    </>
  );
}

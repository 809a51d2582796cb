// The caller's companies, each with its plan, its ids (the friendly id is
// what the original service's clients show and key on) and the way to its
// webhooks and recruiting data.
import { api, call, useResource } from '../api.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { PlanBadge } from '../components/plan-badge.tsx';
import { EmptyState, ResourceView } from '../components/resource-view.tsx';
import { Link } from '../router.tsx';

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
                <p className="meta">
                  Friendly id <span className="mono">{company.friendly_id}</span>
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

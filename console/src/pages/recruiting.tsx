// A company's positions: the list and a form to open a new one, and the
// company's departments, custom fields and categories beside them. Each
// position's own page (position.tsx) has its candidates and their notes.
import { useState } from 'react';
import { api, call, useResource } from '../api.ts';
import { CompanyLists } from '../components/company-lists.tsx';
import { CompanyPage } from '../components/company-page.tsx';
import { PositionForm } from '../components/position-form.tsx';
import { PositionStateBadge } from '../components/position-state-badge.tsx';
import { EmptyState, ResourceView } from '../components/resource-view.tsx';
import { Time } from '../components/time.tsx';
import { focusAfterRender, focusResult, linkTo } from '../focus.ts';
import { Link } from '../router.tsx';
import { useUser } from '../user-context.tsx';

/** What changes when a position is added, edited or deleted: when the company's lists may have changed. */
function listVersion(positions: Array<{ updated_date: string }> | undefined): string {
  if (!positions) return '';
  return `${positions.length} ${positions.reduce((latest, p) => (p.updated_date > latest ? p.updated_date : latest), '')}`;
}

export function RecruitingPage({ companyId }: { companyId: string }) {
  const path = { company_id: companyId };
  const positions = useResource(() => call(api.GET('/v3/company/{company_id}/positions', { params: { path } })), `positions ${companyId}`);
  const [creating, setCreating] = useState(false);
  // A partner reads positions but opens none (src/hooks/partner-access.ts).
  const partner = useUser().is_partner;

  return (
    <CompanyPage companyId={companyId} section="Recruiting">
      {() => (
        <>
          <section aria-labelledby="positions-title" className="panel">
            <div className="panel-head">
              <h2 id="positions-title">Positions</h2>
              {!creating && !partner && (
                <button type="button" id="new-position" onClick={() => setCreating(true)}>
                  New position
                </button>
              )}
            </div>
            {creating && (
              <PositionForm
                companyId={companyId}
                onCancel={() => {
                  setCreating(false);
                  focusAfterRender('new-position');
                }}
                onSaved={(position) => {
                  setCreating(false);
                  positions.reload();
                  focusResult(linkTo(`/companies/${companyId}/recruiting/${position._id}`), 'new-position');
                }}
              />
            )}
            <ResourceView
              resource={positions}
              what="positions"
              empty={
                !creating && (
                  <EmptyState title="No positions yet.">
                    <p>Open a position to start adding candidates.</p>
                  </EmptyState>
                )
              }
            >
              {(list) => (
                <ul className="rows" aria-label="Positions">
                  {list.map((position) => (
                    <li key={position._id} className="row">
                      <div className="row-main">
                        <Link href={`/companies/${companyId}/recruiting/${position._id}`}>
                          <strong>
                            <bdi>{position.name}</bdi>
                          </strong>
                        </Link>
                        <span className="hint">
                          {/* Each in <bdi>: two right-to-left values side by side keep their order. */}
                          {[position.department, position.location?.name, position.type?.name]
                            .filter((value): value is string => Boolean(value))
                            .map((value, i) => (
                              <span key={i}>
                                {i > 0 && ' · '}
                                <bdi>{value}</bdi>
                              </span>
                            ))}
                        </span>
                      </div>
                      <div className="row-meta">
                        <PositionStateBadge state={position.state} />
                        <span>
                          Opened <Time value={position.creation_date} />
                        </span>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </ResourceView>
          </section>
          <CompanyLists companyId={companyId} version={listVersion(positions.data)} />
        </>
      )}
    </CompanyPage>
  );
}

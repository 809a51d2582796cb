// The company's lists beside its positions: the departments its positions
// name and the custom fields its candidates use (both follow the data, so
// `version` reloads them when the positions change), its templates and the
// position categories.
import { api, call, useResource } from '../api.ts';
import { useUser } from '../user-context.tsx';
import { EmptyState, ResourceView } from './resource-view.tsx';

export function CompanyLists({ companyId, version }: { companyId: string; version: string }) {
  const path = { company_id: companyId };
  const departments = useResource(
    () => call(api.GET('/v3/company/{company_id}/departments', { params: { path } })),
    `departments ${companyId} ${version}`,
  );
  // A partner may not read these two (src/hooks/partner-access.ts): they are not asked for at all.
  const partner = useUser().is_partner;
  const categories = useResource(
    () => call(api.GET('/v3/company/{company_id}/categories', { params: { path } })),
    `categories ${companyId}`,
  );

  return (
    <section aria-labelledby="company-lists-title" className="panel">
      <div className="panel-head">
        <h2 id="company-lists-title">Departments, custom fields, templates and categories</h2>
      </div>
      <h3>Departments</h3>
      <ResourceView
        resource={departments}
        what="departments"
        empty={<EmptyState title="No departments yet.">{<p>A position's department appears here.</p>}</EmptyState>}
      >
        {(list) => (
          <ul className="rows" aria-label="Departments">
            {list.map((department) => (
              <li key={department._id} className="row">
                <div className="row-main">
                  <strong>{department.name}</strong>
                </div>
                <div className="row-meta">
                  <span>
                    {department.position_count} position{department.position_count === 1 ? '' : 's'}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
      {partner ? (
        <p className="hint">Candidate custom fields and templates are the company's own members' to read, not a partner's.</p>
      ) : (
        <MembersLists companyId={companyId} version={version} />
      )}
      <h3>Position categories</h3>
      <ResourceView resource={categories} what="categories">
        {(list) => <p className="hint">{list.map((category) => category.name).join(' · ')}</p>}
      </ResourceView>
    </section>
  );
}

/** The candidate custom fields and the templates: the company's members' alone. */
function MembersLists({ companyId, version }: { companyId: string; version: string }) {
  const path = { company_id: companyId };
  const fields = useResource(
    () => call(api.GET('/v3/company/{company_id}/custom-fields/candidate', { params: { path } })),
    `custom fields ${companyId} ${version}`,
  );
  const templates = useResource(() => call(api.GET('/v3/company/{company_id}/templates', { params: { path } })), `templates ${companyId}`);
  return (
    <>
      <h3>Candidate custom fields</h3>
      <ResourceView
        resource={fields}
        what="custom fields"
        empty={<EmptyState title="No custom fields yet.">{<p>A custom attribute set on a candidate appears here.</p>}</EmptyState>}
      >
        {(list) => (
          <ul className="rows" aria-label="Candidate custom fields">
            {list.map((field) => (
              <li key={field._id} className="row">
                <div className="row-main">
                  <strong>{field.name}</strong>
                  {field.secure && <span className="hint">secure</span>}
                </div>
                <div className="row-meta">
                  <span>
                    {field.usage_count} candidate{field.usage_count === 1 ? '' : 's'}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
      <h3>Templates</h3>
      <ResourceView
        resource={templates}
        what="templates"
        empty={
          <EmptyState title="No templates yet.">{<p>Email and questionnaire templates added through the API appear here.</p>}</EmptyState>
        }
      >
        {(list) => (
          <ul className="rows" aria-label="Templates">
            {list.map((template) => (
              <li key={template._id} className="row">
                <div className="row-main">
                  <strong>{template.name}</strong>
                  <span className="hint">
                    {template.type === 'email'
                      ? `Email: ${template.subject ?? ''}`
                      : `Questionnaire: ${template.questions?.length ?? 0} question${template.questions?.length === 1 ? '' : 's'}`}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </>
  );
}

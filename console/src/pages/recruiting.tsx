// A company's positions: the list and a form to open a new one. Each
// position's own page (position.tsx) has its candidates and their notes.
import { useId, useState, type FormEvent } from 'react';
import { api, call, useResource, type Position } from '../api.ts';
import { Link } from '../router.tsx';
import { EmptyState, focusAfterRender, FormActions, ResourceView, Time, useAction } from '../ui.tsx';
import { CompanyPage } from './companies.tsx';

export function RecruitingPage({ companyId }: { companyId: string }) {
  const path = { company_id: companyId };
  const positions = useResource(() => call(api.GET('/v3/company/{company_id}/positions', { params: { path } })), `positions ${companyId}`);
  const [creating, setCreating] = useState(false);

  return (
    <CompanyPage companyId={companyId} section="Recruiting">
      {() => (
        <section aria-labelledby="positions-title" className="panel">
          <div className="panel-head">
            <h2 id="positions-title">Positions</h2>
            {!creating && (
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
              onSaved={() => {
                setCreating(false);
                positions.reload();
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
                        <strong>{position.name}</strong>
                      </Link>
                      <span className="hint">{[position.department, position.location, position.type].filter(Boolean).join(' · ')}</span>
                    </div>
                    <div className="row-meta">
                      <StateBadge state={position.state} />
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
      )}
    </CompanyPage>
  );
}

export function StateBadge({ state }: { state: Position['state'] }) {
  return <span className={`badge badge-state-${state}`}>{state}</span>;
}

const OPTIONAL_FIELDS = [
  ['department', 'Department'],
  ['location', 'Location'],
  ['type', 'Type (e.g. full-time)'],
] as const;

/** Create (no `position`) or edit form: name, description and the optional details. */
export function PositionForm(props: {
  companyId: string;
  position?: Position;
  onCancel: () => void;
  onSaved: (position: Position) => void;
}) {
  const { position } = props;
  const id = useId();
  const [fields, setFields] = useState({
    name: position?.name ?? '',
    description: position?.description ?? '',
    department: position?.department ?? '',
    location: position?.location ?? '',
    type: position?.type ?? '',
  });
  const action = useAction();
  const set = (name: keyof typeof fields, value: string) => setFields((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Empty optional fields are cleared (null) rather than stored as "".
    const orNull = (value: string) => (value.trim() === '' ? null : value);
    const body = {
      name: fields.name,
      description: orNull(fields.description),
      department: orNull(fields.department),
      location: orNull(fields.location),
      type: orNull(fields.type),
    };
    const saved = await action.run(() =>
      position
        ? call(
            api.PUT('/v3/company/{company_id}/position/{position_id}', {
              params: { path: { company_id: props.companyId, position_id: position._id } },
              body,
            }),
          )
        : call(api.POST('/v3/company/{company_id}/positions', { params: { path: { company_id: props.companyId } }, body })),
    );
    if (saved) props.onSaved(saved);
  };

  return (
    <form onSubmit={submit} className="stacked-form" aria-label={position ? `Edit ${position.name}` : 'New position'}>
      <label htmlFor={`${id}-name`}>Position name</label>
      <input id={`${id}-name`} required maxLength={255} value={fields.name} onChange={(e) => set('name', e.target.value)} autoFocus />
      <label htmlFor={`${id}-description`}>Description (optional)</label>
      <textarea id={`${id}-description`} rows={3} value={fields.description} onChange={(e) => set('description', e.target.value)} />
      <div className="field-row">
        {OPTIONAL_FIELDS.map(([name, label]) => (
          <div className="field" key={name}>
            <label htmlFor={`${id}-${name}`}>{label}</label>
            <input id={`${id}-${name}`} maxLength={255} value={fields[name]} onChange={(e) => set(name, e.target.value)} />
          </div>
        ))}
      </div>
      <FormActions action={action} submit={position ? 'Save changes' : 'Create position'} onCancel={props.onCancel} />
    </form>
  );
}

// Opening a position (the Recruiting page) and editing one (the position's
// page): its name, description and optional details.
import { useId, useState, type FormEvent } from 'react';
import { api, call, type Position } from '../api.ts';
import { useAction } from '../use-action.ts';
import { FormActions } from './form-actions.tsx';

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
    // The API shows both as objects and takes them as text (the name).
    location: position?.location?.name ?? '',
    type: position?.type?.name ?? '',
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

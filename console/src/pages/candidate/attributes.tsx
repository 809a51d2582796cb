// The candidate's custom attributes (name and value pairs) and a form to add
// one or change the value of one of the same name.
import { useId, useState, type FormEvent } from 'react';
import { api, call } from '../../api.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { useAction } from '../../use-action.ts';
import type { CandidatePath } from './candidate-path.ts';

type Attribute = { name: string; value: string; secure: boolean };

export function Attributes(props: { path: CandidatePath; candidateName: string; attributes?: Attribute[]; onChanged: () => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await action.run(() =>
      call(
        api.PUT('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/custom-attribute', {
          params: { path: props.path },
          body: { name, value },
        }),
      ),
    );
    if (saved) {
      setName('');
      setValue('');
      props.onChanged();
    }
  };
  const attributes = props.attributes ?? [];
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <div className="panel-head">
        <h2 id={`${id}-title`}>Custom attributes</h2>
      </div>
      {attributes.length === 0 ? (
        <p className="hint">No custom attributes.</p>
      ) : (
        <dl className="details" aria-label={`Custom attributes of ${props.candidateName}`}>
          {attributes.map((attribute) => (
            <div key={attribute.name} className="header-pair">
              <dt>{attribute.name}</dt>
              <dd className="prewrap">{attribute.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <form onSubmit={submit} className="stacked-form" aria-label="Set a custom attribute">
        <label htmlFor={`${id}-name`}>Attribute name</label>
        <input id={`${id}-name`} required maxLength={255} value={name} onChange={(e) => setName(e.target.value)} />
        <label htmlFor={`${id}-value`}>Attribute value</label>
        <input id={`${id}-value`} maxLength={10000} value={value} onChange={(e) => setValue(e.target.value)} />
        <FormActions action={action} submit="Set attribute" />
      </form>
    </section>
  );
}

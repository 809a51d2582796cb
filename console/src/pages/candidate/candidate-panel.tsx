// The candidate: details (edit), stage (move) and delete
// (candidateStatusUpdated, candidateDeleted).
import { useId, useState, type FormEvent } from 'react';
import { api, call, type Candidate, type Pipelines, type Position } from '../../api.ts';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { StageForm } from '../../components/stage-form.tsx';
import { Time } from '../../components/time.tsx';
import { navigate } from '../../router.tsx';
import { useAction } from '../../use-action.ts';
import type { CandidatePath } from './candidate-path.ts';

export function CandidatePanel(props: {
  path: CandidatePath;
  candidate: Candidate;
  position: Position;
  pipelines: Pipelines;
  onChanged: () => void;
}) {
  const { candidate, path } = props;
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <section className="panel" aria-labelledby="candidate-title">
      <div className="panel-head">
        <h2 id="candidate-title" tabIndex={-1}>
          <bdi>{candidate.name}</bdi>
        </h2>
        <span className="badge">
          <bdi>{candidate.stage.name}</bdi>
        </span>
      </div>
      {editing ? (
        <CandidateEditForm
          path={path}
          candidate={candidate}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            props.onChanged();
          }}
        />
      ) : (
        <>
          <dl className="details">
            <dt>Position</dt>
            <dd>{props.position.name}</dd>
            <dt>Email</dt>
            <dd>{candidate.email_address ?? 'none'}</dd>
            <dt>Phone</dt>
            <dd>{candidate.phone_number ?? 'none'}</dd>
            {candidate.summary && (
              <>
                <dt>Summary</dt>
                <dd className="prewrap">{candidate.summary}</dd>
              </>
            )}
            {candidate.tags.length > 0 && (
              <>
                <dt>Tags</dt>
                <dd>
                  {candidate.tags.map((tag, i) => (
                    <span key={tag}>
                      {i > 0 && ', '}
                      <bdi>{tag}</bdi>
                    </span>
                  ))}
                </dd>
              </>
            )}
            <dt>Added</dt>
            <dd>
              <Time value={candidate.creation_date} />
              {candidate.origin && ` (${candidate.origin})`}
            </dd>
          </dl>
          <StageForm
            path={path}
            candidate={candidate}
            stages={props.pipelines[props.position.pipeline]?.stages ?? []}
            onMoved={props.onChanged}
          />
          <div className="actions">
            <button type="button" className="button-secondary" onClick={() => setEditing(true)}>
              Edit candidate
            </button>
            <button type="button" className="button-danger" onClick={() => setDeleting(true)}>
              Delete candidate
            </button>
          </div>
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete candidate “${candidate.name}”?`}
          confirmLabel="Delete candidate"
          busyLabel="Deleting…"
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await call(api.DELETE('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}', { params: { path } }));
            navigate(`/companies/${path.company_id}/recruiting/${path.position_id}`);
          }}
        >
          <p>The candidate is deleted with their notes, messages, background checks and questionnaires. This can't be undone.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** Moving a candidate to another stage of the position's pipeline (candidateStatusUpdated). */

function CandidateEditForm(props: { path: CandidatePath; candidate: Candidate; onCancel: () => void; onSaved: () => void }) {
  const { candidate } = props;
  const id = useId();
  const [fields, setFields] = useState({
    name: candidate.name,
    email_address: candidate.email_address ?? '',
    phone_number: candidate.phone_number ?? '',
    summary: candidate.summary ?? '',
  });
  const action = useAction();
  const set = (name: keyof typeof fields, value: string) => setFields((current) => ({ ...current, [name]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Empty optional fields are cleared (null) rather than stored as "".
    const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
    const body = {
      name: fields.name,
      email_address: orNull(fields.email_address),
      phone_number: orNull(fields.phone_number),
      summary: orNull(fields.summary),
    };
    const saved = await action.run(() =>
      call(api.PUT('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}', { params: { path: props.path }, body })),
    );
    if (saved) props.onSaved();
  };
  return (
    <form onSubmit={submit} className="stacked-form" aria-label={`Edit ${candidate.name}`}>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-name`}>Candidate name</label>
          <input id={`${id}-name`} required maxLength={255} value={fields.name} onChange={(e) => set('name', e.target.value)} autoFocus />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email (optional)</label>
          <input
            id={`${id}-email`}
            type="email"
            maxLength={320}
            value={fields.email_address}
            onChange={(e) => set('email_address', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-phone`}>Phone (optional)</label>
          <input
            id={`${id}-phone`}
            type="tel"
            maxLength={255}
            value={fields.phone_number}
            onChange={(e) => set('phone_number', e.target.value)}
          />
        </div>
      </div>
      <label htmlFor={`${id}-summary`}>Summary (optional)</label>
      <textarea id={`${id}-summary`} rows={3} value={fields.summary} onChange={(e) => set('summary', e.target.value)} />
      <FormActions action={action} submit="Save candidate" onCancel={props.onCancel} />
    </form>
  );
}

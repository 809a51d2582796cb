// One position: its details and state (edit, change, delete) and its
// candidates (add, move to another stage); each candidate's own page
// (pages/candidate/) has the rest. Together with the Recruiting page and the
// candidate's page, every event type can be caused from the console.
import { useId, useState, type FormEvent } from 'react';
import { api, call, POSITION_STATES, useResource, type Candidate, type Pipelines, type Position } from '../api.ts';
import { CompanyPage } from '../components/company-page.tsx';
import { ConfirmDialog } from '../components/dialog.tsx';
import { FormActions } from '../components/form-actions.tsx';
import { PositionForm } from '../components/position-form.tsx';
import { PositionStateBadge } from '../components/position-state-badge.tsx';
import { EmptyState, ErrorNotice, Loading, ResourceView } from '../components/resource-view.tsx';
import { ResumeCandidateForm } from '../components/resume-candidate-form.tsx';
import { StageForm } from '../components/stage-form.tsx';
import { Time } from '../components/time.tsx';
import { focusAfterRender, focusResult, linkTo } from '../focus.ts';
import { Link, navigate } from '../router.tsx';
import { useUser } from '../user-context.tsx';
import { useAction } from '../use-action.ts';

export function PositionPage({ companyId, positionId }: { companyId: string; positionId: string }) {
  const path = { company_id: companyId, position_id: positionId };
  const position = useResource(
    () => call(api.GET('/v3/company/{company_id}/position/{position_id}', { params: { path } })),
    `position ${positionId}`,
  );
  const pipelines = useResource(
    () => call(api.GET('/v3/company/{company_id}/pipelines', { params: { path: { company_id: companyId } } })),
    `pipelines ${companyId}`,
  );

  return (
    <CompanyPage
      companyId={companyId}
      section="Position"
      crumbs={[{ href: `/companies/${companyId}/recruiting`, label: 'Recruiting' }]}
      title={position.data?.name}
    >
      {() =>
        position.error ? (
          <ErrorNotice error={position.error} onRetry={position.reload} />
        ) : !position.data || !pipelines.data ? (
          pipelines.error ? (
            <ErrorNotice error={pipelines.error} onRetry={pipelines.reload} />
          ) : (
            <Loading what="the position" />
          )
        ) : (
          <>
            <PositionPanel companyId={companyId} position={position.data} onChanged={position.reload} />
            <Candidates companyId={companyId} position={position.data} pipelines={pipelines.data} />
          </>
        )
      }
    </CompanyPage>
  );
}

function PositionPanel({ companyId, position, onChanged }: { companyId: string; position: Position; onChanged: () => void }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [state, setState] = useState(position.state);
  const action = useAction();
  const path = { company_id: companyId, position_id: position._id };
  // A partner reads positions but changes none (src/hooks/partner-access.ts): no forms it would be refused.
  const partner = useUser().is_partner;

  const changeState = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      await call(api.PUT('/v3/company/{company_id}/position/{position_id}/state', { params: { path }, body: { state } }));
      onChanged();
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="panel">
      <div className="panel-head">
        <h2 id={`${id}-title`}>{position.name}</h2>
        <PositionStateBadge state={position.state} />
      </div>
      {editing ? (
        <PositionForm
          companyId={companyId}
          position={position}
          onCancel={() => {
            setEditing(false);
            focusAfterRender('edit-position');
          }}
          onSaved={() => {
            setEditing(false);
            onChanged();
            focusAfterRender('edit-position');
          }}
        />
      ) : (
        <>
          {position.description && <p className="prewrap">{position.description}</p>}
          <p className="hint">
            {[position.department, position.location?.name, position.type?.name].filter(Boolean).join(' · ') ||
              'No department, location or type given'}{' '}
            · opened <Time value={position.creation_date} />
          </p>
          {!partner && (
            <>
              <form onSubmit={changeState} className="inline-form">
                <div className="field">
                  <label htmlFor={`${id}-state`}>State</label>
                  <select id={`${id}-state`} value={state} onChange={(e) => setState(e.target.value as Position['state'])}>
                    {POSITION_STATES.map((value) => (
                      <option key={value} value={value}>
                        {value}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" className="button-secondary" disabled={action.busy || state === position.state}>
                  Change state
                </button>
              </form>
              {action.error && <ErrorNotice error={action.error} />}
              <div className="actions">
                <button type="button" id="edit-position" className="button-secondary" onClick={() => setEditing(true)}>
                  Edit position
                </button>
                <button type="button" className="button-danger" onClick={() => setDeleting(true)}>
                  Delete position
                </button>
              </div>
            </>
          )}
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete “${position.name}”?`}
          confirmLabel="Delete position"
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await call(api.DELETE('/v3/company/{company_id}/position/{position_id}', { params: { path } }));
            navigate(`/companies/${companyId}/recruiting`);
          }}
        >
          <p>The position is deleted with all its candidates and their notes. This can't be undone.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function Candidates({ companyId, position, pipelines }: { companyId: string; position: Position; pipelines: Pipelines }) {
  const path = { company_id: companyId, position_id: position._id };
  const candidates = useResource(
    () => call(api.GET('/v3/company/{company_id}/position/{position_id}/candidates', { params: { path } })),
    `candidates ${position._id}`,
  );
  const [adding, setAdding] = useState<false | 'form' | 'resume'>(false);
  const stages = pipelines[position.pipeline]?.stages ?? [];
  // A partner reads the candidates list, but neither a candidate's own page nor any change (src/hooks/partner-access.ts).
  const partner = useUser().is_partner;

  return (
    <section aria-labelledby="candidates-title" className="panel">
      <div className="panel-head">
        <h2 id="candidates-title">Candidates</h2>
        {!adding && !partner && (
          <div className="actions">
            <button type="button" id="add-candidate" onClick={() => setAdding('form')}>
              Add candidate
            </button>
            <button type="button" id="add-from-resume" className="button-secondary" onClick={() => setAdding('resume')}>
              Add from resume
            </button>
          </div>
        )}
      </div>
      {adding === 'resume' && (
        <ResumeCandidateForm
          companyId={companyId}
          positionId={position._id}
          onCancel={() => {
            setAdding(false);
            focusAfterRender('add-from-resume');
          }}
          onSaved={() => {
            setAdding(false);
            candidates.reload();
            focusAfterRender('add-from-resume');
          }}
        />
      )}
      {adding === 'form' && (
        <CandidateForm
          companyId={companyId}
          positionId={position._id}
          onCancel={() => {
            setAdding(false);
            focusAfterRender('add-candidate');
          }}
          onSaved={(candidate) => {
            setAdding(false);
            candidates.reload();
            focusResult(linkTo(candidateHref(companyId, candidate)), 'add-candidate');
          }}
        />
      )}
      <ResourceView resource={candidates} what="candidates" empty={!adding && <EmptyState title="No candidates for this position yet." />}>
        {(list) => (
          <ul className="cards" aria-label="Candidates">
            {list.map((candidate) => (
              <CandidateCard
                key={candidate._id}
                companyId={companyId}
                candidate={candidate}
                stages={stages}
                partner={partner}
                onChanged={candidates.reload}
              />
            ))}
          </ul>
        )}
      </ResourceView>
      {partner && (
        <p className="hint">
          A partner sees the candidates as webhooks carry them: their pages and changes are the company's own members'.
        </p>
      )}
    </section>
  );
}

function candidateHref(companyId: string, candidate: Candidate): string {
  return `/companies/${companyId}/recruiting/${candidate.position_id}/candidates/${candidate._id}`;
}

function CandidateForm(props: { companyId: string; positionId: string; onCancel: () => void; onSaved: (candidate: Candidate) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [summary, setSummary] = useState('');
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { name, ...(email.trim() ? { email_address: email.trim() } : {}), ...(summary.trim() ? { summary } : {}) };
    const path = { company_id: props.companyId, position_id: props.positionId };
    const saved = await action.run(() =>
      call(api.POST('/v3/company/{company_id}/position/{position_id}/candidates', { params: { path }, body })),
    );
    if (saved) props.onSaved(saved);
  };
  return (
    <form onSubmit={submit} className="stacked-form" aria-label="New candidate">
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-name`}>Candidate name</label>
          <input id={`${id}-name`} required maxLength={255} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email (optional)</label>
          <input id={`${id}-email`} type="email" maxLength={320} value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
      </div>
      <label htmlFor={`${id}-summary`}>Summary (optional)</label>
      <textarea id={`${id}-summary`} rows={2} value={summary} onChange={(e) => setSummary(e.target.value)} />
      <FormActions action={action} submit="Add candidate" busy="Adding…" onCancel={props.onCancel} />
    </form>
  );
}

function CandidateCard(props: {
  companyId: string;
  candidate: Candidate;
  stages: Pipelines[string]['stages'];
  partner: boolean;
  onChanged: () => void;
}) {
  const { candidate } = props;
  const path = { company_id: props.companyId, position_id: candidate.position_id, candidate_id: candidate._id };
  return (
    <li className="card">
      <h3>
        {props.partner ? <bdi>{candidate.name}</bdi> : <Link href={candidateHref(props.companyId, candidate)}>{candidate.name}</Link>}
      </h3>
      <p className="hint">
        <bdi>{candidate.email_address ?? 'no email'}</bdi> · stage{' '}
        <strong>
          <bdi>{candidate.stage.name}</bdi>
        </strong>{' '}
        · added <Time value={candidate.creation_date} />
      </p>
      {candidate.summary && <p className="prewrap">{candidate.summary}</p>}
      {!props.partner && <StageForm path={path} candidate={candidate} stages={props.stages} onMoved={props.onChanged} />}
    </li>
  );
}

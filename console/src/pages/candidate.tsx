// One candidate: details (edit), stage (move), delete; the team's notes
// (post, edit, delete); the conversation with the candidate (send a message,
// record a reply); background checks (order, record the provider's updates)
// and answered questionnaires (record one).
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  api,
  BACKGROUND_CHECK_STATUSES,
  call,
  useResource,
  type BackgroundCheck,
  type BackgroundCheckStatus,
  type Candidate,
  type Message,
  type Note,
  type Pipelines,
  type Position,
} from '../api.ts';
import { navigate } from '../router.tsx';
import { ConfirmDialog, ErrorNotice, focusById, FormActions, Loading, ResourceView, Time, useAction } from '../ui.tsx';
import { CompanyPage } from './companies.tsx';

type CandidatePath = { company_id: string; position_id: string; candidate_id: string };

export function CandidatePage({ companyId, positionId, candidateId }: { companyId: string; positionId: string; candidateId: string }) {
  const path = { company_id: companyId, position_id: positionId, candidate_id: candidateId };
  const position = useResource(
    () =>
      call(
        api.GET('/v3/company/{company_id}/position/{position_id}', {
          params: { path: { company_id: companyId, position_id: positionId } },
        }),
      ),
    `position ${positionId}`,
  );
  const candidate = useResource(
    () => call(api.GET('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}', { params: { path } })),
    `candidate ${candidateId}`,
  );
  const pipelines = useResource(
    () => call(api.GET('/v3/company/{company_id}/pipelines', { params: { path: { company_id: companyId } } })),
    `pipelines ${companyId}`,
  );
  const recruiting = `/companies/${companyId}/recruiting`;
  const crumbs = [
    { href: recruiting, label: 'Recruiting' },
    ...(position.data ? [{ href: `${recruiting}/${positionId}`, label: position.data.name }] : []),
  ];
  const failure = candidate.error ?? position.error ?? pipelines.error;

  return (
    <CompanyPage companyId={companyId} section="Candidate" crumbs={crumbs}>
      {() =>
        failure ? (
          <ErrorNotice
            error={failure}
            onRetry={() => {
              candidate.reload();
              position.reload();
              pipelines.reload();
            }}
          />
        ) : !candidate.data || !position.data || !pipelines.data ? (
          <Loading what="the candidate" />
        ) : (
          <>
            <CandidatePanel
              path={path}
              candidate={candidate.data}
              position={position.data}
              pipelines={pipelines.data}
              onChanged={candidate.reload}
            />
            <Notes path={path} candidateName={candidate.data.name} />
            <Conversation path={path} candidate={candidate.data} />
            <BackgroundChecks path={path} />
            <Questionnaires path={path} />
          </>
        )
      }
    </CompanyPage>
  );
}

function CandidatePanel(props: {
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
          {candidate.name}
        </h2>
        <span className="badge">{candidate.stage.name}</span>
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
                <dd>{candidate.tags.join(', ')}</dd>
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
export function StageForm(props: { path: CandidatePath; candidate: Candidate; stages: Pipelines[string]['stages']; onMoved: () => void }) {
  const { candidate } = props;
  const id = useId();
  const [stage, setStage] = useState(candidate.stage.id);
  const action = useAction();
  // Another move (elsewhere, or a reload) changes what "current" is.
  useEffect(() => setStage(candidate.stage.id), [candidate.stage.id]);
  const move = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      await call(
        api.PUT('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/stage', {
          params: { path: props.path },
          body: { stage_id: stage },
        }),
      );
      props.onMoved();
    });
  };
  return (
    <form onSubmit={move} className="inline-form">
      <div className="field">
        <label htmlFor={`${id}-stage`}>Stage of {candidate.name}</label>
        <select id={`${id}-stage`} value={stage} onChange={(e) => setStage(e.target.value)}>
          {props.stages.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button-secondary" disabled={action.busy || stage === candidate.stage.id}>
        Move
      </button>
      {action.error && <ErrorNotice error={action.error} />}
    </form>
  );
}

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

// ---- Notes (companyNotePosted, companyNoteUpdated, companyNoteDeleted) ----

function Notes({ path, candidateName }: { path: CandidatePath; candidateName: string }) {
  const id = useId();
  const notes = useResource(
    () => call(api.GET('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/notes', { params: { path } })),
    `notes ${path.candidate_id}`,
  );
  const [body, setBody] = useState('');
  const action = useAction();
  const post = async (event: FormEvent) => {
    event.preventDefault();
    const posted = await action.run(() =>
      call(
        api.POST('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/notes', { params: { path }, body: { body } }),
      ),
    );
    if (posted) {
      setBody('');
      notes.reload();
    }
  };
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        Notes
      </h2>
      <p className="hint">Team discussion: only your team sees these.</p>
      <ResourceView resource={notes} what="notes" empty={<p className="hint">No notes yet.</p>}>
        {(list) => (
          <ul className="rows" aria-label={`Notes on ${candidateName}`}>
            {list.map((note) => (
              <NoteRow
                key={note._id}
                path={{ ...path, note_id: note._id }}
                note={note}
                onChanged={notes.reload}
                headingId={`${id}-title`}
              />
            ))}
          </ul>
        )}
      </ResourceView>
      <form onSubmit={post} className="stacked-form">
        <label htmlFor={`${id}-note`}>New note on {candidateName}</label>
        <textarea id={`${id}-note`} rows={2} required value={body} onChange={(e) => setBody(e.target.value)} />
        <FormActions action={action} submit="Post note" busy="Posting…" />
      </form>
    </section>
  );
}

function NoteRow({
  path,
  note,
  onChanged,
  headingId,
}: {
  path: CandidatePath & { note_id: string };
  note: Note;
  onChanged: () => void;
  headingId: string;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(note.body);
  const [deleting, setDeleting] = useState(false);
  const action = useAction();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await action.run(() =>
      call(
        api.PUT('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/note/{note_id}', {
          params: { path },
          body: { body },
        }),
      ),
    );
    if (saved) {
      setEditing(false);
      onChanged();
    }
  };
  return (
    <li className="row note">
      {editing ? (
        <form onSubmit={save} className="stacked-form grow">
          <label htmlFor={`${id}-body`}>Edit note</label>
          <textarea id={`${id}-body`} rows={2} required value={body} onChange={(e) => setBody(e.target.value)} autoFocus />
          <FormActions action={action} submit="Save note" onCancel={() => setEditing(false)} />
        </form>
      ) : (
        <>
          <div className="row-main">
            <p className="prewrap">{note.body}</p>
            <span className="hint">
              {note.author.name} · <Time value={note.creation_date} />
            </span>
          </div>
          <div className="actions">
            <button type="button" className="button-secondary" onClick={() => setEditing(true)}>
              Edit note
            </button>
            <button type="button" className="button-danger" onClick={() => setDeleting(true)}>
              Delete note
            </button>
          </div>
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this note?"
          confirmLabel="Delete note"
          busyLabel="Deleting…"
          onClose={() => setDeleting(false)}
          returnFocus={focusById(headingId)}
          onConfirm={async () => {
            await call(
              api.DELETE('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/note/{note_id}', { params: { path } }),
            );
            setDeleting(false);
            onChanged();
          }}
        >
          <p>The note is deleted for the whole team. This can't be undone.</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

// ---- Conversation ----

const MESSAGE_STATUS: Record<NonNullable<Message['delivery_status']>, { label: string; badge: string }> = {
  queued: { label: 'Emailing…', badge: 'badge-warn' },
  sent: { label: 'Emailed', badge: 'badge-ok' },
  failed: { label: 'Email failed', badge: 'badge-delivery-failed' },
  not_sent: { label: 'Stored, not emailed', badge: 'badge-muted' },
};

function Conversation({ path, candidate }: { path: CandidatePath; candidate: Candidate }) {
  const id = useId();
  const messages = useResource(
    () => call(api.GET('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/conversation', { params: { path } })),
    `conversation ${path.candidate_id}`,
  );
  const [direction, setDirection] = useState<'outbound' | 'inbound'>('outbound');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const action = useAction();

  // A message being emailed changes to sent or failed within seconds: look again until none is queued.
  const queued = messages.data?.some((message) => message.delivery_status === 'queued') ?? false;
  useEffect(() => {
    if (!queued) return;
    const timer = setTimeout(messages.reload, 2_000);
    return () => clearTimeout(timer);
  }, [queued, messages.data]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const payload = { body, direction, ...(subject.trim() ? { subject: subject.trim() } : {}) };
    const sent = await action.run(() =>
      call(
        api.POST('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/conversation', {
          params: { path },
          body: payload,
        }),
      ),
    );
    if (sent) {
      setBody('');
      setSubject('');
      messages.reload();
    }
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Conversation</h2>
      <p className="hint">
        Messages with {candidate.name}
        {candidate.email_address ? (
          <>
            {' '}
            at <span className="mono">{candidate.email_address}</span>
          </>
        ) : (
          ' (no email address: messages are stored, and emailed only when the service has a mail server and the candidate an address)'
        )}
        .
      </p>
      <ResourceView resource={messages} what="the conversation" empty={<p className="hint">No messages yet.</p>}>
        {(list) => (
          <ol className="messages" aria-label={`Conversation with ${candidate.name}`}>
            {list.map((message) => (
              <MessageItem key={message._id} message={message} candidateName={candidate.name} />
            ))}
          </ol>
        )}
      </ResourceView>
      <form onSubmit={send} className="stacked-form" aria-label={`Write to ${candidate.name}`}>
        <fieldset>
          <legend>Message</legend>
          <label className="checkbox">
            <input type="radio" name={`${id}-direction`} checked={direction === 'outbound'} onChange={() => setDirection('outbound')} />
            <span>To {candidate.name} (emailed when a mail server is set up)</span>
          </label>
          <label className="checkbox">
            <input type="radio" name={`${id}-direction`} checked={direction === 'inbound'} onChange={() => setDirection('inbound')} />
            <span>A reply from {candidate.name}, received elsewhere (recorded only)</span>
          </label>
        </fieldset>
        <label htmlFor={`${id}-subject`}>Subject (optional)</label>
        <input id={`${id}-subject`} maxLength={255} value={subject} onChange={(e) => setSubject(e.target.value)} />
        <label htmlFor={`${id}-body`}>Message text</label>
        <textarea id={`${id}-body`} rows={3} required value={body} onChange={(e) => setBody(e.target.value)} />
        <FormActions action={action} submit={direction === 'outbound' ? 'Send message' : 'Record reply'} busy="Saving…" />
      </form>
    </section>
  );
}

function MessageItem({ message, candidateName }: { message: Message; candidateName: string }) {
  const outbound = message.direction === 'outbound';
  const status = message.delivery_status ? MESSAGE_STATUS[message.delivery_status] : undefined;
  return (
    <li className={`message message-${message.direction}`}>
      <p className="message-head">
        <strong>{outbound ? `${message.author?.name ?? 'The team'} to ${candidateName}` : `${candidateName} replied`}</strong>
        <Time value={message.creation_date} />
        {status && <span className={`badge ${status.badge}`}>{status.label}</span>}
      </p>
      {message.subject && <p className="message-subject">{message.subject}</p>}
      <p className="prewrap">{message.body}</p>
      {message.delivery_error && <p className="attempt-error break">{message.delivery_error}</p>}
    </li>
  );
}

// ---- Background checks ----

const CHECK_STATUS_LABEL: Record<BackgroundCheckStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  canceled: 'Canceled',
};

function BackgroundChecks({ path }: { path: CandidatePath }) {
  const id = useId();
  const checks = useResource(
    () => call(api.GET('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/background-checks', { params: { path } })),
    `checks ${path.candidate_id}`,
  );
  const [provider, setProvider] = useState('');
  const [pkg, setPkg] = useState('');
  const action = useAction();
  const order = async (event: FormEvent) => {
    event.preventDefault();
    const ordered = await action.run(() =>
      call(
        api.POST('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/background-checks', {
          params: { path },
          body: { provider, package: pkg },
        }),
      ),
    );
    if (ordered) {
      setProvider('');
      setPkg('');
      checks.reload();
    }
  };
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Background checks</h2>
      <ResourceView resource={checks} what="background checks" empty={<p className="hint">No background checks ordered.</p>}>
        {(list) => (
          <ul className="rows" aria-label="Background checks">
            {list.map((check) => (
              <CheckRow key={check._id} path={{ ...path, background_check_id: check._id }} check={check} onChanged={checks.reload} />
            ))}
          </ul>
        )}
      </ResourceView>
      <form onSubmit={order} className="inline-form" aria-label="Order a background check">
        <div className="field">
          <label htmlFor={`${id}-provider`}>Provider</label>
          <input
            id={`${id}-provider`}
            required
            maxLength={255}
            value={provider}
            onChange={(e) => setProvider(e.target.value)}
            placeholder="e.g. Checkr"
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-package`}>Package</label>
          <input
            id={`${id}-package`}
            required
            maxLength={255}
            value={pkg}
            onChange={(e) => setPkg(e.target.value)}
            placeholder="e.g. basic_criminal"
          />
        </div>
        <button type="submit" className="button-secondary" disabled={action.busy}>
          {action.busy ? 'Ordering…' : 'Order check'}
        </button>
        {action.error && <ErrorNotice error={action.error} />}
      </form>
    </section>
  );
}

function CheckRow({
  path,
  check,
  onChanged,
}: {
  path: CandidatePath & { background_check_id: string };
  check: BackgroundCheck;
  onChanged: () => void;
}) {
  const id = useId();
  const final = check.status === 'completed' || check.status === 'canceled';
  const [status, setStatus] = useState<BackgroundCheckStatus>(check.status);
  const [result, setResult] = useState('');
  const action = useAction();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = { status, ...(status === 'completed' ? { result } : {}) };
    const saved = await action.run(() =>
      call(
        api.PUT('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/background-check/{background_check_id}', {
          params: { path },
          body,
        }),
      ),
    );
    if (saved) onChanged();
  };
  return (
    <li className="row">
      <div className="row-main">
        <strong>
          {check.provider} · {check.package}
        </strong>
        <span className="hint">
          {CHECK_STATUS_LABEL[check.status]}
          {check.result && `: ${check.result}`} · updated <Time value={check.updated_date} />
          {check.report_url && (
            <>
              {' '}
              ·{' '}
              <a href={check.report_url} rel="noreferrer noopener" target="_blank">
                report
              </a>
            </>
          )}
        </span>
      </div>
      {!final && (
        <form onSubmit={save} className="inline-form">
          <div className="field">
            <label htmlFor={`${id}-status`}>Status of {check.provider} check</label>
            <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as BackgroundCheckStatus)}>
              {BACKGROUND_CHECK_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {CHECK_STATUS_LABEL[value]}
                </option>
              ))}
            </select>
          </div>
          {status === 'completed' && (
            <div className="field">
              <label htmlFor={`${id}-result`}>Result</label>
              <input
                id={`${id}-result`}
                required
                maxLength={255}
                value={result}
                onChange={(e) => setResult(e.target.value)}
                placeholder="e.g. clear"
              />
            </div>
          )}
          <button type="submit" className="button-secondary" disabled={action.busy || status === check.status}>
            Save status
          </button>
          {action.error && <ErrorNotice error={action.error} />}
        </form>
      )}
    </li>
  );
}

// ---- Questionnaires ----

function Questionnaires({ path }: { path: CandidatePath }) {
  const id = useId();
  const questionnaires = useResource(
    () => call(api.GET('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/questionnaires', { params: { path } })),
    `questionnaires ${path.candidate_id}`,
  );
  const [recording, setRecording] = useState(false);
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <div className="panel-head">
        <h2 id={`${id}-title`}>Questionnaires</h2>
        {!recording && (
          <button type="button" className="button-secondary" onClick={() => setRecording(true)}>
            Record a questionnaire
          </button>
        )}
      </div>
      {recording && (
        <QuestionnaireForm
          path={path}
          onCancel={() => setRecording(false)}
          onSaved={() => {
            setRecording(false);
            questionnaires.reload();
          }}
        />
      )}
      <ResourceView
        resource={questionnaires}
        what="questionnaires"
        empty={!recording && <p className="hint">No questionnaires answered.</p>}
      >
        {(list) => (
          <ul className="rows" aria-label="Questionnaires">
            {list.map((questionnaire) => (
              <li key={questionnaire._id} className="row">
                <div className="row-main">
                  <strong>{questionnaire.name}</strong>
                  <span className="hint">
                    completed <Time value={questionnaire.completed_date} />
                  </span>
                  <dl className="details compact qa">
                    {questionnaire.questions.map((qa, index) => (
                      <div key={index} className="header-pair">
                        <dt>{qa.question}</dt>
                        <dd className="prewrap">{qa.answer || <span className="hint">no answer</span>}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </section>
  );
}

function QuestionnaireForm({ path, onCancel, onSaved }: { path: CandidatePath; onCancel: () => void; onSaved: () => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [questions, setQuestions] = useState([{ question: '', answer: '' }]);
  const action = useAction();
  const change = (index: number, field: 'question' | 'answer', value: string) =>
    setQuestions((current) => current.map((qa, i) => (i === index ? { ...qa, [field]: value } : qa)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await action.run(() =>
      call(
        api.POST('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/questionnaires', {
          params: { path },
          body: { name, questions },
        }),
      ),
    );
    if (saved) onSaved();
  };
  return (
    <form onSubmit={submit} className="stacked-form" aria-label="Record a questionnaire">
      <label htmlFor={`${id}-name`}>Questionnaire name</label>
      <input id={`${id}-name`} required maxLength={255} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
      {questions.map((qa, index) => (
        <fieldset key={index}>
          <legend>Question {index + 1}</legend>
          <label htmlFor={`${id}-q${index}`}>Question</label>
          <input
            id={`${id}-q${index}`}
            required
            maxLength={1000}
            value={qa.question}
            onChange={(e) => change(index, 'question', e.target.value)}
          />
          <label htmlFor={`${id}-a${index}`}>Answer</label>
          <textarea
            id={`${id}-a${index}`}
            rows={2}
            maxLength={10000}
            value={qa.answer}
            onChange={(e) => change(index, 'answer', e.target.value)}
          />
          {questions.length > 1 && (
            <button
              type="button"
              className="button-secondary"
              onClick={() => setQuestions((current) => current.filter((_, i) => i !== index))}
            >
              Remove question {index + 1}
            </button>
          )}
        </fieldset>
      ))}
      <button
        type="button"
        className="button-secondary"
        onClick={() => setQuestions((current) => [...current, { question: '', answer: '' }])}
      >
        Add a question
      </button>
      <FormActions action={action} submit="Save questionnaire" onCancel={onCancel} />
    </form>
  );
}

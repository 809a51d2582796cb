// The candidate's education and work history: the entries, oldest first, each
// removable (after a confirmation), and a form for each to add an entry (or,
// with the same school or company and title, replace it, as the API does).
import { useId, useState, type FormEvent } from 'react';
import { api, call, type Candidate } from '../../api.ts';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { useAction } from '../../use-action.ts';
import type { CandidatePath } from './candidate-path.ts';

type Education = NonNullable<Candidate['education']>[number];
type Job = NonNullable<Candidate['work_history']>[number];
type MonthYear = Job['start_date'];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function monthYear(date: MonthYear): string {
  if (!date) return '';
  return date.month === null ? String(date.year) : `${MONTHS[date.month - 1]} ${date.year}`;
}

/** "2014 – 2018", "Sep 2019 – now", or nothing when no date is known. */
function span(start: string, end: string, current: boolean): string {
  const to = current ? 'now' : end;
  if (!start && !to) return '';
  return `${start || '?'} – ${to || '?'}`;
}

/** An entry's Remove button and its confirmation. */
function RemoveEntry(props: { label: string; remove: () => Promise<unknown>; onRemoved: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <div className="actions">
        <button type="button" className="button-danger" aria-label={`Remove ${props.label}`} onClick={() => setConfirming(true)}>
          Remove
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={`Remove ${props.label}?`}
          confirmLabel="Remove"
          busyLabel="Removing…"
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            await props.remove();
            setConfirming(false);
            props.onRemoved();
          }}
        >
          <p>The entry is removed from the candidate for the whole team.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** A year typed in a form: a number, or null when left empty. */
const yearOf = (text: string) => (text.trim() === '' ? null : Number(text));

export function EducationPanel(props: { path: CandidatePath; candidateName: string; entries?: Education[]; onChanged: () => void }) {
  const id = useId();
  const [school, setSchool] = useState('');
  const [degree, setDegree] = useState('');
  const [field, setField] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      school_name: school,
      degree: degree || null,
      field_of_study: field || null,
      start_year: yearOf(start),
      end_year: yearOf(end),
    };
    const saved = await action.run(() =>
      call(
        api.PUT('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/education', {
          params: { path: props.path },
          body,
        }),
      ),
    );
    if (saved) {
      for (const clear of [setSchool, setDegree, setField, setStart, setEnd]) clear('');
      props.onChanged();
    }
  };
  const entries = props.entries ?? [];
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <div className="panel-head">
        <h2 id={`${id}-title`}>Education</h2>
      </div>
      {entries.length === 0 ? (
        <p className="hint">No education.</p>
      ) : (
        <ul className="rows" aria-label={`Education of ${props.candidateName}`}>
          {entries.map((entry) => (
            <li key={entry._id} className="row">
              <div className="row-main">
                <strong>{entry.school_name}</strong>
                <span>{[entry.degree, entry.field_of_study].filter(Boolean).join(', ')}</span>
                <span className="hint">{span(entry.start_year?.toString() ?? '', entry.end_year?.toString() ?? '', entry.is_current)}</span>
              </div>
              <RemoveEntry
                label={entry.school_name}
                onRemoved={props.onChanged}
                remove={() =>
                  call(
                    api.DELETE('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/education/{education_id}', {
                      params: { path: { ...props.path, education_id: entry._id } },
                    }),
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="stacked-form" aria-label="Add education">
        <label htmlFor={`${id}-school`}>School</label>
        <input id={`${id}-school`} required maxLength={255} value={school} onChange={(e) => setSchool(e.target.value)} />
        <label htmlFor={`${id}-degree`}>Degree</label>
        <input id={`${id}-degree`} maxLength={255} value={degree} onChange={(e) => setDegree(e.target.value)} />
        <label htmlFor={`${id}-field`}>Field of study</label>
        <input id={`${id}-field`} maxLength={255} value={field} onChange={(e) => setField(e.target.value)} />
        <label htmlFor={`${id}-start`}>Start year</label>
        <input id={`${id}-start`} type="number" min={1900} max={2100} value={start} onChange={(e) => setStart(e.target.value)} />
        <label htmlFor={`${id}-end`}>End year</label>
        <input id={`${id}-end`} type="number" min={1900} max={2100} value={end} onChange={(e) => setEnd(e.target.value)} />
        <FormActions action={action} submit="Add education" />
      </form>
    </section>
  );
}

export function WorkHistoryPanel(props: { path: CandidatePath; candidateName: string; entries?: Job[]; onChanged: () => void }) {
  const id = useId();
  const [company, setCompany] = useState('');
  const [title, setTitle] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [current, setCurrent] = useState(false);
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { company_name: company, title: title || null, start_year: yearOf(start), end_year: yearOf(end), is_current: current };
    const saved = await action.run(() =>
      call(
        api.PUT('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/work-history', {
          params: { path: props.path },
          body,
        }),
      ),
    );
    if (saved) {
      for (const clear of [setCompany, setTitle, setStart, setEnd]) clear('');
      setCurrent(false);
      props.onChanged();
    }
  };
  const entries = props.entries ?? [];
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <div className="panel-head">
        <h2 id={`${id}-title`}>Work history</h2>
      </div>
      {entries.length === 0 ? (
        <p className="hint">No work history.</p>
      ) : (
        <ul className="rows" aria-label={`Work history of ${props.candidateName}`}>
          {entries.map((job) => (
            <li key={job._id} className="row">
              <div className="row-main">
                <strong>{job.title ? `${job.title}, ${job.company_name}` : job.company_name}</strong>
                <span className="hint">{span(monthYear(job.start_date), monthYear(job.end_date), job.is_current)}</span>
                {job.summary && <span className="prewrap">{job.summary}</span>}
              </div>
              <RemoveEntry
                label={job.title ? `${job.title}, ${job.company_name}` : job.company_name}
                onRemoved={props.onChanged}
                remove={() =>
                  call(
                    api.DELETE('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/work-history/{work_history_id}', {
                      params: { path: { ...props.path, work_history_id: job._id } },
                    }),
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="stacked-form" aria-label="Add work history">
        <label htmlFor={`${id}-company`}>Company</label>
        <input id={`${id}-company`} required maxLength={255} value={company} onChange={(e) => setCompany(e.target.value)} />
        <label htmlFor={`${id}-job-title`}>Title</label>
        <input id={`${id}-job-title`} maxLength={255} value={title} onChange={(e) => setTitle(e.target.value)} />
        <label htmlFor={`${id}-start`}>Start year</label>
        <input id={`${id}-start`} type="number" min={1900} max={2100} value={start} onChange={(e) => setStart(e.target.value)} />
        <label htmlFor={`${id}-end`}>End year</label>
        <input id={`${id}-end`} type="number" min={1900} max={2100} value={end} onChange={(e) => setEnd(e.target.value)} />
        <label className="checkbox">
          <input type="checkbox" checked={current} onChange={(e) => setCurrent(e.target.checked)} />
          <span>Works there now</span>
        </label>
        <FormActions action={action} submit="Add work history" />
      </form>
    </section>
  );
}

// Adding a candidate to a position from a resume: the file, and the name
// when the resume does not show one the service can read (a scan, a Word
// 97-2003 or RTF file, a PDF without a text layer).
import { useId, useRef, useState, type FormEvent } from 'react';
import { fetchWithSession } from '../api.ts';
import { useAction } from '../use-action.ts';
import { FormActions } from './form-actions.tsx';

export function ResumeCandidateForm(props: { companyId: string; positionId: string; onCancel: () => void; onSaved: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return;
    const form = new FormData();
    if (name.trim()) form.append('name', name.trim());
    form.append('file', file, file.name);
    const url = `/v3/company/${props.companyId}/position/${props.positionId}/candidates/resume`;
    if (await action.run(() => fetchWithSession(url, { method: 'POST', body: form }))) props.onSaved();
  };
  return (
    <form onSubmit={submit} className="stacked-form" aria-label="New candidate from a resume">
      <label htmlFor={`${id}-file`}>Resume (PDF, Word, ODT, RTF, text, PNG or JPEG; at most 10 MB)</label>
      <input id={`${id}-file`} ref={input} type="file" required accept=".pdf,.doc,.docx,.odt,.rtf,.txt,.png,.jpg,.jpeg" autoFocus />
      <label htmlFor={`${id}-name`}>Candidate name (optional: read from PDF, DOCX, ODT and text resumes)</label>
      <input id={`${id}-name`} maxLength={255} value={name} onChange={(e) => setName(e.target.value)} />
      <FormActions action={action} submit="Add from resume" busy="Adding…" onCancel={props.onCancel} />
    </form>
  );
}

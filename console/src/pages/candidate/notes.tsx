// The team's notes on the candidate: post, edit, delete (companyNotePosted,
// companyNoteUpdated, companyNoteDeleted).
import { useId, useState, type FormEvent } from 'react';
import { api, call, useResource, type Note } from '../../api.ts';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { ResourceView } from '../../components/resource-view.tsx';
import { Time } from '../../components/time.tsx';
import { focusById } from '../../focus.ts';
import { useAction } from '../../use-action.ts';
import { useDraft } from '../../use-draft.ts';
import type { CandidatePath } from './candidate-path.ts';

export function Notes({ path, candidateName }: { path: CandidatePath; candidateName: string }) {
  const id = useId();
  const notes = useResource(
    () => call(api.GET('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/notes', { params: { path } })),
    `notes ${path.candidate_id}`,
  );
  // Kept through a session that ends while it is typed (use-draft.ts).
  const [body, setBody] = useDraft(`note ${path.candidate_id}`);
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

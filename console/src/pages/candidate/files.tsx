// The candidate's resume and documents: each downloadable, and forms to
// upload a resume (replacing the one it has) or a document. Files travel
// with the session token like every call, so a download is fetched and then
// saved from memory rather than linked.
import { useId, useRef, type FormEvent } from 'react';
import { ApiFailure, api, call, fetchWithSession, useResource } from '../../api.ts';
import { ErrorNotice, ResourceView } from '../../components/resource-view.tsx';
import { useAction } from '../../use-action.ts';
import type { CandidatePath } from './candidate-path.ts';

/** The name of a download, from its Content-Disposition (the exact `filename*`). */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const exact = /filename\*=UTF-8''([^;]+)/.exec(header);
  return exact ? decodeURIComponent(exact[1]!) : 'download';
}

const sizeText = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function download(url: string) {
  const response = await fetchWithSession(url);
  const name = fileNameOf(response);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

export function Files({ path, candidateName }: { path: CandidatePath; candidateName: string }) {
  const id = useId();
  const base = `/v3/company/${path.company_id}/position/${path.position_id}/candidate/${path.candidate_id}`;
  const resume = useResource(async () => {
    try {
      const response = await fetchWithSession(`${base}/resume`, { method: 'HEAD' });
      return { name: fileNameOf(response), size: Number(response.headers.get('content-length')) };
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 404) return null;
      throw error;
    }
  }, `resume ${path.candidate_id}`);
  const documents = useResource(
    () => call(api.GET('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/documents', { params: { path } })),
    `documents ${path.candidate_id}`,
  );
  const action = useAction();
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <div className="panel-head">
        <h2 id={`${id}-title`}>Resume and documents</h2>
      </div>
      {action.error && <ErrorNotice error={action.error} />}
      <ResourceView resource={resume} what="the resume" isEmpty={(data) => data === null} empty={<p className="hint">No resume yet.</p>}>
        {(file) => (
          <div className="row">
            <div className="row-main">
              <strong>Resume: {file!.name}</strong>
              <span className="hint">{sizeText(file!.size)}</span>
            </div>
            <button type="button" className="button-secondary" onClick={() => action.run(() => download(`${base}/resume`))}>
              Download resume
            </button>
          </div>
        )}
      </ResourceView>
      <ResourceView resource={documents} what="documents" empty={<p className="hint">No documents yet.</p>}>
        {(list) => (
          <ul className="rows" aria-label={`Documents of ${candidateName}`}>
            {list.map((file) => (
              <li key={file._id} className="row">
                <div className="row-main">
                  <strong>{file.file_name}</strong>
                  <span className="hint">{sizeText(file.size)}</span>
                </div>
                <button type="button" className="button-secondary" onClick={() => action.run(() => download(file.url))}>
                  Download {file.file_name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
      <UploadForm label="Upload a resume" url={`${base}/resume`} onDone={resume.reload} />
      <UploadForm label="Upload a document" url={`${base}/documents`} onDone={documents.reload} />
    </section>
  );
}

function UploadForm({ label, url, onDone }: { label: string; url: string; onDone: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return;
    const form = new FormData();
    form.append('file', file, file.name);
    const sent = await action.run(() => fetchWithSession(url, { method: 'POST', body: form }));
    if (sent && input.current) {
      input.current.value = '';
      onDone();
    }
  };
  return (
    <form onSubmit={submit} className="stacked-form" aria-label={label}>
      <label htmlFor={id}>{label} (PDF, Word, ODT, RTF, text, PNG or JPEG; at most 10 MB)</label>
      <input id={id} ref={input} type="file" required accept=".pdf,.doc,.docx,.odt,.rtf,.txt,.png,.jpg,.jpeg" />
      {action.error && <ErrorNotice error={action.error} />}
      <div className="actions">
        <button type="submit" aria-disabled={action.busy}>
          {action.busy ? 'Uploading…' : label}
        </button>
      </div>
    </form>
  );
}

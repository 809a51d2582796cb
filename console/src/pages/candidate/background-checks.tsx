// The candidate's background checks: order one, and record the provider's
// status and result.
import { useId, useState, type FormEvent } from 'react';
import { api, BACKGROUND_CHECK_STATUSES, call, useResource, type BackgroundCheck, type BackgroundCheckStatus } from '../../api.ts';
import { ErrorNotice, ResourceView } from '../../components/resource-view.tsx';
import { Time } from '../../components/time.tsx';
import { useAction } from '../../use-action.ts';
import type { CandidatePath } from './candidate-path.ts';

const CHECK_STATUS_LABEL: Record<BackgroundCheckStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  canceled: 'Canceled',
};

export function BackgroundChecks({ path }: { path: CandidatePath }) {
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
        <button type="submit" className="button-secondary" aria-disabled={action.busy}>
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

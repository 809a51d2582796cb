// Recovering the failed deliveries of a time window: each is queued again
// with the same event id and bytes, and the page says how many; when that is
// as many as one request queues (a limit the API states, api-limits.ts), it
// says to recover again for the rest.
import { useId, useState, type FormEvent } from 'react';
import { useApiLimits } from '../../api-limits.ts';
import { api, call } from '../../api.ts';
import { ErrorNotice } from '../../components/resource-view.tsx';
import { isoFromLocalInput, localInputValue } from '../../delivery-log.ts';
import { useAction } from '../../use-action.ts';

/** What a recover request did; `perRequest` is the most one request queues, when known. */
function recoveredMessage(requeued: number, perRequest: number | undefined): string {
  if (requeued === 0) return 'No failed deliveries in that window: nothing was queued.';
  const queued = `${requeued} failed ${requeued === 1 ? 'delivery' : 'deliveries'} queued again.`;
  return perRequest !== undefined && requeued >= perRequest
    ? `${queued} That is the most one request queues: recover again for the rest.`
    : queued;
}

export function RecoverPanel({ path, onRecovered }: { path: { company_id: string; endpoint_id: string }; onRecovered: () => void }) {
  const id = useId();
  const [since, setSince] = useState(() => localInputValue(new Date(Date.now() - 24 * 3_600_000)));
  const [until, setUntil] = useState('');
  const [result, setResult] = useState<string>();
  const action = useAction();
  const { recoverPerRequest } = useApiLimits();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(undefined);
    const sinceIso = isoFromLocalInput(since);
    const untilIso = isoFromLocalInput(until);
    const body = { since: sinceIso ?? since, ...(untilIso ? { until: untilIso } : {}) };
    const recovered = await action.run(() =>
      call(api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/recover', { params: { path }, body })),
    );
    if (recovered) {
      setResult(recoveredMessage(recovered.requeued, recoverPerRequest));
      onRecovered();
    }
  };
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Recover failed deliveries</h2>
      <p className="hint">
        Queues again every failed delivery made in a time window, oldest first, with the same event id and bytes. Use it after fixing an
        endpoint that was down.
      </p>
      <form onSubmit={submit} className="inline-form">
        <div className="field">
          <label htmlFor={`${id}-since`}>Failed since</label>
          <input id={`${id}-since`} type="datetime-local" required value={since} onChange={(e) => setSince(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-until`}>Until (optional, default now)</label>
          <input id={`${id}-until`} type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} />
        </div>
        <button type="submit" disabled={action.busy}>
          {action.busy ? 'Queuing…' : 'Recover failed deliveries'}
        </button>
        {action.error && <ErrorNotice error={action.error} />}
      </form>
      <p role="status" className="hint">
        {result}
      </p>
    </section>
  );
}

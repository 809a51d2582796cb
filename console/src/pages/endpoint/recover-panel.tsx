// Recovering the failed deliveries of a time window: each is queued again
// with the same event id and bytes. The API is asked first how many that
// would be (a dry run), and the person confirms that number before anything
// is queued; when the window holds more than one request queues, the answer
// says to recover again for the rest.
import { useId, useState, type FormEvent } from 'react';
import { api, call } from '../../api.ts';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { ErrorNotice } from '../../components/resource-view.tsx';
import { isoFromLocalInput, localInputValue } from '../../delivery-log.ts';
import { focusById } from '../../focus.ts';
import { useAction } from '../../use-action.ts';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

export function RecoverPanel({ path, onRecovered }: { path: { company_id: string; endpoint_id: string }; onRecovered: () => void }) {
  const id = useId();
  const [since, setSince] = useState(() => localInputValue(new Date(Date.now() - 24 * 3_600_000)));
  const [until, setUntil] = useState('');
  const [result, setResult] = useState<string>();
  const [preview, setPreview] = useState<{ deliveries: number; more: boolean }>();
  const action = useAction();
  const body = (dryRun: boolean) => {
    const untilIso = isoFromLocalInput(until);
    return { since: isoFromLocalInput(since) ?? since, ...(untilIso ? { until: untilIso } : {}), dry_run: dryRun };
  };
  const count = async (event: FormEvent) => {
    event.preventDefault();
    setResult(undefined);
    const answer = await action.run(() =>
      call(api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/recover', { params: { path }, body: body(true) })),
    );
    if (!answer) return;
    if ('dry_run' in answer && answer.deliveries > 0) setPreview(answer);
    else setResult('No failed deliveries in that window: nothing to queue.');
  };
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Recover failed deliveries</h2>
      <p className="hint">
        Queues again every failed delivery made in a time window, oldest first, with the same event id and bytes. Use it after fixing an
        endpoint that was down. You'll see how many first.
      </p>
      <form onSubmit={count} className="inline-form">
        <div className="field">
          <label htmlFor={`${id}-since`}>Failed since</label>
          <input id={`${id}-since`} type="datetime-local" required value={since} onChange={(e) => setSince(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-until`}>Until (optional, default now)</label>
          <input id={`${id}-until`} type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} />
        </div>
        <button type="submit" id={`${id}-submit`} aria-disabled={action.busy}>
          {action.busy ? 'Counting…' : 'Recover failed deliveries'}
        </button>
        {action.error && <ErrorNotice error={action.error} />}
      </form>
      <p role="status" className="hint" id={`${id}-result`} tabIndex={-1}>
        {result}
      </p>
      {preview && (
        <ConfirmDialog
          title={`Queue ${plural(preview.deliveries, 'failed delivery', 'failed deliveries')} again?`}
          confirmLabel={`Queue ${plural(preview.deliveries, 'delivery', 'deliveries')}`}
          busyLabel="Queuing…"
          tone="primary"
          onClose={() => setPreview(undefined)}
          returnFocus={focusById(`${id}-result`)}
          onConfirm={async () => {
            const done = await call(
              api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/recover', { params: { path }, body: body(false) }),
            );
            const requeued = 'requeued' in done ? done.requeued : 0;
            setPreview(undefined);
            setResult(
              `${plural(requeued, 'failed delivery', 'failed deliveries')} queued again.${preview.more ? ' That is the most one request queues: recover again for the rest.' : ''}`,
            );
            onRecovered();
          }}
        >
          <p>
            They go to the endpoint again in event order, ahead of later deliveries.
            {preview.more && ' The window holds more than one request queues: recover again afterwards for the rest.'}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

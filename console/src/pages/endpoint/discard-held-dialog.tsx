// "Resume, discarding held events": the API is asked first how many held
// deliveries that cancels (a dry run), and the dialog says that number before
// the person confirms.
import { api, call, useResource, type WebhookEndpoint } from '../../api.ts';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { ErrorNotice } from '../../components/resource-view.tsx';

export function DiscardHeldDialog(props: {
  path: { company_id: string; endpoint_id: string };
  endpoint: WebhookEndpoint;
  onClose: () => void;
  onDone: (message: string) => void;
  returnFocus?: () => HTMLElement | null;
}) {
  const { path } = props;
  const resume = (dryRun: boolean) =>
    call(
      api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/resume', {
        params: { path },
        body: { discard_held: true, dry_run: dryRun },
      }),
    );
  const held = useResource(async () => {
    const answer = await resume(true);
    return 'dry_run' in answer ? answer : { deliveries: 0, more: false };
  }, `held ${path.endpoint_id}`);
  const count = held.data ? `${held.data.deliveries.toLocaleString()}${held.data.more ? ' or more' : ''}` : undefined;
  const n = held.data?.deliveries ?? 0;
  return (
    <ConfirmDialog
      title="Resume and discard the held events?"
      confirmLabel={
        count === undefined
          ? 'Resume and discard'
          : `Resume and discard ${count} ${n === 1 && !held.data?.more ? 'delivery' : 'deliveries'}`
      }
      busyLabel="Resuming…"
      onClose={props.onClose}
      returnFocus={props.returnFocus}
      onConfirm={async () => {
        await resume(false);
        props.onDone(`Resumed: ${count ?? 'the'} held ${n === 1 ? 'delivery was' : 'deliveries were'} cancelled.`);
      }}
    >
      {held.error ? (
        <ErrorNotice error={held.error} onRetry={held.reload} />
      ) : count === undefined ? (
        <p>Counting the held deliveries…</p>
      ) : (
        <p>
          <strong>
            {count} held {n === 1 && !held.data?.more ? 'delivery' : 'deliveries'}
          </strong>{' '}
          of <span className="mono break">{props.endpoint.url}</span> will be cancelled instead of sent. They stay in the delivery log, and
          Recover can still send them.
        </p>
      )}
    </ConfirmDialog>
  );
}

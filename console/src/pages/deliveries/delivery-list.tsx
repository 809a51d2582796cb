// The deliveries shown: loading, empty (with or without filters) and failed
// states, the rows, and "Load more", after which focus goes to the first
// delivery loaded.
import { useEffect, useRef } from 'react';
import { EmptyState, ErrorNotice, Loading } from '../../components/resource-view.tsx';
import { DeliveryRow } from './delivery-row.tsx';
import { PAGE_SIZE, type DeliveryLogState, type Filters } from './use-delivery-log.ts';

export function DeliveryList(props: {
  log: DeliveryLogState;
  filters: Filters;
  path: { company_id: string; endpoint_id: string };
  onClearFilters: () => void;
  onRetried: (message: string) => void;
}) {
  const { log, filters } = props;
  const list = useRef<HTMLUListElement>(null);
  // After "Load more", focus goes to the first delivery loaded (the button may be gone: that was the last page).
  // Moved once the rows are rendered, whenever that is: the page arrives and renders on React's schedule, not ours.
  // Counted from the last delivery shown before, so deliveries a refresh adds at the top meanwhile don't shift it.
  const focusAfter = useRef<string | undefined>(undefined);
  useEffect(() => {
    const lastShown = focusAfter.current;
    if (lastShown === undefined || log.loadingMore) return;
    focusAfter.current = undefined;
    const index = log.rows.findIndex((row) => row.id === lastShown) + 1;
    if (index > 0) list.current?.querySelectorAll<HTMLElement>(':scope > li > .delivery-head > .disclosure')[index]?.focus();
  }, [log.rows, log.loadingMore]);
  const filtered = filters.status !== undefined || filters.event_type !== undefined;
  if (!log.loaded) return <Loading what="deliveries" />;
  if (log.error && log.rows.length === 0) return <ErrorNotice error={log.error} onRetry={() => void log.kick()} />;

  const loadMore = () => {
    focusAfter.current = log.rows.at(-1)?.id;
    void log.loadMore();
  };
  const more = log.cursor && (
    <div className="load-more">
      {log.moreError && <ErrorNotice error={log.moreError} />}
      <button type="button" className="button-secondary" onClick={loadMore} disabled={log.loadingMore}>
        {log.loadingMore ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );

  if (log.rows.length === 0) {
    if (log.cursor) {
      // The API looks at a bounded number of deliveries per request when filtering; none of those matched.
      return (
        <>
          <EmptyState title="None of the latest deliveries match.">
            <p>Older ones may: load more to look further back.</p>
          </EmptyState>
          {more}
        </>
      );
    }
    return filtered ? (
      <EmptyState title="No deliveries match these filters.">
        <button type="button" className="button-secondary" onClick={props.onClearFilters}>
          Show all deliveries
        </button>
      </EmptyState>
    ) : (
      <EmptyState title="No deliveries yet.">
        <p>A delivery appears here when an event this endpoint subscribes to happens. Send a test event to see one now.</p>
      </EmptyState>
    );
  }

  return (
    <>
      {log.error && <ErrorNotice error={log.error} onRetry={() => void log.kick()} />}
      <ul className="deliveries" aria-label="Deliveries" ref={list}>
        {log.rows.map((delivery) => (
          <DeliveryRow key={delivery.id} delivery={delivery} path={props.path} onRetried={props.onRetried} />
        ))}
      </ul>
      {more}
      {!log.cursor && log.rows.length > PAGE_SIZE && <p className="hint end">That is every delivery.</p>}
    </>
  );
}

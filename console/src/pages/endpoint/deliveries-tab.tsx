// The Deliveries tab of an endpoint: its delivery log as a table, a page at a
// time, with its filters (status, event type, status code, time window), the
// order, the search by delivery or event id and the page itself all in the
// address, so a view of the log can be bookmarked, shared and reloaded. It
// stays live (use-delivery-log.ts), and ends with the recovery of the failed
// deliveries of a time window (recover-panel.tsx).
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { DELIVERY_STATUSES, EVENT_TYPES, type Company, type WebhookEndpoint } from '../../api.ts';
import { EmptyState, ErrorNotice, Loading } from '../../components/resource-view.tsx';
import { filtersFrom, hasFilters, isoFromLocalInput, localInputValue, logAddress, pagingFrom, searchTarget } from '../../delivery-log.ts';
import { focusAfterRender } from '../../focus.ts';
import { navigate, useLocation } from '../../router.tsx';
import { DeliveryTable } from './delivery-table.tsx';
import { RecoverPanel } from './recover-panel.tsx';
import { useDeliveryLog, type DeliveryLogState } from './use-delivery-log.ts';

export function DeliveriesTab({ company, endpoint, onChanged }: { company: Company; endpoint: WebhookEndpoint; onChanged: () => void }) {
  const { path: pagePath, query } = useLocation();
  const filters = filtersFrom(query);
  const paging = pagingFrom(query);
  const path = { company_id: company._id, endpoint_id: endpoint.id };
  const table = useRef<HTMLTableElement>(null);
  const log = useDeliveryLog(path, filters, paging, table);
  const [notice, setNotice] = useState<string>();

  /** A filter changed keeps focus where it is; another page of the log puts it on the list's heading. */
  const go = (change: Record<string, string | undefined>, options: { replace?: boolean } = {}) => {
    navigate(logAddress(pagePath, query, change), { replace: options.replace ?? true });
    if (options.replace === false) focusAfterRender('deliveries-title');
  };
  /** After an action: say what happened, and look at the log again now (and at the endpoint's counts). */
  const acted = (message: string) => {
    setNotice(message);
    void log.kick();
    onChanged();
  };

  return (
    <>
      <section className="panel" aria-labelledby="deliveries-title">
        <div className="panel-head">
          <h2 id="deliveries-title" tabIndex={-1}>
            Deliveries
          </h2>
          <LiveStatus log={log} />
          <button type="button" className="button-secondary" onClick={() => void log.kick()}>
            Refresh
          </button>
        </div>
        <Filters query={query} go={go} pagePath={pagePath} />
        {/* Always there, so that screen readers announce each new text. */}
        <div role="status">{notice && <p className="notice">{notice}</p>}</div>
        <div role="status" className="newer">
          {log.newer > 0 && (
            <button
              type="button"
              className="button-secondary"
              onClick={() =>
                log.onFirstPage
                  ? void log.showNewer().then(() => window.scrollTo(0, 0))
                  : go({ cursor: undefined, before: undefined }, { replace: false })
              }
            >
              {log.newer.toLocaleString()}
              {log.newerAtLeast ? '+' : ''} new {log.newer === 1 && !log.newerAtLeast ? 'delivery' : 'deliveries'}: show
            </button>
          )}
        </div>
        <LogBody log={log} table={table} pagePath={pagePath} go={go} acted={acted} path={path} filtered={hasFilters(filters)} />
      </section>
      <RecoverPanel path={path} onRecovered={() => acted('Recovery queued.')} />
    </>
  );
}

function LogBody(props: {
  log: DeliveryLogState;
  table: RefObject<HTMLTableElement | null>;
  pagePath: string;
  go: (change: Record<string, string | undefined>, options?: { replace?: boolean }) => void;
  acted: (message: string) => void;
  path: { company_id: string; endpoint_id: string };
  filtered: boolean;
}) {
  const { log, go, table, pagePath, acted, path, filtered } = props;
  if (!log.loaded) return <Loading what="deliveries" />;
  if (!log.page) return <ErrorNotice error={log.error!} onRetry={() => void log.kick()} />;
  const { page } = log;
  const pager = (
    <nav className="pager" aria-label="Pages of deliveries">
      <button
        type="button"
        className="button-secondary"
        disabled={page.previous_cursor === null}
        onClick={() => go({ cursor: undefined, before: undefined }, { replace: false })}
      >
        First page
      </button>
      <button
        type="button"
        className="button-secondary"
        disabled={page.previous_cursor === null}
        onClick={() => go({ before: page.previous_cursor ?? undefined, cursor: undefined }, { replace: false })}
      >
        Previous page
      </button>
      <button
        type="button"
        className="button-secondary"
        disabled={page.next_cursor === null}
        onClick={() => go({ cursor: page.next_cursor ?? undefined, before: undefined }, { replace: false })}
      >
        Next page
      </button>
    </nav>
  );
  if (page.data.length === 0) {
    return (
      <>
        {log.error && <ErrorNotice error={log.error} onRetry={() => void log.kick()} />}
        {page.next_cursor ? (
          // The API looks at a bounded number of deliveries per request when filtering; none of those matched.
          <EmptyState title="None of the deliveries looked at match.">
            <p>Older ones may: go to the next page to look further.</p>
          </EmptyState>
        ) : filtered ? (
          <EmptyState title="No deliveries match these filters.">
            <button type="button" className="button-secondary" onClick={() => navigate(pagePath, { replace: true })}>
              Show all deliveries
            </button>
          </EmptyState>
        ) : (
          <EmptyState title="No deliveries yet.">
            <p>A delivery appears here when an event this endpoint subscribes to happens. Send a test event to see one now.</p>
          </EmptyState>
        )}
        {(page.next_cursor || page.previous_cursor) && pager}
      </>
    );
  }
  return (
    <>
      {log.error && <ErrorNotice error={log.error} onRetry={() => void log.kick()} />}
      <DeliveryTable ref={table} rows={page.data} path={path} logHref={pagePath} caption="Deliveries" onResent={acted} />
      {pager}
    </>
  );
}

/** The filters, the order and the search, each kept in the address as it is chosen. */
function Filters({
  query,
  go,
  pagePath,
}: {
  query: URLSearchParams;
  go: (change: Record<string, string | undefined>) => void;
  pagePath: string;
}) {
  const filters = filtersFrom(query);
  const [search, setSearch] = useState(query.get('event_id') ?? '');
  const find = (event: FormEvent) => {
    event.preventDefault();
    const target = searchTarget(search);
    if (!target) return go({ event_id: undefined });
    if ('deliveryId' in target) return navigate(`${pagePath}/${target.deliveryId}`);
    go({ event_id: target.eventId });
  };
  const timeValue = (iso: string | undefined) => (iso ? localInputValue(new Date(iso)) : '');
  // On a phone the filters fold away behind a button that counts those in use, so the log's first rows show without scrolling;
  // a wider screen shows them always (the button is not there: styles.css).
  const [open, setOpen] = useState(false);
  const active = (['status', 'event_type', 'status_code', 'since', 'until'] as const).filter((name) => filters[name] !== undefined).length;
  const oldestFirst = query.get('order') === 'oldest';
  return (
    <div className="filters-area">
      <form className="search-form" role="search" aria-label="Deliveries" onSubmit={find}>
        <label htmlFor="log-search">Delivery or event id</label>
        <div className="copy-row">
          <input
            id="log-search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="#1234 or an event _id"
            spellCheck={false}
          />
          <button type="submit" className="button-secondary">
            Find
          </button>
        </div>
      </form>
      <button
        type="button"
        className="button-secondary filters-toggle"
        aria-expanded={open}
        aria-controls="log-filters"
        onClick={() => setOpen(!open)}
      >
        Filters ({active} active){oldestFirst ? ', oldest first' : ''}
      </button>
      <div id="log-filters" className={open ? 'filters' : 'filters filters-folded'} role="group" aria-label="Filters">
        <div className="field">
          <label htmlFor="filter-status">Status</label>
          <select id="filter-status" value={filters.status ?? ''} onChange={(e) => go({ status: e.target.value })}>
            <option value="">Any status</option>
            {DELIVERY_STATUSES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-event-type">Event type</label>
          <select id="filter-event-type" value={filters.event_type ?? ''} onChange={(e) => go({ event_type: e.target.value })}>
            <option value="">Any event type</option>
            {EVENT_TYPES.map(([value]) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <div className="field field-narrow">
          <label htmlFor="filter-status-code">Status code</label>
          <input
            id="filter-status-code"
            type="number"
            inputMode="numeric"
            min={100}
            max={599}
            defaultValue={filters.status_code ?? ''}
            onBlur={(e) => go({ status_code: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') go({ status_code: e.currentTarget.value });
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="filter-since">Made from</label>
          <input
            id="filter-since"
            type="datetime-local"
            defaultValue={timeValue(filters.since)}
            onChange={(e) => go({ since: isoFromLocalInput(e.target.value) })}
          />
        </div>
        <div className="field">
          <label htmlFor="filter-until">Made before</label>
          <input
            id="filter-until"
            type="datetime-local"
            defaultValue={timeValue(filters.until)}
            onChange={(e) => go({ until: isoFromLocalInput(e.target.value) })}
          />
        </div>
        <div className="field">
          <label htmlFor="filter-order">Order</label>
          <select id="filter-order" value={oldestFirst ? 'oldest' : ''} onChange={(e) => go({ order: e.target.value })}>
            <option value="">Newest first</option>
            <option value="oldest">Oldest first</option>
          </select>
        </div>
      </div>
    </div>
  );
}

function LiveStatus({ log }: { log: DeliveryLogState }) {
  const text = log.hidden
    ? 'Paused while this tab is hidden.'
    : log.live
      ? `Live: looking again every ${Math.round(log.delay / 1000)} s.`
      : null;
  return (
    <span className="hint polling">
      {text}
      {log.checkedAt && !log.hidden ? <> Checked at {log.checkedAt.toLocaleTimeString()}.</> : null}
    </span>
  );
}

// The delivery log of one webhook endpoint: its deliveries newest first,
// filtered by status and event type (kept in the address, so a filtered log
// can be bookmarked), a page at a time; each delivery's attempts and payload;
// retry of a failed or cancelled delivery, recovery of the failed ones of a
// time window, and test events. While deliveries are pending the log looks
// again on its own, less often the longer nothing changes, and not at all
// while the tab is hidden.
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  api,
  asFailure,
  call,
  DELIVERY_STATUSES,
  EVENT_TYPES,
  useResource,
  type ApiFailure,
  type Company,
  type Delivery,
  type DeliveryAttempt,
  type DeliveryStatus,
  type EventType,
  type WebhookEndpoint,
} from '../api.ts';
import {
  appendPage,
  isoFromLocalInput,
  localInputValue,
  mergeFirstPage,
  nextPollDelay,
  POLL,
  prettyPayload,
  refreshLimit,
  rowsSignature,
  type LogRows,
} from '../delivery-log.ts';
import { navigate, useLocation } from '../router.tsx';
import { EmptyState, ErrorNotice, Loading, Time, useAction } from '../ui.tsx';
import { CompanyPage } from './companies.tsx';
import { EndpointBadges, EventTypeSelect, WebhooksRefused } from './webhooks.tsx';

const PAGE_SIZE = 50;

interface Filters {
  status?: DeliveryStatus;
  event_type?: EventType;
}

/** The filters in the address (?status=failed&event_type=candidateAdded); values the API doesn't know are ignored. */
function filtersFrom(query: URLSearchParams): Filters {
  const status = DELIVERY_STATUSES.find(([value]) => value === query.get('status'))?.[0];
  const eventType = EVENT_TYPES.find(([value]) => value === query.get('event_type'))?.[0];
  return { ...(status ? { status } : {}), ...(eventType ? { event_type: eventType } : {}) };
}

export function DeliveriesPage({ companyId, endpointId }: { companyId: string; endpointId: string }) {
  const path = { company_id: companyId, endpoint_id: endpointId };
  const endpoint = useResource(
    () => call(api.GET('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}', { params: { path } })),
    `endpoint ${endpointId}`,
  );
  const webhooks = `/companies/${companyId}/webhooks`;
  return (
    <CompanyPage companyId={companyId} section="Delivery log" crumbs={[{ href: webhooks, label: 'Webhooks' }]}>
      {(company) =>
        endpoint.error?.type === 'proPlanRequired' ? (
          <WebhooksRefused company={company} error={endpoint.error} />
        ) : endpoint.error ? (
          <ErrorNotice error={endpoint.error} onRetry={endpoint.reload} />
        ) : !endpoint.data ? (
          <Loading what="the endpoint" />
        ) : (
          <DeliveryLog company={company} endpoint={endpoint.data} onEndpointChanged={endpoint.reload} />
        )
      }
    </CompanyPage>
  );
}

/** Whether the tab is hidden (another tab in front, the window minimised). */
function usePageHidden(): boolean {
  return useSyncExternalStore(
    (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    () => document.hidden,
  );
}

interface LogState extends LogRows {
  key: string;
  loaded: boolean;
  error?: ApiFailure;
  checkedAt?: Date;
}

/**
 * The rows of the log for `filters`, with "Load more", a refresh of what is
 * shown, and the polling while any shown delivery is pending.
 */
function useDeliveryLog(path: { company_id: string; endpoint_id: string }, filters: Filters) {
  const key = JSON.stringify([path, filters]);
  const [state, setState] = useState<LogState>({ key, loaded: false, rows: [], cursor: null });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<ApiFailure>();
  const [delay, setDelay] = useState<number>(POLL.firstMs);
  const [tick, setTick] = useState(0);
  const hidden = usePageHidden();
  const current = useRef(state);
  current.current = state;

  const fetchPage = useCallback(
    (query: { cursor?: string; limit: number }) =>
      call(
        api.GET('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/deliveries', {
          params: { path, query: { ...filters, ...query } },
        }),
      ),
    [key],
  );

  // The first page, whenever the endpoint or the filters change.
  useEffect(() => {
    let live = true;
    setState({ key, loaded: false, rows: [], cursor: null });
    setMoreError(undefined);
    setDelay(POLL.firstMs);
    fetchPage({ limit: PAGE_SIZE }).then(
      (page) => live && setState({ key, loaded: true, rows: page.data, cursor: page.next_cursor, checkedAt: new Date() }),
      (error) => live && setState({ key, loaded: true, rows: [], cursor: null, error: asFailure(error) }),
    );
    return () => {
      live = false;
    };
  }, [key]);

  /** Loads the first page again over what is shown; answers whether anything a person sees changed. */
  const refresh = useCallback(async (): Promise<boolean> => {
    const before = current.current;
    if (before.key !== key) return false;
    try {
      const page = await fetchPage({ limit: refreshLimit(before.rows.length) });
      // Judged against what is on screen now (an updater function may run only later, during the next render).
      const shown = current.current;
      if (shown.key !== key) return false;
      const changed = rowsSignature(mergeFirstPage(shown, page).rows) !== rowsSignature(shown.rows);
      setState((now) =>
        now.key === key ? { ...now, ...mergeFirstPage(now, page), error: undefined, loaded: true, checkedAt: new Date() } : now,
      );
      return changed;
    } catch (error) {
      setState((now) => (now.key === key ? { ...now, error: asFailure(error), loaded: true } : now));
      return false;
    }
  }, [key]);

  const loadMore = async () => {
    const cursor = current.current.cursor;
    if (!cursor) return;
    setLoadingMore(true);
    setMoreError(undefined);
    try {
      const page = await fetchPage({ cursor, limit: PAGE_SIZE });
      setState((now) => (now.key === key ? { ...now, ...appendPage(now, page) } : now));
    } catch (error) {
      setMoreError(asFailure(error));
    } finally {
      setLoadingMore(false);
    }
  };

  /** After something the person did (retry, recover, a test event): look now, and soon again. */
  const kick = useCallback(async () => {
    await refresh();
    setDelay(POLL.firstMs);
    setTick((n) => n + 1);
  }, [refresh]);

  const pending = state.rows.some((row) => row.status === 'pending');
  const polling = pending && !hidden && !state.error;
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(async () => {
      const changed = await refresh();
      setDelay((previous) => nextPollDelay(previous, changed));
      setTick((n) => n + 1);
    }, delay);
    return () => clearTimeout(timer);
  }, [polling, delay, tick, refresh]);

  // Back in front after being hidden: what happened meanwhile, at once.
  const wasHidden = useRef(hidden);
  useEffect(() => {
    if (wasHidden.current && !hidden && current.current.loaded) void kick();
    wasHidden.current = hidden;
  }, [hidden]);

  return { ...state, stale: state.key !== key, loadingMore, moreError, loadMore, refresh, kick, polling, pending, hidden, delay };
}

function DeliveryLog({
  company,
  endpoint,
  onEndpointChanged,
}: {
  company: Company;
  endpoint: WebhookEndpoint;
  onEndpointChanged: () => void;
}) {
  const { path: pagePath, query } = useLocation();
  const filters = filtersFrom(query);
  const path = { company_id: company._id, endpoint_id: endpoint.id };
  const log = useDeliveryLog(path, filters);
  const [notice, setNotice] = useState<string>();

  // The endpoint's counts move with its deliveries: loaded again whenever the log shows a change.
  const signature = rowsSignature(log.rows);
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    onEndpointChanged();
  }, [signature]);

  const setFilter = (name: keyof Filters, value: string) => {
    const next = new URLSearchParams(query);
    if (value) next.set(name, value);
    else next.delete(name);
    const search = next.toString();
    navigate(`${pagePath}${search ? `?${search}` : ''}`, { replace: true });
  };

  /** After an action: look at the log again now (and so at the endpoint's counts). */
  const refreshAll = () => void log.kick();
  /** …and say what happened above the list. */
  const acted = (message: string) => {
    setNotice(message);
    refreshAll();
  };

  return (
    <>
      <section className="panel" aria-labelledby="endpoint-title">
        <div className="panel-head">
          <h2 id="endpoint-title" className="mono break">
            {endpoint.url}
          </h2>
        </div>
        {endpoint.description && <p>{endpoint.description}</p>}
        <EndpointBadges endpoint={endpoint} />
        <p className="hint">
          Subscribed to {endpoint.events.join(', ')} · {endpoint.stats.successful_deliveries} successful and{' '}
          {endpoint.stats.failed_deliveries} failed attempts · last <Time value={endpoint.stats.last_delivery_at} />
        </p>
        <TestEventForm
          endpoint={endpoint}
          path={path}
          onSent={(delivery) => acted(`Test event ${delivery.event_type} queued as delivery #${delivery.id}.`)}
        />
      </section>

      <section className="panel" aria-labelledby="deliveries-title">
        <div className="panel-head">
          <h2 id="deliveries-title" tabIndex={-1}>
            Deliveries
          </h2>
          <PollingStatus log={log} />
          <button type="button" className="button-secondary" onClick={() => void log.kick()}>
            Refresh
          </button>
        </div>
        <div className="filters" role="group" aria-label="Filters">
          <div className="field">
            <label htmlFor="filter-status">Status</label>
            <select id="filter-status" value={filters.status ?? ''} onChange={(e) => setFilter('status', e.target.value)}>
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
            <select id="filter-event-type" value={filters.event_type ?? ''} onChange={(e) => setFilter('event_type', e.target.value)}>
              <option value="">Any event type</option>
              {EVENT_TYPES.map(([value]) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
        </div>
        {/* Always there, so that screen readers announce each new text. */}
        <div role="status">{notice && <p className="notice">{notice}</p>}</div>
        <DeliveryList
          log={log}
          filters={filters}
          path={path}
          onClearFilters={() => navigate(pagePath, { replace: true })}
          onRetried={acted}
        />
      </section>

      <RecoverPanel path={path} onRecovered={refreshAll} />
    </>
  );
}

/** Up to this many are queued by one recover request (docs/api.md). */
const RECOVER_BATCH = 10_000;

function recoveredMessage(requeued: number): string {
  if (requeued === 0) return 'No failed deliveries in that window: nothing was queued.';
  const queued = `${requeued} failed ${requeued === 1 ? 'delivery' : 'deliveries'} queued again.`;
  return requeued >= RECOVER_BATCH ? `${queued} That is the most one request queues: recover again for the rest.` : queued;
}

function PollingStatus({ log }: { log: ReturnType<typeof useDeliveryLog> }) {
  const text = log.hidden
    ? 'Paused while this tab is hidden.'
    : log.polling
      ? `Deliveries are pending: looking again every ${Math.round(log.delay / 1000)} s.`
      : null;
  return <span className="hint polling">{text ?? (log.checkedAt ? <>Checked at {log.checkedAt.toLocaleTimeString()}.</> : null)}</span>;
}

function DeliveryList(props: {
  log: ReturnType<typeof useDeliveryLog>;
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
  if (log.stale || !log.loaded) return <Loading what="deliveries" />;
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

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const [, label, meaning] = DELIVERY_STATUSES.find(([value]) => value === status)!;
  return (
    <span className={`badge badge-delivery-${status}`} title={meaning}>
      {label}
    </span>
  );
}

function lastOutcome(delivery: Delivery): string {
  if (delivery.attempt_count === 0) return 'not tried yet';
  const attempts = `${delivery.attempt_count} ${delivery.attempt_count === 1 ? 'attempt' : 'attempts'}`;
  if (delivery.status === 'succeeded')
    return `${attempts} · ${delivery.last_status_code !== null ? `HTTP ${delivery.last_status_code}` : 'OK'}`;
  return `${attempts} · ${delivery.last_error ?? (delivery.last_status_code !== null ? `HTTP ${delivery.last_status_code}` : 'failed')}`;
}

function DeliveryRow({
  delivery,
  path,
  onRetried,
}: {
  delivery: Delivery;
  path: { company_id: string; endpoint_id: string };
  onRetried: (message: string) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const retry = useAction();
  const disclosure = useRef<HTMLButtonElement>(null);
  const retryable = delivery.status === 'failed' || delivery.status === 'cancelled';

  const send = () =>
    retry.run(async () => {
      await call(
        api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/delivery/{delivery_id}/retry', {
          params: { path: { ...path, delivery_id: delivery.id } },
        }),
      );
      // The Retry button goes away with the failure: focus stays on this delivery.
      disclosure.current?.focus();
      onRetried(`Delivery #${delivery.id} queued again.`);
    });

  return (
    <li className={`delivery delivery-${delivery.status}`}>
      <div className="delivery-head">
        <button
          type="button"
          className="disclosure"
          ref={disclosure}
          aria-expanded={open}
          aria-controls={`${id}-detail`}
          onClick={() => setOpen(!open)}
        >
          <span className="mono">#{delivery.id}</span> <span className="mono">{delivery.event_type}</span>
        </button>
        <DeliveryStatusBadge status={delivery.status} />
        <span className="delivery-meta">
          <span className="break">{lastOutcome(delivery)}</span>
          <span>
            made <Time value={delivery.created_at} seconds />
          </span>
          {delivery.status === 'pending' && delivery.next_attempt_at && (
            <span>
              next attempt <Time value={delivery.next_attempt_at} seconds />
            </span>
          )}
        </span>
        {retryable && (
          <button
            type="button"
            className="button-secondary"
            onClick={send}
            disabled={retry.busy}
            aria-label={`Retry delivery #${delivery.id}`}
          >
            {retry.busy ? 'Queuing…' : 'Retry'}
          </button>
        )}
      </div>
      {retry.error && <ErrorNotice error={retry.error} />}
      <div id={`${id}-detail`}>{open && <DeliveryDetail delivery={delivery} path={path} />}</div>
    </li>
  );
}

function DeliveryDetail({ delivery, path }: { delivery: Delivery; path: { company_id: string; endpoint_id: string } }) {
  // Loaded again whenever the row shows a new attempt or status.
  const detail = useResource(
    () =>
      call(
        api.GET('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/delivery/{delivery_id}', {
          params: { path: { ...path, delivery_id: delivery.id } },
        }),
      ),
    `${delivery.id} ${delivery.status} ${delivery.attempt_count}`,
  );
  const [, , meaning] = DELIVERY_STATUSES.find(([value]) => value === delivery.status)!;
  if (detail.error) return <ErrorNotice error={detail.error} onRetry={detail.reload} />;
  if (!detail.data) return <Loading what={`delivery #${delivery.id}`} />;
  const { attempts, payload } = detail.data;
  return (
    <div className="delivery-detail" aria-label={`Delivery #${delivery.id}`} role="region">
      <dl className="details compact">
        <dt>Status</dt>
        <dd>
          {delivery.status}: {meaning}
        </dd>
        {isTestEvent(payload) && (
          <>
            <dt>Kind</dt>
            <dd>
              A test event (<code>"test": true</code> in the payload), sent with “Send test event”
            </dd>
          </>
        )}
        <dt>Event id</dt>
        <dd className="mono">{detail.data.event_id}</dd>
        <dt>Made</dt>
        <dd>
          <Time value={detail.data.created_at} seconds />
        </dd>
      </dl>
      <h3>Attempts</h3>
      {attempts.length === 0 ? (
        <p className="hint">No attempt yet: the delivery is queued.</p>
      ) : (
        <ol className="attempts" aria-label={`Attempts of delivery #${delivery.id}`}>
          {attempts.map((attempt, index) => (
            <AttemptItem key={`${attempt.attempted_at}-${index}`} attempt={attempt} />
          ))}
        </ol>
      )}
      {delivery.attempt_count > attempts.length && (
        <p className="hint">
          The latest {attempts.length} of {delivery.attempt_count} attempts are shown.
        </p>
      )}
      <h3>Payload</h3>
      <pre className="code" aria-label={`Payload of delivery #${delivery.id}`} tabIndex={0}>
        {prettyPayload(payload)}
      </pre>
    </div>
  );
}

/** Test events carry `"test": true` at the top of their payload (docs/webhooks.md). */
function isTestEvent(payload: string): boolean {
  try {
    return (JSON.parse(payload) as { test?: unknown }).test === true;
  } catch {
    return false;
  }
}

function AttemptItem({ attempt }: { attempt: DeliveryAttempt }) {
  const ok = attempt.error === null;
  const headers = attempt.response_headers ? Object.entries(attempt.response_headers) : [];
  const status = attempt.status_code !== null ? `HTTP ${attempt.status_code}` : 'No response';
  return (
    <li className={`attempt ${ok ? 'attempt-ok' : 'attempt-failed'}`}>
      <p className="attempt-line">
        <strong>{status}</strong>
        <span>{attempt.duration_ms} ms</span>
        <Time value={attempt.attempted_at} seconds />
      </p>
      {/* An error that only says the status again is left out. */}
      {attempt.error && attempt.error !== status && <p className="attempt-error break">{attempt.error}</p>}
      {attempt.response_body !== null && (
        <>
          <p className="hint">
            Response body{attempt.response_body_truncated ? ' (the first 4 KB)' : ''}
            {attempt.response_body === '' ? ': empty' : ':'}
          </p>
          {attempt.response_body !== '' && (
            <pre className="code excerpt" tabIndex={0}>
              {attempt.response_body}
            </pre>
          )}
        </>
      )}
      {headers.length > 0 && (
        <details>
          <summary>Response headers ({headers.length})</summary>
          <dl className="details compact mono">
            {headers.map(([name, value]) => (
              <div key={name} className="header-pair">
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </li>
  );
}

function TestEventForm({
  endpoint,
  path,
  onSent,
}: {
  endpoint: WebhookEndpoint;
  path: { company_id: string; endpoint_id: string };
  onSent: (delivery: Delivery) => void;
}) {
  const [type, setType] = useState<EventType>(endpoint.events[0] ?? 'candidateAdded');
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await action.run(() =>
      call(api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/test', { params: { path }, body: { event_type: type } })),
    );
    if (sent) onSent(sent);
  };
  return (
    <form onSubmit={submit} className="inline-form" aria-label="Send a test event">
      <EventTypeSelect value={type} onChange={setType} label="Test event type" />
      <button type="submit" className="button-secondary" disabled={action.busy}>
        {action.busy ? 'Sending…' : 'Send test event'}
      </button>
      {action.error && <ErrorNotice error={action.error} />}
    </form>
  );
}

function RecoverPanel({ path, onRecovered }: { path: { company_id: string; endpoint_id: string }; onRecovered: () => void }) {
  const id = useId();
  const [since, setSince] = useState(() => localInputValue(new Date(Date.now() - 24 * 3_600_000)));
  const [until, setUntil] = useState('');
  const [result, setResult] = useState<string>();
  const action = useAction();
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
      setResult(recoveredMessage(recovered.requeued));
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

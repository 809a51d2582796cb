// The state of one endpoint's delivery log: the rows for the filters in the
// address, "Load more", a refresh of what is shown, and the polling while any
// shown delivery is pending: less often the longer nothing changes, and not
// at all while the tab is hidden. How rows are merged and how long to wait
// is the bookkeeping of delivery-log.ts; this is when it happens.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { api, asFailure, call, DELIVERY_STATUSES, EVENT_TYPES, type ApiFailure, type DeliveryStatus, type EventType } from '../../api.ts';
import { appendPage, mergeFirstPage, nextPollDelay, POLL, refreshLimit, rowsSignature, type LogRows } from '../../delivery-log.ts';

export const PAGE_SIZE = 50;

export interface Filters {
  status?: DeliveryStatus;
  event_type?: EventType;
}

/** The filters in the address (?status=failed&event_type=candidateAdded); values the API doesn't know are ignored. */
export function filtersFrom(query: URLSearchParams): Filters {
  const status = DELIVERY_STATUSES.find(([value]) => value === query.get('status'))?.[0];
  const eventType = EVENT_TYPES.find(([value]) => value === query.get('event_type'))?.[0];
  return { ...(status ? { status } : {}), ...(eventType ? { event_type: eventType } : {}) };
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
  /** The endpoint and filters that the rest is about. */
  key: string;
  loaded: boolean;
  error?: ApiFailure;
  checkedAt?: Date;
  loadingMore: boolean;
  moreError?: ApiFailure;
  /** How long to wait before looking again while deliveries are pending. */
  delay: number;
}

const emptyLog = (key: string): LogState => ({ key, loaded: false, rows: [], cursor: null, loadingMore: false, delay: POLL.firstMs });

export type DeliveryLogState = ReturnType<typeof useDeliveryLog>;

export function useDeliveryLog(path: { company_id: string; endpoint_id: string }, filters: Filters) {
  const { company_id: companyId, endpoint_id: endpointId } = path;
  const { status, event_type: eventType } = filters;
  const key = JSON.stringify([companyId, endpointId, status ?? null, eventType ?? null]);
  const [state, setState] = useState(() => emptyLog(key));
  // Another endpoint or other filters: start again from nothing, before anything of the old rows is shown.
  if (state.key !== key) setState(emptyLog(key));
  const [tick, setTick] = useState(0);
  const hidden = usePageHidden();
  // What is on screen, for the requests that end after a render: a refresh judges what it changed against it.
  const shown = useRef(state);
  useLayoutEffect(() => {
    shown.current = state;
  });
  /** Applies `change` unless the endpoint or the filters changed meanwhile. */
  const update = useCallback(
    (change: (now: LogState) => Partial<LogState>) => setState((now) => (now.key === key ? { ...now, ...change(now) } : now)),
    [key],
  );

  const fetchPage = useCallback(
    (query: { cursor?: string; limit: number }) =>
      call(
        api.GET('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/deliveries', {
          params: {
            path: { company_id: companyId, endpoint_id: endpointId },
            query: { ...(status ? { status } : {}), ...(eventType ? { event_type: eventType } : {}), ...query },
          },
        }),
      ),
    [companyId, endpointId, status, eventType],
  );

  // The first page, whenever the endpoint or the filters change.
  useEffect(() => {
    let live = true;
    fetchPage({ limit: PAGE_SIZE }).then(
      (page) =>
        live && update(() => ({ loaded: true, rows: page.data, cursor: page.next_cursor, error: undefined, checkedAt: new Date() })),
      (error) => live && update(() => ({ loaded: true, rows: [], cursor: null, error: asFailure(error) })),
    );
    return () => {
      live = false;
    };
  }, [fetchPage, update]);

  /** Loads the first page again over what is shown; answers whether anything a person sees changed. */
  const refresh = useCallback(async (): Promise<boolean> => {
    if (shown.current.key !== key) return false;
    try {
      const page = await fetchPage({ limit: refreshLimit(shown.current.rows.length) });
      // Judged against what is on screen now (an updater function may run only later, during the next render).
      const now = shown.current;
      if (now.key !== key) return false;
      const changed = rowsSignature(mergeFirstPage(now, page).rows) !== rowsSignature(now.rows);
      update((latest) => ({ ...mergeFirstPage(latest, page), error: undefined, loaded: true, checkedAt: new Date() }));
      return changed;
    } catch (error) {
      const failure = asFailure(error);
      update(() => ({ error: failure, loaded: true }));
      return false;
    }
  }, [key, fetchPage, update]);

  const loadMore = async () => {
    const cursor = shown.current.cursor;
    if (!cursor) return;
    update(() => ({ loadingMore: true, moreError: undefined }));
    try {
      const page = await fetchPage({ cursor, limit: PAGE_SIZE });
      update((now) => ({ ...appendPage(now, page), loadingMore: false }));
    } catch (error) {
      const failure = asFailure(error);
      update(() => ({ moreError: failure, loadingMore: false }));
    }
  };

  /** After something the person did (retry, recover, a test event): look now, and soon again. */
  const kick = useCallback(async () => {
    await refresh();
    update(() => ({ delay: POLL.firstMs }));
    setTick((n) => n + 1);
  }, [refresh, update]);

  const pending = state.rows.some((row) => row.status === 'pending');
  const polling = pending && !hidden && !state.error;
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(async () => {
      const changed = await refresh();
      update((now) => ({ delay: nextPollDelay(now.delay, changed) }));
      setTick((n) => n + 1);
    }, state.delay);
    return () => clearTimeout(timer);
  }, [polling, state.delay, tick, refresh, update]);

  // Back in front after being hidden: what happened meanwhile, at once.
  const wasHidden = useRef(hidden);
  useEffect(() => {
    if (wasHidden.current && !hidden && shown.current.loaded) void kick();
    wasHidden.current = hidden;
  }, [hidden, kick]);

  return { ...state, loadMore, refresh, kick, polling, pending, hidden };
}

// The state of one endpoint's delivery log: the page the address asks for
// (filters, order, cursor), and a look at it again on its own while the tab
// is in front: soon after a change, less often while nothing changes, never
// while the tab is hidden, and at once when it comes back. New deliveries
// appear at the top while the reader is there; once they have scrolled down,
// they are counted instead (delivery-log.ts says how a look is taken in).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { api, asFailure, call, type ApiFailure } from '../../api.ts';
import {
  countAbove,
  freshen,
  isFirstPage,
  nextPollDelay,
  PAGE_SIZE,
  POLL,
  rowsSignature,
  type LoadedPage,
  type LogFilters,
  type LogPaging,
} from '../../delivery-log.ts';
import { usePageHidden } from '../../use-poll.ts';

interface LogState {
  /** The endpoint, filters and page that the rest is about. */
  key: string;
  page?: LoadedPage;
  error?: ApiFailure;
  checkedAt?: Date;
  /** New deliveries above the first row shown, counted while the reader is scrolled down. */
  newer: number;
  newerAtLeast: boolean;
  /** How long to wait before looking again. */
  delay: number;
  /** On a later page of the newest-first log: the newest delivery when the page was opened (null: none yet). */
  top?: string | null;
}

const emptyLog = (key: string): LogState => ({ key, newer: 0, newerAtLeast: false, delay: POLL.firstMs });

/** The reader is at the top of the list when its top is still on screen. */
function readerAtTop(list: HTMLElement | null): boolean {
  return !list || list.getBoundingClientRect().top >= 0;
}

export type DeliveryLogState = ReturnType<typeof useDeliveryLog>;

export function useDeliveryLog(
  path: { company_id: string; endpoint_id: string },
  filters: LogFilters,
  paging: LogPaging,
  /** The table, whose top tells whether the reader has scrolled down. */
  list: { current: HTMLElement | null },
) {
  const key = JSON.stringify([path.company_id, path.endpoint_id, filters, paging]);
  const [state, setState] = useState(() => emptyLog(key));
  // Another endpoint, filter or page: start again from nothing, before anything of the old rows is shown.
  if (state.key !== key) setState(emptyLog(key));
  const [tick, setTick] = useState(0);
  const hidden = usePageHidden();
  const shown = useRef(state);
  useLayoutEffect(() => {
    shown.current = state;
  });
  const update = useCallback(
    (change: (now: LogState) => Partial<LogState>) => setState((now) => (now.key === key ? { ...now, ...change(now) } : now)),
    [key],
  );

  // Read back from the key, which says when the filters or the page are others (their objects are new on every render).
  // `head`: the first page of the newest-first log with the same filters, wherever the reader is.
  const fetchPage = useCallback(
    (head = false) => {
      const [company, endpoint, query, page] = JSON.parse(key) as [string, string, LogFilters, LogPaging];
      return call(
        api.GET('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/deliveries', {
          params: { path: { company_id: company, endpoint_id: endpoint }, query: { ...query, ...(head ? {} : page), limit: PAGE_SIZE } },
        }),
      );
    },
    [key],
  );

  /** Looks at the page again; answers whether anything a person sees changed. */
  const look = useCallback(async (): Promise<boolean> => {
    try {
      const page = (JSON.parse(key) as [string, string, LogFilters, LogPaging])[3];
      const growsAtTop = isFirstPage(page) && page.order !== 'oldest';
      // A later page of the newest-first log doesn't grow; the first page, looked at too, says how many arrived above it.
      const [fresh, head] = await Promise.all([fetchPage(), !growsAtTop && page.order !== 'oldest' ? fetchPage(true) : undefined]);
      const now = shown.current;
      if (now.key !== key) return false;
      let top = now.top;
      let taken = now.page
        ? freshen(now.page, fresh, { growsAtTop, readerAtTop: readerAtTop(list.current) })
        : { page: fresh, newer: 0, atLeast: false };
      if (head) {
        if (top === undefined) top = head.data[0]?.id ?? null;
        else taken = { ...taken, ...countAbove(head.data, top) };
      }
      const changed =
        !now.page ||
        rowsSignature(taken.page.data) !== rowsSignature(now.page.data) ||
        taken.newer !== now.newer ||
        now.error !== undefined;
      update(() => ({ page: taken.page, newer: taken.newer, newerAtLeast: taken.atLeast, error: undefined, checkedAt: new Date(), top }));
      return changed;
    } catch (error) {
      const failure = asFailure(error);
      update(() => ({ error: failure }));
      return false;
    }
  }, [key, fetchPage, update, list]);

  // The page, whenever the endpoint, the filters or the page change.
  useEffect(() => {
    void look();
  }, [look]);

  /** After something the person did (a resend, a test event, a recovery): look now, and soon again. */
  const kick = useCallback(async () => {
    await look();
    update(() => ({ delay: POLL.firstMs }));
    setTick((n) => n + 1);
  }, [look, update]);

  /** Shows the new deliveries counted above on the first page: it is looked at again from the top (a later page goes to the first). */
  const showNewer = useCallback(async () => {
    update(() => ({ newer: 0, newerAtLeast: false }));
    try {
      const fresh = await fetchPage();
      update(() => ({ page: fresh, newer: 0, newerAtLeast: false, error: undefined, checkedAt: new Date() }));
    } catch (error) {
      update(() => ({ error: asFailure(error) }));
    }
  }, [fetchPage, update]);

  const live = !hidden && state.page !== undefined;
  useEffect(() => {
    if (!live) return;
    const timer = setTimeout(async () => {
      const changed = await look();
      update((now) => ({ delay: nextPollDelay(now.delay, changed) }));
      setTick((n) => n + 1);
    }, state.delay);
    return () => clearTimeout(timer);
  }, [live, state.delay, tick, look, update]);

  // Back in front after being hidden: what happened meanwhile, at once.
  const wasHidden = useRef(hidden);
  useEffect(() => {
    if (wasHidden.current && !hidden && shown.current.page) void kick();
    wasHidden.current = hidden;
  }, [hidden, kick]);

  return {
    ...state,
    onFirstPage: isFirstPage(paging),
    loaded: state.page !== undefined || state.error !== undefined,
    kick,
    showNewer,
    hidden,
    live,
  };
}

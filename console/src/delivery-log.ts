// The delivery log's bookkeeping, kept apart from the page so that it can be
// tested without a browser: what the address says (filters, order, page),
// how a fresh look at the page shown is taken in (rows updated in place, new
// deliveries counted rather than pushed in while the reader is scrolled down),
// when to look again, and how a payload is shown.
import { DELIVERY_STATUSES, EVENT_TYPES, type Delivery, type DeliveryStatus, type EventType } from './api.ts';

/** The rows per page of the log: the page costs the same at the 10 000th delivery as at the first. */
export const PAGE_SIZE = 50;

export interface LogFilters {
  status?: DeliveryStatus;
  event_type?: EventType;
  status_code?: number;
  event_id?: string;
  /** ISO times: made at or after, and before. */
  since?: string;
  until?: string;
}

export interface LogPaging {
  order?: 'oldest';
  cursor?: string;
  before?: string;
}

/** The address's names of the filters, in the order the page shows them. */
export const FILTER_NAMES = ['status', 'event_type', 'status_code', 'event_id', 'since', 'until'] as const;

const isoTime = (value: string | null): string | undefined =>
  value !== null && /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;

/** The filters in the address (?status=failed&event_type=candidateAdded&…); values the API would refuse are left out. */
export function filtersFrom(query: URLSearchParams): LogFilters {
  const status = DELIVERY_STATUSES.find(([value]) => value === query.get('status'))?.[0];
  const eventType = EVENT_TYPES.find(([value]) => value === query.get('event_type'))?.[0];
  const code = Number(query.get('status_code'));
  const statusCode = query.get('status_code') !== null && Number.isInteger(code) && code >= 100 && code <= 599 ? code : undefined;
  const eventId = query.get('event_id')?.trim().slice(0, 100) || undefined;
  const since = isoTime(query.get('since'));
  const until = isoTime(query.get('until'));
  return {
    ...(status ? { status } : {}),
    ...(eventType ? { event_type: eventType } : {}),
    ...(statusCode !== undefined ? { status_code: statusCode } : {}),
    ...(eventId ? { event_id: eventId } : {}),
    ...(since ? { since } : {}),
    ...(until ? { until } : {}),
  };
}

/** The order and the page in the address: oldest first or not, and a cursor forward or back. */
export function pagingFrom(query: URLSearchParams): LogPaging {
  const cursor = query.get('cursor') || undefined;
  const before = cursor ? undefined : query.get('before') || undefined;
  return { ...(query.get('order') === 'oldest' ? { order: 'oldest' } : {}), ...(cursor ? { cursor } : {}), ...(before ? { before } : {}) };
}

export function hasFilters(filters: LogFilters): boolean {
  return Object.keys(filters).length > 0;
}

/** The first page in the log's order: no cursor either way. */
export function isFirstPage(paging: LogPaging): boolean {
  return paging.cursor === undefined && paging.before === undefined;
}

/** The address of the log with `change` made to its query; a filter or the order changed starts again from the first page. */
export function logAddress(path: string, query: URLSearchParams, change: Record<string, string | undefined>): string {
  const next = new URLSearchParams(query);
  const paging = 'cursor' in change || 'before' in change;
  if (!paging) {
    next.delete('cursor');
    next.delete('before');
  }
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  const search = next.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

export interface LoadedPage {
  data: Delivery[];
  next_cursor: string | null;
  previous_cursor: string | null;
}

export interface Freshened {
  page: LoadedPage;
  /** Deliveries newer than the first one shown, left out so that what the reader looks at doesn't move. */
  newer: number;
  /** Whether `newer` is only a lower bound (the fresh page held nothing but new ones). */
  atLeast: boolean;
}

/**
 * A fresh look at the page shown. A page after a cursor is anchored: the
 * fresh one replaces it. The first page of the newest-first log grows at the
 * top: when the reader is at the top, the fresh page replaces it and new
 * deliveries appear; when the reader has scrolled down, the rows shown stay
 * (each updated from the fresh page when it has it) and the new ones are
 * counted instead.
 */
export function freshen(shown: LoadedPage, fresh: LoadedPage, options: { growsAtTop: boolean; readerAtTop: boolean }): Freshened {
  if (!options.growsAtTop || options.readerAtTop || shown.data.length === 0) return { page: fresh, newer: 0, atLeast: false };
  const top = shown.data[0]!.id;
  const topAt = fresh.data.findIndex((row) => row.id === top);
  const byId = new Map(fresh.data.map((row) => [row.id, row]));
  const rows = shown.data.map((row) => byId.get(row.id) ?? row);
  return {
    page: { ...shown, data: rows },
    newer: topAt === -1 ? fresh.data.length : topAt,
    atLeast: topAt === -1,
  };
}

/**
 * New deliveries while the reader is on a later page of the newest-first log:
 * the rows above `top` (the newest delivery when the page was opened, null
 * when there was none) in a fresh look at the first page. The page read
 * stays as it is; the count offers the way back to the top.
 */
export function countAbove(head: Delivery[], top: string | null): { newer: number; atLeast: boolean } {
  const at = top === null ? -1 : head.findIndex((row) => row.id === top);
  return at === -1 ? { newer: head.length, atLeast: head.length >= PAGE_SIZE } : { newer: at, atLeast: false };
}

/** What a person sees of the rows: when none of it changed, a look changed nothing. */
export function rowsSignature(rows: Delivery[]): string {
  return rows
    .map(
      (row) =>
        `${row.id}:${row.status}:${row.attempt_count}:${row.next_attempt_at ?? ''}:${row.waiting?.reason ?? ''}:${row.waiting?.delivery_id ?? ''}`,
    )
    .join(',');
}

/**
 * Looking again, for new deliveries and for those shown to change: soon at
 * first (an attempt usually ends within a second or two), then less often
 * while nothing changes, so a quiet endpoint's open log costs a request every
 * 15 seconds, not every two. Not at all while the tab is hidden.
 */
export const POLL = { firstMs: 2_000, factor: 1.5, maxMs: 15_000 } as const;

export function nextPollDelay(previousMs: number, changed: boolean): number {
  return changed ? POLL.firstMs : Math.min(POLL.maxMs, Math.round(previousMs * POLL.factor));
}

/** A payload as sent (JSON bytes), indented for reading; as it is when it isn't JSON. */
export function prettyPayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/** An ISO time from the value of an <input type="datetime-local"> (the reader's local time), or undefined when empty or invalid. */
export function isoFromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The value for an <input type="datetime-local"> that shows `time` in the reader's local time, to the minute. */
export function localInputValue(time: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
}

/** What the search box means: a delivery id (digits, with or without #) opens that delivery; anything else is an event id. */
export function searchTarget(text: string): { deliveryId: string } | { eventId: string } | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const id = /^#?([1-9][0-9]{0,15})$/.exec(trimmed);
  return id ? { deliveryId: id[1]! } : { eventId: trimmed.slice(0, 100) };
}

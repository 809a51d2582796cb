// The delivery log's bookkeeping, kept apart from the page so that it can be
// tested without a browser: how a fresh first page is merged into the rows
// already shown, when to look again while deliveries are pending, and how a
// payload is shown.
import type { Delivery } from './api.ts';

export interface LoadedPage {
  data: Delivery[];
  next_cursor: string | null;
}

export interface LogRows {
  rows: Delivery[];
  /** Where "Load more" goes on from; null when everything is shown. */
  cursor: string | null;
}

/** Delivery ids are decimal strings without leading zeros, up to 16 digits: compared as numbers, without going through a float. */
export function compareIds(a: string, b: string): number {
  return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
}

/** The page size of a refresh: enough to cover the rows shown, within the API's 50 by default and 200 at most. */
export function refreshLimit(shown: number): number {
  return Math.min(200, Math.max(50, shown));
}

/**
 * The rows after a fresh first page (newest first) has come: the page's
 * rows replace those it covers (ids from its oldest up), including new
 * deliveries at the top; older rows loaded with "Load more" stay as they
 * were, and so does the cursor after them. A page that reached the end
 * (no next_cursor) covers everything: rows it lacks are gone, or no longer
 * match the filters.
 */
export function mergeFirstPage(current: LogRows, page: LoadedPage): LogRows {
  if (page.next_cursor === null) return { rows: page.data, cursor: null };
  const oldest = page.data.at(-1);
  // A page that looked at its share of deliveries and found none that match: it tells nothing about the rows shown.
  if (!oldest) return current;
  const older = current.rows.filter((row) => compareIds(row.id, oldest.id) < 0);
  return { rows: [...page.data, ...older], cursor: older.length > 0 ? current.cursor : page.next_cursor };
}

/** Rows after "Load more": the next page appended, without showing a row twice. */
export function appendPage(current: LogRows, page: LoadedPage): LogRows {
  const shown = new Set(current.rows.map((row) => row.id));
  return { rows: [...current.rows, ...page.data.filter((row) => !shown.has(row.id))], cursor: page.next_cursor };
}

/** What a person sees of a row: when none of it changed, a refresh changed nothing. */
export function rowsSignature(rows: Delivery[]): string {
  return rows.map((row) => `${row.id}:${row.status}:${row.attempt_count}:${row.next_attempt_at ?? ''}`).join(',');
}

/**
 * Looking again while deliveries are pending: soon at first (an attempt
 * usually ends within a second or two), then less often while nothing
 * changes, so a delivery that waits hours for its next retry costs a request
 * every half minute at most, not every two seconds.
 */
export const POLL = { firstMs: 2_000, factor: 1.5, maxMs: 30_000 } as const;

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

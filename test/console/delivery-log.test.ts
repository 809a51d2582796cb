// The delivery log's bookkeeping (console/src/delivery-log.ts): merging a
// fresh first page into the rows shown, "Load more", the polling delays and
// the payload as shown. Pure functions, no browser.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Delivery } from '../../console/src/api.ts';
import {
  appendPage,
  compareIds,
  isoFromLocalInput,
  localInputValue,
  mergeFirstPage,
  nextPollDelay,
  POLL,
  prettyPayload,
  refreshLimit,
  rowsSignature,
} from '../../console/src/delivery-log.ts';

function delivery(id: number, status: Delivery['status'] = 'succeeded', attempts = 1): Delivery {
  return {
    id: String(id),
    event_id: `e${id}`,
    event_type: 'candidateAdded',
    status,
    attempt_count: attempts,
    last_attempt_at: null,
    next_attempt_at: null,
    last_status_code: status === 'succeeded' ? 200 : null,
    last_error: null,
    created_at: '2025-01-01T00:00:00.000Z',
    waiting: null,
  };
}

/** Newest first, as the API lists them. */
const range = (from: number, to: number, status?: Delivery['status']) => {
  const rows: Delivery[] = [];
  for (let id = from; id >= to; id--) rows.push(delivery(id, status));
  return rows;
};

const ids = (rows: Delivery[]) => rows.map((row) => Number(row.id));

describe('the delivery log bookkeeping', () => {
  it('compares ids as numbers, also past what a float holds exactly', () => {
    assert.ok(compareIds('9', '10') < 0);
    assert.ok(compareIds('100', '99') > 0);
    assert.equal(compareIds('42', '42'), 0);
    assert.ok(compareIds('9007199254740993', '9007199254740992') > 0);
  });

  it('refreshes at least a default page and at most what the API gives', () => {
    assert.equal(refreshLimit(0), 50);
    assert.equal(refreshLimit(120), 120);
    assert.equal(refreshLimit(500), 200);
  });

  it('puts new deliveries on top and keeps the older rows loaded with "Load more", with their cursor', () => {
    const shown = { rows: range(100, 1), cursor: 'after-1' };
    const merged = mergeFirstPage(shown, { data: range(103, 4), next_cursor: 'after-4' });
    assert.deepEqual(ids(merged.rows), ids(range(103, 1)));
    assert.equal(merged.cursor, 'after-1', 'the rows after the page are still shown: "Load more" goes on after them');
  });

  it("replaces the rows a page covers with the page's (a pending delivery that finished)", () => {
    const shown = { rows: [delivery(3, 'pending', 0), delivery(2, 'failed', 11), delivery(1)], cursor: 'after-1' };
    const merged = mergeFirstPage(shown, {
      data: [delivery(3, 'succeeded', 1), delivery(2, 'pending', 11), delivery(1)],
      next_cursor: 'after-1',
    });
    assert.deepEqual(
      merged.rows.map((row) => row.status),
      ['succeeded', 'pending', 'succeeded'],
    );
    assert.equal(merged.cursor, 'after-1');
  });

  it('takes the page as everything when it reached the end: rows it lacks are gone or no longer match the filter', () => {
    const shown = { rows: [delivery(5, 'pending'), delivery(4, 'pending'), delivery(2, 'pending')], cursor: null };
    const merged = mergeFirstPage(shown, { data: [delivery(5, 'pending')], next_cursor: null });
    assert.deepEqual(ids(merged.rows), [5]);
    assert.equal(merged.cursor, null);
    assert.deepEqual(mergeFirstPage(shown, { data: [], next_cursor: null }), { rows: [], cursor: null });
  });

  it('keeps what is shown when a filtered page found nothing among the deliveries it looked at', () => {
    const shown = { rows: [delivery(7, 'failed')], cursor: 'c' };
    assert.deepEqual(mergeFirstPage(shown, { data: [], next_cursor: 'further' }), shown);
  });

  it('appends the next page without showing a row twice', () => {
    const shown = { rows: range(10, 6), cursor: 'after-6' };
    const next = appendPage(shown, { data: range(6, 2), next_cursor: 'after-2' });
    assert.deepEqual(ids(next.rows), ids(range(10, 2)));
    assert.equal(next.cursor, 'after-2');
  });

  it('tells a refresh that changed what a person sees from one that did not', () => {
    const before = [delivery(2, 'pending', 1), delivery(1)];
    assert.equal(rowsSignature(before), rowsSignature(before.map((row) => ({ ...row }))));
    assert.notEqual(rowsSignature(before), rowsSignature([delivery(2, 'pending', 2), delivery(1)]));
    assert.notEqual(rowsSignature(before), rowsSignature([delivery(3, 'pending', 0), ...before]));
  });

  it('looks again soon after a change, then less often up to a ceiling', () => {
    let delay: number = POLL.firstMs;
    const delays: number[] = [];
    for (let i = 0; i < 12; i++) delays.push((delay = nextPollDelay(delay, false)));
    assert.deepEqual(delays.slice(0, 3), [3_000, 4_500, 6_750]);
    assert.equal(delays.at(-1), POLL.maxMs);
    assert.ok(delays.every((d, i) => i === 0 || d >= delays[i - 1]!));
    assert.equal(nextPollDelay(POLL.maxMs, true), POLL.firstMs);
  });

  it('indents a JSON payload and shows anything else as it is', () => {
    assert.equal(prettyPayload('{"a":1,"b":[true]}'), '{\n  "a": 1,\n  "b": [\n    true\n  ]\n}');
    assert.equal(prettyPayload('not json'), 'not json');
  });

  it('turns a local date-time field into an ISO time and back', () => {
    const time = new Date(2025, 2, 4, 5, 6);
    assert.equal(localInputValue(time), '2025-03-04T05:06');
    assert.equal(isoFromLocalInput(localInputValue(time)), time.toISOString());
    assert.equal(isoFromLocalInput(''), undefined);
    assert.equal(isoFromLocalInput('not a date'), undefined);
  });
});

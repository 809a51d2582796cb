// The delivery log's bookkeeping (console/src/delivery-log.ts): the filters,
// order and page in the address, the search box, a fresh look at the page
// shown (new deliveries counted while the reader is scrolled down), the
// polling delays and the payload as shown. Pure functions, no browser.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Delivery } from '../../console/src/api.ts';
import {
  countAbove,
  filtersFrom,
  freshen,
  hasFilters,
  isFirstPage,
  isoFromLocalInput,
  localInputValue,
  logAddress,
  nextPollDelay,
  POLL,
  prettyPayload,
  pagingFrom,
  rowsSignature,
  searchTarget,
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

const page = (data: Delivery[], next: string | null = 'next', previous: string | null = null) => ({
  data,
  next_cursor: next,
  previous_cursor: previous,
});

describe('the delivery log bookkeeping', () => {
  it('reads the filters, the order and the page from the address, leaving out what the API would refuse', () => {
    const query = new URLSearchParams(
      'status=failed&event_type=candidateAdded&status_code=503&event_id=%20ev_1%20&since=2026-01-02T03:04:05.000Z&until=tomorrow&order=oldest&cursor=abc&before=def',
    );
    assert.deepEqual(filtersFrom(query), {
      status: 'failed',
      event_type: 'candidateAdded',
      status_code: 503,
      event_id: 'ev_1',
      since: '2026-01-02T03:04:05.000Z',
    });
    assert.deepEqual(pagingFrom(query), { order: 'oldest', cursor: 'abc' }, 'a cursor forward wins over one back');
    assert.deepEqual(filtersFrom(new URLSearchParams('status=done&event_type=nope&status_code=99&status_code=abc')), {});
    assert.equal(hasFilters({}), false);
    assert.equal(isFirstPage(pagingFrom(new URLSearchParams('order=oldest'))), true);
    assert.equal(isFirstPage({ before: 'x' }), false);
  });

  it('starts again from the first page when a filter or the order changes, and keeps the filters when the page does', () => {
    const query = new URLSearchParams('status=failed&cursor=abc');
    assert.equal(logAddress('/log', query, { event_type: 'candidateAdded' }), '/log?status=failed&event_type=candidateAdded');
    assert.equal(logAddress('/log', query, { status: '' }), '/log');
    assert.equal(logAddress('/log', query, { cursor: undefined, before: 'p' }), '/log?status=failed&before=p');
  });

  it('tells a delivery id from an event id in the search box', () => {
    assert.deepEqual(searchTarget(' #1234 '), { deliveryId: '1234' });
    assert.deepEqual(searchTarget('1234'), { deliveryId: '1234' });
    assert.deepEqual(searchTarget('6630a9c2e4b0f1a2b3c4d5e6'), { eventId: '6630a9c2e4b0f1a2b3c4d5e6' });
    assert.equal(searchTarget('   '), undefined);
  });

  it('takes a fresh look at an anchored page, or at the top while the reader is there, as it is', () => {
    const shown = page(range(10, 6));
    const fresh = page([delivery(12), delivery(11), ...range(10, 8)]);
    assert.deepEqual(freshen(shown, fresh, { growsAtTop: false, readerAtTop: false }), { page: fresh, newer: 0, atLeast: false });
    assert.deepEqual(freshen(shown, fresh, { growsAtTop: true, readerAtTop: true }), { page: fresh, newer: 0, atLeast: false });
  });

  it('counts new deliveries instead of pushing them in while the reader is scrolled down, and updates the rows shown', () => {
    const shown = page([delivery(3, 'pending', 0), delivery(2, 'failed', 11), delivery(1)]);
    const fresh = page([delivery(5), delivery(4), delivery(3, 'succeeded', 1), delivery(2, 'failed', 11)]);
    const taken = freshen(shown, fresh, { growsAtTop: true, readerAtTop: false });
    assert.deepEqual(ids(taken.page.data), [3, 2, 1], 'the rows the reader looks at stay where they are');
    assert.equal(taken.page.data[0]!.status, 'succeeded', 'and show what became of them');
    assert.equal(taken.newer, 2);
    assert.equal(taken.atLeast, false);
    const flood = freshen(shown, page(range(60, 11)), { growsAtTop: true, readerAtTop: false });
    assert.deepEqual([flood.newer, flood.atLeast], [50, true], 'a page of nothing but new ones: at least that many');
  });

  it('counts the deliveries made above the newest one there was when a later page was opened', () => {
    assert.deepEqual(countAbove(range(12, 3), '10'), { newer: 2, atLeast: false });
    assert.deepEqual(countAbove(range(10, 3), '10'), { newer: 0, atLeast: false }, 'nothing new');
    assert.deepEqual(countAbove(range(3, 1), null), { newer: 3, atLeast: false }, 'the log was empty then');
    assert.deepEqual(countAbove(range(100, 51), '10'), { newer: 50, atLeast: true }, 'a page of nothing but new ones: at least that many');
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

// When a failed delivery is tried again (src/delivery/backoff.ts): the
// exponential wait, the bounds of its jitter, the cap, and Retry-After in both
// of its forms, which never shortens the backoff. Pure functions: the
// jitter's random source is given.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_ATTEMPTS, nextRetryDelayMs, parseRetryAfter, retryDelayMs } from '../../src/delivery/backoff.ts';

const UNCAPPED = { baseMs: 100, maxMs: 7 * 86_400_000 };
/** The largest value Math.random can return. */
const ALMOST_ONE = 1 - 2 ** -53;

describe('retryDelayMs', () => {
  it('doubles with each retry: base × 2^(retry-1) in the middle of the jitter', () => {
    assert.deepEqual(
      Array.from({ length: 10 }, (_, i) => retryDelayMs(i + 1, UNCAPPED, () => 0.5)),
      [100, 200, 400, 800, 1600, 3200, 6400, 12_800, 25_600, 51_200],
    );
  });

  it('spreads each wait over 80% to 120% of it, never outside', () => {
    for (let retry = 1; retry <= 10; retry++) {
      const exponential = 100 * 2 ** (retry - 1);
      assert.equal(
        retryDelayMs(retry, UNCAPPED, () => 0),
        Math.round(0.8 * exponential),
        `retry ${retry}, lowest`,
      );
      const highest = retryDelayMs(retry, UNCAPPED, () => ALMOST_ONE);
      assert.ok(highest <= 1.2 * exponential && highest >= 1.2 * exponential - 1, `retry ${retry}, highest: ${highest}`);
    }
    // With the real random source, whatever it draws.
    for (let i = 0; i < 2000; i++) {
      const delay = retryDelayMs(3, UNCAPPED);
      assert.ok(delay >= 320 && delay <= 480, `retry 3 waited ${delay} ms`);
    }
  });

  it('never waits more than the maximum, jitter included', () => {
    const options = { baseMs: 1000, maxMs: 60_000 };
    for (const random of [0, 0.5, ALMOST_ONE]) {
      assert.equal(
        retryDelayMs(20, options, () => random),
        60_000,
      );
      assert.equal(
        retryDelayMs(1000, options, () => random),
        60_000,
        'a huge retry number is the cap, not Infinity',
      );
    }
    // 2^6 × 1000 = 64 s is above the cap even at the bottom of its jitter (51.2 s is not).
    assert.equal(
      retryDelayMs(7, options, () => ALMOST_ONE),
      60_000,
    );
    assert.equal(
      retryDelayMs(7, options, () => 0),
      51_200,
    );
  });

  it('treats retry 0 as the first retry', () => {
    assert.equal(
      retryDelayMs(0, UNCAPPED, () => 0.5),
      100,
    );
  });

  it(`leaves ${MAX_ATTEMPTS} attempts: the first and 10 retries`, () => {
    assert.equal(MAX_ATTEMPTS, 11);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-03-01T12:00:00.000Z');

  it('reads delay-seconds', () => {
    assert.equal(parseRetryAfter('120', now), 120_000);
    assert.equal(parseRetryAfter('0', now), 0);
    assert.equal(parseRetryAfter(' 5 ', now), 5000);
  });

  it('reads an HTTP-date as the time left until it', () => {
    assert.equal(parseRetryAfter('Sun, 01 Mar 2026 12:00:30 GMT', now), 30_000, 'IMF-fixdate');
    assert.equal(parseRetryAfter('Sunday, 01-Mar-26 12:01:00 GMT', now), 60_000, 'the obsolete RFC 850 form');
  });

  it('reads a date already past as no wait at all', () => {
    assert.equal(parseRetryAfter('Sun, 01 Mar 2026 11:00:00 GMT', now), 0);
  });

  it('ignores a missing, empty or malformed value', () => {
    for (const value of [undefined, '', '   ', 'soon', '5s', '1e3', '0x10', '12:00', 'Tomorrow']) {
      assert.equal(parseRetryAfter(value, now), undefined, JSON.stringify(value));
    }
  });

  it('ignores numbers that are not delay-seconds, rather than reading them as a date long past', () => {
    // Date.parse reads "1.5" and "-5" as days of 2001: taken for dates, they would mean "retry now".
    for (const value of ['1.5', '-5', '+5', '2.']) {
      assert.equal(parseRetryAfter(value, now), undefined, JSON.stringify(value));
    }
  });
});

describe('nextRetryDelayMs', () => {
  const options = { baseMs: 10, maxMs: 1200 };

  it('waits what Retry-After asks, within the maximum', () => {
    assert.equal(
      nextRetryDelayMs(1, options, 1000, () => 0.5),
      1000,
    );
    assert.equal(
      nextRetryDelayMs(1, options, 30_000, () => 0.5),
      1200,
    );
  });

  it('never waits less than the computed backoff: a Retry-After below it, zero or negative counts as that backoff', () => {
    assert.equal(
      nextRetryDelayMs(5, options, 0, () => 0.5),
      160,
    );
    assert.equal(
      nextRetryDelayMs(5, options, -50, () => 0.5),
      160,
    );
    assert.equal(
      nextRetryDelayMs(5, options, 100, () => 0.5),
      160,
    );
  });

  it('falls back to the computed backoff without one', () => {
    assert.equal(
      nextRetryDelayMs(3, options, undefined, () => 0.5),
      40,
    );
    assert.equal(
      nextRetryDelayMs(3, options, undefined, () => 0),
      32,
    );
  });
});

describe('Retry-After against the backoff, in every form a receiver sends', () => {
  const now = Date.parse('2026-03-01T12:00:00.000Z');
  const options = { baseMs: 1000, maxMs: 60_000 };
  // Retry 3 in the middle of its jitter: 4 s.
  const step = 4000;
  const delayFor = (value: string) => nextRetryDelayMs(3, options, parseRetryAfter(value, now), () => 0.5);

  const forms: Array<[string, string, number]> = [
    ['zero', '0', step],
    ['negative', '-1', step],
    ['below the step', '1', step],
    ['a date in the past', 'Sun, 01 Mar 2026 11:59:00 GMT', step],
    ['the current date', 'Sun, 01 Mar 2026 12:00:00 GMT', step],
    ['not a number', 'abc', step],
    ['empty', '', step],
    ['beyond a double', '1e309', step],
    ['a huge number', '9'.repeat(400), options.maxMs],
    ['an HTTP-date far in the future', 'Fri, 31 Dec 9999 23:59:59 GMT', options.maxMs],
  ];
  for (const [what, value, expected] of forms) {
    it(`${what} (${JSON.stringify(value.length > 20 ? value.slice(0, 20) + '…' : value)}) waits ${expected} ms`, () => {
      assert.equal(delayFor(value), expected);
    });
  }

  it('honours one above the step, up to the maximum', () => {
    assert.equal(delayFor('10'), 10_000);
    assert.equal(delayFor('Sun, 01 Mar 2026 12:00:30 GMT'), 30_000);
  });
});

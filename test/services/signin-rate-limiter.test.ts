import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ManualClock } from '../../src/clock.ts';
import { SigninRateLimiter } from '../../src/services/signin-rate-limiter.ts';

const MINUTE = 60_000;

describe('SigninRateLimiter', () => {
  it('blocks an email after 5 failures within 15 minutes, until the oldest one leaves the window', () => {
    const clock = new ManualClock();
    const limiter = new SigninRateLimiter(clock);
    for (let i = 0; i < 4; i++) {
      limiter.recordFailure('a@x.com', `10.0.0.${i}`);
      clock.advance(MINUTE);
    }
    assert.equal(limiter.retryAfterSeconds('a@x.com', '10.0.1.1'), 0);
    limiter.recordFailure('a@x.com', '10.0.0.9');
    // The first failure was 4 minutes ago: 11 minutes to go.
    assert.equal(limiter.retryAfterSeconds('a@x.com', '10.0.1.1'), 11 * 60);
    assert.equal(limiter.retryAfterSeconds('b@x.com', '10.0.1.1'), 0, 'other emails are not blocked');
    clock.advance(11 * MINUTE - 1000);
    assert.equal(limiter.retryAfterSeconds('a@x.com', '10.0.1.1'), 1);
    clock.advance(1000);
    assert.equal(limiter.retryAfterSeconds('a@x.com', '10.0.1.1'), 0);
  });

  it('forgets failures older than the window', () => {
    const clock = new ManualClock();
    const limiter = new SigninRateLimiter(clock);
    for (let i = 0; i < 4; i++) limiter.recordFailure('a@x.com', '10.0.0.1');
    clock.advance(15 * MINUTE);
    limiter.recordFailure('a@x.com', '10.0.0.1');
    assert.equal(limiter.retryAfterSeconds('a@x.com', '10.0.0.1'), 0);
  });

  it('blocks a client address after 20 failures, whatever the emails', () => {
    const clock = new ManualClock();
    const limiter = new SigninRateLimiter(clock);
    for (let i = 0; i < 19; i++) limiter.recordFailure(`u${i}@x.com`, '10.0.0.1');
    assert.equal(limiter.retryAfterSeconds('new@x.com', '10.0.0.1'), 0);
    limiter.recordFailure('u19@x.com', '10.0.0.1');
    assert.equal(limiter.retryAfterSeconds('new@x.com', '10.0.0.1'), 15 * 60);
    assert.equal(limiter.retryAfterSeconds('new@x.com', '10.0.0.2'), 0, 'other addresses are not blocked');
  });

  it('clears the email count on success, but not the address count', () => {
    const clock = new ManualClock();
    const limiter = new SigninRateLimiter(clock);
    for (let i = 0; i < 4; i++) limiter.recordFailure('a@x.com', '10.0.0.1');
    limiter.recordSuccess('a@x.com');
    limiter.recordFailure('a@x.com', '10.0.0.1');
    assert.equal(limiter.retryAfterSeconds('a@x.com', '10.0.0.2'), 0);
    for (let i = 0; i < 15; i++) limiter.recordFailure(`u${i}@x.com`, '10.0.0.1');
    assert.ok(limiter.retryAfterSeconds('z@x.com', '10.0.0.1') > 0, 'the 20 address failures still count');
  });

  it('takes its rules as options', () => {
    const clock = new ManualClock();
    const limiter = new SigninRateLimiter(clock, {
      perEmail: { maxFailures: 1, windowMs: 10_000 },
      perAddress: { maxFailures: 100, windowMs: 10_000 },
    });
    limiter.recordFailure('a@x.com', '10.0.0.1');
    assert.equal(limiter.retryAfterSeconds('a@x.com', '10.0.0.1'), 10);
  });
});

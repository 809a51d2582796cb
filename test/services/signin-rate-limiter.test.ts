import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ManualClock } from '../../src/clock.ts';
import { addressGroup, SigninRateLimiter, type ReserveResult } from '../../src/services/signin-rate-limiter.ts';

const MINUTE = 60_000;

/** A failed attempt: reserved and left as it is. */
function fail(limiter: SigninRateLimiter, email: string, address: string): void {
  const result = limiter.reserve(email, address);
  assert.ok(result.allowed, `the attempt of ${email} from ${address} was refused`);
}

function refusedFor(result: ReserveResult): number {
  assert.ok(!result.allowed, 'the attempt was allowed');
  return result.retryAfterSeconds;
}

describe('SigninRateLimiter', () => {
  it('blocks an email from one address after 5 failures within 15 minutes, until the oldest leaves the window', () => {
    const clock = new ManualClock();
    const limiter = new SigninRateLimiter(clock);
    for (let i = 0; i < 4; i++) {
      fail(limiter, 'a@x.com', '10.0.0.1');
      clock.advance(MINUTE);
    }
    assert.equal(limiter.retryAfterSeconds('a@x.com', '10.0.0.1'), 0);
    fail(limiter, 'a@x.com', '10.0.0.1');
    // The first failure was 4 minutes ago: 11 minutes to go.
    assert.equal(refusedFor(limiter.reserve('a@x.com', '10.0.0.1')), 11 * 60);
    assert.equal(limiter.retryAfterSeconds('A@X.com', '10.0.0.1'), 11 * 60, 'emails match in any case');
    assert.equal(limiter.retryAfterSeconds('b@x.com', '10.0.0.1'), 0, 'other emails from the address are not blocked');
    assert.equal(limiter.retryAfterSeconds('a@x.com', '10.0.0.2'), 0, 'the email from another address is not blocked');
    clock.advance(11 * MINUTE - 1000);
    assert.equal(limiter.retryAfterSeconds('a@x.com', '10.0.0.1'), 1);
    clock.advance(1000);
    assert.equal(limiter.retryAfterSeconds('a@x.com', '10.0.0.1'), 0);
  });

  it('counts a refused attempt as nothing', () => {
    const clock = new ManualClock();
    const limiter = new SigninRateLimiter(clock);
    for (let i = 0; i < 5; i++) fail(limiter, 'a@x.com', '10.0.0.1');
    for (let i = 0; i < 100; i++) refusedFor(limiter.reserve('a@x.com', '10.0.0.1'));
    for (let i = 0; i < 15; i++) fail(limiter, `u${i}@x.com`, '10.0.0.1');
    refusedFor(limiter.reserve('new@x.com', '10.0.0.1'));
  });

  it('reserves the attempt at once: attempts not yet decided use up the allowance', () => {
    const limiter = new SigninRateLimiter(new ManualClock());
    const pending = Array.from({ length: 50 }, () => limiter.reserve('a@x.com', '10.0.0.1'));
    assert.equal(pending.filter((r) => r.allowed).length, 5);
    assert.equal(pending.filter((r) => !r.allowed).length, 45);
  });

  it('forgets failures older than the window', () => {
    const clock = new ManualClock();
    const limiter = new SigninRateLimiter(clock);
    for (let i = 0; i < 4; i++) fail(limiter, 'a@x.com', '10.0.0.1');
    clock.advance(15 * MINUTE);
    fail(limiter, 'a@x.com', '10.0.0.1');
    assert.equal(limiter.retryAfterSeconds('a@x.com', '10.0.0.1'), 0);
  });

  it('blocks a client address after 20 failures, whatever the emails, and only that address', () => {
    const clock = new ManualClock();
    const limiter = new SigninRateLimiter(clock);
    for (let i = 0; i < 19; i++) fail(limiter, `u${i}@x.com`, '10.0.0.1');
    assert.equal(limiter.retryAfterSeconds('new@x.com', '10.0.0.1'), 0);
    fail(limiter, 'u19@x.com', '10.0.0.1');
    assert.equal(refusedFor(limiter.reserve('new@x.com', '10.0.0.1')), 15 * 60);
    assert.equal(limiter.retryAfterSeconds('u0@x.com', '10.0.0.2'), 0, 'other addresses are not blocked, for any email');
  });

  it('a success clears the email count from that address and is no failure, but the address count stays', () => {
    const clock = new ManualClock();
    const limiter = new SigninRateLimiter(clock);
    for (let i = 0; i < 4; i++) fail(limiter, 'a@x.com', '10.0.0.1');
    const right = limiter.reserve('a@x.com', '10.0.0.1');
    assert.ok(right.allowed);
    right.reservation.succeeded();
    right.reservation.succeeded(); // twice changes nothing
    for (let i = 0; i < 4; i++) fail(limiter, 'a@x.com', '10.0.0.1');
    assert.equal(limiter.retryAfterSeconds('a@x.com', '10.0.0.1'), 0, 'the email count started again');
    // 8 failures counted on the address, not 9: 12 more block it.
    for (let i = 0; i < 11; i++) fail(limiter, `u${i}@x.com`, '10.0.0.1');
    assert.equal(limiter.retryAfterSeconds('z@x.com', '10.0.0.1'), 0);
    fail(limiter, 'u11@x.com', '10.0.0.1');
    assert.ok(limiter.retryAfterSeconds('z@x.com', '10.0.0.1') > 0);
  });

  it('a cancelled attempt counts for nothing', () => {
    const limiter = new SigninRateLimiter(new ManualClock());
    for (let i = 0; i < 10; i++) {
      const result = limiter.reserve('a@x.com', '10.0.0.1');
      assert.ok(result.allowed);
      result.reservation.cancelled();
    }
    assert.equal(limiter.size, 0);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 one', () => {
    assert.equal(addressGroup('2001:db8:1:2:aaaa:bbbb:cccc:dddd'), '2001:db8:1:2::/64');
    assert.equal(addressGroup('2001:db8:1:2::1'), '2001:db8:1:2::/64');
    assert.equal(addressGroup('2001:db8:1:3::1'), '2001:db8:1:3::/64');
    assert.equal(addressGroup('::ffff:192.0.2.7'), '192.0.2.7');
    assert.equal(addressGroup('192.0.2.7'), '192.0.2.7');

    const limiter = new SigninRateLimiter(new ManualClock());
    for (let i = 0; i < 20; i++) fail(limiter, `u${i}@x.com`, `2001:db8:1:2::${(i + 1).toString(16)}`);
    refusedFor(limiter.reserve('new@x.com', '2001:db8:1:2:ffff:ffff:ffff:ffff'));
    assert.equal(limiter.retryAfterSeconds('new@x.com', '2001:db8:1:3::1'), 0, 'the next /64 is another client');
  });

  it('takes its limits as options', () => {
    const clock = new ManualClock();
    const limiter = new SigninRateLimiter(clock, { maxFailuresPerEmail: 1, maxFailuresPerAddress: 100, windowMs: 10_000 });
    fail(limiter, 'a@x.com', '10.0.0.1');
    assert.equal(limiter.retryAfterSeconds('a@x.com', '10.0.0.1'), 10);
  });

  describe('memory', () => {
    it('holds at most maxAddresses records, and a flood from new addresses evicts no count', () => {
      const clock = new ManualClock();
      const limiter = new SigninRateLimiter(clock, { maxAddresses: 100 });
      // The count that protects the victim: 5 guesses from the attacker's address.
      for (let i = 0; i < 5; i++) fail(limiter, 'victim@x.com', '198.51.100.1');
      // A flood of failures from 10 000 other addresses.
      for (let i = 0; i < 10_000; i++) limiter.reserve(`junk${i}@x.com`, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
      assert.ok(limiter.size <= 101, `${limiter.size} records`);
      assert.ok(limiter.retryAfterSeconds('victim@x.com', '198.51.100.1') > 0, 'the guesses at the victim still count');
      refusedFor(limiter.reserve('victim@x.com', '198.51.100.1'));
    });

    it('addresses beyond the bound share one allowance until records expire', () => {
      const clock = new ManualClock();
      const limiter = new SigninRateLimiter(clock, { maxAddresses: 10 });
      for (let i = 0; i < 10; i++) fail(limiter, 'a@x.com', `10.0.0.${i}`);
      for (let i = 0; i < 20; i++) fail(limiter, `b${i}@x.com`, `10.0.1.${i}`);
      refusedFor(limiter.reserve('c@x.com', '10.0.2.1'));
      clock.advance(15 * MINUTE);
      assert.ok(limiter.reserve('c@x.com', '10.0.2.1').allowed, 'expired records make room');
      assert.ok(limiter.size <= 2, `${limiter.size} records`);
    });

    it('a record holds at most the address allowance of failures, however many emails are tried', () => {
      const limiter = new SigninRateLimiter(new ManualClock());
      let allowed = 0;
      for (let i = 0; i < 1000; i++) if (limiter.reserve(`u${i}@x.com`, '10.0.0.1').allowed) allowed++;
      assert.equal(allowed, 20, 'attempts past the allowance are refused, not recorded');
      assert.equal(limiter.size, 1);
      assert.equal(limiter.retryAfterSeconds('u0@x.com', '10.0.0.2'), 0);
    });
  });
});

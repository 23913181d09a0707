import { describe, expect, it } from 'vitest';
import { accountKey, addressKey, LoginThrottle, type LoginThrottleOptions } from './login-throttle.ts';

function throttleWithClock(options: LoginThrottleOptions = {}) {
  const clock = { now: 1_000_000 };
  const throttle = new LoginThrottle({ now: () => clock.now, ...options });
  return { throttle, clock };
}

const alice = { email: 'alice@auricle.example', address: '192.0.2.1' };

describe('LoginThrottle', () => {
  it('lets five wrong passwords through, then asks for 1 s, 2 s, 4 s ... up to 60 s', () => {
    const { throttle, clock } = throttleWithClock();
    const waits: number[] = [];
    for (let failure = 1; failure <= 12; failure += 1) {
      const verdict = throttle.check(alice);
      expect(verdict.allowed).toBe(true);
      throttle.recordFailure(alice);
      const next = throttle.check(alice);
      const wait = next.allowed ? 0 : next.retryAfterMs;
      waits.push(wait);
      clock.now += wait;
    }
    expect(waits).toEqual([0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
  });

  it('counts down the wait and allows the attempt when it is over', () => {
    const { throttle, clock } = throttleWithClock();
    for (let i = 0; i < 6; i += 1) {
      clock.now += 10_000;
      throttle.recordFailure(alice);
    }
    clock.now += 500;
    expect(throttle.check(alice)).toEqual({ allowed: false, retryAfterMs: 1_500 });
    clock.now += 1_499;
    expect(throttle.check(alice)).toEqual({ allowed: false, retryAfterMs: 1 });
    clock.now += 1;
    expect(throttle.check(alice)).toEqual({ allowed: true });
  });

  it('counts an account case-insensitively, from any address, and a success clears it', () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 5; i += 1) throttle.recordFailure({ email: i % 2 ? 'ALICE@auricle.example ' : alice.email, address: `198.51.100.${i}` });
    expect(throttle.check({ email: 'Alice@Auricle.Example', address: '203.0.113.9' }).allowed).toBe(false);
    throttle.recordSuccess({ email: 'alice@AURICLE.example', address: '203.0.113.9' });
    expect(throttle.check({ email: alice.email, address: '203.0.113.9' })).toEqual({ allowed: true });
  });

  it('counts an address across accounts, and a success on one account does not clear the address', () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 5; i += 1) throttle.recordFailure({ email: `user${i}@auricle.example`, address: alice.address });
    expect(throttle.check({ email: 'fresh@auricle.example', address: alice.address }).allowed).toBe(false);
    expect(throttle.check({ email: 'fresh@auricle.example', address: '192.0.2.2' }).allowed).toBe(true);
    throttle.recordSuccess({ email: 'user0@auricle.example', address: alice.address });
    expect(throttle.check({ email: 'fresh@auricle.example', address: alice.address }).allowed).toBe(false);
  });

  it('remembers failures for 15 minutes after the last one (a sliding window), then starts over', () => {
    const remembered = throttleWithClock();
    const forgotten = throttleWithClock();
    for (const { throttle, clock } of [remembered, forgotten]) {
      for (let i = 0; i < 8; i += 1) {
        clock.now += 5 * 60_000;
        throttle.recordFailure(alice);
      }
    }
    remembered.clock.now += 15 * 60_000 - 1;
    remembered.throttle.recordFailure(alice);
    expect(remembered.throttle.check(alice)).toEqual({ allowed: false, retryAfterMs: 16_000 });

    forgotten.clock.now += 15 * 60_000;
    forgotten.throttle.recordFailure(alice);
    expect(forgotten.throttle.check(alice)).toEqual({ allowed: true });
  });

  it('stays bounded under a flood of random e-mails from many addresses, dropping the quietest counters first', () => {
    const { throttle, clock } = throttleWithClock({ maxEntries: 100 });
    for (let i = 0; i < 5; i += 1) throttle.recordFailure(alice);
    for (let i = 0; i < 10_000; i += 1) {
      clock.now += 1;
      throttle.recordFailure({ email: `${i}-${'x'.repeat(300)}@flood.example`, address: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}` });
    }
    expect(throttle.size).toEqual({ accounts: 100, addresses: 100 });
    expect(throttle.check(alice)).toEqual({ allowed: true });
    expect(throttle.check({ email: `9999-${'x'.repeat(300)}@flood.example`, address: '192.0.2.200' }).allowed).toBe(true);
  });

  it('drops expired counters as new failures arrive, long before it is full', () => {
    const { throttle, clock } = throttleWithClock();
    for (let i = 0; i < 50; i += 1) throttle.recordFailure({ email: `old${i}@auricle.example`, address: `198.51.100.${i}` });
    clock.now += 15 * 60_000;
    for (let i = 0; i < 5; i += 1) throttle.recordFailure(alice);
    expect(throttle.size).toEqual({ accounts: 1, addresses: 1 });
    expect(throttle.check(alice).allowed).toBe(false);
  });
});

describe('throttle keys', () => {
  it('cuts e-mail keys at the longest possible address, so a flood of long ones cannot fill memory', () => {
    expect(accountKey('  Alice@Auricle.Example ')).toBe('alice@auricle.example');
    expect(accountKey('a'.repeat(16_000))).toHaveLength(254);
  });

  it('counts IPv4 as it is (also IPv4-mapped) and IPv6 by its /64', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

// Wrong-password throttling for the local provider's login form, per account and per client address.
// Written here rather than taken from rate-limiter-flexible: its memory store keeps a timer per key, is not
// bounded in size and reads the wall clock; what is needed is a growing delay over two small bounded maps.

export interface LoginThrottleOptions {
  /** Wrong passwords allowed without any delay. */
  freeFailures?: number;
  /** Delay after the last free failure; it doubles with each further one. */
  baseDelayMs?: number;
  /** The longest delay: a user (or a victim of someone guessing) never waits longer than this. */
  maxDelayMs?: number;
  /** A counter is forgotten this long after its last failure (a sliding window). */
  windowMs?: number;
  /** Counters kept per kind (accounts, addresses); beyond this the longest-quiet ones are dropped. */
  maxEntries?: number;
  now?: () => number;
}

export interface LoginAttempt {
  /** The e-mail as typed; compared case-insensitively. */
  email: string;
  /** The client's address (Koa's ctx.ip). */
  address: string;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

interface FailureCount {
  failures: number;
  lastFailureAt: number;
}

export const LOGIN_THROTTLE_DEFAULTS = {
  freeFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  windowMs: 15 * 60_000,
  maxEntries: 10_000,
} as const;

// No e-mail address is longer (RFC 5321); cutting keys there makes the entry bound a bound on memory too.
const MAX_EMAIL_KEY_LENGTH = 254;

export function accountKey(email: string): string {
  return email.trim().toLowerCase().slice(0, MAX_EMAIL_KEY_LENGTH);
}

function expandIpv6(address: string): string[] | undefined {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return undefined;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array.from({ length: missing }, () => '0'), ...right];
  return groups.length === 8 ? groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, '')) : undefined;
}

/**
 * The key an address is counted under: an IPv4 address as it is (also when IPv4-mapped), an IPv6 address by
 * its /64 prefix, since one host usually holds the whole /64 and could otherwise change address per guess.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!plain.includes(':')) return plain;
  const groups = expandIpv6(plain.split('%')[0] ?? plain);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : plain;
}

/** Failure counters in a Map kept in order of last failure, so the quietest and the expired come first. */
class FailureCounters {
  private readonly counts = new Map<string, FailureCount>();

  constructor(
    private readonly windowMs: number,
    private readonly maxEntries: number,
  ) {}

  get size(): number {
    return this.counts.size;
  }

  get(key: string, now: number): FailureCount | undefined {
    const count = this.counts.get(key);
    return count && now - count.lastFailureAt < this.windowMs ? count : undefined;
  }

  recordFailure(key: string, now: number): void {
    const failures = (this.get(key, now)?.failures ?? 0) + 1;
    this.counts.delete(key);
    this.counts.set(key, { failures, lastFailureAt: now });
    this.dropExpiredAndExcess(now);
  }

  reset(key: string): void {
    this.counts.delete(key);
  }

  private dropExpiredAndExcess(now: number): void {
    for (const [key, count] of this.counts) {
      const expired = now - count.lastFailureAt >= this.windowMs;
      if (!expired && this.counts.size <= this.maxEntries) return;
      this.counts.delete(key);
    }
  }
}

/**
 * After `freeFailures` wrong passwords for one account, or from one address, the next attempt must wait
 * `baseDelayMs`, then twice as long after each further failure, up to `maxDelayMs`. Attempts refused while
 * waiting are not checked and do not count. A success clears the account's counter but not the address's:
 * otherwise anyone holding one valid account could reset their address between guesses at others.
 */
export class LoginThrottle {
  private readonly options: Required<Omit<LoginThrottleOptions, 'now'>>;
  private readonly now: () => number;
  private readonly accounts: FailureCounters;
  private readonly addresses: FailureCounters;

  constructor({ now = Date.now, ...options }: LoginThrottleOptions = {}) {
    this.options = { ...LOGIN_THROTTLE_DEFAULTS, ...options };
    this.now = now;
    this.accounts = new FailureCounters(this.options.windowMs, this.options.maxEntries);
    this.addresses = new FailureCounters(this.options.windowMs, this.options.maxEntries);
  }

  /** The delay owed after `failures` wrong passwords in a row. */
  delayAfter(failures: number): number {
    const { freeFailures, baseDelayMs, maxDelayMs } = this.options;
    if (failures < freeFailures) return 0;
    return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(failures - freeFailures, 30));
  }

  check(attempt: LoginAttempt): ThrottleVerdict {
    const now = this.now();
    const counts = [this.accounts.get(accountKey(attempt.email), now), this.addresses.get(addressKey(attempt.address), now)];
    const retryAt = Math.max(...counts.map((count) => (count ? count.lastFailureAt + this.delayAfter(count.failures) : 0)));
    return retryAt > now ? { allowed: false, retryAfterMs: retryAt - now } : { allowed: true };
  }

  recordFailure(attempt: LoginAttempt): void {
    const now = this.now();
    this.accounts.recordFailure(accountKey(attempt.email), now);
    this.addresses.recordFailure(addressKey(attempt.address), now);
  }

  recordSuccess(attempt: LoginAttempt): void {
    this.accounts.reset(accountKey(attempt.email));
  }

  /** Counters held (accounts, addresses), for tests of the bound. */
  get size(): { accounts: number; addresses: number } {
    return { accounts: this.accounts.size, addresses: this.addresses.size };
  }
}

import type { RateLimit } from '../db/rate-windows.js';

/** IPs followed at once; past it, a new IP's unknown token is refused until the next window. */
const maxAddresses = 50_000;

/**
 * Unknown page tokens (a tenant's or a landlord's page) per IP, counted in this process's memory, in fixed windows.
 *
 * Why memory and not the database (issue 27: an unknown token writes nothing): a count kept in
 * rate_windows would give anyone a row per guessed token or per address, so guessing would
 * fill the database. Here the cost is a bounded map that empties each window. Each server
 * keeps its own count, so N servers allow N times the guesses: that is harmless, because a
 * token is 128 random bits (link-tokens.ts) and cannot be found by guessing; this limit only
 * keeps one address from making the server look up tokens without end.
 */
export class GuessLimit {
  private window = -1;
  private readonly counts = new Map<string, number>();

  constructor(private readonly limit: RateLimit) {}

  private roll(now: Date) {
    const window = Math.floor(now.getTime() / this.limit.windowMs);
    if (window === this.window) return;
    this.window = window;
    this.counts.clear();
  }

  /** Whether `ip` already used up its unknown tokens in this window. */
  exhausted(ip: string, now: Date): boolean {
    this.roll(now);
    return (this.counts.get(ip) ?? 0) >= this.limit.max;
  }

  /** Counts one unknown token for `ip`; false when it is over the limit. */
  take(ip: string, now: Date): boolean {
    this.roll(now);
    const count = this.counts.get(ip);
    if (count === undefined && this.counts.size >= maxAddresses) return false;
    const next = (count ?? 0) + 1;
    this.counts.set(ip, next);
    return next <= this.limit.max;
  }
}

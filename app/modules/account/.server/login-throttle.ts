import { AppError } from "#app/shared/errors";
import type { RateLimitStore } from "#app/shared/rate-limit-store.server";

export const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** A 429 that knows when the caller may try again; the account API sends it as Retry-After. */
export class ThrottledError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    key?: string,
  ) {
    super("rate_limited", key ? { key } : {});
  }
}

/**
 * Counts failures per key (an account, an address) in a window of 15 minutes that starts at the
 * first failure (docs/product.md §Accounts and sessions). The counts live in a RateLimitStore: in memory for one
 * process, in the database when several instances must share them. `name` keeps each throttle's
 * keys apart in the shared store.
 */
export class LoginThrottle {
  constructor(
    private readonly store: RateLimitStore,
    private readonly name: string,
    private readonly maxFailures: number,
    private readonly windowMs = FIFTEEN_MINUTES,
  ) {}

  private scoped(keys: string[]) {
    return keys.map((k) => `${this.name}:${k}`);
  }

  /** Throws a 429 (message `errorKey`, default `rate_limited`) when any key has reached the maximum. */
  async check(keys: string[], now: Date, errorKey?: string): Promise<void> {
    const counts = await this.store.peek(this.scoped(keys), now);
    const blocked = counts.filter((c) => c.count >= this.maxFailures);
    if (blocked.length === 0) return;
    const until = Math.max(...blocked.map((c) => c.resetAt.getTime()));
    throw new ThrottledError(Math.max(1, Math.ceil((until - now.getTime()) / 1000)), errorKey);
  }

  async recordFailure(keys: string[], now: Date): Promise<void> {
    await this.store.hit(this.scoped(keys), this.windowMs, now);
  }

  async clear(key: string): Promise<void> {
    await this.store.clear(`${this.name}:${key}`);
  }
}

/**
 * Counts failed logins per account and per address in a sliding window (decisions.md
 * section 6). In memory, per process: several instances would share a store instead.
 */
export class LoginThrottle {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  isBlocked(keys: string[], now: number): boolean {
    return keys.some((k) => this.recent(k, now).length >= this.maxFailures);
  }

  recordFailure(keys: string[], now: number): void {
    for (const k of keys) this.failures.set(k, [...this.recent(k, now), now]);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

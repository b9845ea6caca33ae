import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { inArray, lt, sql } from "drizzle-orm";
import { rateLimits } from "#db/schema";
import type { Database, Db } from "./db.server";
import type { Env } from "./env.server";

/** One key's count in its current window; `resetAt` is when the window ends. */
export interface RateCount {
  key: string;
  count: number;
  resetAt: Date;
}

/**
 * Counters with a fixed window that starts at a key's first hit: the login and reset throttles
 * and @fastify/rate-limit count through it. In memory for one process; in the database when
 * several instances must see the same counts (docs/architecture.md §Data and services). Time comes from the
 * caller (the request clock), so both stores agree and tests can move it.
 */
export interface RateLimitStore {
  readonly kind: "memory" | "database";
  /** Counts one hit on each key, opening a window of `windowMs` where none is running. */
  hit(keys: string[], windowMs: number, now: Date): Promise<RateCount[]>;
  /** The keys' counts without counting (0 where no window is running). */
  peek(keys: string[], now: Date): Promise<RateCount[]>;
  /** Forgets a key (a successful login clears its account's failures). */
  clear(key: string): Promise<void>;
}

const zero = (key: string, now: Date): RateCount => ({ key, count: 0, resetAt: now });

export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = "memory";
  private counters = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  async hit(keys: string[], windowMs: number, now: Date): Promise<RateCount[]> {
    const at = now.getTime();
    this.sweep(at);
    return [...new Set(keys)].map((key) => {
      let c = this.counters.get(key);
      if (!c || c.resetAt <= at) {
        c = { count: 0, resetAt: at + windowMs };
        this.counters.set(key, c);
      }
      c.count++;
      return { key, count: c.count, resetAt: new Date(c.resetAt) };
    });
  }

  async peek(keys: string[], now: Date): Promise<RateCount[]> {
    const at = now.getTime();
    return keys.map((key) => {
      const c = this.counters.get(key);
      return c && c.resetAt > at ? { key, count: c.count, resetAt: new Date(c.resetAt) } : zero(key, now);
    });
  }

  async clear(key: string): Promise<void> {
    this.counters.delete(key);
  }

  /** Ended windows go once a minute, so addresses that came once do not pile up. */
  private sweep(at: number) {
    if (at - this.lastSweep < 60_000) return;
    this.lastSweep = at;
    for (const [key, c] of this.counters) if (c.resetAt <= at) this.counters.delete(key);
  }
}

export class DatabaseRateLimitStore implements RateLimitStore {
  readonly kind = "database";
  private lastPrune = 0;

  /** `db` is the database itself, never a request's transaction: a count must stay when a request fails. */
  constructor(private readonly db: Db) {}

  async hit(keys: string[], windowMs: number, now: Date): Promise<RateCount[]> {
    // Sorted, so two requests counting the same keys lock the rows in one order (no deadlock);
    // unique, since one upsert cannot touch a row twice.
    const unique = [...new Set(keys)].sort();
    if (unique.length === 0) return [];
    await this.prune(now);
    const resetAt = new Date(now.getTime() + windowMs);
    // One statement per call: the row lock of the upsert makes concurrent hits on any instance count once each.
    const rows = await this.db
      .insert(rateLimits)
      .values(unique.map((key) => ({ key, hits: 1, resetAt })))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning();
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return unique.map((key) => {
      const r = byKey.get(key);
      return r ? { key, count: r.hits, resetAt: r.resetAt } : zero(key, now);
    });
  }

  async peek(keys: string[], now: Date): Promise<RateCount[]> {
    if (keys.length === 0) return [];
    const rows = await this.db.select().from(rateLimits).where(inArray(rateLimits.key, keys));
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return keys.map((key) => {
      const r = byKey.get(key);
      return r && r.resetAt > now ? { key, count: r.hits, resetAt: r.resetAt } : zero(key, now);
    });
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  }

  /** Ended windows are deleted at most once a minute per instance (indexed on reset_at). */
  private async prune(now: Date) {
    if (now.getTime() - this.lastPrune < 60_000) return;
    this.lastPrune = now.getTime();
    await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
  }
}

/** Which store: RATE_LIMIT_STORE, else the database on PostgreSQL (several instances) and memory on PGlite (one process). */
export function rateLimitStoreKind(env: Pick<Env, "RATE_LIMIT_STORE">, database: Pick<Database, "engine">) {
  return env.RATE_LIMIT_STORE ?? (database.engine === "postgres" ? "database" : "memory");
}

export function createRateLimitStore(env: Pick<Env, "RATE_LIMIT_STORE">, database: Database): RateLimitStore {
  return rateLimitStoreKind(env, database) === "database"
    ? new DatabaseRateLimitStore(database.db)
    : new MemoryRateLimitStore();
}

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];

/**
 * The store class @fastify/rate-limit takes (`store` option; it calls `new Store(options)` and
 * `child(routeOptions)` per route), counting in a RateLimitStore. Keys are prefixed with the
 * route, as the plugin's own stores do, so each route keeps its own limit.
 */
export function fastifyRateLimitStore(store: RateLimitStore): FastifyRateLimitStoreCtor {
  const report = (cb: Callback, now: Date) => (counts: RateCount[]) =>
    cb(null, { current: counts[0].count, ttl: Math.max(0, counts[0].resetAt.getTime() - now.getTime()) });

  class RateLimitStoreAdapter implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = "route:",
    ) {}

    incr(key: string, cb: Callback, timeWindow: number) {
      const now = new Date();
      store.hit([this.prefix + key], timeWindow, now).then(report(cb, now), (err: Error) => cb(err));
    }

    /** The plugin's non-counting look (`{ increment: false }`). */
    read(key: string, cb: Callback) {
      const now = new Date();
      store.peek([this.prefix + key], now).then(report(cb, now), (err: Error) => cb(err));
    }

    // The plugin passes the merged route settings with `routeInfo` (its typings say RouteOptions).
    child(routeOptions: unknown) {
      const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      const method = [info.method ?? ""].flat().join(",");
      return new RateLimitStoreAdapter(routeOptions, `route:${method} ${info.url ?? ""}:`);
    }
  }
  return RateLimitStoreAdapter;
}

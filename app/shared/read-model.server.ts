import { PgTransaction } from "drizzle-orm/pg-core";
import { type CacheBus, type Change, noteRead, touches } from "./cache-bus.server";
import type { Ctx } from "./context";

/*
 * Public read models built once (docs/decisions/053-read-models.md): the reads every storefront
 * render and public API answer repeats (settings, menus, content sections, the tour lists and
 * pages with their seats left) are kept in memory per instance, shared by anonymous and signed-in
 * callers, until the bus (cache-bus.server.ts) says something they depend on changed.
 */

export interface ReadModelOptions {
  /** A safety net: an entry is rebuilt after this long even if no change was heard (a lost NOTIFY). */
  ttlMs: number;
  /** Entries kept at most; the least recently used go first. */
  maxEntries: number;
  /** Milliseconds clock (tests inject one). */
  now: () => number;
}

const DEFAULTS: ReadModelOptions = { ttlMs: 60_000, maxEntries: 1_000, now: Date.now };

interface Entry {
  value: unknown;
  tags: readonly string[];
  expires: number;
}

/** The read models of one instance's database (one per `CacheBus`). */
export class ReadModels {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<Entry>>();
  /** Changes heard while each build in progress ran: a build they touch is not kept. */
  private readonly inFlight = new Set<Change[]>();
  private readonly unsubscribe: () => void;
  readonly options: ReadModelOptions;
  /** Builds run (each one a set of statements): tests count them. */
  builds = 0;

  constructor(bus: CacheBus, options: Partial<ReadModelOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
    this.unsubscribe = bus.subscribe((change) => this.drop(change));
  }

  get size() {
    return this.entries.size;
  }

  /** Drops every entry `change` touches; builds in progress remember it. */
  drop(change: Change): void {
    for (const log of this.inFlight) log.push(change);
    for (const [key, entry] of this.entries) if (touches(change, entry.tags)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  detach(): void {
    this.unsubscribe();
    this.entries.clear();
  }

  /**
   * The entry under `key`, else one built by `build` (value and the tags it depends on). Callers
   * missing the same key at once share one build (a sale's first burst renders a page once, not
   * once per visitor).
   */
  get(key: string, build: () => Promise<{ value: unknown; tags: Iterable<string> }>): Promise<Entry> {
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.expires > this.options.now()) {
        // Most recently used last: eviction takes from the front.
        this.entries.delete(key);
        this.entries.set(key, hit);
        return Promise.resolve(hit);
      }
      this.entries.delete(key);
    }
    let pending = this.building.get(key);
    if (!pending) {
      pending = this.build(key, build);
      this.building.set(key, pending);
    }
    return pending;
  }

  private async build(key: string, build: () => Promise<{ value: unknown; tags: Iterable<string> }>) {
    const heard: Change[] = [];
    this.inFlight.add(heard);
    try {
      this.builds++;
      const built = await build();
      const entry: Entry = {
        value: deepFreeze(built.value),
        tags: Object.freeze([...new Set(built.tags)]),
        expires: this.options.now() + this.options.ttlMs,
      };
      // A change to what it read arrived while it was read: the result may predate it (or
      // mix before and after). Its callers get it (they asked before the change was known), the
      // next one rebuilds.
      if (!heard.some((change) => touches(change, entry.tags))) {
        this.entries.set(key, entry);
        while (this.entries.size > this.options.maxEntries) {
          const oldest = this.entries.keys().next().value as string;
          this.entries.delete(oldest);
        }
      }
      return entry;
    } finally {
      this.inFlight.delete(heard);
      this.building.delete(key);
    }
  }
}

/*
 * Kept on the bus object, not in a module-level map: the page build (build/server) bundles its
 * own copy of this module, and both copies must find the read models the app turned on.
 */

/** Turns read models on for the instance of `bus` (once; later calls keep the first options). */
export function enableReadModels(bus: CacheBus, options: Partial<ReadModelOptions> = {}): ReadModels {
  bus.readModels ??= new ReadModels(bus, options);
  return bus.readModels;
}

export function disableReadModels(bus: CacheBus): void {
  bus.readModels?.detach();
  bus.readModels = undefined;
}

export function readModelsOf(bus: CacheBus | undefined): ReadModels | undefined {
  return bus?.readModels;
}

export interface ReadModelSpec<I> {
  /** What it depends on beyond what its build notes itself (`tour:<id>` from tour-views.ts). */
  tags: readonly string[];
  /** More of the key: the agency's day for results that depend on today (departures not yet gone). */
  keyOf?: (ctx: Ctx) => string;
  /** Inputs not worth keeping (a free-text search: each one differs, and may read bookings). */
  skip?: (input: I) => boolean;
}

/**
 * A public read use case whose result is shared. The build runs as an anonymous visitor would
 * (actor null): what is kept must not depend on who first asked. Admins bypass it (they may see
 * unpublished data and must see their edits at once), as does a call inside a transaction (it
 * may see its own uncommitted writes). A hit still notes its tags, so the page cache keeps the
 * page under them. The result is frozen: callers share it.
 */
export function readModel<A extends { ctx: Ctx; input?: unknown }, O>(
  name: string,
  spec: ReadModelSpec<A["input"]>,
  build: (args: A) => Promise<O>,
): (args: A) => Promise<O> {
  return async (args) => {
    const { ctx, input } = args;
    const own = readModelsOf(ctx.bus);
    // A request that may write (its context collects writes but no reads: POST, PUT, DELETE) and a
    // job reads the database itself: a checkout must never price or count from a kept copy, and
    // on PGlite (one connection) a checkout waiting for a build that waits for the checkout's own
    // transaction would never end (seen in test/faults/sigterm-drain.test.ts).
    const writing = ctx.writes !== undefined && ctx.reads === undefined;
    if (!own || writing || ctx.actor?.role === "admin" || ctx.db instanceof PgTransaction || spec.skip?.(input)) {
      return build(args);
    }
    const key = `${name}|${ctx.locale}|${spec.keyOf?.(ctx) ?? ""}|${JSON.stringify(input ?? null)}`;
    const entry = await own.get(key, async () => {
      const reads = new Set<string>(spec.tags);
      const value = await build({ ...args, ctx: { ...ctx, actor: null, sessionEnded: false, reads } });
      return { value, tags: reads };
    });
    noteRead(ctx, entry.tags);
    return entry.value as O;
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

import type { FastifyInstance, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { SESSION_COOKIE } from "#app/modules/account/.server/session-token";
import { type CacheBus, type Change, touches } from "#app/shared/cache-bus.server";

/**
 * Storefront pages that look the same to every anonymous visitor (in one language). Anything
 * with a form token, a user's data or a redirect for visitors (login, checkout, reset links,
 * payment results) is left out.
 */
const CACHEABLE = [
  /^\/$/,
  /^\/tour$/,
  /^\/tour\/[^/]+$/,
  /^\/about$/,
  /^\/contact-us$/,
  /^\/destination$/,
  /^\/gallery$/,
  /^\/gallery\/video$/,
  /^\/faq$/,
  /^\/page\/[^/]+$/,
];

/**
 * Parameters that links shared on WhatsApp, Instagram, Facebook or by ads carry and that no page
 * reads: a promo opened by a thousand people is a thousand `fbclid`s, which must not be a thousand
 * renders. They are left out of the cache key and of the URL the page is rendered with.
 */
const TRACKING_PARAMS =
  /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|igshid|igsh|ttclid|twclid|li_fat_id|mc_cid|mc_eid|_ga|_gl|srsltid)$/i;

/** The request's path and query without tracking parameters (see TRACKING_PARAMS). */
export function withoutTracking(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of [...params.keys()]) if (TRACKING_PARAMS.test(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `${url.slice(0, q)}?${rest}` : url.slice(0, q);
}

/** No session of any kind rides on the request (not even an unknown or expired one). */
export function isAnonymous(req: FastifyRequest): boolean {
  return !req.headers.authorization && !req.cookies?.[SESSION_COOKIE] && !req.ctx?.actor;
}

interface Entry {
  at: number;
  /** When it stopped being current (a change it depends on, or its time to live); null: current. */
  staleSince: number | null;
  /** Not rendered again for a change of its tags before this (minRefreshMs, with jitter). */
  refreshAt: number;
  /** Stale through a change of one of its tags only (a booking), not of everything (staff edits). */
  staleByTag: boolean;
  status: number;
  headers: [string, string][];
  /**
   * The page cut at every occurrence of the nonce it was rendered with (one part without), as
   * UTF-8 bytes: a hit joins them with the new nonce's bytes, one copy, instead of joining a
   * 100 KB string that is then measured and encoded again for the socket (15% of a sale's CPU).
   */
  parts: Buffer[];
  bytes: number;
  /** What it was built from (`noteRead`): changes to other things leave it alone. */
  tags: Set<string>;
}

export interface StoredPage {
  status: number;
  headers: [string, string][];
  body: string;
  nonce?: string;
  /** The tags of the public data it was built from (`ctx.reads`). */
  tags?: Iterable<string>;
}

export interface Found {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** False once something it shows has changed (or its time to live has passed). */
  fresh: boolean;
  /** How long its refresh has been due (0 when fresh, or while `refreshLater`). */
  staleMs: number;
  /**
   * Stale, but rendered less than `minRefreshMs` ago and made stale by a change of its tags only:
   * served as it is, nobody renders it yet.
   */
  refreshLater: boolean;
}

export interface PageCacheOptions {
  /** How long a page is current at most (a safety net: changes are told through the bus). */
  ttlMs?: number;
  /**
   * How long after its refresh became due a page may still be served while its new render is
   * under way (one render per page at a time; everyone else gets the page as it was). Past it,
   * callers wait for the render (one that hangs). Seats left shown are never staler than
   * minRefreshMs plus one render.
   */
  staleMs?: number;
  /**
   * A page made stale by a change of its tags (a booking of a package it shows) is rendered again
   * at most once in this time: during a sale, checkouts every fraction of a second would otherwise
   * render the package's pages (in three languages, its lists, the home page) after each one and
   * take the whole CPU. Changes of everything ("*": staff edits) are rendered at the next visit.
   */
  minRefreshMs?: number;
  /**
   * Each page waits minRefreshMs times 1 to 1 + this (at random): pages rendered together (the
   * package's page in three languages, its lists) are not all rendered again in the same instant,
   * which held every other answer behind a few hundred milliseconds of rendering.
   */
  refreshJitter?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

/**
 * Server-rendered storefront pages and public API answers, kept in memory (docs/performance.md,
 * "Invalidation by what changed"). A page is rendered for the public: without a session, whoever
 * asked (a signed-in visitor's session is added to the served copy, react-router.ts), and found
 * again by language, host, bot-or-not and the URL without tracking parameters. Every page carries
 * the request's CSP nonce, so it is stored cut at the nonce it was rendered with and joined with
 * the new request's nonce when served.
 *
 * Each entry keeps the tags of the data it was built from; a change published on the database's
 * bus (by this instance or, on PostgreSQL, another) marks the entries it touches stale ("*" marks
 * all). A stale page is rendered again by one request while the others are served the stale copy
 * for at most `staleMs`; a render that overlapped a change of its tags is stored already stale.
 */
export class PageCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  private generation = 0;
  /** Recent changes by generation: what a render that started at generation g missed. */
  private changes: { generation: number; change: Change }[] = [];
  private readonly inflight = new Map<string, Promise<void>>();
  private readonly followed = new WeakSet<CacheBus>();
  readonly ttlMs: number;
  readonly staleMs: number;
  readonly minRefreshMs: number;
  private readonly refreshJitter: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(opts: PageCacheOptions = {}) {
    this.ttlMs = opts.ttlMs ?? 10_000;
    this.staleMs = opts.staleMs ?? 5_000;
    this.minRefreshMs = opts.minRefreshMs ?? 1_000;
    this.refreshJitter = opts.refreshJitter ?? 0.5;
    this.maxEntries = opts.maxEntries ?? 500;
    this.maxBytes = opts.maxBytes ?? 32 * 1024 * 1024;
    this.now = opts.now ?? Date.now;
  }

  /**
   * The cache key of this request's page, or null when it must be rendered for the caller alone
   * (not a storefront page, not a GET, or an API client with a bearer token).
   */
  keyOf(req: FastifyRequest): string | null {
    if (req.method !== "GET" || req.headers.authorization) return null;
    const path = req.url.split("?", 1)[0];
    if (!CACHEABLE.some((re) => re.test(path))) return null;
    // Crawlers get the whole document at once (entry.server.tsx), others a streamed one.
    const bot = isbot(req.headers["user-agent"] ?? "") ? "bot" : "web";
    return `${req.locale}|${bot}|${req.protocol}://${req.headers.host ?? ""}${withoutTracking(req.url)}`;
  }

  /**
   * The cache key of an API answer (a route marked `config.shared`), or null when the caller
   * has any session: the same JSON for every anonymous caller in one language.
   */
  keyOfAnswer(req: FastifyRequest): string | null {
    if (req.method !== "GET" || !req.routeOptions.config?.shared || !isAnonymous(req)) return null;
    return `api|${req.locale}|${req.protocol}://${req.headers.host ?? ""}${req.url}`;
  }

  /** Taken before rendering: a render that overlapped a change of its tags is stored stale. */
  get version(): number {
    return this.generation;
  }

  /** The entry, current or stale, joined with `nonce`; null when there is none. */
  lookup(key: string, nonce: string): Found | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const now = this.now();
    const expired = now - entry.at >= this.ttlMs ? entry.at + this.ttlMs : null;
    const staleSince = entry.staleSince ?? expired;
    const refreshLater = staleSince !== null && entry.staleSince !== null && entry.staleByTag && now < entry.refreshAt;
    // Stale since its refresh was due: a page a booking changed is due minRefreshMs after its render.
    const due =
      staleSince !== null && entry.staleSince !== null && entry.staleByTag
        ? Math.max(staleSince, entry.refreshAt)
        : staleSince;
    const staleMs = due === null ? 0 : Math.max(now - due, 0);
    // Long stale and nobody rendering it: of no use any more.
    if (staleSince !== null && !refreshLater && staleMs >= this.staleMs && !this.inflight.has(key)) {
      this.delete(key);
      return null;
    }
    return {
      status: entry.status,
      headers: entry.headers,
      body: joinParts(entry.parts, nonce),
      fresh: staleSince === null,
      staleMs,
      refreshLater,
    };
  }

  /** A current entry only (the API answers' use, and tests). */
  get(key: string, nonce: string): { status: number; headers: [string, string][]; body: Buffer } | null {
    const found = this.lookup(key, nonce);
    return found?.fresh ? found : null;
  }

  set(key: string, page: StoredPage, version: number): void {
    const parts = (page.nonce ? page.body.split(page.nonce) : [page.body]).map((p) => Buffer.from(p));
    const bytes = parts.reduce((n, p) => n + p.length, 0);
    if (bytes > this.maxBytes / 4) return;
    const tags = new Set(page.tags ?? []);
    this.delete(key);
    while (this.entries.size >= this.maxEntries || this.bytes + bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    const now = this.now();
    const changed = this.changedSince(version, tags);
    this.entries.set(key, {
      at: now,
      refreshAt: now + this.minRefreshMs * (1 + this.refreshJitter * Math.random()),
      staleSince: changed === "none" ? null : now,
      // A booking came in while it rendered (the usual case in a sale): served as it is for
      // minRefreshMs like any page a booking changed, not rendered again at once.
      staleByTag: changed === "tags",
      status: page.status,
      headers: page.headers,
      parts,
      bytes,
      tags,
    });
    this.bytes += bytes;
  }

  /** Is a render of this page under way? */
  rendering(key: string): boolean {
    return this.inflight.has(key);
  }

  /** Waits for the render of this page under way, if any. */
  async settled(key: string): Promise<void> {
    await this.inflight.get(key);
  }

  /**
   * Runs `render` as the one render of this page (others see `rendering(key)` meanwhile and are
   * served the stale copy, or wait with `settled`).
   */
  async renderOnce<T>(key: string, render: () => Promise<T>): Promise<T> {
    let done!: () => void;
    const turn = new Promise<void>((resolve) => {
      done = resolve;
    });
    this.inflight.set(key, turn);
    try {
      return await render();
    } finally {
      if (this.inflight.get(key) === turn) this.inflight.delete(key);
      done();
    }
  }

  /** Marks stale every entry that `change` touches. */
  invalidate(change: Change): void {
    this.generation++;
    this.changes.push({ generation: this.generation, change });
    if (this.changes.length > 1_000) this.changes.splice(0, this.changes.length - 1_000);
    const now = this.now();
    for (const entry of this.entries.values()) {
      if (!touches(change, entry.tags)) continue;
      if (entry.staleSince === null) {
        entry.staleSince = now;
        entry.staleByTag = change !== "*";
      } else if (change === "*") entry.staleByTag = false;
    }
  }

  /** Forgets everything at once (tests; nothing is served stale after it). */
  clear(): void {
    this.invalidate("*");
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Follows the changes published on the app's database bus (its own writes and, on PostgreSQL,
   * other instances'), and forgets everything at any 503: while the database (or the file store)
   * is down, every caller gets the same 503, not a mix of old answers and errors. Once per app.
   */
  followChanges(app: FastifyInstance): void {
    if (this.followed.has(app.database.bus)) return;
    this.followed.add(app.database.bus);
    app.database.bus.subscribe((change) => this.invalidate(change));
    app.addHook("onResponse", async (_req, reply) => {
      if (reply.statusCode === 503) this.clear();
    });
  }

  /**
   * Did a change touching `tags` come after `version`: none, only changes of some tags, or one of
   * everything ("all"; also when the log no longer reaches back that far)?
   */
  private changedSince(version: number, tags: Set<string>): "none" | "tags" | "all" {
    if (version === this.generation) return "none";
    const first = this.changes[0];
    if (!first || first.generation > version + 1) return "all";
    let found: "none" | "tags" = "none";
    for (const c of this.changes) {
      if (c.generation <= version || !touches(c.change, tags)) continue;
      if (c.change === "*") return "all";
      found = "tags";
    }
    return found;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}

/** The parts of a kept page joined with `nonce` (see Entry.parts). */
function joinParts(parts: Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0];
  const glue = Buffer.from(nonce);
  const all: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) all.push(glue);
    all.push(part);
  });
  return Buffer.concat(all);
}

/**
 * The page cache of production (RESPONSE_CACHE_SECONDS, 0 for none); none in development, where
 * pages change with the code.
 */
export function pageCacheFor(app: FastifyInstance, mode: "development" | "production"): PageCache | false {
  const seconds = app.env?.RESPONSE_CACHE_SECONDS ?? 0;
  return mode === "production" && seconds > 0 ? new PageCache({ ttlMs: seconds * 1000 }) : false;
}

/**
 * Public API answers (routes with `config.shared`) for anonymous callers, from the same cache as
 * the pages and dropped by the same changes: the storefront's catalogue reads cost one lookup
 * instead of their queries (docs/performance.md, "Load"). A hit is answered before the handler;
 * a miss is stored as the serialised JSON, so both pass through the ETag and compression hooks
 * registered after this one. `x-cache` says which it was.
 */
export function registerSharedAnswers(app: FastifyInstance, cache: PageCache): void {
  const misses = new WeakMap<FastifyRequest, { key: string; version: number }>();
  app.addHook("preHandler", async (req, reply) => {
    const key = cache.keyOfAnswer(req);
    if (!key) return;
    const hit = cache.get(key, "");
    if (!hit) {
      misses.set(req, { key, version: cache.version });
      return;
    }
    reply.status(hit.status);
    for (const [name, value] of hit.headers) reply.header(name, value);
    return reply.header("x-cache", "hit").send(hit.body);
  });
  app.addHook("onSend", async (req, reply, payload) => {
    const miss = misses.get(req);
    if (!miss) return payload;
    reply.header("x-cache", "miss");
    const type = reply.getHeader("content-type");
    if (
      reply.statusCode === 200 &&
      typeof payload === "string" &&
      typeof type === "string" &&
      !reply.hasHeader("set-cookie")
    )
      cache.set(
        miss.key,
        { status: 200, headers: [["content-type", type]], body: payload, tags: req.ctx?.reads },
        miss.version,
      );
    return payload;
  });
}

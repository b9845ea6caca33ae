import type { FastifyInstance, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { SESSION_COOKIE } from "#app/modules/account/.server/session-token";

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

/** Writes that change nothing a storefront page shows; any other successful write empties the cache. */
const HARMLESS_WRITES = [/^\/api\/login(\?|$)/, /^\/api\/logout(\?|$)/, /^\/api\/tour\/\d+\/quote(\?|$)/];
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** No session of any kind rides on the request (not even an unknown or expired one). */
export function isAnonymous(req: FastifyRequest): boolean {
  return !req.headers.authorization && !req.cookies?.[SESSION_COOKIE] && !req.ctx?.actor;
}

interface Entry {
  at: number;
  status: number;
  headers: [string, string][];
  /** The page cut at every occurrence of the nonce it was rendered with (one part without). */
  parts: string[];
  bytes: number;
}

export interface PageCacheOptions {
  /** How long a page is served from memory (other instances' writes show after at most this). */
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

/**
 * Server-rendered storefront pages for anonymous visitors, kept in memory for a few seconds.
 * A page is stored only when it was rendered for a request without any session (no cookie, no
 * bearer, no actor) and answered 200 without Set-Cookie; it is found again by language, host,
 * bot-or-not and the whole URL. Every page carries the request's CSP nonce, so it is stored cut
 * at the nonce it was rendered with and joined with the new request's nonce when served.
 * Any successful write (API or page action) in this process empties the cache, and a render
 * that overlapped a write is not stored.
 */
export class PageCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  private generation = 0;
  private readonly watched = new WeakSet<FastifyInstance>();
  readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(opts: PageCacheOptions = {}) {
    this.ttlMs = opts.ttlMs ?? 10_000;
    this.maxEntries = opts.maxEntries ?? 500;
    this.maxBytes = opts.maxBytes ?? 32 * 1024 * 1024;
    this.now = opts.now ?? Date.now;
  }

  /** The cache key for this request, or null when its page must be rendered for it alone. */
  keyOf(req: FastifyRequest): string | null {
    if (req.method !== "GET") return null;
    if (!isAnonymous(req)) return null;
    const path = req.url.split("?", 1)[0];
    if (!CACHEABLE.some((re) => re.test(path))) return null;
    // Crawlers get the whole document at once (entry.server.tsx), others a streamed one.
    const bot = isbot(req.headers["user-agent"] ?? "") ? "bot" : "web";
    return `${req.locale}|${bot}|${req.protocol}://${req.headers.host ?? ""}${req.url}`;
  }

  /**
   * The cache key of an API answer (a route marked `config.shared`), or null when the caller
   * has any session: the same JSON for every anonymous caller in one language.
   */
  keyOfAnswer(req: FastifyRequest): string | null {
    if (req.method !== "GET" || !req.routeOptions.config?.shared || !isAnonymous(req)) return null;
    return `api|${req.locale}|${req.protocol}://${req.headers.host ?? ""}${req.url}`;
  }

  /** Taken before rendering: a page rendered across a write is not stored. */
  get version(): number {
    return this.generation;
  }

  get(key: string, nonce: string): { status: number; headers: [string, string][]; body: string } | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.now() - entry.at >= this.ttlMs) {
      this.delete(key);
      return null;
    }
    return { status: entry.status, headers: entry.headers, body: entry.parts.join(nonce) };
  }

  set(
    key: string,
    page: { status: number; headers: [string, string][]; body: string; nonce?: string },
    version: number,
  ): void {
    if (version !== this.generation) return;
    const bytes = page.body.length;
    if (bytes > this.maxBytes / 4) return;
    this.delete(key);
    while (this.entries.size >= this.maxEntries || this.bytes + bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    this.entries.set(key, {
      at: this.now(),
      status: page.status,
      headers: page.headers,
      parts: page.nonce ? page.body.split(page.nonce) : [page.body],
      bytes,
    });
    this.bytes += bytes;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  /**
   * Empties the cache after every successful write of any route of `app` (API or page action),
   * and at any 503.
   */
  clearOnWrites(app: FastifyInstance): void {
    // The app and its page plugin may both ask; one hook is enough.
    if (this.watched.has(app)) return;
    this.watched.add(app);
    app.addHook("onResponse", async (req, reply) => {
      // The database (or the file store) is down: nothing more is answered from memory either,
      // so every caller gets the same 503 until it is back, not a mix of old answers and errors.
      if (reply.statusCode === 503) return this.clear();
      // A refused write (4xx) changed nothing; a failed one (5xx) may have, in part.
      if (SAFE_METHODS.has(req.method) || (reply.statusCode >= 400 && reply.statusCode < 500)) return;
      if (HARMLESS_WRITES.some((re) => re.test(req.url))) return;
      this.clear();
    });
  }
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
 * the pages and emptied by the same writes: the storefront's catalogue reads cost one lookup
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
      cache.set(miss.key, { status: 200, headers: [["content-type", type]], body: payload }, miss.version);
    return payload;
  });
}

import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/shared/db.server";
import { createUser } from "#test/factories";
import { createTestDatabase, loginAs, testEnv } from "#test/setup/app";
import { buildApp } from "#server/app";
import { noteRead, tourTag } from "#app/shared/cache-bus.server";
import { PageCache, pageCacheFor, withoutTracking } from "./page-cache";
import { reactRouter } from "./react-router";

/**
 * The page cache through the real Fastify app (sessions, locale, CSP) with a stand-in for
 * React Router that numbers its renders and prints the nonce where React Router does (script
 * attributes and the serialised loader data) and the signed-in user's name.
 */
let app: FastifyInstance;
let database: Database;
let dataDir: string;
let renders = 0;
/** Renders of /page/slow wait for this gate (tests of one render at a time). */
let gate: Promise<void> | null = null;
const seenUrls: string[] = [];
let adminToken: string;
let customerToken: string;

const nonceAttrs = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
const cspNonce = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
const renderNo = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);

beforeAll(async () => {
  database = await createTestDatabase();
  const env = testEnv();
  dataDir = env.dataDir;
  app = await buildApp({ env, database, web: false, logger: false });
  await reactRouter(app, {
    mode: "production",
    buildDir: "",
    // Every change shows at the next visit here; the once-a-second rule has its own test below.
    pageCache: new PageCache({ minRefreshMs: 0 }),
    handler: async (request, { ctx, nonce }) => {
      const url = new URL(request.url);
      if (url.pathname === "/tour/404")
        return new Response("<p>gone</p>", { status: 404, headers: { "content-type": "text/html" } });
      if (url.pathname === "/page/slow" && gate) await gate;
      seenUrls.push(`${url.pathname}${url.search}`);
      // A package page says what it is built from, as the catalogue's read models do.
      const tour = /^\/tour\/(\d+)$/.exec(url.pathname)?.[1];
      if (tour) noteRead(ctx, [tourTag(Number(tour))]);
      renders++;
      const headers = new Headers({ "content-type": "text/html; charset=utf-8", "cache-control": "private, no-cache" });
      if (url.pathname === "/contact-us" && url.searchParams.has("flash"))
        headers.append("set-cookie", "flash=1; Path=/");
      const html = `<!DOCTYPE html><html lang="${ctx.locale}"><head></head><body><p>render ${renders}</p><p>who: ${ctx.actor?.name ?? "visitor"}</p><script nonce="${nonce}">1</script><script nonce="${nonce}">window.__ctx={"nonce":"${nonce}"}</script></body></html>`;
      return new Response(html, { status: 200, headers });
    },
  });
  await app.ready();
  await createUser(database.db, { role: "admin", username: "boss", name: "Boss Admin", password: "Admin12345" });
  await createUser(database.db, { role: "customer", username: "siti", name: "Siti Pelanggan", password: "Cust12345" });
  adminToken = await loginAs(app, "boss", "Admin12345");
  customerToken = await loginAs(app, "siti", "Cust12345");
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("anonymous storefront pages", () => {
  it("are rendered once and then served from memory, each time with the request's own nonce", async () => {
    const first = await get("/tour/7");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("miss");
    const second = await get("/tour/7");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(renderNo(second.body)).toBe(renderNo(first.body));

    const n1 = cspNonce(first.headers["content-security-policy"]);
    const n2 = cspNonce(second.headers["content-security-policy"]);
    expect(n1).toBeTruthy();
    expect(n2).toBeTruthy();
    expect(n2).not.toBe(n1);
    // Every nonce in the served page is this response's, none is the one it was rendered with.
    expect(nonceAttrs(second.body)).toEqual([n2, n2]);
    expect(second.body).toContain(`{"nonce":"${n2}"}`);
    expect(second.body).not.toContain(n1 as string);
    expect(second.headers["cache-control"]).toBe("private, no-cache");
    expect(second.headers["content-type"]).toContain("text/html");
  });

  it("are kept per language, host and query string", async () => {
    const id = await get("/tour?page=2");
    const en = await get("/tour?page=2&lang=en");
    const enCookie = await get("/tour?page=2", { cookie: "lang=en" });
    const otherHost = await get("/tour?page=2", { host: "other.example" });
    expect(id.headers["x-cache"]).toBe("miss");
    expect(en.headers["x-cache"]).toBe("miss");
    expect(en.body).toContain('lang="en"');
    // The remembered language (cookie) is another entry than ?lang=en: another URL.
    expect(enCookie.headers["x-cache"]).toBe("miss");
    expect(enCookie.body).toContain('lang="en"');
    expect(otherHost.headers["x-cache"]).toBe("miss");
    expect((await get("/tour?page=2")).body).toContain('lang="id"');
    expect((await get("/tour?page=2", { cookie: "lang=en" })).headers["x-cache"]).toBe("hit");
  });

  it("?lang= still remembers the language on a page served from memory", async () => {
    await get("/faq?lang=my");
    const hit = await get("/faq?lang=my");
    expect(hit.headers["x-cache"]).toBe("hit");
    expect(String(hit.headers["set-cookie"])).toContain("lang=my");
  });
});

describe("signed-in visitors", () => {
  it("with a session cookie get the page rendered for everyone, with who they are added for them alone", async () => {
    const anon = await get("/");
    expect(anon.body).toContain("who: visitor");
    const mine = await get("/", { cookie: `session=${customerToken}` });
    expect(mine.headers["x-cache"]).toBe("hit");
    expect(renderNo(mine.body)).toBe(renderNo(anon.body));
    // Rendered without the session; the session rides in a script at the top of <head>, with
    // this response's nonce, and the answer is theirs only.
    expect(mine.body).toContain("who: visitor");
    const session =
      /<head><script nonce="([^"]+)">window\.__pageSession=(\{.*?\});document\.documentElement\.dataset\.session="1"<\/script>/.exec(
        mine.body,
      );
    expect(session?.[1]).toBe(cspNonce(mine.headers["content-security-policy"]));
    expect(JSON.parse(session?.[2] ?? "{}")).toMatchObject({ name: "Siti Pelanggan", role: "customer" });
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    // Nothing of theirs is kept for the next visitor.
    const after = await get("/");
    expect(after.headers["x-cache"]).toBe("hit");
    expect(after.body).not.toContain("Siti");
    expect(after.body).not.toContain("__pageSession");
  });

  it("a first visit of a signed-in visitor renders the public page and keeps it for everyone", async () => {
    const mine = await get("/about?first=1", { cookie: `session=${customerToken}` });
    expect(mine.headers["x-cache"]).toBe("miss");
    expect(mine.body).toContain("who: visitor");
    expect(mine.body).toContain("Siti Pelanggan");
    const anon = await get("/about?first=1");
    expect(anon.headers["x-cache"]).toBe("hit");
    expect(anon.body).not.toContain("Siti");
  });

  it("an API client with a bearer token gets a page rendered for it, and it is not kept", async () => {
    const mine = await get("/", { authorization: `Bearer ${customerToken}` });
    expect(mine.headers["x-cache"]).toBeUndefined();
    expect(mine.body).toContain("who: Siti Pelanggan");
    expect((await get("/")).body).not.toContain("Siti");
  });

  it("a request carrying an unknown session cookie gets the public page", async () => {
    await get("/about");
    const a = await get("/about", { cookie: "session=not-a-real-token" });
    expect(a.headers["x-cache"]).toBe("hit");
    expect(a.body).not.toContain("__pageSession");
  });
});

describe("never from memory", () => {
  it("pages outside the storefront list, answers other than 200 and answers setting cookies", async () => {
    for (const url of ["/login", "/checkout", "/reset-password/abc", "/panel", "/tour/404", "/contact-us?flash=1"]) {
      await get(url);
      const again = await get(url);
      expect(again.headers["x-cache"], url).toBeUndefined();
    }
    const flashed = await get("/contact-us?flash=1");
    expect(String(flashed.headers["set-cookie"])).toContain("flash=1");
  });

  it("HEAD requests", async () => {
    await get("/destination");
    const head = await app.inject({ method: "HEAD", url: "/destination" });
    expect(head.headers["x-cache"]).toBeUndefined();
  });
});

describe("invalidation", () => {
  it("a successful write empties the cache; a refused one does not", async () => {
    await get("/gallery");
    expect((await get("/gallery")).headers["x-cache"]).toBe("hit");

    const refused = await app.inject({
      method: "POST",
      url: "/api/category",
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { name: {} },
    });
    expect(refused.statusCode).toBe(422);
    expect((await get("/gallery")).headers["x-cache"]).toBe("hit");

    const created = await app.inject({
      method: "POST",
      url: "/api/category",
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { name: { id: "Kategori Baru", en: "New category", my: "Kategori Baharu" } },
    });
    expect(created.statusCode).toBe(200);
    const after = await get("/gallery");
    expect(after.headers["x-cache"]).toBe("miss");
  });

  it("a login does not empty it", async () => {
    await get("/gallery/video");
    await loginAs(app, "siti", "Cust12345");
    expect((await get("/gallery/video")).headers["x-cache"]).toBe("hit");
  });
});

describe("invalidation by what changed", () => {
  it("a change of one package drops its page, not another's", async () => {
    await get("/tour/31");
    await get("/tour/32");
    app.database.bus.publish([tourTag(31)]);
    expect((await get("/tour/31")).headers["x-cache"]).toBe("miss");
    expect((await get("/tour/32")).headers["x-cache"]).toBe("hit");
  });

  it("a checkout names its package: pages of other packages stay", async () => {
    await get("/tour/33");
    app.database.bus.publish([tourTag(34)]);
    expect((await get("/tour/33")).headers["x-cache"]).toBe("hit");
    app.database.bus.publish("*");
    expect((await get("/tour/33")).headers["x-cache"]).toBe("miss");
  });
});

describe("one render of a page at a time", () => {
  it("while a changed page is rendered again, others get it as it was; the next visit gets the new one", async () => {
    const first = await get("/page/slow");
    app.database.bus.publish("*");
    let open!: () => void;
    gate = new Promise((r) => {
      open = r;
    });
    const rendering = get("/page/slow");
    await new Promise((r) => setTimeout(r, 50));
    const meanwhile = await get("/page/slow");
    expect(meanwhile.headers["x-cache"]).toBe("stale");
    expect(renderNo(meanwhile.body)).toBe(renderNo(first.body));
    open();
    gate = null;
    const fresh = await rendering;
    expect(fresh.headers["x-cache"]).toBe("miss");
    expect(renderNo(fresh.body)).toBeGreaterThan(renderNo(first.body));
    const next = await get("/page/slow");
    expect(next.headers["x-cache"]).toBe("hit");
    expect(renderNo(next.body)).toBe(renderNo(fresh.body));
  });

  it("ten visitors arriving together at a page nobody has are served one render", async () => {
    let open!: () => void;
    gate = new Promise((r) => {
      open = r;
    });
    const before = renders;
    const all = Array.from({ length: 10 }, () => get("/page/slow?together=1"));
    await new Promise((r) => setTimeout(r, 50));
    open();
    gate = null;
    const answers = await Promise.all(all);
    expect(renders - before).toBe(1);
    expect(new Set(answers.map((a) => renderNo(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.headers["x-cache"] === "miss")).toHaveLength(1);
  });
});

describe("tracking parameters", () => {
  it("do not split the cache, and the page is rendered without them", async () => {
    const plain = await get("/tour/40?lang=en");
    const shared = await get("/tour/40?utm_source=whatsapp&lang=en&fbclid=IwAR0abc&utm_campaign=promo");
    expect(shared.headers["x-cache"]).toBe("hit");
    expect(renderNo(shared.body)).toBe(renderNo(plain.body));
    await get("/tour/41?gclid=xyz&igshid=abc");
    expect(seenUrls).toContain("/tour/41");
    expect(seenUrls.some((u) => u.includes("gclid") || u.includes("fbclid"))).toBe(false);
  });

  it("are told apart from the parameters pages read", () => {
    expect(withoutTracking("/tour?search=umrah&utm_medium=social&page=2")).toBe("/tour?search=umrah&page=2");
    expect(withoutTracking("/tour?fbclid=1")).toBe("/tour");
    expect(withoutTracking("/tour")).toBe("/tour");
  });
});

describe("PageCache", () => {
  const page = (nonce: string, text = "x") => ({
    status: 200,
    headers: [["content-type", "text/html"]] as [string, string][],
    body: `<script nonce="${nonce}">${text}</script>`,
    nonce,
  });

  it("is on in production for RESPONSE_CACHE_SECONDS, off with 0 and in development", () => {
    const withSeconds = (n: number) => ({ env: { RESPONSE_CACHE_SECONDS: n } }) as unknown as FastifyInstance;
    const on = pageCacheFor(withSeconds(7), "production");
    expect(on).toBeInstanceOf(PageCache);
    expect((on as PageCache).ttlMs).toBe(7_000);
    expect(pageCacheFor(withSeconds(0), "production")).toBe(false);
    expect(pageCacheFor(withSeconds(7), "development")).toBe(false);
  });

  it("forgets a page after its time to live", () => {
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 5_000, now: () => now });
    cache.set("k", page("AAA"), cache.version);
    expect(cache.get("k", "BBB")?.body.toString()).toBe('<script nonce="BBB">x</script>');
    now += 4_999;
    expect(cache.get("k", "CCC")).not.toBeNull();
    now += 1;
    expect(cache.get("k", "CCC")).toBeNull();
  });

  it("does not keep a page whose render overlapped a write", () => {
    const cache = new PageCache();
    const version = cache.version;
    cache.clear();
    cache.set("k", page("AAA"), version);
    expect(cache.get("k", "BBB")).toBeNull();
  });

  it("keeps current a page whose render overlapped a change of something else", () => {
    const cache = new PageCache();
    const version = cache.version;
    cache.invalidate([tourTag(2)]);
    cache.set("one", { ...page("AAA"), tags: [tourTag(1)] }, version);
    expect(cache.get("one", "B")).not.toBeNull();
    cache.set("two", { ...page("AAA"), tags: [tourTag(2)] }, version);
    expect(cache.get("two", "B")).toBeNull();
    expect(cache.lookup("two", "B")?.fresh).toBe(false);
  });

  it("serves a stale page only while it is being rendered again, and for at most staleMs", async () => {
    let now = 0;
    const cache = new PageCache({ staleMs: 2_000, minRefreshMs: 0, now: () => now });
    cache.set("k", { ...page("A"), tags: [tourTag(1)] }, cache.version);
    cache.invalidate([tourTag(1)]);
    let release!: () => void;
    const rendering = cache.renderOnce("k", () => new Promise<void>((r) => (release = r)));
    now += 1_999;
    expect(cache.lookup("k", "N")?.staleMs).toBe(1_999);
    release();
    await rendering;
    now += 1;
    // Nobody renders it and it is past staleMs: gone.
    expect(cache.lookup("k", "N")).toBeNull();
  });

  it("renders a page a booking changed at most once a second, and a page staff changed at the next visit", () => {
    let now = 10_000;
    const cache = new PageCache({ minRefreshMs: 1_000, refreshJitter: 0, now: () => now });
    cache.set("k", { ...page("A"), tags: [tourTag(1)] }, cache.version);
    now += 300;
    cache.invalidate([tourTag(1)]);
    expect(cache.lookup("k", "N")).toMatchObject({ fresh: false, refreshLater: true });
    now += 699;
    expect(cache.lookup("k", "N")?.refreshLater).toBe(true);
    now += 1;
    expect(cache.lookup("k", "N")?.refreshLater).toBe(false);

    cache.set("k", { ...page("B"), tags: [tourTag(1)] }, cache.version);
    cache.invalidate("*");
    expect(cache.lookup("k", "N")).toMatchObject({ fresh: false, refreshLater: false });
    cache.set("k", { ...page("C"), tags: [tourTag(1)] }, cache.version);
    cache.invalidate([tourTag(1)]);
    cache.invalidate("*");
    expect(cache.lookup("k", "N")?.refreshLater).toBe(false);

    // A booking came in while it rendered (the usual case during a sale): stored stale, but not
    // rendered again before its second is over.
    let version = cache.version;
    cache.invalidate([tourTag(1)]);
    cache.set("k", { ...page("D"), tags: [tourTag(1)] }, version);
    expect(cache.lookup("k", "N")).toMatchObject({ fresh: false, refreshLater: true });
    // A staff edit while it rendered: rendered again at the next visit.
    version = cache.version;
    cache.invalidate("*");
    cache.set("k", { ...page("E"), tags: [tourTag(1)] }, version);
    expect(cache.lookup("k", "N")).toMatchObject({ fresh: false, refreshLater: false });
  });

  it("stays within its entry and byte limits, dropping the oldest first", () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 1_000 });
    cache.set("a", page("N1"), cache.version);
    cache.set("b", page("N2"), cache.version);
    cache.set("c", page("N3"), cache.version);
    expect(cache.size).toBe(2);
    expect(cache.get("a", "Z")).toBeNull();
    expect(cache.get("c", "Z")).not.toBeNull();
    cache.set("big", page("N4", "y".repeat(400)), cache.version);
    expect(cache.get("big", "Z")).toBeNull();
  });
});

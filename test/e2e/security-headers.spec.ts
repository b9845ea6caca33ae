/**
 * Security headers and CSP on every page type of the real server (production build), issue 7:
 * storefront, auth, panel and print pages, the 404 page, static assets, public images, private
 * downloads, API JSON and errors, the OpenAPI viewer, robots and sitemap. Pages carry a fresh
 * nonce-based script policy whose nonce is on every script (cached pages included); everything
 * else is locked to `default-src 'none'`. Then Chromium opens each page type and no policy
 * violation may happen: our own markup needs nothing the policy forbids.
 */
import type { Browser, BrowserContext } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, demoPassword, launch, newContext } from "./browser";

let browser: Browser;
const cookies: Record<"admin" | "customer", string> = { admin: "", customer: "" };
const ids = { tour: 0, booking: "", page: 0 };
let privateFileUrl = "";
let publicImageUrl = "";
let assetUrl = "";

async function login(username: string): Promise<string> {
  const res = await fetch(`${baseURL()}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL() },
    body: JSON.stringify({ username, password: demoPassword() }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("session="));
  expect(cookie).toBeTruthy();
  return cookie!.split(";")[0];
}

function get(path: string, cookie?: string) {
  return fetch(`${baseURL()}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
}

beforeAll(async () => {
  browser = await launch();
  cookies.admin = await login("admin");
  cookies.customer = await login("customer");
  const tours = (await (await get("/api/tour?limit=1")).json()) as { data: { id: number }[] };
  ids.tour = tours.data[0].id;
  // The customer's newest booking that holds passport numbers (the private-data test below needs
  // some): other spec files book for this customer too, some without passports, in any order.
  const bookings = (await (await get("/api/booking?limit=50", cookies.customer)).json()) as { data: { id: string }[] };
  ids.booking = bookings.data[0].id;
  for (const { id } of bookings.data) {
    const detail = (await (await get(`/api/booking/${id}`, cookies.admin)).json()) as {
      data: { guests: { passport_number: string | null }[] };
    };
    if (detail.data.guests.some((g) => g.passport_number)) {
      ids.booking = id;
      break;
    }
  }
  const pages = (await (await get("/api/page/group/branch")).json()) as { pages: { id: number }[] };
  ids.page = pages.pages[0]?.id ?? 0;
  const sliders = (await (await get("/api/slider")).json()) as { data: { image: { url: string } }[] };
  publicImageUrl = sliders.data[0].image.url;
  const html = await (await get("/")).text();
  // A module the page imports (its scripts start after the first paint: decision 071).
  assetUrl = /from "(\/assets\/[^"]+\.js)"/.exec(html)![1];

  // A private document of the demo customer, uploaded as the panel does.
  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#c00" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "proof.png");
  const up = await fetch(`${baseURL()}/api/upload?purpose=document`, {
    method: "POST",
    headers: { cookie: cookies.customer, origin: baseURL() },
    body: form,
  });
  expect(up.status).toBe(200);
  privateFileUrl = ((await up.json()) as { data: { url: string } }).data.url;
});
afterAll(async () => browser?.close());

/** Headers every answer carries. */
function expectBaseline(res: Response, label: string) {
  const h = res.headers;
  expect(h.get("x-content-type-options"), label).toBe("nosniff");
  expect(h.get("x-frame-options"), label).toBe("SAMEORIGIN");
  expect(h.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(h.get("cross-origin-opener-policy"), label).toBe("same-origin");
  expect(h.get("permissions-policy"), label).toMatch(/camera=\(\)/);
  expect(h.has("x-powered-by"), label).toBe(false);
  expect(h.has("server"), label).toBe(false);
  // Plain HTTP here (no PUBLIC_URL https): browsers ignore HSTS on HTTP, the server sends none.
  expect(h.has("strict-transport-security"), label).toBe(false);
}

function directives(csp: string): Map<string, string> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...rest] = d.split(/\s+/);
        return [name, rest.join(" ")] as [string, string];
      }),
  );
}

/** A page: the strict nonce policy, and that nonce on every script of the HTML. Returns the nonce. */
async function expectPagePolicy(res: Response, label: string): Promise<string> {
  expect(res.headers.get("content-type"), label).toMatch(/^text\/html/);
  const csp = directives(res.headers.get("content-security-policy") ?? "");
  const script = csp.get("script-src") ?? "";
  const nonce = /'nonce-([A-Za-z0-9+/=]{16,})'/.exec(script)?.[1];
  expect(nonce, `${label}: ${script}`).toBeTruthy();
  expect(script, label).toContain("'strict-dynamic'");
  expect(script, label).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
  expect(csp.get("default-src"), label).toBe("'self'");
  expect(csp.get("object-src"), label).toBe("'none'");
  expect(csp.get("base-uri"), label).toBe("'self'");
  expect(csp.get("form-action"), label).toBe("'self'");
  expect(csp.get("frame-ancestors"), label).toBe("'self'");
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
  expect(scripts.length, label).toBeGreaterThan(0);
  for (const attrs of scripts) {
    if (/type="application\/ld\+json"/.test(attrs)) continue;
    expect(attrs, `${label}: a script without the request's nonce`).toContain(`nonce="${nonce}"`);
  }
  // No inline event handler in our own markup (it could never run under this policy anyway).
  expect(html, label).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
  return nonce!;
}

/** Anything that is not a page: nothing may run or be framed. */
function expectLockedPolicy(res: Response, label: string) {
  const csp = directives(res.headers.get("content-security-policy") ?? "");
  expect(csp.get("default-src"), label).toBe("'none'");
  expect(csp.has("script-src"), label).toBe(false);
  expect(["'none'", "'self'"], label).toContain(csp.get("frame-ancestors"));
}

const PAGES: { label: string; path: () => string; as?: "admin" | "customer"; status?: number }[] = [
  { label: "home", path: () => "/" },
  { label: "tour list", path: () => "/tour?lang=en" },
  { label: "package page", path: () => `/tour/${ids.tour}?lang=my` },
  { label: "about", path: () => "/about" },
  { label: "faq", path: () => "/faq" },
  { label: "contact", path: () => "/contact-us" },
  { label: "branch page", path: () => (ids.page ? `/page/${ids.page}` : "/page/1") },
  { label: "login", path: () => "/login" },
  { label: "register", path: () => "/register" },
  { label: "forgot password", path: () => "/forgot-password" },
  { label: "reset password", path: () => "/reset-password/not-a-real-token" },
  { label: "404 page", path: () => "/no-such-page-here", status: 404 },
  { label: "panel dashboard", path: () => "/panel", as: "admin" },
  { label: "panel booking", path: () => `/panel/booking-history/${ids.booking}`, as: "admin" },
  { label: "customer panel", path: () => "/panel/booking-history", as: "customer" },
  { label: "print invoice", path: () => `/panel/booking-history/${ids.booking}/print`, as: "customer" },
];

describe("pages: a fresh nonce policy on every page type", () => {
  for (const p of PAGES) {
    it(p.label, async () => {
      const cookie = p.as ? cookies[p.as] : undefined;
      const first = await get(p.path(), cookie);
      expect(first.status, p.label).toBe(p.status ?? 200);
      expectBaseline(first, p.label);
      const n1 = await expectPagePolicy(first, p.label);
      // A second request (served from the page cache for visitors) gets a nonce of its own.
      const second = await get(p.path(), cookie);
      const n2 = await expectPagePolicy(second, `${p.label} (again)`);
      expect(n2).not.toBe(n1);
      if (cookie) {
        // Built for one signed-in user: never stored by a shared cache.
        const cc = first.headers.get("cache-control") ?? "";
        expect(cc, p.label).toMatch(/private|no-store/);
        expect(cc, p.label).not.toMatch(/public/);
      }
    });
  }

  it("a page of the panel is refused to a visitor before anything renders", async () => {
    const res = await get(`/panel/booking-history/${ids.booking}/print`);
    expect([302, 303, 401, 404]).toContain(res.status);
    expectBaseline(res, "panel as visitor");
  });
});

describe("everything else: locked policy, right type, never sniffed", () => {
  it("API JSON and API errors", async () => {
    for (const [path, status, cookie] of [
      ["/api/setting", 200, undefined],
      ["/api/me", 200, cookies.customer],
      ["/api/nope", 404, undefined],
      ["/api/me", 401, undefined],
      ["/api/customer", 403, cookies.customer],
    ] as const) {
      const res = await get(path, cookie);
      expect(res.status, path).toBe(status);
      expectBaseline(res, path);
      expectLockedPolicy(res, path);
      expect(res.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("content-type"), path).toBe("application/json; charset=utf-8");
      if (status >= 400 || cookie) expect(res.headers.get("cache-control"), path).toMatch(/no-store/);
    }
  });

  it("the OpenAPI viewer: its own policy, scripts from files only", async () => {
    const res = await get("/api/docs/");
    expect(res.status).toBe(200);
    expectBaseline(res, "docs");
    const csp = directives(res.headers.get("content-security-policy") ?? "");
    expect(csp.get("script-src")).toBe("'self'");
    expect(csp.get("object-src")).toBe("'none'");
  });

  it("static asset, public image, robots and sitemap", async () => {
    const asset = await get(assetUrl);
    expect(asset.status).toBe(200);
    expectBaseline(asset, assetUrl);
    expectLockedPolicy(asset, assetUrl);
    expect(asset.headers.get("content-type")).toMatch(/^(text|application)\/javascript/);
    expect(asset.headers.get("cache-control")).toMatch(/immutable/);

    const image = await get(publicImageUrl);
    expect(image.status).toBe(200);
    expectBaseline(image, publicImageUrl);
    expectLockedPolicy(image, publicImageUrl);
    expect(image.headers.get("content-type")).toBe("image/webp");

    for (const [path, type] of [
      ["/robots.txt", /^text\/plain/],
      ["/sitemap.xml", /^application\/xml/],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expectBaseline(res, path);
      expectLockedPolicy(res, path);
      expect(res.headers.get("content-type"), path).toMatch(type);
    }
  });

  it("a path that walks out of the asset folders is a plain 404, never a 500 or a file", async () => {
    for (const path of [
      "/assets/..%2f..%2fpackage.json",
      "/assets/..%5c..%5cpackage.json",
      "/uploads/..%5cprivate%5cx.webp",
      "/uploads/%2e%2e/%2e%2e/package.json",
      "/..%2f..%2fpackage.json",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('"name": "travel-booking"');
    }
  });

  it("a private download: owner only, inline under a neutral name, never cached", async () => {
    const res = await get(privateFileUrl, cookies.customer);
    expect(res.status).toBe(200);
    expectBaseline(res, "private file");
    expectLockedPolicy(res, "private file");
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("content-disposition")).toMatch(/^inline; filename="[0-9a-f-]{36}\.jpg"$/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect((await get(privateFileUrl)).status).toBe(401);
  });

  it("cookies: the session is HttpOnly and SameSite=Lax; the language choice is SameSite=Lax", async () => {
    const res = await fetch(`${baseURL()}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseURL() },
      body: JSON.stringify({ username: "customer", password: demoPassword() }),
    });
    const session = res.headers.getSetCookie().find((c) => c.startsWith("session="))!;
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Path=\//i);
    // Plain HTTP in this run: no Secure flag (COOKIE_SECURE=true adds it; see test/security/headers.test.ts).
    expect(session).not.toMatch(/; Secure/i);
    const lang = (await get("/?lang=en")).headers.getSetCookie().find((c) => c.startsWith("lang="));
    expect(lang).toMatch(/; SameSite=Lax/i);
  });
});

describe("private pages carry no one else's data", () => {
  it("another customer gets a 404 for the invoice and the booking page, and none of its passports", async () => {
    const full = (await (await get(`/api/booking/${ids.booking}`, cookies.admin)).json()) as {
      data: { guests: { passport_number: string | null; full_name: string }[] };
    };
    const secrets = full.data.guests.flatMap((g) => (g.passport_number ? [g.passport_number] : []));
    expect(secrets.length).toBeGreaterThan(0);
    const username = `peeker${Date.now().toString(36)}`;
    const password = `Intip-${Date.now().toString(36)}-Aman7`;
    const reg = await fetch(`${baseURL()}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseURL() },
      body: JSON.stringify({
        name: "Pengintip",
        email: `${username}@example.test`,
        username,
        password,
        password_confirmation: password,
      }),
    });
    expect(reg.status).toBe(200);
    const cookie = reg.headers
      .getSetCookie()
      .find((c) => c.startsWith("session="))!
      .split(";")[0];
    for (const path of [
      `/panel/booking-history/${ids.booking}/print`,
      `/panel/booking-history/${ids.booking}`,
      // React Router's data requests answer the loaders' data without the page.
      `/panel/booking-history/${ids.booking}/print.data`,
      `/panel/booking-history/${ids.booking}.data`,
      `/api/booking/${ids.booking}`,
    ]) {
      const res = await get(path, cookie);
      expect(res.status, path).toBe(404);
      const body = await res.text();
      for (const s of secrets) expect(body, path).not.toContain(s);
    }
    // The owner does get them on the invoice (so the check above could see a leak).
    const own = await (await get(`/panel/booking-history/${ids.booking}/print`, cookies.customer)).text();
    expect(secrets.some((s) => own.includes(s))).toBe(true);
  });
});

describe("no policy violation from our own markup, in Chromium", () => {
  /**
   * Opens each page in turn in one tab and returns, per page, every policy violation it caused: a
   * navigation starts a new document (the init script resets its report), and the console's
   * messages are counted from the navigation on. A tab per page cost a renderer each.
   */
  async function violationsPerPage(context: BrowserContext, paths: string[]): Promise<Map<string, string[]>> {
    const page = await context.newPage();
    let found: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) found.push(`console: ${m.text()}`);
    });
    const all = new Map<string, string[]>();
    for (const path of paths) {
      found = [];
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      found.push(...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)));
      all.set(path, found);
    }
    await page.close();
    return all;
  }

  for (const who of [undefined, "customer", "admin"] as const) {
    it(`${who ?? "visitor"}: every page type loads and hydrates without a violation`, async () => {
      const context = await newContext(browser);
      await context.addInitScript(() => {
        const w = window as unknown as { __csp: string[] };
        w.__csp = [];
        document.addEventListener("securitypolicyviolation", (e) =>
          w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
        );
      });
      if (who) {
        const [name, value] = cookies[who].split("=");
        await context.addCookies([{ name, value, url: baseURL() }]);
      }
      const paths = PAGES.filter((p) => p.as === who || (!p.as && !who) || (who === "customer" && !p.as)).map((p) =>
        p.path(),
      );
      for (const [path, found] of await violationsPerPage(context, paths)) expect(found, path).toEqual([]);
      await context.close();
    });
  }

  it("the OpenAPI viewer renders under its own policy", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) errors.push(m.text());
    });
    await page.goto("/api/docs/");
    await page.waitForSelector(".swagger-ui .information-container", { timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});

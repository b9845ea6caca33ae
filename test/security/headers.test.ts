/**
 * Security headers on every kind of answer the API side gives (issue 7): JSON for a visitor and
 * for a signed-in user, each error status, the OpenAPI viewer, public images, private files,
 * report downloads; the session cookie's flags; HSTS and the Secure flag when the site is
 * served over HTTPS; no CORS. Pages (storefront, panel, print, auth, 404, assets) need the
 * production build: test/e2e/security-headers.spec.ts checks them on the real server.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPackage, createSetting, createUser } from "#test/factories";
import { bearer } from "#test/factories/booking";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";

type Res = Awaited<ReturnType<TestApp["app"]["inject"]>>;

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** What every answer carries, whatever its type. */
function expectBaseline(res: Res, label: string) {
  const h = res.headers;
  expect(h["x-content-type-options"], label).toBe("nosniff");
  expect(h["x-frame-options"], label).toBe("SAMEORIGIN");
  expect(h["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(h["cross-origin-opener-policy"], label).toBe("same-origin");
  expect(h["cross-origin-resource-policy"], label).toBe("same-origin");
  expect(h["permissions-policy"], label).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(h, label).not.toHaveProperty("x-powered-by");
  expect(h, label).not.toHaveProperty("server");
  // No cross-origin reads of anything: the API is for our own pages and bearer clients.
  expect(h, label).not.toHaveProperty("access-control-allow-origin");
  expect(h, label).not.toHaveProperty("access-control-allow-credentials");
}

/** The policy of anything that is not one of our pages: nothing may run or load. */
function expectLockedCsp(res: Res, label: string) {
  const csp = String(res.headers["content-security-policy"] ?? "");
  expect(csp, label).toMatch(/(^|;\s*)default-src 'none'/);
  expect(csp, label).not.toMatch(/script-src/);
  expect(csp, label).toMatch(/frame-ancestors '(none|self)'/);
}

function multipart(filename: string, type: string, content: Buffer) {
  const boundary = `----h5${randomUUID()}`;
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

describe("on plain HTTP (the default settings)", () => {
  let t: TestApp;
  let customer: string;
  let admin: string;
  let customerUser: Awaited<ReturnType<typeof createUser>>;
  let timeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await createSetting(t.db);
    customerUser = await createUser(t.db, { role: "customer", password: "Cust12345" });
    const a = await createUser(t.db, { role: "admin", password: "Admin12345" });
    customer = await loginAs(t.app, customerUser.username, "Cust12345");
    admin = await loginAs(t.app, a.username, "Admin12345");
    timeId = (await createPackage(t.db, { departures: [{}] })).departures[0].id;
  });
  afterAll(async () => t?.close());

  const inject = (method: string, url: string, extra: { headers?: Record<string, string>; payload?: unknown } = {}) =>
    t.app.inject({ method: method as "GET", url, headers: extra.headers, payload: extra.payload as string });

  it("public JSON: locked policy, revalidated by its ETag, no HSTS over HTTP", async () => {
    const res = await inject("GET", "/api/setting");
    expect(res.statusCode).toBe(200);
    expectBaseline(res, "setting");
    expect(res.headers["content-security-policy"]).toBe(API_CSP);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers).not.toHaveProperty("strict-transport-security");
  });

  it("a signed-in user's JSON is never stored by a cache", async () => {
    for (const url of ["/api/me", "/api/booking", "/api/dashboard"]) {
      const res = await inject("GET", url, { headers: bearer(customer) });
      expect(res.statusCode, url).toBe(200);
      expectBaseline(res, url);
      expect(res.headers["content-security-policy"], url).toBe(API_CSP);
      expect(res.headers["cache-control"], url).toMatch(/no-store/);
    }
  });

  it("every error status answers JSON with the same headers, never cached", async () => {
    const cases: [string, number | number[], () => Promise<Res>][] = [
      [
        "400 unreadable JSON",
        400,
        () => inject("POST", "/api/login", { headers: { "content-type": "application/json" }, payload: "{" }),
      ],
      ["401", 401, () => inject("GET", "/api/me")],
      ["403", 403, () => inject("GET", "/api/customer", { headers: bearer(customer) })],
      ["404 route", 404, () => inject("GET", "/api/nope")],
      ["404 record", 404, () => inject("GET", `/api/booking/${randomUUID()}`, { headers: bearer(customer) })],
      [
        "413",
        413,
        () =>
          inject("POST", "/api/login", {
            headers: { "content-type": "application/json" },
            payload: `{"username":"${"a".repeat(1_100_000)}"}`,
          }),
      ],
      [
        "unsupported body type",
        [400, 415],
        () => inject("POST", "/api/login", { headers: { "content-type": "text/xml" }, payload: "<x/>" }),
      ],
      ["422", 422, () => inject("POST", "/api/login", { payload: { username: "" } })],
    ];
    for (const [label, status, send] of cases) {
      const res = await send();
      expect([status].flat(), label).toContain(res.statusCode);
      expectBaseline(res, label);
      expect(res.headers["content-security-policy"], label).toBe(API_CSP);
      expect(res.headers["content-type"], label).toBe("application/json; charset=utf-8");
      expect(res.headers["cache-control"], label).toMatch(/no-store/);
      // The body is a message (and field errors), never a stack or a SQL text.
      expect(res.body, label).not.toMatch(/at \w+ \(|node_modules|SELECT |stack/i);
    }
  });

  it("the OpenAPI viewer runs only its own script files", async () => {
    const res = await inject("GET", "/api/docs/");
    expect(res.statusCode).toBe(200);
    expectBaseline(res, "docs");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self'\s*;/);
    expect(csp).not.toMatch(/unsafe-inline'[^;]*;[^;]*script|script-src[^;]*unsafe/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    // Nothing from other hosts: no fonts or styles from any https site, no outside validator.
    expect(csp).not.toMatch(/https:|validator\.swagger\.io/);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
  });

  it("a public image: WebP, immutable, locked policy", async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const body = multipart("cover.png", "image/png", png);
    const res = await inject("POST", "/api/upload?purpose=image", {
      headers: { ...body.headers, ...bearer(admin) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url as string;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-\d+\.webp$/);
    const served = await inject("GET", url);
    expect(served.statusCode).toBe(200);
    expectBaseline(served, url);
    expectLockedCsp(served, url);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("a private file: its stored type, inline under a neutral name, no-store, locked policy", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#a00" } })
      .png()
      .toBuffer();
    const body = multipart('proof"; filename="evil.html', "text/html", png);
    const up = await inject("POST", "/api/upload?purpose=document", {
      headers: { ...body.headers, ...bearer(customer) },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(200);
    const id = up.json().data.id as string;
    for (const token of [customer, admin]) {
      const res = await inject("GET", `/api/file/${id}`, { headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expectBaseline(res, "private file");
      expectLockedCsp(res, "private file");
      expect(res.headers["content-type"]).toBe("image/jpeg");
      // The client's name (with its quote trick) never reaches the header: only the id.
      expect(res.headers["content-disposition"]).toBe(`inline; filename="${id}.jpg"`);
      expect(res.headers["cache-control"]).toBe("private, no-store");
    }
  });

  it("a report download is an attachment, never cached, never sniffed", async () => {
    for (const url of [`/api/report/booking?format=csv`, `/api/report/manifest?time_id=${timeId}&format=xlsx`]) {
      const res = await inject("GET", url, { headers: bearer(admin) });
      expect(res.statusCode, url).toBe(200);
      expectBaseline(res, url);
      expectLockedCsp(res, url);
      expect(res.headers["content-disposition"], url).toMatch(/^attachment; filename="[\w.-]+"/);
      expect(res.headers["cache-control"], url).toBe("private, no-store");
    }
  });

  it("the session cookie is HttpOnly and SameSite=Lax, without Secure over plain HTTP; logout clears it", async () => {
    const login = await inject("POST", "/api/login", {
      payload: { username: customerUser.username, password: "Cust12345" },
    });
    const cookie = String(login.headers["set-cookie"]);
    expect(cookie).toMatch(/^session=[^;]+;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    // The token in the body is for bearer clients; the cookie is the same session.
    const logout = await inject("POST", "/api/logout", { headers: bearer(login.json().token), payload: {} });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers["set-cookie"])).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("answers no cross-origin request with CORS headers, preflight included", async () => {
    const origin = { origin: "https://evil.example" };
    const get = await inject("GET", "/api/setting", { headers: origin });
    expectBaseline(get, "cross-origin GET");
    const preflight = await inject("OPTIONS", "/api/booking", {
      headers: { ...origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(preflight.headers).not.toHaveProperty("access-control-allow-origin");
    expect(preflight.headers).not.toHaveProperty("access-control-allow-methods");
  });
});

describe("served over HTTPS (PUBLIC_URL https, COOKIE_SECURE=true)", () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "https://travel.example", COOKIE_SECURE: "true" });
    user = await createUser(t.db, { role: "customer", password: "Cust12345" });
  });
  afterAll(async () => t?.close());

  it("sends HSTS for a year on this host only, on every answer", async () => {
    for (const url of ["/api/setting", "/api/nope", "/uploads/nothing.webp", "/api/docs/"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["strict-transport-security"], url).toBe("max-age=31536000");
    }
  });

  it("marks the session cookie Secure", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password: "Cust12345" },
    });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers["set-cookie"]);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });
});

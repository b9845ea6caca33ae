import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "#test/factories";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Reply = Awaited<ReturnType<TestApp["app"]["inject"]>>;

/** The error body contract (docs/product.md §API): exactly {message} or {message, errors}. */
function expectErrorBody(res: Reply) {
  const body = res.json();
  const keys = Object.keys(body).sort();
  if (res.statusCode === 422) {
    expect(keys).toEqual(["errors", "message"]);
    for (const [field, list] of Object.entries(body.errors as Record<string, unknown>)) {
      expect(Array.isArray(list), field).toBe(true);
      for (const m of list as unknown[]) expect(typeof m).toBe("string");
    }
  } else {
    expect(keys).toEqual(["message"]);
  }
  expect(typeof body.message).toBe("string");
  expect(body.message.length).toBeGreaterThan(0);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
}

describe("security headers", () => {
  it.each([
    ["GET", "/api/health"],
    ["GET", "/api/setting"],
    ["GET", "/api/nope"],
    ["GET", "/api/me"],
    ["GET", "/api/category?limit=0"],
  ] as const)("are on %s %s", async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["permissions-policy"]).toMatch(/camera=\(\)/);
    expect(res.headers).not.toHaveProperty("x-powered-by");
    expect(res.headers).not.toHaveProperty("server");
  });

  it("are on errors caused by an unreadable body too", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBeTruthy();
  });

  it("error responses are never cached", async () => {
    for (const url of ["/api/nope", "/api/me", "/api/category?limit=0"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
  });
});

describe("unknown API paths", () => {
  it.each([
    ["GET", "/api/nope"],
    ["GET", "/api/nope/deeper?x=1"],
    ["POST", "/api/nope"],
    ["DELETE", "/api/setting"],
    ["GET", "/api"],
  ] as const)("%s %s answers 404 {message}", async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expectErrorBody(res);
  });

  it("translates the 404 message", async () => {
    const en = await t.app.inject({ method: "GET", url: "/api/nope?lang=en" });
    expect(en.json()).toEqual({ message: "Not found." });
    const id = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(id.json()).toEqual({ message: "Tidak ditemukan." });
    const my = await t.app.inject({ method: "GET", url: "/api/nope", headers: { "accept-language": "ms-MY,ms" } });
    expect(my.json()).toEqual({ message: "Tidak dijumpai." });
  });
});

describe("unreadable requests", () => {
  it("invalid JSON answers 400 {message}, translated", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login?lang=en",
      headers: { "content-type": "application/json" },
      payload: '{"username": "a", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The request could not be read." });
    const id = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: "{nope}",
    });
    expect(id.statusCode).toBe(400);
    expect(id.json().message).not.toBe("The request could not be read.");
    expectErrorBody(id);
  });

  it("an empty JSON body answers 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(res.statusCode).toBe(400);
    expectErrorBody(res);
  });

  it("an unsupported content type answers 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/xml" },
      payload: "<login/>",
    });
    expect(res.statusCode).toBe(400);
    expectErrorBody(res);
  });

  it("a body over 1 MB answers 413 {message}", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login?lang=en",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ username: "x".repeat(1_100_000), password: "y" }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "The upload is too large." });
  });

  it("a JSON body that is not an object answers 422 on the root", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: '"just a string"',
    });
    expect(res.statusCode).toBe(422);
    expectErrorBody(res);
    expect(Object.keys(res.json().errors)).toEqual(["_"]);
  });
});

describe("operations that take no input", () => {
  // Walks the route table: a new write route without a body schema is covered, or this fails.
  it("refuse any body but none or {} with 422 on the root, on every write route without a body schema", async () => {
    const admin = await signInAdmin(t, { username: "noinput-admin" });
    const customer = await signInCustomer(t, { username: "noinput-customer" });
    const headersFor = (access: unknown) =>
      access === "public" ? {} : access === "user" || access === "customer" ? customer.headers : admin.headers;
    const bodies = [
      ["application/json", "[]"],
      ["application/json", '"arrange"'],
      ["application/json", "null"],
      ["application/json", "0"],
      ["application/json", '{"force":true}'],
      ["text/plain", "arrange"],
    ];
    const ownBody: string[] = [];
    const checked: string[] = [];
    const notRefused: string[] = [];
    for (const route of t.app.routeList) {
      if (!route.url.startsWith("/api/") || (route.schema as { body?: unknown } | undefined)?.body) continue;
      for (const method of [route.method].flat()) {
        if (!["POST", "PUT", "PATCH", "DELETE"].includes(method)) continue;
        if (route.config?.ownBody) {
          ownBody.push(`${method} ${route.url}`);
          continue;
        }
        checked.push(`${method} ${route.url}`);
        // Unknown ids: were a body let through, nothing real would be touched.
        const url = `${route.url.replace(/:[A-Za-z_]+/g, "999999")}?lang=en`;
        for (const [type, payload] of bodies) {
          const res = await t.app.inject({
            method: method as "POST",
            url,
            headers: { ...headersFor(route.config?.access), "content-type": type },
            payload,
          });
          const refused =
            res.statusCode === 422 &&
            JSON.stringify(res.json().errors) ===
              JSON.stringify({ _: ["This action takes no input: send no body, or {}."] });
          if (!refused) notRefused.push(`${method} ${route.url} ${type} ${payload} → ${res.statusCode}`);
        }
      }
    }
    expect(notRefused, notRefused.join("\n")).toEqual([]);
    // Only these read a body of their own kind (multipart; a provider's signed raw text).
    expect(ownBody.sort()).toEqual([
      "POST /api/payments/notify/:provider",
      "POST /api/upload",
      "POST /api/whatsapp/webhook",
    ]);
    expect(checked).toEqual(expect.arrayContaining(["POST /api/rooming/:time_id/arrange", "POST /api/logout"]));
    expect(checked.length).toBeGreaterThan(15);
  });
});

describe("cross-site writes", () => {
  it("refuses a login posted from another site's page (login CSRF)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login?lang=en",
      headers: { origin: "https://evil.example", host: "travel.example" },
      payload: { username: "a", password: "b" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "This request did not come from this site." });
  });

  it("accepts a write from the same origin, and from a client with no Origin at all", async () => {
    const same = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { origin: "https://travel.example", host: "travel.example" },
      payload: { username: "nobody-here", password: "Wrong12345" },
    });
    expect(same.statusCode).toBe(422);
    const noOrigin = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "nobody-here", password: "Wrong12345" },
    });
    expect(noOrigin.statusCode).toBe(422);
  });

  it("refuses Origin: null", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { origin: "null", host: "travel.example" },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("GET /api/docs/json", () => {
  const specPaths: [string, string][] = [
    ["/api/login", "post"],
    ["/api/register", "post"],
    ["/api/logout", "post"],
    ["/api/me", "get"],
    ["/api/setting", "get"],
    ["/api/setting/language", "get"],
    ["/api/page/group/{group}", "get"],
    ["/api/category", "get"],
    ["/api/booking/count/pending", "get"],
    ["/api/health", "get"],
  ];

  it("is an OpenAPI 3 document listing every path of the specification", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBeTruthy();
    const missing = specPaths.filter(([p, m]) => !doc.paths?.[p]?.[m]).map(([p, m]) => `${m.toUpperCase()} ${p}`);
    expect(missing, `missing operations: ${missing.join(", ")}`).toEqual([]);
  });

  it("lists every API operation the server has, with its answers (a new route is documented or this fails)", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    // Fastify's `/a/:id` is OpenAPI's `/a/{id}`; HEAD is the automatic twin of GET, and the
    // documentation's own pages are not operations of the product.
    const missing: string[] = [];
    const withoutAnswers: string[] = [];
    for (const route of t.app.routeList) {
      if (!route.url.startsWith("/api/") || route.url.startsWith("/api/docs")) continue;
      const path = route.url.replace(/:([A-Za-z_]+)/g, "{$1}");
      for (const method of [route.method].flat()) {
        if (method === "HEAD") continue;
        const op = doc.paths?.[path]?.[method.toLowerCase()];
        if (!op) missing.push(`${method} ${path}`);
        else if (!op.responses || Object.keys(op.responses).length === 0) withoutAnswers.push(`${method} ${path}`);
      }
    }
    expect(missing, `not in the OpenAPI document: ${missing.join(", ")}`).toEqual([]);
    expect(withoutAnswers, `documented without answers: ${withoutAnswers.join(", ")}`).toEqual([]);
    expect(t.app.routeList.filter((r) => r.url.startsWith("/api/")).length).toBeGreaterThan(150);
  });

  it("answers the pinned OpenAPI document: a change to the API shows as a change of server/openapi.snapshot.json", async () => {
    // Keys sorted: the document's content is pinned, not the order plugins register their routes
    // in (decision 072 moves routes between modules with the API unchanged).
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const sorted = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(sorted)
        : v && typeof v === "object"
          ? Object.fromEntries(
              Object.entries(v)
                .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
                .map(([k, x]) => [k, sorted(x)]),
            )
          : v;
    await expect(`${JSON.stringify(sorted(doc), null, 1)}\n`).toMatchFileSnapshot("./openapi.snapshot.json");
  });

  it("documents the schemas that validate requests and answers", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const login = doc.paths["/api/login"].post;
    const body = login.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(expect.arrayContaining(["username", "password"]));
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(["200", "422", "429"]));
    const group = doc.paths["/api/page/group/{group}"].get.parameters.find((p: { name: string }) => p.name === "group");
    expect(group.in).toBe("path");
    expect(group.schema.enum).toEqual(["footer", "branch"]);
    const category = doc.paths["/api/category"].get.parameters.map((p: { name: string }) => p.name);
    expect(category).toEqual(expect.arrayContaining(["page", "limit", "search"]));
    const pending = doc.paths["/api/booking/count/pending"].get.responses["200"].content["application/json"].schema;
    expect(Object.keys(pending.properties)).toEqual(["booking_count"]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("serves the documentation page at /api/docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
  });
});

describe("throttling", () => {
  it("login: 429 {message} once one address failed too often, across accounts", async () => {
    const local = await createTestApp({ LOGIN_MAX_FAILURES: "3" });
    try {
      const victim = await createUser(local.db, { password: "Right12345" });
      for (const username of ["ghost1", "ghost2", "ghost3"]) {
        const r = await local.app.inject({
          method: "POST",
          url: "/api/login",
          payload: { username, password: "Wrong12345" },
        });
        expect(r.statusCode).toBe(422);
      }
      const blocked = await local.app.inject({
        method: "POST",
        url: "/api/login?lang=en",
        payload: { username: victim.username, password: "Right12345" },
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: "Too many attempts. Please try again in a few minutes." });
      const other = await local.app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: "10.0.0.9",
        payload: { username: victim.username, password: "Right12345" },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });

  it("register: the per-address rate limit answers 429 {message}, translated", async () => {
    const local = await createTestApp();
    try {
      const codes: number[] = [];
      let last: Reply | undefined;
      for (let i = 0; i < 21; i++) {
        last = await local.app.inject({ method: "POST", url: "/api/register?lang=en", payload: {} });
        codes.push(last.statusCode);
      }
      expect(codes.slice(0, 20)).toEqual(Array(20).fill(422));
      expect(codes[20]).toBe(429);
      expect(last!.json()).toEqual({ message: "Too many attempts. Please try again in a few minutes." });
      expect(last!.headers["retry-after"]).toBeTruthy();
    } finally {
      await local.close();
    }
  });
});

describe("422 field messages", () => {
  it("use the contract's own keys, and tell a wrong type from a missing value", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register?lang=en",
      payload: {
        name: 42,
        email: "ok@example.test",
        username: "a b",
        password: "Umrah2026ok",
        password_confirmation: "Umrah2026ok",
        phone: "call me",
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ["This value is not valid."],
      username: ["Use 3 to 30 letters, digits, dots, dashes or underscores."],
      phone: ["Enter a valid phone number."],
    });
    const missing = await t.app.inject({ method: "POST", url: "/api/login?lang=en", payload: { username: "x" } });
    expect(missing.json().errors).toEqual({ password: ["This field is required."] });
  });
});

describe("every error body", () => {
  it("is exactly {message} or {message, errors}", async () => {
    const customer = await createUser(t.db, { password: "Body12345" });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: customer.username, password: "Body12345" },
    });
    const auth = { authorization: `Bearer ${login.json().token}` };
    const requests: InjectOptions[] = [
      { method: "GET", url: "/api/me" },
      { method: "GET", url: "/api/booking/count/pending" },
      { method: "GET", url: "/api/booking/count/pending", headers: auth },
      { method: "GET", url: "/api/nope" },
      { method: "GET", url: "/api/page/group/other" },
      { method: "GET", url: "/api/category?limit=1000" },
      { method: "POST", url: "/api/login", payload: {} },
      { method: "POST", url: "/api/login", payload: { username: "x", password: "wrong12345" } },
      { method: "POST", url: "/api/register", payload: { email: "bad" } },
      { method: "POST", url: "/api/logout" },
      { method: "POST", url: "/api/login", headers: { "content-type": "application/json" }, payload: "{" },
      { method: "POST", url: "/api/login", headers: { origin: "https://evil.example" }, payload: {} },
    ];
    for (const req of requests) {
      const res = await t.app.inject(req);
      expect(res.statusCode, `${req.method} ${req.url}`).toBeGreaterThanOrEqual(400);
      expectErrorBody(res);
    }
  });
});

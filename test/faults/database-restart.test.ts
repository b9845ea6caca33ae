/**
 * The database stopped and started again under a running server (issue 7, "Faults"): requests
 * during the outage get a clear 503 with the translated `unavailable` message (never a 500, and
 * the process does not crash), /api/health says the database is unavailable, and once
 * PostgreSQL is back the same process serves again: the pool reconnects, no restart of the app.
 * Storefront pages (issue 13) answer the same way: 503 with a friendly page in the visitor's
 * language and a Retry-After header, never a 500 or the API's JSON.
 * PostgreSQL only (a PGlite database lives inside the app's process), on a server of the test's
 * own; run once per CI, in the PostgreSQL pass (DATABASE_URL set).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromPostgres } from "#app/shared/db.server";
import { type Cluster, postgresBin, startCluster } from "./pg-cluster";
import { type Answer, call, type ServerProcess, startServer, stopServer, waitFor } from "./process";
import { type Shop, seedShop, shopCheckout } from "./shop";

const bin = postgresBin();
const LANGS = ["id", "en", "my"] as const;
const unavailable = Object.fromEntries(
  LANGS.map((l) => [l, JSON.parse(fs.readFileSync(`app/locales/${l}/errors.json`, "utf8")).unavailable as string]),
);
const unavailableTitle = Object.fromEntries(
  LANGS.map((l) => [
    l,
    JSON.parse(fs.readFileSync(`app/locales/${l}/common.json`, "utf8")).error.unavailable_title as string,
  ]),
);
const HTML_LANG = { id: "id", en: "en", my: "ms" } as const;

interface Sample {
  startedAt: number;
  endedAt: number;
  lang: (typeof LANGS)[number];
  what: string;
  answer: Answer | Error;
}

describe.skipIf(!process.env.DATABASE_URL || !bin)("PostgreSQL stopped and started under a running server", () => {
  let cluster: Cluster;
  let shop: Shop;
  let server: ServerProcess;
  /** The same app with its pages (Vite, as `npm run dev`: no build needed, no page cache). */
  let web: ServerProcess;
  let dataDir = "";
  let webDataDir = "";

  beforeAll(async () => {
    cluster = await startCluster(bin!);
    const database = fromPostgres(cluster.url, 2);
    try {
      await database.migrate(path.resolve("db/migrations"));
      shop = await seedShop(database.db, { customers: 4, capacities: [5_000] });
    } finally {
      await database.close();
    }
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "travel-fault-dbrestart-"));
    server = await startServer({ DATABASE_URL: cluster.url, DATA_DIR: dataDir });
    webDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "travel-fault-dbrestart-web-"));
    // Vite's start is slow on a busy machine.
    web = await startServer(
      { DATABASE_URL: cluster.url, DATA_DIR: webDataDir, WEB: "development", NODE_ENV: "development" },
      240_000,
    );
  }, 420_000);

  afterAll(async () => {
    if (server) await stopServer(server, "SIGKILL").catch(() => {});
    if (web) await stopServer(web, "SIGKILL").catch(() => {});
    await cluster?.dispose();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (webDataDir) fs.rmSync(webDataDir, { recursive: true, force: true });
  }, 60_000);

  /** One request of the mix: public reads, a session lookup, a checkout (a transaction). */
  async function request(n: number): Promise<Sample> {
    const lang = LANGS[n % 3];
    const customer = shop.customers[n % shop.customers.length];
    const kinds = [
      () => call(server.url, "GET", `/api/tour?lang=${lang}`, { timeoutMs: 15_000 }),
      () => call(server.url, "GET", `/api/tour/${shop.pkg.id}/time?lang=${lang}`, { timeoutMs: 15_000 }),
      () => call(server.url, "GET", `/api/me?lang=${lang}`, { token: customer.token, timeoutMs: 15_000 }),
      () =>
        call(server.url, "POST", `/api/booking?lang=${lang}`, {
          token: customer.token,
          key: randomUUID(),
          body: shopCheckout(shop, 0, 1, n),
          timeoutMs: 15_000,
        }),
    ];
    const startedAt = Date.now();
    const answer = await kinds[n % kinds.length]().catch((err: Error) => err);
    return { startedAt, endedAt: Date.now(), lang, what: ["list", "times", "me", "checkout"][n % 4], answer };
  }

  const good = (s: Sample) => !(s.answer instanceof Error) && (s.answer.status === 200 || s.answer.status === 201);
  const show = (s: Sample) =>
    `${s.what} ${s.answer instanceof Error ? s.answer.message : `${s.answer.status} ${JSON.stringify(s.answer.body)}`}`;

  for (const mode of ["immediate", "fast"] as const) {
    it(`${mode} stop: 503 while it is down, served again by the same process once it is back`, {
      timeout: 120_000,
    }, async () => {
      const pid = server.child.pid;
      const samples: Sample[] = [];
      let stop = false;
      let n = 0;
      const traffic = Promise.all(
        Array.from({ length: 4 }, async () => {
          while (!stop) {
            samples.push(await request(n++));
            await new Promise((r) => setTimeout(r, 20));
          }
        }),
      );
      try {
        await waitFor(
          "traffic before the outage",
          async () => (samples.filter(good).length >= 8 ? true : undefined),
          30_000,
        );

        await cluster.stop(mode);
        const downFrom = Date.now();
        await waitFor(
          "requests during the outage",
          async () => (samples.filter((s) => s.startedAt >= downFrom).length >= 12 ? true : undefined),
          30_000,
        );
        const health = await call(server.url, "GET", "/api/health");
        expect(health.status).toBe(503);
        expect(health.body).toEqual({ status: "unavailable", database: "postgres" });
        const downUntil = Date.now();
        await cluster.start();

        // Recovery without a restart: the same process answers once PostgreSQL is back.
        await waitFor(
          "health after the restart of PostgreSQL",
          async () => ((await call(server.url, "GET", "/api/health")).status === 200 ? true : undefined),
          30_000,
          250,
        );
        const upFrom = Date.now();
        await waitFor(
          "traffic after the restart",
          async () => (samples.filter((s) => s.startedAt >= upFrom && good(s)).length >= 8 ? true : undefined),
          30_000,
        );
        stop = true;
        await traffic;
        // Alive all along (an unheard "error" of a lost connection would have ended it).
        expect(server.child.exitCode, server.output.join("").slice(-3000)).toBeNull();

        // While it was down: only the translated 503, in the caller's language, never cached.
        const down = samples.filter((s) => s.startedAt >= downFrom && s.endedAt <= downUntil);
        expect(down.length).toBeGreaterThanOrEqual(12);
        for (const s of down) {
          expect(s.answer instanceof Error ? s.answer.message : s.answer.status, show(s)).toBe(503);
          const a = s.answer as Answer;
          expect(a.body).toEqual({ message: unavailable[s.lang] });
          expect(a.headers.get("cache-control")).toBe("no-store");
        }
        // At no time a 500 or a dropped connection: served, or 503.
        const bad = samples.filter((s) => !good(s) && (s.answer instanceof Error || s.answer.status !== 503));
        expect(bad.map(show)).toEqual([]);
        // Once back, everything is served again.
        const after = samples.filter((s) => s.startedAt >= upFrom);
        expect(after.filter((s) => !good(s)).map(show)).toEqual([]);
        for (let i = 0; i < 8; i++) {
          const s = await request(i);
          expect(good(s), show(s)).toBe(true);
        }
        expect(server.child.exitCode).toBeNull();
        expect(server.child.pid).toBe(pid);
      } finally {
        stop = true;
        await traffic;
      }
    });
  }

  it("storefront pages answer 503 with a translated page and Retry-After while it is down", {
    timeout: 240_000,
  }, async () => {
    const pages = ["/", "/tour", `/tour/${shop.pkg.id}`, "/faq", "/login"];
    const get = (url: string, cookie?: string) =>
      fetch(web.url + url, {
        headers: { accept: "text/html", ...(cookie ? { cookie } : {}) },
        signal: AbortSignal.timeout(90_000),
      }).then(async (res) => ({ status: res.status, headers: res.headers, text: await res.text() }));
    // Up: every page renders (the first request also compiles them).
    for (const page of pages) expect((await get(`${page}?lang=en`)).status, page).toBe(200);

    await cluster.stop("fast");
    try {
      for (const page of pages)
        for (const lang of LANGS) {
          const res = await get(`${page}${page.includes("?") ? "&" : "?"}lang=${lang}`);
          const what = `${page} ${lang}: ${res.status} ${res.text.slice(0, 300)}`;
          expect(res.status, what).toBe(503);
          expect(res.headers.get("retry-after"), what).toMatch(/^\d+$/);
          expect(res.headers.get("cache-control"), what).toBe("no-store");
          expect(res.headers.get("content-type"), what).toContain("text/html");
          expect(res.text, what).toContain(`lang="${HTML_LANG[lang]}"`);
          expect(res.text, what).toContain(unavailableTitle[lang]);
        }
      // A visitor with a session cookie gets the same page, not the API's JSON.
      const withCookie = await get("/tour?lang=my", `session=${shop.customers[0].token}`);
      expect(withCookie.status).toBe(503);
      expect(withCookie.text).toContain(unavailableTitle.my);
    } finally {
      await cluster.start();
    }
    await waitFor(
      "pages after the restart of PostgreSQL",
      async () => ((await get("/tour?lang=id")).status === 200 ? true : undefined),
      60_000,
      250,
    );
    expect(web.child.exitCode).toBeNull();
  });

  // Every connection went back to the pool through the outages: closing it does not wait for a
  // lost one (the exit would be forced, code 1).
  it("then stops cleanly on SIGTERM", async () => {
    const { code } = await stopServer(server, "SIGTERM");
    expect(code, server.output.join("").slice(-3000)).toBe(0);
  });
});

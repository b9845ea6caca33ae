import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/shared/db.server";
import { createDeparture, createLanguages, createPackage, createSetting, createUser, tr } from "#test/factories";
import { checkoutBody, postBooking } from "#test/factories/booking";
import { createTestDatabase, loginAs, testEnv } from "#test/setup/app";
import { buildApp } from "#server/app";

/**
 * The page cache with the real production build (React Router's own rendering, nonces in its
 * scripts and loader data). Skipped when there is no build (`npm run build`), as in the unit run
 * of a fresh checkout; page-cache.test.ts covers the same rules without one.
 */
const buildDir = path.resolve("build");
const hasBuild = fs.existsSync(path.join(buildDir, "server", "index.js"));

let app: FastifyInstance;
let database: Database;
let dataDir: string;
let tourId: number;
let admin: string;
let customer: string;

const nonceAttrs = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
const cspNonce = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

describe.skipIf(!hasBuild)("page cache with the production build", () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = testEnv({ NODE_ENV: "production" });
    dataDir = env.dataDir;
    await createLanguages(database.db);
    await createSetting(database.db);
    await createUser(database.db, { role: "admin", username: "boss", password: "Admin12345" });
    await createUser(database.db, {
      role: "customer",
      username: "siti",
      name: "Siti Pelanggan",
      password: "Cust12345",
    });
    const pkg = await createPackage(database.db, {
      status: "published",
      name: tr("Umrah Awal", "Early Umrah", "Umrah Awal"),
    });
    tourId = pkg.id;
    app = await buildApp({ env, database, web: { mode: "production", buildDir }, logger: false });
    await app.ready();
    admin = await loginAs(app, "boss", "Admin12345");
    customer = await loginAs(app, "siti", "Cust12345");
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves an anonymous package page from memory with this response's nonce everywhere", async () => {
    const first = await app.inject({ method: "GET", url: `/tour/${tourId}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("miss");
    expect(first.body).toContain("Umrah Awal");
    const second = await app.inject({ method: "GET", url: `/tour/${tourId}` });
    expect(second.headers["x-cache"]).toBe("hit");

    const oldNonce = cspNonce(first.headers["content-security-policy"]) as string;
    const nonce = cspNonce(second.headers["content-security-policy"]) as string;
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(oldNonce);
    const attrs = nonceAttrs(second.body);
    expect(attrs.length).toBeGreaterThan(0);
    expect(new Set(attrs)).toEqual(new Set([nonce]));
    expect(second.body).not.toContain(oldNonce);
    // Same page otherwise.
    expect(second.body.replaceAll(nonce, "N")).toBe(first.body.replaceAll(oldNonce, "N"));
  });

  it("serves a signed-in customer the page rendered for everyone, with their session for their eyes only", async () => {
    const first = await app.inject({ method: "GET", url: "/" });
    const mine = await app.inject({ method: "GET", url: "/", headers: { cookie: `session=${customer}` } });
    expect(mine.headers["x-cache"]).toBe("hit");
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    // Their name only in the session script at the top of <head> (the header shows it once
    // hydrated); the page itself is everyone's, as the first visitor got it.
    const nonce = cspNonce(mine.headers["content-security-policy"]) as string;
    const opening = `<head><script nonce="${nonce}">window.__pageSession=`;
    expect(mine.body).toContain(opening);
    const json = mine.body.slice(mine.body.indexOf(opening) + opening.length).split(";document.", 1)[0];
    expect(JSON.parse(json)).toMatchObject({ name: "Siti Pelanggan", role: "customer" });
    const withoutScript = mine.body.replace(/<script nonce="[^"]+">window\.__pageSession=[^<]*<\/script>/, "");
    expect(withoutScript).not.toContain("Siti Pelanggan");
    expect(withoutScript.replaceAll(nonce, "N")).toBe(
      first.body.replaceAll(cspNonce(first.headers["content-security-policy"]) as string, "N"),
    );
    const anon = await app.inject({ method: "GET", url: "/" });
    expect(anon.headers["x-cache"]).toBe("hit");
    expect(anon.body).not.toContain("Siti Pelanggan");
    expect(anon.body).not.toContain("__pageSession");
  });

  it("renders the panel for the signed-in customer alone, never from memory", async () => {
    const panel = await app.inject({ method: "GET", url: "/panel", headers: { cookie: `session=${customer}` } });
    expect(panel.headers["x-cache"]).toBeUndefined();
  });

  it("a checkout drops the pages showing its package (seats left one fewer at the next visit), not the others", async () => {
    const booked = await createPackage(database.db, { status: "published", name: tr("Umrah Ramai", "Busy Umrah") });
    const other = await createPackage(database.db, { status: "published", name: tr("Umrah Sepi", "Quiet Umrah") });
    const departure = await createDeparture(database.db, booked.id, { capacity: 7 });
    await createDeparture(database.db, other.id, { capacity: 7 });
    const page = (id: number) => app.inject({ method: "GET", url: `/tour/${id}?lang=en` });
    const seatsLeft = (html: string) => [...html.matchAll(/(\d+) seats? left/g)].map((m) => Number(m[1]));
    expect(seatsLeft((await page(booked.id)).body)).toContain(7);
    await page(other.id);
    expect((await page(booked.id)).headers["x-cache"]).toBe("hit");

    const res = await postBooking(app, customer, checkoutBody(booked.id, departure.id, { pax: 2 }));
    expect(res.statusCode, res.body).toBe(201);

    // Within a second of its last render the page is served as it was (during a sale a package's
    // pages are rendered again at most once a second; the rule itself is timed with an injected
    // clock in page-cache.test.ts), then rendered again. A slow machine may be past the second.
    const meanwhile = await page(booked.id);
    expect(["stale", "miss"]).toContain(meanwhile.headers["x-cache"]);
    expect(seatsLeft(meanwhile.body)).toContain(meanwhile.headers["x-cache"] === "stale" ? 7 : 5);
    // At most 1.5 s (one second, plus up to half of it so that pages rendered together are not
    // all rendered again together).
    await new Promise((r) => setTimeout(r, 1_600));
    const after = await page(booked.id);
    expect(after.headers["x-cache"]).toBe("miss");
    expect(seatsLeft(after.body)).toContain(5);
    expect(seatsLeft(after.body)).not.toContain(7);
    expect((await page(other.id)).headers["x-cache"]).toBe("hit");
  });

  it("shows a package's change at the next visit", async () => {
    await app.inject({ method: "GET", url: `/tour/${tourId}` });
    expect((await app.inject({ method: "GET", url: `/tour/${tourId}` })).headers["x-cache"]).toBe("hit");
    const put = await app.inject({
      method: "PUT",
      url: `/api/tour/${tourId}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        code: "UMR-NEW",
        name: { id: "Umrah Baru Sekali", en: "Brand New Umrah", my: "Umrah Baharu" },
        base_price: 30_000_000,
        default_capacity: 40,
        status: "published",
      },
    });
    expect(put.statusCode).toBe(200);
    const after = await app.inject({ method: "GET", url: `/tour/${tourId}` });
    expect(after.headers["x-cache"]).toBe("miss");
    expect(after.body).toContain("Umrah Baru Sekali");
    expect(after.body).not.toContain("Umrah Awal");
  });
});

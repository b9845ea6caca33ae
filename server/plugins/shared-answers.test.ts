import fs from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/shared/db.server";
import { AppError } from "#app/shared/errors";
import { packages } from "#db/schema";
import { createCategory, createPackage, createSetting, createUser } from "#test/factories";
import { createTestDatabase, loginAs, testEnv } from "#test/setup/app";
import { buildApp } from "#server/app";
import { PageCache } from "./page-cache";

/**
 * Public API answers (`config.shared`) for anonymous callers come from the response cache,
 * through the real app: the database is changed behind the app's back to tell a cached answer
 * from a fresh one.
 */
let app: FastifyInstance;
let database: Database;
let dataDir: string;
let customerToken: string;
let adminToken: string;
let tourId: number;
let sent = 0;

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
const renameBehindTheApp = (name: string) =>
  database.db
    .update(packages)
    .set({ name: { id: name, en: name, my: name } })
    .where(eq(packages.id, tourId));

beforeAll(async () => {
  database = await createTestDatabase();
  const env = testEnv();
  dataDir = env.dataDir;
  app = await buildApp({ env, database, web: false, logger: false, responseCache: new PageCache({ ttlMs: 60_000 }) });
  // Stands for the database being down (the errors plugin answers 503 `unavailable` then).
  app.get("/api/__down", { config: { access: "public" } }, async () => {
    throw new AppError("unavailable");
  });
  await app.ready();
  // Statements sent below Drizzle (PGlite's client or node-postgres' pool).
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    sent++;
    return query(...args);
  };
  await createSetting(database.db, { currency: "IDR" });
  const category = await createCategory(database.db);
  const tour = await createPackage(database.db, { categoryIds: [category.id], departures: [{ capacity: 10 }] });
  tourId = tour.id;
  for (let i = 0; i < 3; i++) await createPackage(database.db, { categoryIds: [category.id] });
  await createUser(database.db, { role: "customer", username: "siti", password: "Cust12345" });
  await createUser(database.db, { role: "admin", username: "boss", password: "Admin12345" });
  customerToken = await loginAs(app, "siti", "Cust12345");
  adminToken = await loginAs(app, "boss", "Admin12345");
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("shared API answers", () => {
  it("answers an anonymous repeat of the tour list and page from memory, without a query", async () => {
    for (const url of ["/api/tour", `/api/tour/${tourId}`, `/api/tour/${tourId}/time`, "/api/category"]) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers["x-cache"], url).toBe("miss");
      const before = sent;
      const again = await get(url);
      expect(again.headers["x-cache"], url).toBe("hit");
      expect(again.body, url).toBe(first.body);
      expect(again.headers["content-type"], url).toBe(first.headers["content-type"]);
      expect(sent - before, url).toBe(0);
    }
  });

  it("keeps one answer per language", async () => {
    const en = await get(`/api/tour/${tourId}`, { "accept-language": "en" });
    const my = await get(`/api/tour/${tourId}`, { "accept-language": "ms" });
    expect(en.json().data.name).toMatch(/^Package /);
    expect(my.json().data.name).toMatch(/^Pakej /);
    expect((await get(`/api/tour/${tourId}`, { "accept-language": "en" })).json().data.name).toMatch(/^Package /);
  });

  it("never serves it to, nor keeps it from, a caller with a session", async () => {
    await get(`/api/tour/${tourId}`);
    await renameBehindTheApp("Renamed behind the app");
    expect((await get(`/api/tour/${tourId}`)).json().data.name).not.toBe("Renamed behind the app");
    for (const token of [customerToken, adminToken]) {
      const res = await get(`/api/tour/${tourId}`, { authorization: `Bearer ${token}` });
      expect(res.headers["x-cache"]).toBeUndefined();
      expect(res.json().data.name).toBe("Renamed behind the app");
    }
    // An admin's draft preview is not kept for visitors.
    await database.db.update(packages).set({ status: "draft" }).where(eq(packages.id, tourId));
    const other = await get(`/api/tour?status=all`, { authorization: `Bearer ${adminToken}` });
    expect(other.statusCode).toBe(200);
    const anonymous = await get(`/api/tour?status=all`);
    expect(anonymous.headers["x-cache"]).toBe("miss");
    await database.db.update(packages).set({ status: "published" }).where(eq(packages.id, tourId));
  });

  it("is emptied by any successful write, and a refused write keeps it", async () => {
    await get("/api/category");
    expect((await get("/api/category")).headers["x-cache"]).toBe("hit");
    const refused = await app.inject({
      method: "POST",
      url: "/api/category",
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { name: {} },
    });
    expect(refused.statusCode).toBe(422);
    expect((await get("/api/category")).headers["x-cache"]).toBe("hit");
    const created = await app.inject({
      method: "POST",
      url: "/api/category",
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { name: { id: "Kategori Baru", en: "New Category", my: "Kategori Baharu" } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const fresh = await get("/api/category", { "accept-language": "en" });
    expect(fresh.headers["x-cache"]).toBe("miss");
    expect(fresh.body).toContain("New Category");
    // The tour renamed behind the app shows after the write emptied the cache.
    expect((await get(`/api/tour/${tourId}`)).json().data.name).toBe("Renamed behind the app");
  });

  it("is emptied when the database is found down, so visitors get the 503 too", async () => {
    await get("/api/category");
    expect((await get("/api/category")).headers["x-cache"]).toBe("hit");
    expect((await get("/api/__down")).statusCode).toBe(503);
    expect((await get("/api/category")).headers["x-cache"]).toBe("miss");
  });

  it("keeps neither errors nor invalid queries", async () => {
    expect((await get("/api/tour/999999")).statusCode).toBe(404);
    expect((await get("/api/tour/999999")).headers["x-cache"]).toBe("miss");
    expect((await get("/api/tour?limit=abc")).statusCode).toBe(422);
  });

  it("still revalidates with ETags and compresses a cached answer", async () => {
    const first = await get("/api/category");
    const etag = String(first.headers.etag);
    const hit = await get("/api/category", { "if-none-match": etag });
    expect(hit.statusCode).toBe(304);
    const plain = await get("/api/tour");
    // Big enough to be compressed (the threshold is 1 KB).
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get("/api/tour", { "accept-encoding": "br" });
    expect(br.headers["x-cache"]).toBe("hit");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it("is off unless asked for (API tests, development)", async () => {
    const env = testEnv();
    const other = await buildApp({ env, database, web: false, logger: false });
    try {
      await other.ready();
      await other.inject({ method: "GET", url: "/api/category" });
      const res = await other.inject({ method: "GET", url: "/api/category" });
      expect(res.headers["x-cache"]).toBeUndefined();
    } finally {
      await other.close();
      fs.rmSync(env.dataDir, { recursive: true, force: true });
    }
  });
});

import rateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "#db/schema";
import { createTestDatabase } from "#test/setup/app";
import type { Database } from "./db.server";
import {
  DatabaseRateLimitStore,
  fastifyRateLimitStore,
  MemoryRateLimitStore,
  type RateLimitStore,
  rateLimitStoreKind,
} from "./rate-limit-store.server";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const at = (ms: number) => new Date(Date.UTC(2030, 0, 1) + ms);
let n = 0;
const fresh = (name: string) => `${name}-${++n}`;

// One contract, two stores: the database one runs on this run's engine (PGlite or PostgreSQL).
describe.each([
  ["memory", () => new MemoryRateLimitStore()],
  ["database", () => new DatabaseRateLimitStore(database.db)],
] as const)("%s store", (_kind, make: () => RateLimitStore) => {
  it("counts hits in a window that starts at the first hit, then starts again", async () => {
    const s = make();
    const k = fresh("k");
    expect((await s.hit([k], 1000, at(0)))[0]).toMatchObject({ key: k, count: 1, resetAt: at(1000) });
    expect((await s.hit([k], 1000, at(400)))[0]).toMatchObject({ count: 2, resetAt: at(1000) });
    expect((await s.peek([k], at(999)))[0]).toMatchObject({ count: 2, resetAt: at(1000) });
    expect((await s.peek([k], at(1000)))[0].count).toBe(0);
    expect((await s.hit([k], 1000, at(1000)))[0]).toMatchObject({ count: 1, resetAt: at(2000) });
  });

  it("counts several keys at once, each in its own window, a repeated key once", async () => {
    const s = make();
    const [a, b] = [fresh("a"), fresh("b")];
    await s.hit([a], 5000, at(0));
    const counts = await s.hit([b, a, b], 5000, at(100));
    expect(counts.map((c) => [c.key, c.count]).sort()).toEqual([
      [a, 2],
      [b, 1],
    ]);
    expect((await s.peek([a, b, fresh("none")], at(200))).map((c) => c.count)).toEqual([2, 1, 0]);
  });

  it("clears one key", async () => {
    const s = make();
    const [a, b] = [fresh("a"), fresh("b")];
    await s.hit([a, b], 5000, at(0));
    await s.clear(a);
    expect((await s.peek([a, b], at(1))).map((c) => c.count)).toEqual([0, 1]);
  });

  it("counts every one of many simultaneous hits exactly once", async () => {
    const s = make();
    const k = fresh("race");
    const counts = await Promise.all(Array.from({ length: 25 }, () => s.hit([k], 60_000, at(0))));
    expect(counts.map((c) => c[0].count).sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });
});

describe("database store", () => {
  it("is shared by two stores (two instances) on one database", async () => {
    const one = new DatabaseRateLimitStore(database.db);
    const two = new DatabaseRateLimitStore(database.db);
    const k = fresh("shared");
    await one.hit([k], 60_000, at(0));
    await two.hit([k], 60_000, at(1));
    expect((await one.peek([k], at(2)))[0].count).toBe(2);
    await two.clear(k);
    expect((await one.peek([k], at(3)))[0].count).toBe(0);
  });

  it("prunes ended windows at most once a minute", async () => {
    const s = new DatabaseRateLimitStore(database.db);
    const [old, live] = [fresh("old"), fresh("live")];
    await s.hit([old], 1000, at(0));
    await s.hit([live], 10 * 60_000, at(61_000));
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain(live);
    expect(keys).not.toContain(old);
  });
});

describe("rateLimitStoreKind", () => {
  it("defaults to the database on PostgreSQL and memory on PGlite; RATE_LIMIT_STORE wins", () => {
    expect(rateLimitStoreKind({}, { engine: "postgres" })).toBe("database");
    expect(rateLimitStoreKind({}, { engine: "pglite" })).toBe("memory");
    expect(rateLimitStoreKind({ RATE_LIMIT_STORE: "memory" }, { engine: "postgres" })).toBe("memory");
    expect(rateLimitStoreKind({ RATE_LIMIT_STORE: "database" }, { engine: "pglite" })).toBe("database");
  });
});

describe("@fastify/rate-limit with the database store", () => {
  async function server(store: RateLimitStore) {
    const app = Fastify({ logger: false });
    await app.register(rateLimit, { global: false, store: fastifyRateLimitStore(store) });
    app.get("/limited", { config: { rateLimit: { max: 3, timeWindow: "1 minute" } } }, async () => ({ ok: true }));
    app.get("/other", { config: { rateLimit: { max: 3, timeWindow: "1 minute" } } }, async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  it("shares a route's limit between two instances, per route, with Retry-After", async () => {
    const a = await server(new DatabaseRateLimitStore(database.db));
    const b = await server(new DatabaseRateLimitStore(database.db));
    try {
      const ip = "10.77.0.1";
      const codes = [];
      for (const app of [a, b, a, b]) codes.push((await app.inject({ url: "/limited", remoteAddress: ip })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const refused = await a.inject({ url: "/limited", remoteAddress: ip });
      expect(refused.statusCode).toBe(429);
      const retry = Number(refused.headers["retry-after"]);
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(60);
      // Another route and another address keep their own counts.
      expect((await b.inject({ url: "/other", remoteAddress: ip })).statusCode).toBe(200);
      expect((await b.inject({ url: "/limited", remoteAddress: "10.77.0.2" })).statusCode).toBe(200);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("with one memory store per instance the counts are not shared (the test above can fail)", async () => {
    const a = await server(new MemoryRateLimitStore());
    const b = await server(new MemoryRateLimitStore());
    try {
      const codes = [];
      for (const app of [a, b, a, b])
        codes.push((await app.inject({ url: "/limited", remoteAddress: "10.78.0.1" })).statusCode);
      expect(codes).toEqual([200, 200, 200, 200]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "#test/factories";
import { createTestDatabase, testEnv } from "#test/setup/app";
import { buildApp } from "#server/app";
import type { Database } from "#app/shared/db.server";

/**
 * Several instances behind a load balancer on one PostgreSQL (docs/architecture.md §Data and services): a
 * lockout earned on one instance holds on the other. Two apps are built on one database, each
 * with its own in-process state, as two processes would have. PGlite is single-process: skipped.
 */
describe.skipIf(!process.env.DATABASE_URL)("throttles shared by two instances on one PostgreSQL", () => {
  let database: Database;
  const dirs: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function instances(overrides: Record<string, string> = {}) {
    const apps: FastifyInstance[] = [];
    for (let i = 0; i < 2; i++) {
      const env = testEnv({ LOGIN_MAX_FAILURES: "3", ...overrides });
      dirs.push(env.dataDir);
      const app = await buildApp({ env, database, web: false, logger: false });
      await app.ready();
      apps.push(app);
    }
    return { a: apps[0], b: apps[1], close: () => Promise.all(apps.map((x) => x.close())) };
  }

  let ip = 0;
  const nextIp = () => `10.90.${Math.floor(++ip / 250)}.${ip % 250}`;
  const login = (
    app: Awaited<ReturnType<typeof instances>>["a"],
    username: string,
    password: string,
    from = nextIp(),
  ) => app.inject({ method: "POST", url: "/api/login?lang=en", remoteAddress: from, payload: { username, password } });

  it("locks an account on one instance after failures spread over both (the default store on PostgreSQL)", async () => {
    const { a, b, close } = await instances();
    try {
      await createUser(database.db, { username: "shared1", password: "Shared2026ok" });
      for (const app of [a, b, a]) expect((await login(app, "shared1", "wrong1234")).statusCode).toBe(422);
      for (const app of [b, a]) {
        const blocked = await login(app, "shared1", "Shared2026ok");
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().message).toMatch(/Too many attempts/);
        expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(800);
      }
    } finally {
      await close();
    }
  });

  it("locks an address, a reset login and a per-route limit across instances too", async () => {
    const { a, b, close } = await instances();
    try {
      await createUser(database.db, { username: "shared2", password: "Shared2026ok" });
      const from = "10.91.0.1";
      for (const [app, who] of [
        [a, "x1"],
        [b, "x2"],
        [a, "x3"],
      ] as const)
        expect((await login(app, who, "wrong1234", from)).statusCode).toBe(422);
      expect((await login(b, "shared2", "Shared2026ok", from)).statusCode).toBe(429);

      const forgot = (app: typeof a) =>
        app.inject({
          method: "POST",
          url: "/api/forgot-password",
          remoteAddress: nextIp(),
          payload: { email: "shared2" },
        });
      for (const app of [a, b, a, b, a]) expect((await forgot(app)).statusCode).toBe(200);
      expect((await forgot(b)).statusCode).toBe(429);

      // @fastify/rate-limit: POST /register allows 20 a minute per address, whatever the body.
      const register = (app: typeof a) =>
        app.inject({ method: "POST", url: "/api/register", remoteAddress: "10.92.0.1", payload: {} });
      for (let i = 0; i < 20; i++) expect((await register(i % 2 ? a : b)).statusCode).toBe(422);
      const limited = await register(a);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it("does not share with RATE_LIMIT_STORE=memory (what the tests above would catch)", async () => {
    const { a, b, close } = await instances({ RATE_LIMIT_STORE: "memory" });
    try {
      await createUser(database.db, { username: "shared3", password: "Shared2026ok" });
      for (const app of [a, b, a, b]) expect((await login(app, "shared3", "wrong1234")).statusCode).toBe(422);
      expect((await login(b, "shared3", "Shared2026ok")).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});

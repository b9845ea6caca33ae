import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPackage, createSetting, createUser } from "#test/factories";
import { checkoutBody, postBooking } from "#test/factories/booking";
import { createTestDatabase, loginAs, openSecondPool, testEnv } from "#test/setup/app";
import { buildApp } from "#server/app";
import type { Database } from "#app/shared/db.server";
import { readModelsOf } from "#app/shared/read-model.server";
import { day } from "#test/setup/days";

/*
 * Two instances behind a load balancer on one PostgreSQL, each with its own read models
 * (decisions 053, 054): a checkout on one shows its seats left on the other at once, not after
 * the read models' time-to-live. Two apps on two pools of one database, as two processes would
 * have. PGlite is one process: skipped.
 */
describe.skipIf(!process.env.DATABASE_URL)("read models of two instances on one PostgreSQL", () => {
  let first: Database;
  let second: Database;
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    first = await createTestDatabase();
    second = await openSecondPool(first, 5);
    for (const database of [first, second]) {
      const env = testEnv();
      dirs.push(env.dataDir);
      // An hour: only the change carried from the other instance can make the second one rebuild.
      const app = await buildApp({ env, database, web: false, logger: false, readModels: { ttlMs: 3_600_000 } });
      await app.ready();
      apps.push(app);
      await database.shareChanges?.().ready;
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await first?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("a checkout on instance 1 shows on instance 2's GET /api/tour/{id} at once; another package stays kept", async () => {
    const [one, two] = apps;
    await createSetting(first.db, { currency: "IDR" });
    const user = await createUser(first.db, { password: "Customer12345" });
    const token = await loginAs(one, user.username, "Customer12345");
    const departures = [{ startDate: day(60), endDate: day(69), capacity: 40 }];
    const a = await createPackage(first.db, { minPax: 1, maxPax: 4, departures });
    const b = await createPackage(first.db, { minPax: 1, maxPax: 4, departures });
    const seats = async (app: FastifyInstance, id: number) =>
      (await app.inject({ method: "GET", url: `/api/tour/${id}` })).json().data.departures[0].seats_left as number;

    expect(await seats(two, a.id)).toBe(40);
    expect(await seats(two, b.id)).toBe(40);
    const models = readModelsOf(second.bus);
    const builds = models?.builds;

    const res = await postBooking(one, token, checkoutBody(a.id, a.departures[0].id));
    expect(res.statusCode, res.body).toBe(201);
    // The notification travels after instance 1 has answered: allow it a moment, far below any TTL.
    const until = Date.now() + 1_000;
    let left = await seats(two, a.id);
    while (left !== 39 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
      left = await seats(two, a.id);
    }
    expect(left).toBe(39);
    const rebuilt = (models?.builds ?? 0) - (builds ?? 0);
    expect(await seats(two, b.id)).toBe(40);
    // Package B's page on instance 2 was not rebuilt: only A's was.
    expect((models?.builds ?? 0) - (builds ?? 0)).toBe(rebuilt);
    expect(rebuilt).toBe(1);
  });
});

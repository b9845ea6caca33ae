import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/shared/db.server";
import { readModelsOf } from "#app/shared/read-model.server";
import { createLanguages, createPackage, createSetting, createSlider, createUser, tr } from "#test/factories";
import { checkoutBody, postBooking } from "#test/factories/booking";
import { createTestDatabase, loginAs, testEnv } from "#test/setup/app";
import { buildApp } from "#server/app";

/**
 * Storefront renders on the read models (decision 053) with the real production build, no page
 * cache: the build bundles its own copy of the read models' module, and its loaders must still
 * find the ones the app turned on. A repeated render of `/`, `/tour` or a package page sends no
 * statement beyond a signed-in visitor's session lookup; a checkout shows on the package page at
 * once. Skipped without a build (`npm run build`), as page-cache.build.test.ts is.
 */
const buildDir = path.resolve("build");
const hasBuild = fs.existsSync(path.join(buildDir, "server", "index.js"));

let app: FastifyInstance;
let database: Database;
let dataDir: string;
let pkg: Awaited<ReturnType<typeof createPackage>>;
let customer: string;
let sent = 0;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(!hasBuild)("storefront renders on the read models (production build)", () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      sent++;
      return query(...args);
    };
    const env = testEnv({ NODE_ENV: "production" });
    dataDir = env.dataDir;
    await createLanguages(database.db);
    await createSetting(database.db, { currency: "IDR" });
    await createSlider(database.db);
    await createUser(database.db, { role: "customer", username: "siti", password: "Cust12345" });
    pkg = await createPackage(database.db, {
      featured: true,
      minPax: 1,
      maxPax: 4,
      name: tr("Umrah Hemat", "Thrifty Umrah", "Umrah Jimat"),
      departures: [{ startDate: day(60), endDate: day(69), capacity: 40 }],
    });
    app = await buildApp({ env, database, web: { mode: "production", buildDir }, logger: false, responseCache: false });
    await app.ready();
    customer = await loginAs(app, "siti", "Cust12345");
    await database.shareChanges?.().ready;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const render = async (url: string, token?: string) => {
    const res = await app.inject({ method: "GET", url, headers: token ? { cookie: `session=${token}` } : {} });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  it("a repeated render sends no statement (anonymous), or only the session lookup (signed in)", async () => {
    for (const url of ["/?lang=en", "/tour?lang=en", `/tour/${pkg.id}?lang=en`]) {
      await render(url);
      let before = sent;
      await render(url);
      expect(sent - before, `${url} anonymous`).toBe(0);
      const builds = readModelsOf(database.bus)?.builds;
      before = sent;
      const html = await render(url, customer);
      expect(readModelsOf(database.bus)?.builds, `${url} signed in`).toBe(builds);
      expect(sent - before, `${url} signed in`).toBeLessThanOrEqual(2);
      expect(html).toContain("Thrifty Umrah");
    }
  });

  it("a checkout shows on the package page at the next render", async () => {
    expect(await render(`/tour/${pkg.id}?lang=en`)).toContain("40 seats left");
    const res = await postBooking(app, customer, checkoutBody(pkg.id, pkg.departures[0].id));
    expect(res.statusCode, res.body).toBe(201);
    const after = await render(`/tour/${pkg.id}?lang=en`);
    expect(after).toContain("39 seats left");
    expect(after).not.toContain("40 seats left");
    expect(await render("/tour?lang=en")).toContain("39 seats left");
  });
});

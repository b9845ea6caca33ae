import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPackage, createSetting, createSlider } from "#test/factories";
import { bearer, checkoutBody, postBooking } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";
import { type ReadModels, readModelsOf } from "#app/shared/read-model.server";
import { day } from "#test/setup/days";

/*
 * Public reads built once per instance (decision 053), through the real API: repeated reads send
 * no statement, a checkout drops exactly the read models of its package (seats left), and an
 * admin's edits (published as "*") show at the next read. Either engine (DATABASE_URL).
 */

let t: TestApp;
let models: ReadModels;
let customer: string;
let admin: string;
let sent = 0;
let a: Awaited<ReturnType<typeof createPackage>>;
let b: Awaited<ReturnType<typeof createPackage>>;

beforeAll(async () => {
  t = await createTestApp({}, { readModels: {} });
  models = readModelsOf(t.database.bus) as ReadModels;
  // On PostgreSQL the listener's first LISTEN drops everything ("*"): let it happen before counting.
  await t.database.shareChanges?.().ready;
  // Counted below Drizzle (PGlite's query(), node-postgres' pool.query()), as
  // test/scale/queries-per-request.test.ts does.
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    sent++;
    return query(...args);
  };
  await createSetting(t.db, { currency: "IDR", name: "Agency Before" });
  customer = (await signInCustomer(t)).token;
  admin = (await signInAdmin(t)).token;
  const departures = [{ startDate: day(60), endDate: day(69), capacity: 40 }];
  a = await createPackage(t.db, { minPax: 1, maxPax: 4, departures });
  b = await createPackage(t.db, { minPax: 1, maxPax: 4, departures });
  // The fixtures above were written behind the app's back: start from nothing kept.
  models.clear();
});
afterAll(async () => t?.close());

const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

async function statementsOf(url: string, token?: string) {
  const before = sent;
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return { n: sent - before, body: res.json() };
}

const seatsOnDetail = async (pkg: typeof a) =>
  (await get(`/api/tour/${pkg.id}`)).json().data.departures[0].seats_left as number;
const seatsOnList = async (pkg: typeof a) =>
  (await get("/api/tour?limit=100")).json().data.find((x: { id: number }) => x.id === pkg.id).next_departure
    .seats_left as number;

describe("public read models through the API", () => {
  it("a repeated GET /api/tour, /api/tour/{id}, its departures, /api/setting sends no statement", async () => {
    for (const url of ["/api/tour?limit=100", `/api/tour/${a.id}`, `/api/tour/${a.id}/time`, "/api/setting"]) {
      await statementsOf(url);
      const again = await statementsOf(url);
      expect(again.n, url).toBe(0);
      // A signed-in customer gets the same entry: only the session lookup is sent.
      const builds = models.builds;
      const signedIn = await statementsOf(url, customer);
      expect(signedIn.body).toEqual(again.body);
      expect(models.builds, url).toBe(builds);
    }
  });

  it("a checkout drops its package's read models (seats left one fewer at once), not the other's", async () => {
    const detailBefore = await seatsOnDetail(a);
    const listBefore = await seatsOnList(a);
    await get(`/api/tour/${b.id}`);
    const res = await postBooking(t.app, customer, checkoutBody(a.id, a.departures[0].id));
    expect(res.statusCode, res.body).toBe(201);

    // B's page is still kept: no build, no statement.
    const builds = models.builds;
    expect((await statementsOf(`/api/tour/${b.id}`)).n).toBe(0);
    expect(models.builds).toBe(builds);

    expect(await seatsOnDetail(a)).toBe(detailBefore - 1);
    expect(await seatsOnList(a)).toBe(listBefore - 1);
    expect((await get(`/api/tour/${a.id}/time`)).json().data[0].seats_left).toBe(detailBefore - 1);
  });

  it("an admin's edits of a package, a slider and the settings show at the next read", async () => {
    const adminHeaders = bearer(admin);
    // A package's name.
    const c = await createPackage(t.db, { code: "EDIT-1", departures: [] });
    models.clear();
    expect((await get(`/api/tour/${c.id}?lang=en`)).json().data.name).toBe(c.name.en);
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/tour/${c.id}`,
      headers: adminHeaders,
      payload: {
        code: "EDIT-1",
        name: { id: "Paket Baru", en: "Renamed Package", my: "Pakej Baru" },
        base_price: 30_000_000,
        default_capacity: 40,
        status: "published",
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get(`/api/tour/${c.id}?lang=en`)).json().data.name).toBe("Renamed Package");
    const listed = (await get("/api/tour?limit=100&lang=en")).json().data.find((x: { id: number }) => x.id === c.id);
    expect(listed.name).toBe("Renamed Package");

    // A slider's title.
    const slide = await createSlider(t.db);
    models.clear();
    expect((await get("/api/slider?lang=en")).json().data.map((s: { id: number }) => s.id)).toContain(slide.id);
    const slidePut = await t.app.inject({
      method: "PUT",
      url: `/api/slider/${slide.id}`,
      headers: adminHeaders,
      payload: { image_id: slide.fileId, title: { id: "Judul Baru", en: "New Title" }, sort_order: 0 },
    });
    expect(slidePut.statusCode, slidePut.body).toBe(200);
    const slides = (await get("/api/slider?lang=en")).json().data;
    expect(slides.find((s: { id: number }) => s.id === slide.id).title).toBe("New Title");

    // The settings.
    expect((await get("/api/setting")).json().setting).toMatchObject({ name: "Agency Before", ppiu_licence: null });
    const settingPut = await t.app.inject({
      method: "PUT",
      url: "/api/setting",
      headers: adminHeaders,
      payload: { name: "Agency After", currency: "IDR", booking_expiry_hours: 24, ppiu_licence: "U.123" },
    });
    expect(settingPut.statusCode, settingPut.body).toBe(200);
    expect((await get("/api/setting")).json().setting).toMatchObject({ name: "Agency After", ppiu_licence: "U.123" });
  });

  it("an admin reading the catalogue gets it fresh, and does not fill the read models", async () => {
    models.clear();
    const builds = models.builds;
    await get(`/api/tour/${a.id}`, admin);
    await get(`/api/tour/${a.id}`, admin);
    expect(models.builds).toBe(builds);
    expect(models.size).toBe(0);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import {
  createBooking,
  createCategory,
  createDestination,
  createFileRecord,
  createPackage,
  createUser,
  tr,
} from "#test/factories";
import { withTestApp } from "#test/setup/app";
import { appWithSessionsPerFile } from "#test/setup/sessions";
import { day } from "#test/setup/days";

const { t, admin, customer, ids: people } = appWithSessionsPerFile();
const ids: Record<string, number> = {};
const cat: Record<string, number> = {};
const dest: Record<string, number> = {};
const dep: Record<string, number> = {};
let coverId: string;

const at = (n: number) => new Date(Date.UTC(2025, 0, 1 + n));

beforeAll(async () => {
  const customerId = people.customerId;

  cat.umrah = (
    await createCategory(t.db, { name: tr("Umrah Reguler", "Regular Umrah", "Umrah Biasa"), sortOrder: 1 })
  ).id;
  cat.halal = (
    await createCategory(t.db, { name: tr("Wisata Halal", "Halal Holidays", "Percutian Halal"), sortOrder: 0 })
  ).id;
  dest.mekkah = (await createDestination(t.db, { name: tr("Mekkah", "Mecca", "Makkah") })).id;
  dest.turki = (await createDestination(t.db, { name: tr("Turki", "Turkey", "Turki") })).id;
  dest.jepang = (await createDestination(t.db, { name: tr("Jepang", "Japan", "Jepun") })).id;
  coverId = (await createFileRecord(t.db)).id;

  const a1 = await createPackage(t.db, {
    code: "UMR-001",
    name: tr("Umrah Hemat Sembilan Hari", "Budget Umrah Nine Days", "Umrah Jimat Sembilan Hari"),
    categoryIds: [cat.umrah],
    destinationId: dest.mekkah,
    coverImageId: coverId,
    basePrice: 30_000_000,
    featured: true,
    createdAt: at(1),
    departures: [
      { startDate: day(-10), endDate: day(-2) },
      { startDate: day(20), endDate: day(28), isOpen: false },
      { startDate: day(30), endDate: day(38), capacity: 2 },
      { startDate: day(40), endDate: day(51), priceOverride: 32_000_000 },
    ],
  });
  ids.A = a1.id;
  [dep.past, dep.closed, dep.full, dep.open] = a1.departures.map((d) => d.id);
  ids.B = (
    await createPackage(t.db, {
      code: "TRK-22",
      name: tr("Umrah Plus Istanbul", "Umrah Plus Istanbul"),
      categoryIds: [cat.umrah, cat.halal],
      destinationId: dest.turki,
      basePrice: 45_000_000,
      discountType: "percentage",
      discountValue: 10,
      createdAt: at(2),
      departures: [{ startDate: day(-30), endDate: day(-21) }],
    })
  ).id;
  ids.C = (
    await createPackage(t.db, {
      code: "JPN-7",
      name: tr("Sakura Jepang", "Japan Cherry Blossom", "Bunga Sakura Jepun"),
      categoryIds: [cat.halal],
      destinationId: dest.jepang,
      basePrice: 25_000_000,
      discountType: "fixed",
      discountValue: 5_000_000,
      featured: true,
      createdAt: at(3),
    })
  ).id;
  ids.D = (
    await createPackage(t.db, { code: "DRF-1", name: tr("Paket Rahasia"), status: "draft", createdAt: at(4) })
  ).id;
  ids.E = (
    await createPackage(t.db, { code: "ARC-1", name: tr("Paket Lama Umrah"), status: "archived", createdAt: at(5) })
  ).id;
  ids.F = (
    await createPackage(t.db, {
      code: "BALI-1",
      name: tr("Paket Bali", "Bali Package"),
      basePrice: 30_000_000,
      createdAt: at(6),
    })
  ).id;

  // Two seats held on the capacity-2 departure; a canceled booking holds none.
  await createBooking(t.db, customerId, { packageId: ids.A, departureId: dep.full, pax: 2, status: "pending" });
  await createBooking(t.db, customerId, { packageId: ids.A, departureId: dep.open, pax: 5, status: "canceled" });
  await createBooking(t.db, customerId, { packageId: ids.C, code: "BKX7Q2PL" });
  await createBooking(t.db, customerId, { packageId: ids.D, code: "BKDRAFT9" });
});

type Tour = { id: number; name: string; [k: string]: unknown };
const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: "GET", url: `/api/tour?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Tour[]; meta: Record<string, number> };
};
const idsOf = async (query: string, headers: Record<string, string> = {}) =>
  (await list(query, headers)).data.map((x) => x.id);

describe("GET /api/tour: visibility", () => {
  it("shows visitors published packages only, newest first by default", async () => {
    const body = await list("");
    expect(body.data.map((x) => x.id)).toEqual([ids.F, ids.C, ids.B, ids.A]);
    expect(body.meta).toEqual({ page: 1, limit: 15, total: 4, last_page: 1 });
  });

  it("ignores a status filter from visitors and customers", async () => {
    expect(await idsOf("status=draft")).toEqual([ids.F, ids.C, ids.B, ids.A]);
    expect(await idsOf("status=all", customer)).toEqual([ids.F, ids.C, ids.B, ids.A]);
  });

  it("lets an admin filter by status; without one an admin sees what customers see", async () => {
    expect(await idsOf("", admin)).toEqual([ids.F, ids.C, ids.B, ids.A]);
    expect(await idsOf("status=draft", admin)).toEqual([ids.D]);
    expect(await idsOf("status=archived", admin)).toEqual([ids.E]);
    expect(await idsOf("status=all&sort=oldest", admin)).toEqual([ids.A, ids.B, ids.C, ids.D, ids.E, ids.F]);
  });

  it("answers 404 for a draft or archived package to the public, 200 to an admin", async () => {
    for (const id of [ids.D, ids.E]) {
      const res = await t.app.inject({ method: "GET", url: `/api/tour/${id}?lang=en` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Not found." });
      expect((await t.app.inject({ method: "GET", url: `/api/tour/${id}`, headers: customer })).statusCode).toBe(404);
      const ok = await t.app.inject({ method: "GET", url: `/api/tour/${id}`, headers: admin });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.id).toBe(id);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/tour/999999" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/tour/abc" })).statusCode).toBe(422);
  });
});

describe("GET /api/tour: filters and sorting", () => {
  it("filters by category, destination and featured", async () => {
    expect(await idsOf(`category_id=${cat.umrah}&sort=oldest`)).toEqual([ids.A, ids.B]);
    expect(await idsOf(`category_id=${cat.halal}&sort=oldest`)).toEqual([ids.B, ids.C]);
    expect(await idsOf(`destination_id=${dest.turki}`)).toEqual([ids.B]);
    expect(await idsOf("featured=true&sort=oldest")).toEqual([ids.A, ids.C]);
    expect(await idsOf("featured=0&sort=oldest")).toEqual([ids.B, ids.F]);
    expect(await idsOf(`category_id=${cat.halal}&destination_id=${dest.jepang}&featured=1`)).toEqual([ids.C]);
    expect(await idsOf("category_id=999999")).toEqual([]);
  });

  it("sorts by display price (ties by id), latest and oldest", async () => {
    // Display prices ("from" prices, decision 032): A's cheapest bed on its one bookable
    // departure 32M (its override); without a bookable departure the base price after discount:
    // B 45M - 10% = 40.5M, C 25M - 5M = 20M, F 30M.
    expect(await idsOf("sort=price_asc")).toEqual([ids.C, ids.F, ids.A, ids.B]);
    expect(await idsOf("sort=price_desc")).toEqual([ids.B, ids.A, ids.F, ids.C]);
    expect(await idsOf("sort=latest")).toEqual([ids.F, ids.C, ids.B, ids.A]);
    expect(await idsOf("sort=oldest")).toEqual([ids.A, ids.B, ids.C, ids.F]);
    const prices = (await list("sort=price_asc")).data.map((x) => x.display_price);
    expect(prices).toEqual([20_000_000, 30_000_000, 32_000_000, 40_500_000]);
  });

  it("answers 422 for an unknown sort or a bad filter", async () => {
    for (const q of ["sort=cheapest", "category_id=abc", "featured=yes", "status=deleted", "limit=0"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/tour?${q}&lang=en` });
      expect(res.statusCode, q).toBe(422);
      expect(res.json().message).toBe("The given data was invalid.");
    }
  });

  it("pages, and returns everything with limit=-1", async () => {
    const page2 = await list("sort=oldest&limit=3&page=2");
    expect(page2.data.map((x) => x.id)).toEqual([ids.F]);
    expect(page2.meta).toEqual({ page: 2, limit: 3, total: 4, last_page: 2 });
    const all = await list("sort=oldest&limit=-1");
    expect(all.data.map((x) => x.id)).toEqual([ids.A, ids.B, ids.C, ids.F]);
    expect(all.meta).toEqual({ page: 1, limit: -1, total: 4, last_page: 1 });
    const past = await list("limit=2&page=5");
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(4);
  });
});

describe("GET /api/tour: search", () => {
  it.each([
    ["the Indonesian name", "hemat", "A"],
    ["the English name", "BUDGET umrah", "A"],
    ["the Malay name", "jimat", "A"],
    ["the English name of another", "cherry", "C"],
    ["the Malay name of another", "jepun", "C"],
    ["the destination in Indonesian", "turki", "B"],
    ["the destination in English", "mecca", "A"],
    ["the code", "jpn-7", "C"],
    ["part of a code", "trk", "B"],
  ])("matches %s (%s)", async (_what, term, key) => {
    expect(await idsOf(`search=${encodeURIComponent(term)}`)).toEqual([ids[key]]);
  });

  it("matches category names in every language", async () => {
    expect(await idsOf("search=percutian&sort=oldest")).toEqual([ids.B, ids.C]);
    expect(await idsOf("search=halal%20holidays&sort=oldest")).toEqual([ids.B, ids.C]);
    expect(await idsOf("search=biasa&sort=oldest")).toEqual([ids.A, ids.B]);
  });

  it("combines the search with filters and counts only matches", async () => {
    const body = await list(`search=umrah&destination_id=${dest.turki}`);
    expect(body.data.map((x) => x.id)).toEqual([ids.B]);
    expect(body.meta.total).toBe(1);
  });

  it("treats LIKE wildcards as plain characters", async () => {
    expect(await idsOf("search=%25")).toEqual([]);
    expect(await idsOf("search=_")).toEqual([]);
    expect(await idsOf(`search=${encodeURIComponent("UMR_001")}`)).toEqual([]);
  });

  it("finds the package of a booking code, case-insensitively, if the caller may see it", async () => {
    expect(await idsOf("search=bkx7q2pl")).toEqual([ids.C]);
    expect(await idsOf("search=BKX7Q2PL")).toEqual([ids.C]);
    expect(await idsOf("search=BKDRAFT9")).toEqual([]);
    expect(await idsOf("search=BKDRAFT9&status=all", admin)).toEqual([ids.D]);
    expect(await idsOf("search=BKX7Q2P")).toEqual([]);
  });

  it("never shows drafts or archived packages through a search", async () => {
    expect(await idsOf("search=rahasia")).toEqual([]);
    expect(await idsOf("search=lama")).toEqual([]);
    expect(await idsOf("search=lama&status=all", admin)).toEqual([ids.E]);
  });
});

describe("GET /api/tour: items", () => {
  it("carries the summary with the next bookable departure and the trip length", async () => {
    const a = (await list("sort=oldest")).data[0];
    expect(a).toEqual({
      id: ids.A,
      code: "UMR-001",
      slug: expect.any(String),
      name: "Umrah Hemat Sembilan Hari",
      cover: expect.objectContaining({ id: coverId, url: expect.any(String), srcset: expect.any(String) }),
      destination: { id: dest.mekkah, name: "Mekkah" },
      categories: [{ id: cat.umrah, name: "Umrah Reguler" }],
      base_price: 30_000_000,
      // The cheapest bed on the one bookable departure (its override), not the base price.
      display_price: 32_000_000,
      from_room_type: "Quad (4 orang)",
      discount_type: null,
      discount_value: 0,
      min_pax: 1,
      max_pax: null,
      status: "published",
      featured: true,
      kind: "tour",
      // No advertisement approval serial set (decision 082).
      ad_approval_serial: null,
      // The past, the closed and the full departure are skipped; the canceled booking holds no seat.
      next_departure: {
        id: dep.open,
        start_date: day(40),
        end_date: day(51),
        capacity: 40,
        price: 32_000_000,
        price_override: 32_000_000,
        is_open: true,
        seats_left: 40,
        full_booked: false,
        bookable: true,
        // The factory's grid: the package's room types at the departure's price.
        fares: ["quad", "triple", "double"].map((code) =>
          expect.objectContaining({ code, price: 32_000_000, beds_left: null, full: false }),
        ),
        child_no_bed_price: null,
        infant_price: null,
      },
      duration_days: 12,
    });
  });

  it("without a bookable departure: no next departure, length of the first departure", async () => {
    const items = (await list("sort=oldest")).data;
    const b = items.find((x) => x.id === ids.B)!;
    expect(b.next_departure).toBeNull();
    expect(b.duration_days).toBe(10);
    expect(b.categories).toEqual([
      { id: cat.halal, name: "Wisata Halal" },
      { id: cat.umrah, name: "Umrah Reguler" },
    ]);
    const c = items.find((x) => x.id === ids.C)!;
    expect(c).toMatchObject({ next_departure: null, duration_days: null, cover: null, discount_type: "fixed" });
  });

  it("names follow the caller's language, falling back to Indonesian field by field", async () => {
    const my = (await list("sort=oldest&lang=my")).data;
    expect(my.map((x) => x.name)).toEqual([
      "Umrah Jimat Sembilan Hari",
      "Umrah Plus Istanbul",
      "Bunga Sakura Jepun",
      "Paket Bali",
    ]);
    expect(my[0].destination).toEqual({ id: dest.mekkah, name: "Makkah" });
    expect(my[0].categories).toEqual([{ id: cat.umrah, name: "Umrah Biasa" }]);
    const en = (await list("sort=oldest", { "accept-language": "en-US" })).data;
    expect(en.map((x) => x.name)).toEqual([
      "Budget Umrah Nine Days",
      "Umrah Plus Istanbul",
      "Japan Cherry Blossom",
      "Bali Package",
    ]);
    expect(en[1].destination).toEqual({ id: dest.turki, name: "Turkey" });
  });
});

describe("a package whose only upcoming departure is full", () => {
  it("lists that departure as next, marked full booked, so the card can say so", async () => {
    await withTestApp(async (local) => {
      const c = await createUser(local.db, { role: "customer" });
      const p = await createPackage(local.db, {
        code: "FULL-01",
        departures: [{ startDate: day(15), endDate: day(24), capacity: 3 }],
      });
      const [d] = await local.db.query.departures.findMany({ where: (x, { eq }) => eq(x.packageId, p.id) });
      await createBooking(local.db, c.id, { packageId: p.id, departureId: d.id, pax: 3, status: "paid" });
      const res = await local.app.inject({ method: "GET", url: "/api/tour?limit=-1" });
      const item = res.json().data.find((x: { id: number }) => x.id === p.id);
      expect(item.next_departure).toMatchObject({ id: d.id, seats_left: 0, full_booked: true, bookable: false });
    });
  });
});

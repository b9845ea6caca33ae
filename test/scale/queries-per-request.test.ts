import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, packageImages, payments } from "#db/schema";
import {
  createBooking,
  createCategory,
  createDestination,
  createFileRecord,
  createPackage,
  createSetting,
  createUser,
  tr,
} from "#test/factories";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";

/*
 * No N+1 queries: the statements a list or a detail sends must not grow with its rows. Each
 * request is counted on a small data set, the data set is grown (more packages, departures,
 * categories, bookings, guests, payments, customers), and the same request must send as many
 * statements as before. Counted at the driver (PGlite's query(), node-postgres' pool.query()),
 * below Drizzle, so a loop of queries anywhere in a use case shows up.
 */

let t: TestApp;
let sent = 0;
let admin = "";
let customer = "";
let customerId = 0;
let packageId = 0;
let bookingId = "";

/** Statements one GET sends (after one call that warms caches such as the settings row). */
async function statementsOf(url: string, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const first = await t.app.inject({ method: "GET", url, headers });
  expect(first.statusCode, `${url}: ${first.body.slice(0, 200)}`).toBe(200);
  const before = sent;
  const res = await t.app.inject({ method: "GET", url, headers });
  expect(res.statusCode).toBe(200);
  return { n: sent - before, body: res.json() };
}

let grown = 0;
/** Packages with departures, categories, a destination and images, and bookings with guests and payments. */
async function grow(packages: number, bookingsPerPackage: number) {
  const cats = [await createCategory(t.db), await createCategory(t.db)];
  for (let i = 0; i < packages; i++) {
    grown++;
    const dest = await createDestination(t.db);
    const cover = await createFileRecord(t.db);
    const pkg = await createPackage(t.db, {
      name: tr(`Umrah Skala ${grown}`, `Umrah Scale ${grown}`),
      destinationId: dest.id,
      coverImageId: cover.id,
      categoryIds: cats.map((c) => c.id),
      itinerary: [{ title: tr("Hari 1") }, { title: tr("Hari 2") }],
      facilities: [{ name: tr("Hotel") }, { name: tr("Visa") }],
      departures: [
        { startDate: "2099-01-10", endDate: "2099-01-19" },
        { startDate: "2099-03-10", endDate: "2099-03-19" },
        { startDate: "2099-05-10", endDate: "2099-05-19" },
      ],
    });
    const gallery = await createFileRecord(t.db);
    await t.db.insert(packageImages).values({ packageId: pkg.id, fileId: gallery.id, sortOrder: 0 });
    for (let b = 0; b < bookingsPerPackage; b++) {
      const owner = b === 0 ? customerId : (await createUser(t.db)).id;
      const booking = await createBooking(t.db, owner, {
        packageId: pkg.id,
        departureId: pkg.departures[b % 3].id,
        bookingName: `Keluarga Skala ${grown}`,
        pax: 2,
        status: "processing",
        total: 60_000_000,
        paidTotal: 10_000_000,
      });
      await t.db.insert(bookingGuests).values(
        [1, 2].map((position) => ({
          bookingId: booking.id,
          position,
          fullName: `Jamaah Skala ${grown}-${position}`,
          gender: "female" as const,
          birthDate: "1980-01-01",
          country: "ID" as const,
        })),
      );
      await t.db.insert(payments).values(
        (["confirmed", "pending"] as const).map((status) => ({
          bookingId: booking.id,
          amount: 10_000_000,
          method: "manual" as const,
          payerName: "Payer",
          paymentDate: "2026-01-01",
          status,
        })),
      );
      if (!bookingId && owner === customerId) bookingId = booking.id;
    }
    packageId ||= pkg.id;
  }
}

const requests: [string, () => string, "visitor" | "admin" | "customer"][] = [
  ["tour list", () => "/api/tour?limit=100", "visitor"],
  ["tour list, cheapest first", () => "/api/tour?limit=100&sort=price_asc", "visitor"],
  ["tour search", () => "/api/tour?limit=100&search=skala", "visitor"],
  ["tour detail", () => `/api/tour/${packageId}`, "visitor"],
  ["booking history", () => "/api/booking?limit=100", "admin"],
  ["booking search by name", () => "/api/booking?limit=100&search=skala", "admin"],
  ["one booking", () => `/api/booking/${bookingId}`, "admin"],
  ["my bookings", () => "/api/booking?limit=100", "customer"],
  ["admin dashboard", () => "/api/dashboard", "admin"],
  ["booking report", () => "/api/report/booking?limit=100&status=all", "admin"],
];

const budget: Record<string, number> = {
  "tour list": 3,
  "tour list, cheapest first": 3,
  "tour search": 4,
  "tour detail": 3,
};

describe("statements per request do not grow with the data", () => {
  const small: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    // Below Drizzle: PGlite's client or node-postgres' pool (transactions borrow a client, but
    // none of these reads uses one).
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      sent++;
      return query(...args);
    };
    await createSetting(t.db, { currency: "IDR" });
    const a = await createUser(t.db, { role: "admin", password: "Admin12345" });
    const c = await createUser(t.db, { role: "customer", password: "Cust12345" });
    customerId = c.id;
    admin = await loginAs(t.app, a.username, "Admin12345");
    customer = await loginAs(t.app, c.username, "Cust12345");
    await grow(2, 1);
    for (const [name, url, who] of requests)
      small[name] = (await statementsOf(url(), who === "admin" ? admin : who === "customer" ? customer : undefined)).n;
    await grow(10, 3);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  it.each(requests)("%s", async (name, url, who) => {
    const { n, body } = await statementsOf(url(), who === "admin" ? admin : who === "customer" ? customer : undefined);
    // The grown data set is really bigger for the lists (else the comparison proves nothing).
    if (Array.isArray(body.data)) expect(body.data.length).toBeGreaterThan(5);
    expect(n, `${name}: ${small[name]} statements with 2 packages, ${n} with 12`).toBe(small[name]);
    // And a budget: a page is a handful of batched reads, not one per row. The storefront's
    // reads are the hottest (docs/architecture.md §Performance budgets): the catalogue's one statement, held
    // seats and images (a search also looks for a booking code).
    expect(n).toBeLessThanOrEqual(budget[name] ?? 16);
  });
});

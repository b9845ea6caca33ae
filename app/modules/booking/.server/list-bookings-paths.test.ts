import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingGuests } from "#db/schema";
import { createBooking, createPackage, createUser } from "#test/factories";
import { createTestDatabase } from "#test/setup/app";
import type { Database } from "#app/shared/db.server";
import { type BookingFilter, listBookingRows, wordPrefixQuery } from "./booking.repository";

/*
 * The booking history answers a search from its matching ids, or in SQL when they are very
 * many, and reads a deep page through the index first; each path only pays off with a large
 * history. Here the thresholds are moved so that a few rows take every path, and every path
 * must give the same page and count as the plain one.
 */

let database: Database;
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const [a, b] = [await createUser(db), await createUser(db)];
  const pkg = await createPackage(db, {
    departures: [
      { startDate: "2099-01-10", endDate: "2099-01-19" },
      { startDate: "2099-02-10", endDate: "2099-02-19" },
    ],
  });
  const names = ["Siti Aminah", "Siti Rahmawati", "Budi Santoso", "Sitompul Hakim", "Ahmad Siti"];
  for (let i = 0; i < 24; i++) {
    const row = await createBooking(db, i % 3 === 0 ? b.id : a.id, {
      code: `BK${String(i).padStart(4, "0")}X`,
      packageId: pkg.id,
      departureId: pkg.departures[i % 2].id,
      bookingName: i % 4 === 0 ? `Keluarga ${names[i % 5].split(" ")[1]}` : `Pemesan ${i}`,
      status: (["pending", "paid", "processing", "canceled"] as const)[i % 4],
      pax: 2,
      total: 1_000_000 * ((i * 7) % 11),
      createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 12), i)),
    });
    ids[`b${i}`] = row.id;
    await db.insert(bookingGuests).values(
      [0, 1].map((k) => ({
        bookingId: row.id,
        position: k + 1,
        fullName: names[(i + k) % 5],
        gender: "female" as const,
        birthDate: "1980-01-01",
        country: "ID" as const,
      })),
    );
  }
});

afterAll(async () => {
  await database?.close();
});

const filters: Omit<BookingFilter, "sort">[] = [
  {},
  { search: "siti" },
  { search: "Siti Am" },
  { search: "rahmawati siti" },
  { search: "bk0007x" },
  { search: "keluarga" },
  { search: "nobody" },
  { search: "%_" },
  { search: "siti", status: "paid" },
  { search: "budi", createdFrom: new Date("2026-01-03T00:00:00Z") },
  { status: "pending" },
];
const sorts: BookingFilter["sort"][] = ["latest", "oldest", "total_desc"];
const windows = [{ limit: 5, offset: 0 }, { limit: 5, offset: 5 }, { limit: 5, offset: 40 }, { offset: 0 }];

describe("listBookingRows: every path answers the same", () => {
  it.each(sorts)(
    "sorted %s",
    async (sort) => {
      for (const f of filters)
        for (const w of windows) {
          const plain = await listBookingRows(database.db, { ...f, sort }, w);
          const label = JSON.stringify({ ...f, sort, ...w });
          for (const opts of [
            { manyMatches: 0 },
            { manyMatches: 1 },
            { deepOffset: 0 },
            { manyMatches: 0, deepOffset: 0 },
          ]) {
            const other = await listBookingRows(database.db, { ...f, sort }, w, opts);
            expect(other.total, `${label} ${JSON.stringify(opts)}`).toBe(plain.total);
            expect(
              other.rows.map((r) => r.id),
              `${label} ${JSON.stringify(opts)}`,
            ).toEqual(plain.rows.map((r) => r.id));
          }
        }
    },
    120_000,
  );

  it("finds by word prefixes of booking and guest names, and by the code", async () => {
    const found = async (search: string) =>
      (await listBookingRows(database.db, { search, sort: "oldest" }, { offset: 0 })).rows.map((r) => r.id);
    // "siti" starts a word of three of the five names ("Sitompul" is not "siti"): booking i has
    // guests names[i % 5] and names[(i + 1) % 5], so only those with i % 5 = 2 (Budi Santoso and
    // Sitompul Hakim, booked as "Keluarga Santoso" or "Pemesan i") are left out.
    const expected = Object.keys(ids)
      .map((k) => Number(k.slice(1)))
      .filter((i) => i % 5 !== 2);
    expect(new Set(await found("siti"))).toEqual(new Set(expected.map((i) => ids[`b${i}`])));
    expect(await found("sito")).toEqual(await found("sitompul"));
    expect(await found("BK0003X")).toEqual([ids.b3]);
    expect(await found("bk0003x")).toEqual([ids.b3]);
    expect(await found("BK0003")).toEqual([]);
    expect(await found("nobody")).toEqual([]);
  });
});

describe("wordPrefixQuery", () => {
  it("keeps letters and digits of each word, as prefixes that must all match", () => {
    expect(wordPrefixQuery("Siti  Rah")).toBe("siti:* & rah:*");
    expect(wordPrefixQuery("O'Neil-Smith 3")).toBe("o:* & neil:* & smith:* & 3:*");
    expect(wordPrefixQuery("Zoë")).toBe("zoë:*");
    expect(wordPrefixQuery("&|!():*'")).toBeNull();
    expect(wordPrefixQuery("")).toBeNull();
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRAVELLER_TYPES } from "#app/modules/catalog/rooms.rules";
import { type Database, fromPglite } from "#app/shared/db.server";
import { travellerType } from "#db/schema";

/*
 * Migration 0009 (rooms and travellers) converts the data of a database made before it
 * (docs/decisions/030-rooms-and-travellers-data.md): a database is migrated up to 0008, given
 * rows of the old shape, then migrated to the end, and the conversion is read back.
 */

const migrationsFolder = path.resolve("db/migrations");
const BEFORE = "0009_rooms_travellers";

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-before-"));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8"));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

let database: Database;
let client: PGlite;
let oldFolder: string;

async function rows<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return (await client.query<T>(query, params)).rows;
}
async function one<T>(query: string, params: unknown[] = []): Promise<T> {
  const [row] = await rows<T>(query, params);
  return row;
}
const tr = (id: string, en: string, my: string) => JSON.stringify({ id, en, my });

const ids: Record<string, number> = {};
const bookingIds: Record<string, string> = {};

beforeAll(async () => {
  client = new PGlite();
  database = fromPglite(client);
  oldFolder = migrationsBefore(BEFORE);
  await database.migrate(oldFolder);

  ids.user = (
    await one<{ id: number }>(
      `insert into users (name, username, email, password_hash) values ('Siti', 'siti', 'siti@example.com', 'x') returning id`,
    )
  ).id;
  // Umrah: base price 30 jt, the room choice as an extra price (Quad +0, Triple +1.5 jt, Double +3 jt per pax).
  const pkg = async (code: string, basePrice: number) =>
    (
      await one<{ id: number }>(
        `insert into packages (code, slug, name, base_price, display_price, default_capacity, status)
         values ($1, lower($1), $2, $3, $3, 45, 'published') returning id`,
        [code, tr(code, code, code), basePrice],
      )
    ).id;
  ids.umrah = await pkg("UMR", 3_000_000_000);
  ids.tour = await pkg("TUR", 1_000_000_000);
  ids.umrahOpen = (
    await one<{ id: number }>(
      `insert into departures (package_id, start_date, end_date, capacity) values ($1, '2030-03-01', '2030-03-12', 45) returning id`,
      [ids.umrah],
    )
  ).id;
  ids.umrahOverride = (
    await one<{ id: number }>(
      `insert into departures (package_id, start_date, end_date, capacity, price_override)
       values ($1, '2030-04-01', '2030-04-12', 45, 3_200_000_000) returning id`,
      [ids.umrah],
    )
  ).id;
  ids.tourDep = (
    await one<{ id: number }>(
      `insert into departures (package_id, start_date, end_date, capacity, price_override)
       values ($1, '2030-05-01', '2030-05-06', 20, 1_100_000_000) returning id`,
      [ids.tour],
    )
  ).id;

  ids.room = (
    await one<{ id: number }>(`insert into attributes (name, choice_rule) values ($1, 'single') returning id`, [
      tr("Tipe Kamar", "Room type", "Jenis Bilik"),
    ])
  ).id;
  const detail = async (name: string, price: number, sort: number, per = "pax") =>
    (
      await one<{ id: number }>(
        `insert into attribute_details (attribute_id, name, price, per, sort_order) values ($1, $2, $3, $4, $5) returning id`,
        [ids.room, name, price, per, sort],
      )
    ).id;
  ids.quad = await detail(tr("Quad (sekamar berempat)", "Quad (4 per room)", "Quad (4 sebilik)"), 0, 0);
  ids.triple = await detail(
    tr("Triple (sekamar bertiga)", "Triple (3 per room)", "Triple (3 sebilik)"),
    150_000_000,
    1,
  );
  ids.double = await detail(tr("Double (sekamar berdua)", "Double (2 per room)", "Double (2 sebilik)"), 300_000_000, 2);
  ids.suite = await detail(tr("Kamar keluarga 5 orang", "Family room for 5", "Bilik keluarga 5 orang"), 50_000_000, 3);
  ids.twin = await detail(tr("Twin", "Twin", "Twin"), 400_000_000, 4, "booking");
  // Add-ons: a multiple-choice extra price, and a single choice whose name only looks like a room word.
  ids.addons = (
    await one<{ id: number }>(`insert into attributes (name, choice_rule) values ($1, 'multiple') returning id`, [
      tr("Tambahan kamar", "Room add-ons", "Tambahan bilik"),
    ])
  ).id;
  ids.visa = (
    await one<{ id: number }>(`insert into attributes (name, choice_rule) values ($1, 'single') returning id`, [
      tr("Sekamar visa", "Visa", "Visa"),
    ])
  ).id;
  await client.query(`insert into attribute_details (attribute_id, name, price) values ($1, $2, 10), ($3, $4, 20)`, [
    ids.addons,
    tr("Double", "Double", "Double"),
    ids.visa,
    tr("Single entry", "Single entry", "Single entry"),
  ]);
  await client.query(
    `insert into package_attributes (package_id, attribute_id, sort_order) values ($1, $2, 0), ($1, $3, 1), ($4, $3, 0), ($4, $5, 1)`,
    [ids.umrah, ids.room, ids.addons, ids.tour, ids.visa],
  );

  // Bookings: two adults in a Double on the override departure, one without any room choice, one on the tour.
  const booking = async (key: string, packageId: number, departureId: number, pax: number, unitPrice: number) => {
    const { id } = await one<{ id: string }>(
      `insert into bookings (code, customer_id, package_id, departure_id, booking_name, pax, unit_price, subtotal, total)
       values ($1, $2, $3, $4, 'Siti', $5::int, $6::bigint, $6::bigint * $5::int, $6::bigint * $5::int) returning id`,
      [key, ids.user, packageId, departureId, pax, unitPrice],
    );
    bookingIds[key] = id;
    for (let i = 0; i < pax; i++) {
      await client.query(
        `insert into booking_guests (booking_id, position, full_name, gender, birth_date, country)
         values ($1, $2, $3, 'female', '2020-01-01', 'ID')`,
        [id, i, `${key} guest ${i}`],
      );
    }
    return id;
  };
  const dbl = await booking("DOUBLE01", ids.umrah, ids.umrahOverride, 2, 3_200_000_000);
  await client.query(
    `insert into booking_extras (booking_id, detail_id, attribute_name, name, price, per, amount)
     values ($1, $2, $3, $4, 300_000_000, 'pax', 600_000_000)`,
    [
      dbl,
      ids.double,
      tr("Tipe Kamar", "Room type", "Jenis Bilik"),
      tr("Double (lama)", "Double (old)", "Double (lama)"),
    ],
  );
  await booking("NOROOM01", ids.umrah, ids.umrahOpen, 1, 3_000_000_000);
  await booking("TOUR0001", ids.tour, ids.tourDep, 3, 1_100_000_000);

  await database.migrate(migrationsFolder);
});

afterAll(async () => {
  await database?.close();
  if (oldFolder) fs.rmSync(oldFolder, { recursive: true, force: true });
});

type RoomType = { id: number; code: string; beds: number; name: Record<string, string>; sort_order: number };
const roomTypesOf = (packageId: number) =>
  rows<RoomType>(
    `select id, code, beds, name, sort_order from room_types where package_id = $1 order by sort_order, id`,
    [packageId],
  );
const faresOf = (departureId: number) =>
  rows<{ code: string; price: number; bed_allotment: number | null }>(
    `select rt.code, f.price::float8 as price, f.bed_allotment from departure_fares f
     join room_types rt on rt.id = f.room_type_id where f.departure_id = $1 order by rt.sort_order, rt.id`,
    [departureId],
  );

describe("migration 0009: existing data becomes rooms and travellers", () => {
  it("the room choice of a package becomes its room types: codes and beds from the details' names, names kept", async () => {
    const types = await roomTypesOf(ids.umrah);
    expect(types.map((t) => [t.code, t.beds])).toEqual([
      ["quad", 4],
      ["triple", 3],
      ["double", 2],
      ["room", 5], // no room word: beds from the digit in its name
      ["twin", 2],
    ]);
    expect(types[0].name).toEqual({ id: "Quad (sekamar berempat)", en: "Quad (4 per room)", my: "Quad (4 sebilik)" });
  });

  it("fares on every departure: the departure's price (override or base) plus the detail's price per pax", async () => {
    expect(await faresOf(ids.umrahOpen)).toEqual([
      { code: "quad", price: 3_000_000_000, bed_allotment: null },
      { code: "triple", price: 3_150_000_000, bed_allotment: null },
      { code: "double", price: 3_300_000_000, bed_allotment: null },
      { code: "room", price: 3_050_000_000, bed_allotment: null },
      // a per-booking room price cannot be split into beds
      { code: "twin", price: 3_000_000_000, bed_allotment: null },
    ]);
    expect((await faresOf(ids.umrahOverride)).map((f) => f.price)).toEqual([
      3_200_000_000, 3_350_000_000, 3_500_000_000, 3_250_000_000, 3_200_000_000,
    ]);
  });

  it("the room choice is unlinked from the converted package; other extra prices stay", async () => {
    const linked = await rows<{ package_id: number; attribute_id: number }>(
      `select package_id, attribute_id from package_attributes order by package_id, sort_order`,
    );
    expect(linked).toEqual([
      { package_id: ids.umrah, attribute_id: ids.addons },
      // Not a room choice: a multiple choice, and a single choice only "sekamar" in its name.
      { package_id: ids.tour, attribute_id: ids.addons },
      { package_id: ids.tour, attribute_id: ids.visa },
    ]);
    expect((await one<{ n: number }>(`select count(*)::int as n from attributes`)).n).toBe(3);
  });

  it("a package without a room choice gets one standard room type at its current price on each departure", async () => {
    const types = await roomTypesOf(ids.tour);
    expect(types.map((t) => [t.code, t.beds, t.name])).toEqual([
      ["standard", 2, { id: "Standar", en: "Standard", my: "Standard" }],
    ]);
    expect(await faresOf(ids.tourDep)).toEqual([{ code: "standard", price: 1_100_000_000, bed_allotment: null }]);
  });

  it("existing guests become adults whose fare is the booking's per-pax price, in the room type they chose", async () => {
    const guests = await rows<{
      code: string;
      traveller_type: string;
      fare: number;
      room_type_code: string | null;
      room_type_name: Record<string, string> | null;
      room_type: string | null;
      room_id: number | null;
    }>(
      `select b.code, g.traveller_type, g.fare::float8 as fare, g.room_type_code, g.room_type_name, rt.code as room_type, g.room_id
       from booking_guests g join bookings b on b.id = g.booking_id left join room_types rt on rt.id = g.room_type_id
       order by b.code, g.position`,
    );
    const sold = { id: "Double (lama)", en: "Double (old)", my: "Double (lama)" };
    const standard = { id: "Standar", en: "Standard", my: "Standard" };
    expect(guests).toEqual([
      {
        code: "DOUBLE01",
        traveller_type: "adult",
        fare: 3_200_000_000,
        room_type_code: "double",
        room_type_name: sold,
        room_type: "double",
        room_id: null,
      },
      {
        code: "DOUBLE01",
        traveller_type: "adult",
        fare: 3_200_000_000,
        room_type_code: "double",
        room_type_name: sold,
        room_type: "double",
        room_id: null,
      },
      // No room was chosen: the room type stays unknown.
      {
        code: "NOROOM01",
        traveller_type: "adult",
        fare: 3_000_000_000,
        room_type_code: null,
        room_type_name: null,
        room_type: null,
        room_id: null,
      },
      ...[0, 1, 2].map(() => ({
        code: "TOUR0001",
        traveller_type: "adult",
        fare: 1_100_000_000,
        room_type_code: "standard",
        room_type_name: standard,
        room_type: "standard",
        room_id: null,
      })),
    ]);
  });

  it("the bookings' money is untouched and the guests' fares add up to each subtotal", async () => {
    const sums = await rows<{ code: string; subtotal: number; fares: number }>(
      `select b.code, b.subtotal::float8 as subtotal, sum(g.fare)::float8 as fares
       from bookings b join booking_guests g on g.booking_id = b.id group by b.code, b.subtotal order by b.code`,
    );
    for (const s of sums) expect(s.fares).toBe(s.subtotal);
    expect(sums.map((s) => s.subtotal)).toEqual([6_400_000_000, 3_000_000_000, 3_300_000_000]);
  });

  it("new columns have their defaults and the helper table is gone", async () => {
    const dep = await one<{ child_no_bed_price: number | null; infant_price: number | null }>(
      `select child_no_bed_price, infant_price from departures where id = $1`,
      [ids.umrahOpen],
    );
    expect(dep).toEqual({ child_no_bed_price: null, infant_price: null });
    expect(
      (await one<{ hotel_cities: string[] }>(`select hotel_cities from packages where id = $1`, [ids.umrah]))
        .hotel_cities,
    ).toEqual([]);
    expect((await one<{ t: string | null }>(`select to_regclass('room_conversion')::text as t`)).t).toBeNull();
  });

  it("the new tables' checks hold: beds 1 to 6, one code per package, no negative fare or allotment", async () => {
    await expect(
      client.query(`insert into room_types (package_id, code, name, beds) values ($1, 'big', '{"id":"x"}', 7)`, [
        ids.tour,
      ]),
    ).rejects.toThrow(/room_types_beds/);
    await expect(
      client.query(`insert into room_types (package_id, code, name, beds) values ($1, 'standard', '{"id":"x"}', 2)`, [
        ids.tour,
      ]),
    ).rejects.toThrow(/room_types_package_code_idx/);
    const [t] = await roomTypesOf(ids.tour);
    await expect(
      client.query(`update departure_fares set bed_allotment = -1 where room_type_id = $1`, [t.id]),
    ).rejects.toThrow(/departure_fares_allotment/);
    await expect(client.query(`update departure_fares set price = -1 where room_type_id = $1`, [t.id])).rejects.toThrow(
      /departure_fares_price/,
    );
  });
});

describe("the traveller_type enum", () => {
  it("lists the same types as the rules, in the same order", async () => {
    expect(travellerType.enumValues).toEqual([...TRAVELLER_TYPES]);
    const labels = await rows<{ v: string }>(`select unnest(enum_range(null::traveller_type))::text as v`);
    expect(labels.map((l) => l.v)).toEqual([...TRAVELLER_TYPES]);
  });
});

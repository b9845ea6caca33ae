import QRCode from "qrcode";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, branches, departureBriefings, departureStays } from "#db/schema";
import { createBooking, createPackage, createUser } from "#test/factories";
import { actorOf } from "#test/setup/actors";
import { testAppPerFile } from "#test/setup/app";
import type { Actor, Ctx } from "#app/shared/context";
import type { StaffRole } from "#app/shared/staff-access";
import { bookingQrSvg, getDepartureTags } from "./departure-tags";

/*
 * ID cards and luggage tags (docs/product.md §Departure operations): each guest's name, group, the
 * tour leader, the hotels and a QR code of the booking code drawn on the server; staff with the
 * departures permission, a branch clerk their branch's guests only. The print route's loader,
 * which adds the passport photos, is tested in test/routes/departure-print.test.ts.
 */

const t = testAppPerFile();
let pkg: { id: number; code: string };
let timeId: number;
let surabaya: number;
const codes = { family: "", solo: "" };
const guests = { father: 0, mother: 0, solo: 0 };

const ctxOf = (actor: Actor | null): Ctx => ({
  db: t.db,
  actor,
  locale: "en",
  requestId: "t",
  now: () => new Date(),
});
const staff = (staffRole: StaffRole = "operations", branchId: number | null = null) =>
  ctxOf(actorOf({ id: 1, role: "admin", staffRole, branchId }));

const load = (ctx: Ctx) => getDepartureTags({ ctx, input: { time_id: timeId } });

async function book(people: string[], status: "paid" | "pending" | "canceled", branchId: number | null = null) {
  const customer = await createUser(t.db);
  const b = await createBooking(t.db, customer.id, { departureId: timeId, status, branchId, pax: people.length });
  const rows = await t.db
    .insert(bookingGuests)
    .values(
      people.map((name, i) => ({
        bookingId: b.id,
        position: i + 1,
        fullName: name,
        gender: i % 2 === 0 ? ("male" as const) : ("female" as const),
        birthDate: "1980-06-01",
        country: "ID" as const,
        travellerType: "adult" as const,
      })),
    )
    .returning({ id: bookingGuests.id });
  return { booking: b, ids: rows.map((r) => r.id) };
}

beforeAll(async () => {
  const p = await createPackage(t.db, {
    code: "UMR-TAG",
    departures: [{ startDate: "2026-03-10", endDate: "2026-03-21" }],
  });
  pkg = p;
  timeId = p.departures[0].id;
  [{ id: surabaya }] = await t.db
    .insert(branches)
    .values({ name: { id: "Surabaya" } })
    .returning({ id: branches.id });
  const family = await book(["Ahmad Fauzi", "Siti Aminah"], "paid");
  codes.family = family.booking.code;
  [guests.father, guests.mother] = family.ids;
  const solo = await book(["Budi Santoso"], "pending", surabaya);
  codes.solo = solo.booking.code;
  [guests.solo] = solo.ids;
  await book(["Batal"], "canceled");
  await t.db
    .insert(departureBriefings)
    .values({ departureId: timeId, tourLeader: "Ust. Hasan", tourLeaderPhone: "+62 812 0000 1111" });
  await t.db.insert(departureStays).values([
    {
      departureId: timeId,
      city: "Makkah",
      checkIn: "2026-03-15",
      checkOut: "2026-03-20",
      hotel: "Hilton Suites Makkah",
    },
    {
      departureId: timeId,
      city: "Madinah",
      checkIn: "2026-03-11",
      checkOut: "2026-03-15",
      hotel: "Pullman Zamzam Madinah",
    },
  ]);
});

describe("what the ID cards and luggage tags print", () => {
  it("each travelling guest's name, group, tour leader, hotels and the QR code of their booking code", async () => {
    const tags = await load(staff());
    expect(tags.departure).toMatchObject({ tour: { id: pkg.id, code: "UMR-TAG" }, start_date: "2026-03-10" });
    expect([tags.tour_leader, tags.tour_leader_phone]).toEqual(["Ust. Hasan", "+62 812 0000 1111"]);
    // The hotels in the itinerary's order (by check-in).
    expect(tags.hotels).toEqual([
      { city: "Madinah", hotel: "Pullman Zamzam Madinah" },
      { city: "Makkah", hotel: "Hilton Suites Makkah" },
    ]);
    // The cancelled booking's guest gets no card.
    expect(tags.guests.map((g) => [g.full_name, g.booking_code])).toEqual([
      ["Ahmad Fauzi", codes.family],
      ["Siti Aminah", codes.family],
      ["Budi Santoso", codes.solo],
    ]);
    for (const g of tags.guests) {
      // An SVG document, drawn from the booking code itself.
      expect(g.qr_svg.startsWith("<svg")).toBe(true);
      expect(g.qr_svg).toBe(await QRCode.toString(g.booking_code, { type: "svg" }));
    }
    // Another code draws another QR code.
    expect(tags.guests[0].qr_svg).not.toBe(tags.guests[2].qr_svg);
    expect(await bookingQrSvg(codes.family)).toBe(tags.guests[1].qr_svg);
  });

  it("a branch clerk prints their branch's guests only", async () => {
    const tags = await getDepartureTags({ ctx: staff("operations", surabaya), input: { time_id: timeId } });
    expect(tags.guests.map((g) => g.full_name)).toEqual(["Budi Santoso"]);
  });

  it("is staff's with the departures permission: a visitor 401, a customer and finance 403; an unknown departure 404", async () => {
    await expect(load(ctxOf(null))).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(load(ctxOf(actorOf({ id: 2, role: "customer" })))).rejects.toMatchObject({ code: "forbidden" });
    await expect(load(staff("finance"))).rejects.toMatchObject({ code: "forbidden" });
    await expect(getDepartureTags({ ctx: staff(), input: { time_id: 999_999 } })).rejects.toMatchObject({
      code: "not_found",
    });
  });
});

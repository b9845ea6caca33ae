import QRCode from "qrcode";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, branches, departureBriefings, departureStays, guestDocuments } from "#db/schema";
import { createBooking, createFileRecord, createPackage, createUser } from "#test/factories";
import { actorOf } from "#test/setup/actors";
import { testAppPerFile } from "#test/setup/app";
import type { Actor, Ctx } from "#app/shared/context";
import type { StaffRole } from "#app/shared/staff-access";
import { loader } from "#app/routes/panel/tour/departure-print";

/*
 * The ID cards' and luggage tags' print route (docs/product.md §Departure operations): its loader
 * draws the QR codes on the server and joins the passport photos (the document module's, above
 * operations) to the operations module's tags (app/modules/operations/.server/departure-tags.ts,
 * tested beside it).
 */

const t = testAppPerFile();
let pkg: { id: number; code: string };
let timeId: number;
let surabaya: number;
const codes = { family: "", solo: "" };
const guests = { father: 0, mother: 0, solo: 0 };
let photoFile = "";

const ctxOf = (actor: Actor | null): Ctx => ({
  db: t.db,
  actor,
  locale: "en",
  requestId: "t",
  now: () => new Date(),
});
const staff = (staffRole: StaffRole = "operations", branchId: number | null = null) =>
  ctxOf(actorOf({ id: 1, role: "admin", staffRole, branchId }));

/** The route's loader as React Router calls it. */
const load = (ctx: Ctx, tourId = pkg.id) =>
  loader({
    context: { ctx, nonce: "" },
    params: { tour_id: String(tourId), time_id: String(timeId) },
    request: new Request(`http://localhost/panel/tour/${tourId}/time/${timeId}/print`),
  } as never);

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
  // The father's passport photo was handed in; the mother's was rejected (not printed).
  photoFile = (await createFileRecord(t.db, { visibility: "private", mime: "image/jpeg", variants: [] })).id;
  const rejected = (await createFileRecord(t.db, { visibility: "private", mime: "image/jpeg", variants: [] })).id;
  await t.db.insert(guestDocuments).values([
    {
      guestId: guests.father,
      bookingId: family.booking.id,
      kind: "passport_photo",
      fileId: photoFile,
      status: "verified",
    },
    {
      guestId: guests.mother,
      bookingId: family.booking.id,
      kind: "passport_photo",
      fileId: rejected,
      status: "rejected",
    },
  ]);
});

describe("the ID cards' and luggage tags' loader", () => {
  it("gives each travelling guest's name, photo, group, tour leader, hotels and the QR code of their booking code", async () => {
    const { tags } = await load(staff());
    expect(tags.departure).toMatchObject({ tour: { id: pkg.id, code: "UMR-TAG" }, start_date: "2026-03-10" });
    expect([tags.tour_leader, tags.tour_leader_phone]).toEqual(["Ust. Hasan", "+62 812 0000 1111"]);
    // The hotels in the itinerary's order (by check-in).
    expect(tags.hotels).toEqual([
      { city: "Madinah", hotel: "Pullman Zamzam Madinah" },
      { city: "Makkah", hotel: "Hilton Suites Makkah" },
    ]);
    // The cancelled booking's guest gets no card.
    expect(tags.guests.map((g) => [g.full_name, g.booking_code, g.photo_url])).toEqual([
      ["Ahmad Fauzi", codes.family, `/api/file/${photoFile}`],
      ["Siti Aminah", codes.family, null],
      ["Budi Santoso", codes.solo, null],
    ]);
    for (const g of tags.guests) {
      // An SVG document, drawn from the booking code itself.
      expect(g.qr_svg.startsWith("<svg")).toBe(true);
      expect(g.qr_svg).toBe(await QRCode.toString(g.booking_code, { type: "svg" }));
    }
    // Another code draws another QR code.
    expect(tags.guests[0].qr_svg).not.toBe(tags.guests[2].qr_svg);
  });

  it("a branch clerk prints their branch's guests only", async () => {
    const { tags } = await load(staff("operations", surabaya));
    expect(tags.guests.map((g) => g.full_name)).toEqual(["Budi Santoso"]);
  });

  it("is staff's with the departures permission: a visitor 401, a customer and finance 403; another package's URL 404", async () => {
    await expect(load(ctxOf(null))).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(load(ctxOf(actorOf({ id: 2, role: "customer" })))).rejects.toMatchObject({ code: "forbidden" });
    await expect(load(staff("finance"))).rejects.toMatchObject({ code: "forbidden" });
    await expect(load(staff(), pkg.id + 1000)).rejects.toMatchObject({ init: { status: 404 } });
  });
});

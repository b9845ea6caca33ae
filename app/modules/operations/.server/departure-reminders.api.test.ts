import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "#db/schema";
import { createBooking, createPackage, createSetting, createUser } from "#test/factories";
import { bearer } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin } from "#test/setup/sessions";
import type { Ctx } from "#app/shared/context";
import { recordWhatsappConsent } from "#app/modules/notification/.server/whatsapp-consent";
import { renderDepartureReminder, sendDepartureReminders } from "./send-departure-reminders";

/*
 * The departure reminder (docs/product.md §WhatsApp): once per booking, within 3 agency days of
 * its departure, with the briefing's flight and meeting point or "to be announced"; by WhatsApp
 * to an opted-in customer, by mail otherwise.
 */

let t: TestApp;
let admin: string;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const ctx = (): Ctx => ({
  db: t.db,
  actor: null,
  locale: "id",
  requestId: "test",
  now: () => new Date(),
  publicUrl: "https://umrah.example",
  whatsapp: true,
});
const remindersOf = (bookingId: string) => t.db.select().from(outbox).where(eq(outbox.bookingId, bookingId));

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "MYR" });
  admin = (await signInAdmin(t)).token;
});
afterAll(async () => t?.close());

describe("departure reminders", () => {
  it("reminds each booking departing within 3 days once, with the briefing's flight and meeting point", async () => {
    const soon = await createPackage(t.db, { departures: [{ startDate: day(2), endDate: day(12) }] });
    const later = await createPackage(t.db, { departures: [{ startDate: day(10), endDate: day(20) }] });
    const opted = await createUser(t.db, { locale: "my", name: "Aisyah" });
    await recordWhatsappConsent({
      ctx: ctx(),
      input: { userId: opted.id, number: "+60 12-777 0001", optIn: true, source: "checkout", recordedBy: opted.id },
    });
    const mailOnly = await createUser(t.db, { locale: "en", name: "Budi" });
    const departureId = soon.departures[0].id;
    const a = await createBooking(t.db, opted.id, { status: "paid", packageId: soon.id, departureId });
    const b = await createBooking(t.db, mailOnly.id, { status: "processing", packageId: soon.id, departureId });
    const cancelled = await createBooking(t.db, mailOnly.id, { status: "canceled", packageId: soon.id, departureId });
    const notYet = await createBooking(t.db, opted.id, {
      status: "paid",
      packageId: later.id,
      departureId: later.departures[0].id,
    });

    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/departures/${departureId}/briefing`,
      headers: bearer(admin),
      payload: { flight: "MH 164 KUL-JED 02:35", meeting_point: "KLIA Terminal 1, gate C", meeting_at: "" },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ flight: "MH 164 KUL-JED 02:35", meeting_at: null });

    expect(await sendDepartureReminders({ ctx: ctx() })).toBe(2);
    // Once: a second round (another instance, the next hour) sends nothing.
    expect(await sendDepartureReminders({ ctx: ctx() })).toBe(0);

    const [wa, held] = await remindersOf(a.id).then((rows) => [
      rows.find((r) => r.channel === "whatsapp"),
      rows.find((r) => r.channel === "mail"),
    ]);
    expect(wa?.payload).toMatchObject({
      template: "departure_reminder",
      language: "ms",
      params: ["Aisyah", expect.any(String), expect.any(String), "MH 164 KUL-JED 02:35", "KLIA Terminal 1, gate C"],
    });
    expect(held?.status).toBe("held");
    const [mail] = await remindersOf(b.id);
    expect(mail).toMatchObject({ channel: "mail", kind: "departure_reminder", status: "pending" });
    expect(mail.text).toContain("MH 164 KUL-JED 02:35");
    expect(await remindersOf(cancelled.id)).toEqual([]);
    expect(await remindersOf(notYet.id)).toEqual([]);
  });

  it("says 'to be announced' without a briefing, and refuses the briefing to a visitor", async () => {
    const pkg = await createPackage(t.db, { departures: [{ startDate: day(1), endDate: day(9) }] });
    const c = await createUser(t.db, { locale: "en", name: "Hafiz" });
    const booking = await createBooking(t.db, c.id, {
      status: "paid",
      packageId: pkg.id,
      departureId: pkg.departures[0].id,
    });
    await sendDepartureReminders({ ctx: ctx() });
    const [mail] = await remindersOf(booking.id);
    expect(mail.text).toContain("Flight: to be announced. Meeting point: to be announced.");
    const asVisitor = await t.app.inject({
      method: "GET",
      url: `/api/departures/${pkg.departures[0].id}/briefing`,
    });
    expect(asVisitor.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/departures/999999/briefing",
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
  });

  it("without a flight written, names the first leg on its airport's clock and adds the first hotel", async () => {
    const pkg = await createPackage(t.db, {
      hotelCities: ["Makkah", "Madinah"],
      departures: [{ startDate: day(2), endDate: day(12) }],
    });
    const departureId = pkg.departures[0].id;
    const c = await createUser(t.db, { locale: "en", name: "Nur" });
    const booking = await createBooking(t.db, c.id, { status: "paid", packageId: pkg.id, departureId });
    const put = (url: string, payload: object) =>
      t.app.inject({
        method: "PUT",
        url: `/api/departures/${departureId}/${url}`,
        headers: bearer(admin),
        payload: payload as Record<string, unknown>,
      });
    for (const [url, payload] of [
      [
        "briefing",
        {
          flight: "",
          meeting_point: "Terminal 3",
          meeting_at: `${day(2)}T06:00:00+07:00`,
          tour_leader: "Ustadz Hasan",
        },
      ],
      ["hotels", { stays: [{ city: "Makkah", check_in: day(3), check_out: day(8), hotel: "Swissotel Al Maqam" }] }],
    ] as const)
      expect((await put(url, payload)).statusCode).toBe(200);
    const leg = await t.app.inject({
      method: "POST",
      url: `/api/departures/${departureId}/flights`,
      headers: bearer(admin),
      payload: {
        airline: "SV",
        flight_number: "817",
        origin: "CGK",
        destination: "JED",
        departs_local: `${day(2)}T10:25`,
        arrives_local: `${day(2)}T16:05`,
      },
    });
    expect(leg.statusCode, leg.body).toBe(200);
    await sendDepartureReminders({ ctx: ctx() });
    const [mail] = await remindersOf(booking.id);
    expect(mail.text).toMatch(
      /Flight: SV 817 CGK–JED \S+ \d+ 10:25 GMT\+7; hotel in Makkah: Swissotel Al Maqam, check-in [^.]+\. Meeting point: Terminal 3, /,
    );
  });

  it("renders the first leg and hotel in the customer's language, the meeting time on the leg's airport's clock", () => {
    const message = renderDepartureReminder(
      {
        to: { name: "Siti", locale: "id" },
        site: "Umrah Berkah",
        booking: { id: "b1", code: "AB12CD" },
        tourName: { id: "Umrah Januari", en: "January Umrah" },
        startDate: "2027-01-10",
        briefing: { flight: "", meetingPoint: "KLIA Terminal 1", meetingAt: new Date("2027-01-09T22:00:00Z") },
        firstLeg: {
          airline: "MH",
          flight_number: "164",
          origin: "KUL",
          destination: "JED",
          departs_at: "2027-01-10T02:35:00.000Z",
          departs_zone: "Asia/Kuala_Lumpur",
        },
        firstHotel: { city: "Madinah", hotel: "Pullman Zamzam", checkIn: "2027-01-10" },
      },
      "https://umrah.example",
    );
    expect(message.whatsapp.params.slice(3)).toEqual([
      "MH 164 KUL–JED 10 Jan 10.35 GMT+8; hotel di Madinah: Pullman Zamzam, check-in 10 Jan 2027",
      "KLIA Terminal 1, 10 Januari 2027 pukul 06.00 Waktu Malaysia",
    ]);
    // A flight written by staff wins over the first leg.
    const written = renderDepartureReminder(
      {
        to: { name: "Siti", locale: "id" },
        site: "Umrah Berkah",
        booking: { id: "b1", code: "AB12CD" },
        tourName: null,
        startDate: "2027-01-10",
        briefing: { flight: "MH 164 KUL-JED 02:35", meetingPoint: "", meetingAt: null },
        firstLeg: null,
        firstHotel: null,
      },
      "https://umrah.example",
    );
    expect(written.whatsapp.params[3]).toBe("MH 164 KUL-JED 02:35");
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "#db/schema";
import { createBooking, createPackage, createSetting, createUser } from "#test/factories";
import { bearer } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin } from "#test/setup/sessions";
import type { Ctx } from "#app/shared/context";
import { recordWhatsappConsent } from "#app/modules/notification/.server/whatsapp-consent";
import { sendDepartureReminders } from "./send-departure-reminders";

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
});

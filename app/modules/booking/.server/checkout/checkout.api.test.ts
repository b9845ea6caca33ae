import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, bookings, outbox } from "#db/schema";
import { createAttribute, createAttributeDetail, createPackage, tr } from "#test/factories";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, guest, postBooking, uploadDocument } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, day, type TourPackage } from "#test/setup/booking-api";
import { signInCustomer } from "#test/setup/sessions";
import { isBookingCodeShape } from "#app/modules/booking/booking.rules";

let t: TestApp;
let customer: string;
let admin: string;
let pkg: TourPackage;
const det: Record<string, number> = {};

beforeAll(async () => {
  ({ t, customer, admin } = await bookingApp({ settings: { email: "agency@example.com" } }));
  await createBankAccount(t.db, { bankName: "BCA", accountNumber: "1234567890", accountHolder: "PT Agen" });
  const room = await createAttribute(t.db, { name: tr("Tipe Kamar", "Room type"), choiceRule: "single" });
  det.quad = (await createAttributeDetail(t.db, room.id, { name: tr("Quad"), price: 0 })).id;
  det.double = (await createAttributeDetail(t.db, room.id, { name: tr("Dobel", "Double"), price: 3_000_000 })).id;
  pkg = await createPackage(t.db, {
    basePrice: 30_000_000,
    minPax: 1,
    maxPax: 4,
    minPayment: 5_000_000,
    cardPaymentLink: "https://pay.example.com/umrah",
    attributeIds: [room.id],
    departures: [
      { startDate: day(40), endDate: day(49), capacity: 5 },
      { startDate: day(60), endDate: day(69), capacity: 40 },
    ],
  });
});
afterAll(async () => t?.close());

describe("POST /api/booking", () => {
  it("books two guests with an extra and a deposit: price snapshot, guests, history, mail", async () => {
    const body = checkoutBody(pkg.id, pkg.departures[1].id, {
      pax: 2,
      detail_ids: [det.double],
      payment_type: "deposit",
    });
    const res = await postBooking(t.app, customer, body);
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe("Your booking has been created.");
    expect(isBookingCodeShape(data.code)).toBe(true);
    expect(data).toMatchObject({
      status: "pending",
      pax: 2,
      unit_price: 30_000_000,
      subtotal: 60_000_000,
      extras_total: 6_000_000,
      total: 66_000_000,
      paid_total: 0,
      remaining: 66_000_000,
      min_first_payment: 10_000_000,
      payment_type: "deposit",
      next_payment: { min: 10_000_000, max: 66_000_000, first: true },
      can_cancel: true,
      status_actions: [],
    });
    expect(data.guests).toHaveLength(2);
    expect(data.extras).toEqual([expect.objectContaining({ name: "Double", amount: 6_000_000 })]);
    expect(data.history).toEqual([expect.objectContaining({ kind: "created", to_status: "pending" })]);
    expect(data.expires_at).not.toBeNull();
    const mails = await t.db.select().from(outbox).where(eq(outbox.kind, "booking_created"));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(data.code);
    expect(mails[0].text).toContain("1234567890");
  });

  it("replays the same key with the same body as the same booking, refuses it with another body", async () => {
    const key = randomUUID();
    const body = checkoutBody(pkg.id, pkg.departures[1].id);
    const first = await postBooking(t.app, customer, body, key);
    const again = await postBooking(t.app, customer, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const other = await postBooking(t.app, customer, { ...body, booking_name: "Someone else" }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.idempotency_key).toBeDefined();
    const rows = await t.db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it("requires an idempotency key", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/booking",
      headers: bearer(customer),
      payload: checkoutBody(pkg.id, pkg.departures[1].id),
    });
    expect(res.statusCode).toBe(422);
  });

  it("answers the spec's messages: login first, customer only, time, terms, invalid data", async () => {
    const visitor = await t.app.inject({
      method: "POST",
      url: "/api/booking?lang=en",
      headers: { "idempotency-key": randomUUID() },
      payload: checkoutBody(pkg.id, pkg.departures[1].id),
    });
    expect(visitor.statusCode).toBe(401);
    const byAdmin = await postBooking(t.app, admin, checkoutBody(pkg.id, pkg.departures[1].id));
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe("You can only book a package on a customer account.");
    const noTime = await postBooking(t.app, customer, checkoutBody(pkg.id, 0, { time_id: undefined, terms: false }));
    expect(noTime.statusCode).toBe(422);
    expect(noTime.json().message).toBe("You should insert valid data for booking information and guest information.");
    expect(noTime.json().errors.time_id).toEqual(["Please choose package time."]);
    expect(noTime.json().errors.terms).toEqual(["Please check term and conditions."]);
  });

  it("checks passports against the trip: issue before expiry, expiry six months after the end", async () => {
    const departure = pkg.departures[1];
    const res = await postBooking(
      t.app,
      customer,
      checkoutBody(pkg.id, departure.id, {
        pax: 2,
        guests: [
          guest({ passport_expiry_date: day(80) }),
          guest({ passport_issue_date: day(-1), passport_expiry_date: day(-2) }),
        ],
      }),
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors["guests.1.passport_expiry_date"]).toBeDefined();
    const retry = await postBooking(
      t.app,
      customer,
      checkoutBody(pkg.id, departure.id, { pax: 1, guests: [guest({ passport_expiry_date: day(80) })] }),
    );
    expect(retry.statusCode).toBe(422);
    expect(retry.json().errors["guests.0.passport_expiry_date"][0]).toMatch(/6 months/);
  });

  it("refuses a name with digits, emoji or markup (the manifest prints it as typed) with the field's message", async () => {
    const departure = pkg.departures[1];
    // One guest a name, booked in `lang`.
    const bookNamed = (names: string[], lang = "en") =>
      postBooking(
        t.app,
        customer,
        checkoutBody(pkg.id, departure.id, {
          pax: names.length,
          guests: names.map((full_name) => guest({ full_name })),
        }),
        undefined,
        lang,
      );
    const before = (await t.db.select().from(bookings)).length;
    for (const [lang, message] of [
      ["en", "Write the name as in the passport: letters only, no digits, emoji or symbols."],
      ["id", "Tulis nama sesuai paspor: hanya huruf, tanpa angka, emoji, atau simbol."],
      ["my", "Tulis nama seperti dalam pasport: huruf sahaja, tanpa angka, emoji atau simbol."],
    ] as const) {
      const res = await bookNamed(["Siti Aminah 😊", "<b>Ahmad</b>", "Rizki 2"], lang);
      expect(res.statusCode).toBe(422);
      for (const i of [0, 1, 2]) expect(res.json().errors[`guests.${i}.full_name`]).toEqual([message]);
    }
    expect((await t.db.select().from(bookings)).length).toBe(before);
    // What passports print passes: accents, apostrophes, hyphens, A/L and the Malaysian alias "@".
    const ok = await bookNamed(["Nur'aini Al-Habsyi", "Muthu A/L Raman", "Mohd. Ali @ Abu Zoë"]);
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("refuses more pax than seats left, a guest count other than pax, and an unknown departure", async () => {
    const tooMany = await postBooking(t.app, customer, checkoutBody(pkg.id, pkg.departures[0].id, { pax: 6 }));
    expect(tooMany.statusCode).toBe(422);
    const mismatch = await postBooking(
      t.app,
      customer,
      checkoutBody(pkg.id, pkg.departures[0].id, { pax: 2, guests: [guest()] }),
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.guests).toBeDefined();
    const unknown = await postBooking(t.app, customer, checkoutBody(pkg.id, 999_999));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.time_id).toBeDefined();
  });

  it("attaches only visa files the customer uploaded", async () => {
    const otherToken = (await signInCustomer(t)).token;
    const foreign = await uploadDocument(t.app, otherToken);
    const own = await uploadDocument(t.app, customer);
    const bad = await postBooking(
      t.app,
      customer,
      checkoutBody(pkg.id, pkg.departures[1].id, { guests: [guest({ visa: "upload", visa_file_id: foreign })] }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors["guests.0.visa_file_id"]).toBeDefined();
    const good = await postBooking(
      t.app,
      customer,
      checkoutBody(pkg.id, pkg.departures[1].id, { guests: [guest({ visa: "upload", visa_file_id: own })] }),
    );
    expect(good.statusCode).toBe(201);
    expect(good.json().data.guests[0].visa_file_url).toBe(`/api/file/${own}`);
    const [row] = await t.db.select().from(bookingGuests).where(eq(bookingGuests.visaFileId, own));
    expect(row.visa).toBe("upload");
  });
});

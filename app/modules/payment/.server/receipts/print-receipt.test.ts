import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { branches, users } from "#db/schema";
import { checkoutBody, postBooking, postOnce } from "#test/factories/booking";
import { ctxFor, type TestApp } from "#test/setup/app";
import { createUser } from "#test/factories";
import type { Actor } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { Locale } from "#app/shared/i18n/config";
import { printReceipt } from "./print-receipt";
import { bookingApp, day, depositPackage, type TourPackage } from "#test/setup/booking-api";
import { signInAdmin } from "#test/setup/sessions";

/* A payment's receipt, printed (docs/product.md §Receipts). */

let t: TestApp;

let customerId: number;
let pkg: TourPackage;
let cashier: string;
let finance: string;
let reader: { customer: Actor; other: Actor; finance: Actor; medanClerk: Actor };

beforeAll(async () => {
  ({ t, customerId } = await bookingApp());
  // 60,000,000 a person: a deposit of 3,000,000 a person, then the rest.
  pkg = await depositPackage(t.db, { basePrice: 60_000_000_00 });
  const [{ id: bandung }, { id: medan }] = await t.db
    .insert(branches)
    .values([
      { name: { id: "Cabang Bandung", en: "Bandung branch" }, address: "Jl. Asia Afrika 8", phone: "022 4200 123" },
      { name: { id: "Cabang Medan" } },
    ])
    .returning();
  // The customer is served by the Bandung branch.
  await t.db.update(users).set({ branchId: bandung }).where(eq(users.id, customerId));
  cashier = (await signInAdmin(t, { staffRole: "sales", branchId: bandung, name: "Rina Kasir" })).token;
  const f = await signInAdmin(t, { staffRole: "finance", branchId: null });
  finance = f.token;
  const medanClerk = await signInAdmin(t, { staffRole: "sales", branchId: medan });
  const other = await createUser(t.db);
  reader = {
    customer: actor(customerId, "customer", null, bandung),
    other: actor(other.id, "customer", null, null),
    finance: actor(f.user.id, "admin", "finance", null),
    medanClerk: actor(medanClerk.user.id, "admin", "sales", medan),
  };
});
afterAll(async () => t?.close());

const post = (token: string, url: string, payload?: unknown) => postOnce(t.app, token, url, payload);

async function confirmedCash(amount: number) {
  // Taken at the Bandung counter for the customer, who also sees it as theirs.
  const booked = await postBooking(
    t.app,
    cashier,
    checkoutBody(pkg.id, pkg.departures[0].id, { payment_type: "deposit", customer_id: customerId }),
  );
  expect(booked.statusCode, booked.body).toBe(201);
  const booking = booked.json().data;
  const paid = await post(cashier, `/api/booking/${booking.id}/counter-payment?lang=en`, {
    amount,
    method: "cash",
    payment_date: day(0),
    payer_name: "Siti Rahmah",
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const payment = paid.json().data;
  expect((await post(finance, `/api/payment/${payment.id}/confirm`)).statusCode).toBe(200);
  return { booking, payment };
}

/** One print by `who` (the receipt page's loader calls the use case as the signed-in reader). */
async function print(who: Actor, bookingId: string, paymentId: number, locale: Locale = "id") {
  try {
    return {
      status: 200,
      data: await printReceipt({
        ctx: ctxFor(t.db, { actor: who, locale }),
        input: { id: bookingId, payment_id: paymentId },
      }),
    };
  } catch (err) {
    if (err instanceof AppError && err.code === "not_found") return { status: 404, data: null };
    throw err;
  }
}

const actor = (id: number, role: Actor["role"], staffRole: Actor["staffRole"], branchId: number | null): Actor => ({
  id,
  role,
  name: "",
  username: "",
  sessionId: 0,
  staffRole,
  branchId,
});

describe("printing a receipt", () => {
  it("gives its customer the receipt in their language: words, balance, cashier, branch, stamp duty; a reprint is a copy", async () => {
    const { booking, payment } = await confirmedCash(7_250_000_00);
    const first = await print(reader.customer, booking.id, payment.id);
    expect(first.status).toBe(200);
    const r = first.data!;
    expect(r).toMatchObject({
      copy: false,
      amount: 7_250_000_00,
      amount_words: "Tujuh Juta Dua Ratus Lima Puluh Ribu Rupiah",
      currency: "IDR",
      method: "cash",
      received_from: "Siti Rahmah",
      booking: { id: booking.id, code: booking.code },
      balance_after: booking.total - 7_250_000_00,
      cashier: "Rina Kasir",
      branch: { name: "Cabang Bandung", address: "Jl. Asia Afrika 8", phone: "022 4200 123" },
      stamp_duty: true,
    });
    expect(r.number).toMatch(/^KW-\d{4}-\d{2}-000001$/);
    const again = await print(reader.finance, booking.id, payment.id, "en");
    expect(again.data).toMatchObject({
      copy: true,
      number: r.number,
      amount_words: "Seven Million Two Hundred Fifty Thousand Rupiah",
      branch: { name: "Bandung branch" },
    });
  });

  it("leaves the stamp duty out at Rp 5,000,000 or less", async () => {
    const { booking, payment } = await confirmedCash(5_000_000_00);
    expect((await print(reader.customer, booking.id, payment.id)).data?.stamp_duty).toBe(false);
  });

  it("is nobody else's: another customer and another branch's clerk get 404, as does a payment not confirmed", async () => {
    const { booking, payment } = await confirmedCash(3_000_000_00);
    expect((await print(reader.other, booking.id, payment.id)).status).toBe(404);
    const waiting = await post(cashier, `/api/booking/${booking.id}/counter-payment`, {
      amount: 1_000_00,
      method: "cash",
      payment_date: day(0),
      payer_name: "Siti Rahmah",
    });
    expect(waiting.statusCode, waiting.body).toBe(201);
    expect((await print(reader.customer, booking.id, waiting.json().data.id)).status).toBe(404);
    // Another branch's clerk does not reach a Bandung booking.
    expect((await print(reader.medanClerk, booking.id, payment.id)).status).toBe(404);
    // Nothing was counted by the refusals: the customer's first print is the original.
    expect((await print(reader.customer, booking.id, payment.id)).data?.copy).toBe(false);
  });
});

import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, outbox, payments } from "#db/schema";
import { createPackage, createUser } from "#test/factories";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, paymentsTold, postBooking, postCancel, uploadDocument } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, day, depositPackage, type TourPackage } from "#test/setup/booking-api";
import type { Ctx } from "#app/shared/context";
import { expireBookings } from "#app/modules/booking/.server/expire-bookings";
import { bookingEffects } from "#test/setup/booking-effects";

let t: TestApp;
let customer: string;
let customerEmail: string;
let other: string;
let admin: string;
let adminId: number;
const adminEmails: string[] = [];
let bankId: number;
let inactiveBankId: number;
let proofId: string;
let foreignProofId: string;
let pkg: TourPackage;
let cardPkg: TourPackage;
const CARD_LINK = "https://pay.example.com/umrah-card";

const today = () => day(0);

type Json = Record<string, unknown>;

function pay(bookingId: string, body: Json, opts: { token?: string; key?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url: `/api/booking/${bookingId}/payment?lang=en`,
    headers: { ...bearer(opts.token ?? customer), ...(opts.key ? { "idempotency-key": opts.key } : {}) },
    payload: body,
  });
}

function manual(amount: number, over: Json = {}): Json {
  return {
    amount,
    method: "manual",
    bank_account_id: bankId,
    proof_file_id: proofId,
    payer_name: "Budi Santoso",
    payment_date: today(),
    ...over,
  };
}

const review = (paymentId: number, action: "confirm" | "reject", body?: Json) =>
  t.app.inject({
    method: "POST",
    url: `/api/payment/${paymentId}/${action}?lang=en`,
    headers: bearer(admin),
    // The panel sends a JSON body (`{}` when there is no note).
    payload: body ?? {},
  });

const getBooking = async (id: string, token = customer) => {
  const res = await t.app.inject({ method: "GET", url: `/api/booking/${id}?lang=en`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

async function book(over: Json = {}, tour = pkg) {
  const res = await postBooking(t.app, customer, checkoutBody(tour.id, tour.departures[0].id, over));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; code: string; total: number; min_first_payment: number };
}

/** Fails instead of hanging when the server never answers. */
function withinSeconds<T>(seconds: number, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

const mails = (kind: string) => t.db.select().from(outbox).where(eq(outbox.kind, kind));

beforeAll(async () => {
  const app = await bookingApp({ other: true });
  ({ t, customer, customerEmail, other, admin, adminId } = app);
  bankId = (await createBankAccount(t.db, { bankName: "BCA", accountNumber: "1234567890", accountHolder: "PT Agen" }))
    .id;
  inactiveBankId = (await createBankAccount(t.db, { bankName: "Old Bank", isActive: false })).id;
  const a2 = await createUser(t.db, { role: "admin", password: "Admin12345" });
  await createUser(t.db, { role: "admin", password: "Admin12345", active: false });
  adminEmails.push(app.adminEmail, a2.email);
  proofId = await uploadDocument(t.app, customer);
  foreignProofId = await uploadDocument(t.app, other);
  pkg = await depositPackage(t.db, { cardPaymentLink: null });
  cardPkg = await createPackage(t.db, {
    basePrice: 8_000_000,
    minPayment: 2_000_000,
    cardPaymentLink: CARD_LINK,
    departures: [{ startDate: day(60), endDate: day(69), capacity: 40 }],
  });
});
// Bounded: a request that never finished must not keep the file from ending.
afterAll(async () => {
  if (t) await withinSeconds(10, t.close()).catch(() => {});
});

describe("the money journey: deposit, instalments, review, paid", () => {
  let booking: { id: string; code: string; total: number; min_first_payment: number };
  let first: number;
  let second: number;

  it("books 2 pax on a deposit: total 20,000,000, first payment at least 6,000,000", async () => {
    booking = await book({ pax: 2, payment_type: "deposit" });
    expect(booking).toMatchObject({ total: 20_000_000, min_first_payment: 6_000_000 });
    const data = await getBooking(booking.id);
    expect(data.next_payment).toEqual({ min: 6_000_000, max: 20_000_000, first: true });
  });

  it("refuses a first payment below the deposit minimum (422 payment_amount_min)", async () => {
    const res = await pay(booking.id, manual(5_999_999));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["amount"]);
    expect(res.json().errors.amount[0]).toMatch(/^The payment must be at least /);
    expect(res.json().errors.amount[0]).toContain("60,000");
    // Nothing told: only the amount issued at checkout (decision 058).
    expect(await paymentsTold(t.db, booking.id)).toHaveLength(0);
  });

  it("takes a payment at the minimum: 201, pending, admins are told", async () => {
    const res = await pay(booking.id, manual(6_000_000));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe("You have paid, wait for admin confirmation.");
    // Both methods lead to the payment result page (decision 013).
    expect(body.redirect_url).toBe(`/payment/success?booking=${booking.id}`);
    expect(body.data).toMatchObject({
      booking_id: booking.id,
      amount: 6_000_000,
      method: "manual",
      bank_account_id: bankId,
      bank_label: "BCA 1234567890 (PT Agen)",
      proof_file_id: proofId,
      proof_url: `/api/file/${proofId}`,
      payer_name: "Budi Santoso",
      payment_date: today(),
      status: "pending",
      note: null,
      reviewed_by: null,
      reviewed_at: null,
    });
    expect(Number.isInteger(body.data.amount)).toBe(true);
    first = body.data.id;

    const received = (await mails("booking_payment_received")).filter((m) => m.text.includes(booking.code));
    // Every active admin, no one else (not the deactivated admin, not the customer).
    expect(received.map((m) => m.toAddress).sort()).toEqual([...adminEmails].sort());

    const data = await getBooking(booking.id);
    expect(data).toMatchObject({ status: "pending", paid_total: 0, remaining: 20_000_000, awaiting_confirmation: 1 });
    expect(data.expires_at).toBeNull();
    expect(data.history.at(-1)).toMatchObject({ kind: "payment_submitted", payment_id: first, amount: 6_000_000 });
  });

  it("a second payment while the first is pending takes at most the rest (total - paid - pending)", async () => {
    expect((await getBooking(booking.id)).next_payment).toEqual({ min: 1, max: 14_000_000, first: false });
    const tooMuch = await pay(booking.id, manual(14_000_001));
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount[0]).toMatch(/^The payment can be at most /);
    expect(tooMuch.json().errors.amount[0]).toContain("140,000");
    const res = await pay(booking.id, manual(4_000_000));
    expect(res.statusCode).toBe(201);
    second = res.json().data.id;
    expect((await getBooking(booking.id)).next_payment).toEqual({ min: 1, max: 10_000_000, first: false });
  });

  it("the admin confirms the first: processing, paid total 6,000,000, history and mail", async () => {
    const res = await review(first, "confirm", { note: "Received in BCA" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Payment confirmed.");
    const data = res.json().data;
    expect(data).toMatchObject({
      status: "processing",
      paid_total: 6_000_000,
      remaining: 14_000_000,
      total: 20_000_000,
    });
    const paid = data.payments.find((p: { id: number }) => p.id === first);
    expect(paid).toMatchObject({ status: "confirmed", note: "Received in BCA", reviewed_by: { id: adminId } });
    expect(paid.reviewed_at).not.toBeNull();

    const confirmed = data.history.filter((e: { kind: string }) => e.kind === "payment_confirmed");
    expect(confirmed).toEqual([
      expect.objectContaining({
        payment_id: first,
        amount: 6_000_000,
        actor: expect.objectContaining({ id: adminId }),
      }),
    ]);
    const statusEvents = data.history.filter((e: { kind: string }) => e.kind === "status");
    expect(statusEvents).toEqual([
      expect.objectContaining({ from_status: "pending", to_status: "processing", actor: null }),
    ]);

    const mail = (await mails("booking_payment_confirmed")).filter((m) => m.text.includes(booking.code));
    expect(mail.map((m) => m.toAddress)).toEqual([customerEmail]);
  });

  it("refuses a rejection without a reason (422)", async () => {
    for (const payload of [{ reason: "" }, { reason: "   " }, {}]) {
      const res = await review(second, "reject", payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.reason).toBeDefined();
    }
  });

  it("rejects with a reason the customer sees in the booking and in the mail", async () => {
    const reason = "Transfer 4.000.000 not found in our statement";
    const res = await review(second, "reject", { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Payment rejected.");
    expect(res.json().data).toMatchObject({ status: "processing", paid_total: 6_000_000 });

    const data = await getBooking(booking.id);
    expect(data.payments.find((p: { id: number }) => p.id === second)).toMatchObject({
      status: "rejected",
      note: reason,
      amount: 4_000_000,
    });
    expect(data.history.at(-1)).toMatchObject({ kind: "payment_rejected", payment_id: second, reason });
    expect(data.next_payment).toEqual({ min: 1, max: 14_000_000, first: false });
    const mail = (await mails("booking_payment_rejected")).filter((m) => m.text.includes(booking.code));
    expect(mail).toHaveLength(1);
    expect(mail[0].toAddress).toBe(customerEmail);
    expect(mail[0].text).toContain(reason);
  });

  it("refuses to review a payment twice (409)", async () => {
    for (const [id, action] of [
      [first, "confirm"],
      [first, "reject"],
      [second, "confirm"],
      [second, "reject"],
    ] as const) {
      const res = await review(id, action, action === "reject" ? { reason: "again" } : undefined);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: "This payment was already reviewed." });
    }
    expect((await getBooking(booking.id)).paid_total).toBe(6_000_000);
  });

  it("the customer pays the rest; once confirmed the booking is paid", async () => {
    const res = await pay(booking.id, manual(14_000_000));
    expect(res.statusCode).toBe(201);
    const confirm = await review(res.json().data.id, "confirm");
    expect(confirm.statusCode).toBe(200);
    const data = confirm.json().data;
    expect(data).toMatchObject({ status: "paid", paid_total: 20_000_000, remaining: 0, next_payment: null });
    expect(data.history.filter((e: { kind: string }) => e.kind === "status")).toEqual([
      expect.objectContaining({ from_status: "pending", to_status: "processing", actor: null }),
      expect.objectContaining({ from_status: "processing", to_status: "paid", actor: null }),
    ]);
  });

  it("refuses any payment after paid (409 payments_closed)", async () => {
    const res = await pay(booking.id, manual(1));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "This booking does not accept payments now." });
  });
});

describe("payment rules", () => {
  it("full payment type: the amount must equal the total (payment_amount_exact)", async () => {
    const b = await book({ pax: 1, payment_type: "full" });
    expect(b.total).toBe(10_000_000);
    for (const amount of [9_999_999, 10_000_001, 3_000_000]) {
      const res = await pay(b.id, manual(amount));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.amount[0]).toMatch(/^A full payment must be exactly /);
    }
    const ok = await pay(b.id, manual(10_000_000));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.amount).toBe(10_000_000);
    // Everything is pending now: nothing is left to pay.
    const none = await pay(b.id, manual(1));
    expect(none.statusCode).toBe(409);
  });

  it("a manual transfer needs the bank account (422); its proof is optional (decision 035)", async () => {
    const b = await book({ payment_type: "full" });
    const noBank = await pay(b.id, manual(b.total, { bank_account_id: null }));
    expect(noBank.statusCode).toBe(422);
    expect(noBank.json().errors.bank_account_id).toEqual(["Choose the bank account you transferred to."]);
    const neither = await pay(b.id, manual(b.total, { bank_account_id: undefined, proof_file_id: "" }));
    expect(neither.statusCode).toBe(422);
    expect(Object.keys(neither.json().errors)).toEqual(["bank_account_id"]);
    const noProof = await pay(b.id, manual(b.total, { proof_file_id: null }));
    expect(noProof.statusCode).toBe(201);
    expect(noProof.json().data.proof_file_id).toBeNull();
    expect(noProof.json().data.transfer_amount).toBe(b.total + noProof.json().data.unique_code);
  });

  it("refuses an inactive or unknown bank account (422)", async () => {
    const b = await book({ payment_type: "full" });
    for (const id of [inactiveBankId, 999_999]) {
      const res = await pay(b.id, manual(b.total, { bank_account_id: id }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.bank_account_id).toEqual(["This bank account is not available."]);
    }
    // Nothing told: only the amount issued at checkout (decision 058).
    expect(await paymentsTold(t.db, b.id)).toHaveLength(0);
  });

  it("refuses a proof uploaded by another user (422)", async () => {
    const b = await book({ payment_type: "full" });
    const res = await pay(b.id, manual(b.total, { proof_file_id: foreignProofId }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.proof_file_id).toEqual(["This file was not found or is not yours."]);
    const unknown = await pay(b.id, manual(b.total, { proof_file_id: randomUUID() }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.proof_file_id).toBeDefined();
  });

  it("card_link: refused on a package without a card link", async () => {
    const plain = await book({ payment_type: "full" });
    const card = { method: "card_link", amount: plain.total, payer_name: "Budi", payment_date: today() };
    const refused = await pay(plain.id, card);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.method).toEqual(["This package does not take card payments."]);
  });

  it("card_link: booking records nothing as paid and keeps its expiry (docs/product.md §Payments)", async () => {
    const b = await book({ payment_type: "deposit", pax: 2, payment_method: "card_link" }, cardPkg);
    expect(b).toMatchObject({ total: 16_000_000, min_first_payment: 4_000_000 });
    const data = await getBooking(b.id);
    expect(data).toMatchObject({
      status: "pending",
      payment_method: "card_link",
      card_payment_link: CARD_LINK,
      paid_total: 0,
      awaiting_confirmation: 0,
      payments: [],
      next_payment: { min: 4_000_000, max: 16_000_000, first: true },
    });
    expect(data.expires_at).not.toBeNull();
    // Untold, it expires like any unpaid booking.
    await t.db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(bookings.id, b.id));
    const ctx: Ctx = { db: t.db, actor: null, locale: "en", requestId: "x", now: () => new Date() };
    await expireBookings({ ctx, effects: bookingEffects });
    expect((await getBooking(b.id)).status).toBe("canceled");
  });

  it("card_link: 'I have paid' records a pending payment with amount, date and an optional receipt", async () => {
    const b = await book({ payment_type: "deposit", pax: 2, payment_method: "card_link" }, cardPkg);
    const said = { method: "card_link", payer_name: "Budi", payment_date: today() };
    // The same contract as a transfer: the deposit window, the date, the receipt's owner.
    const low = await pay(b.id, { ...said, amount: 3_999_999 });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors.amount).toBeDefined();
    const future = await pay(b.id, { ...said, amount: 4_000_000, payment_date: day(3) });
    expect(future.json().errors.payment_date).toEqual(["The payment date cannot be in the future."]);
    const foreign = await pay(b.id, { ...said, amount: 4_000_000, proof_file_id: foreignProofId });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.proof_file_id).toBeDefined();
    const unknown = await pay(b.id, { ...said, amount: 4_000_000, proof_file_id: randomUUID() });
    expect(unknown.json().errors.proof_file_id).toBeDefined();
    const noDate = await pay(b.id, { method: "card_link", payer_name: "Budi", amount: 4_000_000 });
    expect(noDate.json().errors.payment_date).toBeDefined();
    // Nothing told: only the amount issued at checkout (decision 058).
    expect(await paymentsTold(t.db, b.id)).toHaveLength(0);

    const receipt = await uploadDocument(t.app, customer);
    const res = await pay(b.id, { ...said, amount: 4_000_000, proof_file_id: receipt });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: "You have paid, wait for admin confirmation.",
      redirect_url: `/payment/success?booking=${b.id}`,
      data: {
        method: "card_link",
        amount: 4_000_000,
        status: "pending",
        payment_date: today(),
        proof_file_id: receipt,
        proof_url: `/api/file/${receipt}`,
        bank_account_id: null,
        bank_label: null,
      },
    });
    const data = await getBooking(b.id);
    expect(data).toMatchObject({ status: "pending", paid_total: 0, awaiting_confirmation: 1 });
    // Told of a payment, the booking waits for the admin instead of expiring.
    expect(data.expires_at).toBeNull();
    // Without a receipt too (the rest, as a later payment).
    const rest = await pay(b.id, { ...said, amount: 12_000_000 });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().data).toMatchObject({ proof_file_id: null, status: "pending" });
    // The admin confirms it as a transfer.
    expect((await review(res.json().data.id, "confirm")).json().data).toMatchObject({
      status: "processing",
      paid_total: 4_000_000,
    });
  });

  it("refuses a payment date more than a day in the future (422), accepts tomorrow", async () => {
    const b = await book({ payment_type: "full" });
    const res = await pay(b.id, manual(b.total, { payment_date: day(2) }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.payment_date).toEqual(["The payment date cannot be in the future."]);
    const bad = await pay(b.id, manual(b.total, { payment_date: "2026-02-30" }));
    expect(bad.statusCode).toBe(422);
    // A customer a few hours ahead of UTC may already live in tomorrow.
    const tomorrow = await pay(b.id, manual(b.total, { payment_date: day(1) }));
    expect(tomorrow.statusCode).toBe(201);
  });

  it("refuses amounts that are not positive integers (422)", async () => {
    const b = await book({ pax: 2, payment_type: "deposit" });
    for (const amount of [6_000_000.5, 0, -6_000_000, "6000000"]) {
      const res = await pay(b.id, manual(6_000_000, { amount }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.amount).toBeDefined();
    }
  });

  it("only the booking's customer pays: another customer 404, an admin 403", async () => {
    const b = await book({ payment_type: "full" });
    const asOther = await pay(b.id, manual(b.total, { proof_file_id: foreignProofId }), { token: other });
    expect(asOther.statusCode).toBe(404);
    expect(asOther.body).not.toContain(b.code);
    const asAdmin = await pay(b.id, manual(b.total), { token: admin });
    expect(asAdmin.statusCode).toBe(403);
    // Nothing told: only the amount issued at checkout (decision 058).
    expect(await paymentsTold(t.db, b.id)).toHaveLength(0);
  });
});

describe("requests as API clients send them", () => {
  it("confirm and cancel accept a request without a body (the body is optional)", async () => {
    const b = await book({ pax: 2, payment_type: "deposit" });
    const submitted = await pay(b.id, manual(6_000_000));
    expect(submitted.statusCode).toBe(201);
    const confirm = await t.app.inject({
      method: "POST",
      url: `/api/payment/${submitted.json().data.id}/confirm?lang=en`,
      headers: bearer(admin),
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data).toMatchObject({ status: "processing", paid_total: 6_000_000 });

    const other = await book({ payment_type: "full" });
    const cancel = await postCancel(t.app, customer, other.id);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.status).toBe("canceled");
  });

  // Last in the file: on PGlite a hung submission holds the database for good.
  it("an Idempotency-Key replays the same payment (one row)", async () => {
    const b = await book({ pax: 2, payment_type: "deposit" });
    const key = randomUUID();
    const one = await withinSeconds(5, pay(b.id, manual(7_000_000), { key }));
    const two = await withinSeconds(5, pay(b.id, manual(7_000_000), { key }));
    expect(one.statusCode).toBe(201);
    expect(two.statusCode).toBe(201);
    expect(two.json().data.id).toBe(one.json().data.id);
    expect(two.json().data.amount).toBe(7_000_000);
    const rows = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, b.id), eq(payments.idempotencyKey, key)));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, b.id))).toHaveLength(1);
    const data = await getBooking(b.id);
    expect(data.payments).toHaveLength(1);
    expect(data.history.filter((e: { kind: string }) => e.kind === "payment_submitted")).toHaveLength(1);
    const received = (await mails("booking_payment_received")).filter((m) => m.text.includes(b.code));
    expect(received).toHaveLength(adminEmails.length);
    // The same key with another payment is a client error, not a silent replay.
    const misuse = await withinSeconds(5, pay(b.id, manual(6_000_000), { key }));
    expect(misuse.statusCode).toBe(422);
    expect(misuse.json().errors.idempotency_key).toBeDefined();
    // Another key is another payment.
    const three = await withinSeconds(5, pay(b.id, manual(1_000_000), { key: randomUUID() }));
    expect(three.statusCode).toBe(201);
    expect(three.json().data.id).not.toBe(one.json().data.id);
  });
});

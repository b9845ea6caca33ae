import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingEvents, bookings, outbox, paymentNotifications, payments, refunds } from "#db/schema";
import { bearer, checkoutBody, paymentsTold, postBooking } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, depositPackage, type TourPackage } from "#test/setup/booking-api";
import type { Ctx } from "#app/shared/context";
import { expireBookings } from "#app/modules/booking/.server/expire-bookings";
import { createPaymentProviders } from "./providers";
import { createSandboxProvider, SANDBOX_SIGNATURE_HEADER, sandboxSecret, signSandboxBody } from "./providers/sandbox";
import { reconcileOnlinePayments } from "./reconcile-online-payments";
import { startOnlinePayment } from "./start-online-payment";
import { bookingEffects } from "#test/setup/booking-effects";
import { actorOf } from "#test/setup/actors";

/*
 * Online payments through the real endpoints with the sandbox provider (docs/product.md §Online
 * payments): start a checkout, the signed notification, replays, concurrency, out-of-order
 * words, late money, and recovery of a lost notification by refresh and by reconciliation.
 */

let t: TestApp;
let customer: string;
let customerId: number;
let customerEmail: string;
let other: string;
let admin: string;
let pkg: TourPackage;

type Json = Record<string, unknown>;

async function book(over: Json = {}) {
  const res = await postBooking(t.app, customer, checkoutBody(pkg.id, pkg.departures[0].id, over));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; code: string; total: number; min_first_payment: number };
}

const start = (bookingId: string, body: Json, token: string | null = customer) =>
  t.app.inject({
    method: "POST",
    url: `/api/bookings/${bookingId}/online-payments?lang=en`,
    headers: token ? bearer(token) : {},
    payload: body,
  });

async function started(bookingId: string, amount: number) {
  const res = await start(bookingId, { amount, provider: "sandbox" });
  expect(res.statusCode).toBe(201);
  const body = res.json();
  return {
    id: body.data.id as number,
    url: body.checkout_url as string,
    checkoutId: (body.checkout_url as string).split("/").pop()!,
  };
}

const paymentRow = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const eventsOf = (bookingId: string) =>
  t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId)).orderBy(bookingEvents.id);

/** A notification as the sandbox signs it (or with another signature), posted to the real endpoint. */
function notify(body: Json, opts: { signature?: string } = {}) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: "POST",
    url: "/api/payments/notify/sandbox",
    headers: {
      "content-type": "application/json",
      [SANDBOX_SIGNATURE_HEADER]: opts.signature ?? signSandboxBody(sandboxSecret(t.app.env.dataDir), raw),
    },
    payload: raw,
  });
}

const paidWord = async (paymentId: number, over: Json = {}) => {
  const p = await paymentRow(paymentId);
  return {
    ref: p.providerRef,
    txn_id: `txn-${paymentId}`,
    status: "paid",
    amount: p.amount,
    currency: p.currency,
    ...over,
  };
};

const decide = (checkoutId: string, approve: boolean) =>
  t.app.inject({
    method: "POST",
    url: `/api/payments/sandbox/${checkoutId}/decide`,
    payload: { approve },
  });

const refresh = (paymentId: number, token: string | null = customer) =>
  t.app.inject({
    method: "POST",
    url: `/api/payments/${paymentId}/refresh?lang=en`,
    headers: token ? bearer(token) : {},
  });

const jobCtx = (now = new Date()): Ctx => ({
  db: t.db,
  actor: null,
  locale: "en",
  requestId: "test-reconcile",
  now: () => now,
  publicUrl: "http://localhost",
});

beforeAll(async () => {
  ({ t, customer, customerId, customerEmail, other, admin } = await bookingApp({ other: true }));
  pkg = await depositPackage(t.db, { capacity: 200 });
});
afterAll(async () => t?.close());

describe("providers and starting a checkout", () => {
  it("lists the sandbox (on outside production) with its translated label", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/payment-providers?currency=IDR&lang=my" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ name: "sandbox", label: "Bayaran ujian (sandbox)" }]);
  });

  it("only the booking's customer starts one: visitor 401, another customer 404, an admin 403", async () => {
    const b = await book({ pax: 1, payment_type: "deposit" });
    expect((await start(b.id, { amount: 3_000_000, provider: "sandbox" }, null)).statusCode).toBe(401);
    expect((await start(b.id, { amount: 3_000_000, provider: "sandbox" }, other)).statusCode).toBe(404);
    expect((await start(b.id, { amount: 3_000_000, provider: "sandbox" }, admin)).statusCode).toBe(403);
    // Nothing started: only the transfer amount issued at checkout (decision 058).
    expect(await paymentsTold(t.db, b.id)).toHaveLength(0);
  });

  it("keeps the amount window: below the deposit 422 on amount; a provider that is off 422 on provider", async () => {
    const b = await book({ pax: 1, payment_type: "deposit" });
    const low = await start(b.id, { amount: 2_999_999, provider: "sandbox" });
    expect(low.statusCode).toBe(422);
    expect(Object.keys(low.json().errors)).toEqual(["amount"]);
    const off = await start(b.id, { amount: 3_000_000, provider: "midtrans" });
    expect(off.statusCode).toBe(422);
    expect(Object.keys(off.json().errors)).toEqual(["provider"]);
    // Nothing started: only the transfer amount issued at checkout (decision 058).
    expect(await paymentsTold(t.db, b.id)).toHaveLength(0);
  });

  it("opens a checkout: a pending online payment with our reference, holding its amount while open", async () => {
    const b = await book({ pax: 1, payment_type: "deposit" });
    const res = await start(b.id, { amount: 3_000_000, provider: "sandbox", idempotency_key: "start-key-0001" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.checkout_url).toMatch(/^\/payment\/sandbox\/sbx_[0-9a-f]{24}$/);
    expect(body.data).toMatchObject({ method: "online", status: "pending", provider: "sandbox", currency: "IDR" });
    const row = await paymentRow(body.data.id);
    expect(row.providerRef).toMatch(new RegExp(`^${b.code}-[0-9A-F]{10}$`));
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    // The same key again: the same checkout, nothing new.
    const again = await start(b.id, { amount: 3_000_000, provider: "sandbox", idempotency_key: "start-key-0001" });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(body.data.id);
    // The open checkout holds 3,000,000: the full remaining 10,000,000 is no longer open.
    const full = await start(b.id, { amount: 10_000_000, provider: "sandbox" });
    expect(full.statusCode).toBe(422);
    // Not in the admins' review queue: its provider confirms it.
    const listed = await t.app.inject({ method: "GET", url: `/api/booking/${b.id}`, headers: bearer(admin) });
    expect(listed.json().data.awaiting_confirmation).toBe(0);
    const confirm = await t.app.inject({
      method: "POST",
      url: `/api/payment/${body.data.id}/confirm?lang=en`,
      headers: bearer(admin),
      payload: {},
    });
    expect(confirm.statusCode).toBe(409);
  });

  it("a provider that cannot open a checkout: the payment closes failed, nothing counted, translated 503", async () => {
    const b = await book({ pax: 1, payment_type: "deposit" });
    // A sandbox whose records cannot be written (its directory is under a file): it throws as
    // a provider that cannot be reached does.
    const broken = createPaymentProviders({
      NODE_ENV: "test",
      PAYMENT_SANDBOX: "on",
      dataDir: "/dev/null/x",
      publicUrl: "",
    });
    const ctx: Ctx = {
      db: t.db,
      actor: actorOf({ id: customerId, role: "customer" }),
      locale: "en",
      requestId: "test",
      now: () => new Date(),
    };
    const err = await startOnlinePayment({
      ctx,
      providers: broken,
      input: { amount: 3_000_000, provider: "sandbox", booking_id: b.id },
    }).catch((e) => e);
    expect(err).toMatchObject({ code: "unavailable", key: "payment_provider_down" });
    const [row] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, b.id), eq(payments.method, "online")));
    expect(row.status).toBe("failed");
    expect((await bookingRow(b.id)).paidTotal).toBe(0);
    expect((await eventsOf(b.id)).find((e) => e.kind === "payment_failed")).toMatchObject({
      reason: "provider_unavailable",
    });
    // The failed attempt holds nothing: the deposit can be paid again.
    expect((await start(b.id, { amount: 3_000_000, provider: "sandbox" })).statusCode).toBe(201);
  });
});

describe("the signed notification", () => {
  it("approve on the sandbox page confirms as an admin would: status, history by the provider, customer mail", async () => {
    const b = await book({ pax: 1, payment_type: "deposit" });
    const p = await started(b.id, 3_000_000);
    const page = await t.app.inject({ method: "GET", url: `/api/payments/sandbox/${p.checkoutId}` });
    expect(page.json().data).toMatchObject({ amount: 3_000_000, currency: "IDR", status: "pending" });
    const res = await decide(p.checkoutId, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe("paid");
    expect(await paymentRow(p.id)).toMatchObject({ status: "confirmed", reviewedBy: null });
    expect(await bookingRow(b.id)).toMatchObject({ status: "processing", paidTotal: 3_000_000 });
    const events = await eventsOf(b.id);
    expect(events.find((e) => e.kind === "payment_confirmed")).toMatchObject({ actorId: null, provider: "sandbox" });
    expect(events.find((e) => e.kind === "status" && e.toStatus === "processing")).toMatchObject({
      actorId: null,
      provider: "sandbox",
    });
    const dto = await t.app.inject({ method: "GET", url: `/api/booking/${b.id}`, headers: bearer(customer) });
    expect(dto.json().data.history.find((e: Json) => e.kind === "payment_confirmed")).toMatchObject({
      actor: null,
      provider: "sandbox",
    });
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "booking_payment_confirmed"), eq(outbox.toAddress, customerEmail)));
    expect(mails.some((m) => m.text.includes(b.code))).toBe(true);
    const [log] = await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentId, p.id));
    expect(log).toMatchObject({ outcome: "confirmed", signatureOk: true, source: "notification" });
  });

  it("decline closes the checkout failed (payment_failed), nothing counted", async () => {
    const b = await book({ pax: 1, payment_type: "deposit" });
    const p = await started(b.id, 3_000_000);
    expect((await decide(p.checkoutId, false)).statusCode).toBe(200);
    expect((await paymentRow(p.id)).status).toBe("failed");
    expect(await bookingRow(b.id)).toMatchObject({ status: "pending", paidTotal: 0 });
    // A stable code, translated where the history is read (not the provider's word "failed").
    expect((await eventsOf(b.id)).find((e) => e.kind === "payment_failed")).toMatchObject({
      provider: "sandbox",
      reason: "declined",
    });
  });

  it("a bad signature is 400, logged, and changes nothing", async () => {
    const b = await book({ pax: 1, payment_type: "deposit" });
    const p = await started(b.id, 3_000_000);
    const res = await notify(await paidWord(p.id), { signature: "0".repeat(64) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
    // Signed for another body: the same.
    const word = await paidWord(p.id);
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/payments/notify/sandbox",
      headers: {
        "content-type": "application/json",
        [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(sandboxSecret(t.app.env.dataDir), JSON.stringify(word)),
      },
      // The same JSON with another spacing: other bytes, so the signature no longer holds.
      payload: JSON.stringify(word, null, 1),
    });
    expect(forged.statusCode).toBe(400);
    expect((await paymentRow(p.id)).status).toBe("pending");
    expect((await bookingRow(b.id)).paidTotal).toBe(0);
    const logs = await t.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.outcome, "rejected_signature"));
    expect(logs.length).toBeGreaterThanOrEqual(2);
    expect(logs.every((l) => !l.signatureOk && l.paymentId === null)).toBe(true);
  });

  it("a wrong amount or a wrong currency is logged as a mismatch and changes nothing", async () => {
    const b = await book({ pax: 1, payment_type: "deposit" });
    const p = await started(b.id, 3_000_000);
    const less = await notify(await paidWord(p.id, { amount: 300_000 }));
    expect(less.statusCode).toBe(200);
    expect(less.json()).toEqual({ received: true, outcome: "amount_mismatch" });
    const myr = await notify(await paidWord(p.id, { currency: "MYR" }));
    expect(myr.json().outcome).toBe("amount_mismatch");
    expect((await paymentRow(p.id)).status).toBe("pending");
    expect((await bookingRow(b.id)).paidTotal).toBe(0);
  });

  it("an unknown reference is acknowledged and logged, nothing changes", async () => {
    const res = await notify({ ref: "NOPE-0000", txn_id: "x", status: "paid", amount: 1, currency: "IDR" });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe("unknown_payment");
  });

  it("a replay gives one result: confirmed once, then duplicate, paid total once", async () => {
    const b = await book({ pax: 1, payment_type: "deposit" });
    const p = await started(b.id, 3_000_000);
    const word = await paidWord(p.id);
    expect((await notify(word)).json().outcome).toBe("confirmed");
    expect((await notify(word)).json().outcome).toBe("duplicate");
    expect((await bookingRow(b.id)).paidTotal).toBe(3_000_000);
    expect((await eventsOf(b.id)).filter((e) => e.kind === "payment_confirmed")).toHaveLength(1);
  });

  it("20 identical notifications at once: one confirmation, the paid total counted once", async () => {
    const b = await book({ pax: 1, payment_type: "deposit" });
    const p = await started(b.id, 3_000_000);
    const word = await paidWord(p.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(word)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const outcomes = answers.map((r) => r.json().outcome);
    expect(outcomes.filter((o) => o === "confirmed")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(19);
    expect(await bookingRow(b.id)).toMatchObject({ paidTotal: 3_000_000, status: "processing" });
    expect((await eventsOf(b.id)).filter((e) => e.kind === "payment_confirmed")).toHaveLength(1);
    const mails = await t.db.select().from(outbox).where(eq(outbox.kind, "booking_payment_confirmed"));
    expect(mails.filter((m) => m.text.includes(b.code))).toHaveLength(1);
  });

  it("out of order: paid, then expired and pending, stays confirmed", async () => {
    const b = await book({ pax: 1, payment_type: "deposit" });
    const p = await started(b.id, 3_000_000);
    expect((await notify(await paidWord(p.id))).json().outcome).toBe("confirmed");
    expect((await notify(await paidWord(p.id, { status: "expired", txn_id: null }))).json().outcome).toBe("ignored");
    expect((await notify(await paidWord(p.id, { status: "pending", txn_id: null }))).json().outcome).toBe("ignored");
    expect((await paymentRow(p.id)).status).toBe("confirmed");
    expect(await bookingRow(b.id)).toMatchObject({ paidTotal: 3_000_000, status: "processing" });
  });

  it("money for a cancelled booking is received, not counted, and owed back (refund row, payment_late)", async () => {
    const b = await book({ pax: 1, payment_type: "deposit" });
    const p = await started(b.id, 3_000_000);
    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/booking/${b.id}/cancel?lang=en`,
      headers: bearer(admin),
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    expect((await notify(await paidWord(p.id))).json().outcome).toBe("late");
    expect((await paymentRow(p.id)).status).toBe("confirmed");
    expect(await bookingRow(b.id)).toMatchObject({ status: "canceled", paidTotal: 0 });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, p.id));
    expect(refund).toMatchObject({ reason: "late_payment", status: "due", amount: 3_000_000, currency: "IDR" });
    // Why, as a stable code translated where the history is read (not the booking's status word).
    expect((await eventsOf(b.id)).find((e) => e.kind === "payment_late")).toMatchObject({
      provider: "sandbox",
      paymentId: p.id,
      reason: "booking_cancelled",
    });
    // Its replay adds no second refund.
    expect((await notify(await paidWord(p.id))).json().outcome).toBe("duplicate");
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, p.id))).toHaveLength(1);
  });

  it("money for a checkout already closed (declined, then paid) is recorded for refund too", async () => {
    const b = await book({ pax: 1, payment_type: "deposit" });
    const p = await started(b.id, 3_000_000);
    expect((await notify(await paidWord(p.id, { status: "failed", txn_id: null }))).json().outcome).toBe("failed");
    expect((await notify(await paidWord(p.id))).json().outcome).toBe("late");
    expect((await bookingRow(b.id)).paidTotal).toBe(0);
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, p.id))).toHaveLength(1);
    // The booking still waits for money: the cause is the closed checkout, not "pending".
    expect((await eventsOf(b.id)).find((e) => e.kind === "payment_late")).toMatchObject({ reason: "checkout_closed" });
  });

  it("money for a booking that expired unpaid says so (the system's cancel, not a person's)", async () => {
    const b = await book({ pax: 1, payment_type: "deposit" });
    const p = await started(b.id, 3_000_000);
    expect((await notify(await paidWord(p.id, { status: "failed", txn_id: null }))).json().outcome).toBe("failed");
    // Made three days ago: the sweeper (48 hours) cancels it, and only it.
    await t.db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(bookings.id, b.id));
    await expireBookings({ ctx: jobCtx(), effects: bookingEffects });
    expect((await bookingRow(b.id)).status).toBe("canceled");
    expect((await notify(await paidWord(p.id))).json().outcome).toBe("late");
    expect((await eventsOf(b.id)).find((e) => e.kind === "payment_late")).toMatchObject({ reason: "booking_expired" });
  });

  it("money that is more than is still owed (a lapsed checkout paid after another payment) is owed back", async () => {
    const b = await book({ pax: 1, payment_type: "deposit" });
    const first = await started(b.id, 3_000_000);
    // Its hour is over (not closed yet): it holds nothing, and a second checkout takes 8,000,000.
    await t.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.id, first.id));
    const second = await started(b.id, 8_000_000);
    expect((await notify(await paidWord(second.id))).json().outcome).toBe("confirmed");
    expect(await bookingRow(b.id)).toMatchObject({ status: "processing", paidTotal: 8_000_000 });
    // Then the first is paid after all: 3,000,000 where 2,000,000 is owed.
    expect((await notify(await paidWord(first.id))).json().outcome).toBe("late");
    expect(await bookingRow(b.id)).toMatchObject({ status: "processing", paidTotal: 8_000_000 });
    expect((await eventsOf(b.id)).find((e) => e.kind === "payment_late")).toMatchObject({
      paymentId: first.id,
      reason: "more_than_owed",
    });
    // Paying that money back leaves what the booking holds as it was: it was never counted.
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, first.id));
    const paid = await t.app.inject({
      method: "POST",
      url: `/api/refund/${refund.id}/pay?lang=en`,
      headers: bearer(admin),
      payload: { reference: "TRF-LATE-1" },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await bookingRow(b.id)).toMatchObject({ paidTotal: 8_000_000, refundedTotal: 0 });
    const dto = await t.app.inject({ method: "GET", url: `/api/booking/${b.id}`, headers: bearer(admin) });
    expect(dto.json().data).toMatchObject({ paid_total: 8_000_000, refunded_total: 0, net_paid: 8_000_000 });
  });
});

describe("a lost notification is recovered", () => {
  it("by the customer's refresh on return (another customer 404, a visitor 401)", async () => {
    const b = await book({ pax: 1, payment_type: "deposit" });
    const p = await started(b.id, 3_000_000);
    // The payer approved, but the notification never arrived: the sandbox knows, we do not.
    createSandboxProvider({ dataDir: t.app.env.dataDir }).decide(p.checkoutId, true);
    expect((await paymentRow(p.id)).status).toBe("pending");
    expect((await refresh(p.id, null)).statusCode).toBe(401);
    expect((await refresh(p.id, other)).statusCode).toBe(404);
    expect((await paymentRow(p.id)).status).toBe("pending");
    const res = await refresh(p.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { status: "confirmed" },
      booking: { status: "processing", paid_total: 3_000_000 },
    });
    const [log] = await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentId, p.id));
    expect(log).toMatchObject({ source: "reconciliation", outcome: "confirmed" });
    // An admin may refresh too; nothing more happens.
    const again = await refresh(p.id, admin);
    expect(again.statusCode).toBe(200);
    expect((await bookingRow(b.id)).paidTotal).toBe(3_000_000);
  });

  it("by the reconciliation round; a lapsed checkout the provider does not report paid expires (injected clock)", async () => {
    const paid = await book({ pax: 1, payment_type: "deposit" });
    const lapsed = await book({ pax: 1, payment_type: "deposit" });
    const p1 = await started(paid.id, 3_000_000);
    const p2 = await started(lapsed.id, 3_000_000);
    createSandboxProvider({ dataDir: t.app.env.dataDir }).decide(p1.checkoutId, true);
    const providers = createPaymentProviders(t.app.env);
    // Now: the paid one is confirmed; the other is still open and stays open.
    await reconcileOnlinePayments({ ctx: jobCtx(), providers, effects: bookingEffects, input: { batch: 500 } });
    expect((await paymentRow(p1.id)).status).toBe("confirmed");
    expect((await bookingRow(paid.id)).paidTotal).toBe(3_000_000);
    expect((await paymentRow(p2.id)).status).toBe("pending");
    // Two hours later the open checkout has lapsed.
    await reconcileOnlinePayments({
      ctx: jobCtx(new Date(Date.now() + 2 * 3_600_000)),
      providers,
      effects: bookingEffects,
      input: { batch: 500 },
    });
    expect((await paymentRow(p2.id)).status).toBe("expired");
    expect(await bookingRow(lapsed.id)).toMatchObject({ paidTotal: 0, status: "pending" });
    expect((await eventsOf(lapsed.id)).find((e) => e.kind === "payment_failed")).toMatchObject({
      provider: "sandbox",
      reason: "expired",
    });
  });
});

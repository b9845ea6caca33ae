import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencyToday } from "#app/shared/dates";
import { bookingEvents, bookings, outbox, refunds, settings } from "#db/schema";
import { createBooking, createPackage } from "#test/factories";
import { bearer, postCancel, uploadDocument } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, type TourPackage } from "#test/setup/booking-api";

/*
 * Cancellation penalties and refunds through the API (docs/product.md §Cancellation and refunds,
 * decision 042): the preview, the refund a cancel records (once, even under concurrent cancels),
 * the admin's "mark paid" (once, even concurrently), who may do what, and the mails.
 * Departures are placed relative to today so that each lands in a known tier of the default
 * policy (45 days: 10 %, 30: 25 %, 14: 50 %, 7: 100 %).
 */

let t: TestApp;
let customer: string;
let customerId: number;
let customerEmail: string;
let other: string;
let admin: string;
let adminId: number;
let pkg: TourPackage;
let ownPkg: TourPackage;

// Days from the agency's today (Jakarta), as the rule counts them: UTC's date differs from 17:00 UTC on.
const day = (offset: number) =>
  new Date(Date.parse(`${agencyToday(new Date())}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const TOTAL = 40_000_000_00;
const PAID = 10_000_000_00;

const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
const preview = (id: string, token?: string) => get(`/api/booking/${id}/cancellation?lang=en`, token);
// The customer's bank account a refund goes to (decision 056).
const ACCOUNT = {
  bank_name: "Bank Syariah Indonesia",
  account_number: "7012 3456 78",
  account_holder: "Siti Rahmawati",
};
/** The agency cancels the booking (PUT status canceled), for a refused visa. */
const cancelByAdmin = (id: string) =>
  t.app.inject({
    method: "PUT",
    url: `/api/booking/${id}/status?lang=en`,
    headers: bearer(admin),
    payload: { status: "canceled", reason: "Visa refused" },
  });
const cancel = (
  id: string,
  token = customer,
  reason: string | null = null,
  refund_account: Record<string, unknown> | null = ACCOUNT,
) => postCancel(t.app, token, id, { reason, refund_account });
const payRefund = (id: number, payload: Record<string, unknown>, token: string | null = admin) =>
  t.app.inject({
    method: "POST",
    url: `/api/refund/${id}/pay?lang=en`,
    headers: token ? bearer(token) : {},
    payload,
  });

/** A partly paid booking of `p`'s departure `i` (confirmed money written as the confirm would). */
const partlyPaid = (i: number, p = pkg, over: Partial<typeof bookings.$inferInsert> = {}) =>
  createBooking(t.db, customerId, {
    status: "processing",
    packageId: p.id,
    departureId: p.departures[i].id,
    total: TOTAL,
    paidTotal: PAID,
    ...over,
  });

const refundsOf = (bookingId: string) => t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
const eventsOf = (bookingId: string, kind: "refund_created" | "refund_paid") =>
  t.db
    .select()
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.kind, kind)));
const mailsFor = async (kind: string, code: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.kind, kind))).filter((m) => m.text.includes(code));

beforeAll(async () => {
  ({ t, customer, customerId, customerEmail, other, admin, adminId } = await bookingApp({
    customer: { locale: "my" },
    other: true,
  }));
  pkg = await createPackage(t.db, {
    departures: [
      { startDate: day(60), endDate: day(69), capacity: 50 }, // no tier
      { startDate: day(40), endDate: day(49), capacity: 50 }, // 45-day tier: 10 %
      { startDate: day(20), endDate: day(29), capacity: 50 }, // 30-day tier: 25 %
      { startDate: day(3), endDate: day(12), capacity: 50 }, // 7-day tier: 100 %, capped
    ],
  });
  ownPkg = await createPackage(t.db, {
    cancellationPolicy: { tiers: [{ from_days: 90, percent: null, fixed: 1_500_000_00 }], admin_fee: 0 },
    departures: [{ startDate: day(40), endDate: day(49), capacity: 50 }],
  });
});
afterAll(async () => t?.close());

describe("GET /api/booking/{id}/cancellation", () => {
  it("previews the tier's penalty (percent of the total) and the refund of the money held", async () => {
    const none = await partlyPaid(0);
    expect((await preview(none.id, customer)).json().data).toMatchObject({
      currency: "IDR",
      total: TOTAL,
      held: PAID,
      days_left: 60,
      tier: null,
      penalty: 0,
      admin_fee: 0,
      refund: PAID,
    });
    const ten = await partlyPaid(1);
    expect((await preview(ten.id, customer)).json().data).toMatchObject({
      days_left: 40,
      // The tier covers 45 down to 31 days (the next one starts at 30): the cancel dialog says so.
      tier: { from_days: 45, to_days: 31, percent: 10, fixed: null },
      penalty: 4_000_000_00,
      refund: 6_000_000_00,
    });
    const quarter = await partlyPaid(2);
    expect((await preview(quarter.id, admin)).json().data).toMatchObject({ penalty: PAID, refund: 0 });
  });

  it("uses the site's admin fee, and a package's own policy (tiers and fee) when it has one", async () => {
    await t.db
      .update(settings)
      .set({ cancellationPolicy: { tiers: [{ from_days: 45, percent: 10, fixed: null }], admin_fee: 50_000_00 } })
      .where(eq(settings.id, 1));
    try {
      const b = await partlyPaid(1);
      expect((await preview(b.id, customer)).json().data).toMatchObject({
        penalty: 4_000_000_00,
        admin_fee: 50_000_00,
        refund: 5_950_000_00,
      });
      const own = await partlyPaid(0, ownPkg);
      expect((await preview(own.id, customer)).json().data).toMatchObject({
        tier: { from_days: 90, percent: null, fixed: 1_500_000_00 },
        penalty: 1_500_000_00,
        // The package's policy replaces the site's whole: its own fee (0), not the site's.
        admin_fee: 0,
        refund: 8_500_000_00,
      });
    } finally {
      await t.db.execute(
        // back to the column's default policy
        (await import("drizzle-orm")).sql`update settings set cancellation_policy = default where id = 1`,
      );
    }
  });

  it("access: the owner and an admin; another customer 404; a visitor 401", async () => {
    const b = await partlyPaid(0);
    expect((await preview(b.id, customer)).statusCode).toBe(200);
    expect((await preview(b.id, admin)).statusCode).toBe(200);
    expect((await preview(b.id, other)).statusCode).toBe(404);
    expect((await preview(b.id)).statusCode).toBe(401);
  });
});

describe("cancelling with confirmed money", () => {
  it("the customer cancels a partly paid booking: refund row and refund_created event in the cancel, mail in their language", async () => {
    const b = await partlyPaid(1);
    const res = await cancel(b.id, customer, "Sakit");
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe("canceled");
    expect(data.refunds).toHaveLength(1);
    expect(data.refunds[0]).toMatchObject({
      reason: "cancellation",
      status: "due",
      paid_total: PAID,
      penalty: 4_000_000_00,
      admin_fee: 0,
      amount: 6_000_000_00,
      proof_url: null,
      account: ACCOUNT,
    });
    expect(data).toMatchObject({ refunded_total: 0, net_paid: PAID });
    expect(data.history.map((e: { kind: string }) => e.kind)).toContain("refund_created");
    const events = await eventsOf(b.id, "refund_created");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: customerId, amount: 6_000_000_00 });
    const [mail] = await mailsFor("booking_canceled", b.code);
    expect(mail.toAddress).toBe(customerEmail);
    // Bahasa Melayu, not Indonesian: "Penalti", "Bayaran balik".
    expect(mail.text).toMatch(/Penalti pembatalan yang ditahan: IDR\s4,000,000\n/);
    expect(mail.text).toMatch(/Bayaran balik yang kami hutang kepada anda: IDR\s6,000,000\./);
  });

  it("a fully paid booking is the agency's to cancel (409 for the customer); the admin's status action records the refund", async () => {
    const b = await partlyPaid(2, pkg, { status: "paid", paidTotal: TOTAL });
    const res = await cancel(b.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "A fully paid booking is cancelled by the agency: contact us." });
    expect(await refundsOf(b.id)).toHaveLength(0);
    const byAdmin = await cancelByAdmin(b.id);
    expect(byAdmin.statusCode).toBe(200);
    const [refund] = await refundsOf(b.id);
    expect(refund).toMatchObject({ penalty: 10_000_000_00, amount: 30_000_000_00, createdBy: adminId, status: "due" });
  });

  it("a cancelled deposit booking owes nothing: remaining 0, its penalty, refund and net, on the booking and in the list", async () => {
    // Rp 72 jt, a deposit of Rp 7.2 jt confirmed, cancelled 20 days before departure (25 %).
    const b = await partlyPaid(2, pkg, { total: 72_000_000_00, paidTotal: 7_200_000_00, paymentType: "deposit" });
    expect((await get(`/api/booking/${b.id}`, customer)).json().data).toMatchObject({
      remaining: 64_800_000_00,
      cancellation: null,
    });
    expect((await cancel(b.id)).statusCode).toBe(200);
    for (const token of [customer, admin]) {
      const data = (await get(`/api/booking/${b.id}?lang=en`, token)).json().data;
      expect(data).toMatchObject({
        status: "canceled",
        total: 72_000_000_00,
        paid_total: 7_200_000_00,
        remaining: 0,
        next_payment: null,
        // The penalty (25 % of the total) is capped at the money held: all of it is kept.
        cancellation: { penalty: 7_200_000_00, admin_fee: 0, refund: 0, refund_status: null, net: 7_200_000_00 },
      });
      expect(Date.parse(data.cancellation.canceled_at)).toBeGreaterThan(0);
      expect(data.schedule).toMatchObject({ full_due_on: null, overdue: null });
    }
    const list = (await get(`/api/booking?limit=-1`, customer)).json().data;
    expect(list.find((x: { id: string }) => x.id === b.id)).toMatchObject({ status: "canceled", remaining: 0 });

    // With money to give back: the refund is due and the net is what the penalty keeps.
    const ten = await partlyPaid(1);
    expect((await cancel(ten.id)).statusCode).toBe(200);
    expect((await get(`/api/booking/${ten.id}`, customer)).json().data).toMatchObject({
      remaining: 0,
      cancellation: { penalty: 4_000_000_00, refund: 6_000_000_00, refund_status: "due", net: 4_000_000_00 },
    });
  });

  it("the customer says where the refund goes: without an account or with a bad one 422, nothing changes", async () => {
    const b = await partlyPaid(1);
    const none = await cancel(b.id, customer, null, null);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe("Tell us the bank account to send the refund to.");
    expect(Object.keys(none.json().errors).sort()).toEqual([
      "refund_account.account_holder",
      "refund_account.account_number",
      "refund_account.bank_name",
    ]);
    const bad = await cancel(b.id, customer, null, { ...ACCOUNT, account_number: "70-12ab" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors["refund_account.account_number"]).toEqual([
      "An account number has digits, spaces, dots or dashes only.",
    ]);
    const partial = await cancel(b.id, customer, null, { bank_name: "BSI" });
    expect(partial.statusCode).toBe(422);
    const [still] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(still.status).toBe("processing");
    expect(await refundsOf(b.id)).toHaveLength(0);

    // Nothing to give back (the penalty keeps it all): no account asked.
    const all = await partlyPaid(3);
    expect((await cancel(all.id, customer, null, null)).statusCode).toBe(200);
    expect((await refundsOf(all.id))[0]).toMatchObject({ amount: 0, accountNumber: null });
  });

  it("the account is kept with the refund and shown to the finance staff; staff may cancel without it", async () => {
    const b = await partlyPaid(1);
    expect((await cancel(b.id)).statusCode).toBe(200);
    const [refund] = await refundsOf(b.id);
    expect(refund).toMatchObject({
      accountBank: ACCOUNT.bank_name,
      accountNumber: ACCOUNT.account_number,
      accountHolder: ACCOUNT.account_holder,
    });
    const due = (await get("/api/refund?status=due&limit=-1", admin)).json().data;
    expect(due.find((r: { id: number }) => r.id === refund.id).account).toEqual(ACCOUNT);

    const byStaff = await partlyPaid(1);
    const res = await cancelByAdmin(byStaff.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.refunds[0]).toMatchObject({ status: "due", account: null });
  });

  it("a pending booking without money records no refund", async () => {
    const b = await createBooking(t.db, customerId, { packageId: pkg.id, departureId: pkg.departures[3].id });
    expect((await cancel(b.id)).statusCode).toBe(200);
    expect(await refundsOf(b.id)).toHaveLength(0);
    expect(await eventsOf(b.id, "refund_created")).toHaveLength(0);
  });

  it("the penalty takes all the money: the record shows it, nothing is due", async () => {
    const b = await partlyPaid(3);
    expect((await cancel(b.id)).statusCode).toBe(200);
    const [refund] = await refundsOf(b.id);
    expect(refund).toMatchObject({ penalty: PAID, amount: 0, status: "paid" });
    const [mail] = await mailsFor("booking_canceled", b.code);
    expect(mail.text).toContain("Tiada bayaran balik");
  });

  it("two concurrent cancels (customer and admin) record one refund", async () => {
    for (let i = 0; i < 3; i++) {
      const b = await partlyPaid(1);
      const answers = await Promise.all([cancel(b.id, customer), cancel(b.id, admin), cancel(b.id, customer)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await refundsOf(b.id)).toHaveLength(1);
      expect(await eventsOf(b.id, "refund_created")).toHaveLength(1);
    }
  });
});

describe("refunds: list and mark paid", () => {
  async function dueRefund() {
    const b = await partlyPaid(1);
    expect((await cancel(b.id)).statusCode).toBe(200);
    const [refund] = await refundsOf(b.id);
    return { booking: b, refund };
  }

  it("GET /api/refund?status=due lists due refunds with their booking for admins only", async () => {
    const { booking, refund } = await dueRefund();
    const res = await get("/api/refund?status=due&limit=-1&lang=en", admin);
    expect(res.statusCode).toBe(200);
    const row = res.json().data.find((r: { id: number }) => r.id === refund.id);
    expect(row).toMatchObject({
      booking_code: booking.code,
      amount: 6_000_000_00,
      status: "due",
      customer: { id: customerId },
    });
    expect(res.json().data.every((r: { status: string }) => r.status === "due")).toBe(true);
    expect((await get("/api/refund?status=due", customer)).statusCode).toBe(403);
    expect((await get("/api/refund?status=due")).statusCode).toBe(401);
    expect((await get("/api/refund?status=owed", admin)).statusCode).toBe(422);
  });

  it("the admin marks it paid once: refunded_total grows, refund_paid event, mail; again 409", async () => {
    const { booking, refund } = await dueRefund();
    const proof = await uploadDocument(t.app, admin);
    const res = await payRefund(refund.id, { reference: "TRF-778899", proof_file_id: proof });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("The refund has been marked paid.");
    expect(res.json().data).toMatchObject({
      status: "paid",
      reference: "TRF-778899",
      proof_url: `/api/file/${proof}`,
      paid_by: { id: adminId },
    });
    const [after] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after.refundedTotal).toBe(6_000_000_00);
    expect(await eventsOf(booking.id, "refund_paid")).toHaveLength(1);
    const [mail] = await mailsFor("booking_refund_paid", booking.code);
    expect(mail.toAddress).toBe(customerEmail);
    expect(mail.subject).toContain("Bayaran balik tempahan");
    expect(mail.text).toContain("TRF-778899");
    // The customer sees it on the booking, without the admin's receipt.
    const seen = (await get(`/api/booking/${booking.id}?lang=en`, customer)).json().data;
    expect(seen).toMatchObject({ refunded_total: 6_000_000_00, net_paid: PAID - 6_000_000_00 });
    expect(seen.refunds[0]).toMatchObject({ status: "paid", reference: "TRF-778899", proof_url: null });

    const again = await payRefund(refund.id, { reference: "TRF-2" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This refund has already been paid." });
    const [still] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(still.refundedTotal).toBe(6_000_000_00);
  });

  it("two concurrent mark-paid: one 200, one 409, the money counted once", async () => {
    const { booking, refund } = await dueRefund();
    const answers = await Promise.all([
      payRefund(refund.id, { reference: "A-1" }),
      payRefund(refund.id, { reference: "B-2" }),
      payRefund(refund.id, { reference: "C-3" }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const [after] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after.refundedTotal).toBe(6_000_000_00);
    expect(await eventsOf(booking.id, "refund_paid")).toHaveLength(1);
  });

  it("refuses bad input and other roles, changing nothing", async () => {
    const { booking, refund } = await dueRefund();
    const noRef = await payRefund(refund.id, { reference: " " });
    expect(noRef.statusCode).toBe(422);
    expect(noRef.json().errors.reference).toBeDefined();
    // A receipt the admin did not upload (the customer's) is refused.
    const foreign = await uploadDocument(t.app, customer);
    const badProof = await payRefund(refund.id, { reference: "X", proof_file_id: foreign });
    expect(badProof.statusCode).toBe(422);
    expect(badProof.json().errors.proof_file_id).toBeDefined();
    expect((await payRefund(refund.id, { reference: "X" }, customer)).statusCode).toBe(403);
    expect((await payRefund(refund.id, { reference: "X" }, null)).statusCode).toBe(401);
    expect((await payRefund(999_999, { reference: "X" })).statusCode).toBe(404);
    const [r] = await refundsOf(booking.id);
    expect(r.status).toBe("due");
    const [b] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(b.refundedTotal).toBe(0);
  });
});

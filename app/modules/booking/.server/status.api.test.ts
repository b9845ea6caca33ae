import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingEvents, bookings, outbox, payments, settings } from "#db/schema";
import { createBooking } from "#test/factories";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, guest, postBooking, postCancel, uploadDocument } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, day, depositPackage, type TourPackage } from "#test/setup/booking-api";
import type { Ctx } from "#app/shared/context";
import { BOOKING_STATUSES, type BookingStatus, type GuestInput } from "#app/modules/booking/booking.contract";
import { expireBookings } from "./expire-bookings";
import { bookingEffects } from "#test/setup/booking-effects";

let t: TestApp;
let customer: string;
let customerId: number;
let customerEmail: string;
let admin: string;
let adminId: number;
let bankId: number;
let proofId: string;
let pkg: TourPackage;

const LABEL: Record<BookingStatus, string> = {
  pending: "Pending",
  processing: "Processing (partly paid)",
  paid: "Full paid",
  processed: "Processed",
  canceled: "Canceled",
};
const ADMIN_TARGETS = ["pending", "paid", "processed", "canceled"] as const;
const ALLOWED_ADMIN = new Set([
  "pending>paid",
  "pending>canceled",
  "processing>pending",
  "processing>paid",
  "processing>canceled",
  "paid>pending",
  "paid>processed",
  "paid>canceled",
]);

const setStatus = (id: string, status: BookingStatus, over: Partial<typeof bookings.$inferInsert> = {}) =>
  t.db
    .update(bookings)
    .set({ status, ...over })
    .where(eq(bookings.id, id));

const putStatus = (id: string, status: string, reason: string | null = null, token = admin) =>
  t.app.inject({
    method: "PUT",
    url: `/api/booking/${id}/status?lang=en`,
    headers: bearer(token),
    payload: { status, reason },
  });

// Where a refund goes, should cancelling leave one (decision 056).
const refund_account = { bank_name: "BSI", account_number: "7012345678", account_holder: "Siti" };
const cancel = (id: string, token = customer, reason: string | null = null) =>
  postCancel(t.app, token, id, { reason, refund_account });

const pay = (id: string, amount: number) =>
  t.app.inject({
    method: "POST",
    url: `/api/booking/${id}/payment?lang=en`,
    headers: bearer(customer),
    payload: {
      amount,
      method: "manual",
      bank_account_id: bankId,
      proof_file_id: proofId,
      payer_name: "Budi",
      payment_date: day(0),
    },
  });

const review = (paymentId: number, action: "confirm" | "reject", payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: "POST", url: `/api/payment/${paymentId}/${action}?lang=en`, headers: bearer(admin), payload });

async function getBooking(id: string, token = admin) {
  const res = await t.app.inject({ method: "GET", url: `/api/booking/${id}?lang=en`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function book(over: Record<string, unknown> = {}, timeId = pkg.departures[0].id) {
  const res = await postBooking(t.app, customer, checkoutBody(pkg.id, timeId, over));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; code: string; total: number; pax: number };
}

async function seatsLeft(timeId: number): Promise<number> {
  const res = await t.app.inject({ method: "GET", url: `/api/tour/${pkg.id}/time` });
  expect(res.statusCode).toBe(200);
  return res.json().data.find((d: { id: number }) => d.id === timeId).seats_left;
}

const statusEvents = (bookingId: string) =>
  t.db
    .select()
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.kind, "status")));

const mailsFor = async (kind: string, code: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.kind, kind))).filter((m) => m.text.includes(code));

const ctx = (): Ctx => ({ db: t.db, actor: null, locale: "id", requestId: "x", now: () => new Date() });
const setExpiryHours = (hours: number) =>
  t.db.update(settings).set({ bookingExpiryHours: hours }).where(eq(settings.id, 1));
const makeOld = (id: string) =>
  t.db
    .update(bookings)
    .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
    .where(eq(bookings.id, id));

beforeAll(async () => {
  ({ t, customer, customerId, customerEmail, admin, adminId } = await bookingApp());
  bankId = (await createBankAccount(t.db)).id;
  proofId = await uploadDocument(t.app, customer);
  pkg = await depositPackage(t.db, {
    maxPax: 10,
    departures: [
      { startDate: day(60), endDate: day(69), capacity: 30 },
      // for the admin's edit: few seats
      { startDate: day(90), endDate: day(99), capacity: 4 },
      // for status moves of rows written directly
      { startDate: day(120), endDate: day(129), capacity: 100 },
    ],
  });
});
afterAll(async () => t?.close());

describe("PUT /api/booking/{id}/status (admin)", () => {
  const pairs = BOOKING_STATUSES.flatMap((from) => ADMIN_TARGETS.map((to) => [from, to] as const));

  it("answers 200 and records actor and reason for each allowed move, 409 naming both statuses otherwise", async () => {
    expect(pairs).toHaveLength(20);
    for (const [from, to] of pairs) {
      const row = await createBooking(t.db, customerId, {
        status: from,
        packageId: pkg.id,
        departureId: pkg.departures[2].id,
        total: 10_000_000,
        paidTotal: from === "pending" ? 0 : 5_000_000,
      });
      const reason = `Move ${from} to ${to}`;
      const res = await putStatus(row.id, to, reason);
      const [after] = await t.db.select().from(bookings).where(eq(bookings.id, row.id));
      const events = await statusEvents(row.id);
      if (ALLOWED_ADMIN.has(`${from}>${to}`)) {
        expect(res.statusCode, `${from} -> ${to}`).toBe(200);
        expect(res.json().message).toBe("The booking status has been changed.");
        const data = res.json().data;
        expect(data.status).toBe(to);
        // A cancel with money ends with its refund_created event (decision 042): the move is the one before.
        expect(data.history.filter((e: { kind: string }) => e.kind === "status").at(-1)).toMatchObject({
          kind: "status",
          from_status: from,
          to_status: to,
          reason,
          actor: { id: adminId },
        });
        expect(after.status).toBe(to);
        expect(events).toHaveLength(1);
        expect(events[0]).toMatchObject({ actorId: adminId, fromStatus: from, toStatus: to, reason });
      } else {
        expect(res.statusCode, `${from} -> ${to}`).toBe(409);
        expect(res.json()).toEqual({ message: `The status cannot change from ${LABEL[from]} to ${LABEL[to]}.` });
        expect(after.status).toBe(from);
        expect(events).toHaveLength(0);
      }
    }
  });

  it("offers the allowed actions on the booking and refuses 'processing' as an action (422)", async () => {
    const row = await createBooking(t.db, customerId, {
      status: "processing",
      packageId: pkg.id,
      departureId: pkg.departures[2].id,
    });
    expect((await getBooking(row.id)).status_actions.sort()).toEqual(["canceled", "paid", "pending"]);
    expect((await getBooking(row.id, customer)).status_actions).toEqual([]);
    const res = await putStatus(row.id, "processing");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.status).toBeDefined();
    const pending = await createBooking(t.db, customerId, { packageId: pkg.id, departureId: pkg.departures[2].id });
    expect((await putStatus(pending.id, "processing")).statusCode).toBe(422);
  });

  it("is for admins only (403 for the customer)", async () => {
    const row = await createBooking(t.db, customerId, { packageId: pkg.id, departureId: pkg.departures[2].id });
    const res = await putStatus(row.id, "canceled", null, customer);
    expect(res.statusCode).toBe(403);
    expect((await t.db.select().from(bookings).where(eq(bookings.id, row.id)))[0].status).toBe("pending");
  });
});

describe("cancelling", () => {
  it("the customer cancels a pending booking: seats are released, history and mail", async () => {
    const timeId = pkg.departures[0].id;
    const before = await seatsLeft(timeId);
    const b = await book({ pax: 2 });
    expect(await seatsLeft(timeId)).toBe(before - 2);
    const res = await cancel(b.id, customer, "Change of plans");
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("The booking has been cancelled.");
    const data = res.json().data;
    expect(data).toMatchObject({ status: "canceled", can_cancel: false, next_payment: null, expires_at: null });
    expect(data.history.at(-1)).toMatchObject({
      kind: "status",
      from_status: "pending",
      to_status: "canceled",
      reason: "Change of plans",
      actor: { id: customerId },
    });
    expect(await seatsLeft(timeId)).toBe(before);
    const mail = await mailsFor("booking_canceled", b.code);
    expect(mail.map((m) => m.toAddress)).toEqual([customerEmail]);
    expect(mail[0].text).toContain("Change of plans");
    // Cancelled once: a second cancel is refused.
    const again = await cancel(b.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This booking is cancelled and cannot continue." });
  });

  it("can_edit: an admin may edit until the booking is cancelled; a customer never", async () => {
    const b = await book();
    expect((await getBooking(b.id)).can_edit).toBe(true);
    expect((await getBooking(b.id, customer)).can_edit).toBe(false);
    expect((await cancel(b.id, customer)).statusCode).toBe(200);
    expect((await getBooking(b.id)).can_edit).toBe(false);
  });

  it("the customer may cancel a partly paid booking but not a fully paid one (409, decision 042)", async () => {
    const partly = await book();
    await setStatus(partly.id, "processing", { paidTotal: 3_000_000 });
    expect((await getBooking(partly.id, customer)).can_cancel).toBe(true);
    expect((await cancel(partly.id)).json().data.status).toBe("canceled");
    const b = await book();
    await setStatus(b.id, "paid", { paidTotal: b.total });
    expect((await getBooking(b.id, customer)).can_cancel).toBe(false);
    const res = await cancel(b.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "A fully paid booking is cancelled by the agency: contact us." });
    expect((await getBooking(b.id)).status).toBe("paid");
  });

  it("the customer cannot cancel while a payment awaits review (409)", async () => {
    const b = await book({ payment_type: "full" });
    expect((b as unknown as { can_cancel: boolean }).can_cancel).toBe(true);
    expect((await pay(b.id, b.total)).statusCode).toBe(201);
    // The detail says so before the customer tries (an admin may still cancel).
    expect((await getBooking(b.id, customer)).can_cancel).toBe(false);
    expect((await getBooking(b.id)).can_cancel).toBe(true);
    const res = await cancel(b.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "A payment is awaiting the admin's confirmation; contact us to cancel." });
    expect((await getBooking(b.id)).status).toBe("pending");
    expect(await statusEvents(b.id)).toHaveLength(0);
  });

  it("a cancelled booking takes no payment and no confirmation, but a rejection still works", async () => {
    const b = await book({ pax: 2, payment_type: "deposit" });
    const submitted = await pay(b.id, 6_000_000);
    expect(submitted.statusCode).toBe(201);
    const paymentId = submitted.json().data.id;
    // The admin may cancel even with a payment awaiting review.
    expect((await putStatus(b.id, "canceled", "Customer asked by phone")).statusCode).toBe(200);

    const another = await pay(b.id, 1_000_000);
    expect(another.statusCode).toBe(409);
    expect(another.json()).toEqual({ message: "This booking is cancelled and cannot continue." });
    const confirm = await review(paymentId, "confirm");
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual({ message: "This booking is cancelled and cannot continue." });
    const reject = await review(paymentId, "reject", { reason: "Booking cancelled, refund by transfer" });
    expect(reject.statusCode).toBe(200);
    expect(reject.json().data).toMatchObject({ status: "canceled", paid_total: 0 });
    expect(reject.json().data.payments[0]).toMatchObject({
      status: "rejected",
      note: "Booking cancelled, refund by transfer",
    });
  });

  it("the admin cancels a paid booking; a processed one cannot be cancelled (409)", async () => {
    const b = await book({ payment_type: "full" });
    const submitted = await pay(b.id, b.total);
    expect((await review(submitted.json().data.id, "confirm")).json().data.status).toBe("paid");
    const res = await cancel(b.id, admin, "Visa refused");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "canceled", paid_total: b.total });
    // The move, then the refund of the money held (decision 042).
    expect(res.json().data.history.at(-2)).toMatchObject({
      from_status: "paid",
      to_status: "canceled",
      actor: { id: adminId },
      reason: "Visa refused",
    });
    expect(res.json().data.history.at(-1)).toMatchObject({ kind: "refund_created", actor: { id: adminId } });
    expect(await mailsFor("booking_canceled", b.code)).toHaveLength(1);

    const done = await book();
    await setStatus(done.id, "processed", { paidTotal: done.total });
    const viaCancel = await cancel(done.id, admin);
    expect(viaCancel.statusCode).toBe(409);
    expect(viaCancel.json()).toEqual({ message: "The status cannot change from Processed to Canceled." });
    const viaStatus = await putStatus(done.id, "canceled");
    expect(viaStatus.statusCode).toBe(409);
    expect((await getBooking(done.id)).status).toBe("processed");
  });
});

describe("expiry (expireBookings)", () => {
  it("cancels only old pending bookings without a payment: seats released, history without actor, mail", async () => {
    await setExpiryHours(1);
    const timeId = pkg.departures[0].id;
    const unpaid = await book({ pax: 2 });
    const awaiting = await book({ payment_type: "full" });
    expect((await pay(awaiting.id, awaiting.total)).statusCode).toBe(201);
    const processing = await book();
    await setStatus(processing.id, "processing", { paidTotal: 3_000_000 });
    const rejectedOnly = await book({ payment_type: "full" });
    const rejected = await pay(rejectedOnly.id, rejectedOnly.total);
    expect((await review(rejected.json().data.id, "reject", { reason: "Blurry proof" })).statusCode).toBe(200);
    const recent = await book();
    for (const b of [unpaid, awaiting, processing, rejectedOnly]) await makeOld(b.id);
    expect((await getBooking(unpaid.id)).expires_at).not.toBeNull();
    const seatsBefore = await seatsLeft(timeId);

    expect(await expireBookings({ ctx: ctx(), effects: bookingEffects })).toBe(2);

    const status = async (id: string) => (await getBooking(id)).status;
    expect(await status(unpaid.id)).toBe("canceled");
    expect(await status(rejectedOnly.id)).toBe("canceled");
    expect(await status(awaiting.id)).toBe("pending");
    expect(await status(processing.id)).toBe("processing");
    expect(await status(recent.id)).toBe("pending");
    expect(await seatsLeft(timeId)).toBe(seatsBefore + 2 + 1);

    const data = await getBooking(unpaid.id);
    expect(data.history.at(-1)).toMatchObject({
      kind: "status",
      from_status: "pending",
      to_status: "canceled",
      actor: null,
      reason: null,
    });
    const mail = await mailsFor("booking_expired", unpaid.code);
    expect(mail.map((m) => m.toAddress)).toEqual([customerEmail]);
    expect(await mailsFor("booking_canceled", unpaid.code)).toHaveLength(0);
    // Nothing left: a second run cancels nothing.
    expect(await expireBookings({ ctx: ctx(), effects: bookingEffects })).toBe(0);
  });

  it("expiry hours 0: nothing expires", async () => {
    const old = await book();
    await makeOld(old.id);
    await setExpiryHours(0);
    expect(await expireBookings({ ctx: ctx(), effects: bookingEffects })).toBe(0);
    const data = await getBooking(old.id);
    expect(data.status).toBe("pending");
    expect(data.expires_at).toBeNull();
  });

  it("two sweeps at once cancel each booking once", async () => {
    const old = [await book(), await book(), await book()];
    for (const b of old) await makeOld(b.id);
    await setExpiryHours(1);
    const [a, b] = await Promise.all([
      expireBookings({ ctx: ctx(), effects: bookingEffects }),
      expireBookings({ ctx: ctx(), effects: bookingEffects }),
    ]);
    // The three above and the one left by the previous test (0 hours then).
    expect(a + b).toBe(4);
    for (const booking of old) {
      const events = await statusEvents(booking.id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ fromStatus: "pending", toStatus: "canceled", actorId: null });
      expect(await mailsFor("booking_expired", booking.code)).toHaveLength(1);
    }
    await setExpiryHours(48);
  });
});

describe("PUT /api/booking/{id} (admin edit)", () => {
  let id: string;
  let guests: GuestInput[];
  const timeId = () => pkg.departures[1].id;
  const edit = (body: Record<string, unknown>, token = admin, bookingId = id) =>
    t.app.inject({ method: "PUT", url: `/api/booking/${bookingId}?lang=en`, headers: bearer(token), payload: body });

  beforeAll(async () => {
    guests = [guest({ full_name: "Ahmad Fauzi" }), guest({ full_name: "Siti Aminah" })];
    const b = await book({ pax: 2, guests }, timeId());
    id = b.id;
  });

  it("changes the booking name and special request: history 'edited' with the changes", async () => {
    const res = await edit({
      booking_name: "Keluarga Fauzi",
      special_request: "Wheelchair at the airport",
      guests,
      reason: "Asked by phone",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("The booking has been updated.");
    const data = res.json().data;
    expect(data).toMatchObject({
      booking_name: "Keluarga Fauzi",
      special_request: "Wheelchair at the airport",
      pax: 2,
      total: 20_000_000,
    });
    expect(data.history.at(-1)).toMatchObject({
      kind: "edited",
      actor: { id: adminId },
      reason: "Asked by phone",
      changes: {
        booking_name: ["Budi Santoso", "Keluarga Fauzi"],
        special_request: [null, "Wheelchair at the airport"],
      },
    });
    expect(Object.keys(data.history.at(-1).changes).sort()).toEqual(["booking_name", "special_request"]);
  });

  it("adds a guest: pax 3, total re-quoted, the seat is taken, history has pax and total", async () => {
    expect(await seatsLeft(timeId())).toBe(2);
    guests = [...guests, guest({ full_name: "Umar Fauzi" })];
    const res = await edit({ booking_name: "Keluarga Fauzi", special_request: "Wheelchair at the airport", guests });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      pax: 3,
      unit_price: 10_000_000,
      subtotal: 30_000_000,
      total: 30_000_000,
      remaining: 30_000_000,
      min_first_payment: 9_000_000,
    });
    expect(data.guests.map((g: { full_name: string }) => g.full_name)).toEqual([
      "Ahmad Fauzi",
      "Siti Aminah",
      "Umar Fauzi",
    ]);
    const changes = data.history.at(-1).changes;
    expect(changes).toMatchObject({ pax: [2, 3], total: [20_000_000, 30_000_000] });
    expect(changes.guests).toEqual(["Ahmad Fauzi, Siti Aminah", "Ahmad Fauzi, Siti Aminah, Umar Fauzi"]);
    expect(await seatsLeft(timeId())).toBe(1);
  });

  it("refuses more guests than seats (422) and keeps the booking as it was", async () => {
    const res = await edit({
      booking_name: "Keluarga Fauzi",
      guests: [...guests, guest(), guest()],
    });
    expect(res.statusCode).toBe(422);
    const data = await getBooking(id);
    expect(data).toMatchObject({ pax: 3, total: 30_000_000, special_request: "Wheelchair at the airport" });
    expect(data.guests).toHaveLength(3);
    expect(await seatsLeft(timeId())).toBe(1);
  });

  it("a guest added to a paid booking reopens the balance: processing, and the customer can pay it", async () => {
    const b = await book({ payment_type: "full" }, pkg.departures[0].id);
    const paid = await pay(b.id, b.total);
    expect((await review(paid.json().data.id, "confirm")).statusCode).toBe(200);
    expect((await getBooking(b.id)).status).toBe("paid");
    const two = [guest({ full_name: "Lead" }), guest({ full_name: "Added" })];
    const res = await edit({ booking_name: "Lead", guests: two, reason: "Spouse joins" }, admin, b.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: "processing", pax: 2, paid_total: b.total });
    expect(data.remaining).toBe(data.total - b.total);
    expect(data.next_payment).toEqual({ min: 1, max: data.remaining, first: false });
    expect(data.history.at(-1)).toMatchObject({ kind: "status", from_status: "paid", to_status: "processing" });
  });

  it("a name-only edit keeps the status the admin chose", async () => {
    const b = await book({ payment_type: "full" }, pkg.departures[0].id);
    const paid = await pay(b.id, b.total);
    expect((await review(paid.json().data.id, "confirm")).statusCode).toBe(200);
    expect((await putStatus(b.id, "pending", "Documents missing")).statusCode).toBe(200);
    const res = await edit({ booking_name: "Renamed", guests: [guest()] }, admin, b.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe("pending");
  });

  it("an admin may attach a visa scan they uploaded; it becomes the customer's, who can open it", async () => {
    const b = await book({}, pkg.departures[0].id);
    const scan = await uploadDocument(t.app, admin);
    const res = await edit(
      { booking_name: "With visa", guests: [guest({ visa: "upload", visa_file_id: scan })] },
      admin,
      b.id,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.guests[0].visa_file_url).toBe(`/api/file/${scan}`);
    const asOwner = await t.app.inject({ method: "GET", url: `/api/file/${scan}`, headers: bearer(customer) });
    expect(asOwner.statusCode).toBe(200);
  });

  it("is refused to the customer (403) and on a cancelled booking (409)", async () => {
    const asCustomer = await edit({ booking_name: "Mine", guests }, customer);
    expect(asCustomer.statusCode).toBe(403);
    expect((await getBooking(id)).booking_name).toBe("Keluarga Fauzi");

    const other = await book({}, pkg.departures[0].id);
    expect((await cancel(other.id)).statusCode).toBe(200);
    const res = await edit({ booking_name: "Too late", guests: [guest()] }, admin, other.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "A booking in this status cannot be changed." });
  });
});

describe("set paid records the money (decision 013)", () => {
  let settle: TourPackage;
  beforeAll(async () => {
    // A package of its own, so that the report's totals below are these bookings' only.
    settle = await depositPackage(t.db, { maxPax: 10 });
  });
  const bookSettle = async (over: Record<string, unknown> = {}) => {
    const res = await postBooking(t.app, customer, checkoutBody(settle.id, settle.departures[0].id, over));
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: string; code: string; total: number };
  };
  const paymentsOf = (bookingId: string) => t.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  const report = async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/report/booking?lang=en&status=all&limit=100&tour_id=${settle.id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      totals: { total: number; paid: number; outstanding: number };
      data: { code: string; paid: number; remaining: number }[];
    };
  };

  it("records the balance as one confirmed manual payment by the admin, in the history, the mail and the report", async () => {
    const b = await bookSettle({ payment_type: "deposit" });
    const first = await pay(b.id, 3_000_000);
    expect((await review(first.json().data.id, "confirm")).json().data.status).toBe("processing");
    const mailsBefore = (await mailsFor("booking_payment_confirmed", b.code)).length;

    const res = await putStatus(b.id, "paid", "Paid in cash at the Jakarta office");
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: "paid", total: 10_000_000, paid_total: 10_000_000, remaining: 0 });
    const settled = data.payments.filter((p: { method: string; amount: number }) => p.amount === 7_000_000);
    expect(settled).toHaveLength(1);
    expect(settled[0]).toMatchObject({
      method: "manual",
      status: "confirmed",
      reviewed_by: { id: adminId },
      note: "Paid in cash at the Jakarta office",
      proof_file_id: null,
      bank_account_id: null,
    });
    expect(data.history.slice(-2)).toMatchObject([
      { kind: "payment_confirmed", amount: 7_000_000, actor: { id: adminId }, payment_id: settled[0].id },
      { kind: "status", from_status: "processing", to_status: "paid", actor: { id: adminId } },
    ]);
    expect(await mailsFor("booking_payment_confirmed", b.code)).toHaveLength(mailsBefore + 1);
    // The customer sees the same money.
    expect(await getBooking(b.id, customer)).toMatchObject({ paid_total: 10_000_000, remaining: 0 });

    const r = await report();
    expect(r.data.find((row) => row.code === b.code)).toMatchObject({ paid: 10_000_000, remaining: 0 });
    expect(r.totals.outstanding).toBe(r.totals.total - r.totals.paid);
  });

  it("without a reason the note says where the money came from; nothing owed records nothing", async () => {
    const b = await bookSettle({ payment_type: "full" });
    const res = await putStatus(b.id, "paid");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payments).toMatchObject([
      {
        amount: b.total,
        method: "manual",
        status: "confirmed",
        note: "Balance recorded as received when staff set the booking paid.",
      },
    ]);
    // Back to pending and paid again: the money is in already, so no second payment.
    expect((await putStatus(b.id, "pending")).statusCode).toBe(200);
    const again = await putStatus(b.id, "paid");
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: "paid", paid_total: b.total, remaining: 0 });
    expect(await paymentsOf(b.id)).toHaveLength(1);
  });

  it("is refused (409) while a payment awaits review, and changes nothing", async () => {
    const b = await bookSettle({ payment_type: "full" });
    expect((await pay(b.id, b.total)).statusCode).toBe(201);
    const res = await putStatus(b.id, "paid");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "A payment is awaiting review: confirm or reject it before setting the booking paid.",
    });
    expect(await getBooking(b.id)).toMatchObject({ status: "pending", paid_total: 0 });
    expect(await paymentsOf(b.id)).toMatchObject([{ status: "pending" }]);
    expect(await statusEvents(b.id)).toHaveLength(0);
  });

  it("two set-paid at once record the balance once", async () => {
    const b = await bookSettle({ payment_type: "full" });
    const answers = await Promise.all([putStatus(b.id, "paid"), putStatus(b.id, "paid")]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await paymentsOf(b.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: b.total, status: "confirmed", method: "manual" });
    expect(await getBooking(b.id)).toMatchObject({ status: "paid", paid_total: b.total, remaining: 0 });
  });

  it("processed settles a paid booking that never recorded its money (set paid before this rule)", async () => {
    const b = await bookSettle({ payment_type: "full" });
    await setStatus(b.id, "paid");
    const res = await putStatus(b.id, "processed");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "processed", paid_total: b.total, remaining: 0 });
    expect(await paymentsOf(b.id)).toMatchObject([
      {
        amount: b.total,
        status: "confirmed",
        note: "Balance recorded as received when staff marked the booking processed.",
      },
    ]);
    const r = await report();
    expect(r.data.find((row) => row.code === b.code)).toMatchObject({ paid: b.total, remaining: 0 });
    expect(r.totals.outstanding).toBe(r.totals.total - r.totals.paid);
  });
});

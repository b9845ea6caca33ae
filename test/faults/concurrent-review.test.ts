/**
 * Duplicate and concurrent submissions give one consistent result (issue 7, "Faults"), with real
 * concurrent requests on one app (on PostgreSQL they run on several connections at once; on
 * PGlite they interleave between transactions): the same payment submitted at once, confirm vs
 * reject of one payment, payments and confirmations racing the expiry sweeper, two admins
 * changing one booking's status. Concurrent checkouts are proven in
 * app/modules/booking/.server/seats.concurrency.test.ts and seats.multiprocess.test.ts.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingEvents, bookings, outbox, payments, settings } from "#db/schema";
import { expireBookings } from "#app/modules/booking/.server/expire-bookings";
import type { Ctx } from "#app/shared/context";
import { createPackage, createSetting, createUser } from "#test/factories";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, postBooking, uploadDocument } from "#test/factories/booking";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";
import { bookingEffects } from "#test/setup/booking-effects";

// The API's own refusals are in errors_server.json (app/shared/i18n/config.ts).
const errors = JSON.parse(fs.readFileSync("app/locales/en/errors_server.json", "utf8")) as Record<string, string>;

let t: TestApp;
let customer: string;
let admins: string[];
let bankId: number;
let proofId: string;
let pkg: Awaited<ReturnType<typeof createPackage>>;

const today = () => new Date().toISOString().slice(0, 10);
const sysCtx = (): Ctx => ({ db: t.db, actor: null, locale: "en", requestId: "sweeper", now: () => new Date() });

function pay(bookingId: string, amount: number, key?: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/booking/${bookingId}/payment?lang=en`,
    headers: { ...bearer(customer), ...(key ? { "idempotency-key": key } : {}) },
    payload: {
      amount,
      method: "manual",
      bank_account_id: bankId,
      proof_file_id: proofId,
      payer_name: "Siti Aminah",
      payment_date: today(),
    },
  });
}

const review = (admin: string, paymentId: number, action: "confirm" | "reject") =>
  t.app.inject({
    method: "POST",
    url: `/api/payment/${paymentId}/${action}?lang=en`,
    headers: bearer(admin),
    payload: action === "reject" ? { reason: "The transfer did not arrive" } : {},
  });

const putStatus = (admin: string, id: string, status: string) =>
  t.app.inject({
    method: "PUT",
    url: `/api/booking/${id}/status?lang=en`,
    headers: bearer(admin),
    payload: { status, reason: null },
  });

async function book(pax = 1) {
  const res = await postBooking(t.app, customer, checkoutBody(pkg.id, pkg.departures[0].id, { pax }));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; code: string; total: number };
}

async function bookAndPay() {
  const b = await book();
  const p = await pay(b.id, b.total);
  expect(p.statusCode).toBe(201);
  return { ...b, paymentId: p.json().data.id as number };
}

const row = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const paymentsOf = (id: string) => t.db.select().from(payments).where(eq(payments.bookingId, id));
const eventsOf = (id: string) => t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
const mailsOf = async (kind: string, code: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.kind, kind))).filter((m) => m.text.includes(code));
const setExpiryHours = (hours: number) =>
  t.db.update(settings).set({ bookingExpiryHours: hours }).where(eq(settings.id, 1));
const makeOld = (ids: string[]) =>
  t.db
    .update(bookings)
    .set({ createdAt: new Date(Date.now() - 3 * 3_600_000) })
    .where(inArray(bookings.id, ids));

/** Money and status agree: paid total is the sum of confirmed payments; a cancelled booking by expiry has none. */
async function expectConsistent(id: string) {
  const b = await row(id);
  const ps = await paymentsOf(id);
  const confirmed = ps.filter((p) => p.status === "confirmed").reduce((s, p) => s + p.amount, 0);
  expect(b.paidTotal).toBe(confirmed);
  if (b.status === "paid") expect(confirmed).toBe(b.total);
  if (b.status === "pending") expect(confirmed).toBe(0);
  return { booking: b, payments: ps };
}

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  bankId = (await createBankAccount(t.db)).id;
  const c = await createUser(t.db, { role: "customer", password: "Cust12345" });
  const a1 = await createUser(t.db, { role: "admin", password: "Admin12345" });
  const a2 = await createUser(t.db, { role: "admin", password: "Admin12345" });
  customer = await loginAs(t.app, c.username, "Cust12345");
  admins = [await loginAs(t.app, a1.username, "Admin12345"), await loginAs(t.app, a2.username, "Admin12345")];
  proofId = await uploadDocument(t.app, customer);
  pkg = await createPackage(t.db, {
    basePrice: 10_000_000,
    minPayment: 3_000_000,
    minPax: 1,
    maxPax: 4,
    cardPaymentLink: null,
    departures: [{ capacity: 500 }],
  });
}, 60_000);
afterAll(async () => t?.close());

describe("the same payment submitted at once", () => {
  it("with one idempotency key: one payment, and every answer names it", async () => {
    const b = await book();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => pay(b.id, b.total, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    const ids = new Set(answers.map((a) => a.json().data.id));
    expect(ids.size).toBe(1);
    const rows = await paymentsOf(b.id);
    expect(rows.map((p) => p.id)).toEqual([...ids]);
    expect((await eventsOf(b.id)).filter((e) => e.kind === "payment_submitted")).toHaveLength(1);
    expect(await mailsOf("booking_payment_received", b.code)).toHaveLength(admins.length);
  });

  it("with different keys, each for the whole amount: exactly one is taken, the rest refused", async () => {
    const b = await book(2);
    const answers = await Promise.all(Array.from({ length: 8 }, () => pay(b.id, b.total, randomUUID())));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    // Nothing left to pay (409), or above what is still open (422): never a 5xx.
    for (const a of answers.filter((x) => x.statusCode !== 201)) {
      expect([409, 422], a.body).toContain(a.statusCode);
      expect(a.json().message).toBeTruthy();
    }
    const rows = await paymentsOf(b.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: b.total, status: "pending" });
  });
});

describe("confirm and reject of one payment at the same time", () => {
  it("one wins, the other gets 409, and the booking follows the winner", async () => {
    const cases = [];
    for (let i = 0; i < 6; i++) cases.push(await bookAndPay());
    // Two admins at once, one confirming and one rejecting; the order varies between pairs.
    const answers = await Promise.all(
      cases.map((c, i) =>
        Promise.all(
          i % 2
            ? [review(admins[0], c.paymentId, "confirm"), review(admins[1], c.paymentId, "reject")]
            : [review(admins[1], c.paymentId, "reject"), review(admins[0], c.paymentId, "confirm")].reverse(),
        ),
      ),
    );
    const winners = new Set<string>();
    for (const [i, c] of cases.entries()) {
      const [confirm, reject] = answers[i];
      expect([confirm.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      const loser = confirm.statusCode === 409 ? confirm : reject;
      expect(loser.json().message).toBe(errors.payment_already_reviewed);
      const confirmed = confirm.statusCode === 200;
      winners.add(confirmed ? "confirm" : "reject");

      const { booking, payments: all } = await expectConsistent(c.id);
      // A rejected transfer gives the booking its next exact amount to transfer (decision 058);
      // a confirmed one leaves nothing to pay.
      const ps = all.filter((p) => p.status !== "issued");
      expect(ps).toHaveLength(1);
      expect(ps[0].status).toBe(confirmed ? "confirmed" : "rejected");
      expect(all.filter((p) => p.status === "issued")).toHaveLength(confirmed ? 0 : 1);
      expect(booking).toMatchObject(
        confirmed ? { status: "paid", paidTotal: c.total } : { status: "pending", paidTotal: 0 },
      );
      // The winner's answer shows the booking as stored.
      expect((confirmed ? confirm : reject).json().data).toMatchObject({
        status: booking.status,
        paid_total: booking.paidTotal,
      });
      const reviews = (await eventsOf(c.id)).filter(
        (e) => e.kind === "payment_confirmed" || e.kind === "payment_rejected",
      );
      expect(reviews.map((e) => e.kind)).toEqual([confirmed ? "payment_confirmed" : "payment_rejected"]);
      expect(await mailsOf("booking_payment_confirmed", c.code)).toHaveLength(confirmed ? 1 : 0);
      expect(await mailsOf("booking_payment_rejected", c.code)).toHaveLength(confirmed ? 0 : 1);
    }
    expect(winners.size).toBeGreaterThan(0);
  });
});

describe("the expiry sweeper racing payments and reviews", () => {
  it("a payment submitted while the sweeper runs: paid and kept, or refused on a cancelled booking", async () => {
    const list = [];
    for (let i = 0; i < 8; i++) list.push(await book());
    await makeOld(list.map((b) => b.id));
    await setExpiryHours(1);
    try {
      const [answers, ...sweeps] = await Promise.all([
        Promise.all(list.map((b) => pay(b.id, b.total, randomUUID()))),
        expireBookings({ ctx: sysCtx(), effects: bookingEffects }),
        expireBookings({ ctx: sysCtx(), effects: bookingEffects }),
      ]);
      let canceled = 0;
      for (const [i, b] of list.entries()) {
        const { booking, payments: ps } = await expectConsistent(b.id);
        if (answers[i].statusCode === 201) {
          expect(booking.status).toBe("pending");
          expect(ps.map((p) => p.status)).toEqual(["pending"]);
        } else {
          expect(answers[i].statusCode).toBe(409);
          expect(answers[i].json().message).toBe(errors.booking_canceled);
          expect(booking.status).toBe("canceled");
          expect(ps).toEqual([]);
          canceled++;
        }
        expect(await mailsOf("booking_expired", b.code)).toHaveLength(booking.status === "canceled" ? 1 : 0);
      }
      expect(sweeps[0] + sweeps[1]).toBe(canceled);
    } finally {
      await setExpiryHours(48);
    }
  });

  it("confirm or reject while the sweeper runs: a confirmed payment never ends on a cancelled booking", async () => {
    const list = [];
    for (let i = 0; i < 8; i++) list.push(await bookAndPay());
    await makeOld(list.map((b) => b.id));
    await setExpiryHours(1);
    try {
      const [answers] = await Promise.all([
        Promise.all(list.map((b, i) => review(admins[i % 2], b.paymentId, i % 2 ? "reject" : "confirm"))),
        expireBookings({ ctx: sysCtx(), effects: bookingEffects }),
        expireBookings({ ctx: sysCtx(), effects: bookingEffects }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual(Array(list.length).fill(200));
      // A rejected one is unpaid again: the sweeper may take it now, or on its next round.
      await expireBookings({ ctx: sysCtx(), effects: bookingEffects });
      for (const [i, b] of list.entries()) {
        const { booking, payments: ps } = await expectConsistent(b.id);
        if (i % 2) {
          expect(ps.map((p) => p.status)).toEqual(["rejected"]);
          expect(booking.status).toBe("canceled");
        } else {
          expect(ps.map((p) => p.status)).toEqual(["confirmed"]);
          expect(booking).toMatchObject({ status: "paid", paidTotal: b.total });
        }
      }
    } finally {
      await setExpiryHours(48);
    }
  });
});

describe("two admins changing one booking's status at once", () => {
  it("every accepted change follows the one before it; the refused one changes nothing", async () => {
    const pairs: [string, string][] = [
      ["paid", "canceled"],
      ["canceled", "paid"],
      ["paid", "paid"],
      ["canceled", "canceled"],
    ];
    const list = [];
    for (let i = 0; i < pairs.length * 2; i++) list.push(await book());
    const answers = await Promise.all(
      list.map((b, i) => {
        const [x, y] = pairs[i % pairs.length];
        return Promise.all([putStatus(admins[0], b.id, x), putStatus(admins[1], b.id, y)]);
      }),
    );
    for (const [i, b] of list.entries()) {
      const [x, y] = pairs[i % pairs.length];
      const codes = answers[i].map((a) => a.statusCode);
      for (const a of answers[i]) expect([200, 409], a.body).toContain(a.statusCode);
      // The same move twice: one does it, the other is refused (no move to the same status).
      if (x === y) expect(codes.sort()).toEqual([200, 409]);
      const moves = (await eventsOf(b.id)).filter((e) => e.kind === "status").sort((p, q) => p.id - q.id);
      expect(moves).toHaveLength(codes.filter((c) => c === 200).length);
      let status = "pending";
      for (const m of moves) {
        expect(m.fromStatus).toBe(status);
        status = m.toStatus ?? "";
      }
      expect((await row(b.id)).status).toBe(status);
      for (const a of answers[i].filter((r) => r.statusCode === 409))
        expect(a.json().message).toMatch(/^The status cannot change from /);
      // The customer is told once when it is cancelled.
      expect(await mailsOf("booking_canceled", b.code)).toHaveLength(status === "canceled" ? 1 : 0);
    }
  });
});

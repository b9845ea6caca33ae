import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, payments, refunds } from "#db/schema";
import { checkoutBody, postBooking } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import type { TourPackage } from "#test/setup/booking-api";
import { type SavingsApp, savingsApp } from "#test/setup/savings-api";

/**
 * Money written on a plan while it closes or converts (docs/product.md §Savings plans): a counter
 * deposit and the customer's "I have transferred" lock the plan's row as a review does, so they
 * run wholly before or after the closure or conversion; real concurrent requests, both engines.
 */
let t: TestApp;
let customer: string;
let owner: string;
let finance: string;
let sales: string;
let pkg: TourPackage;
let call: SavingsApp["call"];
let open: SavingsApp["open"];

beforeAll(async () => {
  ({ t, customer, owner, finance, sales, pkg, call, open } = await savingsApp());
});
afterAll(async () => t.close());
const counter = (planId: number, amount: number) =>
  call("POST", `/api/savings/${planId}/counter-deposit?lang=en`, sales, {
    amount,
    method: "cash",
    payment_date: "2026-01-01",
    payer_name: "Budi",
  });
/** An open plan with 2,500,000 confirmed. */
const fundedPlan = async () => {
  const plan = await open();
  const rec = await counter(plan.id, 2_500_000);
  const ok = await call(
    "POST",
    `/api/savings/${plan.id}/deposits/${rec.json().data.deposits[0].id}/confirm`,
    finance,
    {},
  );
  expect(ok.statusCode, ok.body).toBe(200);
  return plan;
};
const depositsOf = (planId: number) => t.db.select().from(payments).where(eq(payments.savingsPlanId, planId));
/**
 * Both requests at once, sent in the one order or the other by round, the second a few
 * milliseconds later in some rounds, so each interleaving gets its chance on both engines.
 */
const race = async <A, B>(round: number, a: () => Promise<A>, b: () => Promise<B>): Promise<[A, B]> => {
  const later = <T>(f: () => Promise<T>, ms: number) => new Promise<void>((r) => setTimeout(r, ms)).then(f);
  if (round % 4 === 0) return Promise.all([a(), b()]);
  return Promise.all([later(a, [0, 0, 5, 15][round % 4]), b()]);
};
const close = (planId: number) =>
  call("POST", `/api/savings/${planId}/close?lang=en`, owner, { reason: "Batal", admin_fee: 0 });

describe("a counter deposit racing the plan's closure or conversion", () => {
  it("vs the closure: the deposit is refused (409), or it came first and refuses the closure (pending); never money on a closed plan", async () => {
    for (let round = 0; round < 8; round++) {
      const plan = await fundedPlan();
      const [dep, closed] = await race(
        round,
        () => counter(plan.id, 1_000_000),
        () => close(plan.id),
      );
      const rows = await depositsOf(plan.id);
      const owed = await t.db.select().from(refunds).where(eq(refunds.savingsPlanId, plan.id));
      if (closed.statusCode === 200) {
        expect(dep.statusCode, dep.body).toBe(409);
        expect(dep.json().message).toBe("This savings plan is no longer open.");
        // Only the confirmed deposit, refunded whole.
        expect(rows).toHaveLength(1);
        expect(owed.map((r) => r.amount)).toEqual([2_500_000]);
      } else {
        expect(closed.statusCode, closed.body).toBe(409);
        expect(dep.statusCode, dep.body).toBe(201);
        expect(rows.map((r) => r.status).sort()).toEqual(["confirmed", "pending"]);
        expect(owed).toEqual([]);
      }
    }
  });

  it("vs the conversion: the deposit is refused (409), or it came first and is the booking's; never left on a converted plan", async () => {
    for (let round = 0; round < 8; round++) {
      const plan = await fundedPlan();
      const booked = await postBooking(t.app, customer, checkoutBody(pkg.id, pkg.departures[0].id));
      expect(booked.statusCode, booked.body).toBe(201);
      const bookingId = booked.json().data.id as string;
      const [dep, converted] = await race(
        round,
        () => counter(plan.id, 1_000_000),
        () => call("POST", `/api/savings/${plan.id}/convert?lang=en`, customer, { booking_id: bookingId }),
      );
      expect(converted.statusCode, converted.body).toBe(200);
      const rows = await depositsOf(plan.id);
      // Every deposit of the plan is the booking's: none recorded after the money moved.
      expect(rows.every((r) => r.bookingId === bookingId)).toBe(true);
      if (dep.statusCode === 201) expect(rows).toHaveLength(2);
      else {
        expect(dep.statusCode, dep.body).toBe(409);
        expect(rows).toHaveLength(1);
      }
      const [b] = await t.db.select({ p: bookings.paidTotal }).from(bookings).where(eq(bookings.id, bookingId));
      expect(b.p).toBe(2_500_000);
    }
  });
});

describe("the customer's 'I have transferred' racing the closure", () => {
  it("told first, the closure waits for its review (409); closed first, the telling is 409; never a told transfer on a closed plan", async () => {
    for (let round = 0; round < 8; round++) {
      const plan = await fundedPlan();
      const issued = (await call("POST", `/api/savings/${plan.id}/transfer`, customer, {})).json().data.deposit;
      const [told, closed] = await race(
        round,
        () =>
          call("POST", `/api/savings/${plan.id}/deposits/${issued.id}/paid?lang=en`, customer, {
            payer_name: "Budi",
            payment_date: "2026-01-02",
          }),
        () => close(plan.id),
      );
      const rows = await depositsOf(plan.id);
      if (closed.statusCode === 200) {
        expect(told.statusCode, told.body).toBe(409);
        expect(rows.map((r) => r.status)).toEqual(["confirmed"]);
      } else {
        expect(closed.statusCode, closed.body).toBe(409);
        expect(told.statusCode, told.body).toBe(200);
        expect(rows.map((r) => r.status).sort()).toEqual(["confirmed", "pending"]);
      }
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "#db/schema";
import { createBooking, createPackage, createSetting, createUser } from "#test/factories";
import { bearer } from "#test/factories/booking";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";

// Each booking and payment is a safe integer, but the dashboard's sums over them pass 2^53 minor
// units (90 trillion rupiah): GET /api/dashboard still answers, with integer figures equal to the
// sums (these ones are exact as doubles) instead of failing its response validation with a 500.
const EACH = 4_000_000_000_000_000; // 4e15 minor units, below Number.MAX_SAFE_INTEGER (9.007e15)
const N = 3;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  const a = await createUser(t.db, { role: "admin", password: "Admin12345" });
  const c = await createUser(t.db, { role: "customer" });
  admin = await loginAs(t.app, a.username, "Admin12345");
  const pkg = await createPackage(t.db, {
    departures: [{ startDate: "2099-01-01", endDate: "2099-01-10", capacity: 100 }],
  });
  const paidIds: string[] = [];
  for (let i = 0; i < N; i++) {
    // Waiting for money: counted in "outstanding".
    await createBooking(t.db, c.id, {
      packageId: pkg.id,
      departureId: pkg.departures[0].id,
      currency: "IDR",
      status: "pending",
      total: EACH,
    });
    const paid = await createBooking(t.db, c.id, {
      packageId: pkg.id,
      departureId: pkg.departures[0].id,
      currency: "IDR",
      status: "paid",
      total: EACH,
      paidTotal: EACH,
    });
    paidIds.push(paid.id);
  }
  const payment = (bookingId: string, status: "confirmed" | "pending") => ({
    bookingId,
    amount: EACH,
    method: "manual" as const,
    payerName: "Payer",
    paymentDate: new Date().toISOString().slice(0, 10),
    status,
    reviewedAt: status === "confirmed" ? new Date() : null,
  });
  await t.db
    .insert(payments)
    .values([...paidIds.map((id) => payment(id, "confirmed")), ...paidIds.map((id) => payment(id, "pending"))]);
});
afterAll(async () => t?.close());

describe("GET /api/dashboard: money sums past 2^53 minor units", () => {
  it("answers 200 with the sums as integers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/dashboard?lang=en", headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    const total = N * EACH;
    expect(total).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(d.outstanding).toEqual({ amount: total, bookings: N });
    expect(d.revenue.current).toBe(total);
    expect(d.awaiting_review).toEqual({ amount: total, payments: N });
    for (const v of [d.outstanding.amount, d.revenue.current, d.awaiting_review.amount])
      expect(Number.isInteger(v)).toBe(true);
  });
});

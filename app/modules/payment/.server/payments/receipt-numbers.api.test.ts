import { randomUUID } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { branches, receipts } from "#db/schema";
import { bearer, checkoutBody, postBooking } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, day, depositPackage, type TourPackage } from "#test/setup/booking-api";
import { signInAdmin } from "#test/setup/sessions";

/* Receipt numbers (docs/product.md §Receipts): one per confirmed payment, a series per branch and year, no gaps. */

let t: TestApp;
let pkg: TourPackage;
let bandung: number;
let cashier: string;
let finance: string;
let customerId: number;

beforeAll(async () => {
  ({ t } = await bookingApp());
  pkg = await depositPackage(t.db, { capacity: 200 });
  [{ id: bandung }] = await t.db
    .insert(branches)
    .values([{ name: { id: "Cabang Bandung" } }])
    .returning();
  cashier = (await signInAdmin(t, { staffRole: "sales", branchId: bandung })).token;
  finance = (await signInAdmin(t, { staffRole: "finance", branchId: null })).token;
  const res = await post(cashier, "/api/customer", { name: "Siti Rahmah", phone: "+62 812 3456 7890" });
  customerId = res.json().data.id;
});
afterAll(async () => t?.close());

function post(token: string, url: string, payload: unknown = {}, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url, headers: { ...bearer(token), ...headers }, payload: payload as object });
}

/**
 * A counter booking of the Bandung branch (10,000,000) with `count` cash payments waiting for
 * finance: the 3,000,000 deposit, then 1,000,000 each.
 */
async function waitingCash(count = 1): Promise<number[]> {
  const booked = await postBooking(
    t.app,
    cashier,
    checkoutBody(pkg.id, pkg.departures[0].id, { payment_type: "deposit", customer_id: customerId }),
  );
  expect(booked.statusCode, booked.body).toBe(201);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const paid = await post(
      cashier,
      `/api/booking/${booked.json().data.id}/counter-payment`,
      { amount: i === 0 ? 3_000_000 : 1_000_000, method: "cash", payment_date: day(0), payer_name: "Siti Rahmah" },
      { "idempotency-key": randomUUID() },
    );
    expect(paid.statusCode, paid.body).toBe(201);
    ids.push(paid.json().data.id);
  }
  return ids;
}

describe("receipt numbers", () => {
  it("gives 50 payments confirmed at once the numbers 1 to 50 of their branch's series, each once", async () => {
    // Ten bookings of five payments: confirmations wait for their booking's lock and for the series.
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push(...(await waitingCash(5)));
    const answers = await Promise.all(ids.map((id) => post(finance, `/api/payment/${id}/confirm`)));
    expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 200));
    const rows = await t.db.select().from(receipts).where(inArray(receipts.paymentId, ids)).orderBy(asc(receipts.seq));
    expect(rows).toHaveLength(50);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.paymentId)).size).toBe(50);
    const year = new Date().getUTCFullYear();
    expect(rows[0].number).toMatch(new RegExp(`^KW-(${year}|${year + 1})-${String(bandung).padStart(2, "0")}-000001$`));
    expect(rows.every((r) => r.branchId === bandung)).toBe(true);
  }, 180_000);

  it("gives a refused confirmation's number back: the next one takes it", async () => {
    const [id] = await waitingCash();
    // The recorder's own confirmation is refused after nothing was numbered.
    const cashierOwner = await signInAdmin(t, { staffRole: "owner", branchId: bandung });
    const booked = await postBooking(
      t.app,
      cashierOwner.token,
      checkoutBody(pkg.id, pkg.departures[0].id, { payment_type: "deposit", customer_id: customerId }),
    );
    const own = await post(cashierOwner.token, `/api/booking/${booked.json().data.id}/counter-payment`, {
      amount: 3_000_000,
      method: "cash",
      payment_date: day(0),
      payer_name: "Siti Rahmah",
    });
    expect((await post(cashierOwner.token, `/api/payment/${own.json().data.id}/confirm`)).statusCode).toBe(409);
    expect((await post(finance, `/api/payment/${id}/confirm`)).statusCode).toBe(200);
    const [row] = await t.db.select().from(receipts).where(eq(receipts.paymentId, id));
    expect(row.seq).toBe(51);
  });
});

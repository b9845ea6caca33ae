import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "#db/schema";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, postBooking, uploadDocument } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, day, depositPackage, type TourPackage } from "#test/setup/booking-api";
import { signInAdmin } from "#test/setup/sessions";
import type { StaffRole } from "#app/shared/staff-access";

/*
 * Money under staff roles (docs/product.md §Staff roles and branches, decision 073): payments are
 * confirmed or rejected by payments_confirm (finance, the owner; never sales: maker-checker);
 * refunds, bank statements and the bank accounts are finance's too.
 */

let t: TestApp;
let customer: string;
let bankId: number;
let proofId: string;
let pkg: TourPackage;
const staff = {} as Record<Exclude<StaffRole, "owner">, string>;

const as = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

/** A booking of the customer's with one manual transfer awaiting review: the payment's id. */
async function pendingPayment(): Promise<number> {
  const booked = await postBooking(
    t.app,
    customer,
    checkoutBody(pkg.id, pkg.departures[0].id, { payment_type: "deposit" }),
  );
  expect(booked.statusCode, booked.body).toBe(201);
  const booking = booked.json().data as { id: string; min_first_payment: number };
  const paid = await as(customer, "POST", `/api/booking/${booking.id}/payment?lang=en`, {
    amount: booking.min_first_payment,
    method: "manual",
    bank_account_id: bankId,
    proof_file_id: proofId,
    payer_name: "Budi Santoso",
    payment_date: day(0),
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return paid.json().data.id as number;
}
const statusOf = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0].status;

beforeAll(async () => {
  ({ t, customer } = await bookingApp());
  for (const staffRole of ["finance", "operations", "sales"] as const)
    staff[staffRole] = (await signInAdmin(t, { staffRole })).token;
  bankId = (await createBankAccount(t.db)).id;
  proofId = await uploadDocument(t.app, customer);
  pkg = await depositPackage(t.db, { departures: [{ startDate: day(60), endDate: day(69), capacity: 30 }] });
});
afterAll(async () => t?.close());

describe("payments and staff roles", () => {
  it("sales (who record money) cannot confirm or reject a payment (403, it stays pending); finance confirms it", async () => {
    const id = await pendingPayment();
    for (const role of ["sales", "operations"] as const) {
      expect((await as(staff[role], "POST", `/api/payment/${id}/confirm`, {})).statusCode, role).toBe(403);
      const reject = await as(staff[role], "POST", `/api/payment/${id}/reject`, { reason: "Not in the statement" });
      expect(reject.statusCode, role).toBe(403);
    }
    expect(await statusOf(id)).toBe("pending");
    const res = await as(staff.finance, "POST", `/api/payment/${id}/confirm?lang=en`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(id)).toBe("confirmed");
  });

  it("the overdue list, refunds and bank statements are finance's: sales and operations get 403", async () => {
    for (const url of ["/api/booking/overdue", "/api/booking/count/overdue", "/api/refund", "/api/bank-statements"]) {
      for (const role of ["sales", "operations"] as const)
        expect((await as(staff[role], "GET", url)).statusCode, `${role} ${url}`).toBe(403);
      expect((await as(staff.finance, "GET", url)).statusCode, `finance ${url}`).toBe(200);
    }
  });

  it("bank accounts are written by the banks permission; the staff's all=true list too (others see the active ones)", async () => {
    const body = {
      bank_name: "Bank Negara Indonesia (BNI)",
      account_number: "0987654321",
      account_holder: "PT Amanah Tour & Travel",
      vendor: "bni",
      logo_image_id: null,
      is_active: false,
      sort_order: 5,
    };
    expect((await as(staff.sales, "POST", "/api/bank", body)).statusCode).toBe(403);
    const created = await as(staff.finance, "POST", "/api/bank", body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect((await as(staff.operations, "GET", `/api/bank/${id}`)).statusCode).toBe(403);
    expect((await as(staff.sales, "PUT", `/api/bank/${id}`, body)).statusCode).toBe(403);
    expect((await as(staff.sales, "DELETE", `/api/bank/${id}`)).statusCode).toBe(403);
    const ids = async (token: string) =>
      (await as(token, "GET", "/api/bank?all=true&limit=-1")).json().data.map((b: { id: number }) => b.id);
    expect(await ids(staff.sales)).not.toContain(id);
    expect(await ids(staff.finance)).toContain(id);
  });
});

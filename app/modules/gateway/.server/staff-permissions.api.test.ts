import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "#db/schema";
import { bearer, checkoutBody, postBooking } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, depositPackage, type TourPackage } from "#test/setup/booking-api";
import { signInAdmin } from "#test/setup/sessions";
import { createSandboxProvider } from "./providers/sandbox";

/*
 * The gateway's one staff path, asking the provider where an online payment stands and applying
 * it (a payment may be confirmed by it), is payments_confirm's (docs/product.md §Staff roles and
 * branches): sales and operations get 403, finance refreshes; the customer's own refresh is
 * unchanged.
 */

let t: TestApp;
let customer: string;
let pkg: TourPackage;
const staff: Record<"finance" | "operations" | "sales", string> = { finance: "", operations: "", sales: "" };

const post = (url: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url, headers: bearer(token), ...(payload ? { payload } : {}) });
const refresh = (paymentId: number, token: string) => post(`/api/payments/${paymentId}/refresh?lang=en`, token);
const statusOf = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0].status;

/** An online checkout of the customer's, approved at the sandbox but never notified: its payment id. */
async function approvedCheckout(): Promise<number> {
  const booked = await postBooking(
    t.app,
    customer,
    checkoutBody(pkg.id, pkg.departures[0].id, { payment_type: "deposit" }),
  );
  expect(booked.statusCode, booked.body).toBe(201);
  const res = await post(`/api/bookings/${booked.json().data.id}/online-payments?lang=en`, customer, {
    amount: 3_000_000,
    provider: "sandbox",
  });
  expect(res.statusCode, res.body).toBe(201);
  const checkoutId = (res.json().checkout_url as string).split("/").pop()!;
  createSandboxProvider({ dataDir: t.app.env.dataDir }).decide(checkoutId, true);
  return res.json().data.id as number;
}

beforeAll(async () => {
  ({ t, customer } = await bookingApp());
  for (const staffRole of ["finance", "operations", "sales"] as const)
    staff[staffRole] = (await signInAdmin(t, { staffRole })).token;
  pkg = await depositPackage(t.db, { capacity: 50 });
});
afterAll(async () => t?.close());

describe("online payments and staff roles", () => {
  it("sales and operations cannot refresh a payment from its provider (403, nothing applied); finance can", async () => {
    const id = await approvedCheckout();
    for (const role of ["sales", "operations"] as const)
      expect((await refresh(id, staff[role])).statusCode, role).toBe(403);
    expect(await statusOf(id)).toBe("pending");
    const res = await refresh(id, staff.finance);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe("confirmed");
  });

  it("the customer's own refresh is unchanged", async () => {
    const id = await approvedCheckout();
    const res = await refresh(id, customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe("confirmed");
  });
});

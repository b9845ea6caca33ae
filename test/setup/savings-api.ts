import { expect } from "vitest";
import { createBankAccount } from "#test/factories/bank";
import { bearer } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, depositPackage, type TourPackage } from "#test/setup/booking-api";
import { signInAdmin } from "#test/setup/sessions";

export interface SavingsApp {
  t: TestApp;
  customer: string;
  owner: string;
  finance: string;
  sales: string;
  /** A package with a deposit, to convert plans into bookings of. */
  pkg: TourPackage;
  call: (
    method: "GET" | "POST" | "PUT",
    url: string,
    token: string | null,
    payload?: unknown,
  ) => Promise<Awaited<ReturnType<TestApp["app"]["inject"]>>>;
  /** The customer opens a plan (Rp 30 jt over 12 months of Rp 2.5 jt unless `body` says otherwise). */
  open: (body?: Record<string, unknown>) => Promise<{ id: number; code: string }>;
}

/**
 * The savings plans' API tests' app (docs/product.md §Savings plans): the booking API's app with
 * its customer and owner, a finance and a sales clerk, a bank account for transfers, a package.
 */
export async function savingsApp(): Promise<SavingsApp> {
  const a = await bookingApp();
  const { t, customer } = a;
  const finance = (await signInAdmin(t, { staffRole: "finance" })).token;
  const sales = (await signInAdmin(t, { staffRole: "sales" })).token;
  await createBankAccount(t.db, { bankName: "BSI", accountNumber: "7001", accountHolder: "PT Umrah" });
  const pkg = await depositPackage(t.db);
  const call: SavingsApp["call"] = (method, url, token, payload) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as object });
  const open: SavingsApp["open"] = async (body = {}) => {
    const res = await call("POST", "/api/savings?lang=en", customer, {
      target_amount: 30_000_000,
      months: 12,
      monthly_amount: 2_500_000,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; code: string };
  };
  return { t, customer, owner: a.admin, finance, sales, pkg, call, open };
}

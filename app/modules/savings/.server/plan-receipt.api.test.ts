import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccounts, branches, receipts, users } from "#db/schema";
import { createBankAccount } from "#test/factories/bank";
import { bearer } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp } from "#test/setup/booking-api";
import { pdfText } from "#test/setup/pdf-text";
import { signInAdmin } from "#test/setup/sessions";

/* A savings plan deposit's receipt as a PDF (docs/product.md §Savings plans, §Receipts). */

let t: TestApp;
let customer: string;
let customerId: number;
let other: string;
let cashier: string;
let finance: string;
let clerkElsewhere: string;
let escrowId: number;

const call = (method: "GET" | "POST", url: string, token: string | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as object });

beforeAll(async () => {
  ({ t, customer, customerId, other } = await bookingApp({ other: true }));
  const [{ id: bandung }] = await t.db
    .insert(branches)
    .values({ name: { id: "Cabang Bandung", en: "Bandung branch" }, address: "Jl. Asia Afrika 8" })
    .returning({ id: branches.id });
  const [{ id: medan }] = await t.db
    .insert(branches)
    .values({ name: { id: "Medan" } })
    .returning({ id: branches.id });
  // The customer's plans are served by the Bandung branch.
  await t.db.update(users).set({ branchId: bandung }).where(eq(users.id, customerId));
  cashier = (await signInAdmin(t, { staffRole: "sales", branchId: bandung, name: "Rina Kasir" })).token;
  finance = (await signInAdmin(t, { staffRole: "finance", branchId: bandung })).token;
  clerkElsewhere = (await signInAdmin(t, { staffRole: "finance", branchId: medan })).token;
  escrowId = (
    await createBankAccount(t.db, {
      bankName: "BSI",
      accountNumber: "7001234567",
      accountHolder: "PT Umrah",
      isEscrow: true,
    })
  ).id;
});
afterAll(async () => {
  await t?.db.update(bankAccounts).set({ isEscrow: false });
  await t?.close();
});

/** The customer's plan (no package: an umrah savings plan), and a counter deposit of `amount` confirmed by finance. */
async function openPlan() {
  const res = await call("POST", "/api/savings?lang=en", customer, {
    target_amount: 30_000_000_00,
    months: 12,
    monthly_amount: 2_500_000_00,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; code: string };
}
async function deposit(planId: number, amount: number, how: Record<string, unknown> = { method: "cash" }) {
  const rec = await call("POST", `/api/savings/${planId}/counter-deposit?lang=en`, cashier, {
    amount,
    payment_date: "2026-01-02",
    payer_name: "Siti Rahmah",
    ...how,
  });
  expect(rec.statusCode, rec.body).toBe(201);
  const dep = (rec.json().data.deposits as { id: number; status: string }[]).find((d) => d.status === "pending")!;
  const ok = await call("POST", `/api/savings/${planId}/deposits/${dep.id}/confirm?lang=en`, finance, {});
  expect(ok.statusCode, ok.body).toBe(200);
  const confirmed = (ok.json().data.deposits as { id: number; receipt_number: string | null }[]).find(
    (d) => d.id === dep.id,
  )!;
  expect(confirmed.receipt_number).toMatch(/^KW-/);
  return { id: dep.id, number: confirmed.receipt_number! };
}
const download = (token: string | null, planId: number, paymentId: number, query = "") =>
  call("GET", `/api/savings/${planId}/payment/${paymentId}/receipt.pdf${query}`, token);

describe("a savings plan deposit's receipt as a PDF", () => {
  it("gives its customer the receipt naming the plan, the amount and the plan's balance after it; the next download is a copy", async () => {
    const plan = await openPlan();
    const first = await deposit(plan.id, 2_500_000_00);
    const second = await deposit(plan.id, 1_000_000_00);

    const res = await download(customer, plan.id, second.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(String(res.headers["content-disposition"])).toContain(`filename="${second.number}.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(second.number);
    expect(text).toContain("KWITANSI");
    expect(text).toContain("Sudah terima dari Siti Rahmah");
    expect(text).toContain("Uang sejumlah Satu Juta Rupiah");
    expect(text).toMatch(/Rp 1\.000\.000/);
    expect(text).toContain(`Tabungan umrah ${plan.code} (target Rp 30.000.000)`);
    // The plan's balance once this deposit counted: both deposits.
    expect(text).toMatch(/Saldo tabungan setelah setoran ini Rp 3\.500\.000/);
    expect(text).not.toContain("Pemesanan");
    expect(text).not.toContain("Sisa tagihan");
    expect(text).toContain("Cabang Bandung");
    expect(text).toContain("Rina Kasir");
    expect(text).not.toContain("SALINAN");

    // The first deposit's receipt: its own balance after it, in English.
    const earlier = pdfText((await download(customer, plan.id, first.id, "?lang=en")).rawPayload);
    expect(earlier).toContain(first.number);
    expect(earlier).toContain(`Savings plan ${plan.code}`);
    expect(earlier).toMatch(/Plan balance after this deposit IDR 2,500,000/);

    // The second print of the same receipt (branch staff's) says copy.
    const again = await download(cashier, plan.id, second.id);
    expect(again.statusCode, again.body).toBe(200);
    const copy = pdfText(again.rawPayload);
    expect(copy).toContain(second.number);
    expect(copy).toContain("SALINAN");
    const [row] = await t.db.select().from(receipts).where(eq(receipts.number, second.number));
    expect(row.printCount).toBe(2);
  });

  it("is nobody else's: another customer 404, a visitor 401, staff of another branch 404, another plan's deposit 404; nothing counted", async () => {
    const plan = await openPlan();
    const dep = await deposit(plan.id, 500_000_00);
    const otherPlan = await openPlan();
    const refused = await download(other, plan.id, dep.id);
    expect(refused.statusCode).toBe(404);
    expect(Object.keys(refused.json())).toEqual(["message"]);
    expect((await download(null, plan.id, dep.id)).statusCode).toBe(401);
    expect((await download(clerkElsewhere, plan.id, dep.id)).statusCode).toBe(404);
    expect((await download(customer, otherPlan.id, dep.id)).statusCode).toBe(404);
    // A deposit not confirmed has no receipt.
    const rec = await call("POST", `/api/savings/${plan.id}/counter-deposit?lang=en`, cashier, {
      amount: 100_000_00,
      method: "cash",
      payment_date: "2026-01-02",
      payer_name: "Siti Rahmah",
    });
    const waiting = (rec.json().data.deposits as { id: number; status: string }[]).find((d) => d.status === "pending")!;
    expect((await download(customer, plan.id, waiting.id)).statusCode).toBe(404);
    // The refusals counted nothing: branch staff's first print is the original.
    const staff = await download(finance, plan.id, dep.id);
    expect(staff.statusCode).toBe(200);
    expect(pdfText(staff.rawPayload)).not.toContain("SALINAN");
  });

  it("says the escrow account when the deposit went into it (an umrah savings plan)", async () => {
    const plan = await openPlan();
    const dep = await deposit(plan.id, 2_000_000_00, {
      method: "counter_transfer",
      reference: "TRF-881",
      bank_account_id: escrowId,
    });
    const text = pdfText((await download(customer, plan.id, dep.id)).rawPayload);
    expect(text).toContain("Dibayar ke rekening penampungan dana jemaah BSI 7001234567");
  });
});

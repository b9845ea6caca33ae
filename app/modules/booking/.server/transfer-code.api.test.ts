import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, payments } from "#db/schema";
import { createPackage, createSetting } from "#test/factories";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, postBooking } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";
import { isValidCode } from "#app/modules/booking/transfer.rules";
import { renderTransferMail } from "./transfer-mail";

let t: TestApp;
let customer: string;
let admin: string;
let bankId: number;
let pkg: Awaited<ReturnType<typeof createPackage>>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function book() {
  const res = await postBooking(t.app, customer, checkoutBody(pkg.id, pkg.departures[0].id, { payment_type: "full" }));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; code: string; total: number };
}

const transfer = (bookingId: string, amount: number) =>
  t.app.inject({
    method: "POST",
    url: `/api/booking/${bookingId}/payment?lang=en`,
    headers: bearer(customer),
    payload: { amount, method: "manual", bank_account_id: bankId, payer_name: "Budi", payment_date: day(0) },
  });

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  bankId = (await createBankAccount(t.db, { bankName: "BCA", accountNumber: "1234567890", accountHolder: "PT Agen" }))
    .id;
  customer = (await signInCustomer(t)).token;
  admin = (await signInAdmin(t)).token;
  pkg = await createPackage(t.db, {
    basePrice: 10_000_000_00,
    minPayment: 3_000_000_00,
    departures: [{ startDate: day(60), endDate: day(69), capacity: 100 }],
  });
});
afterAll(async () => {
  await t?.close();
});

describe("unique-code transfers (decision 035)", () => {
  it("a transfer gets a code; transfer amount = amount + code; a mail tells the exact amount", async () => {
    const b = await book();
    const res = await transfer(b.id, b.total);
    expect(res.statusCode).toBe(201);
    const p = res.json().data;
    expect(p.currency).toBe("IDR");
    expect(isValidCode("IDR", p.unique_code)).toBe(true);
    expect(p.transfer_amount).toBe(b.total + p.unique_code);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.kind, "booking_transfer_code"));
    expect(mail.text).toContain(b.code);
    // Rp 10.000.xxx: the code in whole rupiah, in the customer's language (id by default).
    const rupiah = (p.transfer_amount / 100).toLocaleString("id-ID");
    expect(mail.text).toContain(rupiah);
    expect(mail.subject).toContain(b.code);
  });

  it("the code is not counted as paid: confirming adds the amount only", async () => {
    const b = await book();
    const p = (await transfer(b.id, b.total)).json().data;
    const res = await t.app.inject({
      method: "POST",
      url: `/api/payment/${p.id}/confirm?lang=en`,
      headers: bearer(admin),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.paid_total).toBe(b.total);
    expect(res.json().data.status).toBe("paid");
    expect(res.json().data.remaining).toBe(0);
  });

  it("30 concurrent transfers of the same amount get 30 different transfer amounts", async () => {
    const bs = [];
    for (let i = 0; i < 30; i++) bs.push(await book());
    const answers = await Promise.all(bs.map((b) => transfer(b.id, b.total)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    const amounts = new Set(answers.map((r) => r.json().data.transfer_amount));
    expect(amounts.size).toBe(30);
    const open = await t.db
      .select({ a: payments.transferAmount })
      .from(payments)
      .where(and(eq(payments.status, "pending"), eq(payments.currency, "IDR")));
    expect(new Set(open.map((r) => r.a)).size).toBe(open.length);
  });

  it("a closed transfer frees its amount: the unique index only holds open transfers", async () => {
    const b1 = await book();
    const p1 = (await transfer(b1.id, b1.total)).json().data;
    await t.db.update(payments).set({ status: "rejected" }).where(eq(payments.id, p1.id));
    // Another payment may now carry the same transfer amount (the index is partial on pending).
    const b2 = await book();
    const p2 = (await transfer(b2.id, b2.total)).json().data;
    await t.db
      .update(payments)
      .set({ uniqueCode: p1.unique_code, transferAmount: p1.transfer_amount })
      .where(eq(payments.id, p2.id));
    const [row] = await t.db.select().from(payments).where(eq(payments.id, p2.id));
    expect(row.transferAmount).toBe(p1.transfer_amount);
  });
});

describe("the transfer mail in three languages", () => {
  const base = {
    name: "Siti",
    site: "Amanah",
    code: "AMN-1",
    bookingId: "b1",
    currency: "IDR",
    amount: 5_000_000_00,
    uniqueCode: 12_300,
    transferAmount: 5_000_123_00,
    bank: "BCA 123 (PT Agen)",
  };
  it("id, en and my each say the exact amount, the code and the account in their own words", () => {
    // Intl puts a no-break space after "Rp".
    const render = (locale: "id" | "en" | "my") => {
      const m = renderTransferMail({ ...base, locale }, "https://x.test");
      return { subject: m.subject, text: m.text.replace(/\u00a0/g, " ") };
    };
    const [id, en, my] = [render("id"), render("en"), render("my")];
    expect(id.text).toContain("Rp 5.000.123");
    expect(id.text).toContain("pemesanan AMN-1");
    expect(en.text).toContain("exactly IDR 5,000,123");
    expect(my.text).toContain("tempahan AMN-1");
    expect(my.text).toContain("bayaran");
    for (const m of [id, en, my]) {
      expect(m.text).toContain("BCA 123 (PT Agen)");
      expect(m.text).toMatch(/(Rp|IDR) 123\b/);
      expect(m.text).toContain("https://x.test/panel/booking-history/b1?lang=");
    }
  });
});

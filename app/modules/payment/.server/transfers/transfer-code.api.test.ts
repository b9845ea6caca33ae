import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, payments } from "#db/schema";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, postBooking, postCancel } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, day, depositPackage, type TourPackage } from "#test/setup/booking-api";
import { isValidCode } from "#app/modules/payment/transfer.rules";
import { renderTransferMail } from "#app/modules/payment/.server/transfers/transfer-mail";

let t: TestApp;
let customer: string;
let admin: string;
let bankId: number;
let pkg: TourPackage;

async function book(payment_type: "full" | "deposit" = "full") {
  const res = await postBooking(t.app, customer, checkoutBody(pkg.id, pkg.departures[0].id, { payment_type }));
  expect(res.statusCode).toBe(201);
  return res.json().data as {
    id: string;
    code: string;
    total: number;
    transfer_due: { amount: number; unique_code: number; transfer_amount: number; issued_at: string } | null;
  };
}

/**
 * Requests at once, five at a time: the test pool has five connections, and on a loaded machine a
 * request waiting longer than the pool's connect timeout for one is answered 503 (a wait, not the
 * rule under test); five at once is all the concurrency the database sees anyway.
 */
async function inWaves<T, R>(items: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += 5) out.push(...(await Promise.all(items.slice(i, i + 5).map(run))));
  return out;
}

const mailsOf = async (kind: string, code: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.kind, kind))).filter(
    (m) => m.subject.includes(code) || m.text.includes(code),
  );
const confirm = (paymentId: number) =>
  t.app.inject({
    method: "POST",
    url: `/api/payment/${paymentId}/confirm?lang=en`,
    headers: bearer(admin),
    payload: {},
  });

const transfer = (bookingId: string, amount: number) =>
  t.app.inject({
    method: "POST",
    url: `/api/booking/${bookingId}/payment?lang=en`,
    headers: bearer(customer),
    payload: { amount, method: "manual", bank_account_id: bankId, payer_name: "Budi", payment_date: day(0) },
  });

beforeAll(async () => {
  ({ t, customer, admin } = await bookingApp());
  bankId = (await createBankAccount(t.db, { bankName: "BCA", accountNumber: "1234567890", accountHolder: "PT Agen" }))
    .id;
  // depositPackage priced at 10,000,000.00 a person with a 3,000,000.00 deposit (minor units).
  pkg = await depositPackage(t.db, { basePrice: 10_000_000_00, minPayment: 3_000_000_00, capacity: 100 });
});
afterAll(async () => t?.close());

describe("unique-code transfers (decision 035)", () => {
  it("the exact amount is issued at checkout: the answer and the first mail say it; telling it keeps the code", async () => {
    const b = await book();
    // Issue 26: known from the checkout on, not only after "I have paid".
    const due = b.transfer_due!;
    expect(due.amount).toBe(b.total);
    expect(isValidCode("IDR", due.unique_code)).toBe(true);
    expect(due.transfer_amount).toBe(b.total + due.unique_code);
    const [created] = await mailsOf("booking_created", b.code);
    // Rp 10.000.xxx in the customer's language (id by default), before any account is named.
    const rupiah = (due.transfer_amount / 100).toLocaleString("id-ID");
    expect(created.text).toContain(rupiah);

    const res = await transfer(b.id, b.total);
    expect(res.statusCode).toBe(201);
    const p = res.json().data;
    expect(p).toMatchObject({ unique_code: due.unique_code, transfer_amount: due.transfer_amount, status: "pending" });
    // Nothing new to transfer: no second "transfer exactly" mail that reads like paying twice.
    expect(await mailsOf("booking_transfer_code", b.code)).toHaveLength(0);
    const after = (
      await t.app.inject({ method: "GET", url: `/api/booking/${b.id}?lang=en`, headers: bearer(customer) })
    ).json().data;
    expect(after.transfer_due).toBeNull();
    expect(after.payments).toHaveLength(1);
  });

  it("a told amount other than the one issued gets its own code and mail, and the issued one goes", async () => {
    const b = await book("deposit");
    expect(b.transfer_due!.amount).toBe(3_000_000_00);
    const res = await transfer(b.id, b.total);
    expect(res.statusCode).toBe(201);
    const p = res.json().data;
    expect(isValidCode("IDR", p.unique_code)).toBe(true);
    expect(p.transfer_amount).toBe(b.total + p.unique_code);
    const [mail] = await mailsOf("booking_transfer_code", b.code);
    expect(mail.text).toContain((p.transfer_amount / 100).toLocaleString("id-ID"));
    const open = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, b.id), eq(payments.status, "issued")));
    expect(open).toHaveLength(0);
  });

  it("each next payment gets its own code once the last is confirmed; a rejection asks the amount again", async () => {
    const b = await book("deposit");
    const deposit = (await transfer(b.id, 3_000_000_00)).json().data;
    const confirmed = (await confirm(deposit.id)).json().data;
    const next = confirmed.transfer_due;
    expect(next.amount).toBe(b.total - 3_000_000_00);
    expect(next.transfer_amount).toBe(next.amount + next.unique_code);
    const [mail] = (await mailsOf("booking_payment_confirmed", b.code)).slice(-1);
    expect(mail.text).toContain((next.transfer_amount / 100).toLocaleString("id-ID"));
    // The rest told, then rejected: the rest is asked again, with a code.
    const rest = (await transfer(b.id, next.amount)).json().data;
    expect(rest.transfer_amount).toBe(next.transfer_amount);
    const rejected = await t.app.inject({
      method: "POST",
      url: `/api/payment/${rest.id}/reject?lang=en`,
      headers: bearer(admin),
      payload: { reason: "Not received" },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.transfer_due.amount).toBe(next.amount);
  });

  it("a cancelled booking asks no transfer any more", async () => {
    const b = await book();
    const res = await postCancel(t.app, customer, b.id, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.transfer_due).toBeNull();
  });

  it("the code is not counted as paid: confirming adds the amount only", async () => {
    const b = await book();
    const p = (await transfer(b.id, b.total)).json().data;
    const res = await confirm(p.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.paid_total).toBe(b.total);
    expect(res.json().data.status).toBe("paid");
    expect(res.json().data.remaining).toBe(0);
  });

  it("15 concurrent transfers of the same amount get 15 different transfer amounts", async () => {
    // Deposit bookings telling the full amount: each draws a code for the same amount at once.
    const bs = [];
    for (let i = 0; i < 15; i++) bs.push(await book("deposit"));
    const answers = await inWaves(bs, (b) => transfer(b.id, b.total));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(15).fill(201));
    const amounts = new Set(answers.map((r) => r.json().data.transfer_amount));
    expect(amounts.size).toBe(15);
    const open = await t.db
      .select({ a: payments.transferAmount })
      .from(payments)
      .where(and(inArray(payments.status, ["pending", "issued"]), eq(payments.currency, "IDR")));
    expect(new Set(open.map((r) => r.a)).size).toBe(open.length);
  });

  it("12 confirmations at once each issue the next amount with a code of its own", async () => {
    const told = [];
    for (let i = 0; i < 12; i++) {
      const b = await book("deposit");
      told.push((await transfer(b.id, 3_000_000_00)).json().data.id as number);
    }
    const answers = await inWaves(told, confirm);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const next = answers.map((r) => r.json().data.transfer_due.transfer_amount);
    expect(new Set(next).size).toBe(12);
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
    // An amount issued and not told yet holds its amount like a told one (decision 058).
    const b3 = await book();
    await expect(
      t.db
        .update(payments)
        .set({ transferAmount: p1.transfer_amount })
        .where(and(eq(payments.bookingId, b3.id), eq(payments.status, "issued"))),
    ).rejects.toThrow();
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

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccounts, outbox } from "#db/schema";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, postBooking, postOnce } from "#test/factories/booking";
import { ctxFor, type TestApp } from "#test/setup/app";
import { bookingApp, day, depositPackage, type TourPackage } from "#test/setup/booking-api";
import { signInAdmin } from "#test/setup/sessions";
import { printReceipt } from "#app/modules/payment/.server/receipts/print-receipt";

/*
 * The pilgrims' escrow account (docs/product.md §Licences, reference price and escrow): at most
 * one; umrah bookings transfer to it only; the receipt of money paid into it says so.
 */

let t: TestApp;
let customer: string;
let admin: string;
let adminId: number;
let umrah: TourPackage;
let tour: TourPackage;
let normal: number;
let spare: number;

const bankBody = (over: Record<string, unknown> = {}) => ({
  bank_name: "Bank Syariah Indonesia",
  account_number: "7001234567",
  account_holder: "PT Amanah Tour",
  ...over,
});
const saveBank = (token: string, id: number | null, over: Record<string, unknown>) =>
  t.app.inject({
    method: id === null ? "POST" : "PUT",
    url: id === null ? "/api/bank?lang=en" : `/api/bank/${id}?lang=en`,
    headers: bearer(token),
    payload: bankBody(over),
  });
const escrowRows = async () => t.db.select().from(bankAccounts).where(eq(bankAccounts.isEscrow, true));

beforeAll(async () => {
  ({ t, customer, admin, adminId } = await bookingApp());
  umrah = await depositPackage(t.db, { kind: "umrah" });
  tour = await depositPackage(t.db);
  normal = (await createBankAccount(t.db, { bankName: "Bank Biasa", accountNumber: "1111111111" })).id;
  spare = (await createBankAccount(t.db, { bankName: "Bank Cadangan", accountNumber: "2222222222" })).id;
});
afterAll(async () => t?.close());

describe("the escrow account", () => {
  it("is at most one: two accounts marked at once, one wins; a second is refused with a field error", async () => {
    const [a, b] = await Promise.all([
      saveBank(admin, normal, { bank_name: "Bank Biasa", account_number: "1111111111", is_escrow: true }),
      saveBank(admin, spare, { bank_name: "Bank Cadangan", account_number: "2222222222", is_escrow: true }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const loser = a.statusCode === 422 ? a : b;
    expect(Object.keys(loser.json().errors)).toEqual(["is_escrow"]);
    expect(await escrowRows()).toHaveLength(1);
    // Back to none, then one made by a new account.
    await t.db.update(bankAccounts).set({ isEscrow: false });
    const made = await saveBank(admin, null, { account_number: "7001234567", is_escrow: true });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.is_escrow).toBe(true);
    const second = await saveBank(admin, spare, {
      bank_name: "Bank Cadangan",
      account_number: "2222222222",
      is_escrow: true,
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.is_escrow[0]).toMatch(/escrow/);
    // The database refuses a second one whatever the code says.
    await expect(t.db.update(bankAccounts).set({ isEscrow: true }).where(eq(bankAccounts.id, spare))).rejects.toThrow();
    const list = await t.app.inject({ method: "GET", url: "/api/bank" });
    expect(list.json().data.filter((b: { is_escrow: boolean }) => b.is_escrow)).toHaveLength(1);
  });

  it("marking it is the banks permission's: sales 403, a customer 403, a visitor 401", async () => {
    const sales = (await signInAdmin(t, { staffRole: "sales" })).token;
    expect((await saveBank(sales, spare, { is_escrow: false })).statusCode).toBe(403);
    expect((await saveBank(customer, spare, { is_escrow: false })).statusCode).toBe(403);
    const visitor = await t.app.inject({ method: "PUT", url: `/api/bank/${spare}`, payload: bankBody() });
    expect(visitor.statusCode).toBe(401);
  });

  it("an umrah booking's transfer instructions name the escrow account only; a tour's the others", async () => {
    const [escrow] = await escrowRows();
    const booked = await postBooking(t.app, customer, checkoutBody(umrah.id, umrah.departures[0].id));
    expect(booked.statusCode, booked.body).toBe(201);
    const code = booked.json().data.code as string;
    const [mail] = (await t.db.select().from(outbox).where(eq(outbox.kind, "booking_created"))).filter((m) =>
      m.text.includes(code),
    );
    expect(mail.text).toContain(escrow.accountNumber);
    expect(mail.text).not.toContain("1111111111");
    const tourBooked = await postBooking(t.app, customer, checkoutBody(tour.id, tour.departures[0].id));
    const tourCode = tourBooked.json().data.code as string;
    const [tourMail] = (await t.db.select().from(outbox).where(eq(outbox.kind, "booking_created"))).filter((m) =>
      m.text.includes(tourCode),
    );
    expect(tourMail.text).toContain("1111111111");
    expect(tourMail.text).not.toContain(escrow.accountNumber);

    // A transfer of the umrah booking into another account is refused; into the escrow account, taken.
    const pay = (bank: number) =>
      postOnce(t.app, customer, `/api/booking/${booked.json().data.id}/payment?lang=en`, {
        amount: booked.json().data.total,
        method: "manual",
        bank_account_id: bank,
        payer_name: "Budi",
        payment_date: day(0),
      });
    const wrong = await pay(normal);
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(["bank_account_id"]);
    const paid = await pay(escrow.id);
    expect(paid.statusCode, paid.body).toBe(201);
    const confirmed = await postOnce(t.app, admin, `/api/payment/${paid.json().data.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // Its receipt says it was paid into the escrow account, in the reader's language.
    const actor = {
      id: adminId,
      role: "admin" as const,
      name: "",
      username: "",
      sessionId: 0,
      staffRole: "owner" as const,
      branchId: null,
    };
    const receipt = await printReceipt({
      ctx: ctxFor(t.db, { actor, locale: "en" }),
      input: { id: booked.json().data.id, payment_id: paid.json().data.id },
    });
    expect(receipt.escrow_account).toBe(`${escrow.bankName} ${escrow.accountNumber}`);
    // A tour's transfer still goes to the other accounts, and its receipt says nothing of escrow.
    const tourPaid = await postOnce(t.app, customer, `/api/booking/${tourBooked.json().data.id}/payment?lang=en`, {
      amount: tourBooked.json().data.total,
      method: "manual",
      bank_account_id: normal,
      payer_name: "Budi",
      payment_date: day(0),
    });
    expect(tourPaid.statusCode, tourPaid.body).toBe(201);
  });
});

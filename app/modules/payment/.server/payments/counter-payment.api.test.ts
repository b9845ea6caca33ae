import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingEvents, branches, outbox } from "#db/schema";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, paymentsTold, postBooking, uploadDocument } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, day, depositPackage, type TourPackage } from "#test/setup/booking-api";
import { signInAdmin } from "#test/setup/sessions";

/* Money taken at the counter and confirmed by someone else (docs/product.md §Counter payments). */

let t: TestApp;
let owner: string;
let customer: string;
let pkg: TourPackage;
let bandung: number;
let surabaya: number;
let bankId: number;
let clerk: { token: string; id: number };
let otherClerk: string;
let operations: string;
let financeA: string;
let financeB: string;
let walkInId: number;

type Json = Record<string, unknown>;

const login = async (staffRole: "sales" | "finance" | "operations", branchId: number | null) => {
  const s = await signInAdmin(t, { staffRole, branchId });
  return { token: s.token, id: s.user.id };
};

beforeAll(async () => {
  ({ t, admin: owner, customer } = await bookingApp());
  pkg = await depositPackage(t.db);
  [{ id: bandung }, { id: surabaya }] = await t.db
    .insert(branches)
    .values([{ name: { id: "Cabang Bandung" } }, { name: { id: "Cabang Surabaya" } }])
    .returning({ id: branches.id });
  bankId = (await createBankAccount(t.db)).id;
  clerk = await login("sales", bandung);
  otherClerk = (await login("sales", surabaya)).token;
  operations = (await login("operations", null)).token;
  financeA = (await login("finance", null)).token;
  financeB = (await login("finance", bandung)).token;
  const res = await post(clerk.token, "/api/customer", { name: "Siti Rahmah", phone: "+62 812 3456 7890" });
  expect(res.statusCode, res.body).toBe(201);
  walkInId = res.json().data.id;
});
afterAll(async () => t?.close());

function post(token: string, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: `${url}${url.includes("?") ? "&" : "?"}lang=en`,
    headers: { ...bearer(token), ...headers },
    payload: payload as object,
  });
}

/** A booking the clerk takes at the counter for the walk-in customer (3,000,000 deposit a person). */
async function counterBooking(pax = 1) {
  const res = await postBooking(
    t.app,
    clerk.token,
    checkoutBody(pkg.id, pkg.departures[0].id, {
      pax,
      payment_type: "deposit",
      customer_id: walkInId,
      channel: "office",
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; total: number };
}

const cash = (amount: number, over: Json = {}): Json => ({
  amount,
  method: "cash",
  payment_date: day(0),
  payer_name: "Siti Rahmah",
  ...over,
});

const record = (token: string, bookingId: string, body: Json, key?: string) =>
  post(token, `/api/booking/${bookingId}/counter-payment`, body, key ? { "idempotency-key": key } : {});

const getBooking = async (id: string, token = owner) => {
  const res = await t.app.inject({ method: "GET", url: `/api/booking/${id}?lang=en`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const DEPOSIT = 3_000_000;

describe("recording money taken at the counter (POST /api/booking/{id}/counter-payment)", () => {
  it("records a cash deposit as waiting: nothing counts yet, the recorder is named, finance is told", async () => {
    const booking = await counterBooking();
    const mailsBefore = (await t.db.select({ id: outbox.id }).from(outbox)).length;
    const res = await record(clerk.token, booking.id, cash(DEPOSIT), randomUUID());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toMatch(/another member of staff/);
    const payment = res.json().data;
    expect(payment).toMatchObject({
      amount: DEPOSIT,
      method: "cash",
      status: "pending",
      recorded_by: { id: clerk.id },
      reference: null,
      reviewed_by: null,
    });
    const after = await getBooking(booking.id);
    expect(after.paid_total).toBe(0);
    expect(after.payments.map((p: { id: number }) => p.id)).toContain(payment.id);
    // The staff who confirm payments hear of it; the customer has no address, so nothing to them.
    expect((await t.db.select({ id: outbox.id }).from(outbox)).length).toBeGreaterThan(mailsBefore);
    const [row] = await paymentsTold(t.db, booking.id);
    expect(row).toMatchObject({ branchId: bandung, createdBy: clerk.id, method: "cash" });
  });

  it("refuses a card, transfer or cheque without its reference, a transfer without its account, a future date and too much, storing nothing", async () => {
    const booking = await counterBooking();
    const cases: [Json, string, RegExp][] = [
      [cash(DEPOSIT, { method: "debit_card" }), "reference", /^Enter the reference/],
      [cash(DEPOSIT, { method: "cheque", reference: "  " }), "reference", /^Enter the reference/],
      [cash(DEPOSIT, { method: "counter_transfer", reference: "TRX 1" }), "bank_account_id", /bank account/],
      [cash(DEPOSIT, { payment_date: day(3) }), "payment_date", /./],
      [cash(10_000_001), "amount", /./],
      [cash(DEPOSIT, { method: "manual" }), "method", /./],
    ];
    for (const [body, field, text] of cases) {
      const res = await record(clerk.token, booking.id, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(errors[field]?.[0], res.body).toMatch(text);
    }
    expect(await paymentsTold(t.db, booking.id)).toHaveLength(0);
  });

  it("takes a transfer seen at the counter with its account and reference, and a cheque's scan", async () => {
    const booking = await counterBooking(2);
    const transfer = await record(
      financeA,
      booking.id,
      cash(2 * DEPOSIT, { method: "counter_transfer", reference: "BCA 99812", bank_account_id: bankId }),
    );
    expect(transfer.statusCode, transfer.body).toBe(201);
    expect(transfer.json().data).toMatchObject({ reference: "BCA 99812", bank_account_id: bankId });
    expect(transfer.json().data.bank_label).toContain("PT Amanah");
    const scan = await uploadDocument(t.app, clerk.token);
    const cheque = await record(
      clerk.token,
      booking.id,
      cash(DEPOSIT, { method: "cheque", reference: "CHQ 000123", proof_file_id: scan }),
    );
    expect(cheque.statusCode, cheque.body).toBe(201);
    expect(cheque.json().data.proof_file_id).toBe(scan);
    // Another person's file is not theirs to attach.
    const foreign = await uploadDocument(t.app, customer);
    const res = await record(clerk.token, booking.id, cash(DEPOSIT, { proof_file_id: foreign }));
    expect(res.statusCode).toBe(422);
  });

  it("is staff with payments_record only, within their branch", async () => {
    const booking = await counterBooking();
    expect((await record(operations, booking.id, cash(DEPOSIT))).statusCode).toBe(403);
    // A customer cannot write money down as the agency's.
    expect((await record(customer, booking.id, cash(DEPOSIT))).statusCode).toBe(403);
    // A clerk of another branch: the booking is as unknown as another customer's.
    expect((await record(otherClerk, booking.id, cash(DEPOSIT))).statusCode).toBe(404);
    expect(await paymentsTold(t.db, booking.id)).toHaveLength(0);
  });

  it("keeps one payment for one Idempotency-Key, also sent twice at once, and refuses another body under it", async () => {
    const booking = await counterBooking();
    const key = randomUUID();
    const [a, b] = await Promise.all([
      record(clerk.token, booking.id, cash(DEPOSIT), key),
      record(clerk.token, booking.id, cash(DEPOSIT), key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect(await paymentsTold(t.db, booking.id)).toHaveLength(1);
    const other = await record(clerk.token, booking.id, cash(DEPOSIT + 1), key);
    expect(other.statusCode).toBe(422);
  });

  it("lets two cashiers at once take only what is open: one of two full payments fits", async () => {
    const booking = await counterBooking();
    const [a, b] = await Promise.all([
      record(clerk.token, booking.id, cash(booking.total)),
      record(financeB, booking.id, cash(booking.total)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await paymentsTold(t.db, booking.id)).toHaveLength(1);
  });
});

describe("confirming it: a different member of staff with payments_confirm (maker-checker)", () => {
  it("refuses its recorder, even an owner who may confirm, and counts it when finance confirms", async () => {
    const booking = await counterBooking();
    const mine = await record(owner, booking.id, cash(DEPOSIT));
    expect(mine.statusCode, mine.body).toBe(201);
    const self = await post(owner, `/api/payment/${mine.json().data.id}/confirm`, {});
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toMatch(/another member of staff/);
    expect((await getBooking(booking.id)).paid_total).toBe(0);
    // The cashier of sales has no right to confirm at all.
    expect((await post(clerk.token, `/api/payment/${mine.json().data.id}/confirm`, {})).statusCode).toBe(403);
    const other = await post(financeA, `/api/payment/${mine.json().data.id}/confirm`, {});
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data.paid_total).toBe(DEPOSIT);
    const payment = other.json().data.payments.find((p: { id: number }) => p.id === mine.json().data.id);
    expect(payment).toMatchObject({ status: "confirmed", recorded_by: { name: expect.any(String) } });
    expect(payment.reviewed_by.id).not.toBe(payment.recorded_by.id);
  });

  it("counts one of two confirmations sent at once by two finance staff", async () => {
    const booking = await counterBooking();
    const paid = await record(clerk.token, booking.id, cash(DEPOSIT));
    const id = paid.json().data.id;
    const [a, b] = await Promise.all([
      post(financeA, `/api/payment/${id}/confirm`, {}),
      post(financeB, `/api/payment/${id}/confirm`, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await getBooking(booking.id)).paid_total).toBe(DEPOSIT);
    const confirmations = await t.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.kind, "payment_confirmed")));
    expect(confirmations).toHaveLength(1);
  });

  it("a finance clerk of another branch cannot see or confirm it", async () => {
    const booking = await counterBooking();
    const paid = await record(clerk.token, booking.id, cash(DEPOSIT));
    const surabayaFinance = (await login("finance", surabaya)).token;
    const res = await post(surabayaFinance, `/api/payment/${paid.json().data.id}/confirm`, {});
    expect(res.statusCode).toBe(404);
    expect((await getBooking(booking.id)).paid_total).toBe(0);
  });
});

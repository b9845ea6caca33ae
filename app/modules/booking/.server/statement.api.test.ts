import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingEvents, bookings, payments } from "#db/schema";
import { createPackage, createSetting } from "#test/factories";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, postBooking } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";
import type { StatementFormat } from "#app/modules/booking/statement.rules";

/*
 * The bank statement import through the API (decision 040): each format's sample in
 * db/demo/statements holds two transfers' credits (IDR 25,000,123.00 / 12,500,457.00, MYR 8,500.37
 * / 3,200.55), a credit nothing asks for, and two equal credits for one transfer (ambiguous).
 */

let t: TestApp;
let customer: string;
let admin: string;
let adminId: number;
let bankId: number;
let pkg: Awaited<ReturnType<typeof createPackage>>;

const sample = (name: string) => readFileSync(path.join("db/demo/statements", `${name}.csv`), "utf8");
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const GENERIC = {
  delimiter: ";",
  date_column: "Booked",
  date_format: "YYYY-MM-DD",
  description_column: "Memo",
  amount_column: "Amount (IDR)",
  decimal: ",",
  currency: "IDR",
};

type Json = Record<string, unknown>;
const call = (method: "GET" | "POST", url: string, payload?: unknown, token: string | null = admin) =>
  t.app.inject({ method, url: `/api${url}?lang=en`, headers: token ? bearer(token) : {}, payload: payload as Json });

const upload = (format: StatementFormat, file: string, over: Json = {}) =>
  call("POST", "/bank-statements", {
    format,
    file_name: `${file}.csv`,
    content: sample(file),
    ...(format === "csv" ? { mapping: GENERIC } : {}),
    ...over,
  });

/** An open unique-code transfer asking `transferAmount`, made on `createdOn` (09:00 in Jakarta). */
async function openTransfer(transferAmount: number, createdOn: string, currency = "IDR") {
  const res = await postBooking(t.app, customer, checkoutBody(pkg.id, pkg.departures[0].id, { payment_type: "full" }));
  expect(res.statusCode).toBe(201);
  const booking = res.json().data as { id: string; code: string; total: number };
  const paid = await t.app.inject({
    method: "POST",
    url: `/api/booking/${booking.id}/payment?lang=en`,
    headers: bearer(customer),
    payload: {
      amount: booking.total,
      method: "manual",
      bank_account_id: bankId,
      payer_name: "Siti",
      payment_date: day(0),
    },
  });
  expect(paid.statusCode).toBe(201);
  const id = paid.json().data.id as number;
  await t.db
    .update(payments)
    .set({ transferAmount, currency, createdAt: new Date(`${createdOn}T02:00:00Z`) })
    .where(eq(payments.id, id));
  if (currency !== "IDR") await t.db.update(bookings).set({ currency }).where(eq(bookings.id, booking.id));
  return { booking, paymentId: id };
}

/** The story every sample tells: two transfers, and one the two equal credits both fit. */
async function story(currency: "IDR" | "MYR") {
  const [a, b, twice] = currency === "IDR" ? [2_500_012_300, 1_250_045_700, 730_078_900] : [850_037, 320_055, 100_012];
  return {
    first: await openTransfer(a, "2026-11-08", currency),
    second: await openTransfer(b, "2026-11-12", currency),
    ambiguous: await openTransfer(twice, "2026-11-13", currency),
  };
}

/**
 * Another account for a story's transfers: the lines of a file already imported for the first
 * account are not new again (that is the rule), so a later story imports the sample for this one.
 */
async function freshAccount(s: Awaited<ReturnType<typeof story>>) {
  const id = (await createBankAccount(t.db, { bankName: "Bank", accountNumber: String(Math.random()).slice(2, 12) }))
    .id;
  for (const p of [s.first, s.second, s.ambiguous])
    await t.db.update(payments).set({ bankAccountId: id }).where(eq(payments.id, p.paymentId));
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  bankId = (await createBankAccount(t.db, { bankName: "BCA", accountNumber: "0123456789", accountHolder: "PT Amanah" }))
    .id;
  customer = (await signInCustomer(t)).token;
  const a = await signInAdmin(t);
  admin = a.token;
  adminId = a.user.id;
  pkg = await createPackage(t.db, {
    basePrice: 10_000_000_00,
    minPayment: 3_000_000_00,
    departures: [{ startDate: day(60), endDate: day(69), capacity: 500 }],
  });
});
afterAll(async () => {
  await t?.close();
});

const formats: [StatementFormat, string, "IDR" | "MYR"][] = [
  ["bca", "bca", "IDR"],
  ["mandiri", "mandiri", "IDR"],
  ["bri", "bri", "IDR"],
  ["bni", "bni", "IDR"],
  ["maybank", "maybank", "MYR"],
  ["cimb", "cimb", "MYR"],
  ["csv", "generic", "IDR"],
];

describe.each(formats)("format %s", (format, file, currency) => {
  it("matches, lists the unmatched with a reason, adds nothing the second time, confirms once", async () => {
    const s = await story(currency);
    const res = await upload(format, file, { bank_account_id: bankId });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.currency).toBe(currency);
    expect(data.line_count).toBe(5);
    expect(data.new_line_count).toBe(5);
    expect(data.matched).toBe(2);
    const byPayment = (id: number) => data.lines.find((l: Json) => (l.payment as Json | null)?.id === id);
    expect(byPayment(s.first.paymentId).payment.booking.code).toBe(s.first.booking.code);
    expect(byPayment(s.first.paymentId).status).toBe("matched");
    expect(byPayment(s.second.paymentId).payment.booking.customer_name).not.toBe("");
    const unmatched = data.lines.filter((l: Json) => l.status === "unmatched");
    expect(unmatched.map((l: Json) => l.reason).sort()).toEqual(["ambiguous", "ambiguous", "no_match"]);

    // The same file again: no new line, nothing matched twice.
    const again = await upload(format, file, { bank_account_id: bankId });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.new_line_count).toBe(0);
    expect(again.json().data.lines).toEqual([]);

    const confirm = await call("POST", `/bank-statements/${data.id}/confirm`, {});
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().confirmed).toBe(2);
    expect(confirm.json().message).toBe("Payments confirmed: 2.");
    for (const { booking, paymentId } of [s.first, s.second]) {
      const b = (await call("GET", `/booking/${booking.id}`)).json().data;
      expect(b.status).toBe("paid");
      expect(b.paid_total).toBe(booking.total);
      const events = b.history.filter((e: Json) => e.kind === "payment_confirmed");
      expect(events).toHaveLength(1);
      expect(events[0].actor.id).toBe(adminId);
      expect(events[0].provider).toBe("bank_statement");
      const [p] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
      expect(p.statementLineId).toBe(byPayment(paymentId).id);
    }
    // The ambiguous transfer stays open for staff to confirm by eye.
    const [open] = await t.db.select().from(payments).where(eq(payments.id, s.ambiguous.paymentId));
    expect(open.status).toBe("pending");

    // Confirming again confirms nothing: a line confirms one payment, ever.
    const twice = await call("POST", `/bank-statements/${data.id}/confirm`, {});
    expect(twice.json().confirmed).toBe(0);
    const lines = (await call("GET", `/bank-statements/${data.id}`)).json().data.lines;
    expect(lines.filter((l: Json) => l.status === "confirmed")).toHaveLength(2);
    // Close the ambiguous transfer so the next format's story starts clean.
    await t.db.update(payments).set({ status: "rejected" }).where(eq(payments.id, s.ambiguous.paymentId));
  });
});

describe("matching rules through the API", () => {
  it("a transfer made after the credit, or long before, is out of the window", async () => {
    const late = await openTransfer(2_500_012_300, "2026-11-11");
    const res = await upload("bni", "bni", {
      file_name: "late.csv",
      bank_account_id: null,
      content: sample("bni").replace("J1011", "J1011-late"),
    });
    expect(res.statusCode).toBe(201);
    const line = res.json().data.lines.find((l: Json) => l.amount === 2_500_012_300);
    expect(line.status).toBe("unmatched");
    expect(line.reason).toBe("out_of_window");
    await t.db.update(payments).set({ status: "rejected" }).where(eq(payments.id, late.paymentId));
  });

  it("a statement of another account does not match transfers to this one", async () => {
    const other = (await createBankAccount(t.db, { bankName: "Mandiri", accountNumber: "999" })).id;
    const s = await openTransfer(1_250_045_700, "2026-11-11");
    const res = await upload("bri", "bri", { bank_account_id: other });
    expect(res.json().data.matched).toBe(0);
    await t.db.update(payments).set({ status: "rejected" }).where(eq(payments.id, s.paymentId));
  });

  it("a transfer confirmed by eye after the import: the line is skipped and left unmatched", async () => {
    const s = await story("IDR");
    const account = await freshAccount(s);
    // Header names are matched ignoring case and spaces.
    const imported = (
      await upload("csv", "generic", { mapping: { ...GENERIC, date_column: "booked" }, bank_account_id: account })
    ).json().data;
    expect(imported.matched).toBe(2);
    expect((await call("POST", `/payment/${s.first.paymentId}/confirm`, {})).statusCode).toBe(200);
    const res = await call("POST", `/bank-statements/${imported.id}/confirm`, {});
    expect(res.json()).toMatchObject({ confirmed: 1, skipped: 1 });
    const b = (await call("GET", `/booking/${s.first.booking.id}`)).json().data;
    expect(b.paid_total).toBe(s.first.booking.total);
    await t.db.update(payments).set({ status: "rejected" }).where(eq(payments.id, s.ambiguous.paymentId));
  });

  it("only the selected lines are confirmed", async () => {
    const s = await story("MYR");
    const imported = (await upload("cimb", "cimb", { bank_account_id: bankId, file_name: "x.csv" })).json().data;
    const firstLine = imported.lines.find((l: Json) => (l.payment as Json | null)?.id === s.first.paymentId);
    // cimb was imported for this account already: a new account id makes these lines new.
    expect(imported.new_line_count).toBe(0);
    expect(firstLine).toBeUndefined();
    const other = (await createBankAccount(t.db, { bankName: "CIMB", accountNumber: "8001" })).id;
    await t.db.update(payments).set({ bankAccountId: other }).where(eq(payments.id, s.first.paymentId));
    await t.db.update(payments).set({ bankAccountId: other }).where(eq(payments.id, s.second.paymentId));
    const fresh = (await upload("cimb", "cimb", { bank_account_id: other })).json().data;
    expect(fresh.matched).toBe(2);
    const pick = fresh.lines.find((l: Json) => (l.payment as Json | null)?.id === s.first.paymentId);
    const res = await call("POST", `/bank-statements/${fresh.id}/confirm`, { line_ids: [pick.id] });
    expect(res.json()).toMatchObject({ confirmed: 1, skipped: 0 });
    const [second] = await t.db.select().from(payments).where(eq(payments.id, s.second.paymentId));
    expect(second.status).toBe("pending");
    for (const p of [s.second, s.ambiguous])
      await t.db.update(payments).set({ status: "rejected" }).where(eq(payments.id, p.paymentId));
  });
});

describe("concurrency (one line, one payment, ever)", () => {
  it("five concurrent confirmations of one import confirm each transfer once", async () => {
    const s = await story("IDR");
    const other = await freshAccount(s);
    const imported = (await upload("bni", "bni", { bank_account_id: other })).json().data;
    expect(imported.matched).toBe(2);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call("POST", `/bank-statements/${imported.id}/confirm`, {})),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.reduce((n, r) => n + r.json().confirmed, 0)).toBe(2);
    for (const { booking, paymentId } of [s.first, s.second]) {
      const [b] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(b.paidTotal).toBe(booking.total);
      const events = await t.db
        .select()
        .from(bookingEvents)
        .where(and(eq(bookingEvents.paymentId, paymentId), eq(bookingEvents.kind, "payment_confirmed")));
      expect(events).toHaveLength(1);
    }
    await t.db.update(payments).set({ status: "rejected" }).where(eq(payments.id, s.ambiguous.paymentId));
  });

  it("the same file uploaded twice at once stores its lines once", async () => {
    const other = (await createBankAccount(t.db, { bankName: "Maybank", accountNumber: "5140" })).id;
    const [one, two] = await Promise.all([
      upload("maybank", "maybank", { bank_account_id: other }),
      upload("maybank", "maybank", { bank_account_id: other }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(one.json().data.new_line_count + two.json().data.new_line_count).toBe(5);
  });
});

describe("validation and access", () => {
  it("a generic CSV needs its mapping; a file of another format names the problem; nothing is stored", async () => {
    const before = (await call("GET", "/bank-statements")).json().data.length;
    const noMapping = await upload("csv", "generic", { mapping: null });
    expect(noMapping.statusCode).toBe(422);
    expect(noMapping.json().errors.mapping).toEqual(["A generic CSV needs its column mapping."]);
    const noAmount = await upload("csv", "generic", { mapping: { ...GENERIC, amount_column: "" } });
    expect(noAmount.statusCode).toBe(422);
    expect(noAmount.json().errors["mapping.amount_column"]).toBeDefined();
    const wrong = await upload("maybank", "bca");
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.content[0]).toMatch(/columns were not found/);
    const badRow = await upload("bni", "bni", {
      content: "Tanggal Transaksi;Keterangan;No. Referensi;Nominal;D/K;Saldo\n03-11-2026;X;J;abc;K;0\n",
    });
    expect(badRow.json().errors.content).toEqual(["Row 2 cannot be read in this format (date or amount)."]);
    const unknownBank = await upload("bca", "bca", { bank_account_id: 999_999 });
    expect(unknownBank.statusCode).toBe(422);
    expect((await call("GET", "/bank-statements")).json().data.length).toBe(before);
  });

  it("admin only: a customer gets 403, a visitor 401, on every route", async () => {
    const routes: ["GET" | "POST", string, unknown][] = [
      ["GET", "/bank-statements", undefined],
      ["POST", "/bank-statements", { format: "bca", file_name: "x.csv", content: sample("bca") }],
      ["GET", "/bank-statements/1", undefined],
      ["POST", "/bank-statements/1/confirm", {}],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, customer)).statusCode).toBe(403);
      expect((await call(method, url, body, null)).statusCode).toBe(401);
    }
    expect((await call("GET", "/bank-statements/999999")).statusCode).toBe(404);
  });
});

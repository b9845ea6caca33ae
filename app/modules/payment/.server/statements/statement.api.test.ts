import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { and, sql as drizzleSql, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingEvents, bookings, payments, statementLines } from "#db/schema";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, postBooking } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, day, depositPackage, type TourPackage } from "#test/setup/booking-api";
import { lineIdentities, parseStatement, type StatementFormat } from "#app/modules/payment/statement.rules";

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
let pkg: TourPackage;

const sample = (name: string) => readFileSync(path.join("db/demo/statements", `${name}.csv`), "utf8");
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

/**
 * An open unique-code transfer asking `transferAmount`, its amount issued on `issuedOn` (09:00 in
 * Jakarta): the checkout issues it (decision 058); nothing is told unless `told` says when the
 * customer said "I have paid" (the transfer then names the account they chose).
 */
async function openTransfer(
  transferAmount: number,
  issuedOn: string,
  currency = "IDR",
  told: { on: string } | null = null,
) {
  const res = await postBooking(t.app, customer, checkoutBody(pkg.id, pkg.departures[0].id, { payment_type: "full" }));
  expect(res.statusCode).toBe(201);
  const booking = res.json().data as { id: string; code: string; total: number; transfer_due: Json | null };
  expect(booking.transfer_due).not.toBeNull();
  const [issued] = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), eq(payments.status, "issued")));
  if (told) {
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
    // The amount told is the one issued: same payment, same code.
    expect(paid.json().data.id).toBe(issued.id);
  }
  const at = (d: string) => new Date(`${d}T02:00:00Z`);
  await t.db
    .update(payments)
    .set({ transferAmount, currency, issuedAt: at(issuedOn), createdAt: at(told?.on ?? issuedOn) })
    .where(eq(payments.id, issued.id));
  if (currency !== "IDR") await t.db.update(bookings).set({ currency }).where(eq(bookings.id, booking.id));
  return { booking, paymentId: issued.id };
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

/** Closes what a story left open and forgets the lines stored, so the next story's upload is new again. */
async function endStory(...ids: number[]) {
  for (const id of ids) await t.db.update(payments).set({ status: "rejected" }).where(eq(payments.id, id));
  await t.db.update(payments).set({ statementLineId: null });
  await t.db.delete(statementLines);
}

beforeAll(async () => {
  ({ t, customer, admin, adminId } = await bookingApp());
  bankId = (await createBankAccount(t.db, { bankName: "BCA", accountNumber: "0123456789", accountHolder: "PT Amanah" }))
    .id;
  // depositPackage priced at 10,000,000.00 a person with a 3,000,000.00 deposit (minor units).
  pkg = await depositPackage(t.db, { basePrice: 10_000_000_00, minPayment: 3_000_000_00, capacity: 500 });
});
afterAll(async () => t?.close());

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
  it("matches amounts shown but never told, lists the unmatched with a reason, adds nothing the second time, confirms once", async () => {
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
    expect(byPayment(s.first.paymentId).matched_by).toBe("amount");
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
      expect(b.transfer_due).toBeNull();
      const events = b.history.filter((e: Json) => e.kind === "payment_confirmed");
      expect(events).toHaveLength(1);
      expect(events[0].actor.id).toBe(adminId);
      expect(events[0].provider).toBe("bank_statement");
      const [p] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
      expect(p.statementLineId).toBe(byPayment(paymentId).id);
      // Told by the bank: the line's day and text.
      expect(p.paymentDate).toBe(byPayment(paymentId).posted_on);
    }
    const lines = (await call("GET", `/bank-statements/${data.id}`)).json().data.lines;
    const done = lines.filter((l: Json) => l.status === "confirmed");
    expect(done).toHaveLength(2);
    expect(done[0].resolved_by.id).toBe(adminId);
    // The ambiguous transfer stays open for staff.
    const [open] = await t.db.select().from(payments).where(eq(payments.id, s.ambiguous.paymentId));
    expect(open.status).toBe("issued");

    // Confirming again confirms nothing: a line confirms one payment, ever.
    const twice = await call("POST", `/bank-statements/${data.id}/confirm`, {});
    expect(twice.json().confirmed).toBe(0);
    await endStory(s.ambiguous.paymentId);
  });
});

describe("matching rules through the API", () => {
  it("an amount issued after the credit's day, or long before, is out of the window", async () => {
    const late = await openTransfer(2_500_012_300, "2026-11-11");
    const res = await upload("bni", "bni", { bank_account_id: null });
    expect(res.statusCode).toBe(201);
    const line = res.json().data.lines.find((l: Json) => l.amount === 2_500_012_300);
    expect(line.status).toBe("unmatched");
    expect(line.reason).toBe("out_of_window");
    await endStory(late.paymentId);
  });

  it("a transfer paid before the customer told us matches: the window counts from when the amount was issued", async () => {
    // Issue 26: issued on the 8th, credited on the 10th (bni sample), told on the 20th.
    const s = await openTransfer(2_500_012_300, "2026-11-08", "IDR", { on: "2026-11-20" });
    const res = await upload("bni", "bni", { bank_account_id: bankId });
    const line = res.json().data.lines.find((l: Json) => l.amount === 2_500_012_300);
    expect(line.status).toBe("matched");
    expect(line.payment.id).toBe(s.paymentId);
    await endStory(s.paymentId);
  });

  it("a statement of another account does not match transfers told to this one", async () => {
    const other = (await createBankAccount(t.db, { bankName: "Mandiri", accountNumber: "999" })).id;
    const s = await openTransfer(1_250_045_700, "2026-11-11", "IDR", { on: "2026-11-11" });
    const res = await upload("bri", "bri", { bank_account_id: other });
    expect(res.json().data.matched).toBe(0);
    await endStory(s.paymentId);
  });

  it("the same statement imported again under another account choice adds no line (issue 26)", async () => {
    const first = await upload("mandiri", "mandiri", { bank_account_id: bankId });
    expect(first.json().data.new_line_count).toBe(5);
    const other = (await createBankAccount(t.db, { bankName: "Mandiri", accountNumber: "4242" })).id;
    for (const account of [other, null]) {
      const again = await upload("mandiri", "mandiri", { bank_account_id: account });
      expect(again.statusCode).toBe(201);
      expect(again.json().data.new_line_count).toBe(0);
      expect(again.json().data.lines).toEqual([]);
    }
    await endStory();
  });

  it("the round amount with the booking code in the text matches that booking, and counts the amount", async () => {
    const s = await openTransfer(2_500_012_300, "2026-11-08");
    const round = s.booking.total;
    const content = `Booked;Memo;Amount (IDR)\n2026-11-10;TRSF E-BANKING CR UMROH ${s.booking.code.toLowerCase()} SITI;${(round / 100).toFixed(2).replace(".", ",")}\n`;
    const res = await call("POST", "/bank-statements", {
      format: "csv",
      file_name: "memo.csv",
      content,
      mapping: GENERIC,
    });
    expect(res.statusCode).toBe(201);
    const [line] = res.json().data.lines;
    expect(line).toMatchObject({ status: "matched", matched_by: "booking_code" });
    expect(line.payment.id).toBe(s.paymentId);
    expect((await call("POST", `/bank-statements/${res.json().data.id}/confirm`, {})).json().confirmed).toBe(1);
    const b = (await call("GET", `/booking/${s.booking.id}`)).json().data;
    expect(b.paid_total).toBe(round);
    expect(b.status).toBe("paid");
    await endStory();
  });

  it("a transfer confirmed by eye after the import: the line is skipped and left unmatched", async () => {
    const s = await openTransfer(2_500_012_300, "2026-11-08", "IDR", { on: "2026-11-12" });
    const imported = (
      await upload("csv", "generic", { mapping: { ...GENERIC, date_column: "booked" }, bank_account_id: bankId })
    ).json().data;
    expect(imported.matched).toBe(1);
    expect((await call("POST", `/payment/${s.paymentId}/confirm`, {})).statusCode).toBe(200);
    const res = await call("POST", `/bank-statements/${imported.id}/confirm`, {});
    expect(res.json()).toMatchObject({ confirmed: 0, skipped: 1 });
    const b = (await call("GET", `/booking/${s.booking.id}`)).json().data;
    expect(b.paid_total).toBe(s.booking.total);
    await endStory();
  });

  it("only the selected lines are confirmed", async () => {
    const s = await story("MYR");
    const fresh = (await upload("cimb", "cimb", { bank_account_id: bankId })).json().data;
    expect(fresh.matched).toBe(2);
    const pick = fresh.lines.find((l: Json) => (l.payment as Json | null)?.id === s.first.paymentId);
    const res = await call("POST", `/bank-statements/${fresh.id}/confirm`, { line_ids: [pick.id] });
    expect(res.json()).toMatchObject({ confirmed: 1, skipped: 0 });
    const [second] = await t.db.select().from(payments).where(eq(payments.id, s.second.paymentId));
    expect(second.status).toBe("issued");
    await endStory(s.second.paymentId, s.ambiguous.paymentId);
  });
});

describe("an admin assigns or ignores a line nothing matched (issue 26)", () => {
  const memo = (text: string, amount: number) =>
    call("POST", "/bank-statements", {
      format: "csv",
      file_name: "memo.csv",
      content: `Booked;Memo;Amount (IDR)\n2026-11-10;${text};${(amount / 100).toFixed(2).replace(".", ",")}\n`,
      mapping: GENERIC,
    });

  it("assigned with a reason: the booking's transfer is confirmed once, in its history and the statement's audit", async () => {
    const s = await openTransfer(2_500_012_300, "2026-11-08");
    // Paid the round amount without the code in the memo: nothing matches.
    const imported = (await memo("TRSF SITI AMINAH", s.booking.total)).json().data;
    const [line] = imported.lines;
    expect(line).toMatchObject({ status: "unmatched", reason: "no_match" });
    const url = `/bank-statements/${imported.id}/lines/${line.id}/assign`;

    const noReason = await call("POST", url, { booking_code: s.booking.code, reason: " " });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(["Give the reason."]);
    const unknown = await call("POST", url, { booking_code: "NOPE1234", reason: "x" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.booking_code).toEqual(["No booking has this code."]);

    const res = await call("POST", url, {
      booking_code: s.booking.code.toLowerCase(),
      reason: "Paid without the code",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Line assigned: the payment is confirmed.");
    const done = res.json().data.lines[0];
    expect(done).toMatchObject({ status: "confirmed", resolution: "Paid without the code", matched_by: null });
    expect(done.resolved_by.id).toBe(adminId);
    expect(done.payment.id).toBe(s.paymentId);
    const b = (await call("GET", `/booking/${s.booking.id}`)).json().data;
    expect(b.paid_total).toBe(s.booking.total);
    const [event] = b.history.filter((e: Json) => e.kind === "payment_confirmed");
    expect(event).toMatchObject({ reason: "Paid without the code", provider: "bank_statement" });
    expect(event.actor.id).toBe(adminId);

    // Never twice: the line is closed.
    const again = await call("POST", url, { booking_code: s.booking.code, reason: "again" });
    expect(again.statusCode).toBe(409);
    expect(
      (await call("POST", `/bank-statements/${imported.id}/lines/${line.id}/ignore`, { reason: "x" })).statusCode,
    ).toBe(409);
    expect((await call("GET", `/booking/${s.booking.id}`)).json().data.paid_total).toBe(s.booking.total);
    await endStory();
  });

  it("a credit of another amount becomes a payment of that amount when the booking accepts it", async () => {
    const res = await postBooking(
      t.app,
      customer,
      checkoutBody(pkg.id, pkg.departures[0].id, { payment_type: "deposit" }),
    );
    const booking = res.json().data;
    const imported = (await memo("SETORAN TUNAI", 4_000_000_00)).json().data;
    const url = `/bank-statements/${imported.id}/lines/${imported.lines[0].id}/assign`;
    // Below the deposit: refused with the booking's own rule, nothing changes.
    const small = (await memo("SETORAN KECIL", 1_000_00)).json().data;
    const refused = await call("POST", `/bank-statements/${small.id}/lines/${small.lines[0].id}/assign`, {
      booking_code: booking.code,
      reason: "cash",
    });
    expect(refused.statusCode).toBe(422);
    const ok = await call("POST", url, { booking_code: booking.code, reason: "Cash deposit at the branch" });
    expect(ok.statusCode).toBe(200);
    const b = (await call("GET", `/booking/${booking.id}`)).json().data;
    expect(b.paid_total).toBe(4_000_000_00);
    expect(b.status).toBe("processing");
    // The rest now has its own exact amount.
    expect(b.transfer_due.amount).toBe(b.total - 4_000_000_00);
    await endStory();
  });

  it("ignored with a reason: closed, listed with who and why, never matched again", async () => {
    const imported = (await memo("BUNGA JASA GIRO", 12_345_00)).json().data;
    const line = imported.lines[0];
    const url = `/bank-statements/${imported.id}/lines/${line.id}/ignore`;
    expect((await call("POST", url, {})).statusCode).toBe(422);
    const res = await call("POST", url, { reason: "Bank interest" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lines[0]).toMatchObject({ status: "ignored", resolution: "Bank interest" });
    expect(res.json().data.lines[0].resolved_by.id).toBe(adminId);
    expect(res.json().data.ignored).toBe(1);
    await endStory();
  });
});

describe("concurrency (one line, one payment, ever)", () => {
  it("five concurrent confirmations of one import confirm each transfer once", async () => {
    const s = await story("IDR");
    const imported = (await upload("bni", "bni", { bank_account_id: bankId })).json().data;
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
    await endStory(s.ambiguous.paymentId);
  });

  it("one line assigned twice at once (to two bookings) pays one of them", async () => {
    const a = await openTransfer(2_500_012_300, "2026-11-08");
    const b = await openTransfer(1_250_045_700, "2026-11-08");
    const imported = (
      await call("POST", "/bank-statements", {
        format: "csv",
        file_name: "x.csv",
        content: "Booked;Memo;Amount (IDR)\n2026-11-10;TRSF;10.000.000,00\n",
        mapping: GENERIC,
      })
    ).json().data;
    const url = `/bank-statements/${imported.id}/lines/${imported.lines[0].id}/assign`;
    const answers = await Promise.all([
      call("POST", url, { booking_code: a.booking.code, reason: "a" }),
      call("POST", url, { booking_code: b.booking.code, reason: "b" }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const paid = await t.db.select().from(payments).where(eq(payments.statementLineId, imported.lines[0].id));
    expect(paid).toHaveLength(1);
    await endStory(a.paymentId, b.paymentId);
  });

  it("the same file uploaded twice at once stores its lines once", async () => {
    const [one, two] = await Promise.all([upload("maybank", "maybank"), upload("maybank", "maybank")]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(one.json().data.new_line_count + two.json().data.new_line_count).toBe(5);
    await endStory();
  });
});

describe("stored line keys are recomputed without the account (migration 0012)", () => {
  it("the hand-written backfill gives a stored line the key an import computes now", async () => {
    const imported = (await upload("bca", "bca", { bank_account_id: bankId })).json().data;
    const before = await t.db.select().from(statementLines);
    // As an import before the fix stored them: keys that named the account.
    for (const l of before)
      await t.db
        .update(statementLines)
        .set({ lineKey: `old-${l.id}` })
        .where(eq(statementLines.id, l.id));
    const dir = "db/migrations";
    const sql = readdirSync(dir)
      .filter((f) => f.endsWith(".sql"))
      .map((f) => readFileSync(path.join(dir, f), "utf8"))
      .find((text) => text.includes("statement line keys no longer"))!;
    const block = sql.slice(sql.indexOf("WITH base AS"));
    await t.db.execute(drizzleSql.raw(block));
    const parsed = parseStatement("bca", sample("bca"));
    const expected = lineIdentities("bca", parsed.lines).map((k) => createHash("sha256").update(k).digest("hex"));
    const after = await t.db.select().from(statementLines);
    expect(after.map((l) => l.lineKey).sort()).toEqual([...expected].sort());
    expect(imported.new_line_count).toBe(5);
    await endStory();
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
      ["POST", "/bank-statements/1/lines/1/assign", { booking_code: "X", reason: "x" }],
      ["POST", "/bank-statements/1/lines/1/ignore", { reason: "x" }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, customer)).statusCode).toBe(403);
      expect((await call(method, url, body, null)).statusCode).toBe(401);
    }
    expect((await call("GET", "/bank-statements/999999")).statusCode).toBe(404);
  });
});

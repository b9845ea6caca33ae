import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCharges, branches, receipts } from "#db/schema";
import { bearer, checkoutBody, postBooking, postCancel } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, day, depositPackage, type TourPackage } from "#test/setup/booking-api";
import { signInAdmin } from "#test/setup/sessions";

/* Charge lines beyond the package (docs/product.md §Charges), on both engines. */

let t: TestApp;
let owner: string;
let customer: string;
let pkg: TourPackage;
let clerk: string;
let finance: { token: string; id: number };
let operations: string;
let otherBranchClerk: string;
let bandung: number;

type Json = Record<string, unknown>;
interface Line {
  id: number;
  kind: string;
  amount: number;
  note: string | null;
  reverses: number | null;
  reversed: boolean;
  created_by: { id: number; name: string } | null;
}
interface Booking {
  id: string;
  status: string;
  total: number;
  paid_total: number;
  remaining: number;
  charges_total: number;
  charges: Line[];
  history: { kind: string; amount: number | null; reason: string | null }[];
  payments: { id: number; receipt_number: string | null }[];
}

const PRICE = 10_000_000;
const VISA = 2_500_000;

beforeAll(async () => {
  ({ t, admin: owner, customer } = await bookingApp());
  pkg = await depositPackage(t.db);
  [{ id: bandung }] = await t.db
    .insert(branches)
    .values([{ name: { id: "Cabang Bandung" } }, { name: { id: "Cabang Surabaya" } }])
    .returning({ id: branches.id });
  const [surabaya] = await t.db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.id, bandung + 1));
  clerk = (await signInAdmin(t, { staffRole: "sales", branchId: bandung })).token;
  otherBranchClerk = (await signInAdmin(t, { staffRole: "sales", branchId: surabaya.id })).token;
  const f = await signInAdmin(t, { staffRole: "finance", branchId: null });
  finance = { token: f.token, id: f.user.id };
  operations = (await signInAdmin(t, { staffRole: "operations", branchId: null })).token;
});
afterAll(async () => t?.close());

function post(token: string, url: string, payload?: unknown, lang = "en") {
  return t.app.inject({
    method: "POST",
    url: `${url}?lang=${lang}`,
    headers: bearer(token),
    payload: payload as object,
  });
}
const charge = (token: string, id: string, body: Json, lang = "en") =>
  post(token, `/api/booking/${id}/charge`, body, lang);
const reverse = (token: string, id: string, line: number, reason = "Not needed after all") =>
  post(token, `/api/booking/${id}/charge/${line}/reverse`, { reason });

async function getBooking(id: string, token = owner): Promise<Booking> {
  const res = await t.app.inject({ method: "GET", url: `/api/booking/${id}?lang=en`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A booking the customer made online for one traveller (10,000,000, full payment). */
async function booking(): Promise<Booking> {
  const res = await postBooking(t.app, customer, checkoutBody(pkg.id, pkg.departures[0].id));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** A booking the Bandung clerk took at the counter for a walk-in customer. */
async function branchBooking(): Promise<Booking> {
  const c = await post(clerk, "/api/customer", { name: "Siti Rahmah", phone: "+62 812 3456 7890" });
  expect(c.statusCode, c.body).toBe(201);
  const res = await postBooking(
    t.app,
    clerk,
    checkoutBody(pkg.id, pkg.departures[0].id, { customer_id: c.json().data.id, channel: "office" }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** Paid in full: cash at the counter, confirmed by finance (so it has a receipt). */
async function paidBooking(): Promise<Booking> {
  const b = await booking();
  const rec = await post(owner, `/api/booking/${b.id}/counter-payment`, {
    amount: PRICE,
    method: "cash",
    payment_date: day(0),
    payer_name: "Budi Santoso",
  });
  expect(rec.statusCode, rec.body).toBe(201);
  const ok = await post(finance.token, `/api/payment/${rec.json().data.id}/confirm`, {});
  expect(ok.statusCode, ok.body).toBe(200);
  const paid = await getBooking(b.id);
  expect(paid.status).toBe("paid");
  return paid;
}

describe("adding a charge line (POST /api/booking/{id}/charge)", () => {
  it("adds a visa fee: the total and what is left grow, the line and the history name who", async () => {
    const b = await booking();
    // A branch clerk does not see the website's booking (no branch): not found, nothing added.
    expect((await charge(clerk, b.id, { kind: "visa_fee", amount: VISA })).statusCode).toBe(404);
    const res = await charge(owner, b.id, { kind: "visa_fee", amount: VISA });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe("Charge added.");
    const after: Booking = res.json().data;
    expect(after.total).toBe(b.total + VISA);
    expect(after.remaining).toBe(b.total + VISA);
    expect(after.charges_total).toBe(VISA);
    expect(after.charges).toEqual([
      expect.objectContaining({ kind: "visa_fee", amount: VISA, note: null, reverses: null, reversed: false }),
    ]);
    expect(after.charges[0].created_by?.name).toBeTruthy();
    expect(after.history.at(-1)).toMatchObject({ kind: "charge_added", amount: VISA });
    expect(after.status).toBe("pending");
  });

  it("takes a discount off with its reason; without one it is refused in the reader's language and nothing changes", async () => {
    const b = await booking();
    const refused = await charge(owner, b.id, { kind: "discount", amount: 500_000 }, "id");
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain("Tulis keterangannya.");
    const other = await charge(owner, b.id, { kind: "other", amount: 100_000, note: "  " });
    expect(other.statusCode).toBe(422);
    expect((await getBooking(b.id)).total).toBe(b.total);

    const res = await charge(owner, b.id, { kind: "discount", amount: 500_000, note: "Loyal pilgrim, second umrah" });
    expect(res.statusCode, res.body).toBe(201);
    const after: Booking = res.json().data;
    expect(after.total).toBe(b.total - 500_000);
    expect(after.charges[0]).toMatchObject({ kind: "discount", amount: -500_000, note: "Loyal pilgrim, second umrah" });
  });

  it("refuses bad amounts and kinds before anything is written", async () => {
    const b = await booking();
    for (const body of [
      { kind: "visa_fee", amount: 0 },
      { kind: "visa_fee", amount: -5 },
      { kind: "visa_fee", amount: 1.5 },
      { kind: "visa_fee", amount: "100" },
      { kind: "tip", amount: 100 },
    ]) {
      const res = await charge(owner, b.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await t.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, b.id))).toEqual([]);
  });

  it("reopens a paid booking's balance, and its reversal settles it again; the receipt keeps its figures", async () => {
    const b = await paidBooking();
    const [receiptBefore] = await t.db.select().from(receipts).where(eq(receipts.bookingId, b.id));
    expect(receiptBefore.balanceAfter).toBe(0);

    const added = await charge(finance.token, b.id, { kind: "room_upgrade", amount: VISA, note: "Quad to Double" });
    expect(added.statusCode, added.body).toBe(201);
    const owing: Booking = added.json().data;
    expect(owing.status).toBe("processing");
    expect(owing.remaining).toBe(VISA);
    expect(owing.paid_total).toBe(PRICE);

    const line = owing.charges[0].id;
    const back = await reverse(finance.token, b.id, line, "Double room not available");
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().message).toBe("Charge reversed.");
    const settled: Booking = back.json().data;
    expect(settled.status).toBe("paid");
    expect(settled.remaining).toBe(0);
    expect(settled.total).toBe(PRICE);
    // The line stays; its reversal is a line of its own (never a delete).
    expect(settled.charges).toEqual([
      expect.objectContaining({ id: line, amount: VISA, reversed: true, reverses: null }),
      expect.objectContaining({ amount: -VISA, reverses: line, note: "Double room not available", reversed: false }),
    ]);
    expect(settled.history.map((e) => e.kind)).toEqual(
      expect.arrayContaining(["charge_added", "charge_reversed", "status"]),
    );
    const [receiptAfter] = await t.db.select().from(receipts).where(eq(receipts.bookingId, b.id));
    expect(receiptAfter).toEqual(receiptBefore);
  });

  it("refuses a discount or a reversal that would leave the total below what is paid (a refund's work)", async () => {
    const b = await paidBooking();
    const res = await charge(owner, b.id, { kind: "discount", amount: 1, note: "Goodwill" });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain("below what is paid");
    expect((await getBooking(b.id)).charges).toEqual([]);
  });

  it("reverses a line once: a second reversal, a reversal's reversal and another booking's line are refused", async () => {
    const b = await booking();
    const other = await booking();
    const line = (await charge(owner, b.id, { kind: "admin_fee", amount: 150_000 })).json().data.charges[0].id;
    const first = await reverse(owner, b.id, line);
    expect(first.statusCode, first.body).toBe(201);
    const reversal = first.json().data.charges[1].id;
    expect((await reverse(owner, b.id, line)).statusCode).toBe(409);
    expect((await reverse(owner, b.id, reversal)).statusCode).toBe(409);
    expect((await reverse(owner, other.id, line)).statusCode).toBe(404);
    const after = await getBooking(b.id);
    expect(after.charges_total).toBe(0);
    expect(after.total).toBe(b.total);
  });

  it("is closed on a cancelled booking", async () => {
    const b = await booking();
    expect((await postCancel(t.app, customer, b.id)).statusCode).toBe(200);
    const res = await charge(owner, b.id, { kind: "visa_fee", amount: VISA });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain("cannot be changed");
  });
});

describe("what follows the total", () => {
  it("the booking report and the dashboard count the lines", async () => {
    const get = async (url: string) => {
      const res = await t.app.inject({ method: "GET", url, headers: bearer(owner) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const report = () => get(`/api/report/booking?lang=en&per_page=100`);
    const outstanding = async () => (await get("/api/dashboard?lang=en")).data.outstanding.amount as number;
    const b = await booking();
    const [before, owedBefore] = [await report(), await outstanding()];
    const res = await charge(owner, b.id, { kind: "passport_service", amount: 400_000 });
    expect(res.statusCode, res.body).toBe(201);
    const after = await report();
    expect(after.totals.total - before.totals.total).toBe(400_000);
    expect(after.totals.outstanding - before.totals.outstanding).toBe(400_000);
    const row = after.data.find((r: { id: string }) => r.id === b.id);
    expect(row).toMatchObject({ total: b.total + 400_000, remaining: b.total + 400_000 });
    expect((await outstanding()) - owedBefore).toBe(400_000);
  });
});

describe("charges at once", () => {
  it("counts two lines added at the same moment both, and reverses a line once under two reversals at once", async () => {
    const b = await booking();
    const added = await Promise.all([
      charge(owner, b.id, { kind: "visa_fee", amount: VISA }),
      charge(finance.token, b.id, { kind: "vaccination", amount: 350_000 }),
    ]);
    expect(added.map((r) => r.statusCode)).toEqual([201, 201]);
    let after = await getBooking(b.id);
    expect(after.total).toBe(b.total + VISA + 350_000);
    expect(after.charges_total).toBe(VISA + 350_000);

    // The two lines carry the same moment: pick the visa fee by its kind, not by its place.
    const line = Number(after.charges.find((c: { kind: string }) => c.kind === "visa_fee")?.id);
    const results = await Promise.all([reverse(owner, b.id, line), reverse(finance.token, b.id, line)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    after = await getBooking(b.id);
    expect(after.charges).toHaveLength(3);
    expect(after.total).toBe(b.total + 350_000);
    expect(after.charges_total).toBe(350_000);
  });
});

describe("who may add and reverse lines", () => {
  it("staff who manage bookings and finance may; operations and customers may not; another branch's clerk finds nothing", async () => {
    const b = await branchBooking();
    expect((await charge(operations, b.id, { kind: "visa_fee", amount: VISA })).statusCode).toBe(403);
    expect((await charge(customer, b.id, { kind: "visa_fee", amount: VISA })).statusCode).toBe(403);
    expect((await charge(otherBranchClerk, b.id, { kind: "visa_fee", amount: VISA })).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/booking/${b.id}/charge`,
      payload: { kind: "visa_fee", amount: VISA },
    });
    expect(anonymous.statusCode).toBe(401);
    const ok = await charge(clerk, b.id, { kind: "passport_service", amount: 400_000 });
    expect(ok.statusCode, ok.body).toBe(201);
    const line = ok.json().data.charges[0].id;
    expect((await reverse(otherBranchClerk, b.id, line)).statusCode).toBe(404);
    expect((await reverse(operations, b.id, line)).statusCode).toBe(403);
    // The customer sees the line on their own booking, read only.
    const mine = await getBooking(b.id, owner);
    expect(mine.charges).toHaveLength(1);
  });
});

import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { bookings, branches, commissionLines } from "#db/schema";
import { createPackage } from "#test/factories";
import { uploadDocument } from "#test/factories/booking";
import { ctxFor } from "#test/setup/app";
import { bookingEffects } from "#test/setup/booking-effects";
import { withDateClock } from "#test/setup/clock";
import { createAgent, createAgentBooking, setAgentStatus } from "#test/setup/commission";
import { apiCaller, appWithSessionsPerFile, type Headers, signInAdmin } from "#test/setup/sessions";

/** Agents' commissions and payouts on the real API (decision 078, docs/product.md §Commissions). */
const { t, admin, customer, ids } = appWithSessionsPerFile();
const call = apiCaller(() => ({ t, headers: admin }));
const finance: Headers = {};
let receipt = "";

beforeAll(async () => {
  const f = await signInAdmin(t, { staffRole: "finance" });
  Object.assign(finance, f.headers);
  receipt = await uploadDocument(t.app, f.token);
});

const FIXED = { kind: "fixed", rates: { adult: 1_000_000, child: 500_000, infant: 100_000 } };
const setDefault = async (body: unknown) => {
  const res = await call("PUT", "/api/commission/schemes/default?lang=en", body, finance);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const move = async (id: string, status: string) => {
  const res = await call("PUT", `/api/booking/${id}/status?lang=en`, { status });
  expect(res.statusCode, res.body).toBe(200);
};
const linesOf = async (agentId: number) => {
  const res = await call("GET", `/api/commission/lines?agent_id=${agentId}&limit=-1`, undefined, finance);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number; kind: string; status: string; amount: number; basis: object }[]).sort(
    (a, b) => a.id - b.id,
  );
};
const pay = (agentId: number, lineIds: number[], more: Record<string, unknown> = {}) =>
  call(
    "POST",
    "/api/commission/payouts?lang=en",
    {
      agent_id: agentId,
      line_ids: lineIds,
      reference: "TRF-001",
      paid_on: "2026-01-15",
      receipt_file_id: receipt,
      ...more,
    },
    finance,
  );

describe("schemes", () => {
  it("finance sets the default; it is read back in the site's currency, the other kind's fields at zero", async () => {
    const saved = await setDefault({ ...FIXED, percent_bp: 500 });
    expect(saved.message).toBe("Commission scheme saved.");
    expect(saved.data).toMatchObject({
      package_id: null,
      kind: "fixed",
      currency: "IDR",
      percent_bp: 0,
      override: "none",
    });
    const read = await call("GET", "/api/commission/schemes/default", undefined, finance);
    expect(read.json().data.rates).toEqual(FIXED.rates);
  });

  it("refuses a scheme that pays nothing or an upline rate not above the agent's (422 per field)", async () => {
    const res = await call(
      "PUT",
      "/api/commission/schemes/default?lang=en",
      { kind: "percent", percent_bp: 0, override: "difference", upline_percent_bp: 0 },
      finance,
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["percent_bp", "upline_percent_bp"]);
    expect(res.json().errors.upline_percent_bp[0]).toBe("The upline's rate must be above the agent's.");
  });

  it("a package's scheme is set, read and removed; an unknown package is 404", async () => {
    const pkg = await createPackage(t.db);
    expect((await call("GET", `/api/commission/schemes/package/${pkg.id}`, undefined, finance)).json()).toEqual({
      data: null,
    });
    const put = await call(
      "PUT",
      `/api/commission/schemes/package/${pkg.id}`,
      { kind: "percent", percent_bp: 300 },
      finance,
    );
    expect(put.json().data).toMatchObject({ package_id: pkg.id, kind: "percent", percent_bp: 300 });
    expect((await call("DELETE", `/api/commission/schemes/package/${pkg.id}`, undefined, finance)).statusCode).toBe(
      200,
    );
    expect((await call("DELETE", `/api/commission/schemes/package/${pkg.id}`, undefined, finance)).statusCode).toBe(
      404,
    );
    expect((await call("GET", "/api/commission/schemes/package/999999", undefined, finance)).statusCode).toBe(404);
  });

  it("is for staff with the commissions permission: operations and customers 403, visitors 401", async () => {
    const ops = await signInAdmin(t, { staffRole: "operations" });
    expect((await call("GET", "/api/commission/schemes/default", undefined, ops.headers)).statusCode).toBe(403);
    expect((await call("GET", "/api/commission/lines", undefined, customer)).statusCode).toBe(403);
    expect((await call("GET", "/api/commission/payouts", undefined, {})).statusCode).toBe(401);
  });
});

describe("lines are earned when a booking is paid in full", () => {
  it("fixed per traveller by type, at the clock's time; a second `paid` earns nothing", async () => {
    await setDefault(FIXED);
    const agent = await createAgent(t);
    const b = await createAgentBooking(t, ids.customerId, agent.id, {
      travellers: ["adult", "adult", "child", "infant"],
    });
    await withDateClock(async (t0) => {
      await move(b.id, "paid");
      const [line] = await linesOf(agent.id);
      expect(line).toMatchObject({
        kind: "earned",
        status: "unpaid",
        amount: 2 * 1_000_000 + 500_000 + 100_000,
        currency: "IDR",
        created_at: new Date(t0).toISOString(),
        basis: { kind: "fixed", travellers: { adult: 2, child: 1, infant: 1 } },
      });
    });
    await move(b.id, "pending");
    await move(b.id, "paid");
    await move(b.id, "processed");
    expect(await linesOf(agent.id)).toHaveLength(1);
    // The booking's money is the booking's: the line changed none of it.
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row.total).toBe(30_000_000);
  });

  it("a package's scheme beats the default: a percentage of subtotal + extras − discount", async () => {
    await setDefault(FIXED);
    const pkg = await createPackage(t.db);
    await call("PUT", `/api/commission/schemes/package/${pkg.id}`, { kind: "percent", percent_bp: 300 }, finance);
    const agent = await createAgent(t);
    const b = await createAgentBooking(t, ids.customerId, agent.id, {
      packageId: pkg.id,
      subtotal: 40_000_000,
      extras: 2_000_000,
      discount: 2_000_000,
    });
    await move(b.id, "paid");
    const [line] = await linesOf(agent.id);
    expect(line).toMatchObject({ amount: 1_200_000, basis: { kind: "percent", percent_bp: 300, base: 40_000_000 } });
  });

  it("a booking without an agent, or without any scheme, earns nothing", async () => {
    await t.db.delete(commissionLines);
    const b = await createAgentBooking(t, ids.customerId, null);
    await move(b.id, "paid");
    expect((await call("GET", "/api/commission/lines", undefined, finance)).json().meta.total).toBe(0);
  });
});

describe("the upline's override", () => {
  it("fixed per booking", async () => {
    await setDefault({ ...FIXED, override: "fixed", override_amount: 250_000 });
    const upline = await createAgent(t);
    const agent = await createAgent(t, { uplineId: upline.id });
    const b = await createAgentBooking(t, ids.customerId, agent.id, { travellers: ["adult", "adult"] });
    await move(b.id, "paid");
    expect((await linesOf(agent.id)).map((l) => [l.kind, l.amount])).toEqual([["earned", 2_000_000]]);
    expect((await linesOf(upline.id)).map((l) => [l.kind, l.amount])).toEqual([["override", 250_000]]);
  });

  it("the difference of rates, and none for an agent without an upline", async () => {
    await setDefault({ kind: "percent", percent_bp: 200, override: "difference", upline_percent_bp: 350 });
    const upline = await createAgent(t);
    const agent = await createAgent(t, { uplineId: upline.id });
    const b = await createAgentBooking(t, ids.customerId, agent.id, { subtotal: 20_000_000 });
    await move(b.id, "paid");
    expect((await linesOf(agent.id)).map((l) => l.amount)).toEqual([400_000]);
    expect((await linesOf(upline.id)).map((l) => [l.kind, l.amount])).toEqual([["override", 300_000]]);
    const alone = await createAgentBooking(t, ids.customerId, upline.id, { subtotal: 20_000_000 });
    await move(alone.id, "paid");
    expect((await linesOf(upline.id)).map((l) => l.kind)).toEqual(["override", "earned"]);
  });
});

describe("reversals", () => {
  it("cancelled before payout: the pair nets to zero and is never paid", async () => {
    await setDefault({ ...FIXED, override: "fixed", override_amount: 100_000 });
    const upline = await createAgent(t);
    const agent = await createAgent(t, { uplineId: upline.id });
    const b = await createAgentBooking(t, ids.customerId, agent.id);
    await move(b.id, "paid");
    await move(b.id, "canceled");
    const lines = await linesOf(agent.id);
    expect(lines.map((l) => [l.kind, l.status, l.amount])).toEqual([
      ["earned", "reversed", 1_000_000],
      ["reversal", "reversed", -1_000_000],
    ]);
    expect((await linesOf(upline.id)).map((l) => [l.kind, l.amount])).toEqual([
      ["override", 100_000],
      ["reversal", -100_000],
    ]);
    const res = await pay(agent.id, [lines[0].id]);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["line_ids"]);
  });

  it("cancelled after payout: a negative line owed, netted in the agent's next payout", async () => {
    await setDefault(FIXED);
    const agent = await createAgent(t);
    const first = await createAgentBooking(t, ids.customerId, agent.id);
    await move(first.id, "paid");
    const [earned] = await linesOf(agent.id);
    const paid = await pay(agent.id, [earned.id]);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({ total: 1_000_000, line_count: 1, reference: "TRF-001" });
    await move(first.id, "canceled");
    const owed = (await linesOf(agent.id)).find((l) => l.kind === "reversal");
    expect(owed).toMatchObject({ status: "owed", amount: -1_000_000 });

    // What the agent owes is more than one small line: nothing is paid.
    const second = await createAgentBooking(t, ids.customerId, agent.id, { travellers: ["child"] });
    await move(second.id, "paid");
    const small = (await linesOf(agent.id)).find((l) => l.kind === "earned" && l.status === "unpaid")!;
    const refused = await pay(agent.id, [small.id]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.line_ids[0]).toBe("The agent owes more than these lines come to: choose more lines.");

    const third = await createAgentBooking(t, ids.customerId, agent.id, { travellers: ["adult", "adult", "adult"] });
    await move(third.id, "paid");
    const unpaid = (await linesOf(agent.id)).filter((l) => l.status === "unpaid").map((l) => l.id);
    const netted = await pay(agent.id, unpaid, { reference: "TRF-002" });
    expect(netted.statusCode, netted.body).toBe(201);
    expect(netted.json().data).toMatchObject({ total: 500_000 + 3_000_000 - 1_000_000, line_count: 3 });
    expect((await linesOf(agent.id)).every((l) => l.status === "paid" || l.status === "reversed")).toBe(true);
  });

  it("a booking credited to another agent: the former's lines (and upline's) reversed, the new agent earns", async () => {
    await setDefault({ ...FIXED, override: "fixed", override_amount: 100_000 });
    const upline = await createAgent(t);
    const before = await createAgent(t, { uplineId: upline.id });
    const after = await createAgent(t);
    const b = await createAgentBooking(t, ids.customerId, before.id);
    await move(b.id, "paid");
    const [row] = await t.db.update(bookings).set({ agentId: after.id }).where(eq(bookings.id, b.id)).returning();
    await t.db.transaction((tx) => bookingEffects.afterAgentChange(ctxFor(tx), row, before.id));
    expect((await linesOf(before.id)).map((l) => l.status)).toEqual(["reversed", "reversed"]);
    expect((await linesOf(upline.id)).map((l) => l.amount)).toEqual([100_000, -100_000]);
    expect((await linesOf(after.id)).map((l) => [l.kind, l.amount])).toEqual([["earned", 1_000_000]]);
    // And back again: the first agent earns anew (a second round), the second's line is reversed.
    const [back] = await t.db.update(bookings).set({ agentId: before.id }).where(eq(bookings.id, b.id)).returning();
    await t.db.transaction((tx) => bookingEffects.afterAgentChange(ctxFor(tx), back, after.id));
    expect((await linesOf(before.id)).filter((l) => l.status === "unpaid")).toHaveLength(1);
    expect((await linesOf(upline.id)).filter((l) => l.status === "unpaid")).toHaveLength(1);
  });
});

describe("payouts", () => {
  it("pay a line once: the second payout over it is 409 and writes nothing", async () => {
    await setDefault(FIXED);
    const agent = await createAgent(t);
    const b = await createAgentBooking(t, ids.customerId, agent.id);
    await move(b.id, "paid");
    const [line] = await linesOf(agent.id);
    expect((await pay(agent.id, [line.id])).statusCode).toBe(201);
    const again = await pay(agent.id, [line.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "One of these commission lines has been paid already. Reload the list and choose again.",
    );
    const list = await call("GET", `/api/commission/payouts?agent_id=${agent.id}`, undefined, finance);
    expect(list.json().meta.total).toBe(1);
  });

  it("refuses a future day, another's receipt, another agent's line, and a suspended agent", async () => {
    await setDefault(FIXED);
    const agent = await createAgent(t);
    const other = await createAgent(t);
    const b = await createAgentBooking(t, ids.customerId, agent.id);
    await move(b.id, "paid");
    const [line] = await linesOf(agent.id);
    const future = await pay(agent.id, [line.id], { paid_on: "2099-01-01" });
    expect(Object.keys(future.json().errors)).toEqual(["paid_on"]);
    const foreign = await uploadDocument(t.app, ids.customerToken);
    expect(Object.keys((await pay(agent.id, [line.id], { receipt_file_id: foreign })).json().errors)).toEqual([
      "receipt_file_id",
    ]);
    expect(Object.keys((await pay(other.id, [line.id])).json().errors)).toEqual(["line_ids"]);
    await setAgentStatus(t, agent.id, "suspended");
    const suspended = await pay(agent.id, [line.id]);
    expect(suspended.statusCode).toBe(409);
    await setAgentStatus(t, agent.id, "approved");
    expect((await pay(agent.id, [line.id])).statusCode).toBe(201);
  });

  it("a suspended agent's booking paid in full still earns", async () => {
    await setDefault(FIXED);
    const agent = await createAgent(t, { status: "suspended" });
    const b = await createAgentBooking(t, ids.customerId, agent.id);
    await move(b.id, "paid");
    expect(await linesOf(agent.id)).toHaveLength(1);
  });

  it("the payout sheet is an Excel file in the reader's language, with the lines and their total", async () => {
    await setDefault(FIXED);
    const agent = await createAgent(t);
    const b = await createAgentBooking(t, ids.customerId, agent.id, { travellers: ["adult", "child"] });
    await move(b.id, "paid");
    const [line] = await linesOf(agent.id);
    const payout = (await pay(agent.id, [line.id])).json().data;
    const res = await call("GET", `/api/commission/payouts/${payout.id}/sheet?lang=id`, undefined, finance);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toContain(`commission-payout_${payout.id}_2026-01-15.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0];
    expect(sheet.getCell("A1").value).toBe("Pembayaran komisi");
    expect(sheet.getCell("B4").value).toBe("15 Jan 2026");
    const values = sheet.getSheetValues().flat().map(String);
    expect(values).toContain(b.code);
    expect(values).toContain("Komisi");
    expect(values).toContain("15000");
    expect((await call("GET", "/api/commission/payouts/999999/sheet", undefined, finance)).statusCode).toBe(404);
  });
});

describe("the lines' list", () => {
  it("filters by status and by the period of the line's date (the clock's), newest first", async () => {
    await setDefault(FIXED);
    const agent = await createAgent(t);
    const early = await createAgentBooking(t, ids.customerId, agent.id);
    const late = await createAgentBooking(t, ids.customerId, agent.id, { travellers: ["child"] });
    await withDateClock(async (t0) => {
      await move(early.id, "paid");
      vi.setSystemTime(t0 + 2 * 86_400_000);
      await move(late.id, "paid");
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const url = (q: string) => `/api/commission/lines?agent_id=${agent.id}&${q}`;
      const first = await call("GET", url(`from=${day(t0)}&to=${day(t0)}`), undefined, finance);
      expect(first.json().data.map((l: { amount: number }) => l.amount)).toEqual([1_000_000]);
      const both = await call("GET", url(`from=${day(t0)}`), undefined, finance);
      expect(both.json().data.map((l: { amount: number }) => l.amount)).toEqual([500_000, 1_000_000]);
    });
    await move(late.id, "canceled");
    const unpaid = await call("GET", `/api/commission/lines?agent_id=${agent.id}&status=unpaid`, undefined, finance);
    expect(unpaid.json().data.map((l: { amount: number }) => l.amount)).toEqual([1_000_000]);
    const reversed = await call(
      "GET",
      `/api/commission/lines?agent_id=${agent.id}&status=reversed`,
      undefined,
      finance,
    );
    expect(reversed.json().meta.total).toBe(2);
  });
});

describe("the agent's own view and a branch's reach", () => {
  it("an agent reads their lines, totals and payouts; a customer who is not an agent 403", async () => {
    await setDefault(FIXED);
    const agent = await createAgent(t);
    const b1 = await createAgentBooking(t, ids.customerId, agent.id);
    const b2 = await createAgentBooking(t, ids.customerId, agent.id, { travellers: ["child"] });
    await move(b1.id, "paid");
    await move(b2.id, "paid");
    const first = (await linesOf(agent.id))[0];
    expect((await pay(agent.id, [first.id])).statusCode).toBe(201);
    const mine = await call("GET", "/api/commission/mine", undefined, agent.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.totals).toEqual([{ currency: "IDR", unpaid: 500_000, owed: 0, paid: 1_000_000 }]);
    expect(mine.json().data.lines).toHaveLength(2);
    expect(mine.json().data.payouts).toHaveLength(1);
    expect((await call("GET", "/api/commission/mine", undefined, customer)).statusCode).toBe(403);
    // Their data export carries the same lines and payouts (decision 050).
    const exported = await call("GET", "/api/account/export", undefined, agent.headers);
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(exported.rawPayload))["data.json"]));
    expect(data.agent_commissions.lines).toHaveLength(2);
    expect(data.agent_commissions.payouts).toEqual([
      expect.objectContaining({ total: 1_000_000, reference: "TRF-001" }),
    ]);
  });

  it("staff of one branch see their branch's agents' lines and payouts only", async () => {
    await setDefault(FIXED);
    const [branch] = await t.db
      .insert(branches)
      .values({ name: { id: "Cabang Bandung" } })
      .returning({ id: branches.id });
    const clerk = await signInAdmin(t, { staffRole: "finance", branchId: branch.id });
    const local = await createAgent(t, { branchId: branch.id });
    const head = await createAgent(t);
    for (const a of [local, head]) await move((await createAgentBooking(t, ids.customerId, a.id)).id, "paid");
    const seen = await call("GET", "/api/commission/lines?limit=-1", undefined, clerk.headers);
    expect(new Set(seen.json().data.map((l: { agent: { id: number } }) => l.agent.id))).toEqual(new Set([local.id]));
    const asked = await call("GET", `/api/commission/lines?agent_id=${head.id}`, undefined, clerk.headers);
    expect(asked.json().meta.total).toBe(0);
  });
});

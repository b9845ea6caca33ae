import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { uploadDocument } from "#test/factories/booking";
import { createAgent, createAgentBooking } from "#test/setup/commission";
import { apiCaller, appWithSessionsPerFile, type Headers, signInAdmin } from "#test/setup/sessions";

/**
 * Commissions owed and paid per agent and period (issue 29 item 5): earned and reversed in the
 * period, paid by payouts dated in it, payable now; on screen and as Excel.
 */
const { t, admin, customer, ids } = appWithSessionsPerFile();
const call = apiCaller(() => ({ t, headers: admin }));
const finance: Headers = {};
let receipt = "";

beforeAll(async () => {
  const f = await signInAdmin(t, { staffRole: "finance" });
  Object.assign(finance, f.headers);
  receipt = await uploadDocument(t.app, f.token);
  const res = await call("PUT", "/api/commission/schemes/default?lang=en", {
    kind: "fixed",
    rates: { adult: 1_000_000, child: 500_000, infant: 0 },
  });
  expect(res.statusCode, res.body).toBe(200);
});

const move = async (id: string, status: string) => {
  const res = await call("PUT", `/api/booking/${id}/status?lang=en`, { status });
  expect(res.statusCode, res.body).toBe(200);
};

describe("GET /api/commission/report", () => {
  it("sums each agent's lines: earned, reversed, paid by payouts of the period, payable now", async () => {
    const agent = await createAgent(t);
    const a = await createAgentBooking(t, ids.customerId, agent.id, { travellers: ["adult", "adult"] });
    const b = await createAgentBooking(t, ids.customerId, agent.id, { travellers: ["child"] });
    const c = await createAgentBooking(t, ids.customerId, agent.id, { travellers: ["adult"] });
    for (const x of [a, b, c]) await move(x.id, "paid");
    const lines = (await call("GET", `/api/commission/lines?agent_id=${agent.id}`, undefined, finance)).json().data as {
      id: number;
      booking: { id: string };
    }[];
    const ofA = lines.find((l) => l.booking.id === a.id)!;
    const paid = await call(
      "POST",
      "/api/commission/payouts?lang=en",
      { agent_id: agent.id, line_ids: [ofA.id], reference: "TRF-9", paid_on: "2026-01-15", receipt_file_id: receipt },
      finance,
    );
    expect(paid.statusCode, paid.body).toBe(201);
    await move(b.id, "canceled");

    const report = async (query: string) => {
      const res = await call("GET", `/api/commission/report?lang=en${query}`, undefined, finance);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { agent: { id: number } }[]).find((r) => r.agent.id === agent.id);
    };
    expect(await report("")).toMatchObject({
      currency: "IDR",
      earned: 2_000_000 + 500_000 + 1_000_000,
      reversed: -500_000,
      paid: 2_000_000,
      // c unpaid; b's line and its reversal net to nothing.
      payable: 1_000_000,
    });
    // A period without the payout's day: nothing paid in it.
    expect(await report("&from=2026-02-01&to=2026-02-28")).toMatchObject({ paid: 0, payable: 1_000_000 });
  });

  it("is finance's as an Excel file in the reader's language; customers and sales are refused", async () => {
    const res = await call("GET", "/api/commission/report?lang=id&format=xlsx", undefined, finance);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(1).getCell(7).value).toBe("Terutang saat ini");
    expect((await call("GET", "/api/commission/report", undefined, customer)).statusCode).toBe(403);
    const sales = await signInAdmin(t, { staffRole: "sales" });
    expect((await call("GET", "/api/commission/report", undefined, sales.headers)).statusCode).toBe(403);
    const bad = await call("GET", "/api/commission/report?lang=en&from=2026-03-01&to=2026-02-01", undefined, finance);
    expect(bad.statusCode).toBe(422);
  });
});

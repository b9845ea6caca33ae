import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, createPackage, createSetting } from "#test/factories";
import { createAgent } from "#test/factories/agent";
import { bearer } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";
import type { BookingReportDto } from "#app/modules/report/report.contract";

/*
 * The booking report by channel and by agent (issue 29 item 5): the same bookings as the totals,
 * per channel and per agent credited, on screen (JSON) and in the Excel file's sheets; the
 * agent filter narrows every figure.
 */

const M = 1_000_000;
let t: TestApp;
let owner: string;
let agentA: { id: number; code: string };
let agentB: { id: number; code: string };

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  owner = (await signInAdmin(t)).token;
  const c = await signInCustomer(t);
  const a = await signInCustomer(t, { name: "Pak Ahmad" });
  const b = await signInCustomer(t, { name: "Bu Fatimah" });
  const rowA = await createAgent(t.db, a.user.id);
  const rowB = await createAgent(t.db, b.user.id);
  agentA = { id: rowA.id, code: rowA.code as string };
  agentB = { id: rowB.id, code: rowB.code as string };
  const pkg = await createPackage(t.db, { departures: [{ startDate: "2025-06-01", endDate: "2025-06-10" }] });
  const on = { packageId: pkg.id, departureId: pkg.departures[0].id, createdAt: new Date("2025-03-01T03:00:00Z") };
  await createBooking(t.db, c.user.id, { ...on, total: 10 * M, channel: "web" });
  await createBooking(t.db, c.user.id, { ...on, total: 20 * M, paidTotal: 20 * M, channel: "web", agentId: agentA.id });
  await createBooking(t.db, c.user.id, { ...on, total: 30 * M, channel: "agent", agentId: agentA.id, pax: 2 });
  await createBooking(t.db, c.user.id, { ...on, total: 40 * M, channel: "office", agentId: agentB.id });
  await createBooking(t.db, c.user.id, {
    ...on,
    total: 50 * M,
    channel: "agent",
    agentId: agentB.id,
    status: "canceled",
  });
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: bearer(owner) });

describe("GET /api/report/booking by channel and by agent", () => {
  it("breaks the selection down per channel and per agent, the largest first and the agency's own last", async () => {
    const res = await get("/api/report/booking?lang=en");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as BookingReportDto;
    expect(body.by_channel.map((c) => [c.channel, c.bookings, c.total])).toEqual([
      ["web", 2, 30 * M],
      ["office", 1, 40 * M],
      ["agent", 1, 30 * M],
    ]);
    expect(body.by_agent.map((a) => [a.agent?.code ?? null, a.bookings, a.total, a.paid, a.canceled])).toEqual([
      [agentA.code, 2, 50 * M, 20 * M, 0],
      [agentB.code, 1, 40 * M, 0, 1],
      [null, 1, 10 * M, 0, 0],
    ]);
    expect(body.by_agent[0].agent).toMatchObject({ id: agentA.id, name: "Pak Ahmad" });
    // Every breakdown adds up to the totals.
    expect(body.by_agent.reduce((s, a) => s + a.total, 0)).toBe(body.totals.total);
    expect(body.by_channel.reduce((s, c) => s + c.total, 0)).toBe(body.totals.total);
  });

  it("narrows every figure to one agent, and the Excel file carries the breakdowns as sheets", async () => {
    const one = (await get(`/api/report/booking?lang=en&agent_id=${agentB.id}&status=all`)).json() as BookingReportDto;
    expect(one.totals).toMatchObject({ bookings: 2, total: 90 * M });
    expect(one.by_agent.map((a) => a.agent?.id)).toEqual([agentB.id]);
    const res = await get("/api/report/booking?lang=en&format=xlsx");
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet("By agent");
    expect(sheet).toBeDefined();
    expect(sheet?.getRow(2).getCell(1).value).toBe("Pak Ahmad");
    expect(sheet?.getRow(2).getCell(2).value).toBe(agentA.code);
    expect(wb.getWorksheet("By channel")?.getRow(2).getCell(1).value).toBe("Website");
  });
});

import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { branches } from "#db/schema";
import { createBooking, createPackage, createSetting } from "#test/factories";
import { bearer } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";
import type { BookingReportDto } from "#app/modules/report/report.contract";

/*
 * The booking report by where the bookings came from (issue 28): channel, branch and the member
 * of staff who took them, on screen and in the CSV and Excel exports alike. A branch clerk's
 * report keeps to their branch, as their booking list does.
 */

const M = 1_000_000;
let t: TestApp;
let owner: string;
/** Finance staff (reports) of the Bandung branch. */
let clerk: string;
let customer: string;
let bandung: number;
let surabaya: number;
let takerA: number;
let takerB: number;
/** Booking codes by name. */
const codes = { web: "WEB0001", office: "OFF0001", phone: "PHN0001", whatsapp: "WAP0001" };

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  owner = (await signInAdmin(t)).token;
  [{ id: bandung }, { id: surabaya }] = await t.db
    .insert(branches)
    .values([{ name: { id: "Cabang Bandung" } }, { name: { id: "Cabang Surabaya" } }])
    .returning({ id: branches.id });
  clerk = (await signInAdmin(t, { staffRole: "finance", branchId: bandung })).token;
  takerA = (await signInAdmin(t, { staffRole: "sales", branchId: bandung })).user.id;
  takerB = (await signInAdmin(t, { staffRole: "sales", branchId: null })).user.id;
  const c = await signInCustomer(t, { name: "Siti" });
  customer = c.token;
  const pkg = await createPackage(t.db, { departures: [{ startDate: "2025-06-01", endDate: "2025-06-10" }] });
  const on = { packageId: pkg.id, departureId: pkg.departures[0].id, createdAt: new Date("2025-03-01T03:00:00Z") };
  await createBooking(t.db, c.user.id, { ...on, code: codes.web, total: 10 * M, channel: "web" });
  await createBooking(t.db, c.user.id, {
    ...on,
    code: codes.office,
    total: 20 * M,
    channel: "office",
    branchId: bandung,
    takenBy: takerA,
  });
  await createBooking(t.db, c.user.id, {
    ...on,
    code: codes.phone,
    total: 30 * M,
    channel: "phone",
    branchId: surabaya,
    takenBy: takerB,
  });
  await createBooking(t.db, c.user.id, {
    ...on,
    code: codes.whatsapp,
    total: 40 * M,
    channel: "whatsapp",
    branchId: bandung,
    takenBy: takerB,
  });
});
afterAll(async () => t?.close());

const get = (url: string, token: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });

/** The report's row codes and totals for a query. */
async function report(query: string, token = owner) {
  const res = await get(`/api/report/booking?lang=en&sort=code&order=asc&${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as BookingReportDto;
  return { codes: body.data.map((r) => r.code), bookings: body.totals.bookings, total: body.totals.total };
}

/** The booking codes of a CSV export, in its order (no field of these rows holds a comma or quote). */
async function csvCodes(query: string, token = owner) {
  const res = await get(`/api/report/booking?lang=en&format=csv&sort=code&order=asc&${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  const [, ...rows] = res.rawPayload.toString("utf8").slice(1).trim().split("\r\n");
  return rows.map((r) => r.split(",")[0]);
}

/** The booking codes of an Excel export and its totals row's sum of totals (in rupiah: minor units / 100). */
async function xlsxCodes(query: string, token = owner) {
  const res = await get(`/api/report/booking?lang=en&format=xlsx&sort=code&order=asc&${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const out: string[] = [];
  for (let r = 2; r < ws.rowCount; r++) out.push(String(ws.getRow(r).getCell(1).value));
  const totals = ws.getRow(ws.rowCount);
  expect(totals.getCell(1).value).toBe("Total");
  return { codes: out, total: (totals.getCell(11).value as { result: number }).result };
}

describe("GET /api/report/booking: channel, branch and taken-by filters", () => {
  it("filter the rows and every figure", async () => {
    expect(await report("")).toMatchObject({ bookings: 4, total: 100 * M });
    expect(await report("channel=office")).toEqual({ codes: [codes.office], bookings: 1, total: 20 * M });
    expect(await report(`branch_id=${bandung}`)).toEqual({
      codes: [codes.office, codes.whatsapp],
      bookings: 2,
      total: 60 * M,
    });
    expect(await report(`taken_by=${takerB}`)).toEqual({
      codes: [codes.phone, codes.whatsapp],
      bookings: 2,
      total: 70 * M,
    });
    expect(await report(`taken_by=${takerB}&branch_id=${surabaya}&channel=phone`)).toEqual({
      codes: [codes.phone],
      bookings: 1,
      total: 30 * M,
    });
    expect(await report("channel=agent")).toEqual({ codes: [], bookings: 0, total: 0 });
  });

  it("are honoured by the CSV and Excel exports", async () => {
    expect(await csvCodes("")).toEqual([codes.office, codes.phone, codes.whatsapp, codes.web]);
    expect(await csvCodes("channel=web")).toEqual([codes.web]);
    expect(await csvCodes(`branch_id=${bandung}`)).toEqual([codes.office, codes.whatsapp]);
    expect(await csvCodes(`taken_by=${takerA}`)).toEqual([codes.office]);
    expect(await xlsxCodes(`taken_by=${takerB}`)).toEqual({
      codes: [codes.phone, codes.whatsapp],
      total: (70 * M) / 100,
    });
    expect(await xlsxCodes(`channel=whatsapp&branch_id=${bandung}`)).toEqual({
      codes: [codes.whatsapp],
      total: (40 * M) / 100,
    });
  });

  it("keep a branch clerk to their branch, on screen and in the export: another branch's reports nothing", async () => {
    expect(await report("", clerk)).toMatchObject({ codes: [codes.office, codes.whatsapp], bookings: 2 });
    expect(await report(`branch_id=${bandung}`, clerk)).toMatchObject({ codes: [codes.office, codes.whatsapp] });
    expect(await report(`branch_id=${surabaya}`, clerk)).toEqual({ codes: [], bookings: 0, total: 0 });
    expect(await report(`taken_by=${takerB}`, clerk)).toMatchObject({ codes: [codes.whatsapp], bookings: 1 });
    expect(await csvCodes("", clerk)).toEqual([codes.office, codes.whatsapp]);
    expect(await csvCodes(`branch_id=${surabaya}`, clerk)).toEqual([]);
    expect((await xlsxCodes(`channel=phone`, clerk)).codes).toEqual([]);
  });

  it("refuses an unknown channel and ids that are not positive integers; a customer gets 403", async () => {
    for (const q of ["channel=fax", "branch_id=0", "taken_by=abc"])
      expect((await get(`/api/report/booking?${q}`, owner)).statusCode, q).toBe(422);
    expect((await get("/api/report/booking?channel=web", customer)).statusCode).toBe(403);
  });
});

import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { branches, payments } from "#db/schema";
import { agencyToday } from "#app/shared/dates";
import { bearer, checkoutBody, postBooking } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, day, depositPackage, type TourPackage } from "#test/setup/booking-api";
import { signInAdmin } from "#test/setup/sessions";
import type { CashFiguresDto, CashReportDto } from "#app/modules/report/report.contract";

/*
 * The daily cash report (issue 28 item 3, docs/product.md §Counter payments): money recorded at
 * the counter by cashiers of two branches and head office, confirmed or rejected by finance,
 * summed per branch and cashier; a branch clerk sees their branch only; the Excel file holds the
 * same figures.
 */

const M = 1_000_000;
let t: TestApp;
let owner: string;
let ownerId: number;
let customer: string;
let pkg: TourPackage;
let bandung: number;
let surabaya: number;
type Staff = { token: string; id: number };
/** Cashiers (sales: payments_record only): two at Bandung, one at Surabaya. */
let ani: Staff;
let budi: Staff;
let citra: Staff;
/** Finance of every branch (confirms), finance of Bandung (a branch clerk with reports). */
let finance: string;
let bandungFinance: string;
/** Payment ids by name. */
const ids: Record<string, number> = {};
const TODAY = day(0);

const login = async (staffRole: "sales" | "finance", branchId: number | null, name: string): Promise<Staff> => {
  const s = await signInAdmin(t, { staffRole, branchId, name });
  return { token: s.token, id: s.user.id };
};

const post = (token: string, url: string, payload: object = {}) =>
  t.app.inject({ method: "POST", url: `${url}?lang=en`, headers: bearer(token), payload });

const get = (url: string, token = owner) => t.app.inject({ method: "GET", url, headers: bearer(token) });

/** A walk-in customer's booking taken at the cashier's counter (deposit 3,000,000 of 10,000,000). */
async function counterBooking(cashier: Staff, phone: string) {
  const c = await post(cashier.token, "/api/customer", { name: `Walk-in ${phone}`, phone });
  expect(c.statusCode, c.body).toBe(201);
  const res = await postBooking(
    t.app,
    cashier.token,
    checkoutBody(pkg.id, pkg.departures[0].id, {
      payment_type: "deposit",
      customer_id: c.json().data.id,
      channel: "office",
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

async function record(token: string, bookingId: string, amount: number, over: Record<string, unknown> = {}) {
  const res = await post(token, `/api/booking/${bookingId}/counter-payment`, {
    amount,
    method: "cash",
    payment_date: TODAY,
    payer_name: "Siti Rahmah",
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

beforeAll(async () => {
  let ownerToken: string;
  ({ t, admin: ownerToken, adminId: ownerId, customer } = await bookingApp());
  owner = ownerToken;
  pkg = await depositPackage(t.db);
  [{ id: bandung }, { id: surabaya }] = await t.db
    .insert(branches)
    .values([{ name: { id: "Cabang Bandung" } }, { name: { id: "Cabang Surabaya" } }])
    .returning({ id: branches.id });
  ani = await login("sales", bandung, "Ani Kasir");
  budi = await login("sales", bandung, "Budi Kasir");
  citra = await login("sales", surabaya, "Citra Kasir");
  finance = (await login("finance", null, "Fajar Keuangan")).token;
  bandungFinance = (await login("finance", bandung, "Bella Keuangan")).token;

  // Bandung: Ani takes cash (confirmed), a card payment (waiting) and cash refused at the check;
  // Budi a cheque (waiting) and yesterday's cash (another day).
  ids.aniCash = await record(ani.token, await counterBooking(ani, "+62 812 3456 0001"), 3 * M);
  ids.aniCard = await record(ani.token, await counterBooking(ani, "+62 812 3456 0002"), 4 * M, {
    method: "debit_card",
    reference: "APPR 551",
  });
  ids.aniRejected = await record(ani.token, await counterBooking(ani, "+62 812 3456 0003"), 5 * M);
  ids.budiCheque = await record(budi.token, await counterBooking(budi, "+62 812 3456 0004"), 6 * M, {
    method: "cheque",
    reference: "=CHQ 9",
  });
  ids.budiYesterday = await record(budi.token, await counterBooking(budi, "+62 812 3456 0005"), 3 * M, {
    payment_date: day(-1),
  });
  // Surabaya: Citra's cash, confirmed.
  ids.citraCash = await record(citra.token, await counterBooking(citra, "+62 812 3456 0006"), 7 * M);
  // Head office: the owner takes cash for a customer's own web booking (a booking of no branch).
  const web = await postBooking(
    t.app,
    customer,
    checkoutBody(pkg.id, pkg.departures[0].id, { payment_type: "deposit" }),
  );
  expect(web.statusCode, web.body).toBe(201);
  ids.ownerCash = await record(owner, web.json().data.id, 8 * M);
  // A transfer a customer told today is no counter money.
  await t.db.insert(payments).values({
    bookingId: web.json().data.id,
    amount: 2 * M,
    method: "manual",
    payerName: "Transfer",
    paymentDate: TODAY,
    currency: "IDR",
  });

  for (const id of [ids.aniCash, ids.citraCash, ids.budiYesterday])
    expect((await post(finance, `/api/payment/${id}/confirm`)).statusCode).toBe(200);
  const rejected = await post(finance, `/api/payment/${ids.aniRejected}/reject`, { reason: "Counterfeit note" });
  expect(rejected.statusCode, rejected.body).toBe(200);
});
afterAll(async () => t?.close());

async function cash(query: string, token = owner): Promise<CashReportDto> {
  const res = await get(`/api/report/cash?lang=en&${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const fig = (count: number, amount: number) => ({ count, amount });
const figures = (
  confirmed: [number, number],
  pending: [number, number],
  rejected: [number, number],
): CashFiguresDto => ({
  recorded: fig(confirmed[0] + pending[0] + rejected[0], confirmed[1] + pending[1] + rejected[1]),
  confirmed: fig(...confirmed),
  pending: fig(...pending),
  rejected: fig(...rejected),
});
const NONE: [number, number] = [0, 0];

describe("GET /api/report/cash", () => {
  it("sums the day's counter payments per branch and cashier: recorded, confirmed, waiting, rejected", async () => {
    const r = await cash(`date=${TODAY}`);
    expect(r.date).toBe(TODAY);
    expect(r.currency).toBe("IDR");
    // Head office (no branch) first, then the branches in order.
    expect(r.branches.map((b) => b.branch_id)).toEqual([null, bandung, surabaya]);
    const [head, bdg, sby] = r.branches;

    expect(head.cashiers).toEqual([
      { cashier: { id: ownerId, name: expect.any(String) }, ...figures(NONE, [1, 8 * M], NONE) },
    ]);
    // Cashiers by name: Ani, then Budi.
    expect(bdg.cashiers).toEqual([
      { cashier: { id: ani.id, name: "Ani Kasir" }, ...figures([1, 3 * M], [1, 4 * M], [1, 5 * M]) },
      { cashier: { id: budi.id, name: "Budi Kasir" }, ...figures(NONE, [1, 6 * M], NONE) },
    ]);
    expect(bdg).toMatchObject(figures([1, 3 * M], [2, 10 * M], [1, 5 * M]));
    expect(sby.cashiers).toEqual([
      { cashier: { id: citra.id, name: "Citra Kasir" }, ...figures([1, 7 * M], NONE, NONE) },
    ]);
    expect(r.totals).toEqual(figures([2, 10 * M], [3, 18 * M], [1, 5 * M]));

    // The day's lines, in the order recorded: yesterday's payment and the customer's transfer are not among them.
    expect(r.lines.map((l) => l.id)).toEqual([
      ids.aniCash,
      ids.aniCard,
      ids.aniRejected,
      ids.budiCheque,
      ids.citraCash,
      ids.ownerCash,
    ]);
    expect(r.lines[1]).toMatchObject({
      booking_code: expect.any(String),
      branch_id: bandung,
      cashier: { id: ani.id, name: "Ani Kasir" },
      status: "pending",
      method: "debit_card",
      amount: 4 * M,
      currency: "IDR",
      payer_name: "Siti Rahmah",
      reference: "APPR 551",
    });
    expect(r.lines.find((l) => l.id === ids.aniRejected)?.status).toBe("rejected");
  });

  it("reports another day, one branch, and the agency's today without a date", async () => {
    const yesterday = await cash(`date=${day(-1)}`);
    expect(yesterday.lines.map((l) => l.id)).toEqual([ids.budiYesterday]);
    expect(yesterday.totals).toEqual(figures([1, 3 * M], NONE, NONE));

    const sby = await cash(`date=${TODAY}&branch_id=${surabaya}`);
    expect(sby.branches.map((b) => b.branch_id)).toEqual([surabaya]);
    expect(sby.totals).toEqual(figures([1, 7 * M], NONE, NONE));

    const empty = await cash(`date=${day(-30)}`);
    expect(empty).toMatchObject({ branches: [], lines: [], totals: figures(NONE, NONE, NONE) });

    expect((await cash("")).date).toBe(agencyToday(new Date()));
    expect((await get("/api/report/cash?date=2026-02-30")).statusCode).toBe(422);
  });

  it("keeps a branch clerk to their branch: another branch reports nothing", async () => {
    const mine = await cash(`date=${TODAY}`, bandungFinance);
    expect(mine.branches.map((b) => b.branch_id)).toEqual([bandung]);
    expect(mine.totals).toEqual(figures([1, 3 * M], [2, 10 * M], [1, 5 * M]));
    expect(new Set(mine.lines.map((l) => l.branch_id))).toEqual(new Set([bandung]));

    const other = await cash(`date=${TODAY}&branch_id=${surabaya}`, bandungFinance);
    expect(other).toMatchObject({ branches: [], lines: [], totals: figures(NONE, NONE, NONE) });
    const exported = await get(`/api/report/cash/export?date=${TODAY}&branch_id=${surabaya}`, bandungFinance);
    expect(exported.statusCode).toBe(200);
    const wb = await workbook(exported.rawPayload);
    expect(wb.getWorksheet(2)?.rowCount).toBe(1);
  });

  it("is for staff who confirm payments or read reports: a cashier gets 403, a customer 403, a visitor 401", async () => {
    for (const url of [`/api/report/cash?date=${TODAY}`, `/api/report/cash/export?date=${TODAY}`]) {
      expect((await get(url, ani.token)).statusCode, url).toBe(403);
      expect((await get(url, customer)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
  });
});

async function workbook(payload: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  return wb;
}

describe("GET /api/report/cash/export", () => {
  it("is a real .xlsx: the summary per branch and cashier with a totals row, then the day's payments, in the reader's language", async () => {
    const res = await get(`/api/report/cash/export?date=${TODAY}&format=xlsx&lang=id`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toContain(`cash-report_${TODAY}.xlsx`);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const wb = await workbook(res.rawPayload);

    const summary = wb.getWorksheet(1)!;
    expect(summary.name).toBe("Ringkasan kas");
    const header = (summary.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      "Cabang",
      "Kasir",
      "Dicatat (jumlah)",
      "Dicatat (IDR)",
      "Dikonfirmasi (jumlah)",
      "Dikonfirmasi (IDR)",
      "Menunggu (jumlah)",
      "Menunggu (IDR)",
      "Ditolak (jumlah)",
      "Ditolak (IDR)",
    ]);
    // Money in major units (rupiah: the minor units divided by 100).
    const rows = [2, 3, 4, 5].map((n) => (summary.getRow(n).values as unknown[]).slice(1));
    expect(rows[0].slice(0, 4)).toEqual(["Kantor pusat", expect.any(String), 1, 80_000]);
    // Ani at Bandung: 3 recorded (Rp 120,000): 1 confirmed (30,000), 1 waiting (40,000), 1 rejected (50,000).
    expect(rows[1]).toEqual(["Cabang Bandung", "Ani Kasir", 3, 120_000, 1, 30_000, 1, 40_000, 1, 50_000]);
    expect(rows[2].slice(0, 4)).toEqual(["Cabang Bandung", "Budi Kasir", 1, 60_000]);
    expect(rows[3].slice(0, 6)).toEqual(["Cabang Surabaya", "Citra Kasir", 1, 70_000, 1, 70_000]);
    // Money cells are numbers in the currency's format.
    expect(summary.getRow(3).getCell(4).numFmt).toContain("Rp");
    const totals = summary.getRow(6);
    expect(totals.getCell(1).value).toBe("Total");
    expect(totals.getCell(3).value).toMatchObject({ formula: "SUM(C2:C5)", result: 6 });
    expect(totals.getCell(4).value).toMatchObject({ formula: "SUM(D2:D5)", result: 330_000 });
    expect(totals.getCell(6).value).toMatchObject({ result: 100_000 });
    expect(totals.getCell(10).value).toMatchObject({ result: 50_000 });

    const lines = wb.getWorksheet(2)!;
    expect(lines.name).toBe("Pembayaran");
    expect(lines.rowCount).toBe(7);
    expect((lines.getRow(1).values as unknown[]).slice(1)).toEqual([
      "Dicatat pada",
      "Kode pemesanan",
      "Cabang",
      "Kasir",
      "Cara bayar",
      "Status",
      "Dibayar oleh",
      "Referensi",
      "Nominal (IDR)",
    ]);
    const card = (lines.getRow(3).values as unknown[]).slice(1);
    expect(card[0]).toBeInstanceOf(Date);
    expect(card.slice(2)).toEqual([
      "Cabang Bandung",
      "Ani Kasir",
      "Kartu debit (EDC)",
      "Menunggu konfirmasi",
      "Siti Rahmah",
      "APPR 551",
      40_000,
    ]);
    // A reference that looks like a formula stays text.
    expect(lines.getRow(5).getCell(8).value).toBe("=CHQ 9");
    expect(lines.getRow(5).getCell(8).formula).toBeUndefined();
  });
});

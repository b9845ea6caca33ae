import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingExtras, bookingGuests, bookings, departureRooms, packages, roomTypes } from "#db/schema";
import { eq } from "drizzle-orm";
import { createBooking, createCategory, createPackage, createSetting, createUser, tr } from "#test/factories";
import { createTestApp, ctxFor, loginAs, type TestApp } from "#test/setup/app";
import { exportBookingReportRows } from "#app/modules/booking/.server/feeds/report-export-bookings";
import { listBookingReportRows } from "#app/modules/booking/.server/feeds/report-list-bookings";
import {
  type BookingReportDto,
  bookingReportQuery,
  type ManifestDto,
  REPORT_SORTS,
} from "#app/modules/report/report.contract";
import { resolveReportScope } from "./report-scope";
import { actorOf } from "#test/setup/actors";

/*
 * The booking report and the manifest against figures worked out by hand for a small, fixed
 * history: six bookings on three departures of two packages in two categories, one of them
 * cancelled, some partly paid, one made at 03:00 in Jakarta on 1 February (still 31 January in
 * UTC: it is February's in the agency's calendar).
 */

const M = 1_000_000; // amounts below in millions of minor units
let t: TestApp;
let admin = "";
let customer = "";
const ids = { catA: 0, catB: 0, p1: 0, p2: 0, d1: 0, d2: 0, d3: 0 };
const codes: Record<string, string> = {};
const EVIL = '=HYPERLINK("http://evil.example","x")';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  await createSetting(db, { currency: "IDR", name: "Amanah & Co" });
  await createUser(db, { username: "boss", role: "admin", password: "Secret123!" });
  const buyer = await createUser(db, { username: "buyer", name: "Siti Çahaya", password: "Secret123!" });
  const other = await createUser(db, { username: "other", name: "Budi Santoso", password: "Secret123!" });
  admin = await loginAs(t.app, "boss", "Secret123!");
  customer = await loginAs(t.app, "buyer", "Secret123!");

  const catA = await createCategory(db);
  const catB = await createCategory(db);
  const p1 = await createPackage(db, {
    code: "UMR-A",
    name: tr("Umrah Awal", "Early Umrah", "Umrah Awal"),
    categoryIds: [catA.id],
    roomTypes: [
      { code: "quad", beds: 4, name: tr("Quad (sekamar berempat)", "Quad (4 per room)", "Quad (4 sebilik)") },
      { code: "double", beds: 2, name: tr("Double (sekamar berdua)", "Double (2 per room)", "Double (2 sebilik)") },
    ],
    departures: [
      { startDate: "2025-03-10", endDate: "2025-03-19" },
      { startDate: "2025-05-01", endDate: "2025-05-10" },
    ],
  });
  const p2 = await createPackage(db, {
    code: "TUR-B",
    name: tr("Turki Halal", "Halal Turkey", "Turki Halal"),
    categoryIds: [catB.id],
    departures: [{ startDate: "2025-04-15", endDate: "2025-04-24" }],
  });
  Object.assign(ids, {
    catA: catA.id,
    catB: catB.id,
    p1: p1.id,
    p2: p2.id,
    d1: p1.departures[0].id,
    d2: p1.departures[1].id,
    d3: p2.departures[0].id,
  });

  const make = async (
    key: string,
    customerId: number,
    packageId: number,
    departureId: number,
    at: string,
    status: "pending" | "processing" | "paid" | "processed" | "canceled",
    pax: number,
    total: number,
    paid: number,
    bookingName: string,
  ) => {
    const b = await createBooking(db, customerId, {
      code: `B${key}TEST`,
      packageId,
      departureId,
      createdAt: new Date(at),
      status,
      pax,
      total: total * M,
      paidTotal: paid * M,
      bookingName,
    });
    codes[key] = b.code;
    return b;
  };
  const b1 = await make("1", buyer.id, p1.id, ids.d1, "2025-01-10T03:00:00Z", "paid", 2, 60, 60, EVIL);
  const b2 = await make(
    "2",
    other.id,
    p1.id,
    ids.d1,
    "2025-01-20T03:00:00Z",
    "processing",
    3,
    90,
    30,
    'Hasan, "Jakarta"',
  );
  await make("3", buyer.id, p1.id, ids.d2, "2025-01-31T20:00:00Z", "pending", 1, 35, 0, "Nur Aisyah");
  const b4 = await make("4", other.id, p2.id, ids.d3, "2025-02-14T03:00:00Z", "canceled", 4, 100, 10, "Batal");
  await make("5", buyer.id, p2.id, ids.d3, "2025-02-20T03:00:00Z", "processed", 2, 50, 50, "Keluarga Wahyudi");
  const b6 = await make("6", other.id, p1.id, ids.d2, "2025-03-05T03:00:00Z", "processing", 2, 70, 20, "Ahmad Fauzi");
  // Refunds paid: 6 of the cancelled booking's 10, and 5 of booking 5's 50 (an overpayment).
  await db
    .update(bookings)
    .set({ refundedTotal: 6 * M })
    .where(eq(bookings.id, b4.id));
  await db
    .update(bookings)
    .set({ refundedTotal: 5 * M })
    .where(eq(bookings.code, codes["5"]));

  // Guests of departure 1 (and of the cancelled booking, which the manifest must leave out).
  const guest = (bookingId: string, position: number, fullName: string, extra: Record<string, unknown> = {}) => ({
    bookingId,
    position,
    fullName,
    gender: position % 2 ? ("male" as const) : ("female" as const),
    birthDate: `1980-05-0${position}`,
    birthPlace: "Bandung",
    passportNumber: `C${bookingId.slice(0, 4)}${position}`,
    passportIssueDate: "2024-01-02",
    passportExpiryDate: "2030-01-02",
    phone: position === 1 ? "+62 812 1111 2222" : null,
    country: "ID" as const,
    ...extra,
  });
  // Rooms and travellers: the guests' room types as sold (snapshots), fares and rooms of the
  // rooming list. Booking 1: two adults in a Double room numbered per hotel city; booking 2: an
  // adult in the second Quad room (no numbers yet), a child without a bed and an infant.
  await db
    .update(packages)
    .set({ hotelCities: ["Makkah", "Madinah"] })
    .where(eq(packages.id, p1.id));
  const [quad, double] = await db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.packageId, p1.id))
    .orderBy(roomTypes.sortOrder);
  const [doubleRoom, , quadRoom2] = await db
    .insert(departureRooms)
    .values([
      { departureId: ids.d1, roomTypeId: double.id, position: 0, numbers: { Madinah: "811", Makkah: "1204" } },
      { departureId: ids.d1, roomTypeId: quad.id, position: 0 },
      { departureId: ids.d1, roomTypeId: quad.id, position: 1 },
    ])
    .returning();
  const bed = (t: typeof quad, fare: number, roomId: number | null = null) => ({
    roomTypeId: t.id,
    roomTypeCode: t.code,
    roomTypeName: t.name,
    fare: fare * M,
    roomId,
  });
  await db.insert(bookingGuests).values([
    guest(b1.id, 1, "Ahmad Hidayat", bed(double, 30, doubleRoom.id)),
    guest(b1.id, 2, "Siti Aminah", { icNumber: "3273010101800001", ...bed(double, 30, doubleRoom.id) }),
    guest(b2.id, 1, "Hasan Basri", bed(quad, 25, quadRoom2.id)),
    guest(b2.id, 2, "Rina Basri", { birthDate: "2018-05-02", travellerType: "child", fare: 20 * M }),
    guest(b2.id, 3, "Umar Basri", { birthDate: "2024-05-03", travellerType: "infant", fare: 5 * M }),
    guest(b4.id, 1, "Tidak Ikut", bed(quad, 25)),
    // An adult whose room was never chosen (converted before room types): not a child without bed.
    guest(b6.id, 1, "Ahmad Fauzi", { fare: 35 * M }),
  ]);
  // Booking 2 also bought the old "room type" extra price: the manifest no longer reads rooms
  // from extras (nor from their names), only from the guests' room types.
  await db.insert(bookingExtras).values({
    bookingId: b2.id,
    attributeName: tr("Tipe Kamar", "Room type", "Jenis Bilik"),
    name: tr("Triple", "Triple", "Triple"),
    price: 2 * M,
    per: "pax",
    amount: 6 * M,
  });
  await db.insert(bookingExtras).values([
    {
      bookingId: b1.id,
      attributeName: tr("Tipe Kamar", "Room type", "Jenis Bilik"),
      name: tr("Double (sekamar berdua)", "Double (2 per room)", "Double (2 sebilik)"),
      price: 3 * M,
      per: "pax",
      amount: 6 * M,
    },
    {
      bookingId: b1.id,
      attributeName: tr("Tambahan", "Add-ons", "Tambahan"),
      name: tr("Bagasi tambahan", "Extra luggage", "Bagasi tambahan"),
      price: M,
      per: "pax",
      amount: 2 * M,
    },
  ]);
});

afterAll(async () => t?.close());

const auth = (token: string) => (token ? { authorization: `Bearer ${token}` } : {});

async function report(query: string, token = admin) {
  const res = await t.app.inject({ method: "GET", url: `/api/report/booking?lang=en&${query}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BookingReportDto;
}

const money = (n: number) => n * M;

const getAsAdmin = (url: string) => t.app.inject({ method: "GET", url, headers: auth(admin) });

/** The workbook of an Excel export's answer. */
async function workbook(res: { rawPayload: Buffer }) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb;
}

describe("GET /api/report/booking: totals", () => {
  it("leaves cancelled bookings out by default and says how many", async () => {
    const r = await report("");
    expect(r.currency).toBe("IDR");
    expect(r.totals).toEqual({
      bookings: 5,
      pax: 10,
      total: money(305),
      paid: money(160),
      outstanding: money(145),
      refunded: money(5),
      net_revenue: money(155),
      canceled: 1,
    });
    expect(r.meta).toMatchObject({ total: 5, page: 1, limit: 15, last_page: 1 });
    expect(r.data.map((d) => d.code).sort()).toEqual(["1", "2", "3", "5", "6"].map((k) => codes[k]).sort());
  });

  it("counts them when asked for (status=all, status=canceled) but never as owed", async () => {
    const all = await report("status=all");
    expect(all.totals).toEqual({
      bookings: 6,
      pax: 14,
      total: money(405),
      paid: money(170),
      outstanding: money(145),
      refunded: money(11),
      net_revenue: money(159),
      canceled: 1,
    });
    const canceled = await report("status=canceled");
    expect(canceled.totals).toEqual({
      bookings: 1,
      pax: 4,
      total: money(100),
      paid: money(10),
      outstanding: 0,
      refunded: money(6),
      net_revenue: money(4),
      canceled: 1,
    });
    expect(canceled.data).toHaveLength(1);
    expect(canceled.data[0]).toMatchObject({ code: codes["4"], remaining: 0, paid: money(10) });
    const processing = await report("status=processing");
    expect(processing.totals).toMatchObject({
      bookings: 2,
      total: money(160),
      paid: money(50),
      outstanding: money(110),
    });
  });

  it("filters by booking date in the agency's calendar (Asia/Jakarta), charted per day for a short range", async () => {
    const r = await report("date_by=booking&date_from=2025-01-01&date_to=2025-01-31");
    // Booking 3 was made on 31 January in UTC but 1 February in Jakarta.
    expect(r.totals).toEqual({
      bookings: 2,
      pax: 5,
      total: money(150),
      paid: money(90),
      outstanding: money(60),
      refunded: 0,
      net_revenue: money(90),
      canceled: 0,
    });
    expect(r.chart.interval).toBe("day");
    expect(r.chart.points).toHaveLength(31);
    expect(r.chart.points[0].period).toBe("2025-01-01");
    expect(r.chart.points.find((p) => p.period === "2025-01-10")).toEqual({
      period: "2025-01-10",
      bookings: 1,
      pax: 2,
      total: money(60),
      paid: money(60),
    });
    expect(r.chart.points.reduce((s, p) => s + p.bookings, 0)).toBe(2);

    const feb = await report("date_from=2025-02-01&date_to=2025-03-31");
    expect(feb.chart.interval).toBe("day");
    expect(feb.totals).toMatchObject({ bookings: 3, total: money(155), canceled: 1 });
  });

  it("charts per month for a long range, and without a range from the first to the last month", async () => {
    const r = await report("date_from=2025-01-01&date_to=2025-06-30");
    expect(r.chart.interval).toBe("month");
    expect(r.chart.points.map((p) => [p.period, p.bookings, p.paid])).toEqual([
      ["2025-01", 2, money(90)],
      ["2025-02", 2, money(50)],
      ["2025-03", 1, money(20)],
      ["2025-04", 0, 0],
      ["2025-05", 0, 0],
      ["2025-06", 0, 0],
    ]);
    const open = await report("");
    expect(open.chart.points.map((p) => p.period)).toEqual(["2025-01", "2025-02", "2025-03"]);
  });

  it("filters and charts by the departure's start date", async () => {
    const r = await report("date_by=departure&date_from=2025-04-01&date_to=2025-05-31");
    // Departures 3 (15 April: booking 5, and cancelled 4) and 2 (1 May: bookings 3 and 6).
    expect(r.totals).toEqual({
      bookings: 3,
      pax: 5,
      total: money(155),
      paid: money(70),
      outstanding: money(85),
      refunded: money(5),
      net_revenue: money(65),
      canceled: 1,
    });
    expect(r.chart.interval).toBe("day");
    const busy = r.chart.points.filter((p) => p.bookings > 0).map((p) => [p.period, p.bookings]);
    expect(busy).toEqual([
      ["2025-04-15", 1],
      ["2025-05-01", 2],
    ]);
    const months = await report("date_by=departure&date_from=2025-03-01&date_to=2025-05-31");
    expect(months.chart.points.map((p) => [p.period, p.bookings, p.paid])).toEqual([
      ["2025-03", 2, money(90)],
      ["2025-04", 1, money(50)],
      ["2025-05", 2, money(20)],
    ]);
    const none = await report("date_by=departure&date_from=2026-01-01&date_to=2026-12-31");
    expect(none.totals.bookings).toBe(0);
    expect(none.data).toEqual([]);
  });

  it("filters by package, by category and by both", async () => {
    const byTour = await report(`tour_id=${ids.p1}`);
    expect(byTour.totals).toMatchObject({ bookings: 4, pax: 8, total: money(255), paid: money(110), canceled: 0 });
    const byCategory = await report(`category_id=${ids.catB}`);
    expect(byCategory.totals).toEqual({
      bookings: 1,
      pax: 2,
      total: money(50),
      paid: money(50),
      outstanding: 0,
      refunded: money(5),
      net_revenue: money(45),
      canceled: 1,
    });
    const mismatch = await report(`category_id=${ids.catB}&tour_id=${ids.p1}`);
    expect(mismatch.totals.bookings).toBe(0);
    const both = await report(`category_id=${ids.catA}&tour_id=${ids.p1}&date_by=departure&date_from=2025-05-01`);
    expect(both.data.map((d) => d.code).sort()).toEqual([codes["3"], codes["6"]].sort());
  });

  it("answers rows with the customer, package and departure names", async () => {
    const r = await report("sort=code&order=asc&limit=1&page=2");
    expect(r.data).toEqual([
      {
        id: expect.any(String),
        code: codes["2"],
        created_at: "2025-01-20T03:00:00.000Z",
        customer: { id: expect.any(Number), name: "Budi Santoso" },
        booking_name: 'Hasan, "Jakarta"',
        tour: { id: ids.p1, code: "UMR-A", name: "Early Umrah" },
        time: { id: ids.d1, start_date: "2025-03-10", end_date: "2025-03-19" },
        pax: 3,
        status: "processing",
        total: money(90),
        paid: money(30),
        remaining: money(60),
      },
    ]);
  });
});

describe("GET /api/report/booking: paging and sort", () => {
  it("pages in the sort's order", async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => report(`sort=total&order=desc&limit=2&page=${p}`)));
    expect(pages.map((p) => p.data.map((d) => d.total / M))).toEqual([[90, 70], [60, 50], [35]]);
    expect(pages[0].meta).toEqual({ page: 1, limit: 2, total: 5, last_page: 3 });
    // Totals are those of the whole selection on every page.
    expect(pages[2].totals.total).toBe(money(305));
  });

  it("sorts by departure date, booking date, remaining amount and code", async () => {
    const dep = await report("sort=departure&order=asc");
    expect(dep.data.map((d) => d.time?.start_date)).toEqual([
      "2025-03-10",
      "2025-03-10",
      "2025-04-15",
      "2025-05-01",
      "2025-05-01",
    ]);
    const depDesc = await report("sort=departure&order=desc");
    expect(depDesc.data[0].time?.start_date).toBe("2025-05-01");
    const oldest = await report("sort=created_at&order=asc");
    expect(oldest.data.map((d) => d.code)).toEqual(["1", "2", "3", "5", "6"].map((k) => codes[k]));
    const latest = await report("");
    expect(latest.data.map((d) => d.code)).toEqual(["6", "5", "3", "2", "1"].map((k) => codes[k]));
    const owed = await report("sort=remaining&order=desc&status=all");
    expect(owed.data.map((d) => d.remaining / M)).toEqual([60, 50, 35, 0, 0, 0]);
    const byCode = await report("sort=code&order=asc&status=all");
    expect(byCode.data.map((d) => d.code)).toEqual(["1", "2", "3", "4", "5", "6"].map((k) => codes[k]));
  });

  it("refuses a range that ends before it starts and an unknown sort", async () => {
    const res = await getAsAdmin("/api/report/booking?lang=en&date_from=2025-02-01&date_to=2025-01-01");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.date_to).toEqual(["The end date cannot be before the start date."]);
    const bad = await getAsAdmin("/api/report/booking?sort=password");
    expect(bad.statusCode).toBe(422);
  });
});

describe("access", () => {
  const urls = [
    "/api/report/booking",
    "/api/report/booking?format=csv",
    "/api/report/booking?format=xlsx",
    "/api/report/manifest?time_id=1",
    "/api/report/manifest?time_id=1&format=csv",
  ];
  it.each(urls)("%s: a visitor gets 401, a customer 403", async (url) => {
    const visitor = await t.app.inject({ method: "GET", url });
    expect(visitor.statusCode).toBe(401);
    const asCustomer = await t.app.inject({ method: "GET", url, headers: auth(customer) });
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe("export chunks (keyset paging)", () => {
  it.each(REPORT_SORTS.flatMap((sort) => (["asc", "desc"] as const).map((order) => [sort, order] as const)))(
    "sort=%s order=%s: chunks of 2 give exactly the table's rows, in its order",
    async (sort, order) => {
      const ctx = ctxFor(t.db, {
        actor: actorOf({ id: 1, role: "admin" }, 1),
      });
      const input = bookingReportQuery.parse({ status: "all", sort, order });
      const scope = await resolveReportScope(ctx, input);
      const table = await listBookingReportRows({
        ctx,
        input: { filter: scope.filter, sort: scope.sort, limit: 100, offset: 0 },
      });
      const chunks: string[][] = [];
      for await (const rows of exportBookingReportRows({
        ctx,
        input: { filter: scope.filter, sort: scope.sort, chunk: 2 },
      }))
        chunks.push(rows.map((r) => r.code));
      expect(chunks.map((c) => c.length)).toEqual([2, 2, 2]);
      expect(chunks.flat()).toEqual(table.map((r) => r.code));
    },
  );
});

/** A small RFC 4180 reader: quoted fields, doubled quotes, CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

describe("exports", () => {
  it("CSV: UTF-8 with a BOM, every matching row in the table's order, escaped and formula-guarded", async () => {
    const res = await getAsAdmin(
      "/api/report/booking?lang=en&format=csv&status=all&sort=code&order=asc&date_from=2025-01-01&date_to=2025-12-31",
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="booking-report_2025-01-01_2025-12-31\.csv"/,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString("utf8").slice(1);
    // The dangerous name is quoted (it has quotes and commas) and starts with an apostrophe.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      "Booking code",
      "Booking date",
      "Customer",
      "Booking name",
      "Package",
      "Package code",
      "Departure",
      "Return",
      "Pax",
      "Status",
      "Total (IDR)",
      "Paid (IDR)",
      "Remaining (IDR)",
    ]);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual([
      codes["1"],
      "2025-01-10 10:00",
      "Siti Çahaya",
      `'${EVIL}`,
      "Early Umrah",
      "UMR-A",
      "2025-03-10",
      "2025-03-19",
      "2",
      "Fully paid",
      "600000",
      "600000",
      "0",
    ]);
    expect(rows[1][3]).toBe('Hasan, "Jakarta"');
    expect(rows[2][1]).toBe("2025-02-01 03:00");
    expect(rows[3].slice(9)).toEqual(["Cancelled", "1000000", "100000", "0"]);
  });

  it("CSV headers follow the language, and an empty selection is just the header", async () => {
    const res = await getAsAdmin(`/api/report/booking?lang=id&format=csv&category_id=${ids.catB}&tour_id=${ids.p1}`);
    const rows = parseCsv(res.rawPayload.toString("utf8").slice(1));
    expect(rows).toHaveLength(1);
    expect(rows[0][0]).toBe("Kode pemesanan");
  });

  it("Excel: a header row, money as numbers in rupiah format, dates as dates and a totals row", async () => {
    const res = await getAsAdmin("/api/report/booking?lang=en&format=xlsx&sort=created_at&order=asc");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers["content-disposition"]).toMatch(/filename="booking-report_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const wb = await workbook(res);
    const ws = wb.worksheets[0];
    expect(ws.name).toBe("Bookings");
    const values = (r: number) => (ws.getRow(r).values as unknown[]).slice(1);
    expect(values(1)[0]).toBe("Booking code");
    expect(values(1)[10]).toBe("Total (IDR)");
    expect(ws.rowCount).toBe(1 + 5 + 1);
    const first = ws.getRow(2);
    expect(first.getCell(1).value).toBe(codes["1"]);
    // Text stays text, even when it looks like a formula.
    expect(first.getCell(4).value).toBe(EVIL);
    expect(first.getCell(2).value).toEqual(new Date("2025-01-10T10:00:00Z"));
    expect(first.getCell(2).numFmt).toBe("yyyy-mm-dd hh:mm");
    expect(first.getCell(7).value).toEqual(new Date("2025-03-10T00:00:00Z"));
    expect(first.getCell(9).value).toBe(2);
    expect(first.getCell(11).value).toBe(600000);
    expect(first.getCell(11).numFmt).toBe('"Rp "#,##0');
    const totals = ws.getRow(7);
    expect(totals.getCell(1).value).toBe("Total");
    const result = (c: number) => (totals.getCell(c).value as { formula: string; result: number }).result;
    expect((totals.getCell(9).value as { formula: string }).formula).toBe("SUM(I2:I6)");
    expect([result(9), result(11), result(12), result(13)]).toEqual([10, 3_050_000, 1_600_000, 1_450_000]);
  });
});

describe("GET /api/report/booking: by room type", () => {
  it("counts beds and fares per room type code, children without a bed and infants of the selected bookings", async () => {
    const r = await report("");
    expect(r.by_room_type).toEqual({
      rooms: [
        { code: "double", name: "Double (2 per room)", beds: 2, revenue: money(60) },
        { code: "quad", name: "Quad (4 per room)", beds: 1, revenue: money(25) },
        { code: "", name: "Adults without a room type", beds: 1, revenue: money(35) },
      ],
      child_no_bed: { guests: 1, revenue: money(20) },
      infants: { guests: 1, revenue: money(5) },
    });
    // The cancelled booking's bed counts when the selection includes it.
    expect((await report("status=all")).by_room_type.rooms[1]).toMatchObject({
      code: "quad",
      beds: 2,
      revenue: money(50),
    });
    // The same filters as the totals: a package whose bookings have no such guests has none.
    expect((await report(`tour_id=${ids.p2}`)).by_room_type).toEqual({
      rooms: [],
      child_no_bed: { guests: 0, revenue: 0 },
      infants: { guests: 0, revenue: 0 },
    });
    const id = await getAsAdmin("/api/report/booking?lang=id");
    expect(id.json().by_room_type.rooms[0].name).toBe("Double (sekamar berdua)");
  });

  it("is the Excel export's second sheet", async () => {
    const res = await getAsAdmin("/api/report/booking?lang=en&format=xlsx");
    expect(res.statusCode).toBe(200);
    const wb = await workbook(res);
    const ws = wb.worksheets[1];
    expect(ws.name).toBe("By room type");
    const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(["Room type", "Code", "Beds / guests", "Fares (IDR)"]);
    expect(values(2)).toEqual(["Double (2 per room)", "double", 2, 600_000]);
    expect(values(3)).toEqual(["Quad (4 per room)", "quad", 1, 250_000]);
    expect(values(4)).toEqual(["Adults without a room type", undefined, 1, 350_000]);
    expect(values(5)).toEqual(["Child without bed", undefined, 1, 200_000]);
    expect(values(6)).toEqual(["Infants", undefined, 1, 50_000]);
  });

  it("ends the Excel export with the money summary: refunds paid and net revenue (decision 043)", async () => {
    const res = await getAsAdmin("/api/report/booking?lang=en&format=xlsx&status=all");
    expect(res.statusCode).toBe(200);
    const wb = await workbook(res);
    const ws = wb.worksheets[2];
    expect(ws.name).toBe("Money summary");
    const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(["Figure", "Amount (IDR)"]);
    // Major units: 1 million minor units of IDR are Rp 10,000.
    expect(values(3)).toEqual(["Payments received", 1_700_000]);
    expect(values(4)).toEqual(["Refunds paid", 110_000]);
    expect(values(5)).toEqual(["Net revenue", 1_590_000]);
    const my = await getAsAdmin("/api/report/booking?lang=my&format=xlsx&status=all");
    const wbMy = await workbook(my);
    expect(wbMy.worksheets[2].name).toBe("Ringkasan wang");
    expect((wbMy.worksheets[2].getRow(4).values as unknown[]).slice(1)).toEqual(["Bayaran balik dibayar", 110_000]);
  });
});

describe("GET /api/report/manifest", () => {
  it("lists every guest of the departure's bookings that are not cancelled, with passports and room type", async () => {
    const res = await getAsAdmin(`/api/report/manifest?time_id=${ids.d1}&lang=en`);
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json().data as ManifestDto;
    expect(m.tour).toEqual({ id: ids.p1, code: "UMR-A", name: "Early Umrah" });
    expect(m.time).toEqual({ id: ids.d1, start_date: "2025-03-10", end_date: "2025-03-19" });
    expect(m.bookings).toBe(2);
    expect(m.guests.map((g) => [g.no, g.full_name, g.booking_code, g.room_type])).toEqual([
      [1, "Ahmad Hidayat", codes["1"], "Double (2 per room)"],
      [2, "Siti Aminah", codes["1"], "Double (2 per room)"],
      [3, "Hasan Basri", codes["2"], "Quad (4 per room)"],
      [4, "Rina Basri", codes["2"], null],
      [5, "Umar Basri", codes["2"], null],
    ]);
    // Title from gender and traveller type; the room by its numbers in the package's city
    // order, else by its place among its type's rooms; not placed = null.
    expect(m.guests.map((g) => [g.title, g.traveller_type, g.room_type_code, g.room])).toEqual([
      ["MR", "adult", "double", "Makkah 1204 · Madinah 811"],
      ["MRS", "adult", "double", "Makkah 1204 · Madinah 811"],
      ["MR", "adult", "quad", "Quad (4 per room) 2"],
      ["MISS", "child", null, null],
      ["MSTR", "infant", null, null],
    ]);
    expect(m.guests[1]).toMatchObject({
      gender: "female",
      birth_date: "1980-05-02",
      birth_place: "Bandung",
      passport_number: expect.stringMatching(/^C/),
      passport_issue_date: "2024-01-02",
      passport_expiry_date: "2030-01-02",
      ic_number: "3273010101800001",
    });
    const id = await getAsAdmin(`/api/report/manifest?time_id=${ids.d1}&lang=id`);
    expect(id.json().data.guests[0].room_type).toBe("Double (sekamar berdua)");
  });

  it("exports it as CSV and Excel", async () => {
    const csv = await getAsAdmin(`/api/report/manifest?time_id=${ids.d1}&lang=en&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toMatch(/filename="manifest_UMR-A_2025-03-10\.csv"/);
    const [header, ...rows] = parseCsv(csv.rawPayload.toString("utf8").slice(1));
    expect(header.slice(0, 4)).toEqual(["No.", "Title", "Full name", "Gender"]);
    expect(header.slice(11, 14)).toEqual(["Guest type", "Room type", "Room"]);
    expect(rows).toHaveLength(5);
    expect(rows[0][1]).toBe("MR");
    expect(rows[0][2]).toBe("Ahmad Hidayat");
    expect(rows[0][3]).toBe("Male");
    // A phone number starting with + is guarded like any formula-looking text.
    expect(rows[0][10]).toBe("'+62 812 1111 2222");
    expect(rows[0].slice(11, 14)).toEqual(["Adult", "Double (2 per room)", "Makkah 1204 · Madinah 811"]);
    expect(rows[3].slice(1, 2)).toEqual(["MISS"]);
    expect(rows[3].slice(11, 14)).toEqual(["Child", "No bed", ""]);
    expect(rows[4].slice(11, 14)).toEqual(["Infant", "", ""]);

    const xlsx = await getAsAdmin(`/api/report/manifest?time_id=${ids.d1}&lang=my&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const wb = await workbook(xlsx);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(3).value).toBe("Nama penuh");
    expect(ws.rowCount).toBe(6);
    expect(ws.getRow(2).getCell(2).value).toBe("MR");
    expect(ws.getRow(2).getCell(13).value).toBe("Double (2 sebilik)");
    expect(ws.getRow(2).getCell(5).value).toEqual(new Date("1980-05-01T00:00:00Z"));
    expect(ws.getRow(4).getCell(13).value).toBe("Quad (4 sebilik)");
    expect(ws.getRow(4).getCell(14).value).toBe("Quad (4 sebilik) 2");
    expect(ws.getRow(5).getCell(12).value).toBe("Kanak-kanak");
    expect(ws.getRow(5).getCell(13).value).toBe("Tanpa katil");
    expect(ws.getRow(6).getCell(13).value).toBeNull();
  });

  it("is 404 for an unknown departure and 422 without one", async () => {
    const missing = await getAsAdmin("/api/report/manifest?time_id=999999");
    expect(missing.statusCode).toBe(404);
    const none = await getAsAdmin("/api/report/manifest");
    expect(none.statusCode).toBe(422);
  });
});

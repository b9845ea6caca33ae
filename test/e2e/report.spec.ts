import fs from "node:fs";
import ExcelJS from "exceljs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, DESKTOP, launch, loginContext, newContext, PHONE, screenshot, open } from "./browser";

/*
 * The booking report (issue 6) in the browser, on the demo data: the admin filters by a package
 * and downloads Excel and CSV files whose rows are exactly that package's bookings (checked
 * against the booking module's own list), downloads a departure's manifest, and the screen in
 * three languages.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

type Lang = "id" | "en" | "my";
const LANGS: Lang[] = ["id", "en", "my"];
const TITLE: Record<Lang, string> = { id: "Laporan pemesanan", en: "Booking report", my: "Laporan tempahan" };
const htmlLang: Record<Lang, string> = { id: "id", en: "en", my: "ms" };

interface Summary {
  code: string;
  status: string;
  pax: number;
  total: number;
  paid_total: number;
  tour: { id: number; name: string } | null;
  time: { id: number; start_date: string } | null;
}

async function adminContext(viewport = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  await loginContext(context, "admin");
  return context;
}

/** Every booking as the booking module lists it (GET /booking, admin), in English. */
async function allBookings(context: BrowserContext, query = ""): Promise<Summary[]> {
  const out: Summary[] = [];
  for (let page = 1; ; page++) {
    const res = await context.request.get(`/api/booking?lang=en&limit=100&page=${page}${query}`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { data: Summary[]; meta: { last_page: number } };
    out.push(...body.data);
    if (page >= body.meta.last_page) return out;
  }
}

/** The package with the most bookings that are not cancelled (the report's default selection). */
async function busiestPackage(context: BrowserContext) {
  const active = (await allBookings(context)).filter((b) => b.status !== "canceled" && b.tour);
  const counts = new Map<number, number>();
  for (const b of active) counts.set(b.tour!.id, (counts.get(b.tour!.id) ?? 0) + 1);
  const [id] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  const bookings = active.filter((b) => b.tour?.id === id);
  return { id, name: bookings[0].tour!.name, bookings };
}

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

async function download(page: Page, testId: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(path) };
}

async function readXlsx(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

describe("booking report", () => {
  it("filters by a package and exports Excel and CSV files with exactly that package's bookings", async () => {
    const context = await adminContext();
    const pkg = await busiestPackage(context);
    const codes = pkg.bookings.map((b) => b.code).sort();
    expect(codes.length).toBeGreaterThan(1);
    const page = await context.newPage();
    await open(page, "/panel/report?lang=en");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(TITLE.en);

    const select = page.getByTestId("filter-tour");
    await select.locator(`option[value="${pkg.id}"]`).waitFor({ state: "attached" });
    await select.selectOption(String(pkg.id));
    await page.waitForURL(new RegExp(`tour_id=${pkg.id}`));
    await expect
      .poll(async () => [...new Set(await page.getByTestId("row-package").allTextContents())], { timeout: 15_000 })
      .toEqual([pkg.name]);
    await expect
      .poll(() => page.getByTestId("total-bookings").getByTestId("total-value").textContent())
      .toBe(String(codes.length));
    await screenshot(page, "report-package-en");

    // Excel: a header row, one row per booking, a totals row.
    const xlsx = await download(page, "export-xlsx");
    expect(xlsx.name).toMatch(/^booking-report_.*\.xlsx$/);
    const sheet = await readXlsx(xlsx.bytes);
    expect(sheet.getRow(1).getCell(1).value).toBe("Booking code");
    expect(sheet.getRow(1).getCell(5).value).toBe("Package");
    const last = sheet.rowCount;
    const dataRows = Array.from({ length: last - 2 }, (_, i) => sheet.getRow(i + 2));
    expect(dataRows.map((r) => String(r.getCell(1).value)).sort()).toEqual(codes);
    expect(new Set(dataRows.map((r) => r.getCell(5).value))).toEqual(new Set([pkg.name]));
    const totals = sheet.getRow(last);
    expect(totals.getCell(1).value).toBe("Total");
    const paxTotal = (totals.getCell(9).value as { result: number }).result;
    expect(paxTotal).toBe(pkg.bookings.reduce((s, b) => s + b.pax, 0));
    // Money is a number in major units (rupiah), formatted as currency.
    const first = pkg.bookings.find((b) => b.code === dataRows[0].getCell(1).value)!;
    expect(dataRows[0].getCell(11).value).toBe(first.total / 100);
    expect(dataRows[0].getCell(11).numFmt).toContain("#,##0");

    // CSV: UTF-8 with a byte-order mark, the same bookings.
    const csv = await download(page, "export-csv");
    expect(csv.name).toMatch(/^booking-report_.*\.csv$/);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(csv.bytes.toString("utf8").slice(1));
    expect(header[0]).toBe("Booking code");
    expect(rows.map((r) => r[0]).sort()).toEqual(codes);
    expect(new Set(rows.map((r) => r[4]))).toEqual(new Set([pkg.name]));
    await context.close();
  });

  it("downloads the passenger manifest of a departure: one row per traveller", async () => {
    const context = await adminContext();
    const pkg = await busiestPackage(context);
    const byDeparture = new Map<number, Summary[]>();
    for (const b of pkg.bookings) if (b.time) byDeparture.set(b.time.id, [...(byDeparture.get(b.time.id) ?? []), b]);
    const [timeId, bookings] = [...byDeparture.entries()].sort((a, b) => b[1].length - a[1].length)[0];
    const travellers = bookings.reduce((s, b) => s + b.pax, 0);

    const page = await context.newPage();
    await open(page, "/panel/report?lang=en");
    const tour = page.getByTestId("manifest-tour");
    await tour.locator(`option[value="${pkg.id}"]`).waitFor({ state: "attached" });
    await tour.selectOption(String(pkg.id));
    const time = page.getByTestId("manifest-time");
    await time.locator(`option[value="${timeId}"]`).waitFor({ state: "attached" });
    await time.selectOption(String(timeId));
    await page.getByTestId("manifest-view").click();
    await page.getByTestId("manifest-summary").waitFor();
    await expect.poll(() => page.getByTestId("manifest-table").getByTestId("table-row").count()).toBe(travellers);

    const xlsx = await download(page, "manifest-xlsx");
    expect(xlsx.name).toMatch(/^manifest_.*\.xlsx$/);
    const sheet = await readXlsx(xlsx.bytes);
    // Title first after No. (rooms and travellers, decision 034), then the name.
    expect(sheet.getRow(1).getCell(2).value).toBe("Title");
    expect(sheet.getRow(1).getCell(3).value).toBe("Full name");
    expect(sheet.getRow(1).getCell(7).value).toBe("Passport number");
    expect(sheet.rowCount).toBe(1 + travellers);
    const bookingCodes = new Set(Array.from({ length: travellers }, (_, i) => sheet.getRow(i + 2).getCell(15).value));
    expect(bookingCodes).toEqual(new Set(bookings.map((b) => b.code)));

    const csv = await download(page, "manifest-csv");
    expect(parseCsv(csv.bytes.toString("utf8").slice(1))).toHaveLength(1 + travellers);
    await screenshot(page, "report-manifest-en");
    await context.close();
  });

  it("is the admin's only: a customer is refused the screen and the files", async () => {
    const context = await newContext(browser, DESKTOP);
    await loginContext(context, "customer");
    const page = await context.newPage();
    const res = await page.goto("/panel/report?lang=en");
    expect(res?.status()).toBe(403);
    const api = await context.request.get("/api/report/booking?format=csv");
    expect(api.status()).toBe(403);
    const manifest = await context.request.get("/api/report/manifest?time_id=1");
    expect(manifest.status()).toBe(403);
    await context.close();
  });

  it.each(["desktop", "phone"] as const)("shows the report in three languages (%s)", async (size) => {
    const context = await adminContext(size === "phone" ? PHONE : DESKTOP);
    const page = await context.newPage();
    for (const lang of LANGS) {
      await open(page, `/panel/report?lang=${lang}`);
      expect(await page.locator("html").getAttribute("lang")).toBe(htmlLang[lang]);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(TITLE[lang]);
      await page.getByTestId("row-code").first().waitFor();
      await page.getByTestId("report-chart-area").locator(".recharts-surface").first().waitFor();
      await screenshot(page, `report-${lang}-${size}`);
      if (lang === "en") expect(await axeViolations(page)).toEqual([]);
    }
    await context.close();
  });
});

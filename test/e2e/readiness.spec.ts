import ExcelJS from "exceljs";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReadinessBoardDto, ReadinessSummaryDto } from "#app/modules/document/readiness.contract";
import { axeViolations, launch, loginContext, newContext, PHONE, screenshot, open } from "./browser";

/*
 * The readiness board (issue 17 part B) in the browser, on the demo data: the index of upcoming
 * departures, the board of the busiest one in Indonesian and English on a desktop and in Malay on
 * a phone, reminders behind a confirmation, the Excel download. The demo's document requirements
 * and uploads come with the other parts of issue 17: the checks hold with or without them.
 */

let browser: Browser;
let admin: BrowserContext;
let target: ReadinessSummaryDto;

beforeAll(async () => {
  browser = await launch();
  admin = await newContext(browser);
  await loginContext(admin, "admin");
  const res = await admin.request.get("/api/readiness?limit=100&lang=en");
  expect(res.status()).toBe(200);
  const list = ((await res.json()) as { data: ReadinessSummaryDto[] }).data;
  const busiest = [...list].sort((a, b) => b.guests - a.guests)[0];
  if (!busiest) throw new Error("The demo data has no departure in the next 120 days");
  target = busiest;
});
afterAll(async () => {
  await admin?.close();
  await browser?.close();
});

async function board(context: BrowserContext): Promise<ReadinessBoardDto> {
  const res = await context.request.get(`/api/departures/${target.id}/readiness?lang=en`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: ReadinessBoardDto }).data;
}

const boardUrl = () => `/panel/tour/${target.tour.id}/time/${target.id}/documents`;

describe("readiness board", () => {
  it("the admin opens the board from the index (id); counts and ready state match the API; axe clean", async () => {
    const page = await admin.newPage();
    await open(page, "/panel/readiness?lang=id");
    expect(await page.locator("h1").textContent()).toBe("Kesiapan dokumen");
    expect(await axeViolations(page)).toEqual([]);
    await page.locator(`a[href="${boardUrl()}"]`).first().click();
    await page.waitForURL(`**${boardUrl()}`);
    const state = page.getByTestId("readiness-state");
    await state.waitFor();
    const api = await board(admin);
    expect(await state.getAttribute("data-ready")).toBe(String(api.ready));
    expect(await state.textContent()).toContain(api.ready ? "Siap" : "Belum siap");
    // The badge says the state once; the sentence beside it does not repeat it (issue 26).
    const heading = (await state.locator("p").first().textContent()) ?? "";
    expect(heading.split(api.ready ? "Siap" : "Belum siap")).toHaveLength(2);
    if (api.requirements.length > 0) {
      expect(await page.getByTestId("readiness-table").locator("tbody tr").count()).toBe(api.rows.length);
      // Each row links to its booking.
      const href = await page.getByTestId("readiness-table").locator("tbody a").first().getAttribute("href");
      expect(href).toMatch(/^\/panel\/booking-history\/[0-9a-f-]{36}$/);
    } else {
      await page.getByText("Paket ini tidak meminta dokumen.").waitFor();
    }
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "readiness-desktop-id");
    await page.close();
  });

  it("filters in English, sends reminders after a confirmation, and downloads the Excel file", async () => {
    const page = await admin.newPage();
    await open(page, `${boardUrl()}?lang=en`);
    await page.getByTestId("readiness-state").waitFor();
    const api = await board(admin);
    await page.getByTestId("readiness-filter-status").selectOption("verified");
    await page.waitForURL(/status=verified/);
    await page.getByTestId("readiness-remind").click();
    if (api.bookings_to_remind > 0) {
      await page.getByRole("alertdialog").waitFor();
      await page.getByRole("alertdialog").getByRole("button", { name: "Send reminders" }).click();
      await page
        .getByText(/reminders? sent\./)
        .first()
        .waitFor();
    } else {
      await page.getByText("No customer to remind: nothing is missing or rejected.").first().waitFor();
    }
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("readiness-export").click()]);
    expect(download.suggestedFilename()).toMatch(/^documents_.+\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.getWorksheet("Documents")!;
    expect(sheet.getRow(2).getCell(1).value).toBe("Booking");
    // A title row, the header, a row per guest.
    expect(sheet.actualRowCount).toBe(2 + api.guests);
    await screenshot(page, "readiness-desktop-en");
    await page.close();
  });

  it("fits a 1366 px laptop in Malay (the longest words): no column cut off (issue 26)", async () => {
    const laptop = await newContext(browser, { width: 1366, height: 768 });
    await loginContext(laptop, "admin");
    const page = await laptop.newPage();
    await open(page, `${boardUrl()}?lang=my`);
    await page.getByTestId("readiness-state").waitFor();
    if ((await board(laptop)).requirements.length > 0) {
      const box = await page
        .getByTestId("readiness-table")
        .evaluate((t) => ({ scroll: t.parentElement!.scrollWidth, client: t.parentElement!.clientWidth }));
      expect(box.scroll).toBeLessThanOrEqual(box.client);
    }
    await screenshot(page, "readiness-1366-my");
    await laptop.close();
  });

  it("works on a phone in Malay: a card per guest, no sideways scrolling", async () => {
    const phone = await newContext(browser, PHONE);
    await loginContext(phone, "admin");
    const page = await phone.newPage();
    await open(page, `${boardUrl()}?lang=my`);
    await page.getByTestId("readiness-state").waitFor();
    expect(await page.locator("h1").textContent()).toMatch(/^Dokumen · /);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const api = await board(phone);
    if (api.requirements.length > 0)
      expect(await page.getByTestId("readiness-cards").locator("[data-testid=readiness-row]").count()).toBe(
        api.rows.length,
      );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "readiness-phone-my");
    await phone.close();
  });
});

import ExcelJS from "exceljs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoomingListDto } from "#app/modules/booking/booking.contract";
import { axeViolations, launch, loginContext, newContext, PHONE, screenshot } from "./browser";

/*
 * The rooming list (issue 15) in the browser, on the demo data: the admin opens a departure's
 * list from the tour editor, arranges it, numbers a room at a hotel city, prints it (one table
 * per hotel city, nothing of the panel) and exports it to Excel; the screen on a phone in Malay.
 */

let browser: Browser;
let admin: BrowserContext;
let target: { tourId: number; timeId: number; cities: string[] };

beforeAll(async () => {
  browser = await launch();
  admin = await newContext(browser);
  await loginContext(admin, "admin");
  target = await busiestDeparture(admin);
});
afterAll(async () => {
  await admin?.close();
  await browser?.close();
});

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}

async function rooming(context: BrowserContext, timeId: number): Promise<RoomingListDto> {
  const res = await context.request.get(`/api/rooming/${timeId}?lang=en`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: RoomingListDto }).data;
}

/**
 * The demo departure with the most guests who bought a bed and are not placed yet, found through
 * the rooming API itself (departure ids are a sequence: read them until a run of unknown ids).
 */
async function busiestDeparture(context: BrowserContext) {
  let best: { tourId: number; timeId: number; cities: string[]; n: number } | null = null;
  for (let id = 1, misses = 0; misses < 10; id++) {
    const res = await context.request.get(`/api/rooming/${id}?lang=en`);
    if (res.status() === 404) {
      misses++;
      continue;
    }
    misses = 0;
    const list = ((await res.json()) as { data: RoomingListDto }).data;
    const n = list.unplaced.filter((g) => g.room_type_id !== null).length;
    if (!best || n > best.n) best = { tourId: list.tour.id, timeId: id, cities: list.hotel_cities, n };
  }
  if (!best || best.n === 0) throw new Error("The demo data has no departure with guests in room types to arrange");
  return best;
}

describe("rooming list", () => {
  it("the admin opens it from the tour editor, arranges it, and every guest with a bed is placed", async () => {
    const page = await admin.newPage();
    await open(page, `/panel/tour/${target.tourId}?lang=id`);
    await page.locator(`a[href="/panel/tour/${target.tourId}/time/${target.timeId}/rooming"]`).click();
    await page.waitForURL(`**/panel/tour/${target.tourId}/time/${target.timeId}/rooming`);
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Daftar kamar");
    // A client-side navigation: the page was "network idle" before the list was even asked for,
    // and the header shows while it loads. The summary shows once the list is there.
    await page.getByTestId("rooming-summary").waitFor();
    expect(await page.getByTestId("rooming-unplaced").count()).toBe(1);

    await page.getByTestId("rooming-arrange").click();
    await page
      .getByText(/tamu ditempatkan\./)
      .first()
      .waitFor();
    const list = await rooming(admin, target.timeId);
    expect(list.unplaced.filter((g) => g.room_type_id !== null)).toEqual([]);
    for (const room of list.room_types.flatMap((rt) => rt.rooms)) {
      expect(room.guests.filter((g) => g.room_type_id !== null).length).toBeLessThanOrEqual(room.beds);
      expect(room.mixed).toBe(false);
    }
    expect(await page.getByTestId("rooming-summary").textContent()).toMatch(/^(\d+) dari \1 tamu/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "rooming-desktop-id");
    await page.close();
  });

  it("numbers a room at a hotel city, then prints one table per hotel city without the panel", async () => {
    const page = await admin.newPage();
    await open(page, `/panel/tour/${target.tourId}/time/${target.timeId}/rooming?lang=en`);
    const room = page.getByTestId("rooming-room").first();
    if (target.cities.length > 0) {
      await room.getByTestId("rooming-number").first().fill("1204");
      await room.getByTestId("rooming-save-numbers").click();
      await page.getByText("Room numbers saved.").first().waitFor();
      const list = await rooming(admin, target.timeId);
      const first = list.room_types.flatMap((rt) => rt.rooms)[0];
      expect(first.numbers[target.cities[0]]).toBe("1204");
    }
    await page.emulateMedia({ media: "print" });
    const print = page.locator("#rooming-print");
    expect(await print.isVisible()).toBe(true);
    expect(await page.locator("nav").first().isVisible()).toBe(false);
    expect(await page.getByTestId("rooming-arrange").isVisible()).toBe(false);
    const headings = await print.locator("h2").allTextContents();
    expect(headings).toEqual(
      target.cities.length > 0 ? target.cities.map((c) => `Rooming list · ${c}`) : ["Rooming list"],
    );
    if (target.cities.length > 0)
      expect(await print.locator("tbody tr").first().locator("td").first().textContent()).toBe("1204");
    await screenshot(page, "rooming-print-en");
    await page.close();
  });

  it("exports the list to Excel: a row per guest, in the reader's language", async () => {
    const page = await admin.newPage();
    await open(page, `/panel/tour/${target.tourId}/time/${target.timeId}/rooming?lang=my`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("rooming-export").click()]);
    expect(download.suggestedFilename()).toMatch(/^rooming_.+\.xlsx$/);
    const file = await download.path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.getWorksheet("Senarai bilik")!;
    expect(sheet.getRow(2).getCell(1).value).toBe("Jenis bilik");
    const list = await rooming(admin, target.timeId);
    const emptyRooms = list.room_types.flatMap((rt) => rt.rooms).filter((r) => r.guests.length === 0).length;
    // A title row, the header, a row per guest and one per empty room.
    expect(sheet.actualRowCount).toBe(2 + list.guest_count + emptyRooms);
    await page.close();
  });

  it("works on a phone in Malay", async () => {
    const phone = await newContext(browser, PHONE);
    await loginContext(phone, "admin");
    const page = await phone.newPage();
    await open(page, `/panel/tour/${target.tourId}/time/${target.timeId}/rooming?lang=my`);
    expect(await page.locator("h1").textContent()).toBe("Senarai bilik");
    // No sideways scrolling: the cards stack.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // Moving a guest is a select with a label (keyboard and screen reader).
    const select = page.getByTestId("rooming-move").first();
    expect(await select.getAttribute("id")).toBeTruthy();
    expect(await page.locator(`label[for="${await select.getAttribute("id")}"]`).textContent()).toMatch(
      /^Bilik untuk /,
    );
    await screenshot(page, "rooming-phone-my");
    await phone.close();
  });
});

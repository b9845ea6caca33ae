import ExcelJS from "exceljs";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoomingListDto } from "#app/modules/operations/operations.contract";
import { axeViolations, baseURL, launch, loginContext, newContext, PHONE, screenshot, open } from "./browser";

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

/**
 * A demo departure whose list has a child or an infant without a bed and other bookings in beds,
 * arranged through the API (the rooming list of issue 26's journey).
 */
async function departureWithFamily(context: BrowserContext) {
  for (let id = 1, misses = 0; misses < 10; id++) {
    const res = await context.request.get(`/api/rooming/${id}?lang=en`);
    if (res.status() === 404) {
      misses++;
      continue;
    }
    misses = 0;
    const list = ((await res.json()) as { data: RoomingListDto }).data;
    const everyone = [...list.room_types.flatMap((rt) => rt.rooms.flatMap((r) => r.guests)), ...list.unplaced];
    const young = everyone.find((g) => g.traveller_type !== "adult" && g.room_type_id === null);
    if (!young || !everyone.some((g) => g.booking_id !== young.booking_id && g.room_type_id !== null)) continue;
    const arranged = await context.request.post(`/api/rooming/${id}/arrange?lang=en`, {
      headers: { origin: baseURL() },
    });
    expect(arranged.status()).toBe(200);
    return { timeId: id, list: ((await arranged.json()) as { data: RoomingListDto }).data };
  }
  throw new Error("The demo data has no departure with a child or an infant without a bed beside other bookings");
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
      .getByText(/jemaah ditempatkan\./)
      .first()
      .waitFor();
    const list = await rooming(admin, target.timeId);
    expect(list.unplaced.filter((g) => g.room_type_id !== null)).toEqual([]);
    for (const room of list.room_types.flatMap((rt) => rt.rooms)) {
      expect(room.guests.filter((g) => g.room_type_id !== null).length).toBeLessThanOrEqual(room.beds);
      expect(room.mixed).toBe(false);
    }
    expect(await page.getByTestId("rooming-summary").textContent()).toMatch(/^(\d+) dari \1 jemaah/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "rooming-desktop-id");
    await page.close();
  });

  it("asks before moving a child away from their family into another booking's room, then flags that room (issue 26)", async () => {
    // A demo departure with a family bringing a child or an infant without a bed (they may join
    // any room), arranged: the child is in the family's room.
    const found = await departureWithFamily(admin);
    const rooms = found.list.room_types.flatMap((rt) => rt.rooms);
    const child = rooms
      .flatMap((r) => r.guests)
      .find((g) => g.traveller_type !== "adult" && g.room_type_id === null && g.room_id !== null)!;
    const other = rooms.find((r) => r.guests.length > 0 && r.guests.every((g) => g.booking_id !== child.booking_id))!;
    const page = await admin.newPage();
    await open(page, `/panel/tour/${found.list.tour.id}/time/${found.timeId}/rooming?lang=en`);
    const select = page.getByLabel(`Room of ${child.full_name}`, { exact: true });
    await select.selectOption(String(other.id));
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("would be in a room without an adult of their booking");
    await screenshot(page, "rooming-confirm-desktop-en");
    await dialog.getByRole("button", { name: "Move anyway" }).click();
    await page.getByText("Guest moved.").first().waitFor();
    const flagged = page.locator('[data-testid="rooming-room"][data-flagged="true"]');
    await expect.poll(() => flagged.count()).toBeGreaterThan(0);
    expect(await flagged.first().textContent()).toContain("To check");
    const after = (await rooming(admin, found.timeId)).room_types.flatMap((rt) => rt.rooms);
    expect(after.find((r) => r.id === other.id)?.warnings).toEqual(
      expect.arrayContaining(["child_apart", "child_with_others"]),
    );
    await flagged.first().scrollIntoViewIfNeeded();
    await screenshot(page, "rooming-flagged-desktop-en");

    // On a phone in Malay: the flagged room, then the child back with the family (nothing to confirm).
    const phone = await newContext(browser, PHONE);
    await loginContext(phone, "admin");
    const small = await phone.newPage();
    await open(small, `/panel/tour/${found.list.tour.id}/time/${found.timeId}/rooming?lang=my`);
    await small.locator('[data-testid="rooming-room"][data-flagged="true"]').first().scrollIntoViewIfNeeded();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(small, "rooming-flagged-phone-my");
    await small.getByLabel(`Bilik untuk ${child.full_name}`, { exact: true }).selectOption(String(child.room_id));
    await small.getByText("Jemaah dipindahkan.").first().waitFor();
    const back = (await rooming(admin, found.timeId)).room_types.flatMap((rt) => rt.rooms);
    for (const room of back) expect(room.warnings).toEqual([]);
    await phone.close();
    await page.close();
  });

  it("numbers a room at a hotel city, then prints one table per hotel city without the panel", async () => {
    const page = await admin.newPage();
    await open(page, `/panel/tour/${target.tourId}/time/${target.timeId}/rooming?lang=en`);
    const room = page.getByTestId("rooming-room").first();
    if (target.cities.length > 0) {
      // Saved when the focus leaves the room's numbers: no Enter, no button (issue 26).
      await room.getByTestId("rooming-number").first().fill("1204");
      await page.getByTestId("rooming-summary").click();
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
    const order = (await rooming(admin, target.timeId)).stays.map((s) => s.city);
    expect(headings).toEqual(order.length > 0 ? order.map((c) => `Rooming list · ${c}`) : ["Rooming list"]);
    // The agency's heading and the totals per room type on every page.
    expect(await print.getByTestId("rooming-print-agency").count()).toBe(Math.max(order.length, 1));
    expect(await print.getByTestId("rooming-print-totals").count()).toBe(Math.max(order.length, 1));
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
    const list = await rooming(admin, target.timeId);
    const rows: unknown[] = [];
    sheet.eachRow((row) => rows.push(row.getCell(1).value));
    const header = rows.indexOf("Jenis bilik");
    expect(header).toBeGreaterThan(0);
    const emptyRooms = list.room_types.flatMap((rt) => rt.rooms).filter((r) => r.guests.length === 0).length;
    // After the header: a row per guest and one per empty room, then the totals per room type.
    expect(rows[header + 1 + list.guest_count + emptyRooms]).toBe("Jumlah mengikut jenis bilik");
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

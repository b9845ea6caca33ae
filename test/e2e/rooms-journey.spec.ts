import { copyFileSync, mkdirSync } from "node:fs";
import ExcelJS from "exceljs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoomingListDto } from "#app/modules/operations/operations.contract";
import type { QuoteDto } from "#app/modules/catalog/catalog.contract";
import { formatMoney } from "#app/shared/money";
import { type Family, findFamilyPackage } from "./family";
import { baseURL, DESKTOP, launch, loginContext, newContext, PHONE, screenshot, stepGuestsTo, open } from "./browser";

/*
 * Issue 15's "done when" journey on the demo data: a customer books ONE Double for two adults,
 * with a child without a bed and an infant (their birth dates give those types on the departure's
 * start date), sees the summary by guest and by room type, pays the deposit in the booking page's
 * pay dialog, and the booking page shows the rooms and travellers. An admin then arranges the
 * departure's rooming list (the family in one Double room, the child and the infant with them),
 * prints it (one table per hotel city) and exports it to Excel. Screenshots of the package page,
 * the checkout and the rooming list on a phone in Malay and on a desktop in Indonesian.
 */

let browser: Browser;
let proofPng: Buffer;
beforeAll(async () => {
  browser = await launch();
  proofPng = await sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .png()
    .toBuffer();
});
afterAll(async () => browser?.close());

const SHOTS = "/tmp/shots15";
/** Saves a screenshot as the other specs do, and a copy for people to look at in one place. */
async function shot(page: Page, name: string) {
  if (!(await screenshot(page, name))) return;
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(`test-results/screenshots/${name}.png`, `${SHOTS}/${name}.png`);
}

const norm = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();
const money = (minor: number, lang: "id" | "en" | "my" = "en") => norm(formatMoney(minor, "IDR", lang));

const FAMILY: [string, string, string, string] = ["Rizki Pratama", "Siti Aminah", "Nabila Putri", "Hafiz Akbar"];
const state = { bookingId: "", code: "", total: 0 };
let family: Family;

async function rooming(context: BrowserContext, timeId: number): Promise<RoomingListDto> {
  const res = await context.request.get(`/api/rooming/${timeId}?lang=en`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: RoomingListDto }).data;
}

describe("rooms and travellers journey (issue 15)", () => {
  it("shows the package's fare table on a phone in Malay and a desktop in Indonesian", async () => {
    for (const [viewport, size, lang] of [
      [PHONE, "phone", "my"],
      [DESKTOP, "desktop", "id"],
    ] as const) {
      const context = await newContext(browser, viewport);
      family ??= await findFamilyPackage(context, FAMILY);
      const page = await context.newPage();
      expect((await open(page, `/tour/${family.tour.id}?lang=${lang}`))?.status()).toBe(200);
      await page.getByTestId(`departure-option-${family.departure.id}`).waitFor();
      const body = norm(await page.locator("main").textContent());
      expect(body).toContain(money(family.double.price, lang));
      // No raw i18n key on the screen, and no sideways scrolling on the phone.
      expect(body).not.toMatch(/\b(fares|rooms|room|tour|departure)\.[a-z_]+\b/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(page, `rooms-package-${lang}-${size}`);
      await context.close();
    }
  });

  it("books one Double for two adults with a child without a bed and an infant, and pays the deposit", async () => {
    const context = await newContext(browser, PHONE);
    await loginContext(context, "customer");
    family ??= await findFamilyPackage(context, FAMILY);
    const { tour, departure, double, guests } = family;
    const page = await context.newPage();
    await open(page, `/checkout?tour_id=${tour.id}&time_id=${departure.id}&lang=en`);
    await page.getByTestId("checkout-form").waitFor();
    await stepGuestsTo(page, guests.length);
    await expect.poll(() => page.locator('[data-testid^="guest-card-"]').count()).toBe(4);

    for (const [i, g] of guests.entries()) {
      if (
        (await page.getByTestId(`guest-${i}-full_name`).count()) === 0 ||
        !(await page.getByTestId(`guest-${i}-full_name`).isVisible())
      )
        await page.getByTestId(`guest-toggle-${i}`).click();
      await page.getByTestId(`guest-${i}-full_name`).fill(g.name);
      await page.getByTestId(`guest-${i}-gender-${g.gender}`).check();
      await page.getByTestId(`guest-${i}-birth_date`).fill(g.birth);
      await page.getByTestId(`guest-${i}-country`).selectOption("ID");
      if (i === 0) await page.getByTestId("guest-0-phone").fill("+62 812 3456 7890");
      // The wife of the first guest, their daughter and their son (issue 26).
      if (i > 0) await page.getByTestId(`guest-${i}-relation`).selectOption(i === 1 ? "1:spouse" : "1:parent_child");
      // The page tells the traveller type the birth date gives on the departure date.
      await expect.poll(() => page.getByTestId(`guest-${i}-type`).getAttribute("data-type")).toBe(g.type);
      if (g.type === "adult") await page.getByTestId(`guest-${i}-room-${double.code}`).check();
      if (g.type === "child") await page.getByTestId(`guest-${i}-room-no_bed`).check();
      // An infant has no choice: the infant fare.
      if (g.type === "infant") expect(await page.getByTestId(`guest-${i}-room-${double.code}`).count()).toBe(0);
    }

    // The server's quote of the same guests: Double 2 x price, the child's and the infant's fares.
    const res = await context.request.post(`/api/tour/${tour.id}/quote`, {
      headers: { origin: baseURL() },
      data: {
        time_id: departure.id,
        pax: 4,
        guests: guests.map((g) => ({
          birth_date: g.birth,
          room_type_id: g.type === "adult" ? double.room_type_id : null,
        })),
      },
    });
    expect(res.status()).toBe(200);
    const quote = ((await res.json()) as { data: QuoteDto }).data;
    expect(quote.guest_fares.map((g) => g.traveller_type)).toEqual(["adult", "adult", "child", "infant"]);
    expect(quote.rooms).toEqual([expect.objectContaining({ code: "double", guests: 2, price: double.price })]);
    expect(quote.child_no_bed).toEqual({ guests: 1, amount: departure.child_no_bed_price });
    expect(quote.infants).toEqual({ guests: 1, amount: departure.infant_price });
    expect(quote.seats).toBe(3);

    // What the customer sees: a line per guest, Double 2 x price, the child without bed, the infant.
    await expect
      .poll(async () => norm(await page.getByTestId("quote-total").textContent()), { timeout: 10_000 })
      .toBe(money(quote.total));
    for (const [i, g] of guests.entries()) {
      const line = norm(await page.getByTestId(`quote-guest-${i}`).textContent());
      expect(line).toContain(g.name);
      expect(line).toContain(money(quote.guest_fares[i].fare));
    }
    expect(norm(await page.getByTestId("quote-guest-0").textContent())).toContain(double.name);
    expect(norm(await page.getByTestId("quote-guest-2").textContent())).toContain("No bed");
    // Each figure per person after the package's discount, as the package page shows it (decision 057).
    const net = quote.per_person.fares;
    const roomLine = norm(await page.getByTestId("quote-room-double").textContent());
    expect(roomLine).toContain(`${double.name}: 2 beds × ${money(net[0])}`);
    expect(roomLine).toContain(money(net[0] + net[1]));
    expect(norm(await page.getByTestId("quote-child-no-bed").textContent())).toContain(money(net[2]));
    expect(norm(await page.getByTestId("quote-infants").textContent())).toContain(money(net[3]));

    await page.getByTestId("checkout-payment-deposit").check();
    expect(norm(await page.getByTestId("quote-pay-now").textContent())).toBe(money(quote.min_first_payment));
    await page.getByTestId("checkout-terms").check();
    await page.getByTestId("checkout-consent").check();
    await page.getByTestId("checkout-agreement").check();
    await shot(page, "rooms-checkout-en-phone");

    await page.getByTestId("checkout-submit").click();
    await page.waitForURL(/\/panel\/booking-history\/[0-9a-f-]{36}\?pay=1$/, { timeout: 20_000 });
    state.bookingId = new URL(page.url()).pathname.split("/").pop() ?? "";

    // What the server stored: the guests' types, beds and fares, as quoted.
    type Stored = {
      code: string;
      total: number;
      paid_total: number;
      payment_type: string;
      rooms: { code: string | null; guests: number; price: number; amount: number }[];
      child_no_bed: { guests: number; amount: number };
      infants: { guests: number; amount: number };
      guests: { full_name: string; traveller_type: string; room_type_id: number | null; fare: number }[];
      payments: { status: string; amount: number }[];
    };
    const stored = async () =>
      ((await (await context.request.get(`/api/booking/${state.bookingId}`)).json()) as { data: Stored }).data;
    const booking = await stored();
    state.code = booking.code;
    state.total = booking.total;
    expect(booking.total).toBe(quote.total);
    expect(booking.payment_type).toBe("deposit");
    expect(booking.guests.map((g) => [g.full_name, g.traveller_type, g.room_type_id, g.fare])).toEqual(
      guests.map((g, i) => [
        g.name,
        g.type,
        g.type === "adult" ? double.room_type_id : null,
        quote.guest_fares[i].fare,
      ]),
    );
    expect(booking.rooms).toEqual([expect.objectContaining({ code: "double", guests: 2, price: double.price })]);
    expect(booking.child_no_bed).toEqual(quote.child_no_bed);
    expect(booking.infants).toEqual(quote.infants);

    // The checkout lands with ?pay=1: the deposit is paid in the pay dialog, by transfer.
    const dialog = page.getByTestId("pay-dialog");
    await dialog.waitFor();
    await dialog.locator('[data-testid^="pay-bank-"]').first().check();
    expect(norm(await dialog.getByTestId("pay-amount").inputValue())).not.toBe("");
    await dialog
      .getByTestId("pay-proof")
      .setInputFiles({ name: "transfer.png", mimeType: "image/png", buffer: proofPng });
    await dialog.getByTestId("pay-proof-done").waitFor();
    const sent = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().endsWith(`/api/booking/${state.bookingId}/payment`),
    );
    await dialog.getByTestId("pay-submit").click();
    expect((await sent).status()).toBe(201);
    await page.waitForURL((url) => url.pathname === "/payment/success");
    const paid = await stored();
    expect(paid.payments).toEqual([expect.objectContaining({ status: "pending", amount: quote.min_first_payment })]);

    // The booking page shows the rooms and the travellers.
    await open(page, `/panel/booking-history/${state.bookingId}?lang=en`);
    await page.getByTestId("booking-detail").waitFor();
    const room = page.locator('[data-testid="price-room"][data-code="double"]');
    expect(norm(await room.textContent())).toContain(money(double.price * 2));
    expect(norm(await page.getByTestId("price-child-no-bed").textContent())).toContain(
      money(departure.child_no_bed_price ?? 0),
    );
    expect(norm(await page.getByTestId("price-infants").textContent())).toContain(money(departure.infant_price ?? 0));
    const cards = page.getByTestId("guest");
    expect(await cards.count()).toBe(4);
    const types = ["Adult", "Adult", "Child", "Infant"];
    for (const [i, g] of guests.entries()) {
      const card = cards.nth(i);
      expect(norm(await card.getByTestId("guest-name").textContent())).toBe(g.name);
      expect(norm(await card.getByTestId("guest-traveller-type").textContent())).toContain(types[i]);
      if (g.type === "adult")
        expect(norm(await card.getByTestId("guest-room-type").textContent())).toContain(double.name);
    }
    await context.close();
  }, 120_000);

  it("renders the family's checkout on a phone in Malay and a desktop in Indonesian", async () => {
    for (const [viewport, size, lang] of [
      [PHONE, "phone", "my"],
      [DESKTOP, "desktop", "id"],
    ] as const) {
      const context = await newContext(browser, viewport);
      await loginContext(context, "customer");
      const { tour, departure, double, guests } = family;
      const page = await context.newPage();
      await open(page, `/checkout?tour_id=${tour.id}&time_id=${departure.id}&lang=${lang}`);
      await page.getByTestId("checkout-form").waitFor();
      await stepGuestsTo(page, guests.length);
      for (const [i, g] of guests.entries()) {
        if (!(await page.getByTestId(`guest-${i}-full_name`).isVisible()))
          await page.getByTestId(`guest-toggle-${i}`).click();
        await page.getByTestId(`guest-${i}-full_name`).fill(g.name);
        await page.getByTestId(`guest-${i}-birth_date`).fill(g.birth);
        await expect.poll(() => page.getByTestId(`guest-${i}-type`).getAttribute("data-type")).toBe(g.type);
        if (g.type === "adult") await page.getByTestId(`guest-${i}-room-${double.code}`).check();
        if (g.type === "child") await page.getByTestId(`guest-${i}-room-no_bed`).check();
      }
      await page.getByTestId("quote-room-double").waitFor();
      await page.getByTestId("quote-infants").waitFor();
      const text = norm(await page.locator("main").textContent());
      expect(text).not.toMatch(/\b(checkout|summary|room|guest)\.[a-z_]+\b/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(page, `rooms-checkout-${lang}-${size}`);
      await context.close();
    }
  }, 120_000);

  it("the admin arranges the rooming list: the family in one Double room, the child and the infant with them", async () => {
    expect(state.bookingId).not.toBe("");
    const context = await newContext(browser, DESKTOP);
    await loginContext(context, "admin");
    const { tour, departure, guests } = family;
    const page = await context.newPage();
    await open(page, `/panel/tour/${tour.id}/time/${departure.id}/rooming?lang=id`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Daftar kamar");
    await page.getByTestId("rooming-summary").waitFor();
    const before = await rooming(context, departure.id);
    expect(
      before.unplaced
        .filter((g) => g.booking_id === state.bookingId)
        .map((g) => g.full_name)
        .sort(),
    ).toEqual(guests.map((g) => g.name).sort());

    await page.getByTestId("rooming-arrange").click();
    await page
      .getByText(/jemaah ditempatkan\./)
      .first()
      .waitFor();
    const list = await rooming(context, departure.id);
    const double = list.room_types.find((rt) => rt.code === "double");
    const ours = list.room_types
      .flatMap((rt) => rt.rooms.map((r) => ({ ...r, code: rt.code })))
      .filter((r) => r.guests.some((g) => g.booking_id === state.bookingId));
    // One room, a Double, holding the whole family and nobody else; 2 beds taken by the adults.
    expect(ours).toHaveLength(1);
    expect(ours[0].code).toBe("double");
    expect(ours[0].room_type_id).toBe(double?.id);
    expect(ours[0].guests.map((g) => g.full_name).sort()).toEqual(guests.map((g) => g.name).sort());
    expect(ours[0].beds_free).toBe(0);
    expect(ours[0].mixed).toBe(false);
    expect(list.unplaced.filter((g) => g.booking_id === state.bookingId)).toEqual([]);

    // The screen shows the family in that room.
    const roomCard = page.getByTestId("rooming-room").filter({ hasText: guests[0].name });
    expect(await roomCard.count()).toBe(1);
    for (const g of guests) expect(norm(await roomCard.textContent())).toContain(g.name);
    await shot(page, "rooms-rooming-id-desktop");

    // Printed: one table per hotel city, the family's rows in each, nothing of the panel.
    await page.emulateMedia({ media: "print" });
    const print = page.locator("#rooming-print");
    expect(await print.isVisible()).toBe(true);
    expect(await page.getByTestId("rooming-arrange").isVisible()).toBe(false);
    const cities = list.hotel_cities;
    expect(await print.locator("h2").allTextContents()).toEqual(
      cities.length > 0 ? cities.map((c) => `Daftar kamar · ${c}`) : ["Daftar kamar"],
    );
    // Per city: the guests' table, then the totals per room type.
    const tables = print.locator('table:not([data-testid="rooming-print-totals"])');
    expect(await tables.count()).toBe(Math.max(cities.length, 1));
    expect(await print.getByTestId("rooming-print-totals").count()).toBe(Math.max(cities.length, 1));
    for (const table of await tables.all()) {
      const text = norm(await table.textContent());
      for (const g of guests) expect(text).toContain(g.name);
    }
    await shot(page, "rooms-rooming-print-id-desktop");
    await page.emulateMedia({ media: "screen" });

    // Exported to Excel: the family's four rows are there, in one room.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("rooming-export").click()]);
    expect(download.suggestedFilename()).toMatch(/^rooming_.+\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    const rows: string[] = [];
    sheet.eachRow((row) => {
      rows.push(
        (row.values as unknown[])
          .slice(1)
          .map((v) => String(v ?? ""))
          .join(" | "),
      );
    });
    for (const g of guests) expect(rows.filter((r) => r.includes(g.name))).toHaveLength(1);
    await context.close();
  }, 120_000);

  it("shows the rooming list on a phone in Malay", async () => {
    const context = await newContext(browser, PHONE);
    await loginContext(context, "admin");
    const page = await context.newPage();
    await open(page, `/panel/tour/${family.tour.id}/time/${family.departure.id}/rooming?lang=my`);
    expect(await page.locator("h1").textContent()).toBe("Senarai bilik");
    await page.getByTestId("rooming-summary").waitFor();
    expect(norm(await page.locator("main").textContent())).toContain(family.guests[0].name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, "rooms-rooming-my-phone");
    await context.close();
  });
});

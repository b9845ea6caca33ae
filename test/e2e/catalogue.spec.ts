import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TourDetailDto } from "#app/modules/catalog/catalog.contract";
import { formatMoney, toMinor } from "#app/shared/money";
import { axeViolations, baseURL, DESKTOP, launch, loginContext, newContext, PHONE, screenshot, open } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

type Lang = "id" | "en" | "my";
const LANGS: Lang[] = ["id", "en", "my"];
const htmlLang: Record<Lang, string> = { id: "id", en: "en", my: "ms" };

// Unique per run, so the journey never meets a package of an earlier run.
const suffix = Date.now().toString(36).toUpperCase();
const code = `E2E-${suffix}`;
const tourName: Record<Lang, string> = {
  id: `Umrah Uji ${suffix}`,
  en: `Test Umrah ${suffix}`,
  my: `Umrah Ujian ${suffix}`,
};
const roomType: Record<Lang, string> = { id: "Tipe Kamar", en: "Room type", my: "Jenis Bilik" };
const rooms = [
  { name: { id: "Quad (4 per kamar)", en: "Quad (4 per room)", my: "Quad (4 sebilik)" }, price: "0", major: 0 },
  {
    name: { id: "Triple (3 per kamar)", en: "Triple (3 per room)", my: "Triple (3 sebilik)" },
    price: "1.500.000",
    major: 1_500_000,
  },
  {
    name: { id: "Double (2 per kamar)", en: "Double (2 per room)", my: "Double (2 sebilik)" },
    price: "3.000.000",
    major: 3_000_000,
  },
] as const;

/** A date `days` from today as the date input wants it (YYYY-MM-DD). */
function isoDay(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const departures = [
  { start: isoDay(70), end: isoDay(79), capacity: "30" },
  { start: isoDay(130), end: isoDay(139), capacity: "20" },
];

// What the journey creates, for the later steps.
const created = { attributeId: 0, tourId: 0, timeIds: [] as number[] };

/** Answers the "check your data before continuing" dialog an update asks. */
async function confirmUpdate(page: Page) {
  const dialog = page.getByRole("alertdialog");
  await dialog.waitFor();
  await dialog.getByRole("button", { name: /^(Continue|Lanjutkan|Teruskan|Save|Simpan)$/ }).click();
  await dialog.waitFor({ state: "detached" });
}

/** Fills one translated input per language tab (only the open tab's fields are mounted). */
async function fillTranslations(
  page: Page,
  tabPrefix: string,
  inputPrefix: string,
  values: Record<Lang, string>,
  scope: Page | ReturnType<Page["getByTestId"]> = page,
) {
  for (const lang of LANGS) {
    await scope.getByTestId(`${tabPrefix}-${lang}`).click();
    const input = scope.getByTestId(`${inputPrefix}-${lang}`);
    await input.fill(values[lang]);
  }
  // Back to the required language, as a person would check it.
  await scope.getByTestId(`${tabPrefix}-id`).click();
  expect(await scope.getByTestId(`${inputPrefix}-id`).inputValue()).toBe(values.id);
}

async function adminContext(viewport = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  await loginContext(context, "admin");
  return context;
}

describe("catalogue journey", () => {
  it("lets the admin create the Room type extra price and its three details in the panel", async () => {
    const context = await adminContext();
    const page = await context.newPage();
    await open(page, "/panel/tour/attribute/create");
    const form = page.getByTestId("attribute-form");
    await fillTranslations(page, "lang-tab", "attribute-name", roomType, form);
    await page.getByTestId("attribute-choice-single").check();
    await page.getByTestId("attribute-save").click();
    await page.waitForURL(/\/panel\/tour\/attribute\/\d+\/detail$/);
    created.attributeId = Number(new URL(page.url()).pathname.split("/")[4]);
    expect(created.attributeId).toBeGreaterThan(0);

    const table = page.getByTestId("detail-table");
    for (const [i, room] of rooms.entries()) {
      await page.getByTestId("detail-add").click();
      const dialog = page.getByTestId("detail-dialog");
      await dialog.waitFor();
      await fillTranslations(page, "detail-lang-tab", "detail-name", room.name, dialog);
      await dialog.getByTestId("detail-price").fill(room.price);
      await dialog.getByTestId("detail-per-pax").check();
      await dialog.getByTestId("detail-save").click();
      await dialog.waitFor({ state: "detached" });
      await table
        .getByText(room.name.en, { exact: true })
        .or(table.getByText(room.name.id, { exact: true }))
        .waitFor();
      expect(await table.locator("tbody tr").count()).toBe(i + 1);
    }

    // Stored as typed: major units in the form, minor units in the API.
    const res = await context.request.get(`/api/attribute/${created.attributeId}/detail`);
    expect(res.status()).toBe(200);
    const stored = ((await res.json()) as { data: { name: Record<Lang, string>; price: number; per: string }[] }).data;
    expect(stored.map((d) => [d.name.en, d.price, d.per])).toEqual(
      rooms.map((r) => [r.name.en, toMinor(r.major, "IDR"), "pax"]),
    );
    expect(stored[0].name).toEqual(rooms[0].name);
    await context.close();
  });

  it("lets the admin create a published package with the extra, then add two departures and update it", async () => {
    expect(created.attributeId).toBeGreaterThan(0);
    const context = await adminContext();
    const page = await context.newPage();
    await open(page, "/panel/tour/create");
    const form = page.getByTestId("tour-form");
    await page.getByTestId("tour-code").fill(code);
    await fillTranslations(page, "lang-tab", "tour-name", tourName, form);
    await page.getByTestId("tour-base-price").fill("35.000.000");
    await page.getByTestId("tour-default-capacity").fill("40");
    await page.getByTestId("tour-status").selectOption("published");

    const firstCategory = page.locator('[data-testid^="tour-category-"]').first();
    await firstCategory.waitFor();
    const categoryTestId = (await firstCategory.getAttribute("data-testid")) as string;
    await firstCategory.check();
    await page.getByTestId(`tour-attribute-${created.attributeId}`).check();

    await page.getByTestId("tour-save").click();
    await page.waitForURL(/\/panel\/tour\/\d+$/);
    created.tourId = Number(new URL(page.url()).pathname.split("/").pop());
    expect(created.tourId).toBeGreaterThan(0);

    // The edit page: the form shows what was saved, the departures editor is there.
    await page.getByTestId("departure-add").waitFor();
    expect(await page.getByTestId("tour-code").inputValue()).toBe(code);
    expect(await page.getByTestId(categoryTestId).isChecked()).toBe(true);
    expect(await page.getByTestId(`tour-attribute-${created.attributeId}`).isChecked()).toBe(true);

    for (const [i, d] of departures.entries()) {
      await page.getByTestId("departure-add").click();
      const dialog = page.getByTestId("departure-dialog");
      await dialog.waitFor();
      await dialog.getByTestId("departure-start").fill(d.start);
      await dialog.getByTestId("departure-end").fill(d.end);
      await dialog.getByTestId("departure-capacity").fill(d.capacity);
      const saved = page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().endsWith(`/api/tour/${created.tourId}/time`),
      );
      await dialog.getByTestId("departure-save").click();
      const res = await saved;
      expect(res.status()).toBe(200);
      created.timeIds.push(((await res.json()) as { data: { id: number } }).data.id);
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => page.getByTestId("departure-seats-left").count()).toBe(i + 1);
    }
    expect(await page.getByTestId("departure-seats-left").allTextContents()).toEqual(departures.map((d) => d.capacity));

    // An update asks for confirmation first.
    await page.getByTestId("tour-min-payment").fill("5.000.000");
    const updated = page.waitForResponse(
      (r) => r.request().method() === "PUT" && r.url().endsWith(`/api/tour/${created.tourId}`),
    );
    await page.getByTestId("tour-save").click();
    await confirmUpdate(page);
    expect((await updated).status()).toBe(200);

    const res = await context.request.get(`/api/tour/${created.tourId}`);
    expect(res.status()).toBe(200);
    const tour = (
      (await res.json()) as {
        data: {
          code: string;
          min_payment: number;
          departures: { id: number }[];
          extras: { id: number }[];
        };
      }
    ).data;
    expect(tour.code).toBe(code);
    expect(tour.min_payment).toBe(toMinor(5_000_000, "IDR"));
    expect(tour.departures.map((d) => d.id).sort()).toEqual([...created.timeIds].sort());
    expect(tour.extras.map((a) => a.id)).toEqual([created.attributeId]);
    await context.close();
  });

  it("lists the new package on /tour and finds it by its code", async () => {
    expect(created.tourId).toBeGreaterThan(0);
    const context = await newContext(browser);
    const page = await context.newPage();
    const res = await open(page, "/tour?lang=en");
    expect(res?.status()).toBe(200);
    const card = page.locator(`[data-testid="tour-card"][data-tour-id="${created.tourId}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain(tourName.en);

    await page.getByTestId("tour-search").fill(code);
    await page.getByTestId("tour-search").press("Enter");
    await page.waitForURL((url) => url.searchParams.get("search") === code);
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.getByTestId("tour-card").count()).toBe(1);
    expect(await page.getByTestId("tour-card").getAttribute("data-tour-id")).toBe(String(created.tourId));
    expect(await page.getByTestId("tour-count").textContent()).toContain(code);
    await context.close();
  });

  it("shows the package in every language with its departures, extras, JSON-LD, Open Graph and Book Now", async () => {
    expect(created.timeIds).toHaveLength(2);
    const context = await newContext(browser);
    const page = await context.newPage();
    const path = `/tour/${created.tourId}`;
    for (const lang of LANGS) {
      const res = await open(page, `${path}?lang=${lang}`);
      expect(res?.status()).toBe(200);
      expect(await page.locator("html").getAttribute("lang")).toBe(htmlLang[lang]);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(tourName[lang]);

      for (const timeId of created.timeIds) await page.getByTestId(`departure-option-${timeId}`).waitFor();

      const extras = page.getByTestId("extras");
      const text = ((await extras.textContent()) ?? "").replace(/\s+/g, " ");
      expect(text).toContain(roomType[lang]);
      for (const room of rooms) expect(text).toContain(room.name[lang]);
      for (const room of rooms.filter((r) => r.major > 0))
        expect(text).toContain(formatMoney(toMinor(room.major, "IDR"), "IDR", lang).replace(/\s+/g, " "));

      // Search and link-preview tags.
      const canonical = `${baseURL()}${path}?lang=${lang}`;
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(canonical);
      expect(await page.locator('meta[property="og:url"]').getAttribute("content")).toBe(canonical);
      expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toContain(tourName[lang]);
      expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBeTruthy();
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (s) => JSON.parse(s) as Record<string, unknown>,
      );
      const product = jsonLd.find((d) => d["@type"] === "Product") as
        | {
            name: string;
            sku: string;
            url: string;
            offers: { priceCurrency: string; offerCount?: number; offers?: { name: string }[] };
          }
        | undefined;
      expect(product).toBeDefined();
      expect(product?.name).toBe(tourName[lang]);
      expect(product?.sku).toBe(code);
      expect(product?.url).toBe(canonical);
      expect(product?.offers.priceCurrency).toBe("IDR");
      // One offer per room type sold on the departures, named after it: a new package starts with
      // Quad, Triple and Double (DEFAULT_ROOM_TYPES), each priced on the new departures.
      const detail = (
        (await (await context.request.get(`/api/tour/${created.tourId}?lang=${lang}`)).json()) as {
          data: TourDetailDto;
        }
      ).data;
      const sold = detail.room_types.filter((rt) =>
        detail.departures.some((d) => d.fares.some((f) => f.room_type_id === rt.id)),
      );
      expect(sold).toHaveLength(3);
      expect(product?.offers.offerCount).toBe(sold.length);
      expect(product?.offers.offers?.map((o) => o.name)).toEqual(sold.map((rt) => `${tourName[lang]} – ${rt.name}`));

      // Book Now follows the chosen departure; the earliest is chosen from the start.
      const [first, second] = created.timeIds;
      const bookNow = page.getByTestId("book-now");
      expect(await page.getByTestId(`departure-option-${first}`).isChecked()).toBe(true);
      expect(await bookNow.getAttribute("href")).toBe(`/checkout?tour_id=${created.tourId}&time_id=${first}`);
      await page.getByTestId(`departure-option-${second}`).check();
      await expect
        .poll(() => bookNow.getAttribute("href"))
        .toBe(`/checkout?tour_id=${created.tourId}&time_id=${second}`);
    }
    await context.close();
  });

  it("has no axe violation on the panel form, /tour and /tour/{id}, on phones and desktops", async () => {
    expect(created.tourId).toBeGreaterThan(0);
    for (const [viewport, size] of [
      [PHONE, "phone"],
      [DESKTOP, "desktop"],
    ] as const) {
      const context = await adminContext(viewport);
      const page = await context.newPage();

      await open(page, `/panel/tour/${created.tourId}`);
      await page.getByTestId("tour-form").waitFor();
      await expect.poll(() => page.getByTestId("departure-seats-left").count()).toBe(2);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `catalogue-panel-tour-form-${size}`);

      await open(page, "/tour");
      await page.locator(`[data-testid="tour-card"][data-tour-id="${created.tourId}"]`).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `catalogue-tour-list-${size}`);

      await open(page, `/tour/${created.tourId}`);
      await page.getByTestId("book-now").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `catalogue-tour-detail-${size}`);
      await context.close();
    }
    // Three pages on two viewports with an axe scan each: more than the default minute on a busy machine.
  }, 180_000);

  it("answers 404 to an unknown package", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const res = await page.goto("/tour/999999");
    expect(res?.status()).toBe(404);
    await context.close();
  });

  it("marks a full departure of the demo data as full booked", async () => {
    const context = await newContext(browser);
    const list = await context.request.get("/api/tour?limit=-1");
    expect(list.status()).toBe(200);
    const tours = ((await list.json()) as { data: { id: number; next_departure: { full_booked: boolean } | null }[] })
      .data;
    let fullId = tours.find((t) => t.next_departure?.full_booked)?.id;
    for (const t of tours) {
      if (fullId) break;
      const res = await context.request.get(`/api/tour/${t.id}`);
      const detail = ((await res.json()) as { data: { departures: { full_booked: boolean }[] } }).data;
      if (detail.departures.some((d) => d.full_booked)) fullId = t.id;
    }
    expect(fullId, "the demo data has a full departure").toBeDefined();

    const page = await context.newPage();
    const res = await open(page, `/tour/${fullId}`);
    expect(res?.status()).toBe(200);
    await page.getByTestId("full-booked").first().waitFor();
    await context.close();
  });
});

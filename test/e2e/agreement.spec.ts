/**
 * Issue 32 item 2 in Chromium (docs/product.md §Written agreement, decision 083): a customer on a
 * phone in Indonesian opens the chosen departure's agreement from the checkout, accepts it, books,
 * and sees "accepted" on the booking and on its printable agreement; staff on a desktop in English
 * record an in-person signature for a booking taken at the counter.
 */
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TourDetailDto } from "#app/modules/catalog/catalog.contract";
import { axeViolations, baseURL, DESKTOP, launch, loginContext, newContext, open, PHONE } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** A bookable tour (not umrah: no ministry data to fill) for one guest, and its departure. */
async function findTour(context: BrowserContext): Promise<{ tourId: number; timeId: number }> {
  const list = await context.request.get("/api/tour?limit=-1&lang=en");
  const ids = ((await list.json()) as { data: { id: number; kind: string }[] }).data;
  for (const { id, kind } of ids) {
    if (kind !== "tour") continue;
    const tour = ((await (await context.request.get(`/api/tour/${id}?lang=en`)).json()) as { data: TourDetailDto })
      .data;
    const departure = tour.departures.find((d) => d.bookable && d.seats_left >= 2);
    if (tour.min_pax === 1 && departure && tour.room_types.length === 0) return { tourId: id, timeId: departure.id };
  }
  for (const { id } of ids) {
    const tour = ((await (await context.request.get(`/api/tour/${id}?lang=en`)).json()) as { data: TourDetailDto })
      .data;
    const departure = tour.departures.find((d) => d.bookable && d.seats_left >= 2);
    if (tour.min_pax === 1 && tour.kind === "tour" && departure) return { tourId: id, timeId: departure.id };
  }
  throw new Error("the demo data has no bookable tour for one guest");
}

describe("the written agreement (issue 32 item 2)", () => {
  it("a customer on a phone (id) reads it from the checkout, accepts it, books, and sees it accepted", async () => {
    const context = await newContext(browser, PHONE);
    await loginContext(context, "customer");
    const { tourId, timeId } = await findTour(context);
    const page = await context.newPage();
    await open(page, `/checkout?tour_id=${tourId}&time_id=${timeId}&lang=id`);
    const read = page.getByTestId("checkout-agreement-read");
    expect(await read.getAttribute("href")).toBe(`/panel/agreement/${tourId}/${timeId}`);

    // The departure's agreement, readable before the booking exists (a server-rendered page).
    const preview = await context.newPage();
    await open(preview, `/panel/agreement/${tourId}/${timeId}?lang=id`);
    const sheet = preview.getByTestId("agreement-sheet");
    await sheet.waitFor();
    expect(await sheet.locator("h1").textContent()).toBe("Perjanjian Perjalanan");
    expect(await preview.getByTestId("agreement-agency_change").textContent()).toContain("30 hari");
    await preview.close();

    await page.getByTestId("checkout-fill-profile").click();
    await expect.poll(() => page.getByTestId("guest-0-full_name").inputValue()).not.toBe("");
    await page.getByTestId("guest-0-gender-female").check();
    if (!(await page.getByTestId("guest-0-birth_date").inputValue()))
      await page.getByTestId("guest-0-birth_date").fill("1988-04-12");
    if (!(await page.getByTestId("guest-0-phone").inputValue()))
      await page.getByTestId("guest-0-phone").fill("+62 812 3456 7890");
    await page.getByTestId("guest-0-country").selectOption("ID");
    await page.getByTestId("guest-0-passport_number").fill("c1234567");
    await page.getByTestId("checkout-terms").check();
    await page.getByTestId("checkout-consent").check();
    // Without the agreement: its message under the box, nothing sent.
    await page.getByTestId("checkout-submit").click();
    await expect.poll(() => page.getByTestId("checkout-agreement").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText("Mohon baca dan setujui perjanjian pemesanan.").count()).toBeGreaterThan(0);
    await page.getByTestId("checkout-agreement").check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    await page.getByTestId("checkout-submit").click();
    await page.waitForURL(/\/panel\/booking-history\/[0-9a-f-]{36}/, { timeout: 20_000 });
    const bookingId = new URL(page.url()).pathname.split("/").pop() ?? "";

    await open(page, `/panel/booking-history/${bookingId}?lang=id`);
    const card = page.getByTestId("booking-agreement");
    await card.waitFor();
    expect(await card.getByTestId("booking-agreement-status").textContent()).toMatch(
      /^Disetujui pelanggan saat checkout/,
    );
    expect(await card.getByTestId("booking-agreement-record").count()).toBe(0);
    await card.getByTestId("booking-agreement-print").click();
    await page.waitForURL(`**/panel/booking-history/${bookingId}/agreement`);
    await page.getByTestId("agreement-sheet").waitFor();
    expect(await page.getByTestId("agreement-acceptance").textContent()).toMatch(/^Disetujui pelanggan saat checkout/);
    expect(await page.getByTestId("agreement-pdf").getAttribute("href")).toBe(
      `/api/booking/${bookingId}/agreement.pdf`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("staff on a desktop (en) record an in-person signature for a booking taken at the counter", async () => {
    const context = await newContext(browser, DESKTOP);
    await loginContext(context, "admin");
    const { tourId, timeId } = await findTour(context);
    const customers = await context.request.get("/api/customer?limit=5&search=customer");
    const customerId = ((await customers.json()) as { data: { id: number }[] }).data[0]?.id;
    expect(customerId).toBeTruthy();
    const booked = await context.request.post("/api/booking", {
      headers: { origin: baseURL(), "idempotency-key": crypto.randomUUID() },
      data: {
        tour_id: tourId,
        time_id: timeId,
        pax: 1,
        detail_ids: [],
        booking_name: "Siti Rahmah",
        guests: [
          {
            full_name: "Siti Rahmah",
            gender: "female",
            birth_date: "1985-04-12",
            country: "ID",
            phone: "+62 812 3456 7890",
            passport_number: "C7654321",
          },
        ],
        payment_type: "full",
        payment_method: "manual",
        terms: true,
        data_consent: true,
        agreement: false,
        customer_id: customerId,
        channel: "office",
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const bookingId = ((await booked.json()) as { data: { id: string } }).data.id;

    const page = await context.newPage();
    await open(page, `/panel/booking-history/${bookingId}?lang=en`);
    const card = page.getByTestId("booking-agreement");
    await card.waitFor();
    expect(await card.getByTestId("booking-agreement-status").textContent()).toBe("Not accepted yet.");
    await card.getByTestId("booking-agreement-record").click();
    await page.getByRole("alertdialog").getByRole("button").last().click();
    await expect
      .poll(() => card.getByTestId("booking-agreement-status").textContent())
      .toMatch(/^Signed by the customer in person; recorded by /);
    expect(await card.getByTestId("booking-agreement-record").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await open(page, `/panel/booking-history/${bookingId}/agreement?lang=en`);
    expect(await page.getByTestId("agreement-acceptance").textContent()).toMatch(/^Signed by the customer in person/);
    await open(page, `/panel/booking-history/${bookingId}/agreement?lang=my`);
    expect(await page.locator("h1").textContent()).toBe("Perjanjian Perjalanan");
    await context.close();
  });
});

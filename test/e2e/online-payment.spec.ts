import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TourDetailDto } from "#app/modules/catalog/catalog.contract";
import { baseURL, DESKTOP, launch, loginContext, newContext, PHONE, screenshot } from "./browser";

/*
 * Issue 16's journey: a customer pays a deposit online through the offline sandbox provider
 * in Chromium and sees it confirmed by the signed notification, without any admin
 * (docs/product.md §Online payments, decision 037). The e2e server runs with PAYMENT_SANDBOX=on.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function findPackage(context: BrowserContext): Promise<{ tourId: number; timeId: number }> {
  const list = await context.request.get("/api/tour?limit=-1&lang=en");
  expect(list.status()).toBe(200);
  const ids = ((await list.json()) as { data: { id: number }[] }).data.map((t) => t.id);
  for (const id of ids) {
    const tour = ((await (await context.request.get(`/api/tour/${id}?lang=en`)).json()) as { data: TourDetailDto })
      .data;
    const departure = tour.departures.find((d) => d.bookable && d.seats_left >= 2);
    if (tour.min_pax === 1 && tour.min_payment > 0 && departure) return { tourId: tour.id, timeId: departure.id };
  }
  throw new Error("the demo data has no package taking a deposit with a free seat");
}

/** A booking for one adult, on a deposit, to be paid online (made through the API as the checkout does). */
async function bookOnline(context: BrowserContext) {
  const { tourId, timeId } = await findPackage(context);
  const res = await context.request.post("/api/booking?lang=en", {
    headers: { origin: baseURL(), "idempotency-key": `e2e-online-${Date.now()}` },
    data: {
      tour_id: tourId,
      time_id: timeId,
      pax: 1,
      detail_ids: [],
      booking_name: "Siti Aminah",
      special_request: null,
      guests: [
        {
          full_name: "Siti Aminah",
          gender: "female",
          birth_date: "1985-04-12",
          birth_place: "Kuala Lumpur",
          marital_status: "married",
          job: "Guru",
          job_address: null,
          passport_number: "A12345678",
          ic_number: null,
          passport_issue_date: day(-400),
          passport_expiry_date: day(2000),
          visa: null,
          visa_file_id: null,
          heir_name: null,
          heir_relationship: null,
          phone: "+60 12 345 6789",
          email: null,
          postal_code: null,
          country: "MY",
          state: null,
          address: null,
          company: null,
        },
      ],
      payment_type: "deposit",
      payment_method: "online",
      terms: true,
      data_consent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { id: string; code: string; min_first_payment: number };
}

type Stored = {
  status: string;
  paid_total: number;
  payments: { status: string; method: string; provider: string | null; amount: number }[];
  history: { kind: string; actor: unknown; provider: string | null }[];
};
const stored = async (context: BrowserContext, id: string) =>
  ((await (await context.request.get(`/api/booking/${id}`)).json()) as { data: Stored }).data;

const noRawKeys = async (page: Page) =>
  expect(await page.locator("main").textContent()).not.toMatch(/\b(sandbox|status|online|choice)\.[a-z_]+\b/);

describe("a customer pays a deposit online through the sandbox", () => {
  it("pays in the pay dialog, approves on the sandbox page, and sees it confirmed without any admin", async () => {
    const context = await newContext(browser, PHONE);
    await loginContext(context, "customer");
    const booking = await bookOnline(context);
    const page = await context.newPage();

    // The booking page after checkout (?pay=1): a booking made to be paid online opens on "pay online".
    await page.goto(`/panel/booking-history/${booking.id}?pay=1&lang=my`);
    const dialog = page.getByTestId("pay-dialog");
    await dialog.waitFor();
    await dialog.getByTestId("pay-online-form").waitFor();
    const opened = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes(`/api/bookings/${booking.id}/online-payments`),
    );
    await dialog.getByTestId("pay-online-submit").click();
    expect((await opened).status()).toBe(201);

    // The sandbox's payment page, in Malay on a phone.
    await page.waitForURL(/\/payment\/sandbox\/sbx_[0-9a-f]{24}/);
    const checkout = page.getByTestId("sandbox-checkout");
    await checkout.waitFor();
    expect(await checkout.getAttribute("data-status")).toBe("pending");
    expect(await page.getByTestId("sandbox-description").textContent()).toContain(booking.code);
    expect(await page.getByTestId("sandbox-approve").textContent()).toContain("Luluskan bayaran");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await noRawKeys(page);
    await screenshot(page, "online-sandbox-my-phone");

    await page.getByTestId("sandbox-approve").click();
    await page.waitForURL((url) => url.pathname === "/payment/success" && url.searchParams.has("payment"));
    const status = page.getByTestId("online-status");
    await expect.poll(() => status.getAttribute("data-state"), { timeout: 20_000 }).toBe("confirmed");
    expect(await page.getByTestId("online-status-title").textContent()).toBe("Bayaran disahkan");
    await noRawKeys(page);
    await screenshot(page, "online-success-my-phone");

    // What the server holds: confirmed by the provider, counted once, no admin involved.
    const after = await stored(context, booking.id);
    expect(after.status).toBe("processing");
    expect(after.paid_total).toBe(booking.min_first_payment);
    expect(after.payments).toEqual([
      expect.objectContaining({
        method: "online",
        provider: "sandbox",
        status: "confirmed",
        amount: booking.min_first_payment,
      }),
    ]);
    expect(after.history.find((e) => e.kind === "payment_confirmed")).toMatchObject({
      actor: null,
      provider: "sandbox",
    });

    // The same result page on a desktop in Indonesian.
    const desktop = await newContext(browser, DESKTOP);
    await desktop.addCookies(await context.cookies());
    const wide = await desktop.newPage();
    const url = new URL(page.url());
    url.searchParams.set("lang", "id");
    await wide.goto(`${url.pathname}${url.search}`);
    await expect
      .poll(() => wide.getByTestId("online-status").getAttribute("data-state"), { timeout: 20_000 })
      .toBe("confirmed");
    expect(await wide.getByTestId("online-status-title").textContent()).toBe("Pembayaran dikonfirmasi");
    await screenshot(wide, "online-success-id-desktop");

    // The booking page lists the payment with its provider, and no "continue paying" link any more.
    await wide.goto(`/panel/booking-history/${booking.id}?lang=id`);
    const info = wide.getByTestId("online-payment-info");
    await info.waitFor();
    expect(await info.textContent()).toContain("Pembayaran uji (sandbox)");
    expect(await wide.getByTestId("online-continue").count()).toBe(0);
    await screenshot(wide, "online-booking-id-desktop");
    await desktop.close();
    await context.close();
  });
});

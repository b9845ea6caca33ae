import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TourDetailDto } from "#app/modules/catalog/catalog.contract";
import { formatMoney, formatMoneyField } from "#app/shared/money";
import { baseURL, DESKTOP, launch, loginContext, newContext, PHONE, screenshot, open } from "./browser";

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
      agreement: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { id: string; code: string; min_first_payment: number };
}

type Stored = {
  code: string;
  status: string;
  payment_type: string;
  payment_method: string;
  currency: "IDR" | "MYR" | "SGD";
  total: number;
  paid_total: number;
  remaining: number;
  min_first_payment: number;
  payments: {
    status: string;
    method: string;
    provider: string | null;
    amount: number;
    checkout_url: string | null;
  }[];
  history: { kind: string; actor: unknown; provider: string | null; reason?: string | null }[];
};
const stored = async (context: BrowserContext, id: string) =>
  ((await (await context.request.get(`/api/booking/${id}`)).json()) as { data: Stored }).data;

const noRawKeys = async (page: Page) =>
  expect(await page.locator("main").textContent()).not.toMatch(/\b(sandbox|status|online|choice)\.[a-z_]+\b/);

const norm = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();

/**
 * The checkout form in the browser, as a customer fills it: one guest from the profile, the
 * payment type, "pay online" (offered once the providers are loaded), terms and consent. Submits
 * and returns the new booking's id from the booking page the checkout lands on.
 */
async function checkoutOnline(page: Page, lang: "en" | "id", type: "deposit" | "full", shot: string) {
  const { tourId, timeId } = await findPackage(page.context());
  // The form only works once React has hydrated it.
  await open(page, `/checkout?tour_id=${tourId}&time_id=${timeId}&lang=${lang}`);
  await page.getByTestId("checkout-form").waitFor();
  expect(await page.getByTestId(`checkout-departure-${timeId}`).isChecked()).toBe(true);
  await page.getByTestId("checkout-fill-profile").click();
  await expect.poll(() => page.getByTestId("guest-0-full_name").inputValue()).not.toBe("");
  await page.getByTestId("guest-0-gender-female").check();
  if (!(await page.getByTestId("guest-0-birth_date").inputValue()))
    await page.getByTestId("guest-0-birth_date").fill("1988-04-12");
  if (!(await page.getByTestId("guest-0-phone").inputValue()))
    await page.getByTestId("guest-0-phone").fill("+60 12 345 6789");
  await page.getByTestId("guest-0-country").selectOption(lang === "en" ? "MY" : "ID");
  await page.getByTestId("guest-0-passport_number").fill("A7654321");
  await page.getByTestId(`checkout-payment-${type}`).check();

  // "Pay online" is offered beside the transfer, since the sandbox is on; choosing it hides the banks.
  const online = page.getByTestId("checkout-method-online");
  await online.waitFor();
  // Once, under a loaded CI machine, the click landed while the options re-rendered (the providers'
  // query settling) and the radio stayed unchecked; the choice is asserted, the click may repeat.
  await expect
    .poll(async () => {
      if (!(await online.isChecked())) await online.click();
      return online.isChecked();
    })
    .toBe(true);
  expect(await page.getByTestId("checkout-banks").count()).toBe(0);
  await page.getByTestId("checkout-terms").check();
  await page.getByTestId("checkout-consent").check();
  await page.getByTestId("checkout-agreement").check();
  await screenshot(page, shot);

  await page.getByTestId("checkout-submit").click();
  await page.waitForURL(/\/panel\/booking-history\/[0-9a-f-]{36}/, { timeout: 20_000 });
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

/**
 * Counts the result page's loader requests from now on: back from the sandbox it reloads its
 * booking once the payment's answer is in, and then stays quiet.
 */
function countReloads(page: Page) {
  let n = 0;
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/payment/success.data") n++;
  });
  return async () => {
    await page.waitForTimeout(3_000);
    return n;
  };
}

/** From the booking page's pay dialog, opened on "pay online": to the sandbox's payment page. */
async function payOnlineFromDialog(page: Page, bookingId: string, amount: string, shot: string) {
  const dialog = page.getByTestId("pay-dialog");
  await dialog.waitFor();
  await dialog.getByTestId("pay-online-form").waitFor();
  expect(await dialog.getByTestId("pay-mode-online").locator("input").isChecked()).toBe(true);
  // The sandbox, the only provider on: named in the screen's language, "… (sandbox)".
  expect(await dialog.getByTestId("pay-provider-only").textContent()).toContain("(sandbox)");
  expect(await dialog.getByTestId("pay-online-amount").inputValue()).toBe(amount);
  await screenshot(page, shot);
  const opened = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().includes(`/api/bookings/${bookingId}/online-payments`),
  );
  await dialog.getByTestId("pay-online-submit").click();
  expect((await opened).status()).toBe(201);
  await page.waitForURL(/\/payment\/sandbox\/sbx_[0-9a-f]{24}/);
  const checkout = page.getByTestId("sandbox-checkout");
  await checkout.waitFor();
  expect(await checkout.getAttribute("data-status")).toBe("pending");
  return new URL(page.url()).pathname;
}

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

describe("a customer chooses 'pay online' on the checkout form", () => {
  it("chooses 'pay online' on the checkout form on a phone, approves, and sees the deposit confirmed", async () => {
    const context = await newContext(browser, PHONE);
    await loginContext(context, "customer");
    const page = await context.newPage();
    const id = await checkoutOnline(page, "en", "deposit", "online-checkout-en-phone");

    // The booking was made to be paid online, on a deposit; nothing is paid yet.
    const booked = await stored(context, id);
    expect(booked).toMatchObject({ payment_type: "deposit", payment_method: "online", paid_total: 0 });
    expect(booked.payments).toEqual([]);
    const deposit = booked.min_first_payment;
    expect(deposit).toBeGreaterThan(0);
    expect(deposit).toBeLessThan(booked.total);

    // The booking page opens its pay dialog on "pay online", for the deposit's minimum.
    await payOnlineFromDialog(page, id, formatMoneyField(deposit, booked.currency, "en"), "online-pay-dialog-en-phone");

    // The sandbox's page in English on a phone: the booking's code, the deposit, approve.
    expect(await page.getByTestId("sandbox-description").textContent()).toContain(booked.code);
    expect(norm(await page.getByTestId("sandbox-amount").textContent())).toBe(
      norm(formatMoney(deposit, booked.currency, "en")),
    );
    expect(norm(await page.getByTestId("sandbox-approve").textContent())).toBe("Approve payment");
    expect(norm(await page.getByTestId("sandbox-decline").textContent())).toBe("Decline");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await noRawKeys(page);
    await screenshot(page, "online-sandbox-en-phone");

    const reloads = countReloads(page);
    await page.getByTestId("sandbox-approve").click();
    await page.waitForURL(
      (url) =>
        url.pathname === "/payment/success" &&
        url.searchParams.get("booking") === id &&
        url.searchParams.has("payment"),
    );
    const status = page.getByTestId("online-status");
    await expect.poll(() => status.getAttribute("data-state"), { timeout: 20_000 }).toBe("confirmed");
    expect(await page.getByTestId("online-status-title").textContent()).toBe("Payment confirmed");
    expect(norm(await status.textContent())).toContain(
      `We received ${norm(formatMoney(deposit, booked.currency, "en"))} for booking ${booked.code}.`,
    );
    expect(norm(await page.getByTestId("success-code").textContent())).toBe(booked.code);
    expect(await reloads()).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await noRawKeys(page);
    await screenshot(page, "online-checkout-success-en-phone");

    // What the server holds: the deposit confirmed by the sandbox's signed notification, no admin.
    const after = await stored(context, id);
    expect(after.status).toBe("processing");
    expect(after.paid_total).toBe(deposit);
    expect(after.remaining).toBe(booked.total - deposit);
    expect(after.payments).toEqual([
      expect.objectContaining({ method: "online", provider: "sandbox", status: "confirmed", amount: deposit }),
    ]);
    expect(after.history.filter((e) => e.kind === "payment_confirmed")).toEqual([
      expect.objectContaining({ actor: null, provider: "sandbox" }),
    ]);
    await context.close();
  });

  it("declines on the sandbox page: nothing is paid, the booking still owes it, and pay online works again", async () => {
    const context = await newContext(browser, PHONE);
    await loginContext(context, "customer");
    const page = await context.newPage();
    // In Indonesian, the whole price at once (the amount is fixed in the pay dialog).
    const id = await checkoutOnline(page, "id", "full", "online-checkout-id-phone");
    const booked = await stored(context, id);
    expect(booked).toMatchObject({ payment_type: "full", payment_method: "online", paid_total: 0 });
    const total = booked.total;
    const sandbox = await payOnlineFromDialog(
      page,
      id,
      formatMoneyField(total, booked.currency, "id"),
      "online-pay-dialog-id-phone",
    );
    expect(norm(await page.getByTestId("sandbox-amount").textContent())).toBe(
      norm(formatMoney(total, booked.currency, "id")),
    );
    expect(norm(await page.getByTestId("sandbox-decline").textContent())).toBe("Tolak");
    await noRawKeys(page);

    await page.getByTestId("sandbox-decline").click();
    await page.waitForURL(
      (url) =>
        url.pathname === "/payment/success" &&
        url.searchParams.get("booking") === id &&
        url.searchParams.has("payment"),
    );
    const status = page.getByTestId("online-status");
    await expect.poll(() => status.getAttribute("data-state"), { timeout: 20_000 }).toBe("failed");
    expect(await page.getByTestId("online-status-title").textContent()).toBe("Pembayaran tidak selesai");
    expect(norm(await status.textContent())).toContain(
      "Tidak ada dana yang ditagih. Anda dapat membayar lagi dari halaman pemesanan.",
    );
    // The booking below still owes its whole price, and offers to pay now.
    const summary = norm(await page.getByTestId("payment-success").textContent());
    expect(summary).toContain(norm(formatMoney(total, booked.currency, "id")));
    expect(summary).toContain("Menunggu pembayaran");
    const again = page.getByTestId("success-detail");
    expect(norm(await again.textContent())).toBe("Bayar sekarang");
    expect(await again.getAttribute("href")).toContain(`/panel/booking-history/${id}?pay=1`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await noRawKeys(page);
    await screenshot(page, "online-declined-id-phone");
    const result = new URL(page.url());

    // What the server holds: the checkout failed on the sandbox's word, no money, no admin.
    const after = await stored(context, id);
    expect(after.status).toBe("pending");
    expect(after.paid_total).toBe(0);
    expect(after.remaining).toBe(total);
    expect(after.payments).toEqual([
      expect.objectContaining({ method: "online", provider: "sandbox", status: "failed", amount: total }),
    ]);
    expect(after.payments[0].checkout_url).toBeNull();
    expect(after.history.find((e) => e.kind === "payment_failed")).toMatchObject({
      actor: null,
      provider: "sandbox",
      reason: "declined",
    });
    expect(after.history.some((e) => e.kind === "payment_confirmed")).toBe(false);

    // The declined checkout's page says so, and cannot be approved any more.
    await page.goto(`${sandbox}?lang=id`);
    const closed = page.getByTestId("sandbox-checkout");
    await closed.waitFor();
    expect(await closed.getAttribute("data-status")).toBe("failed");
    expect(await page.getByTestId("sandbox-approve").count()).toBe(0);
    expect(norm(await page.getByTestId("sandbox-decided").textContent())).toBe("Pembayaran ini ditolak.");

    // Again from the result page: the booking's pay dialog offers "pay online" again, for a new
    // checkout that the customer approves this time.
    await page.goto(`${result.pathname}${result.search}`);
    // Hydrated: the status box is the browser's own check.
    await expect.poll(() => status.getAttribute("data-state"), { timeout: 20_000 }).toBe("failed");
    await page.getByTestId("success-detail").click();
    await page.waitForURL((url) => url.pathname === `/panel/booking-history/${id}`);
    const retry = await payOnlineFromDialog(
      page,
      id,
      formatMoneyField(total, booked.currency, "id"),
      "online-pay-again-id-phone",
    );
    expect(retry).not.toBe(sandbox);
    await screenshot(page, "online-sandbox-retry-id-phone");
    await page.getByTestId("sandbox-approve").click();
    await page.waitForURL((url) => url.pathname === "/payment/success" && url.searchParams.has("payment"));
    await expect.poll(() => status.getAttribute("data-state"), { timeout: 20_000 }).toBe("confirmed");
    expect(await page.getByTestId("online-status-title").textContent()).toBe("Pembayaran dikonfirmasi");
    await screenshot(page, "online-retry-success-id-phone");
    const paid = await stored(context, id);
    expect(paid.paid_total).toBe(total);
    expect(paid.remaining).toBe(0);
    expect(paid.payments.map((p) => [p.provider, p.status, p.amount])).toEqual([
      ["sandbox", "failed", total],
      ["sandbox", "confirmed", total],
    ]);
    await context.close();
  }, 120_000);
});

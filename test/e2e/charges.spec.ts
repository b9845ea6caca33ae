/**
 * Issue 28 item 5 in Chromium (docs/product.md §Charges): on a booking paid in full (booked by the
 * customer and set paid by staff through the API), staff on a phone in Indonesian add a visa fee:
 * the line shows, the booking is partly paid again and what is left is the fee. A discount without
 * its reason is refused with the translated message before anything is sent. The visa fee is
 * reversed with a reason: both lines stay and the booking is paid again. The invoice lists the
 * lines; the booking page is axe-clean; English on a desktop.
 */
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guest } from "#test/factories/booking";
import { axeViolations, baseURL, DESKTOP, launch, loginContext, newContext, open, PHONE, screenshot } from "./browser";

let browser: Browser;
const state = { bookingId: "", code: "", total: 0 };
const write = () => ({ origin: baseURL() });

/** The response of the next API call of this method and path. */
const apiCall = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const status = (page: Page) => page.getByTestId("booking-detail").getAttribute("data-status");
const squash = (s: string | null) => (s ?? "").replace(/\s/g, " ");

beforeAll(async () => {
  browser = await launch();
  // A one-guest booking by the customer, set paid by the admin (the balance recorded as received).
  const customer = await newContext(browser);
  await loginContext(customer, "customer");
  const tours = (await (await customer.request.get("/api/tour?limit=-1")).json()) as {
    data: {
      id: number;
      min_pax: number;
      next_departure: { id: number; seats_left: number; bookable: boolean } | null;
    }[];
  };
  const tour = tours.data.find((t) => t.next_departure?.bookable && t.next_departure.seats_left >= 1 && t.min_pax <= 1);
  expect(tour?.next_departure, "a bookable package for one guest").toBeTruthy();
  const booked = await customer.request.post("/api/booking", {
    headers: { ...write(), "Idempotency-Key": randomUUID() },
    data: {
      tour_id: tour!.id,
      time_id: tour!.next_departure!.id,
      pax: 1,
      detail_ids: [],
      booking_name: "Keluarga Biaya Tambahan",
      special_request: null,
      guests: [guest({ full_name: "Tamu Biaya Tambahan", visa: "have" })],
      payment_type: "full",
      payment_method: "manual",
      terms: true,
      data_consent: true,
      agreement: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = (await booked.json()).data as { id: string; code: string; total: number };
  Object.assign(state, { bookingId: booking.id, code: booking.code, total: booking.total });
  await customer.close();

  const admin = await newContext(browser);
  await loginContext(admin, "admin");
  const paid = await admin.request.put(`/api/booking/${booking.id}/status`, {
    headers: write(),
    data: { status: "paid", reason: null },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  expect(((await paid.json()) as { data: { status: string } }).data.status).toBe("paid");
  await admin.close();
});
afterAll(async () => browser?.close());

describe("charge lines beyond the package (issue 28 item 5)", () => {
  it("staff on a phone (id) add a visa fee, are refused a discount without a reason, and reverse the fee", async () => {
    const context = await newContext(browser, PHONE);
    await loginContext(context, "admin");
    const page = await context.newPage();
    await open(page, `/panel/booking-history/${state.bookingId}?lang=id`);
    expect(await status(page)).toBe("paid");
    expect(await page.getByTestId("charge-line").count()).toBe(0);

    // A visa fee: the line shows; partly paid again, the fee left to pay.
    await page.getByTestId("charge-add").click();
    const dialog = page.getByTestId("charge-dialog");
    await dialog.getByTestId("charge-kind").selectOption("visa_fee");
    await dialog.getByTestId("charge-amount-input").fill("1.500.000");
    await dialog.getByTestId("charge-note-input").fill("Visa umrah musim 2027");
    expect(await sidewaysOverflow(page)).toBe(0);
    const added = apiCall(page, "POST", /\/charge$/);
    await dialog.getByTestId("charge-submit").click();
    expect((await added).status()).toBe(201);
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => status(page)).toBe("processing");
    expect(await page.getByTestId("booking-status").textContent()).toBe("Dibayar sebagian");
    const line = page.getByTestId("charge-line");
    expect(await line.count()).toBe(1);
    expect(squash(await line.textContent())).toMatch(/^Biaya visa\s*Visa umrah musim 2027\s*Batalkan.*Rp 1\.500\.000$/);
    expect(squash(await page.getByTestId("price-remaining").textContent())).toBe("Rp 1.500.000");
    // A discount without its reason: the form says so in Indonesian; nothing is sent.
    let posts = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && /\/charge$/.test(new URL(r.url()).pathname)) posts++;
    });
    await page.getByTestId("charge-add").click();
    await dialog.getByTestId("charge-kind").selectOption("discount");
    expect(await dialog.getByText("Alasan diskon").count()).toBe(1);
    await dialog.getByTestId("charge-amount-input").fill("250.000");
    await dialog.getByTestId("charge-submit").click();
    await dialog.getByText("Tulis keterangannya.").waitFor();
    expect(await dialog.getByTestId("charge-note-input").getAttribute("aria-invalid")).toBe("true");
    expect(posts).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, "charges-discount-reason-id-phone");
    await dialog.getByTestId("charge-cancel").click();
    await dialog.waitFor({ state: "detached" });

    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, "charges-booking-id-phone");

    // The visa fee reversed with a reason: both lines stay; paid again.
    await page.getByTestId("charge-reverse").click();
    const reverse = page.getByTestId("charge-reverse-dialog");
    await reverse.getByTestId("charge-reverse-reason").fill("Jamaah sudah punya visa");
    const reversed = apiCall(page, "POST", /\/charge\/\d+\/reverse$/);
    await reverse.getByTestId("charge-reverse-submit").click();
    expect((await reversed).status()).toBe(201);
    await reverse.waitFor({ state: "detached" });
    await expect.poll(() => status(page)).toBe("paid");
    await expect.poll(() => line.count()).toBe(2);
    expect(squash(await line.nth(0).getByTestId("charge-reversed").textContent())).toBe("Dibatalkan");
    expect(squash(await line.nth(1).textContent())).toMatch(
      /^Pembatalan: Biaya visa\s*Jamaah sudah punya visa.*−Rp 1\.500\.000$/,
    );
    expect(await page.getByTestId("charge-reverse").count()).toBe(0);
    expect(squash(await page.getByTestId("price-remaining").textContent())).toBe("Rp 0");

    // The invoice lists both lines; its subtotal adds them, its total is the booking's.
    await open(page, `/panel/booking-history/${state.bookingId}/print?lang=id`);
    const charges = page.getByTestId("invoice-charge");
    expect(await charges.count()).toBe(2);
    expect(squash(await charges.nth(1).textContent())).toContain("Pembatalan: Biaya visa");
    expect(await page.getByTestId("invoice-subtotal").textContent()).toBe(
      await page.getByTestId("invoice-total").textContent(),
    );
    expect(await page.getByTestId("invoice-status").textContent()).toBe("Lunas");
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, "charges-invoice-id-phone");
    await context.close();
  });

  it("in English on a desktop: the lines and the add dialog", async () => {
    const context = await newContext(browser, DESKTOP);
    await loginContext(context, "admin");
    const page = await context.newPage();
    await open(page, `/panel/booking-history/${state.bookingId}?lang=en`);
    const labels = page.getByTestId("charge-label");
    await expect.poll(() => labels.allTextContents()).toEqual(["Visa fee", "Reversal: Visa fee"]);
    await page.getByTestId("charge-add").click();
    await page.getByTestId("charge-dialog").getByTestId("charge-kind").selectOption("room_upgrade");
    await screenshot(page, "charges-add-en-desktop");
    await page.getByTestId("charge-cancel").click();
    await screenshot(page, "charges-booking-en-desktop");
    await context.close();
  });
});

import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, baseURL, DESKTOP, launch, loginContext, newContext, PHONE, screenshot, open } from "./browser";

let browser: Browser;
let proofPng: Buffer;
beforeAll(async () => {
  browser = await launch();
  proofPng = await sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .png()
    .toBuffer();
});
afterAll(async () => browser?.close());

type Lang = "id" | "en" | "my";
const LANGS: Lang[] = ["id", "en", "my"];

type Booking = {
  id: string;
  code: string;
  status: string;
  total: number;
  paid_total: number;
  remaining: number;
  currency: string;
  next_payment: { min: number; max: number; first: boolean } | null;
  payments: { id: number; status: string; amount: number; note: string | null }[];
};

// What the journey creates, for the later steps.
const state = { bookingId: "", code: "", firstAmount: 0 };

/** A date `days` from today (YYYY-MM-DD). */
function isoDay(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function asUser(username: string, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  await loginContext(context, username);
  return context;
}

/** Cookie-authenticated writes must come from the site's origin. */
const write = { headers: { origin: baseURL() } };

async function getBooking(request: APIRequestContext, id = state.bookingId): Promise<Booking> {
  const res = await request.get(`/api/booking/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Booking }).data;
}

/** Answers the shared confirmation dialog (Radix AlertDialog). */
async function confirmDialog(page: Page) {
  const dialog = page.getByRole("alertdialog");
  await dialog.waitFor();
  await dialog.getByRole("button").last().click();
  await dialog.waitFor({ state: "detached" });
}

/** The customer pays in the dialog: bank, amount (kept or typed), proof upload, send. */
async function payInDialog(page: Page, amountMajor?: string) {
  const dialog = page.getByTestId("pay-dialog");
  await dialog.waitFor();
  await dialog.locator('[data-testid^="pay-bank-"]').first().check();
  if (amountMajor !== undefined) await dialog.getByTestId("pay-amount").fill(amountMajor);
  await dialog
    .getByTestId("pay-proof")
    .setInputFiles({ name: "transfer.png", mimeType: "image/png", buffer: proofPng });
  await dialog.getByTestId("pay-proof-done").waitFor();
  const sent = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().endsWith(`/api/booking/${state.bookingId}/payment`),
  );
  await dialog.getByTestId("pay-submit").click();
  const res = await sent;
  expect(res.status()).toBe(201);
  // Read before the page moves on: a response navigated away from has no body any more.
  const body = (await res.json()) as { data: { id: number; amount: number } };
  // A transfer told lands on the result page (decision 013), which says it awaits the admin.
  await page.waitForURL(
    (url) => url.pathname === "/payment/success" && url.searchParams.get("booking") === state.bookingId,
  );
  await expect.poll(() => page.getByTestId("payment-success").getAttribute("data-state")).toBe("awaiting-transfer");
  // A transfer carries a unique code (decision 035): the page gives the exact amount to send.
  expect(await page.getByTestId("payment-success-title").textContent()).toBe("Transfer the exact amount");
  await page.getByTestId("transfer-amount").waitFor();
  expect(await page.getByTestId("payment-success").textContent()).not.toMatch(/thank you for your payment/i);
  await open(page, `/panel/booking-history/${state.bookingId}?lang=en`);
  return body.data;
}

/** The admin confirms the payment `paymentId` on the booking's page. */
async function adminConfirms(paymentId: number, expectedStatus: string) {
  const context = await asUser("admin");
  const page = await context.newPage();
  await open(page, `/panel/booking-history/${state.bookingId}?lang=en`);
  const card = page.locator(`[data-testid="payment"][data-payment-id="${paymentId}"]`);
  await card.waitFor();
  expect(await card.getAttribute("data-status")).toBe("pending");
  const done = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().endsWith(`/api/payment/${paymentId}/confirm`),
  );
  await card.getByTestId("payment-confirm").click();
  await confirmDialog(page);
  expect((await done).status()).toBe(200);
  await page.locator(".Toastify__toast--success").first().waitFor();
  await expect.poll(() => page.getByTestId("booking-detail").getAttribute("data-status")).toBe(expectedStatus);
  expect(await card.getAttribute("data-status")).toBe("confirmed");
  await context.close();
}

describe("booking panel journey", () => {
  it("creates a deposit booking for two guests through the API as the demo customer", async () => {
    const admin = await asUser("admin");
    // The payment dialog needs an active bank account to transfer to.
    const banks = (await (await admin.request.get("/api/bank")).json()) as { data: unknown[] };
    if (banks.data.length === 0) {
      const res = await admin.request.post("/api/bank", {
        ...write,
        data: { bank_name: "Bank Uji", account_number: "1234 5678 90", account_holder: "PT Amanah Uji" },
      });
      expect(res.status()).toBeLessThan(300);
    }
    await admin.close();

    const customer = await asUser("customer");
    const tours = (await (await customer.request.get("/api/tour?limit=-1")).json()) as {
      data: {
        id: number;
        min_pax: number;
        max_pax: number | null;
        next_departure: { id: number; seats_left: number; bookable: boolean } | null;
      }[];
    };
    const tour = tours.data.find(
      (t) =>
        t.next_departure?.bookable &&
        t.next_departure.seats_left >= 2 &&
        t.min_pax <= 2 &&
        (t.max_pax === null || t.max_pax >= 2),
    );
    expect(tour, "a published package with a bookable departure for 2 pax").toBeTruthy();
    if (!tour?.next_departure) return;

    const guest = (n: number) => ({
      full_name: `Tamu Panel ${"AB"[n - 1]}`,
      gender: n === 1 ? "male" : "female",
      birth_date: `1985-06-0${n}`,
      birth_place: "Bandung",
      marital_status: "married",
      job: "Guru",
      job_address: "Jl. Merdeka 1",
      passport_number: `E2E${n}${Date.now().toString().slice(-6)}`,
      ic_number: null,
      passport_issue_date: isoDay(-400),
      passport_expiry_date: isoDay(365 * 5),
      visa: "have",
      visa_file_id: null,
      heir_name: "Ahli Waris",
      heir_relationship: "Anak",
      phone: n === 1 ? "+62 812 1111 2222" : null,
      email: `tamu${n}@example.com`,
      postal_code: "40111",
      country: "ID",
      state: "Jawa Barat",
      address: "Jl. Asia Afrika 10",
      company: null,
    });
    const res = await customer.request.post("/api/booking", {
      headers: { origin: baseURL(), "Idempotency-Key": randomUUID() },
      data: {
        tour_id: tour.id,
        time_id: tour.next_departure.id,
        pax: 2,
        detail_ids: [],
        booking_name: "Keluarga Panel Uji",
        special_request: "Kursi roda di bandara",
        guests: [guest(1), guest(2)],
        payment_type: "deposit",
        payment_method: "manual",
        terms: true,
        data_consent: true,
        agreement: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const booking = ((await res.json()) as { data: Booking }).data;
    expect(booking.status).toBe("pending");
    expect(booking.next_payment?.first).toBe(true);
    state.bookingId = booking.id;
    state.code = booking.code;
    await customer.close();
  });

  it("shows the customer the outstanding-payments banner and takes the first payment with its proof", async () => {
    expect(state.bookingId).not.toBe("");
    const context = await asUser("customer", PHONE);
    const page = await context.newPage();
    // The checkout lands here with ?pay=1: the dialog opens by itself.
    await open(page, `/panel/booking-history/${state.bookingId}?lang=en&pay=1`);
    await page.getByTestId("pay-dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("pay-dialog").waitFor({ state: "detached" });
    // The dialog drops ?pay=1 by a navigation that may end after it has left the page.
    await expect.poll(() => new URL(page.url()).searchParams.get("pay")).toBeNull();

    const banner = page.getByTestId("outstanding-banner");
    await banner.waitFor();
    expect(await banner.textContent()).toContain("You have outstanding payments, please continue.");
    expect(await page.getByTestId("expiry-banner").count()).toBe(1);
    expect(await page.getByTestId("guest").count()).toBe(2);

    await banner.getByTestId("pay-open").click();
    const payment = await payInDialog(page);
    state.firstAmount = payment.amount;

    const card = page.locator(`[data-testid="payment"][data-payment-id="${payment.id}"]`);
    await card.waitFor();
    expect(await card.getAttribute("data-status")).toBe("pending");
    expect(await card.getByTestId("payment-proof").getAttribute("target")).toBe("_blank");
    await page.getByTestId("awaiting-banner").waitFor();
    await context.close();
  });

  it("shows the admin the pending badge and the booking in the list filtered by status, then confirms the payment", async () => {
    const context = await asUser("admin");
    const page = await context.newPage();
    await open(page, "/panel?lang=en");
    const badge = page.getByTestId("pending-badge");
    await badge.waitFor();
    expect(Number((await badge.textContent())?.replace(/\D/g, ""))).toBeGreaterThan(0);

    await open(page, "/panel/booking-history?lang=en");
    await page.getByTestId("filter-status").selectOption("pending");
    await page.waitForURL((url) => url.searchParams.get("status") === "pending");
    await page.waitForLoadState("networkidle");
    const row = page.getByTestId("table-row").filter({ hasText: state.code });
    await row.waitFor();
    expect(await row.getByTestId("row-status").textContent()).toBe("Pending");

    await page.getByTestId("list-search").fill(state.code);
    await page.waitForURL((url) => url.searchParams.get("search") === state.code);
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.getByTestId("table-row").count()).toBe(1);
    await screenshot(page, "booking-list-admin-pending-en");
    const booking = await getBooking(context.request);
    await context.close();
    const pending = booking.payments.find((p) => p.status === "pending");
    expect(pending).toBeTruthy();
    await adminConfirms(pending?.id ?? 0, "processing");
  });

  it("lets the admin reject a bogus payment with a reason, which the customer then sees", async () => {
    const customer = await asUser("customer");
    const page = await customer.newPage();
    await open(page, `/panel/booking-history/${state.bookingId}?lang=en`);
    expect(await page.getByTestId("booking-detail").getAttribute("data-status")).toBe("processing");
    await page.getByTestId("pay-open").click();
    const bogus = await payInDialog(page, "1");

    const admin = await asUser("admin");
    const adminPage = await admin.newPage();
    await open(adminPage, `/panel/booking-history/${state.bookingId}?lang=en`);
    const card = adminPage.locator(`[data-testid="payment"][data-payment-id="${bogus.id}"]`);
    await card.getByTestId("payment-reject").click();
    const dialog = adminPage.getByTestId("reject-dialog");
    await dialog.waitFor();
    // The reason is required.
    await dialog.getByTestId("reject-submit").click();
    expect(await dialog.getByTestId("reject-reason").getAttribute("aria-invalid")).toBe("true");
    const reason = "The transfer of 1 does not appear on our statement.";
    await dialog.getByTestId("reject-reason").fill(reason);
    const rejected = adminPage.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().endsWith(`/api/payment/${bogus.id}/reject`),
    );
    await dialog.getByTestId("reject-submit").click();
    expect((await rejected).status()).toBe(200);
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => card.getAttribute("data-status")).toBe("rejected");
    await admin.close();

    await open(page, `/panel/booking-history/${state.bookingId}?lang=en`);
    const seen = page.locator(`[data-testid="payment"][data-payment-id="${bogus.id}"]`);
    expect(await seen.getAttribute("data-status")).toBe("rejected");
    expect(await seen.getByTestId("payment-note").textContent()).toContain(reason);
    expect(await page.getByTestId("history").textContent()).toContain(reason);
    await customer.close();
  });

  it("takes the rest from the customer and, once the admin confirms it, the booking is paid", async () => {
    const customer = await asUser("customer");
    const page = await customer.newPage();
    await open(page, `/panel/booking-history/${state.bookingId}?lang=en`);
    const before = await getBooking(customer.request);
    expect(before.next_payment?.first).toBe(false);
    await page.getByTestId("pay-open").click();
    // A later payment starts at what is left.
    const rest = await payInDialog(page);
    expect(rest.amount).toBe(before.remaining);
    await customer.close();

    await adminConfirms(rest.id, "paid");

    const check = await asUser("customer");
    const after = await getBooking(check.request);
    expect(after.status).toBe("paid");
    expect(after.remaining).toBe(0);
    expect(after.next_payment).toBeNull();
    const detail = await check.newPage();
    await open(detail, `/panel/booking-history/${state.bookingId}?lang=en`);
    expect(await detail.getByTestId("outstanding-banner").count()).toBe(0);
    expect(await detail.getByTestId("booking-status").textContent()).toBe("Full paid");
    await check.close();
  });

  it("prints the invoice of the paid booking for its customer, on paper, and to nobody else", async () => {
    const context = await asUser("customer");
    const page = await context.newPage();
    await open(page, `/panel/booking-history/${state.bookingId}/print?lang=en`);
    expect(await page.getByTestId("invoice-code").textContent()).toBe(state.code);
    expect(await page.getByTestId("invoice-status").textContent()).toBe("Full paid");
    expect(await page.getByTestId("invoice-remaining").textContent()).toMatch(/\b0\b/);
    const confirmed = page.getByTestId("invoice-payments").locator("tbody tr");
    expect(await confirmed.count()).toBeGreaterThanOrEqual(2);
    // Print layout only: no site header or panel sidebar; the print button itself is not printed.
    expect(await page.locator("header nav, aside").count()).toBe(0);
    await page.emulateMedia({ media: "print" });
    expect(await page.getByTestId("print-button").isVisible()).toBe(false);
    const pdf = await page.pdf({ format: "A4" });
    expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
    await screenshot(page, "invoice-print-en");
    await context.close();

    // A visitor is sent to log in first, and comes back to the invoice afterwards.
    const visitor = await newContext(browser);
    const anon = await visitor.newPage();
    await anon.goto(`/panel/booking-history/${state.bookingId}/print`);
    expect(new URL(anon.url()).pathname).toBe("/login");
    expect(new URL(anon.url()).searchParams.get("redirect")).toBe(`/panel/booking-history/${state.bookingId}/print`);
    await visitor.close();
  });

  it("shows another customer the 404 page for this booking", async () => {
    const context = await newContext(browser);
    const suffix = Date.now().toString(36);
    const password = `Other${suffix}9x`;
    const res = await context.request.post("/api/register", {
      ...write,
      data: {
        name: "Pelanggan Lain",
        email: `other-${suffix}@example.com`,
        username: `other_${suffix}`,
        password,
        password_confirmation: password,
      },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    await loginContext(context, `other_${suffix}`, password);
    const page = await context.newPage();
    const shown = await open(page, `/panel/booking-history/${state.bookingId}?lang=en`);
    expect(shown?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
    expect((await context.request.get(`/api/booking/${state.bookingId}`)).status()).toBe(404);
    const invoice = await page.goto(`/panel/booking-history/${state.bookingId}/print`);
    expect(invoice?.status()).toBe(404);
    expect(await page.content()).not.toContain(state.code);
    await context.close();
  });

  const views = [PHONE, DESKTOP].flatMap((viewport) =>
    (["customer", "admin"] as const).map((role) => ({
      role,
      viewport,
      size: viewport === PHONE ? "phone" : "desktop",
    })),
  );
  it.each(views)(
    "renders the detail and the list for the $role on a $size in three languages, accessibly",
    async ({ role, viewport, size }) => {
      const context = await asUser(role, viewport);
      const page = await context.newPage();
      for (const lang of LANGS) {
        await open(page, `/panel/booking-history/${state.bookingId}?lang=${lang}`);
        await page.getByTestId("booking-detail").waitFor();
        expect(await page.locator("html").getAttribute("lang")).toBe(lang === "my" ? "ms" : lang);
        expect(await page.getByTestId("booking-code").textContent()).toContain(state.code);
        await screenshot(page, `booking-detail-${role}-${lang}-${size}`);
        if (lang === "en") expect(await axeViolations(page)).toEqual([]);
        await open(page, `/panel/booking-history?lang=${lang}`);
        await page.getByTestId("table-row").first().waitFor();
        await screenshot(page, `booking-list-${role}-${lang}-${size}`);
        if (lang === "en") expect(await axeViolations(page)).toEqual([]);
      }
      await context.close();
    },
  );
});

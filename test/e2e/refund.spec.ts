import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, DESKTOP, launch, loginContext, newContext, PHONE, screenshot, open } from "./browser";

/*
 * Issue 16's journey: a customer cancels a partly paid booking, seeing the penalty and the refund
 * before confirming; the admin pays the refund on /panel/refunds (reference, receipt, confirmation).
 * The payment is submitted and confirmed through the API in setup. Issue 26 (decision 056): the
 * dialog names the tier and asks for the customer's bank account; the cancelled booking's page and
 * invoice say cancelled, show penalty, refund and net and no balance due, in three languages.
 */

let browser: Browser;
let png: Buffer;
beforeAll(async () => {
  browser = await launch();
  png = await sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 20, g: 60, b: 160 } } })
    .png()
    .toBuffer();
});
afterAll(async () => browser?.close());

const state = { bookingId: "", code: "", refund: 0, penalty: 0 };
const ACCOUNT = { bank: "Bank Syariah Indonesia", number: "7012 3456 78", holder: "Tamu Batal" };
const write = { headers: { origin: baseURL() } };

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

async function upload(context: BrowserContext): Promise<string> {
  const res = await context.request.post("/api/upload?purpose=document", {
    ...write,
    multipart: { file: { name: "proof.png", mimeType: "image/png", buffer: png } },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

describe("cancellation and refund journey", () => {
  it("sets up a partly paid booking: the customer books and pays, the admin confirms (API)", async () => {
    const admin = await asUser("admin");
    const banks = (await (await admin.request.get("/api/bank")).json()) as { data: { id: number }[] };
    if (banks.data.length === 0) {
      const res = await admin.request.post("/api/bank", {
        ...write,
        data: { bank_name: "Bank Uji", account_number: "9876 5432 10", account_holder: "PT Amanah Uji" },
      });
      expect(res.status()).toBeLessThan(300);
    }
    const bankId = ((await (await admin.request.get("/api/bank")).json()) as { data: { id: number }[] }).data[0].id;

    const customer = await asUser("customer");
    const tours = (await (await customer.request.get("/api/tour?limit=-1")).json()) as {
      data: {
        id: number;
        min_pax: number;
        next_departure: { id: number; seats_left: number; bookable: boolean } | null;
      }[];
    };
    const tour = tours.data.find(
      (t) => t.next_departure?.bookable && t.next_departure.seats_left >= 1 && t.min_pax <= 1,
    );
    expect(tour, "a bookable package for one guest").toBeTruthy();
    if (!tour?.next_departure) return;
    const res = await customer.request.post("/api/booking", {
      headers: { origin: baseURL(), "Idempotency-Key": randomUUID() },
      data: {
        tour_id: tour.id,
        time_id: tour.next_departure.id,
        pax: 1,
        detail_ids: [],
        booking_name: "Keluarga Batal",
        special_request: null,
        guests: [
          {
            full_name: "Tamu Batal",
            gender: "male",
            birth_date: "1980-02-03",
            birth_place: "Bogor",
            marital_status: "married",
            job: "Pedagang",
            job_address: "Jl. Pasar 1",
            passport_number: `RF${Date.now().toString().slice(-7)}`,
            ic_number: null,
            passport_issue_date: isoDay(-300),
            passport_expiry_date: isoDay(365 * 5),
            visa: "have",
            visa_file_id: null,
            heir_name: "Ahli Waris",
            heir_relationship: "Anak",
            phone: "+62 812 3333 4444",
            email: "batal@example.com",
            postal_code: "16111",
            country: "ID",
            state: "Jawa Barat",
            address: "Jl. Juanda 2",
            company: null,
          },
        ],
        payment_type: "deposit",
        payment_method: "manual",
        terms: true,
        data_consent: true,
        agreement: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const booking = ((await res.json()) as { data: { id: string; code: string; next_payment: { max: number } } }).data;
    state.bookingId = booking.id;
    state.code = booking.code;

    // All but Rp 1: partly paid (processing), with money left after any penalty below 100 %.
    const paid = await customer.request.post(`/api/booking/${booking.id}/payment`, {
      ...write,
      data: {
        amount: booking.next_payment.max - 100,
        method: "manual",
        bank_account_id: bankId,
        proof_file_id: await upload(customer),
        payer_name: "Tamu Batal",
        payment_date: isoDay(0),
      },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    const paymentId = ((await paid.json()) as { data: { id: number } }).data.id;
    const confirmed = await admin.request.post(`/api/payment/${paymentId}/confirm`, { ...write, data: {} });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    expect(((await confirmed.json()) as { data: { status: string } }).data.status).toBe("processing");

    const preview = (await (await customer.request.get(`/api/booking/${booking.id}/cancellation`)).json()) as {
      data: { penalty: number; refund: number };
    };
    state.refund = preview.data.refund;
    state.penalty = preview.data.penalty;
    expect(state.refund).toBeGreaterThan(0);
    await customer.close();
    await admin.close();
  });

  it("the customer (phone, Bahasa Melayu) sees the tier, penalty and refund, and says where the refund goes", async () => {
    const context = await asUser("customer", PHONE);
    const page = await context.newPage();
    await open(page, `/panel/booking-history/${state.bookingId}?lang=my`);
    await page.getByTestId("booking-cancel").click();
    const dialog = page.getByTestId("cancel-dialog");
    const tier = dialog.getByTestId("cancellation-tier");
    await tier.waitFor();
    expect(await tier.textContent()).toMatch(/hari sebelum berlepas/);
    expect(await dialog.getByTestId("cancellation-refund").textContent()).toMatch(/[1-9]/);
    // Without the account nothing is sent: the fields say what is missing.
    await dialog.getByTestId("cancel-submit").click();
    await expect.poll(() => dialog.getByTestId("refund-account-bank").getAttribute("aria-invalid")).toBe("true");
    await dialog.getByTestId("refund-account-bank").fill(ACCOUNT.bank);
    await dialog.getByTestId("refund-account-number").fill(ACCOUNT.number);
    await dialog.getByTestId("refund-account-holder").fill(ACCOUNT.holder);
    await screenshot(page, "refund-cancel-dialog-my-phone");
    const canceled = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes(`/api/booking/${state.bookingId}/cancel`),
    );
    await dialog.getByTestId("cancel-submit").click();
    expect((await canceled).status()).toBe(200);
    await expect.poll(() => page.getByTestId("booking-detail").getAttribute("data-status")).toBe("canceled");
    const refund = page.getByTestId("refund");
    await refund.waitFor();
    expect(await refund.getAttribute("data-status")).toBe("due");
    expect(await refund.getByTestId("refund-account").textContent()).toContain(ACCOUNT.number);
    await context.close();
  });

  it.each([
    ["my", "Tiada: tempahan dibatalkan", "DIBATALKAN pada", "Baki (dibatalkan)"],
    ["id", "Tidak ada: pemesanan dibatalkan", "DIBATALKAN pada", "Sisa pembayaran (dibatalkan)"],
    ["en", "Nothing: booking cancelled", "CANCELLED on", "Balance due (cancelled)"],
  ] as const)(
    "the cancelled booking's page and invoice (phone, %s): cancelled, penalty, refund and net, no balance due",
    async (lang, nothing, stamp, balance) => {
      const context = await asUser("customer", PHONE);
      const page = await context.newPage();
      await open(page, `/panel/booking-history/${state.bookingId}?lang=${lang}`);
      await page.getByTestId("canceled-banner").waitFor();
      expect(await page.getByTestId("canceled-refund").textContent()).toMatch(/[1-9]/);
      const card = page.getByTestId("price-card");
      expect(await card.getByTestId("price-remaining").textContent()).toBe(nothing);
      for (const line of ["price-penalty", "price-refund", "price-net"])
        expect(await card.getByTestId(line).isVisible()).toBe(true);
      expect(await page.getByTestId("outstanding-banner").count()).toBe(0);
      await screenshot(page, `refund-canceled-booking-${lang}-phone`);

      await open(page, `/panel/booking-history/${state.bookingId}/print?lang=${lang}`);
      expect(await page.getByTestId("invoice-canceled").textContent()).toContain(stamp);
      expect(await page.getByTestId("invoice-penalty").isVisible()).toBe(true);
      expect(await page.getByTestId("invoice-refund").count()).toBe(1);
      expect(await page.getByTestId("invoice-net-paid").isVisible()).toBe(true);
      const due = page.getByTestId("invoice-remaining");
      expect((await due.textContent())?.replace(/\s/g, " ")).toMatch(/ 0$/);
      expect(await due.locator("xpath=..").textContent()).toContain(balance);
      expect(await page.getByTestId("invoice-banks").count()).toBe(0);
      await screenshot(page, `refund-canceled-invoice-${lang}-phone`);
      await context.close();
    },
  );

  it("the admin (desktop, Indonesian) pays the refund on /panel/refunds with reference and receipt", async () => {
    const context = await asUser("admin");
    const page = await context.newPage();
    await open(page, "/panel/refunds?lang=id");
    const row = page.locator(`[data-testid="refund-row"][data-code="${state.code}"]`);
    await row.waitFor();
    await screenshot(page, "refund-list-id-desktop");
    await row.getByTestId("refund-pay").click();
    const dialog = page.getByTestId("refund-pay-dialog");
    await dialog.waitFor();
    // Where to send it: the account the customer gave when cancelling.
    expect(await dialog.getByTestId("refund-pay-account").textContent()).toContain(ACCOUNT.number);
    await dialog.getByTestId("refund-reference").fill("TRF-E2E-001");
    await dialog.getByTestId("refund-proof").setInputFiles({ name: "bukti.png", mimeType: "image/png", buffer: png });
    await dialog.getByTestId("refund-proof-done").waitFor();
    await dialog.getByTestId("refund-pay-submit").click();
    const confirm = page.getByRole("alertdialog");
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain("sudah dikembalikan");
    const paid = page.waitForResponse(
      (r) => r.request().method() === "POST" && /\/api\/refund\/\d+\/pay/.test(r.url()),
    );
    await confirm.getByRole("button").last().click();
    expect((await paid).status()).toBe(200);
    await page.locator(".Toastify__toast--success").first().waitFor();
    await row.waitFor({ state: "detached" });
    // The paid tab: when, by whom, the reference and the receipt.
    await page.getByTestId("refund-tab-paid").click();
    const done = page.locator(`[data-testid="refund-row"][data-code="${state.code}"]`);
    await done.waitFor();
    expect(await done.getByTestId("refund-paid-by").textContent()).not.toBe("—");
    expect(await done.getByTestId("refund-proof-link").getAttribute("href")).toMatch(/^\/api\/file\//);
    expect(await done.getByTestId("refund-paid").textContent()).toContain("TRF-E2E-001");
    await screenshot(page, "refund-list-paid-id-desktop");

    const booking = (await (await context.request.get(`/api/booking/${state.bookingId}`)).json()) as {
      data: { refunded_total: number; refunds: { status: string; reference: string }[] };
    };
    expect(booking.data.refunded_total).toBe(state.refund);
    expect(booking.data.refunds[0]).toMatchObject({ status: "paid", reference: "TRF-E2E-001" });
    await open(page, `/panel/booking-history/${state.bookingId}?lang=id`);
    await page.getByTestId("refunds").waitFor();
    expect(await page.getByTestId("refund").getAttribute("data-status")).toBe("paid");
    await screenshot(page, "refund-booking-id-desktop");
    await context.close();
  });
});

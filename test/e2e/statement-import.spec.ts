import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guest } from "#test/factories/booking";
import { axeViolations, baseURL, DESKTOP, launch, loginContext, newContext, PHONE, screenshot } from "./browser";

/*
 * The statement journey (issue 16, decision 040): a customer tells a unique-code transfer (through
 * the API), the admin uploads the bank's statement in Chromium and confirms the match in one
 * step, and the booking shows paid with the admin and "bank statement" in its history.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const state = { bookingId: "", code: "", transferAmount: 0, total: 0 };
const write = () => ({ origin: baseURL() });

function isoDay(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}

async function asUser(username: string, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  await loginContext(context, username);
  return context;
}

/** A KlikBCA "Mutasi Rekening" export holding the customer's credit, a fee and another credit. */
function bcaStatement(amountMinor: number): string {
  const money = (minor: number) =>
    (minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // The bank writes its own (Jakarta) calendar day, as matching reads a transfer's day (decision 040).
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date()).split("-");
  const today = `${d}/${m}/${y}`;
  return [
    "Informasi Rekening - Mutasi Rekening",
    "No. rekening : ,'0123456789",
    "Nama : ,PT AMANAH TOUR DAN TRAVEL",
    `Periode : ,${today} - ${today}`,
    "Kode Mata Uang : ,Rp",
    "",
    "Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo",
    `'${today},BIAYA ADM,'0000,"15,000.00",DB,"99,985,000.00"`,
    `'${today},TRSF E-BANKING CR ${state.code} KELUARGA UJI,'0998,"${money(amountMinor)}",CR,"1.00"`,
    `'${today},SETORAN TUNAI,'0123,"1,000,001.00",CR,"2.00"`,
    `Saldo Awal,"100,000,000.00"`,
  ].join("\r\n");
}

describe("bank statement import journey", () => {
  it("a customer tells a transfer without proof and gets a unique transfer amount", async () => {
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
    expect(tour?.next_departure, "a bookable package for one guest").toBeTruthy();
    if (!tour?.next_departure) return;
    const res = await customer.request.post("/api/booking", {
      headers: { ...write(), "Idempotency-Key": randomUUID() },
      data: {
        tour_id: tour.id,
        time_id: tour.next_departure.id,
        pax: 1,
        detail_ids: [],
        booking_name: "Keluarga Mutasi Uji",
        special_request: null,
        guests: [guest({ full_name: "Tamu Mutasi", visa: "have" })],
        payment_type: "full",
        payment_method: "manual",
        terms: true,
        data_consent: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const booking = (await res.json()).data as { id: string; code: string; total: number; currency: string };
    expect(booking.currency).toBe("IDR");
    state.bookingId = booking.id;
    state.code = booking.code;
    state.total = booking.total;
    const banks = (await (await customer.request.get("/api/bank")).json()).data as { id: number }[];
    const paid = await customer.request.post(`/api/booking/${booking.id}/payment`, {
      headers: write(),
      data: {
        amount: booking.total,
        method: "manual",
        bank_account_id: banks[0].id,
        payer_name: "Siti",
        payment_date: isoDay(0),
      },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    const payment = (await paid.json()).data as { transfer_amount: number; unique_code: number };
    expect(payment.unique_code).toBeGreaterThanOrEqual(100);
    expect(payment.transfer_amount).toBe(booking.total + payment.unique_code);
    state.transferAmount = payment.transfer_amount;

    // The booking page shows the exact amount with its copy button.
    const page = await customer.newPage();
    await open(page, `/panel/booking-history/${booking.id}?lang=en`);
    const box = page.getByTestId("transfer-amount");
    await box.waitFor();
    expect((await page.getByTestId("transfer-amount-value").textContent())?.replace(/\D/g, "")).toBe(
      String(state.transferAmount / 100),
    );
    await box.getByTestId("transfer-copy").waitFor();
    await customer.close();
  });

  it("the admin uploads the BCA statement on a phone (in Malay) and sees the match", async () => {
    expect(state.transferAmount).toBeGreaterThan(0);
    const admin = await asUser("admin", PHONE);
    const page = await admin.newPage();
    await open(page, "/panel/statements?lang=my");
    await page.getByTestId("statement-upload-open").click();
    const dialog = page.getByTestId("statement-upload");
    await dialog.waitFor();
    await dialog.getByTestId("statement-format").selectOption("bca");
    await dialog.getByTestId("statement-file").setInputFiles({
      name: "mutasi-bca.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(bcaStatement(state.transferAmount)),
    });
    const sent = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().endsWith("/api/bank-statements"),
    );
    await dialog.getByTestId("statement-upload-submit").click();
    expect((await sent).status()).toBe(201);
    await dialog.waitFor({ state: "detached" });
    const matched = page.getByTestId("lines-matched");
    await matched.waitFor();
    expect(await matched.getByTestId("line-booking").textContent()).toBe(state.code);
    const unmatched = page.getByTestId("lines-unmatched");
    expect(await unmatched.getByTestId("line-reason").textContent()).toBe(
      "Tiada pemindahan terbuka dengan jumlah ini.",
    );
    await screenshot(page, "statement-import-phone-my");
    expect(await axeViolations(page)).toEqual([]);
    await admin.close();
  });

  it("the admin confirms the match in one step (desktop, Indonesian); the booking shows paid", async () => {
    const admin = await asUser("admin", DESKTOP);
    const page = await admin.newPage();
    await open(page, "/panel/statements?lang=id");
    await page.getByTestId("statement-row").first().locator("a").click();
    const detail = page.getByTestId("statement-detail");
    await detail.waitFor();
    const done = page.waitForResponse(
      (r) => r.request().method() === "POST" && /\/api\/bank-statements\/\d+\/confirm$/.test(r.url()),
    );
    await detail.getByTestId("statement-confirm").click();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    await dialog.getByRole("button").last().click();
    const res = await done;
    expect(res.status()).toBe(200);
    expect((await res.json()).confirmed).toBe(1);
    await page.locator(".Toastify__toast--success").first().waitFor();
    await page.getByTestId("lines-confirmed").waitFor();
    await screenshot(page, "statement-import-desktop-id");

    const booking = (await (await admin.request.get(`/api/booking/${state.bookingId}`)).json()).data as {
      status: string;
      paid_total: number;
      history: { kind: string; provider: string | null; actor: { name: string } | null }[];
    };
    expect(booking.status).toBe("paid");
    // The code is not paid money: the booking counts the amount only.
    expect(booking.paid_total).toBe(state.total);
    const confirmed = booking.history.find((e) => e.kind === "payment_confirmed");
    expect(confirmed?.provider).toBe("bank_statement");
    await open(page, `/panel/booking-history/${state.bookingId}?lang=en`);
    await expect.poll(() => page.getByTestId("booking-detail").getAttribute("data-status")).toBe("paid");
    expect(await page.getByTestId("history").textContent()).toContain("(bank statement)");
    await admin.close();
  });
});

import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guest } from "#test/factories/booking";
import { axeViolations, baseURL, DESKTOP, launch, loginContext, newContext, PHONE, screenshot, open } from "./browser";

/*
 * The statement journey (issue 16, decision 040; issue 26, decision 058): a customer books paying
 * by transfer (through the API) and is shown the exact amount at once; without telling anything
 * they pay it; the admin uploads the bank's statement in Chromium, it matches, and is confirmed in
 * one step; a second customer's round-amount credit nothing matched is assigned by the admin with
 * a reason. The bookings show paid with the admin and "bank statement" in their history.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const state = { bookingId: "", code: "", transferAmount: 0, total: 0, otherId: "", otherCode: "", otherTotal: 0 };
const write = () => ({ origin: baseURL() });

async function asUser(username: string, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  await loginContext(context, username);
  return context;
}

/**
 * A KlikBCA "Mutasi Rekening" export: a fee, the first customer's exact amount (no booking code in
 * its text: the amount alone names the booking), and the second customer's round amount that
 * nothing matches.
 */
function bcaStatement(amountMinor: number, otherMinor: number): string {
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
    `'${today},TRSF E-BANKING CR KELUARGA UJI,'0998,"${money(amountMinor)}",CR,"1.00"`,
    `'${today},SETORAN TUNAI KELUARGA DUA,'0123,"${money(otherMinor)}",CR,"2.00"`,
    `Saldo Awal,"100,000,000.00"`,
  ].join("\r\n");
}

/** A one-guest booking paid by transfer, through the API as the customer. */
async function bookByTransfer(customer: BrowserContext, name: string) {
  const tours = (await (await customer.request.get("/api/tour?limit=-1")).json()) as {
    data: {
      id: number;
      min_pax: number;
      next_departure: { id: number; seats_left: number; bookable: boolean } | null;
    }[];
  };
  const tour = tours.data.find((t) => t.next_departure?.bookable && t.next_departure.seats_left >= 2 && t.min_pax <= 1);
  expect(tour?.next_departure, "a bookable package for one guest").toBeTruthy();
  const res = await customer.request.post("/api/booking", {
    headers: { ...write(), "Idempotency-Key": randomUUID() },
    data: {
      tour_id: tour!.id,
      time_id: tour!.next_departure!.id,
      pax: 1,
      detail_ids: [],
      booking_name: name,
      special_request: null,
      guests: [guest({ full_name: `Tamu ${name}`, visa: "have" })],
      payment_type: "full",
      payment_method: "manual",
      terms: true,
      data_consent: true,
      agreement: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as {
    id: string;
    code: string;
    total: number;
    currency: string;
    transfer_due: { amount: number; unique_code: number; transfer_amount: number } | null;
  };
}

describe("bank statement import journey", () => {
  it("a customer booking by transfer is shown the exact amount at once, before telling anything", async () => {
    const customer = await asUser("customer");
    const booking = await bookByTransfer(customer, "Keluarga Mutasi Uji");
    expect(booking.currency).toBe("IDR");
    state.bookingId = booking.id;
    state.code = booking.code;
    state.total = booking.total;
    // Issue 26: the exact amount with its code comes with the checkout, not after "I have paid".
    const due = booking.transfer_due!;
    expect(due.amount).toBe(booking.total);
    expect(due.unique_code).toBeGreaterThanOrEqual(100);
    expect(due.transfer_amount).toBe(booking.total + due.unique_code);
    state.transferAmount = due.transfer_amount;
    const other = await bookByTransfer(customer, "Keluarga Dua");
    state.otherId = other.id;
    state.otherCode = other.code;
    state.otherTotal = other.total;

    // The booking page (where the checkout lands) shows the exact amount with its copy button.
    const page = await customer.newPage();
    await open(page, `/panel/booking-history/${booking.id}?lang=en`);
    const box = page.getByTestId("transfer-amount");
    await box.waitFor();
    expect((await page.getByTestId("transfer-amount-value").first().textContent())?.replace(/\D/g, "")).toBe(
      String(state.transferAmount / 100),
    );
    await box.first().getByTestId("transfer-copy").waitFor();
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
      buffer: Buffer.from(bcaStatement(state.transferAmount, state.otherTotal)),
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
    // One match: the button's words follow i18next plurals.
    expect(norm(await page.getByTestId("statement-confirm").textContent())).toBe("Sahkan 1 padanan");
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
    expect(norm(await dialog.textContent())).toContain("Konfirmasi 1 pembayaran?");
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

  it("the admin assigns the unmatched round amount to its booking with a reason (phone, English)", async () => {
    const admin = await asUser("admin", PHONE);
    const page = await admin.newPage();
    await open(page, "/panel/statements?lang=en");
    await page.getByTestId("statement-row").first().locator("a").click();
    const unmatched = page.getByTestId("lines-unmatched");
    await unmatched.waitFor();
    await unmatched.getByTestId("line-assign").click();
    const dialog = page.getByTestId("line-resolve-dialog");
    await dialog.waitFor();
    // No reason: refused with the field's message, nothing assigned.
    await dialog.getByTestId("resolve-code").fill(state.otherCode);
    await dialog.getByTestId("resolve-submit").click();
    await expect.poll(async () => norm(await dialog.textContent())).toContain("Give the reason.");
    await dialog.getByTestId("resolve-reason").fill("Cash deposit at the branch, booking code given by phone");
    await screenshot(page, "statement-assign-phone-en");
    const sent = page.waitForResponse((r) => r.request().method() === "POST" && /\/assign$/.test(r.url()));
    await dialog.getByTestId("resolve-submit").click();
    expect((await sent).status()).toBe(200);
    await dialog.waitFor({ state: "detached" });
    const audit = page.getByTestId("lines-confirmed").getByTestId("line-audit");
    await expect
      .poll(async () => norm(await audit.allTextContents().then((t) => t.join(" "))))
      .toContain("Cash deposit at the branch");
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "statement-audit-phone-en");

    const other = (await (await admin.request.get(`/api/booking/${state.otherId}`)).json()).data as {
      status: string;
      paid_total: number;
      history: { kind: string; provider: string | null; reason: string | null }[];
    };
    expect(other.status).toBe("paid");
    expect(other.paid_total).toBe(state.otherTotal);
    const event = other.history.find((e) => e.kind === "payment_confirmed");
    expect(event).toMatchObject({
      provider: "bank_statement",
      reason: "Cash deposit at the branch, booking code given by phone",
    });
    // The statement screen in the three languages on a phone.
    for (const lang of ["id", "my"] as const) {
      await open(
        page,
        `${new URL(page.url()).pathname}${new URL(page.url()).search.replace(/lang=\w+/, `lang=${lang}`)}`,
      );
      await page.getByTestId("lines-confirmed").waitFor();
      await screenshot(page, `statement-audit-phone-${lang}`);
    }
    await admin.close();
  });
});

const norm = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();

/**
 * Issue 29 item 4 in Chromium (decision 078), the staff side: an approved agent has a booking
 * credited to them and paid in full (set up through the API); a finance clerk on a desktop in
 * English sets the default commission scheme, finds the agent's earned line, pays it out with a
 * reference, the day and a receipt (a private upload), sees the payout and downloads its Excel
 * sheet. A second payout of the same line is refused (409). Each screen axe-clean, photographed in
 * the three languages and on a phone (/tmp/commission-ui-shots/).
 */
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedAgent, invitedStaff, uploadDocument } from "./agents";
import { axeViolations, baseURL, DESKTOP, launch, loginContext, newContext, open, PHONE, screenshot } from "./browser";

let browser: Browser;
let jpeg: Buffer;
const suffix = randomBytes(3).toString("hex");
const agentUser = {
  name: `Siti Komisi ${suffix}`,
  username: `komisi${suffix}`,
  email: `komisi.${suffix}@example.test`,
  password: `Agen-${suffix}-2026`,
};
const finance = {
  name: `Dewi Keuangan ${suffix}`,
  username: `dewi${suffix}`,
  email: `dewi.${suffix}@example.test`,
  password: `Finance-${suffix}-2026`,
};
const state = { agentId: 0, code: "", bookingCode: "", lineId: 0, payoutId: 0 };
const SHOTS = "/tmp/commission-ui-shots";
const write = { headers: { origin: baseURL() } };

async function shot(page: Page, name: string) {
  if (!(await screenshot(page, name))) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.copyFileSync(`test-results/screenshots/${name}.png`, `${SHOTS}/${name}.png`);
}

const apiCall = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

function isoDay(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const upload = (context: BrowserContext) => uploadDocument(context, jpeg);

async function as(who: { username: string; password?: string }, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  await loginContext(context, who.username, who.password);
  return context;
}

beforeAll(async () => {
  browser = await launch();
  jpeg = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  // A customer applies to become an agent; the owner approves them; a finance clerk is invited.
  const agent = await approvedAgent(browser, agentUser, jpeg, {
    nik: "3273010101900002",
    account: "7123456789",
    whatsapp: "+62 812 3456 7891",
  });
  state.agentId = agent.agentId;
  state.code = agent.code;
  await invitedStaff(browser, finance, "finance");
});
afterAll(async () => browser?.close());

/** A customer's booking credited to the agent and paid in full, confirmed by the owner (API). */
async function paidBookingOfAgent() {
  const owner = await as({ username: "admin" });
  let banks = (await (await owner.request.get("/api/bank")).json()) as { data: { id: number }[] };
  if (banks.data.length === 0) {
    await owner.request.post("/api/bank", {
      ...write,
      data: { bank_name: "Bank Uji", account_number: "9876 5432 10", account_holder: "PT Amanah Uji" },
    });
    banks = (await (await owner.request.get("/api/bank")).json()) as { data: { id: number }[] };
  }
  const customer = await as({ username: "customer" });
  const tours = (await (await customer.request.get("/api/tour?limit=-1")).json()) as {
    data: {
      id: number;
      min_pax: number;
      next_departure: { id: number; seats_left: number; bookable: boolean } | null;
    }[];
  };
  const tour = tours.data.find((t) => t.next_departure?.bookable && t.next_departure.seats_left >= 1 && t.min_pax <= 1);
  expect(tour, "a bookable package for one guest").toBeTruthy();
  if (!tour?.next_departure) throw new Error("no package");
  const res = await customer.request.post("/api/booking", {
    headers: { origin: baseURL(), "Idempotency-Key": randomUUID() },
    data: {
      tour_id: tour.id,
      time_id: tour.next_departure.id,
      pax: 1,
      detail_ids: [],
      booking_name: "Keluarga Komisi",
      special_request: null,
      guests: [
        {
          full_name: "Tamu Komisi",
          gender: "female",
          birth_date: "1982-04-05",
          birth_place: "Bandung",
          marital_status: "married",
          job: "Guru",
          job_address: "Jl. Sekolah 1",
          passport_number: `KM${Date.now().toString().slice(-7)}`,
          ic_number: null,
          passport_issue_date: isoDay(-300),
          passport_expiry_date: isoDay(365 * 5),
          visa: "have",
          visa_file_id: null,
          heir_name: "Ahli Waris",
          heir_relationship: "Anak",
          phone: "+62 812 5555 6666",
          email: "komisi@example.com",
          postal_code: "40111",
          country: "ID",
          state: "Jawa Barat",
          address: "Jl. Asia Afrika 3",
          company: null,
        },
      ],
      payment_type: "full",
      payment_method: "manual",
      terms: true,
      data_consent: true,
      agreement: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const booking = ((await res.json()) as { data: { id: string; code: string; next_payment: { max: number } } }).data;
  state.bookingCode = booking.code;
  const credited = await owner.request.put(`/api/booking/${booking.id}/agent`, {
    ...write,
    data: { agent_code: state.code, reason: "Sold by the agent" },
  });
  expect(credited.status(), await credited.text()).toBe(200);
  const paid = await customer.request.post(`/api/booking/${booking.id}/payment`, {
    ...write,
    data: {
      amount: booking.next_payment.max,
      method: "manual",
      bank_account_id: banks.data[0].id,
      proof_file_id: await upload(customer),
      payer_name: "Tamu Komisi",
      payment_date: isoDay(0),
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const paymentId = ((await paid.json()) as { data: { id: number } }).data.id;
  const confirmed = await owner.request.post(`/api/payment/${paymentId}/confirm`, { ...write, data: {} });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  expect(((await confirmed.json()) as { data: { status: string } }).data.status).toBe("paid");
  await customer.close();
  await owner.close();
}

describe("commissions in the staff panel (issue 29 item 4)", () => {
  it("a finance clerk (desktop, en) sets the default scheme: fixed per guest, no override", async () => {
    const context = await as(finance);
    const page = await context.newPage();
    await open(page, "/panel/commission/schemes?lang=en");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Commission schemes");
    // The menu offers the three screens to finance.
    for (const path of ["/panel/commission/lines", "/panel/commission/payouts", "/panel/commission/schemes"])
      expect(await page.locator(`a[href="${path}"]`).count()).toBeGreaterThan(0);
    const form = page.getByTestId("scheme-default-form");
    await form.waitFor();
    // Saved empty: the contract's message, nothing sent.
    await page.getByTestId("scheme-default-save").click();
    await page.getByTestId("scheme-default-rates-error").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "commission-schemes-errors-en");
    await page.getByTestId("scheme-default-kind-fixed").check();
    await page.getByTestId("scheme-default-rate-adult").fill("1,500,000");
    await page.getByTestId("scheme-default-rate-child").fill("750,000");
    await page.getByTestId("scheme-default-override-none").check();
    const saved = apiCall(page, "PUT", /^\/api\/commission\/schemes\/default$/);
    await page.getByTestId("scheme-default-save").click();
    const res = await saved;
    expect(res.status(), await res.text()).toBe(200);
    expect(((await res.json()) as { data: { rates: { adult: number } } }).data.rates.adult).toBe(1_500_000_00);
    await page.getByText("Commission scheme saved.").waitFor();
    // A package's own scheme: choose a package, the form says it earns by the default.
    await page.getByTestId("scheme-package-select").selectOption({ index: 1 });
    await page.getByTestId("scheme-package-state").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "commission-schemes-en");
    await context.close();
  });

  it("sets up a booking credited to the agent and paid in full (API): one earned line", async () => {
    await paidBookingOfAgent();
    const context = await as(finance);
    const lines = (await (
      await context.request.get(`/api/commission/lines?agent_id=${state.agentId}&status=unpaid`)
    ).json()) as { data: { id: number; amount: number; kind: string }[] };
    expect(lines.data).toHaveLength(1);
    expect(lines.data[0]).toMatchObject({ kind: "earned", amount: 1_500_000_00 });
    state.lineId = lines.data[0].id;
    await context.close();
  });

  it("the clerk chooses the agent's line and pays it out with a reference and a receipt", async () => {
    const context = await as(finance);
    const page = await context.newPage();
    await open(page, "/panel/commission/lines?lang=en");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Commission lines");
    await page.getByTestId("line-filter-agent").selectOption(String(state.agentId));
    await page.getByTestId("line-filter-status").selectOption("unpaid");
    await page.waitForURL(
      new RegExp(`agent_id=${state.agentId}.*status=unpaid|status=unpaid.*agent_id=${state.agentId}`),
    );
    const row = page.getByTestId("line-table").locator("tbody tr").filter({ hasText: state.bookingCode });
    await row.waitFor();
    expect(await page.getByTestId("line-table").locator("tbody tr").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "commission-lines-en");
    await row.getByTestId("line-choose").check();
    await page.getByTestId("line-selection").waitFor();
    expect(await page.getByTestId("line-selection-total").textContent()).toMatch(/1,500,000/);
    await page.getByTestId("line-pay").click();
    const dialog = page.getByTestId("payout-dialog");
    await dialog.waitFor();
    await dialog
      .getByTestId("payout-net")
      .getByText(/1,500,000/)
      .waitFor();
    // Required: nothing is sent without a reference and a receipt.
    await dialog.getByTestId("payout-submit").click();
    await dialog.getByText("This field is required.").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "commission-payout-dialog-errors-en");
    await dialog.getByTestId("payout-reference").fill(`TRF-${suffix}`);
    const uploaded = apiCall(page, "POST", /^\/api\/upload$/);
    await dialog
      .getByTestId("payout-receipt")
      .setInputFiles({ name: "receipt.jpg", mimeType: "image/jpeg", buffer: jpeg });
    expect((await uploaded).ok()).toBe(true);
    await dialog.getByTestId("payout-receipt-done").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "commission-payout-dialog-en");
    await dialog.getByTestId("payout-submit").click();
    const confirm = page.getByRole("alertdialog");
    await confirm.waitFor();
    const posted = apiCall(page, "POST", /^\/api\/commission\/payouts$/);
    await confirm.getByRole("button").last().click();
    const res = await posted;
    expect(res.status(), await res.text()).toBe(201);
    state.payoutId = ((await res.json()) as { data: { id: number } }).data.id;
    await page.getByText("Payout recorded. Its lines are paid.").waitFor();
    await dialog.waitFor({ state: "detached" });
    // The list reloads: the line is no longer unpaid.
    await page.getByTestId("line-table").getByText(state.bookingCode).waitFor({ state: "detached" });
    await context.close();
  });

  it("a second payout of the same line is refused (409), translated", async () => {
    const context = await as(finance);
    const receipt = await upload(context);
    const again = await context.request.post("/api/commission/payouts", {
      headers: { origin: baseURL(), "accept-language": "en" },
      data: {
        agent_id: state.agentId,
        line_ids: [state.lineId],
        reference: "TRF-again",
        paid_on: isoDay(0),
        receipt_file_id: receipt,
      },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      "One of these commission lines has been paid already. Reload the list and choose again.",
    );
    await context.close();
  });

  it("the payout is listed and its Excel sheet downloads", async () => {
    const context = await as(finance);
    const page = await context.newPage();
    await open(page, "/panel/commission/payouts?lang=en");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Payouts");
    const row = page
      .getByTestId("payout-table")
      .locator("tbody tr")
      .filter({ hasText: `TRF-${suffix}` });
    await row.waitFor();
    expect(await row.getByTestId("payout-total").textContent()).toMatch(/1,500,000/);
    expect(await row.getByTestId("payout-line-count").textContent()).toBe("1");
    expect(await row.textContent()).toContain(agentUser.name);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "commission-payouts-en");
    const href = await row.getByTestId("payout-sheet").getAttribute("href");
    expect(href).toBe(`/api/commission/payouts/${state.payoutId}/sheet?lang=en`);
    const download = page.waitForEvent("download");
    await row.getByTestId("payout-sheet").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const sheet = await context.request.get(href ?? "");
    expect(sheet.status()).toBe(200);
    expect(sheet.headers()["content-type"]).toContain("spreadsheetml");
    // An xlsx is a zip: it starts with "PK".
    expect((await sheet.body()).subarray(0, 2).toString()).toBe("PK");
    await context.close();
  });

  it("the screens in Indonesian and Malay, and on a phone", async () => {
    const context = await as(finance);
    const page = await context.newPage();
    for (const lang of ["id", "my"] as const) {
      await open(page, `/panel/commission/schemes?lang=${lang}`);
      await page.getByTestId("scheme-default-form").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `commission-schemes-${lang}`);
      await open(page, `/panel/commission/lines?lang=${lang}&agent_id=${state.agentId}`);
      await page.getByTestId("line-table").locator("tbody tr").filter({ hasText: state.bookingCode }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `commission-lines-${lang}`);
      await open(page, `/panel/commission/payouts?lang=${lang}`);
      await page
        .getByTestId("payout-table")
        .locator("tbody tr")
        .filter({ hasText: `TRF-${suffix}` })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `commission-payouts-${lang}`);
    }
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Bayaran komisen");
    await context.close();

    const phone = await as(finance, PHONE);
    const small = await phone.newPage();
    await open(small, "/panel/commission/lines?lang=id");
    await small.getByTestId("line-table").locator("tbody tr").first().waitFor();
    expect(await sidewaysOverflow(small)).toBe(0);
    expect(await axeViolations(small)).toEqual([]);
    await shot(small, "commission-lines-id-phone");
    await open(small, "/panel/commission/payouts?lang=id");
    await small.getByTestId("payout-table").locator("tbody tr").first().waitFor();
    expect(await sidewaysOverflow(small)).toBe(0);
    await shot(small, "commission-payouts-id-phone");
    await open(small, "/panel/commission/schemes?lang=id");
    await small.getByTestId("scheme-default-form").waitFor();
    expect(await sidewaysOverflow(small)).toBe(0);
    await shot(small, "commission-schemes-id-phone");
    await phone.close();
  });
});

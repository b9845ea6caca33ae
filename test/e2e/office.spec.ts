import fs from "node:fs";
/**
 * Issue 28 item 2 in Chromium (docs/product.md §Bookings taken by staff): a sales clerk of a
 * branch, on a phone in Indonesian, registers a walk-in customer without an e-mail, books a family
 * (one Double for two adults, a child without a bed, an infant) for them with the checkout's own
 * form, and the booking records the channel, the clerk and the consent given in person. The clerk
 * then hands the customer a link to choose a password; the customer sets one, logs in and sees the
 * booking. The new-booking screen in English and Malay on a desktop, axe-clean.
 */
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Family, findFamilyPackage } from "./family";
import {
  axeViolations,
  baseURL,
  DESKTOP,
  launch,
  loginContext,
  newContext,
  open,
  PHONE,
  screenshot,
  stepGuestsTo,
} from "./browser";

let browser: Browser;
const suffix = randomBytes(3).toString("hex");
const clerk = {
  name: `Rina Kasir ${suffix}`,
  username: `rina${suffix}`,
  email: `rina.${suffix}@example.test`,
  password: `Kantor-${suffix}-2026`,
};
const finance = {
  name: `Fajar Keuangan ${suffix}`,
  username: `fajar${suffix}`,
  email: `fajar.${suffix}@example.test`,
  password: `Keuangan-${suffix}-2026`,
};
const walkIn = { name: `Ibu Halimah ${suffix}`, phone: "+62 813 2222 9090" };
const state = { customerId: 0, username: "", bookingId: "", code: "", paymentId: 0 };

let family: Family;

/** The response of the next API call of this method and path. */
const apiCall = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

beforeAll(async () => {
  browser = await launch();
  // The owner opens a branch and invites the clerk to it as sales; the clerk chooses a password.
  const owner = await newContext(browser);
  await loginContext(owner, "admin");
  const headers = { origin: baseURL() };
  const branch = await owner.request.post("/api/branch", { headers, data: { name: { id: `Cabang Depok ${suffix}` } } });
  expect(branch.status()).toBe(201);
  const branchId = ((await branch.json()) as { data: { id: number } }).data.id;
  // The clerk (sales, of the branch, Indonesian) and a finance officer of every branch (English).
  for (const [who, role, branch, locale] of [
    [clerk, "sales", branchId, "id"],
    [finance, "finance", null, "en"],
  ] as const) {
    const invited = await owner.request.post("/api/staff", {
      headers,
      data: {
        name: who.name,
        email: who.email,
        username: who.username,
        staff_role: role,
        branch_id: branch,
        locale,
      },
    });
    expect(invited.status()).toBe(201);
    const outbox = await owner.request.get("/api/outbox?limit=100");
    const mails = ((await outbox.json()) as { data: { kind: string; to: string; text: string }[] }).data;
    const token = /\/reset-password\/([\w-]+)/.exec(mails.find((m) => m.to === who.email)?.text ?? "")?.[1];
    expect(token).toBeTruthy();
    const set = await owner.request.post("/api/reset-password", {
      headers,
      data: { token, password: who.password, password_confirmation: who.password },
    });
    expect(set.status()).toBe(200);
  }
  family = await findFamilyPackage(owner, ["Ahmad Halim", "Halimah Sari", "Zahra Halim", "Umar Halim"]);
  await owner.close();
});
afterAll(async () => browser?.close());

async function clerkContext(viewport = PHONE, who = clerk) {
  const context = await newContext(browser, viewport);
  await loginContext(context, who.username, who.password);
  return context;
}

describe("a booking taken at the counter (issue 28 item 2)", () => {
  it("a branch clerk on a phone (id) registers a walk-in customer without an e-mail and books their family", async () => {
    const context = await clerkContext();
    const page = await context.newPage();
    await open(page, "/panel/booking/new?lang=id");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Pemesanan baru");
    // The menu leads here for sales staff.
    expect(await page.locator('a[href="/panel/booking/new"]').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    // Not found by the search: registered on the spot, phone only.
    await page.getByTestId("office-customer-search").fill(walkIn.name);
    await page.getByTestId("office-customer-none").waitFor();
    await page.getByTestId("office-customer-new").click();
    const dialog = page.getByTestId("counter-customer-dialog");
    await dialog.getByTestId("counter-customer-name").fill(walkIn.name);
    await dialog.getByTestId("counter-customer-phone").fill(walkIn.phone);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "office-new-customer-id-phone");
    const created = apiCall(page, "POST", /^\/api\/customer$/);
    await dialog.getByTestId("counter-customer-save").click();
    const res = await created;
    expect(res.status()).toBe(201);
    const customer = ((await res.json()) as { data: { id: number; username: string; email: string | null } }).data;
    expect(customer.email).toBeNull();
    state.customerId = customer.id;
    state.username = customer.username;
    await page.waitForURL(new RegExp(`/panel/booking/new\\?customer=${customer.id}$`));
    await page.getByTestId("office-customer-name").waitFor();
    expect(await page.getByTestId("office-customer").textContent()).toContain("Tanpa e-mail");

    // The package, then the checkout's own form for the customer.
    await page.getByTestId("office-package").selectOption(String(family.tour.id));
    await page.getByTestId("office-package-continue").click();
    await page.getByTestId("checkout-form").waitFor();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await page.getByTestId("checkout-channel").inputValue()).toBe("office");
    await page.getByTestId(`checkout-departure-${family.departure.id}`).check();
    await stepGuestsTo(page, family.guests.length);
    await expect.poll(() => page.locator('[data-testid^="guest-card-"]').count()).toBe(4);
    for (const [i, g] of family.guests.entries()) {
      if (!(await page.getByTestId(`guest-${i}-full_name`).isVisible()))
        await page.getByTestId(`guest-toggle-${i}`).click();
      await page.getByTestId(`guest-${i}-full_name`).fill(g.name);
      await page.getByTestId(`guest-${i}-gender-${g.gender}`).check();
      await page.getByTestId(`guest-${i}-birth_date`).fill(g.birth);
      await page.getByTestId(`guest-${i}-country`).selectOption("ID");
      if (i === 0) await page.getByTestId("guest-0-phone").fill(walkIn.phone);
      if (i > 0) await page.getByTestId(`guest-${i}-relation`).selectOption(i === 1 ? "1:spouse" : "1:parent_child");
      await expect.poll(() => page.getByTestId(`guest-${i}-type`).getAttribute("data-type")).toBe(g.type);
      if (g.type === "adult") await page.getByTestId(`guest-${i}-room-${family.double.code}`).check();
      if (g.type === "child") await page.getByTestId(`guest-${i}-room-no_bed`).check();
    }
    await page.getByTestId("checkout-payment-deposit").check();
    // The customer agrees in person: the boxes say so, in their name.
    expect(await page.getByTestId("checkout-in-person").textContent()).toContain(walkIn.name);
    await page.getByTestId("checkout-terms").check();
    await page.getByTestId("checkout-consent").check();
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, "office-checkout-id-phone");
    const booked = apiCall(page, "POST", /^\/api\/booking$/);
    await page.getByTestId("checkout-submit").click();
    const answer = await booked;
    expect(answer.status()).toBe(201);
    const booking = (
      (await answer.json()) as { data: { id: string; code: string; channel: string; customer: { id: number } } }
    ).data;
    expect(booking).toMatchObject({ channel: "office", customer: { id: customer.id } });
    state.bookingId = booking.id;
    state.code = booking.code;

    // Its page: how it came in, and the consent given in person to the clerk.
    await page.waitForURL(new RegExp(`/panel/booking-history/${booking.id}$`));
    await page.getByTestId("booking-channel").waitFor();
    expect(await page.getByTestId("booking-channel").textContent()).toContain(
      `Diterima oleh ${clerk.name} melalui Kantor`,
    );
    expect(await page.getByTestId("booking-consent").textContent()).toContain(`langsung kepada ${clerk.name}`);
    await screenshot(page, "office-booking-id-phone");
    await context.close();
  });

  it("the clerk takes a cash deposit at the counter (phone, id); they cannot confirm it themselves", async () => {
    expect(state.bookingId).not.toBe("");
    const context = await clerkContext();
    const page = await context.newPage();
    await open(page, `/panel/booking-history/${state.bookingId}?lang=id`);
    await page.getByTestId("counter-payment-open").click();
    const dialog = page.getByTestId("counter-payment-dialog");
    await dialog.getByTestId("counter-method-cash").check();
    // The first payment is at least the deposit: the dialog starts there.
    const amount = await dialog.getByTestId("counter-amount").inputValue();
    expect(amount).not.toBe("");
    expect(await dialog.getByTestId("counter-payer").inputValue()).toBe(walkIn.name);
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, "office-counter-payment-id-phone");
    const recorded = apiCall(page, "POST", /\/counter-payment$/);
    await dialog.getByTestId("counter-submit").click();
    const res = await recorded;
    expect(res.status()).toBe(201);
    const payment = ((await res.json()) as { data: { id: number; amount: number } }).data;
    state.paymentId = payment.id;
    const row = page.locator(`[data-testid="payment"][data-payment-id="${payment.id}"]`);
    await row.waitFor();
    expect(await row.getAttribute("data-status")).toBe("pending");
    expect(await row.getByTestId("payment-recorded-by").textContent()).toContain(clerk.name);
    // Sales never confirm money, and the recorder never confirms their own: a note says who does.
    expect(await row.getByTestId("payment-confirm").count()).toBe(0);
    await screenshot(page, "office-counter-payment-waiting-id-phone");
    await context.close();
  });

  it("a finance officer (desktop, en) confirms it: the booking counts it and the payment has its receipt number", async () => {
    expect(state.paymentId).toBeGreaterThan(0);
    const context = await clerkContext(DESKTOP, finance);
    const page = await context.newPage();
    await open(page, `/panel/booking-history/${state.bookingId}?lang=en`);
    const row = page.locator(`[data-testid="payment"][data-payment-id="${state.paymentId}"]`);
    expect(await row.getByTestId("payment-recorded-by").textContent()).toContain(`Recorded by ${clerk.name}`);
    await row.getByTestId("payment-confirm").click();
    const confirmed = apiCall(page, "POST", new RegExp(`/api/payment/${state.paymentId}/confirm$`));
    const ask = page.getByRole("alertdialog");
    await ask.waitFor();
    await ask.getByRole("button").last().click();
    expect((await confirmed).status()).toBe(200);
    // Its toast is on screen before the scan below, which then waits for it to finish coming in.
    await page.locator(".Toastify__toast--success").first().waitFor();
    await expect.poll(() => row.getAttribute("data-status")).toBe("confirmed");
    const receiptLink = row.getByTestId("payment-receipt-number");
    expect(await receiptLink.textContent()).toMatch(/^Receipt KW-\d{4}-\d{2}-\d{6}/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "office-counter-payment-confirmed-en-desktop");

    // The receipt prints in Indonesian, the amount in words; printed again, it says it is a copy.
    const href = await receiptLink.getAttribute("href");
    await open(page, `${href}?lang=id`);
    const sheet = page.getByTestId("receipt");
    expect(await sheet.getByTestId("receipt-number").textContent()).toMatch(/^KW-\d{4}-\d{2}-\d{6}$/);
    expect(await sheet.getByTestId("receipt-words").textContent()).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)* Rupiah$/);
    expect(await sheet.getByTestId("receipt-from").textContent()).toBe(walkIn.name);
    expect(await sheet.getByTestId("receipt-copy").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "office-receipt-id-desktop");
    await open(page, `${href}?lang=id&size=a4`);
    expect(await page.getByTestId("receipt-copy").textContent()).toBe("Salinan");
    await context.close();
  });

  it("the clerk hands over a link; the customer chooses a password, logs in and sees the booking", async () => {
    expect(state.bookingId).not.toBe("");
    const context = await clerkContext();
    const page = await context.newPage();
    await open(page, `/panel/customer/${state.customerId}?lang=id`);
    await page.getByTestId("customer-password-link").click();
    const dialog = page.getByTestId("password-link-dialog");
    await dialog.waitFor();
    const url = await dialog.getByTestId("password-link-url").inputValue();
    expect(url).toMatch(/\/reset-password\/[\w-]+\?lang=id$/);
    // Without an address the link goes by WhatsApp, to the customer's phone.
    expect(await dialog.getByTestId("password-link-whatsapp").getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/6281322229090\?text=/,
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "office-password-link-id-phone");
    await context.close();

    const pilgrim = await newContext(browser, PHONE);
    const own = await pilgrim.newPage();
    await open(own, url);
    // The page tells the customer the user name to log in with (they have no e-mail to use).
    expect(await own.getByTestId("reset-username").textContent()).toContain(state.username);
    const password = `Umrah-${suffix}-Berkah`;
    await own.getByTestId("reset-password").fill(password);
    await own.getByTestId("reset-password-confirmation").fill(password);
    await own.getByTestId("reset-submit").click();
    await own.getByTestId("reset-done").waitFor();
    await loginContext(pilgrim, state.username, password);
    await open(own, "/panel/booking-history?lang=id");
    await own.getByText(state.code).first().waitFor();
    // On their booking, the receipt of the cash deposit downloads as a PDF (issue 28 item 4).
    await open(own, `/panel/booking-history/${state.bookingId}?lang=id`);
    const pdfLink = own.getByTestId("payment-receipt-pdf").first();
    const [download] = await Promise.all([own.waitForEvent("download"), pdfLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^KW-\d{4}-\d{2}-\d{6}\.pdf$/);
    const body = fs.readFileSync((await download.path())!);
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    await pilgrim.close();
  });

  it("the new-booking screen in English and Malay on a desktop: axe-clean, no raw keys", async () => {
    const context = await clerkContext(DESKTOP);
    const page = await context.newPage();
    for (const [lang, title] of [
      ["en", "New booking"],
      ["my", "Tempahan baharu"],
    ] as const) {
      await open(page, `/panel/booking/new?lang=${lang}`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
      await page.getByTestId("office-customer-search").fill("Halimah");
      await page.getByTestId("office-customer-results").waitFor();
      expect(await page.locator("main").textContent()).not.toMatch(/\boffice\.[a-z_]+\b/);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `office-new-booking-${lang}-desktop`);
    }
    await context.close();
  });
});

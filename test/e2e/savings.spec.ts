import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TourDetailDto } from "#app/modules/catalog/catalog.contract";
import type { PlanDetailDto } from "#app/modules/savings/savings.contract";
import { suggestedMonthly, suggestedTarget } from "#app/modules/savings/savings.rules";
import { formatMoney, formatMoneyField } from "#app/shared/money";
import { axeViolations, baseURL, DESKTOP, launch, loginContext, newContext, open, PHONE } from "./browser";

/*
 * Issue 32 item 5 (decision 084, docs/product.md §Savings plans): a customer on a phone, in
 * Indonesian, opens a savings plan, pays months 1 and 2 online through the sandbox and month 3 by
 * unique-code transfer; staff (desktop, English) confirm the transfer and convert the plan into
 * the customer's booking, whose paid total is then the plan's balance.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function stored(context: BrowserContext, id: number): Promise<PlanDetailDto> {
  const res = await context.request.get(`/api/savings/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: PlanDetailDto }).data;
}

/** A departure with a free seat, booked for one adult through the API as the checkout does. */
async function book(context: BrowserContext): Promise<{ id: string; code: string }> {
  const list = await context.request.get("/api/tour?limit=-1&lang=en");
  const ids = ((await list.json()) as { data: { id: number }[] }).data.map((t) => t.id);
  for (const id of ids) {
    const tour = ((await (await context.request.get(`/api/tour/${id}?lang=en`)).json()) as { data: TourDetailDto })
      .data;
    const departure = tour.departures.find((d) => d.bookable && d.seats_left >= 2);
    if (tour.min_pax !== 1 || tour.min_payment <= 0 || !departure) continue;
    const res = await context.request.post("/api/booking?lang=en", {
      headers: { origin: baseURL(), "idempotency-key": `e2e-savings-${Date.now()}` },
      data: {
        tour_id: tour.id,
        time_id: departure.id,
        pax: 1,
        detail_ids: [],
        booking_name: "Siti Aminah",
        special_request: null,
        guests: [
          {
            full_name: "Siti Aminah",
            gender: "female",
            birth_date: "1985-04-12",
            birth_place: "Bandung",
            marital_status: "married",
            job: "Guru",
            job_address: null,
            passport_number: "B12345678",
            ic_number: null,
            passport_issue_date: day(-400),
            passport_expiry_date: day(2000),
            visa: null,
            visa_file_id: null,
            heir_name: null,
            heir_relationship: null,
            phone: "+62 812 3456 7890",
            email: null,
            postal_code: null,
            country: "ID",
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
    return (await res.json()).data as { id: string; code: string };
  }
  throw new Error("the demo data has no package taking a deposit with a free seat");
}

/** "Pay online" on the plan page, approve on the sandbox's page, back on the plan: confirmed. */
async function payOnline(page: Page, context: BrowserContext, planId: number, confirmedBefore: number) {
  await page.getByTestId("pay-online").first().click();
  await page.waitForURL(/\/payment\/sandbox\/sbx_[0-9a-f]{24}/);
  await page.getByTestId("sandbox-checkout").waitFor();
  await page.getByTestId("sandbox-approve").click();
  await page.waitForURL((url) => url.pathname === `/panel/savings/${planId}`);
  await expect
    .poll(async () => (await stored(context, planId)).deposits.filter((d) => d.status === "confirmed").length, {
      timeout: 20_000,
    })
    .toBe(confirmedBefore + 1);
}

describe("a savings plan paid three months, then turned into a booking", () => {
  it("customer (phone, id) pays twice online and once by transfer; staff (desktop, en) confirm and convert", async () => {
    const customer = await newContext(browser, PHONE);
    await loginContext(customer, "customer");
    const page = await customer.newPage();

    // Open a plan: 12 months of 1,000,000.
    await open(page, "/panel/savings?lang=id");
    expect(await page.locator("h1").first().textContent()).toBe("Tabungan umrah saya");
    await page.getByTestId("open-target").fill("12000000");
    await page.getByTestId("open-monthly").fill("1000000");
    await page.getByTestId("open-months").fill("12");
    await page.getByTestId("open-submit").click();
    await page.waitForURL(/\/panel\/savings\/\d+$/);
    const planId = Number(new URL(page.url()).pathname.split("/").pop());
    await page.getByTestId("plan-page").waitFor();
    const opened = await stored(customer, planId);
    expect(opened.months).toBe(12);
    expect(await page.getByTestId("plan-months-paid").textContent()).toBe("0 dari 12 bulan");

    // Months 1 and 2 online, through the sandbox.
    await payOnline(page, customer, planId, 0);
    await payOnline(page, customer, planId, 1);
    await page.getByTestId("plan-page").waitFor();
    expect(await page.getByTestId("plan-months-paid").textContent()).toBe("2 dari 12 bulan");

    // Month 3 by bank transfer: the exact amount with its unique code and the accounts, then "I have paid".
    await page.getByTestId("pay-transfer").click();
    await page.getByTestId("transfer-amount").waitFor();
    const issued = (await stored(customer, planId)).deposits.find((d) => d.status === "issued");
    expect(issued?.unique_code).toBeGreaterThan(0);
    expect(await page.getByTestId("transfer-amount-value").textContent()).toBe(
      formatMoney(issued!.transfer_amount!, opened.currency as "IDR", "id"),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByTestId("transfer-paid").click();
    await expect.poll(() => page.locator('[data-testid="plan-deposit"][data-status="pending"]').count()).toBe(1);
    expect(await page.getByTestId("transfer-amount").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // An online checkout opened and left at the provider: pending, its provider's to decide.
    const left = await customer.request.post(`/api/savings/${planId}/online-payments?lang=id`, {
      headers: { origin: baseURL() },
      data: { provider: "sandbox" },
    });
    expect(left.status(), await left.text()).toBe(201);

    // Staff, on a desktop in English: the plan in the list, its told transfer confirmed.
    const staff = await newContext(browser, DESKTOP);
    await loginContext(staff, "admin");
    const desk = await staff.newPage();
    await open(desk, "/panel/savings?lang=en");
    await desk.getByTestId("plan-link").filter({ hasText: opened.code }).click();
    await desk.waitForURL(`**/panel/savings/${planId}**`);
    // The pending online deposit offers no confirm or reject (the API refuses them 409).
    const online = desk.locator('[data-testid="plan-deposit"][data-status="pending"][data-method="online"]');
    await online.waitFor();
    expect(await online.getByTestId("deposit-confirm").count()).toBe(0);
    expect(await online.getByTestId("deposit-reject").count()).toBe(0);
    const pending = desk.locator('[data-testid="plan-deposit"][data-status="pending"][data-method="manual"]');
    await pending.getByTestId("deposit-confirm").click();
    await desk.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => pending.count()).toBe(0);
    const saved = await stored(staff, planId);
    expect(saved.months_paid).toBe(3);
    expect(await desk.getByTestId("plan-balance").textContent()).toBe(
      formatMoney(saved.balance, saved.currency as "IDR", "en"),
    );
    expect(await axeViolations(desk)).toEqual([]);

    // The confirmed transfer's receipt, printed by the customer (phone, id) from the plan's page:
    // its number and the plan's code on the sheet; the PDF link beside it.
    await open(page, `/panel/savings/${planId}?lang=id`);
    const receiptNumber = saved.deposits.find((d) => d.id === issued!.id)!.receipt_number!;
    expect(receiptNumber).toMatch(/^KW-/);
    const receiptRow = page.getByTestId("plan-deposit").filter({ hasText: receiptNumber });
    expect(await receiptRow.getByTestId("deposit-receipt-pdf").getAttribute("href")).toBe(
      `/api/savings/${planId}/payment/${issued!.id}/receipt.pdf?lang=id`,
    );
    const [sheet] = await Promise.all([
      customer.waitForEvent("page"),
      receiptRow.getByTestId("deposit-receipt-print").click(),
    ]);
    await sheet.getByTestId("receipt").waitFor();
    expect(new URL(sheet.url()).pathname).toBe(`/panel/savings/${planId}/receipt/${issued!.id}`);
    expect(await sheet.getByTestId("receipt-number").textContent()).toBe(receiptNumber);
    expect(await sheet.getByTestId("receipt-for").textContent()).toContain(`Tabungan umrah ${opened.code}`);
    await sheet.screenshot({ path: "/tmp/plan-receipt-id-phone.png", fullPage: true });
    // As printed: A5 landscape's width, print media.
    await sheet.setViewportSize({ width: 800, height: 600 });
    await sheet.emulateMedia({ media: "print" });
    await sheet.screenshot({ path: "/tmp/plan-receipt-id.png", fullPage: true });
    await sheet.close();

    // The customer books a departure (API); staff convert the plan into that booking.
    const booking = await book(customer);
    await desk.getByTestId("convert-booking").fill(booking.id);
    await desk.getByTestId("convert-submit").click();
    await desk.getByRole("alertdialog").getByRole("button", { name: "Convert" }).click();
    await desk.locator('[data-testid="plan-page"][data-status="converted"]').waitFor();
    expect((await stored(staff, planId)).booking_id).toBe(booking.id);

    // The booking's paid total is the plan's balance, counted once.
    await desk.getByTestId("plan-booking-link").click();
    await desk.waitForURL(`**/panel/booking-history/${booking.id}`);
    await expect
      .poll(() => desk.getByTestId("price-paid").textContent())
      .toBe(formatMoney(saved.balance, saved.currency as "IDR", "en"));

    // The customer's list and plan in Malay: converted, its balance kept as history.
    await open(page, "/panel/savings?lang=my");
    expect(await page.getByTestId("plan-status").first().textContent()).toBe("Menjadi tempahan");
    await open(page, `/panel/savings/${planId}?lang=my`);
    await page.locator('[data-testid="plan-page"][data-status="converted"]').waitFor();
    expect(await page.getByTestId("pay-month").count()).toBe(0);
    await customer.close();
    await staff.close();
  });
});

describe("a plan for a package and one of its room types", () => {
  it("customer (desktop, en) picks a package and a room type, gets the suggested target, sees the room type on the plan", async () => {
    const customer = await newContext(browser, DESKTOP);
    await loginContext(customer, "customer");
    // A published package of the demo data selling a room type on an upcoming departure.
    const list = await customer.request.get("/api/tour?limit=-1&lang=en");
    let tour: TourDetailDto | undefined;
    for (const { id } of ((await list.json()) as { data: { id: number }[] }).data) {
      const detail = ((await (await customer.request.get(`/api/tour/${id}?lang=en`)).json()) as { data: TourDetailDto })
        .data;
      if (detail.room_types.length > 1 && detail.departures.some((d) => d.bookable && d.fares.length > 1)) {
        tour = detail;
        break;
      }
    }
    if (!tour) throw new Error("the demo data has no package selling room types");
    // The second room type (not the cheapest): its own fare, not the package's from price.
    const room = tour.room_types[1];
    const expected = suggestedTarget(tour, room.id);
    expect(expected.byRoomType).toBe(true);

    const page = await customer.newPage();
    await open(page, "/panel/savings?lang=en");
    const picker = page.getByTestId("open-package");
    await expect.poll(() => picker.isEnabled()).toBe(true);
    // By keyboard: focus the package's select and choose it.
    await picker.focus();
    await picker.selectOption(String(tour.id));
    const rooms = page.getByTestId("open-room-type");
    await expect.poll(() => rooms.isEnabled().catch(() => false)).toBe(true);
    // The package alone suggests its from price.
    await expect
      .poll(() => page.getByTestId("open-suggested").getAttribute("data-amount"))
      .toBe(String(tour.display_price));
    await rooms.selectOption(String(room.id));
    await expect
      .poll(() => page.getByTestId("open-suggested").getAttribute("data-amount"))
      .toBe(String(expected.amount));
    expect(await page.getByTestId("open-target").inputValue()).toBe(formatMoneyField(expected.amount, "IDR", "en"));
    expect(await page.getByTestId("open-plan-form").textContent()).toContain(
      `Suggested from the lowest upcoming fare for ${room.name}: ${formatMoney(expected.amount, "IDR", "en")}`,
    );
    // The monthly amount followed: the target over 12 months.
    expect(await page.getByTestId("open-monthly").inputValue()).toBe(
      formatMoneyField(suggestedMonthly(expected.amount, 12, "IDR"), "IDR", "en"),
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.getByTestId("open-submit").click();
    await page.waitForURL(/\/panel\/savings\/\d+$/);
    const planId = Number(new URL(page.url()).pathname.split("/").pop());
    await page.getByTestId("plan-page").waitFor();
    expect(await page.getByTestId("plan-room-type").textContent()).toBe(`Room type: ${room.name}`);
    const plan = await stored(customer, planId);
    expect(plan).toMatchObject({ package: { id: tour.id }, target_amount: expected.amount });
    expect(plan.room_type_name?.en).toBe(room.name);
    // In Indonesian, the room type's own Indonesian name.
    await open(page, `/panel/savings/${planId}?lang=id`);
    await page.getByTestId("plan-page").waitFor();
    expect(await page.getByTestId("plan-room-type").textContent()).toBe(`Tipe kamar: ${plan.room_type_name?.id}`);
    await customer.close();
  });
});

import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { TourDetailDto } from "#app/modules/catalog/catalog.contract";
import { formatMoney } from "#app/shared/money";
import { axeViolations, baseURL, DESKTOP, launch, loginContext, newContext, open, PHONE, screenshot } from "./browser";

/*
 * Issue 30's journey: a customer opts in to WhatsApp when registering on a phone in Malay, pays
 * through the payment sandbox, and the payment-confirmed template reaches the WhatsApp Cloud API
 * stand-in (test/e2e/global.ts) in Malay with its parameters and the receipt's button; staff on a
 * desktop in English see the message on the booking, delivered once the stand-in reports it.
 */

interface StandinMessage {
  id: string;
  to: string;
  type: "template" | "text";
  template?: { name: string; language: string; params: string[]; button: string | null };
}

const standin = () => inject("whatsappStandin");
const messagesTo = async (digits: string): Promise<StandinMessage[]> =>
  ((await (await fetch(`${standin()}/_standin/messages`)).json()) as StandinMessage[]).filter((m) => m.to === digits);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function bookable(context: BrowserContext): Promise<{ tourId: number; timeId: number }> {
  const list = await context.request.get("/api/tour?limit=-1&lang=my");
  const ids = ((await list.json()) as { data: { id: number }[] }).data.map((t) => t.id);
  for (const id of ids) {
    const tour = ((await (await context.request.get(`/api/tour/${id}?lang=my`)).json()) as { data: TourDetailDto })
      .data;
    const departure = tour.departures.find((d) => d.bookable && d.seats_left >= 2);
    if (tour.min_pax === 1 && departure) return { tourId: tour.id, timeId: departure.id };
  }
  throw new Error("the demo data has no package with a free seat for one");
}

describe("WhatsApp beside mail", () => {
  const n = Date.now().toString(36);
  const local = `12${String(Date.now()).slice(-7)}`;
  const digits = `60${local}`;
  const name = "Nur Aisyah binti Omar";
  const state = { bookingId: "", code: "", paid: 0, currency: "IDR", paymentId: "" };

  it("a customer opts in when registering on a phone in Malay, and books", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await open(page, "/register?lang=my");
    const form = page.locator("form").filter({ has: page.getByTestId("register-submit") });
    await form.locator('[name="name"]').fill(name);
    await form.locator('[name="email"]').fill(`aisyah-wa-${n}@example.test`);
    await form.locator('[name="username"]').fill(`aisyahwa${n}`);
    await form.locator('[name="password"]').fill("Umrah2026ok");
    await form.locator('[name="password_confirmation"]').fill("Umrah2026ok");
    await form.locator('[name="phone"]').fill(`+60 ${local.slice(0, 2)}-${local.slice(2, 5)} ${local.slice(5)}`);
    await page.getByTestId("register-whatsapp-opt-in").check();
    const number = page.getByTestId("register-whatsapp-number");
    await number.waitFor();
    // The number is offered from the phone field; the hint says how to stop.
    await expect.poll(() => number.inputValue()).toContain(local.slice(5));
    expect(await form.textContent()).toContain("STOP");
    await screenshot(page, "whatsapp-register-my-phone");
    await page.getByTestId("register-submit").click();
    // Registered: the register page goes on to the customer's panel.
    await page.waitForURL((url) => url.pathname === "/panel");

    const { tourId, timeId } = await bookable(context);
    const res = await context.request.post("/api/booking?lang=my", {
      headers: { origin: baseURL(), "idempotency-key": `e2e-wa-${n}` },
      data: {
        tour_id: tourId,
        time_id: timeId,
        pax: 1,
        detail_ids: [],
        booking_name: name,
        special_request: null,
        guests: [
          {
            full_name: name,
            gender: "female",
            birth_date: "1988-02-03",
            birth_place: "Kuala Lumpur",
            marital_status: "married",
            job: "Guru",
            job_address: null,
            passport_number: "A55667788",
            ic_number: null,
            passport_issue_date: day(-400),
            passport_expiry_date: day(2000),
            visa: null,
            visa_file_id: null,
            heir_name: null,
            heir_relationship: null,
            phone: `+${digits}`,
            email: null,
            postal_code: null,
            country: "MY",
            state: null,
            address: null,
            company: null,
          },
        ],
        payment_type: "full",
        payment_method: "online",
        terms: true,
        data_consent: true,
        agreement: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const booking = (await res.json()).data as { id: string; code: string; total: number; currency: string };
    Object.assign(state, {
      bookingId: booking.id,
      code: booking.code,
      paid: booking.total,
      currency: booking.currency,
    });

    // "Booking received" went by WhatsApp, in Malay.
    await expect
      .poll(async () => (await messagesTo(digits)).map((m) => m.template?.name), { timeout: 30_000 })
      .toContain("booking_received");
    await context.close();
  });

  it("pays through the sandbox: the payment-confirmed template reaches WhatsApp in Malay", async () => {
    const context = await newContext(browser, PHONE);
    await loginContext(context, `aisyahwa${n}`, "Umrah2026ok");
    const page = await context.newPage();
    await page.goto(`/panel/booking-history/${state.bookingId}?pay=1&lang=my`);
    const dialog = page.getByTestId("pay-dialog");
    await dialog.getByTestId("pay-online-form").waitFor();
    await dialog.getByTestId("pay-online-submit").click();
    await page.waitForURL(/\/payment\/sandbox\/sbx_[0-9a-f]{24}/);
    await page.getByTestId("sandbox-approve").click();
    await page.waitForURL((url) => url.pathname === "/payment/success");
    await expect
      .poll(() => page.getByTestId("online-status").getAttribute("data-state"), { timeout: 20_000 })
      .toBe("confirmed");
    const stored = (await (await context.request.get(`/api/booking/${state.bookingId}`)).json()).data as {
      payments: { id: number; status: string }[];
    };
    state.paymentId = String(stored.payments.find((p) => p.status === "confirmed")!.id);

    await expect
      .poll(async () => (await messagesTo(digits)).map((m) => m.template?.name), { timeout: 30_000 })
      .toContain("payment_confirmed");
    const confirmed = (await messagesTo(digits)).find((m) => m.template?.name === "payment_confirmed")!;
    expect(confirmed.type).toBe("template");
    expect(confirmed.template).toEqual({
      name: "payment_confirmed",
      language: "ms",
      params: [
        name,
        formatMoney(state.paid, state.currency as "IDR", "my"),
        state.code,
        formatMoney(0, state.currency as "IDR", "my"),
      ],
      button: `panel/booking-history/${state.bookingId}/receipt/${state.paymentId}?lang=my`,
    });
    await context.close();
  });

  it("staff on a desktop in English see it on the booking, delivered after WhatsApp's status", async () => {
    const context = await newContext(browser, DESKTOP);
    await loginContext(context, "admin");
    const page = await context.newPage();
    await open(page, `/panel/booking-history/${state.bookingId}?lang=en`);
    const row = page.locator(
      '[data-testid="message-row"][data-kind="booking_payment_confirmed"][data-channel="whatsapp"]',
    );
    await row.waitFor();
    expect(await row.getByTestId("message-status").textContent()).toBe("Sent");
    // Its mail is held as the fallback, not sent.
    const mail = page.locator(
      '[data-testid="message-row"][data-kind="booking_payment_confirmed"][data-channel="mail"]',
    );
    expect(await mail.getAttribute("data-status")).toBe("held");

    const confirmed = (await messagesTo(digits)).find((m) => m.template?.name === "payment_confirmed")!;
    const told = await fetch(`${standin()}/_standin/status`, {
      method: "POST",
      body: JSON.stringify({ webhook: `${baseURL()}/api/whatsapp/webhook`, id: confirmed.id, status: "delivered" }),
    });
    expect(((await told.json()) as { delivered: number }).delivered).toBe(200);
    await page.reload();
    await expect.poll(() => row.getAttribute("data-delivery")).toBe("delivered");
    expect(await row.getByTestId("message-status").textContent()).toBe("Delivered");
    expect(await axeViolations(page)).toEqual([]);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, "whatsapp-booking-messages-en-desktop");
    await context.close();
  });

  it("staff read the templates' mapping in the settings and the outbox of both channels (phone, Malay)", async () => {
    const context = await newContext(browser, PHONE);
    await loginContext(context, "admin");
    const page = await context.newPage();
    await open(page, "/panel/settings/whatsapp?lang=my");
    const main = page.locator("main");
    await expect.poll(async () => (await main.textContent()) ?? "").toContain("payment_confirmed");
    expect(await main.textContent()).toContain("/api/whatsapp/webhook");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "whatsapp-settings-my-phone");

    await open(page, "/panel/messages?channel=whatsapp&lang=my");
    await expect.poll(async () => (await main.textContent()) ?? "").toContain(`+${digits}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "whatsapp-outbox-my-phone");
    await context.close();
  });
});

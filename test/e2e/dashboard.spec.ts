import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDashboardDto, CustomerDashboardDto } from "#app/modules/dashboard/dashboard.contract";
import { type Currency, formatMoney } from "#app/shared/money";
import { axeViolations, baseURL, DESKTOP, launch, loginContext, newContext, PHONE, screenshot, open } from "./browser";

/*
 * The panel dashboards (issue 6): the admin's figures and the customer's trips and payments, in
 * the three languages on a phone and a desktop, checked against GET /api/dashboard, with axe.
 */

let browser: Browser;
type Lang = "id" | "en" | "my";
const LANGS: Lang[] = ["id", "en", "my"];
const htmlLang: Record<Lang, string> = { id: "id", en: "en", my: "ms" };
const VIEWPORTS = [
  { name: "phone", size: PHONE },
  { name: "desktop", size: DESKTOP },
] as const;
const OUTSTANDING: Record<Lang, string> = {
  id: "Anda memiliki pembayaran yang belum selesai, silakan lanjutkan.",
  en: "You have outstanding payments, please continue.",
  my: "Anda mempunyai bayaran tertunggak, sila teruskan.",
};

// A customer of this run only, with one fresh unpaid booking: their dashboard is fully known.
const suffix = Date.now().toString(36);
const customer = { username: `dash_${suffix}`, password: `Dash${suffix}9x`, bookingId: "", code: "", tourId: 0 };

/** Cookie-authenticated writes must come from the site's origin. */
const write = { headers: { origin: baseURL() } };

/** A date `days` from today (YYYY-MM-DD). */
function isoDay(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Text as a person reads it: Intl's narrow and non-breaking spaces count as spaces. */
const plain = (s: string | null) => (s ?? "").replace(/[\s\u00a0\u202f]+/g, " ").trim();

async function asUser(username: string, password?: string, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  await loginContext(context, username, password);
  return context;
}

async function dashboardOf<T>(context: BrowserContext, lang: Lang): Promise<T> {
  const res = await context.request.get(`/api/dashboard?lang=${lang}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  browser = await launch();
  const context = await newContext(browser);
  const res = await context.request.post("/api/register", {
    ...write,
    data: {
      name: "Pelanggan Dasbor",
      email: `dash-${suffix}@example.com`,
      username: customer.username,
      password: customer.password,
      password_confirmation: customer.password,
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  await loginContext(context, customer.username, customer.password);
  const tours = (await (await context.request.get("/api/tour?limit=-1")).json()) as {
    data: {
      id: number;
      min_pax: number;
      next_departure: { id: number; seats_left: number; bookable: boolean } | null;
    }[];
  };
  const tour = tours.data.find((t) => t.next_departure?.bookable && t.min_pax <= 1);
  expect(tour, "a published package with a bookable departure for one pax").toBeTruthy();
  if (!tour?.next_departure) return;
  const booked = await context.request.post("/api/booking", {
    headers: { origin: baseURL(), "Idempotency-Key": randomUUID() },
    data: {
      tour_id: tour.id,
      time_id: tour.next_departure.id,
      pax: 1,
      detail_ids: [],
      booking_name: "Dasbor Uji",
      special_request: null,
      guests: [
        {
          full_name: "Dasbor Uji",
          gender: "female",
          birth_date: "1988-04-12",
          birth_place: "Bandung",
          marital_status: "married",
          passport_number: `D${Date.now().toString().slice(-7)}`,
          passport_issue_date: isoDay(-300),
          passport_expiry_date: isoDay(365 * 5),
          visa: "have",
          phone: "+62 812 3333 4444",
          email: `dash-guest-${suffix}@example.com`,
          country: "ID",
        },
      ],
      payment_type: "full",
      payment_method: "manual",
      terms: true,
      data_consent: true,
      agreement: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const data = ((await booked.json()) as { data: { id: string; code: string } }).data;
  customer.bookingId = data.id;
  customer.code = data.code;
  customer.tourId = tour.id;
  await context.close();
});
afterAll(async () => browser?.close());

describe("admin dashboard", () => {
  for (const viewport of VIEWPORTS)
    it(`shows the figures of GET /api/dashboard in three languages (${viewport.name})`, async () => {
      const context = await asUser("admin", undefined, viewport.size);
      for (const lang of LANGS) {
        const api = await dashboardOf<AdminDashboardDto>(context, lang);
        expect(api.role).toBe("admin");
        const money = (minor: number) => plain(formatMoney(minor, api.currency as Currency, lang));
        const page = await context.newPage();
        await open(page, `/panel?lang=${lang}`);
        expect(await page.locator("html").getAttribute("lang")).toBe(htmlLang[lang]);
        await page.locator('[data-testid="dashboard"][data-role="admin"]').waitFor();

        const value = (id: string) => page.getByTestId(id).getByTestId("figure-value").textContent().then(plain);
        expect(await value("figure-pending")).toBe(new Intl.NumberFormat(htmlLang[lang]).format(api.pending_bookings));
        expect(await value("figure-bookings")).toBe(new Intl.NumberFormat(htmlLang[lang]).format(api.bookings.current));
        expect(await value("figure-revenue")).toBe(money(api.revenue.current));
        expect(await value("figure-outstanding")).toBe(money(api.outstanding.amount));
        expect(plain(await page.getByTestId("figure-revenue").getByTestId("figure-previous").textContent())).toContain(
          money(api.revenue.previous),
        );
        expect(await page.getByTestId("figure-pending-link").getAttribute("href")).toBe(
          "/panel/booking-history?status=pending",
        );

        // Twelve months: in the table for assistive technology, and as bars once the chart has loaded.
        expect(await page.getByTestId("chart-table").locator("tbody tr").count()).toBe(12);
        const total = api.bookings_per_month.reduce((s, m) => s + m.count, 0);
        expect(plain(await page.getByTestId("chart-summary").textContent())).toContain(
          new Intl.NumberFormat(htmlLang[lang]).format(total),
        );
        await page.getByTestId("chart-area").locator(".recharts-surface").first().waitFor();

        // The demo has departures ahead; seats left as the catalogue counts them.
        expect(api.upcoming_departures.length).toBeGreaterThan(0);
        const rows = page.getByTestId("upcoming-departure");
        expect(await rows.count()).toBe(api.upcoming_departures.length);
        for (const [i, d] of api.upcoming_departures.entries()) {
          expect(await rows.nth(i).getAttribute("data-seats-left")).toBe(String(d.seats_left));
          expect(await rows.nth(i).getByText(d.tour.name, { exact: true }).count()).toBe(1);
          expect(await rows.nth(i).getByTestId("departure-full").count()).toBe(d.full_booked ? 1 : 0);
        }

        // The latest bookings link to their detail; this run's booking is the newest.
        const latest = page.getByTestId("latest-booking");
        expect(await latest.count()).toBe(api.latest_bookings.length);
        expect(await latest.first().textContent()).toBe(customer.code);
        expect(await latest.first().getAttribute("href")).toBe(`/panel/booking-history/${customer.bookingId}`);

        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `dashboard-admin-${lang}-${viewport.name}`);
        await page.close();
      }
      await context.close();
    });

  it("leads from the pending figure to the pending bookings", async () => {
    const context = await asUser("admin");
    const page = await context.newPage();
    await open(page, "/panel?lang=en");
    await page.getByTestId("figure-pending-link").click();
    await page.waitForURL(/\/panel\/booking-history\?status=pending$/);
    await page.locator('[data-testid="row-code"]').first().waitFor();
    expect(await page.getByText(customer.code, { exact: true }).count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe("customer dashboard", () => {
  for (const viewport of VIEWPORTS)
    it(`shows the customer's booking, next trip and outstanding banner in three languages (${viewport.name})`, async () => {
      expect(customer.bookingId).not.toBe("");
      const context = await asUser(customer.username, customer.password, viewport.size);
      for (const lang of LANGS) {
        const api = await dashboardOf<CustomerDashboardDto>(context, lang);
        expect(api.role).toBe("customer");
        expect(api.bookings.total).toBe(1);
        expect(api.outstanding).toMatchObject({ bookings: 1, booking_id: customer.bookingId });
        expect(api.next_departure).toMatchObject({ booking_id: customer.bookingId, tour: { id: customer.tourId } });
        const page = await context.newPage();
        await open(page, `/panel?lang=${lang}`);
        expect(await page.locator("html").getAttribute("lang")).toBe(htmlLang[lang]);
        await page.locator('[data-testid="dashboard"][data-role="customer"]').waitFor();

        const banner = page.getByTestId("dashboard-outstanding");
        expect(plain(await banner.textContent())).toContain(OUTSTANDING[lang]);
        expect(plain(await banner.textContent())).toContain(
          plain(formatMoney(api.outstanding?.amount ?? 0, api.currency as Currency, lang)),
        );
        expect(await banner.getByTestId("outstanding-pay").getAttribute("href")).toBe(
          `/panel/booking-history/${customer.bookingId}?pay=1`,
        );

        expect(await page.getByTestId("next-tour").textContent()).toBe(api.next_departure?.tour.name);
        expect(await page.getByTestId("next-countdown").getAttribute("data-days")).toBe(
          String(api.next_departure?.days_left),
        );
        const mine = page.getByTestId("my-booking");
        expect(await mine.count()).toBe(1);
        expect(await mine.first().textContent()).toBe(customer.code);
        // Nothing of the admin's view.
        expect(await page.getByTestId("figure-revenue").count()).toBe(0);
        expect(await page.getByTestId("upcoming-departure").count()).toBe(0);

        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `dashboard-customer-${lang}-${viewport.name}`);
        await page.close();
      }
      await context.close();
    });

  it("opens the payment dialog from the banner's pay link", async () => {
    const context = await asUser(customer.username, customer.password, PHONE);
    const page = await context.newPage();
    await open(page, "/panel?lang=en");
    await page.getByTestId("outstanding-pay").click();
    await page.waitForURL(new RegExp(`/panel/booking-history/${customer.bookingId}`));
    await page.getByTestId("pay-dialog").waitFor();
    await context.close();
  });
});

describe("who sees a dashboard", () => {
  it("sends a visitor away from /panel and answers the API with 401", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, "/panel?lang=en");
    expect(new URL(page.url()).pathname).not.toBe("/panel");
    expect((await context.request.get("/api/dashboard")).status()).toBe(401);
    await context.close();
  });
});

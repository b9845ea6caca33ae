/**
 * Error pages and small confusions (issue 13): the storefront 404 keeps the site's header and
 * footer; an admin address opened by a customer says "no access" with the login-first hint
 * (docs/product.md §Errors and input); a bare /checkout goes to the packages with a message; the booking's
 * cancel dialog does not offer "Batal" beside "Batalkan pemesanan"; the invoice fits a phone and
 * still prints on A4.
 */
import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  axeViolations,
  baseURL,
  DESKTOP,
  launch,
  loginContext,
  newContext,
  PHONE,
  screenshot,
  waitForHydration,
} from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

type Lang = "id" | "en" | "my";
const LANGS: Lang[] = ["id", "en", "my"];
const htmlLang: Record<Lang, string> = { id: "id", en: "en", my: "ms" };
const loginFirst: Record<Lang, string> = {
  id: "Login terlebih dahulu untuk melanjutkan.",
  en: "You should login first to continue.",
  my: "Sila log masuk terlebih dahulu untuk meneruskan.",
};
const chooseFirst: Record<Lang, RegExp> = {
  id: /Pilih paket yang ingin Anda pesan terlebih dahulu/,
  en: /Choose the package you want to book first/,
  my: /Pilih pakej yang ingin anda tempah terlebih dahulu/,
};

describe("storefront 404", () => {
  for (const lang of LANGS)
    it(`${lang}: an unknown address answers 404 inside the storefront's header and footer`, async () => {
      for (const [viewport, name] of [
        [DESKTOP, "desktop"],
        [PHONE, "phone"],
      ] as const) {
        const context = await newContext(browser, viewport);
        const page = await context.newPage();
        const res = await page.goto(`/no-such-page?lang=${lang}`);
        expect(res?.status()).toBe(404);
        expect(await page.locator("html").getAttribute("lang")).toBe(htmlLang[lang]);
        await page.getByTestId("error-404").waitFor();
        expect(await page.locator("header").count()).toBeGreaterThan(0);
        expect(await page.locator("footer").count()).toBeGreaterThan(0);
        expect(await page.getByTestId("language-selector").count()).toBeGreaterThan(0);
        await waitForHydration(page);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `error-404-${lang}-${name}`);
        await context.close();
      }
    });
});

describe("an admin address opened by a customer", () => {
  for (const lang of LANGS)
    it(`${lang}: answers 403 with the login-first hint and a way to log in with another account`, async () => {
      for (const [viewport, name] of [
        [DESKTOP, "desktop"],
        [PHONE, "phone"],
      ] as const) {
        const context = await newContext(browser, viewport);
        await loginContext(context, "customer");
        const page = await context.newPage();
        const res = await page.goto(`/panel/customer?lang=${lang}`);
        expect(res?.status()).toBe(403);
        expect(await page.getByTestId("error-login-first").textContent()).toContain(loginFirst[lang]);
        await page.getByTestId("error-switch").waitFor();
        // Inside the site's header, navigation and footer, as the 404 (issue 26).
        expect(await page.locator("header").count()).toBeGreaterThan(0);
        expect(await page.locator("header nav").count()).toBeGreaterThan(0);
        expect(await page.locator("footer").count()).toBeGreaterThan(0);
        expect(await page.getByTestId("language-selector").count()).toBeGreaterThan(0);
        expect(await page.locator("main#main [data-testid=error-403]").count()).toBe(1);
        await waitForHydration(page);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `error-403-${lang}-${name}`);
        if (lang === "en" && name === "desktop") {
          // Logging in as someone else: the session ends, the login page comes back here after.
          await page.getByTestId("error-switch").click();
          await page.waitForURL(/\/login\?redirect=/);
          expect(new URL(page.url()).searchParams.get("redirect")).toBe("/panel/customer?lang=en");
          expect((await context.request.get("/api/me")).status()).toBe(401);
        }
        await context.close();
      }
    });
});

describe("a bare /checkout", () => {
  for (const lang of LANGS)
    it(`${lang}: goes to the packages with a message to choose one first`, async () => {
      const context = await newContext(browser, PHONE);
      const page = await context.newPage();
      const res = await page.goto(`/checkout?lang=${lang}`);
      expect(res?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe("/tour");
      expect(await page.getByTestId("tour-choose-first").textContent()).toMatch(chooseFirst[lang]);
      expect(await page.locator("html").getAttribute("lang")).toBe(htmlLang[lang]);
      await context.close();
    });

  it("keeps a broken package id a 404", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    expect((await page.goto("/checkout?tour_id=abc"))?.status()).toBe(404);
    await context.close();
  });
});

interface BookingRow {
  id: string;
  status: string;
}

async function customerBookings(context: BrowserContext): Promise<BookingRow[]> {
  const res = await context.request.get("/api/booking?limit=-1");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: BookingRow[] }).data;
}

function isoDay(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A fresh pending booking of the demo customer (as booking-panel.spec.ts makes one). */
async function pendingBooking(customer: BrowserContext): Promise<string> {
  const tours = (await (await customer.request.get("/api/tour?limit=-1")).json()) as {
    data: {
      id: number;
      min_pax: number;
      max_pax: number | null;
      next_departure: { id: number; seats_left: number; bookable: boolean } | null;
    }[];
  };
  const tour = tours.data.find((t) => t.next_departure?.bookable && t.next_departure.seats_left >= 1 && t.min_pax <= 1);
  expect(tour, "a published package with a bookable departure for 1 pax").toBeTruthy();
  const res = await customer.request.post("/api/booking", {
    headers: { origin: baseURL(), "Idempotency-Key": randomUUID() },
    data: {
      tour_id: tour?.id,
      time_id: tour?.next_departure?.id,
      pax: 1,
      detail_ids: [],
      booking_name: "Uji Dialog Batal",
      special_request: null,
      guests: [
        {
          full_name: "Tamu Dialog",
          gender: "male",
          birth_date: "1985-06-01",
          birth_place: "Bandung",
          marital_status: "married",
          job: "Guru",
          job_address: "Jl. Merdeka 1",
          passport_number: `DLG${Date.now().toString().slice(-7)}`,
          ic_number: null,
          passport_issue_date: isoDay(-400),
          passport_expiry_date: isoDay(365 * 5),
          visa: "have",
          visa_file_id: null,
          heir_name: "Ahli Waris",
          heir_relationship: "Anak",
          phone: "+62 812 1111 2222",
          email: "tamu.dialog@example.com",
          postal_code: "40111",
          country: "ID",
          state: "Jawa Barat",
          address: "Jl. Asia Afrika 10",
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
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const cancelWords = [
  ["id", "Tidak jadi", "Ya, batalkan pemesanan"],
  ["my", "Kembali", "Ya, batalkan tempahan"],
  ["en", "Keep the booking", "Yes, cancel the booking"],
] as const;

describe("cancelling a booking", () => {
  it("the customer's dialog says 'Tidak jadi' / 'Ya, batalkan pemesanan' (id), 'Kembali' / 'Ya, batalkan tempahan' (my), and keeping changes nothing", async () => {
    const context = await newContext(browser);
    await loginContext(context, "customer");
    const id = await pendingBooking(context);
    const page = await context.newPage();
    for (const [lang, keep, yes] of cancelWords) {
      await page.goto(`/panel/booking-history/${id}?lang=${lang}`);
      await page.getByTestId("booking-cancel").click();
      // The cancel dialog (decision 056): its own two buttons besides the close cross.
      const dialog = page.getByTestId("cancel-dialog");
      await dialog.getByTestId("cancel-form").waitFor();
      expect(await dialog.getByTestId("cancel-keep").textContent()).toBe(keep);
      expect(await dialog.getByTestId("cancel-submit").textContent()).toBe(yes);
      await screenshot(page, `cancel-dialog-${lang}`);
      await dialog.getByTestId("cancel-keep").click();
      await dialog.waitFor({ state: "detached" });
    }
    expect((await customerBookings(context)).find((x) => x.id === id)?.status).toBe("pending");

    // The admin's "cancel" status move asks with the same words.
    const admin = await newContext(browser);
    await loginContext(admin, "admin");
    const panel = await admin.newPage();
    for (const [lang, keep, yes] of cancelWords) {
      await panel.goto(`/panel/booking-history/${id}?lang=${lang}`);
      await panel.getByTestId("status-action-canceled").click();
      await panel.getByTestId("cancel-form").waitFor();
      expect(await panel.getByTestId("cancel-keep").textContent()).toBe(keep);
      expect(await panel.getByTestId("cancel-submit").textContent()).toBe(yes);
      await panel.getByTestId("cancel-keep").click();
      await panel.getByTestId("cancel-dialog").waitFor({ state: "detached" });
    }
    await admin.close();
    await context.close();
  }, 240_000);
});

describe("the invoice", () => {
  it("fits a 390 px phone without sideways scrolling, and still prints on A4", async () => {
    const context = await newContext(browser, PHONE);
    await loginContext(context, "customer");
    const bookings = await customerBookings(context);
    expect(bookings.length).toBeGreaterThan(0);
    const page = await context.newPage();
    // Every demo invoice of the customer: some have extras, payments and bank accounts, some not.
    for (const [i, b] of bookings.entries()) {
      for (const lang of i === 0 ? LANGS : (["id"] as const)) {
        const res = await page.goto(`/panel/booking-history/${b.id}/print?lang=${lang}`);
        expect(res?.status()).toBe(200);
        await page.getByTestId("invoice").waitFor();
        const widths = await page.evaluate(() => ({
          doc: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
          // Each table's own scroller: no table needs to be scrolled sideways either.
          tables: [...document.querySelectorAll("[data-testid=invoice] table")].map((t) => {
            const box = t.parentElement as HTMLElement;
            return { id: t.getAttribute("data-testid"), scroll: box.scrollWidth, client: box.clientWidth };
          }),
        }));
        // No word broken over two lines ("Perem puan", "Dikonfir masi": issue 26): each word of
        // the sheet, measured on its own, lies on one line.
        const split = await page.evaluate(() => {
          const out: string[] = [];
          const sheet = document.querySelector("[data-testid=invoice]") as HTMLElement;
          const walker = document.createTreeWalker(sheet, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? "";
            // A word: letters, or a number with its separators ("35.000.000"). Markup-like text
            // another journey left in a name ("</noscript><img") may break where the browser may
            // break it (after "/"), like any URL; its words may not.
            for (const m of text.matchAll(/[\p{L}\p{N}]+(?:[.,'’][\p{L}\p{N}]+)*/gu)) {
              if (m[0].length < 2) continue;
              const range = document.createRange();
              range.setStart(node, m.index);
              range.setEnd(node, m.index + m[0].length);
              const rects = [...range.getClientRects()].filter((r) => r.width > 0);
              const tops = new Set(rects.map((r) => Math.round(r.top)));
              // A token longer than its box is wide (a bank name with no space in 40 characters,
              // left by another journey) can only be broken; words that fit must not be.
              const box = node.parentElement?.closest("td, th, p, dd, dt, li, div") as HTMLElement | null;
              const width = rects.reduce((sum, r) => sum + r.width, 0);
              if (tops.size > 1 && (!box || width <= box.clientWidth)) out.push(m[0]);
            }
          }
          return out;
        });
        expect(split, `${b.id} ${lang}: words broken over two lines`).toEqual([]);
        expect(widths.doc, `${b.id} ${lang}`).toBeLessThanOrEqual(widths.viewport);
        for (const t of widths.tables) expect(t.scroll, `${b.id} ${lang} ${t.id}`).toBeLessThanOrEqual(t.client);
        if (i === 0) await screenshot(page, `invoice-${lang}-phone`);
      }
    }
    // Print keeps the A4 sheet (the page's @page rule): 595 x 842 points.
    await page.goto(`/panel/booking-history/${bookings[0].id}/print?lang=en`);
    await page.emulateMedia({ media: "print" });
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
    const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
    expect(box, "a page box in the PDF").not.toBeNull();
    expect(Math.round(Number(box?.[1]))).toBe(595);
    expect(Math.round(Number(box?.[2]))).toBe(842);
    await context.close();
  }, 240_000);
});

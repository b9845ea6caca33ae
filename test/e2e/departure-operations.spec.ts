/**
 * Issue 31's journey in Chromium (decision 081): a customer registered on a phone in Malay books one
 * guest on an umrah departure with the ministry's data and pays in full through the payment
 * sandbox; the owner invites an operations clerk, who on a desktop in English fills the
 * departure's flight, the guest's ticket, the hotels with their Nusuk references and the tour
 * leader, marks the guest's visa submitted then records it issued with its file, records the guest
 * present at a manasik session, hands over the guest's kit (paid in full: no override asked) and
 * downloads the SISKOPATUH file; the customer then sees the flight, the hotels, the ticket and the
 * issued visa on their booking, in Malay on a phone. Each screen axe-clean and photographed.
 * Nobody sets anything in the database by hand.
 */
import { randomBytes, randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "#app/locales/en/operations.json";
import type { BookingDto, CheckoutInput } from "#app/modules/booking/booking.contract";
import type { TourDetailDto, TourSummaryDto } from "#app/modules/catalog/catalog.contract";
import { invitedStaff, type Person } from "./agents";
import { axeViolations, baseURL, DESKTOP, launch, loginContext, newContext, open, PHONE, screenshot } from "./browser";

let browser: Browser;
let jpeg: Buffer;
/** The operations clerk's desktop, kept from screen to screen as they go through the departure's nav. */
let clerk: BrowserContext | undefined;
let page: Page;

const suffix = randomBytes(3).toString("hex");
const serial = String(Date.now());
const customer: Person = {
  name: "Aminah binti Yusof",
  username: `aminah${suffix}`,
  email: `aminah.${suffix}@example.test`,
  password: `Umrah-${suffix}-2026`,
};
const operations: Person = {
  name: `Rudi Operasional ${suffix}`,
  username: `rudi${suffix}`,
  email: `rudi.${suffix}@example.test`,
  password: `Operasi-${suffix}-2026`,
};

/**
 * The pilgrim, with every field the ministry asks (wip-ministry's guestInput): she lives in
 * Gegerkalong, Sukasari, Kota Bandung, Jawa Barat (idn-area-data's village 32.73.01.1002).
 */
const guest = {
  full_name: "Siti Rahmawati",
  father_name: "Ahmad Hidayat",
  passport_name: "SITI RAHMAWATI",
  passport_office: "Kantor Imigrasi Kelas I Bandung",
  passport_number: `C${serial.slice(-7)}`,
  birth_date: "1985-03-14",
  birth_place: "Bandung",
  ic_number: "3273015403850002",
  region_code: "32.73.01.1002",
  village: "GEGERKALONG",
  phone: "+62 812 2233 4455",
};

/** What the clerk types, and what the customer then reads. */
const trip = {
  airline: "SV",
  flightNumber: "817",
  pnr: suffix.toUpperCase(),
  ticket: `065${serial.slice(-10)}`,
  tourLeader: "Ustaz Farhan Hakim",
  tourLeaderPhone: "+62 812 7000 3131",
  visaNumber: `60${serial.slice(-8)}`,
  manasikPlace: "Aula Masjid Al-Ikhlas, Bandung",
  manasikTeacher: "Ustaz Hasan Basri",
  kitItem: { id: "Koper kabin", en: "Cabin suitcase", my: "Beg kabin" },
};
/** The hotel the clerk books in each hotel city of the package. */
const HOTELS: Record<string, string> = {
  Makkah: "Pullman Zamzam Makkah",
  Madinah: "Anwar Al Madinah Movenpick",
};
const hotelIn = (city: string) => HOTELS[city] ?? `Grand ${city} Hotel`;

const state = {
  tourId: 0,
  timeId: 0,
  start: "",
  end: "",
  bookingId: "",
  bookingCode: "",
  /** The stays as saved: city, hotel, Nusuk reference. */
  stays: [] as { city: string; hotel: string; nusuk: string }[],
};

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

const apiCall = (p: Page, method: string, path: RegExp) =>
  p.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));

/** Waits for the toast a write asked for (axe reads the page with it). */
const toastShown = (p: Page, text: string) => p.getByText(text).first().waitFor();

const noSidewaysScroll = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * An umrah package (wip-ministry's `kind`) selling one seat to one guest on a bookable departure,
 * with hotel cities and a trip long enough to give each city a night at least.
 */
async function umrahDeparture(context: BrowserContext) {
  const list = await context.request.get("/api/tour?limit=-1&lang=my");
  expect(list.status()).toBe(200);
  const umrah = ((await list.json()) as { data: TourSummaryDto[] }).data.filter((t) => t.kind === "umrah");
  for (const { id } of umrah) {
    const tour = ((await (await context.request.get(`/api/tour/${id}?lang=my`)).json()) as { data: TourDetailDto })
      .data;
    if (tour.min_pax > 1 || tour.hotel_cities.length === 0) continue;
    const departure = tour.departures.find(
      (d) => d.bookable && d.seats_left >= 1 && daysBetween(d.start_date, d.end_date) >= tour.hotel_cities.length,
    );
    if (departure)
      return { tourId: tour.id, timeId: departure.id, start: departure.start_date, end: departure.end_date };
  }
  throw new Error("the demo data has no umrah package with hotel cities and a seat for one guest");
}

/** The departure's operations screen `key`, reached through the departure's nav. */
async function goTo(key: "visas" | "manasik" | "kits" | "ministry") {
  await page.getByTestId(`departure-nav-${key}`).click();
  await page.waitForURL(`**/panel/tour/${state.tourId}/time/${state.timeId}/${key}`);
  // The URL changes before the new screen has rendered its nav: wait for the link to say so.
  await expect.poll(() => page.getByTestId(`departure-nav-${key}`).getAttribute("aria-current")).toBe("page");
}

beforeAll(async () => {
  browser = await launch();
  jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 235, g: 240, b: 230 } } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await clerk?.close();
  await browser?.close();
});

describe("departure operations: flights, hotels, visas, manasik, kits and SISKOPATUH", () => {
  it("a customer registers on a phone in Malay, books one guest with the ministry's data and pays in full", async () => {
    const context = await newContext(browser, PHONE);
    const register = await context.newPage();
    await open(register, "/register?lang=my");
    const form = register.locator("form").filter({ has: register.getByTestId("register-submit") });
    await form.locator('[name="name"]').fill(customer.name);
    await form.locator('[name="email"]').fill(customer.email);
    await form.locator('[name="username"]').fill(customer.username);
    await form.locator('[name="password"]').fill(customer.password);
    await form.locator('[name="password_confirmation"]').fill(customer.password);
    await form.locator('[name="phone"]').fill(`+60 12-${serial.slice(-7, -4)} ${serial.slice(-4)}`);
    await register.getByTestId("register-submit").click();
    await register.waitForURL((url) => url.pathname === "/panel");

    const found = await umrahDeparture(context);
    Object.assign(state, found);
    const body = {
      tour_id: found.tourId,
      time_id: found.timeId,
      pax: 1,
      detail_ids: [],
      booking_name: customer.name,
      special_request: null,
      guests: [
        {
          full_name: guest.full_name,
          gender: "female",
          birth_date: guest.birth_date,
          birth_place: guest.birth_place,
          marital_status: "married",
          job: "Guru",
          job_address: null,
          passport_number: guest.passport_number,
          ic_number: guest.ic_number,
          passport_issue_date: addDays(today(), -400),
          passport_expiry_date: addDays(today(), 2000),
          visa: null,
          visa_file_id: null,
          heir_name: "Aminah binti Yusof",
          heir_relationship: "Anak",
          phone: guest.phone,
          email: null,
          postal_code: "40153",
          country: "ID",
          state: "Jawa Barat",
          address: "Jl. Gegerkalong Hilir No. 47",
          company: null,
          // The ministry's data (decision 081), asked by an umrah package's checkout.
          father_name: guest.father_name,
          passport_name: guest.passport_name,
          passport_office: guest.passport_office,
          region_code: guest.region_code,
          education: "bachelor",
          occupation: "civil_servant",
          nationality: "ID",
        },
      ],
      payment_type: "full",
      payment_method: "online",
      terms: true,
      data_consent: true,
      agreement: true,
    } satisfies CheckoutInput;
    const res = await context.request.post("/api/booking?lang=my", {
      headers: { origin: baseURL(), "idempotency-key": randomUUID() },
      data: body,
    });
    expect(res.status(), await res.text()).toBe(201);
    const booking = ((await res.json()) as { data: BookingDto }).data;
    state.bookingId = booking.id;
    state.bookingCode = booking.code;
    expect(booking.tour?.kind).toBe("umrah");
    // The ministry's data was kept, not dropped.
    expect(booking.guests[0]).toMatchObject({
      father_name: guest.father_name,
      passport_name: guest.passport_name,
      passport_office: guest.passport_office,
      region_code: guest.region_code,
      education: "bachelor",
      occupation: "civil_servant",
      nationality: "ID",
    });

    // Paid in full through the sandbox, from the booking page's pay dialog.
    const pay = await context.newPage();
    await pay.goto(`/panel/booking-history/${state.bookingId}?pay=1&lang=my`);
    const dialog = pay.getByTestId("pay-dialog");
    await dialog.getByTestId("pay-online-form").waitFor();
    await dialog.getByTestId("pay-online-submit").click();
    await pay.waitForURL(/\/payment\/sandbox\/sbx_[0-9a-f]{24}/);
    await pay.getByTestId("sandbox-approve").click();
    await pay.waitForURL((url) => url.pathname === "/payment/success");
    await expect
      .poll(() => pay.getByTestId("online-status").getAttribute("data-state"), { timeout: 20_000 })
      .toBe("confirmed");
    await expect
      .poll(
        async () =>
          ((await (await context.request.get(`/api/booking/${state.bookingId}`)).json()) as { data: BookingDto }).data
            .status,
        { timeout: 20_000 },
      )
      .toBe("paid");
    await context.close();
  }, 120_000);

  it("an operations clerk (desktop, English) fills the flight, the ticket, the hotels and the tour leader", async () => {
    await invitedStaff(browser, operations, "operations");
    clerk = await newContext(browser, DESKTOP);
    await loginContext(clerk, operations.username, operations.password);
    page = await clerk.newPage();

    // From the package's departures to the departure's operations.
    await open(page, `/panel/tour/${state.tourId}?lang=en`);
    await page
      .locator(`a[data-testid="departure-operations"][href="/panel/tour/${state.tourId}/time/${state.timeId}/travel"]`)
      .click();
    await page.waitForURL(`**/panel/tour/${state.tourId}/time/${state.timeId}/travel`);
    await page.getByTestId("travel-flights").waitFor();
    expect(await page.getByTestId("departure-nav-travel").getAttribute("aria-current")).toBe("page");

    // A leg CGK → JED, each end on its airport's clock.
    await page.getByTestId("leg-add").click();
    const leg = page.getByTestId("leg-dialog");
    await leg.getByTestId("leg-airline").fill(trip.airline);
    await leg.getByTestId("leg-flight-number").fill(trip.flightNumber);
    await leg.getByTestId("leg-origin").fill("CGK");
    await leg.getByTestId("leg-departs-local").fill(`${state.start}T10:25`);
    await leg.getByTestId("leg-destination").fill("JED");
    await leg.getByTestId("leg-arrives-local").fill(`${state.start}T16:05`);
    await leg.getByTestId("leg-pnr").fill(trip.pnr);
    const added = apiCall(page, "POST", new RegExp(`^/api/departures/${state.timeId}/flights$`));
    await leg.getByTestId("leg-save").click();
    expect((await added).ok()).toBe(true);
    await leg.waitFor({ state: "detached" });
    await toastShown(page, en.travel.flight_added);
    const row = page.getByTestId("leg-row").filter({ hasText: `${trip.airline} ${trip.flightNumber}` });
    expect(await row.textContent()).toContain(trip.pnr);
    // 10:25 in Jakarta and 16:05 in Jeddah, whatever the browser's own zone.
    expect(await row.getByTestId("leg-departs").textContent()).toMatch(/10[.:]25/);
    expect(await row.getByTestId("leg-arrives").textContent()).toMatch(/16[.:]05/);

    // The guest's e-ticket number.
    const ticketRow = page.getByTestId("ticket-row").filter({ hasText: state.bookingCode });
    await ticketRow.getByTestId("ticket-input").fill(trip.ticket);
    const tickets = apiCall(page, "PUT", new RegExp(`^/api/departures/${state.timeId}/tickets$`));
    await page.getByTestId("tickets-save").click();
    expect((await tickets).ok()).toBe(true);
    await toastShown(page, en.travel.tickets_saved);
    await expect.poll(() => ticketRow.getByTestId("ticket-input").inputValue()).toBe(`065-${trip.ticket.slice(3)}`);

    // Each hotel city's stay: its dates (unless already given), the hotel and its Nusuk reference.
    const stays = page.getByTestId("hotel-stay");
    const count = await stays.count();
    expect(count).toBeGreaterThan(0);
    const nights = daysBetween(state.start, state.end);
    state.stays = [];
    for (let i = 0; i < count; i++) {
      const stay = stays.nth(i);
      const city = ((await stay.locator("legend").textContent()) ?? "").trim();
      const checkIn = stay.getByTestId("hotel-check_in");
      const checkOut = stay.getByTestId("hotel-check_out");
      if (!(await checkIn.inputValue()) || !(await checkOut.inputValue())) {
        await checkIn.fill(addDays(state.start, Math.floor((i * nights) / count)));
        await checkOut.fill(addDays(state.start, Math.floor(((i + 1) * nights) / count)));
      }
      const saved = { city, hotel: hotelIn(city), nusuk: `NSK-${suffix.toUpperCase()}-${i + 1}` };
      await stay.getByTestId("hotel-hotel").fill(saved.hotel);
      await stay.getByTestId("hotel-nusuk_ref").fill(saved.nusuk);
      state.stays.push(saved);
    }
    const hotels = apiCall(page, "PUT", new RegExp(`^/api/departures/${state.timeId}/hotels$`));
    await page.getByTestId("hotels-save").click();
    expect((await hotels).ok()).toBe(true);
    await toastShown(page, en.travel.hotels_saved);
    for (const s of state.stays) {
      const stay = stays.filter({ hasText: s.city });
      expect(await stay.getByTestId("hotel-hotel").inputValue()).toBe(s.hotel);
      expect(await stay.getByTestId("hotel-nusuk_ref").inputValue()).toBe(s.nusuk);
    }

    // The tour leader the pilgrims will call.
    await page.getByTestId("briefing-tour-leader").fill(trip.tourLeader);
    await page.getByTestId("briefing-tour-leader-phone").fill(trip.tourLeaderPhone);
    const briefing = apiCall(page, "PUT", new RegExp(`^/api/departures/${state.timeId}/briefing$`));
    await page.getByTestId("briefing-save").click();
    expect((await briefing).ok()).toBe(true);
    await toastShown(page, en.travel.briefing.saved);

    const travel = await clerk.request.get(`/api/departures/${state.timeId}/travel`);
    expect(travel.status()).toBe(200);
    expect(((await travel.json()) as { data: { briefing: { tour_leader: string } } }).data.briefing.tour_leader).toBe(
      trip.tourLeader,
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "departure-travel-en-desktop");
  }, 120_000);

  it("marks the guest's visa submitted, then records it issued with its number, dates and file", async () => {
    await goTo("visas");
    await page.getByTestId("visa-readiness").waitFor();
    // The table on a desktop (the phone's cards are in the page too, hidden).
    const row = page.getByTestId("visa-table").getByTestId("visa-row").filter({ hasText: state.bookingCode });
    expect(await row.locator("[data-status]").first().getAttribute("data-status")).toBe("waiting");

    await row.getByTestId("visa-choose").check();
    await page.getByTestId("visa-mark-submitted").click();
    const marked = apiCall(page, "POST", new RegExp(`^/api/departures/${state.timeId}/visas/submitted$`));
    await page.getByRole("alertdialog").getByRole("button", { name: en.visa.mark_submitted }).click();
    expect((await marked).ok()).toBe(true);
    await toastShown(page, en.visa.done.marked_one.replace("{{count}}", "1"));
    await expect.poll(() => row.locator("[data-status]").first().getAttribute("data-status")).toBe("submitted");

    await row.getByTestId("visa-record").click();
    const dialog = page.getByTestId("visa-dialog");
    await dialog.getByTestId("visa-form").waitFor();
    await dialog.getByTestId("visa-to-issued").check();
    await dialog.getByTestId("visa-number").fill(trip.visaNumber);
    await dialog.getByTestId("visa-issued-on").fill(addDays(today(), -3));
    await dialog.getByTestId("visa-expires-on").fill(addDays(state.end, 30));
    // Valid on the return day: no warning.
    expect(await dialog.getByTestId("visa-expiry-warning").count()).toBe(0);
    await dialog.getByTestId("visa-file").setInputFiles({ name: "visa.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await dialog.getByTestId("visa-file-done").waitFor();
    const recorded = apiCall(page, "PUT", new RegExp(`^/api/departures/${state.timeId}/guest/\\d+/visa$`));
    await dialog.getByTestId("visa-save").click();
    expect((await recorded).status()).toBe(200);
    await dialog.waitFor({ state: "detached" });
    await toastShown(page, en.visa.done.issued);
    await expect.poll(() => row.locator("[data-status]").first().getAttribute("data-status")).toBe("issued");
    expect(await row.textContent()).toContain(trip.visaNumber);
    await row.getByTestId("visa-file-link").waitFor();

    // Its history: submitted, then issued.
    await row.getByTestId("visa-open-history").click();
    const history = page.getByTestId("visa-history");
    await history.getByTestId("visa-history-list").waitFor();
    expect(await history.getByTestId("visa-history-event").count()).toBe(2);
    expect(await history.getByTestId("visa-history-event").last().textContent()).toContain(trip.visaNumber);
    await page.keyboard.press("Escape");
    await history.waitFor({ state: "detached" });

    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "departure-visas-en-desktop");
  }, 90_000);

  it("adds a manasik session and records the guest present", async () => {
    await goTo("manasik");
    await page.getByTestId("manasik-sessions").waitFor();
    await page.getByTestId("manasik-add").click();
    const dialog = page.getByTestId("manasik-dialog");
    await dialog.getByTestId("manasik-starts-at").fill(`${addDays(state.start, -7)}T09:00`);
    await dialog.getByTestId("manasik-place").fill(trip.manasikPlace);
    await dialog.getByTestId("manasik-teacher").fill(trip.manasikTeacher);
    const created = apiCall(page, "POST", new RegExp(`^/api/departures/${state.timeId}/manasik$`));
    await dialog.getByTestId("manasik-session-save").click();
    expect((await created).ok()).toBe(true);
    await dialog.waitFor({ state: "detached" });
    await toastShown(page, en.done.session_created);
    const session = page.getByTestId("manasik-session").filter({ hasText: trip.manasikPlace });
    await session.waitFor();

    // The attendance shown is the first session's: this one is chosen when the departure has more.
    const chooser = page.getByTestId("attendance-session");
    if ((await chooser.count()) > 0) {
      const value = await chooser.locator("option", { hasText: trip.manasikPlace }).getAttribute("value");
      await chooser.selectOption(value ?? "");
    }
    const guests = await page.getByTestId("attendance-row").count();
    const mine = page.getByTestId("attendance-row").filter({ hasText: state.bookingCode });
    await mine.getByTestId("attendance-tick").check();
    const saved = apiCall(page, "PUT", new RegExp(`^/api/departures/${state.timeId}/manasik/\\d+/attendance$`));
    await page.getByTestId("attendance-save").click();
    expect((await saved).ok()).toBe(true);
    await toastShown(page, en.done.attendance_saved);
    expect(await mine.getByTestId("attendance-tick").isChecked()).toBe(true);
    await expect
      .poll(() => session.getByTestId("manasik-session-counts").textContent())
      .toBe(en.manasik.counts.replace("{{present}}", "1").replace("{{absent}}", String(guests - 1)));

    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "departure-manasik-en-desktop");
  }, 90_000);

  it("hands over the guest's kit at the office: paid in full, no override asked", async () => {
    await goTo("kits");
    await page.getByTestId("kit-guests").waitFor();

    // The package's kit: an item for everyone when it has none yet.
    if ((await page.getByTestId("kit-item").count()) === 0) {
      await page.getByTestId("kit-item-add").click();
      const dialog = page.getByTestId("kit-item-dialog");
      await dialog.getByTestId("kit-item-name-id").fill(trip.kitItem.id);
      for (const lang of ["en", "my"] as const) {
        await dialog.getByTestId(`lang-tab-${lang}`).click();
        await dialog.getByTestId(`kit-item-name-${lang}`).fill(trip.kitItem[lang]);
      }
      await dialog.getByTestId("kit-item-for").selectOption("all");
      const created = apiCall(page, "POST", new RegExp(`^/api/departures/${state.timeId}/kit/items$`));
      await dialog.getByTestId("kit-item-save").click();
      expect((await created).ok()).toBe(true);
      await dialog.waitFor({ state: "detached" });
      await page.getByTestId("kit-item").filter({ hasText: trip.kitItem.en }).waitFor();
    }

    const mine = page.getByTestId("kit-guest").filter({ hasText: state.bookingCode });
    await mine.getByTestId("kit-handover").click();
    const dialog = page.getByTestId("kit-handover-dialog");
    await dialog.getByTestId("kit-handover-form").waitFor();
    // Paid in full: neither the warning nor the reason for an exception.
    expect(await dialog.getByTestId("kit-not-paid").count()).toBe(0);
    expect(await dialog.getByTestId("kit-override-reason").count()).toBe(0);
    if ((await dialog.getByTestId("kit-size").count()) > 0)
      await dialog.getByTestId("kit-size").selectOption({ index: 1 });
    await dialog.getByTestId("kit-handover-pickup").check();
    await dialog.getByTestId("kit-handover-save").click();
    const handed = apiCall(page, "POST", new RegExp(`^/api/departures/${state.timeId}/guest/\\d+/kit$`));
    await page.getByRole("alertdialog").getByRole("button", { name: en.kits.handover, exact: true }).click();
    expect((await handed).ok()).toBe(true);
    await dialog.waitFor({ state: "detached" });
    await toastShown(page, en.done.kit_issued);
    await mine.getByTestId("kit-issued").waitFor();
    expect(await mine.getByTestId("kit-line").textContent()).toContain(en.kits.by.pickup);
    expect(await mine.getByTestId("kit-override").count()).toBe(0);

    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "departure-kits-en-desktop");
  }, 90_000);

  it("downloads the SISKOPATUH file: the ministry's columns and the guest's row", async () => {
    await goTo("ministry");
    await page.getByTestId("ministry-exports").waitFor();
    // Every field the ministry asks was given at the checkout.
    const row = page.getByTestId("ministry-table").getByTestId("ministry-row").filter({ hasText: state.bookingCode });
    expect(await row.getAttribute("data-complete")).toBe("true");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("ministry-export-siskopatuh").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^siskopatuh-.+\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.getWorksheet("SISKOPATUH");
    if (!sheet) throw new Error("the file has no SISKOPATUH sheet");
    const text = (v: ExcelJS.CellValue) => (v === null || v === undefined ? "" : String(v));
    const headers = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(text);
    expect(headers.slice(0, 8)).toEqual([
      "NO",
      "TITLE",
      "NAMA",
      "NAMA AYAH",
      "JENIS IDENTITAS",
      "NO IDENTITAS",
      "NAMA PASPOR",
      "NO PASPOR",
    ]);
    const cell = (values: ExcelJS.CellValue[], header: string) => {
      const at = headers.indexOf(header);
      expect(at, header).toBeGreaterThanOrEqual(0);
      return text(values[at]);
    };
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow((r, n) => {
      if (n > 1) rows.push((r.values as ExcelJS.CellValue[]).slice(1));
    });
    const mine = rows.find((r) => cell(r, "NO PASPOR") === guest.passport_number);
    if (!mine) throw new Error(`no row with passport ${guest.passport_number}`);
    expect(cell(mine, "NAMA")).toBe(guest.full_name);
    expect(cell(mine, "NAMA AYAH")).toBe(guest.father_name);
    expect(cell(mine, "NAMA PASPOR")).toBe(guest.passport_name);
    expect(cell(mine, "JENIS IDENTITAS")).toBe("NIK");
    expect(cell(mine, "NO IDENTITAS")).toBe(guest.ic_number);
    // dd-MM-yyyy, as the ministry's template writes dates.
    expect(cell(mine, "TANGGAL LAHIR")).toBe("14-03-1985");
    expect(cell(mine, "KELURAHAN")).toBe(guest.village);

    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "departure-ministry-en-desktop");
  }, 90_000);

  it("the customer on a phone in Malay sees the flight, the hotels, the ticket and the issued visa", async () => {
    const context = await newContext(browser, PHONE);
    await loginContext(context, customer.username, customer.password);
    const mine = await context.newPage();
    await open(mine, `/panel/booking-history/${state.bookingId}?lang=my`);
    const section = mine.getByTestId("booking-trip");
    await section.waitFor();

    // The flight, each end on its airport's clock; the PNR is staff's.
    const flight = section.getByTestId("trip-flight").filter({ hasText: `${trip.airline} ${trip.flightNumber}` });
    const departs = (await flight.getByTestId("trip-departs").textContent()) ?? "";
    expect(departs).toContain("CGK");
    expect(departs).toMatch(/10[.:]25/);
    const arrives = (await flight.getByTestId("trip-arrives").textContent()) ?? "";
    expect(arrives).toContain("JED");
    expect(arrives).toMatch(/16[.:]05/);
    expect(await flight.textContent()).not.toContain(trip.pnr);

    // Each city's hotel; the Nusuk reference is staff's.
    const hotels = section.getByTestId("trip-hotel");
    expect(await hotels.count()).toBe(state.stays.length);
    for (const s of state.stays) {
      const line = (await hotels.filter({ hasText: s.city }).textContent()) ?? "";
      expect(line).toContain(s.hotel);
      expect(line).not.toContain(s.nusuk);
    }
    expect(await section.getByTestId("trip-tour-leader").textContent()).toBe(trip.tourLeader);
    expect(await section.getByTestId("trip-manasik").textContent()).toContain(trip.manasikPlace);

    // The guest's ticket and visa: issued, in Malay ("Dikeluarkan", operations.json `visa.issued`), with its number.
    const pilgrim = section.getByTestId("trip-guest").filter({ hasText: guest.full_name });
    expect(await pilgrim.getByTestId("trip-ticket").textContent()).toBe(`065-${trip.ticket.slice(3)}`);
    const visa = pilgrim.getByTestId("trip-visa");
    expect(await visa.getAttribute("data-status")).toBe("issued");
    const visaText = (await visa.textContent()) ?? "";
    expect(visaText).toContain("Dikeluarkan");
    expect(visaText).toContain(trip.visaNumber);
    expect(await section.textContent()).not.toMatch(/\b(trip|visa)\.[a-z_]+\b/);

    expect(await noSidewaysScroll(mine)).toBe(true);
    expect(await axeViolations(mine)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await screenshot(mine, "departure-trip-my-phone");
    await context.close();
  }, 90_000);
});

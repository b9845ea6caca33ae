import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
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
  open as openHydrated,
} from "./browser";

/*
 * Pilgrim documents (issue 17) in the browser: a package asking exactly a passport scan and a
 * meningitis certificate (made through the API), a customer on a phone in Indonesian hands both
 * in for the guest of their booking, the admin rejects one with a reason and verifies the other,
 * the customer reads the reason and uploads again, the admin verifies, and the departure's
 * readiness board shows it ready.
 */

let browser: Browser;
let admin: BrowserContext;
let customer: BrowserContext;
const state = { tourId: 0, timeId: 0, bookingId: "" };
const write = { headers: { origin: "" } };
const REASON = "Foto paspor buram, halaman data terpotong";

function isoDay(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function open(page: Page, url: string) {
  await openHydrated(page, url);
  await page.getByTestId("booking-documents").waitFor();
}

const item = (page: Page, kind: string) => page.getByTestId(`document-${kind}`);
const statusOf = (page: Page, kind: string) => item(page, kind).getAttribute("data-status");

async function png(color: { r: number; g: number; b: number }) {
  return sharp({ create: { width: 600, height: 420, channels: 3, background: color } })
    .png()
    .toBuffer();
}
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** Chooses a file for one document, waits for the private upload, and sends it. */
async function handIn(page: Page, kind: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await item(page, kind).getByTestId("document-file").setInputFiles(file);
  await item(page, kind).getByTestId("document-file-done").waitFor();
  if (kind === "meningitis") {
    await item(page, kind).getByTestId("document-vaccine").selectOption("conjugate");
    await item(page, kind).getByTestId("document-vaccinated-on").fill(isoDay(-40));
  }
  await item(page, kind).getByTestId("document-submit").click();
  await expect.poll(() => statusOf(page, kind)).toBe("submitted");
}

beforeAll(async () => {
  browser = await launch();
  write.headers.origin = baseURL();
  admin = await newContext(browser, DESKTOP);
  await loginContext(admin, "admin");
  customer = await newContext(browser, PHONE);
  await loginContext(customer, "customer");

  // A package with one departure in 60 days, asking exactly a passport scan and a meningitis certificate.
  const code = `DOC${Date.now().toString().slice(-8)}`;
  const tour = await admin.request.post("/api/tour", {
    ...write,
    data: {
      code,
      name: { id: "Umrah Dokumen Uji", en: "Documents Test Umrah", my: "Umrah Ujian Dokumen" },
      base_price: 30_000_000,
      default_capacity: 20,
      status: "published",
    },
  });
  expect(tour.status(), await tour.text()).toBeLessThan(300);
  state.tourId = ((await tour.json()) as { data: { id: number } }).data.id;
  const time = await admin.request.post(`/api/tour/${state.tourId}/time`, {
    ...write,
    data: { start_date: isoDay(60), end_date: isoDay(69) },
  });
  expect(time.status(), await time.text()).toBeLessThan(300);
  state.timeId = ((await time.json()) as { data: { id: number } }).data.id;
  const req = await admin.request.put(`/api/tour/${state.tourId}/document-requirements`, {
    ...write,
    data: {
      requirements: [
        { kind: "passport", applies_to: "all", due_days: 30 },
        { kind: "meningitis", applies_to: "all", due_days: 14 },
      ],
    },
  });
  expect(req.status(), await req.text()).toBe(200);

  const booked = await customer.request.post("/api/booking", {
    headers: { origin: baseURL(), "Idempotency-Key": randomUUID() },
    data: {
      tour_id: state.tourId,
      time_id: state.timeId,
      pax: 1,
      detail_ids: [],
      booking_name: "Keluarga Dokumen",
      special_request: null,
      guests: [
        {
          full_name: "Siti Aminah",
          gender: "female",
          birth_date: "1985-04-12",
          birth_place: "Bandung",
          marital_status: "married",
          job: "Guru",
          job_address: "Jl. Sekolah 1",
          passport_number: `DC${Date.now().toString().slice(-7)}`,
          ic_number: "3273014412850001",
          passport_issue_date: isoDay(-400),
          passport_expiry_date: isoDay(365 * 5),
          visa: "have",
          visa_file_id: null,
          heir_name: "Ahmad",
          heir_relationship: "Suami",
          phone: "+62 812 5555 6666",
          email: "siti@example.com",
          postal_code: "40111",
          country: "ID",
          state: "Jawa Barat",
          address: "Jl. Asia Afrika 3",
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
  expect(booked.status(), await booked.text()).toBe(201);
  state.bookingId = ((await booked.json()) as { data: { id: string } }).data.id;
});
afterAll(async () => {
  await customer?.close();
  await admin?.close();
  await browser?.close();
});

describe("pilgrim documents", () => {
  it("the customer, on a phone in Indonesian, hands in a passport scan and a meningitis certificate", async () => {
    const page = await customer.newPage();
    await open(page, `/panel/booking-history/${state.bookingId}?lang=id`);
    expect(await page.getByTestId("booking-documents").locator("h2").textContent()).toBe("Dokumen");
    expect(await statusOf(page, "passport")).toBe("missing");
    expect(await item(page, "passport").textContent()).toContain("Batas");
    // Camera or file: the camera input asks phones for the back camera.
    expect(await item(page, "passport").getByTestId("document-camera").getAttribute("capture")).toBe("environment");
    expect(await axeViolations(page)).toEqual([]);

    await handIn(page, "passport", {
      name: "paspor.png",
      mimeType: "image/png",
      buffer: await png({ r: 30, g: 90, b: 160 }),
    });
    await handIn(page, "meningitis", { name: "sertifikat.pdf", mimeType: "application/pdf", buffer: PDF });
    expect(await page.getByTestId("documents-summary").textContent()).toContain("2 menunggu pemeriksaan");
    await screenshot(page, "documents-customer-phone-id");
    await page.close();
  });

  it("the admin rejects the passport with a reason and verifies the certificate, beside the guest's data", async () => {
    const page = await admin.newPage();
    await open(page, `/panel/booking-history/${state.bookingId}?lang=en`);
    const identity = page.getByTestId("document-identity");
    expect(await identity.textContent()).toContain("3273014412850001");
    await item(page, "passport").getByTestId("document-preview").waitFor();

    await item(page, "passport").getByTestId("document-reject").click();
    await page.getByTestId("document-reject-reason").fill(REASON);
    await page.getByTestId("document-reject-submit").click();
    await expect.poll(() => statusOf(page, "passport")).toBe("rejected");

    await item(page, "meningitis").getByTestId("document-verify").click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => statusOf(page, "meningitis")).toBe("verified");
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("the customer reads the reason and uploads the passport again", async () => {
    const page = await customer.newPage();
    await open(page, `/panel/booking-history/${state.bookingId}?lang=id`);
    expect(await statusOf(page, "passport")).toBe("rejected");
    expect(await item(page, "passport").getByTestId("document-rejection").textContent()).toContain(REASON);
    await handIn(page, "passport", {
      name: "paspor-baru.png",
      mimeType: "image/png",
      buffer: await png({ r: 20, g: 120, b: 60 }),
    });
    expect(await item(page, "passport").getByTestId("document-rejection").count()).toBe(0);
    await page.close();
  });

  it("the admin verifies the new scan: the booking's documents are complete", async () => {
    const page = await admin.newPage();
    await open(page, `/panel/booking-history/${state.bookingId}?lang=en`);
    await item(page, "passport").getByTestId("document-verify").click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => statusOf(page, "passport")).toBe("verified");
    await expect.poll(() => page.getByTestId("documents-summary").getAttribute("data-ready")).toBe("true");
    await screenshot(page, "documents-admin-desktop-en");
    await page.close();
  });

  it("the readiness board shows the departure ready", async () => {
    const page = await admin.newPage();
    await openHydrated(page, `/panel/tour/${state.tourId}/time/${state.timeId}/documents?lang=en`);
    await page.getByTestId("readiness-state").waitFor();
    expect(await page.getByTestId("readiness-state").getAttribute("data-ready")).toBe("true");
    await page.close();
  });
});

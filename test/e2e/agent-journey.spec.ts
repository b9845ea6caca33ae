/**
 * Issue 29's journey in Chromium (decision 078): an approved agent on a phone in Indonesian shares
 * a package's link; a pilgrim opens it (the link's code is remembered, the page loses `?ref=`),
 * sees at checkout that the booking goes through the agent, books and pays in full online through
 * the offline sandbox; the agent sees the commission earned; a finance clerk on a desktop in
 * English pays it out; the agent sees it paid. Nobody sets anything in the database by hand.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import idAgent from "#app/locales/id/agent.json";
import { approvedAgent, invitedStaff, registerPerson } from "./agents";
import { axeViolations, baseURL, DESKTOP, launch, loginContext, newContext, open, PHONE, screenshot } from "./browser";

let browser: Browser;
let jpeg: Buffer;
const suffix = randomBytes(3).toString("hex");
const person = (name: string, username: string, password: string) => ({
  name,
  username,
  email: `${username}@example.test`,
  password,
});
const agent = person(`Ahmad Mitra ${suffix}`, `mitra${suffix}`, `Mitra-${suffix}-2026`);
const pilgrim = person(`Siti Jemaah ${suffix}`, `jemaah${suffix}`, `Jemaah-${suffix}-2026`);
const finance = person(`Rina Keuangan ${suffix}`, `rina${suffix}`, `Finance-${suffix}-2026`);
const state = { agentId: 0, code: "", tourId: 0, timeId: 0, tourName: "", link: "", bookingId: "", bookingCode: "" };
const write = { headers: { origin: baseURL() } };

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const apiCall = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));

async function as(who: { username: string; password?: string }, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  await loginContext(context, who.username, who.password);
  return context;
}

/** The agent's commissions as their API gives them (what the workspace shows). */
async function mine(context: BrowserContext) {
  const res = await context.request.get("/api/commission/mine");
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as {
    lines: { booking: { code: string }; kind: string; status: string; amount: number }[];
    payouts: { reference: string; total: number }[];
  };
}

beforeAll(async () => {
  browser = await launch();
  jpeg = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 110, b: 80 } } })
    .jpeg()
    .toBuffer();
  // The agent registered, applied with their ID scan and was approved; the owner sets a 2.5% scheme.
  Object.assign(
    state,
    await approvedAgent(browser, agent, jpeg, {
      nik: "3273010101900003",
      account: "7123456780",
      whatsapp: "+62 812 3456 7892",
    }),
  );
  await registerPerson(browser, pilgrim);
  await invitedStaff(browser, finance, "finance");
  const owner = await as({ username: "admin" });
  const scheme = await owner.request.put("/api/commission/schemes/default", {
    ...write,
    data: { kind: "percent", percent_bp: 250 },
  });
  expect(scheme.status(), await scheme.text()).toBe(200);
  // A package one pilgrim can book now.
  const tours = (await (await owner.request.get("/api/tour?limit=-1")).json()) as {
    data: {
      id: number;
      name: string;
      min_pax: number;
      next_departure: { id: number; bookable: boolean; seats_left: number } | null;
    }[];
  };
  const tour = tours.data.find((t) => t.next_departure?.bookable && t.next_departure.seats_left >= 1 && t.min_pax <= 1);
  if (!tour?.next_departure) throw new Error("no bookable package for one guest");
  Object.assign(state, { tourId: tour.id, timeId: tour.next_departure.id, tourName: tour.name });
  await owner.close();
});
afterAll(async () => browser?.close());

describe("an agent's pilgrim books through the agent's link (issue 29)", () => {
  it("the agent, on a phone in Indonesian, shares a package: its WhatsApp text carries the referral link", async () => {
    const context = await as(agent, PHONE);
    const page = await context.newPage();
    await open(page, "/panel/agent/share?lang=id");
    const card = page.getByTestId("agent-share-package").filter({ hasText: state.tourName }).first();
    await card.waitFor();
    const text = (await card.getByTestId("agent-share-text").textContent()) ?? "";
    const link = new RegExp(`https?://\\S+/tour/${state.tourId}\\?ref=${state.code}`).exec(text)?.[0];
    expect(link, text).toBeTruthy();
    state.link = link ?? "";
    const wa = (await card.getByTestId("agent-share-whatsapp").getAttribute("href")) ?? "";
    expect(wa.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(wa.slice("https://wa.me/?text=".length))).toContain(state.link);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "agent-journey-share-id-phone");
    await context.close();
  });

  it("the pilgrim opens the link, books through the agent and pays in full through the sandbox", async () => {
    const context = await as(pilgrim, PHONE);
    const page = await context.newPage();
    const url = new URL(state.link);
    await page.goto(`${url.pathname}${url.search}`);
    // Remembered, and the page itself is the package's own address (one cached page for all).
    expect(new URL(page.url()).search).not.toContain("ref=");
    expect(new URL(page.url()).pathname).toBe(`/tour/${state.tourId}`);
    const cookie = (await context.cookies()).find((c) => c.name === "agent_ref");
    expect(cookie).toMatchObject({ value: state.code, httpOnly: true });
    // The checkout says whom the booking goes through before the pilgrim confirms.
    await open(page, `/checkout?tour_id=${state.tourId}&time_id=${state.timeId}&lang=id`);
    const through = page.getByTestId("checkout-agent");
    await through.waitFor();
    expect(await through.textContent()).toContain(agent.name);
    expect(await through.textContent()).toContain(state.code);
    await screenshot(page, "agent-journey-checkout-id-phone");

    // The booking, sent from the pilgrim's browser with its cookies (the referral one included).
    const booked = await context.request.post("/api/booking?lang=id", {
      headers: { origin: baseURL(), "idempotency-key": randomUUID() },
      data: {
        tour_id: state.tourId,
        time_id: state.timeId,
        pax: 1,
        detail_ids: [],
        booking_name: pilgrim.name,
        special_request: null,
        guests: [
          {
            full_name: "Siti Aminah Jemaah",
            gender: "female",
            birth_date: "1975-02-03",
            birth_place: "Garut",
            marital_status: "married",
            job: "Pedagang",
            job_address: null,
            passport_number: `C${Date.now().toString().slice(-7)}`,
            ic_number: null,
            passport_issue_date: day(-400),
            passport_expiry_date: day(2000),
            visa: null,
            visa_file_id: null,
            heir_name: null,
            heir_relationship: null,
            phone: "+62 813 2222 3333",
            email: null,
            postal_code: null,
            country: "ID",
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
    expect(booked.status(), await booked.text()).toBe(201);
    const booking = (await booked.json()).data as { id: string; code: string; agent: { code: string } | null };
    expect(booking.agent?.code).toBe(state.code);
    Object.assign(state, { bookingId: booking.id, bookingCode: booking.code });

    // Paid in full online: the pay dialog, the sandbox's page, approved.
    await page.goto(`/panel/booking-history/${booking.id}?pay=1&lang=id`);
    const dialog = page.getByTestId("pay-dialog");
    await dialog.waitFor();
    await dialog.getByTestId("pay-online-form").waitFor();
    const opened = apiCall(page, "POST", new RegExp(`^/api/bookings/${booking.id}/online-payments$`));
    await dialog.getByTestId("pay-online-submit").click();
    expect((await opened).status()).toBe(201);
    await page.waitForURL(/\/payment\/sandbox\/sbx_[0-9a-f]{24}/);
    await page.getByTestId("sandbox-checkout").waitFor();
    await page.getByTestId("sandbox-approve").click();
    await page.waitForURL((u) => u.pathname === "/payment/success");
    await expect
      .poll(() => page.getByTestId("online-status").getAttribute("data-state"), { timeout: 20_000 })
      .toBe("confirmed");
    const stored = (await (await context.request.get(`/api/booking/${booking.id}`)).json()).data as {
      status: string;
      remaining: number;
    };
    expect(stored).toMatchObject({ status: "paid", remaining: 0 });
    await context.close();
  });

  it("the agent sees the commission earned on their phone", async () => {
    const context = await as(agent, PHONE);
    const page = await context.newPage();
    await open(page, "/panel/agent/commissions?lang=id");
    const line = page.getByTestId("agent-commission-line").filter({ hasText: state.bookingCode });
    await line.waitFor();
    expect(await line.textContent()).toContain(idAgent.commissions.status.unpaid);
    const lines = (await mine(context)).lines.filter((l) => l.booking.code === state.bookingCode);
    expect(lines).toEqual([expect.objectContaining({ kind: "earned", status: "unpaid" })]);
    expect(lines[0].amount).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "agent-journey-earned-id-phone");
    await context.close();
  });

  it("finance pays it out on a desktop in English", async () => {
    const context = await as(finance);
    const page = await context.newPage();
    await open(page, `/panel/commission/lines?lang=en&agent_id=${state.agentId}&status=unpaid`);
    const row = page.getByTestId("line-table").locator("tbody tr").filter({ hasText: state.bookingCode });
    await row.waitFor();
    await row.getByTestId("line-choose").check();
    await page.getByTestId("line-pay").click();
    const dialog = page.getByTestId("payout-dialog");
    await dialog.waitFor();
    await dialog.getByTestId("payout-reference").fill(`TRF-${suffix}`);
    await dialog
      .getByTestId("payout-receipt")
      .setInputFiles({ name: "receipt.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await dialog.getByTestId("payout-receipt-done").waitFor();
    await dialog.getByTestId("payout-submit").click();
    const confirm = page.getByRole("alertdialog");
    await confirm.waitFor();
    const posted = apiCall(page, "POST", /^\/api\/commission\/payouts$/);
    await confirm.getByRole("button").last().click();
    expect((await posted).status()).toBe(201);
    await page.getByText("Payout recorded. Its lines are paid.").waitFor();
    await screenshot(page, "agent-journey-payout-en-desktop");
    await context.close();
  });

  it("the agent sees it paid", async () => {
    const context = await as(agent, PHONE);
    const page = await context.newPage();
    await open(page, "/panel/agent/commissions?lang=id");
    const line = page.getByTestId("agent-commission-line").filter({ hasText: state.bookingCode });
    await line.waitFor();
    expect(await line.textContent()).toContain(idAgent.commissions.status.paid);
    await page
      .getByTestId("agent-commission-payout")
      .filter({ hasText: `TRF-${suffix}` })
      .waitFor();
    const after = await mine(context);
    expect(after.lines.find((l) => l.booking.code === state.bookingCode)?.status).toBe("paid");
    await screenshot(page, "agent-journey-paid-id-phone");
    await context.close();
  });
});

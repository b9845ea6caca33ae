/**
 * Issue 29 item 3 in Chromium: an approved agent on a phone, in Indonesian, opens their workspace
 * (the share card with their code and link), shares a package's text for WhatsApp, registers a
 * pilgrim, books a family trip for them with the checkout's own form (channel "agent"), and reads
 * the booking with what is still owed and the documents still missing. Each screen axe-clean and
 * without sideways scrolling, photographed on a phone in the three languages.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  axeViolations,
  baseURL,
  launch,
  loginContext,
  newContext,
  open,
  PHONE,
  screenshot,
  stepGuestsTo,
} from "./browser";
import { approvedAgent } from "./agents";
import { type Family, findFamilyPackage } from "./family";

let browser: Browser;
let family: Family;
const suffix = randomBytes(3).toString("hex");
const agent = {
  name: `Siti Agen ${suffix}`,
  username: `agenws${suffix}`,
  email: `agenws.${suffix}@example.test`,
  password: `Agen-${suffix}-2026`,
};
const pilgrim = { name: `Pak Hasan ${suffix}`, phone: "+62 813 7777 1212" };
const state = { code: "", bookingId: "" };
const SHOTS = "/tmp/agent-ws-shots";

async function shot(page: Page, name: string) {
  if (!(await screenshot(page, name))) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.copyFileSync(`test-results/screenshots/${name}.png`, `${SHOTS}/${name}.png`);
}

const apiCall = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

beforeAll(async () => {
  browser = await launch();
  // A customer registers and applies (with a scan of their ID card); the owner approves them.
  const scan = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  state.code = (
    await approvedAgent(browser, agent, scan, {
      nik: "3273010101900001",
      account: "7123456789",
      whatsapp: "+62 812 3456 7890",
    })
  ).code;
  const owner = await newContext(browser);
  await loginContext(owner, "admin");
  family = await findFamilyPackage(owner, ["Hasan Basri", "Aminah Hasan", "Zaid Hasan", "Umar Hasan"]);
  await owner.close();
});
afterAll(async () => browser?.close());

async function asAgent(): Promise<BrowserContext> {
  const context = await newContext(browser, PHONE);
  await loginContext(context, agent.username, agent.password);
  return context;
}

describe("the agent's workspace (issue 29 item 3)", () => {
  it("shows the share card with the agent's code and link (phone, id)", async () => {
    const context = await asAgent();
    const page = await context.newPage();
    await open(page, "/panel/agent?lang=id");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Ruang agen");
    expect(await page.locator('a[href="/panel/agent/pilgrims"]').count()).toBeGreaterThan(0);
    await page.getByTestId("agent-ws-code").waitFor();
    expect(await page.getByTestId("agent-ws-code").textContent()).toBe(state.code);
    expect(await page.getByTestId("agent-ws-link").inputValue()).toBe(`${baseURL()}/?ref=${state.code}`);
    await page.getByTestId("agent-ws-bookings-empty").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await shot(page, "agent-ws-home-empty-id-phone");

    await open(page, "/panel/agent/share?lang=id");
    await page.getByTestId("agent-share-package").first().waitFor();
    const text = await page.getByTestId("agent-share-text").first().textContent();
    expect(text).toContain(`?ref=${state.code}`);
    expect(text).toContain("Detail dan pemesanan:");
    const wa = await page.getByTestId("agent-share-whatsapp").first().getAttribute("href");
    expect(wa?.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(wa?.slice("https://wa.me/?text=".length) ?? "")).toContain(`/tour/`);
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await shot(page, "agent-ws-share-id-phone");
    await context.close();
  });

  it("registers a pilgrim and books for them; the booking shows what is owed (phone, id)", async () => {
    const context = await asAgent();
    const page = await context.newPage();
    await open(page, "/panel/agent/pilgrims?lang=id");
    await page.getByTestId("agent-pilgrims-empty").waitFor();
    await page.getByTestId("agent-pilgrim-add").click();
    await page.getByTestId("agent-pilgrim-save").click();
    await page.locator("#agent-pilgrim-name-error, [aria-invalid=true]").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "agent-ws-pilgrim-form-errors-id-phone");
    await page.getByTestId("agent-pilgrim-name").fill(pilgrim.name);
    await page.getByTestId("agent-pilgrim-phone").fill(pilgrim.phone);
    const sent = apiCall(page, "POST", /^\/api\/agent\/pilgrims$/);
    await page.getByTestId("agent-pilgrim-save").click();
    expect((await sent).status()).toBe(201);
    await page.getByTestId("agent-pilgrim-created").waitFor();
    await page.getByTestId("agent-pilgrim").first().waitFor();
    expect(await page.getByTestId("agent-pilgrim-row-name").first().textContent()).toBe(pilgrim.name);
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await shot(page, "agent-ws-pilgrims-id-phone");

    await page.getByTestId("agent-pilgrim-book").first().click();
    await page.waitForURL(/\/panel\/agent\/book\?customer=\d+/);
    await page.getByTestId("office-package").selectOption(String(family.tour.id));
    await page.getByTestId("office-package-continue").click();
    await page.getByTestId("checkout-form").waitFor();
    // An agent's booking is the agent channel: no channel to choose.
    expect(await page.getByTestId("checkout-channel").count()).toBe(0);
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
      if (i === 0) await page.getByTestId("guest-0-phone").fill(pilgrim.phone);
      if (i > 0) await page.getByTestId(`guest-${i}-relation`).selectOption(i === 1 ? "1:spouse" : "1:parent_child");
      await expect.poll(() => page.getByTestId(`guest-${i}-type`).getAttribute("data-type")).toBe(g.type);
      if (g.type === "adult") await page.getByTestId(`guest-${i}-room-${family.double.code}`).check();
      if (g.type === "child") await page.getByTestId(`guest-${i}-room-no_bed`).check();
    }
    await page.getByTestId("checkout-payment-deposit").check();
    await page.getByTestId("checkout-terms").check();
    await page.getByTestId("checkout-consent").check();
    expect(await sidewaysOverflow(page)).toBe(0);
    await shot(page, "agent-ws-book-id-phone");
    const booked = apiCall(page, "POST", /^\/api\/booking$/);
    await page.getByTestId("checkout-submit").click();
    const answer = await Promise.race([booked, page.waitForTimeout(8000).then(() => null)]);
    if (!answer) {
      const invalid = await page.locator("[aria-invalid=true]").evaluateAll((els) =>
        els.map((e) => [
          e.getAttribute("data-testid"),
          e.getAttribute("name"),
          (e.getAttribute("aria-describedby") ?? "")
            .split(" ")
            .map((id) => document.getElementById(id)?.textContent)
            .join("|"),
        ]),
      );
      const alerts = await page.locator("[role=alert], .Toastify__toast").allTextContents();
      throw new Error(`not posted: ${JSON.stringify({ invalid, alerts })}`);
    }
    expect(answer.status()).toBe(201);
    const booking = ((await answer.json()) as { data: { id: string; code: string; channel: string } }).data;
    expect(booking.channel).toBe("agent");
    state.bookingId = booking.id;

    await page.waitForURL(new RegExp(`/panel/agent/bookings/${booking.id}$`));
    await page.getByTestId("agent-booking-remaining").waitFor();
    expect(await page.getByTestId("agent-booking-pilgrim").textContent()).toContain(pilgrim.name);
    expect(await page.getByTestId("agent-booking-remaining").textContent()).toMatch(/Rp|RM|S\$/);
    await page.getByTestId("agent-booking-documents").waitFor();
    await page.locator('[data-testid="agent-booking-documents"] [role="status"]').waitFor({ state: "detached" });
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await shot(page, "agent-ws-booking-id-phone");

    // The workspace lists it with what is still owed; one booking waits for its money.
    await open(page, "/panel/agent?lang=id");
    await page.getByTestId("agent-ws-booking").first().waitFor();
    expect(await page.getByTestId("agent-ws-booking-code").first().textContent()).toBe(booking.code);
    expect(await page.getByTestId("agent-ws-booking-owed").first().textContent()).toContain("Sisa tagihan");
    expect(await page.getByTestId("agent-ws-waiting-count").textContent()).toBe("1 pemesanan");
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await shot(page, "agent-ws-home-id-phone");
    await context.close();
  });

  it("reads every workspace screen in the three languages on a phone", async () => {
    expect(state.bookingId).not.toBe("");
    const context = await asAgent();
    const page = await context.newPage();
    const screens: [string, string, string][] = [
      ["home", "/panel/agent", "agent-ws-booking"],
      ["pilgrims", "/panel/agent/pilgrims", "agent-pilgrim"],
      ["share", "/panel/agent/share", "agent-share-package"],
      ["commissions", "/panel/agent/commissions", "agent-commission-lines"],
      ["booking", `/panel/agent/bookings/${state.bookingId}`, "agent-booking-remaining"],
    ];
    for (const lang of ["id", "en", "my"]) {
      for (const [name, path, ready] of screens) {
        await open(page, `${path}?lang=${lang}`);
        await page.getByTestId(ready).first().waitFor();
        expect(await axeViolations(page), `${name} ${lang}`).toEqual([]);
        expect(await sidewaysOverflow(page), `${name} ${lang}`).toBe(0);
        await shot(page, `agent-ws-${name}-${lang}-phone`);
      }
    }
    await context.close();
  });

  it("keeps a customer who is not an agent out of the workspace", async () => {
    const context = await newContext(browser, PHONE);
    const headers = { origin: baseURL() };
    const other = { name: `Bukan Agen ${suffix}`, username: `bukan${suffix}`, email: `bukan.${suffix}@example.test` };
    const password = `Bukan-${suffix}-2026`;
    const registered = await context.request.post("/api/register?lang=id", {
      headers,
      data: { ...other, password, password_confirmation: password },
    });
    expect(registered.status()).toBe(200);
    await loginContext(context, other.username, password);
    const page = await context.newPage();
    const res = await page.goto(`${baseURL()}/panel/agent?lang=id`);
    expect(res?.status()).toBe(403);
    await open(page, "/panel?lang=id");
    expect(await page.locator('a[href="/panel/agent"]').count()).toBe(0);
    await context.close();
  });
});

/**
 * Issue 29 item 1 in Chromium (decision 078): a customer on a phone, in Indonesian, applies to become
 * an agent with a scan of their ID card (a private upload); a sales clerk (desktop, English) finds
 * the application first in the agents list, opens it (the scan opens for them) and approves it; a
 * second approval is refused with a translated message; the customer (Malay) reads their agent
 * code and referral link. Each screen axe-clean, photographed in the three languages and on a phone.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, baseURL, DESKTOP, launch, loginContext, newContext, open, PHONE, screenshot } from "./browser";

let browser: Browser;
let scanJpeg: Buffer;
const suffix = randomBytes(3).toString("hex");
const applicant = {
  name: `Siti Agen ${suffix}`,
  username: `agen${suffix}`,
  email: `agen.${suffix}@example.test`,
  password: `Agen-${suffix}-2026`,
};
const clerk = {
  name: `Rudi Sales ${suffix}`,
  username: `rudi${suffix}`,
  email: `rudi.${suffix}@example.test`,
  password: `Sales-${suffix}-2026`,
};
const state = { agentId: 0, code: "" };
const SHOTS = "/tmp/agent-ui-shots";

/** The journey's screenshots: test-results (as every journey) and a folder to look at them. */
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
  scanJpeg = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  const headers = { origin: baseURL() };
  const visitor = await newContext(browser);
  const registered = await visitor.request.post("/api/register?lang=id", {
    headers,
    data: { ...applicant, password_confirmation: applicant.password },
  });
  expect(registered.status()).toBe(200);
  await visitor.close();
  // The owner invites a sales clerk of every branch; the clerk chooses a password.
  const owner = await newContext(browser);
  await loginContext(owner, "admin");
  const invited = await owner.request.post("/api/staff", {
    headers,
    data: { name: clerk.name, email: clerk.email, username: clerk.username, staff_role: "sales", locale: "en" },
  });
  expect(invited.status()).toBe(201);
  const outbox = await owner.request.get("/api/outbox?limit=100");
  const mails = ((await outbox.json()) as { data: { to: string; text: string }[] }).data;
  const token = /\/reset-password\/([\w-]+)/.exec(mails.find((m) => m.to === clerk.email)?.text ?? "")?.[1];
  expect(token).toBeTruthy();
  const set = await owner.request.post("/api/reset-password", {
    headers,
    data: { token, password: clerk.password, password_confirmation: clerk.password },
  });
  expect(set.status()).toBe(200);
  await owner.close();
});
afterAll(async () => browser?.close());

async function as(who: { username: string; password: string }, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  await loginContext(context, who.username, who.password);
  return context;
}

describe("an agent application, reviewed (issue 29 item 1)", () => {
  it("the customer (phone, id) applies with a scan of their ID card", async () => {
    const context = await as(applicant, PHONE);
    const page = await context.newPage();
    await open(page, "/panel/agent-application?lang=id");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Menjadi agen");
    expect(await page.locator('a[href="/panel/agent-application"]').count()).toBeGreaterThan(0);
    await page.getByTestId("agent-form").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await shot(page, "agent-apply-id-phone");

    // Sent empty: the contract's messages, in Indonesian, and nothing posted.
    await page.getByTestId("agent-submit").click();
    await page.locator("#agent-terms-error").waitFor();
    expect(await page.locator("#agent-terms-error").textContent()).toBe("Silakan centang syarat dan ketentuan.");
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "agent-apply-errors-id-phone");

    await page.getByTestId("agent-nik").fill("3273 0101 0190 0001");
    const uploaded = apiCall(page, "POST", /^\/api\/upload$/);
    await page.getByTestId("agent-scan").setInputFiles({ name: "ktp.jpg", mimeType: "image/jpeg", buffer: scanJpeg });
    expect((await uploaded).ok()).toBe(true);
    await page.getByTestId("agent-scan-done").waitFor();
    await page.getByTestId("agent-bank-name").fill("Bank Syariah Indonesia");
    await page.getByTestId("agent-account-number").fill("7123456789");
    await page.getByTestId("agent-account-holder").fill(applicant.name);
    await page.getByTestId("agent-whatsapp").fill("+62 812 3456 7890");
    await page.getByTestId("agent-terms").check();
    const sent = apiCall(page, "POST", /^\/api\/agent\/application$/);
    await page.getByTestId("agent-submit").click();
    const res = await sent;
    expect(res.status()).toBe(201);
    state.agentId = ((await res.json()) as { data: { id: number } }).data.id;
    await page.getByTestId("my-agent-status").waitFor();
    expect(await page.getByTestId("my-agent-status").textContent()).toBe("Sedang ditinjau");
    expect(await page.getByTestId("agent-history-item").count()).toBe(1);
    // The success toast first: axe scanning it as it fades in reads its colours half-drawn.
    await page.locator(".Toastify__toast--success").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "agent-applied-id-phone");
    await context.close();
  });

  it("a sales clerk (desktop, en) finds the application first, opens the scan and approves it", async () => {
    const context = await as(clerk);
    const page = await context.newPage();
    await open(page, "/panel/agents?lang=en");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Agents");
    expect(await page.locator('a[href="/panel/agents"]').count()).toBeGreaterThan(0);
    const row = page.getByTestId("agent-row-name").filter({ hasText: applicant.name });
    await page.getByTestId("agent-filter-status").selectOption("applied");
    await row.waitFor();
    // Waiting applications come first.
    const first = page.getByTestId("agent-row-status").first();
    expect(await first.textContent()).toBe("Under review");
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "agent-list-en");

    await row.click();
    await page.waitForURL(`**/panel/agents/${state.agentId}`);
    await page.getByTestId("agent-approve").waitFor();
    expect(await page.getByTestId("agent-nik").textContent()).toBe("3273010101900001");
    // The scan opens for staff (a private file, through the authorised route).
    const href = await page.getByTestId("agent-scan-open").getAttribute("href");
    const scan = await context.request.get(href ?? "");
    expect(scan.status()).toBe(200);
    expect(scan.headers()["content-type"]).toMatch(/^image\//);
    expect(await page.getByTestId("agent-reject").count()).toBe(1);
    expect(await page.getByTestId("agent-suspend").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "agent-detail-en");

    await page.getByTestId("agent-approve").click();
    const dialog = page.getByTestId("agent-review-dialog");
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "agent-approve-dialog-en");
    const reviewed = apiCall(page, "POST", /^\/api\/agent\/\d+\/review$/);
    await dialog.getByTestId("agent-review-submit").click();
    expect((await reviewed).status()).toBe(200);
    await page.getByTestId("agent-code").waitFor();
    state.code = (await page.getByTestId("agent-code").textContent()) ?? "";
    expect(state.code).toMatch(/^AG[A-Z2-9]{5}$/);
    expect(await page.getByTestId("agent-status").textContent()).toBe("Approved");
    // Now suspension is offered, approval no longer.
    await page.getByTestId("agent-suspend").waitFor();
    expect(await page.getByTestId("agent-approve").count()).toBe(0);

    // A second approval (another tab's stale screen) is refused with a translated message.
    const again = await context.request.post(`/api/agent/${state.agentId}/review`, {
      headers: { origin: baseURL(), "accept-language": "en" },
      data: { action: "approve" },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      "This step does not apply to the agent's current status. Reload the page.",
    );

    // A suspension asks its reason before anything is sent.
    await page.getByTestId("agent-suspend").click();
    await dialog.waitFor();
    await dialog.getByTestId("agent-review-submit").click();
    await dialog.getByText("This field is required.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "agent-suspend-reason-en");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await page.getByTestId("agent-status").textContent()).toBe("Approved");

    // The same screens in Indonesian and Malay.
    await open(page, `/panel/agents/${state.agentId}?lang=id`);
    await page.getByTestId("agent-code").waitFor();
    expect(await page.getByTestId("agent-status").textContent()).toBe("Disetujui");
    await shot(page, "agent-detail-id");
    await open(page, "/panel/agents?lang=my");
    await page.getByTestId("agent-row-name").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "agent-list-my");
    await context.close();

    // The list on a phone, in Malay.
    const phone = await as(clerk, PHONE);
    const small = await phone.newPage();
    await open(small, `/panel/agents?lang=my&search=${applicant.username}`);
    await small.getByTestId("agent-row-name").filter({ hasText: applicant.name }).waitFor();
    expect(await sidewaysOverflow(small)).toBe(0);
    await shot(small, "agent-list-my-phone");
    await open(small, `/panel/agents/${state.agentId}?lang=my`);
    await small.getByTestId("agent-code").waitFor();
    expect(await sidewaysOverflow(small)).toBe(0);
    expect(await axeViolations(small)).toEqual([]);
    await shot(small, "agent-detail-my-phone");
    await phone.close();
  });

  it("the customer (phone, my) reads their agent code and referral link", async () => {
    const context = await as(applicant, PHONE);
    const page = await context.newPage();
    await open(page, "/panel/agent-application?lang=my");
    await page.getByTestId("my-agent-code").waitFor();
    expect(await page.getByTestId("my-agent-code").textContent()).toBe(state.code);
    expect(await page.getByTestId("my-agent-status").textContent()).toBe("Diluluskan");
    expect(await page.getByTestId("my-agent-link").inputValue()).toBe(`${baseURL()}/?ref=${state.code}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Ejen");
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "agent-approved-my-phone");
    await open(page, "/panel/agent-application?lang=en");
    await page.getByTestId("my-agent-code").waitFor();
    await shot(page, "agent-approved-en-phone");
    await context.close();
    const desktop = await as(applicant);
    const wide = await desktop.newPage();
    await open(wide, "/panel/agent-application?lang=id");
    await wide.getByTestId("my-agent-code").waitFor();
    await shot(wide, "agent-approved-id");
    await desktop.close();
  });
});

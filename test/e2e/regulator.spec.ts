/**
 * Issue 32, items 1, 3 and 4 in Chromium (decision 082): the owner sets the agency's PPIU licence
 * and NIB and types an umrah package's advertisement approval serial in the package editor; the
 * storefront's footer (every page), the package page and its card show them in Indonesian, English
 * and Malay; the editor warns when the price goes below the ministry's reference, and a departure's
 * dialog asks the reason when a fare goes below it (decision 085); the
 * below-reference list and the bank screen open. The settings are put back afterwards.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TourSummaryDto } from "#app/modules/catalog/catalog.contract";
import { axeViolations, baseURL, DESKTOP, launch, loginContext, newContext, open, PHONE } from "./browser";

let browser: Browser;
let owner: BrowserContext;
let original: Record<string, unknown> | null = null;
let tourId = 0;
const serial = `KPK/LN/ADV ${String(Date.now()).slice(-5)}`;
const PPIU = "U.123 TAHUN 2020";
const shots = process.env.REGULATOR_SHOTS;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

const putSetting = (values: Record<string, unknown>) =>
  owner.request.put("/api/setting", { data: values, headers: { origin: baseURL() } });

beforeAll(async () => {
  browser = await launch();
  owner = await newContext(browser, DESKTOP);
  await loginContext(owner, "admin");
  original = ((await (await owner.request.get("/api/setting/edit")).json()) as { data: Record<string, unknown> }).data;
  const saved = await putSetting({ ...original, ppiu_licence: PPIU, business_number: "9120001234567" });
  expect(saved.status(), await saved.text()).toBe(200);
  const list = (await (await owner.request.get("/api/tour?limit=-1")).json()) as { data: TourSummaryDto[] };
  tourId = list.data.find((t) => t.kind === "umrah" && t.status === "published")?.id ?? 0;
  expect(tourId).toBeGreaterThan(0);
});

afterAll(async () => {
  if (original) await putSetting(original);
  await browser?.close();
});

describe("licences, the serial and the reference price on show", () => {
  it("the package editor takes the serial and warns below the reference price", async () => {
    const page = await owner.newPage();
    await open(page, `/panel/tour/${tourId}?lang=en`);
    await page.getByTestId("tour-ad-serial").fill(serial);
    const saved = page.waitForResponse(
      (r) => r.request().method() === "PUT" && r.url().includes(`/api/tour/${tourId}`),
    );
    await page.getByTestId("tour-save").click();
    await page.getByRole("alertdialog").or(page.getByRole("dialog")).getByRole("button", { name: "Save" }).click();
    expect((await saved).status()).toBe(200);
    // The saved package is read again and the form reset to it: type the price after that, or the
    // reset takes it (and the warning) away again.
    await page.waitForLoadState("networkidle");
    // A price below Rp 23,000,000 shows the warning and the reason field (not saved).
    await page.getByTestId("tour-base-price").fill("19000000");
    await expect(page.getByTestId("tour-below-reference").textContent()).resolves.toMatch(/reference price/);
    await page.getByTestId("tour-below-reference-reason").waitFor();
    await page.getByTestId("tour-ad-serial").scrollIntoViewIfNeeded();
    await shot(page, "editor-serial-reference");
    await page.close();
  });

  it("a departure's fare lowered below the reference asks the reason in its dialog (decision 085)", async () => {
    const page = await owner.newPage();
    await open(page, `/panel/tour/${tourId}?lang=en`);
    await page.getByTestId("departure-table").getByTestId("departure-edit").first().click();
    const dialog = page.getByRole("dialog");
    const price = dialog.getByRole("textbox", { name: /^Price per bed/ }).first();
    await price.fill("1,000,000");
    const refused = page.waitForResponse((r) => r.request().method() === "PUT" && r.url().includes("/time/"));
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Save" }).click();
    // Refused (nothing written): the reason field shows with the server's message.
    expect((await refused).status()).toBe(422);
    const reason = dialog.getByTestId("departure-below-reference-reason");
    await reason.waitFor();
    expect(await reason.getAttribute("aria-invalid")).toBe("true");
    await expect(dialog.getByTestId("departure-below-reference").textContent()).resolves.toMatch(/reference price/);
    await shot(page, "departure-below-reference");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.close();
  });

  for (const [lang, viewport, ppiuWord, serialWord] of [
    ["id", DESKTOP, "Izin PPIU", "Izin iklan"],
    ["en", DESKTOP, "PPIU licence", "Ad approval"],
    ["my", PHONE, "Lesen PPIU", "Kelulusan iklan"],
  ] as const) {
    it(`the footer, the package page and its card show them in ${lang}`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await open(page, `/tour/${tourId}?lang=${lang}`);
      await expect(page.getByTestId("footer-licences").textContent()).resolves.toContain(PPIU);
      await expect(page.getByTestId("footer-licences").textContent()).resolves.toContain("NIB 9120001234567");
      const line = await page.getByTestId("tour-detail-licences").textContent();
      expect(line).toContain(`${ppiuWord} ${PPIU}`);
      expect(line).toContain(`${serialWord} ${serial}`);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join("\n")).toContain(serial);
      expect(jsonLd.join("\n")).toContain("9120001234567");
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (lang !== "id") await shot(page, `package-${lang}-${viewport.width}`);
      if (lang === "en") expect(await axeViolations(page)).toEqual([]);
      await open(page, `/tour?lang=${lang}`);
      const card = page.locator(`[data-testid="tour-card-licences"]`, { hasText: serial });
      await expect(card.first().textContent()).resolves.toContain(serialWord);
      await page.getByTestId("footer-licences").scrollIntoViewIfNeeded();
      if (lang !== "id") await shot(page, `list-${lang}-${viewport.width}`);
      await context.close();
    });
  }

  it("the below-reference list and the bank screen open for the owner", async () => {
    const page = await owner.newPage();
    await open(page, "/panel/report/below-reference?lang=en");
    await page.getByTestId("below-reference").waitFor();
    await shot(page, "below-reference");
    await open(page, "/panel/bank?lang=en");
    await shot(page, "bank-list");
    await page.close();
  });
});

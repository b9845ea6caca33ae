import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, baseURL, DESKTOP, launch, loginContext, newContext, PHONE, screenshot, open } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe("panel", () => {
  it("sends a visitor without a session back to the home page", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/panel");
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  it("gives the admin the admin sidebar with the pending badge, in every language, without axe violations", async () => {
    const context = await newContext(browser);
    await loginContext(context, "admin");
    const page = await context.newPage();
    for (const lang of ["id", "en", "my"] as const) {
      const countCall = page.waitForResponse((r) => r.url().endsWith("/api/booking/count/pending"));
      await page.goto(`/panel?lang=${lang}`);
      const sidebar = page.getByTestId("admin-sidebar");
      await sidebar.waitFor();
      expect((await countCall).status()).toBe(200);
      const badge = page.getByTestId("pending-badge");
      expect(await badge.textContent()).toMatch(/^\d+$/);
      for (const href of ["/panel/customer", "/panel/booking-history", "/panel/page", "/panel/faq", "/panel/report"]) {
        expect(await sidebar.locator(`a[href="${href}"]`).count()).toBeGreaterThan(0);
      }
      // Sections expand and collapse.
      const section = page.getByTestId("menu-section-tour-management");
      await section.click();
      await sidebar.locator('a[href="/panel/tour/attribute"]').waitFor();
      await section.click();
      await sidebar.locator('a[href="/panel/tour/attribute"]').waitFor({ state: "detached" });
      expect(await page.locator("html").getAttribute("lang")).toBe(lang === "my" ? "ms" : lang);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `panel-admin-${lang}-desktop`);
    }
    await context.close();
  });

  it("gives the customer the customer sidebar and refuses admin screens", async () => {
    const context = await newContext(browser, PHONE);
    await loginContext(context, "customer");
    const page = await context.newPage();
    // The drawer opens only once React has hydrated: on a busy machine a click before that is lost.
    await open(page, "/panel");
    const sidebar = page.getByTestId("customer-sidebar");
    await expect
      .poll(async () => {
        if (!(await sidebar.isVisible())) await page.getByTestId("sidebar-toggle").click();
        return sidebar.isVisible();
      })
      .toBe(true);
    expect(await sidebar.locator('a[href="/panel/booking-history"]').count()).toBeGreaterThan(0);
    expect(await sidebar.locator('a[href="/panel/profile"]').count()).toBeGreaterThan(0);
    expect(await sidebar.locator('a[href="/panel/tour"]').count()).toBe(0);
    expect(await page.getByTestId("admin-sidebar").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "panel-customer-phone-drawer");
    const forbidden = await page.goto("/panel/setting");
    expect(forbidden?.status()).toBe(403);
    await context.close();
  });

  it("answers 403 to a customer token on the admin-only call", async () => {
    const context = await newContext(browser, DESKTOP);
    const { token } = await loginContext(context, "customer");
    const res = await fetch(`${baseURL()}/api/booking/count/pending`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(403);
    expect(Object.keys(await res.json())).toEqual(["message"]);
    await context.close();
  });
});

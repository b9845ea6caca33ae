import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launch, loginContext, newContext, PHONE } from "./browser";

/**
 * A signed-in visitor is served the storefront page rendered for everyone, with their session
 * added at serve time (server/plugins/page-session.ts): the page hydrates without a mismatch,
 * the login button never shows, the header then shows their menu, and a logout brings the login
 * button back on that same page (docs/performance.md, "Signed-in visitors").
 */
let browser: Browser;
let tourId: number;
beforeAll(async () => {
  browser = await launch();
  const res = await fetch(`${baseURL()}/api/tour?limit=1`);
  tourId = (await res.json()).data[0].id;
});
afterAll(async () => browser?.close());

describe("a signed-in visitor on a shared storefront page", () => {
  for (const [lang, name] of [
    ["id", "Beranda"],
    ["en", "Home"],
    ["my", "Laman Utama"],
  ] as const) {
    it(`sees their menu, never the login button, and no hydration error (${lang}, phone)`, async () => {
      const context = await newContext(browser, PHONE);
      await loginContext(context, "customer");
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      // An anonymous visit first, so the page the customer gets is the shared one.
      await context.request.get(`/tour/${tourId}?lang=${lang}`, { headers: { cookie: "" } });
      const res = await page.goto(`/tour/${tourId}?lang=${lang}`, { waitUntil: "domcontentloaded" });
      expect(res?.headers()["cache-control"]).toBe("private, no-store");
      expect(["hit", "miss", "stale"]).toContain(res?.headers()["x-cache"]);
      // Before and after hydration: the login button is never shown to them.
      expect(await page.getByTestId("open-auth").isVisible()).toBe(false);
      await page.getByTestId("user-menu").waitFor();
      expect(await page.getByTestId("open-auth").count()).toBe(0);
      expect(await page.content()).toContain(`>${name}<`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("logs out from that page: the login button comes back, and the next page is a visitor's", async () => {
    const context = await newContext(browser);
    await loginContext(context, "customer");
    const page = await context.newPage();
    await page.goto("/?lang=en");
    await page.getByTestId("user-menu").click();
    await page.getByTestId("logout").click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Continue" }).click();
    await page.getByTestId("open-auth").waitFor();
    expect(await page.getByTestId("open-auth").isVisible()).toBe(true);
    await page.goto("/tour?lang=en");
    await page.getByTestId("open-auth").waitFor();
    expect(await page.getByTestId("user-menu").count()).toBe(0);
    await context.close();
  });

  it("goes on to the panel from the shared page as themselves", async () => {
    const context = await newContext(browser);
    await loginContext(context, "customer");
    const page = await context.newPage();
    await page.goto("/tour?lang=en");
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Dashboard" }).click();
    await page.waitForURL(/\/panel/);
    await page.getByText("Welcome, ").first().waitFor();
    await context.close();
  });
});

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launch, newContext } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe("production server", () => {
  it("serves the home page with a nonce CSP and hydrates without CSP errors", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const cspErrors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
    });
    const res = await page.goto("/");
    expect(res?.status()).toBe(200);
    expect(res?.headers()["content-security-policy"]).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    await page.waitForLoadState("networkidle");
    expect(cspErrors).toEqual([]);
    expect(await page.locator("html").getAttribute("lang")).toBe("id");
    await context.close();
  });

  it("answers the health check", async () => {
    const res = await fetch(`${baseURL()}/api/health`);
    expect(res.status).toBe(200);
  });
});

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, DESKTOP, launch, open } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

// 23:30 UTC on Friday 15 March 2030 is already Saturday 16 March at 06:30 in Jakarta and Kuala
// Lumpur. The server renders its own (real) day, so only the browser can show this one.
const VISITOR_NOW = new Date("2030-03-15T23:30:00Z");

describe("the header's date", () => {
  for (const [lang, timezoneId, shown] of [
    ["id", "Asia/Jakarta", "Sabtu, 16 Maret 2030"],
    ["en", "Asia/Kuala_Lumpur", "Saturday, March 16, 2030"],
    ["my", "Asia/Kuala_Lumpur", "Sabtu, 16 Mac 2030"],
  ] as const) {
    it(`is the visitor's local day after hydration (${lang}, ${timezoneId})`, async () => {
      const context = await browser.newContext({ baseURL: baseURL(), viewport: DESKTOP, timezoneId });
      const page = await context.newPage();
      await page.clock.setFixedTime(VISITOR_NOW);
      await open(page, `/?lang=${lang}`);
      const date = page.locator("header time").first();
      await expect.poll(() => date.textContent(), { timeout: 10_000 }).toBe(shown);
      expect(await date.getAttribute("datetime")).toBe("2030-03-16");
      await context.close();
    });
  }

  it("is the agency's day (Asia/Jakarta) in the server's HTML, before any script runs", async () => {
    const agencyDay = () =>
      new Intl.DateTimeFormat("en-CA", {
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        timeZone: "Asia/Jakarta",
      }).format(new Date());
    const before = agencyDay();
    const html = await (await fetch(`${baseURL()}/?lang=en`)).text();
    const after = agencyDay();
    const day = html.match(/<time dateTime="(\d{4}-\d{2}-\d{2})"/i)?.[1];
    expect([before, after]).toContain(day);
  });
});

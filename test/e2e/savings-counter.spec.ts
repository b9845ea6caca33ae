import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TourDetailDto } from "#app/modules/catalog/catalog.contract";
import type { PlanDetailDto } from "#app/modules/savings/savings.contract";
import { suggestedMonthly, suggestedTarget } from "#app/modules/savings/savings.rules";
import { formatMoneyField } from "#app/shared/money";
import { axeViolations, DESKTOP, launch, loginContext, newContext, open, PHONE, screenshot } from "./browser";

/*
 * Issue 32 item 5 at the office counter (decision 084, docs/product.md §Bookings taken by staff and
 * §Savings plans): staff with bookings_manage open a savings plan for a walk-in customer from
 * /panel/savings: "Open a plan", the counter's customer finder, then the customer's own form (a
 * package, one of its room types, the suggested target), landing on the new plan's staff page.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe("a savings plan opened at the counter", () => {
  it.each([
    ["desktop, en", DESKTOP, "en"],
    ["phone, id", PHONE, "id"],
  ] as const)(
    "staff (%s) find the demo customer and open a plan for a package and a room type",
    async (_, viewport, lang) => {
      const staff = await newContext(browser, viewport);
      await loginContext(staff, "admin");
      // A published package of the demo data selling more than one room type.
      const list = await staff.request.get(`/api/tour?limit=-1&lang=${lang}`);
      let tour: TourDetailDto | undefined;
      for (const { id } of ((await list.json()) as { data: { id: number }[] }).data) {
        const detail = (
          (await (await staff.request.get(`/api/tour/${id}?lang=${lang}`)).json()) as { data: TourDetailDto }
        ).data;
        if (detail.room_types.length > 1 && detail.departures.some((d) => d.bookable && d.fares.length > 1)) {
          tour = detail;
          break;
        }
      }
      if (!tour) throw new Error("the demo data has no package selling room types");
      const room = tour.room_types[1];
      const expected = suggestedTarget(tour, room.id);

      const page = await staff.newPage();
      await open(page, `/panel/savings?lang=${lang}`);
      await screenshot(page, `savings-counter-list-${lang}-${viewport.width}`);
      await page.getByTestId("open-plan-action").click();
      await page.waitForURL((url) => url.pathname === "/panel/savings/new");
      await page.getByTestId("office-customer-search").fill("Siti Rahmawati");
      const result = page.getByTestId("office-customer-results").locator("li").filter({ hasText: "customer" });
      await result.waitFor();
      await screenshot(page, `savings-counter-find-${lang}-${viewport.width}`);
      await result.getByTestId("office-customer-choose").click();
      await page.waitForURL(/\/panel\/savings\/new\?customer=\d+$/);
      expect(await page.getByTestId("office-customer-name").textContent()).toBe("Siti Rahmawati");
      const customerId = Number(new URL(page.url()).searchParams.get("customer"));

      const picker = page.getByTestId("open-package");
      await expect.poll(() => picker.isEnabled()).toBe(true);
      await picker.selectOption(String(tour.id));
      const rooms = page.getByTestId("open-room-type");
      await expect.poll(() => rooms.isEnabled().catch(() => false)).toBe(true);
      await rooms.selectOption(String(room.id));
      await expect
        .poll(() => page.getByTestId("open-suggested").getAttribute("data-amount"))
        .toBe(String(expected.amount));
      expect(await page.getByTestId("open-target").inputValue()).toBe(formatMoneyField(expected.amount, "IDR", lang));
      // A monthly amount of 0 is refused under its field, translated, before anything is sent.
      await page.getByTestId("open-monthly").fill("0");
      await page.getByTestId("open-submit").click();
      await expect.poll(() => page.getByTestId("open-monthly").getAttribute("aria-invalid")).toBe("true");
      await page
        .getByTestId("open-monthly")
        .fill(formatMoneyField(suggestedMonthly(expected.amount, 12, "IDR"), "IDR", lang));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `savings-counter-${lang}-${viewport.width}`);

      await page.getByTestId("open-submit").click();
      await page.waitForURL(/\/panel\/savings\/\d+$/);
      const planId = Number(new URL(page.url()).pathname.split("/").pop());
      await page.getByTestId("plan-page").waitFor();
      const res = await staff.request.get(`/api/savings/${planId}`);
      const plan = ((await res.json()) as { data: PlanDetailDto }).data;
      expect(plan).toMatchObject({ customer: { id: customerId, name: "Siti Rahmawati" }, package: { id: tour.id } });
      expect(plan.room_type_name?.[lang]).toBe(room.name);
      // The staff page names the customer under its title, and the room type wished for.
      expect(await page.locator("header p").filter({ hasText: "Siti Rahmawati" }).count()).toBe(1);
      expect(await page.getByTestId("plan-room-type").textContent()).toContain(room.name);
      await staff.close();
    },
  );
});

import { describe, expect, it } from "vitest";
import { daysUntil, monthPeriod, recentMonths, zonedMidnight, zonedToday } from "./dashboard.rules";

const iso = (d: Date) => d.toISOString();

describe("the agency's calendar (Asia/Jakarta, UTC+7)", () => {
  it("starts a Jakarta day seven hours before UTC's", () => {
    expect(iso(zonedMidnight(2026, 3, 1, "Asia/Jakarta"))).toBe("2026-02-28T17:00:00.000Z");
    // Months roll over like Date.UTC: the 13th month is January of the next year.
    expect(iso(zonedMidnight(2025, 13, 1, "Asia/Jakarta"))).toBe("2025-12-31T17:00:00.000Z");
  });

  it("gives today's date in Jakarta, which runs ahead of UTC's in the evening (UTC)", () => {
    expect(zonedToday(new Date("2026-02-28T16:59:59Z"))).toBe("2026-02-28");
    expect(zonedToday(new Date("2026-02-28T17:00:00Z"))).toBe("2026-03-01");
  });

  it("bounds this month and last month as instants", () => {
    const now = new Date("2026-02-28T18:00:00Z"); // 1 March, 01:00 in Jakarta
    expect(monthPeriod(now)).toEqual({
      month: "2026-03",
      start: new Date("2026-02-28T17:00:00Z"),
      end: new Date("2026-03-31T17:00:00Z"),
    });
    expect(monthPeriod(now, -1)).toEqual({
      month: "2026-02",
      start: new Date("2026-01-31T17:00:00Z"),
      end: new Date("2026-02-28T17:00:00Z"),
    });
    // January's "last month" is December of the year before.
    expect(monthPeriod(new Date("2026-01-10T00:00:00Z"), -1).month).toBe("2025-12");
  });

  it("lists the last twelve months, oldest first, each ending where the next starts", () => {
    const months = recentMonths(new Date("2026-02-28T18:00:00Z"));
    expect(months.map((m) => m.month)).toEqual([
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    for (let i = 1; i < months.length; i++) expect(months[i].start).toEqual(months[i - 1].end);
  });

  it("also holds in a zone with daylight saving (the rule is not tied to a fixed offset)", () => {
    // Berlin is UTC+2 from the last Sunday of March: 1 April starts at 22:00 UTC the day before.
    expect(iso(zonedMidnight(2026, 4, 1, "Europe/Berlin"))).toBe("2026-03-31T22:00:00.000Z");
    expect(iso(zonedMidnight(2026, 3, 1, "Europe/Berlin"))).toBe("2026-02-28T23:00:00.000Z");
  });

  it("counts whole days to a date", () => {
    expect(daysUntil("2026-03-01", "2026-03-01")).toBe(0);
    expect(daysUntil("2026-03-01", "2026-03-10")).toBe(9);
    expect(daysUntil("2026-12-31", "2027-01-01")).toBe(1);
    expect(daysUntil("2026-03-02", "2026-03-01")).toBe(-1);
  });
});

import { describe, expect, it } from "vitest";
import { agencyToday } from "./dates";

describe("agencyToday", () => {
  it("is the agency's day, not UTC's: 06:30 in Jakarta is still 23:30 the day before in UTC", () => {
    expect(agencyToday(new Date("2026-11-25T23:30:00Z"))).toBe("2026-11-26");
  });
  it("turns at the agency's midnight (17:00 UTC)", () => {
    expect(agencyToday(new Date("2026-11-26T16:59:59Z"))).toBe("2026-11-26");
    expect(agencyToday(new Date("2026-11-26T17:00:00Z"))).toBe("2026-11-27");
  });
});

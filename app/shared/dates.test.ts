import { describe, expect, it } from "vitest";
import { agencyToday, localDateTime, zonedInstant } from "./dates";

describe("agencyToday", () => {
  it("is the agency's day, not UTC's: 06:30 in Jakarta is still 23:30 the day before in UTC", () => {
    expect(agencyToday(new Date("2026-11-25T23:30:00Z"))).toBe("2026-11-26");
  });
  it("turns at the agency's midnight (17:00 UTC)", () => {
    expect(agencyToday(new Date("2026-11-26T16:59:59Z"))).toBe("2026-11-26");
    expect(agencyToday(new Date("2026-11-26T17:00:00Z"))).toBe("2026-11-27");
  });
});

describe("zonedInstant", () => {
  it("reads a wall clock typed in the panel on the agency's clock (UTC+7) unless another zone is named", () => {
    expect(zonedInstant("2026-03-14T09:00").toISOString()).toBe("2026-03-14T02:00:00.000Z");
    expect(zonedInstant("2026-03-14T03:30:15").toISOString()).toBe("2026-03-13T20:30:15.000Z");
    expect(zonedInstant("2026-03-14T09:00", "Asia/Riyadh").toISOString()).toBe("2026-03-14T06:00:00.000Z");
    expect(zonedInstant("2026-03-14T09:00", "Asia/Kuala_Lumpur").toISOString()).toBe("2026-03-14T01:00:00.000Z");
  });
  it("round-trips with localDateTime, across a change of clock too", () => {
    for (const [local, zone] of [
      ["2026-12-31T23:59", "Asia/Jakarta"],
      ["2026-03-29T03:30", "Europe/London"],
      ["2026-10-25T00:30", "Europe/London"],
    ] as const)
      expect(localDateTime(zonedInstant(local, zone).toISOString(), zone)).toBe(local.replace("T", " "));
  });
});

import { describe, expect, it } from "vitest";
import { agencyToday } from "./dates";
import { formatZoned, formatZonedTime, isTimeZone, zonedInstant, zonedLocal } from "./zoned-time";

describe("agencyToday", () => {
  it("is the agency's day, not UTC's: 06:30 in Jakarta is still 23:30 the day before in UTC", () => {
    expect(agencyToday(new Date("2026-11-25T23:30:00Z"))).toBe("2026-11-26");
  });
  it("turns at the agency's midnight (17:00 UTC)", () => {
    expect(agencyToday(new Date("2026-11-26T16:59:59Z"))).toBe("2026-11-26");
    expect(agencyToday(new Date("2026-11-26T17:00:00Z"))).toBe("2026-11-27");
  });
});

describe("zonedInstant and zonedLocal (a flight's times at each airport)", () => {
  it("reads a wall-clock time in the airport's zone: 10:25 in Jakarta is 03:25 UTC, 10:25 in Jeddah 07:25 UTC", () => {
    expect(zonedInstant("2027-01-10T10:25", "Asia/Jakarta")?.toISOString()).toBe("2027-01-10T03:25:00.000Z");
    expect(zonedInstant("2027-01-10T10:25", "Asia/Riyadh")?.toISOString()).toBe("2027-01-10T07:25:00.000Z");
    expect(zonedInstant("2027-01-10T00:10", "Asia/Kuala_Lumpur")?.toISOString()).toBe("2027-01-09T16:10:00.000Z");
  });

  it("gives the time back on the zone's clock, across a date line", () => {
    const instant = new Date("2027-01-09T16:10:00Z");
    expect(zonedLocal(instant, "Asia/Kuala_Lumpur")).toBe("2027-01-10T00:10");
    expect(zonedLocal(instant, "Asia/Jayapura")).toBe("2027-01-10T01:10");
    expect(zonedLocal(instant, "Asia/Riyadh")).toBe("2027-01-09T19:10");
    for (const zone of ["Asia/Jakarta", "Asia/Makassar", "Asia/Dubai", "Europe/Istanbul", "Africa/Cairo"])
      expect(zonedInstant(zonedLocal(instant, zone), zone)?.toISOString()).toBe(instant.toISOString());
  });

  it("follows a daylight-saving zone: Cairo is UTC+2 in winter, UTC+3 in summer; Istanbul +3 all year", () => {
    expect(zonedInstant("2027-01-15T09:00", "Africa/Cairo")?.toISOString()).toBe("2027-01-15T07:00:00.000Z");
    expect(zonedInstant("2027-07-15T09:00", "Africa/Cairo")?.toISOString()).toBe("2027-07-15T06:00:00.000Z");
    expect(zonedInstant("2027-01-15T09:00", "Europe/Istanbul")?.toISOString()).toBe("2027-01-15T06:00:00.000Z");
    expect(zonedInstant("2027-07-15T09:00", "Europe/Istanbul")?.toISOString()).toBe("2027-07-15T06:00:00.000Z");
    // London: GMT in winter, BST (+1) in summer.
    expect(zonedInstant("2027-07-15T09:00", "Europe/London")?.toISOString()).toBe("2027-07-15T08:00:00.000Z");
  });

  it("refuses the hour the clocks skip and takes the first of the hour they pass twice", () => {
    // London springs forward on 28 March 2027 at 01:00 GMT: 01:30 does not exist.
    expect(zonedInstant("2027-03-28T01:30", "Europe/London")).toBeNull();
    expect(zonedInstant("2027-03-28T02:30", "Europe/London")?.toISOString()).toBe("2027-03-28T01:30:00.000Z");
    // It falls back on 31 October 2027 at 02:00 BST: 01:30 comes twice, first in BST.
    expect(zonedInstant("2027-10-31T01:30", "Europe/London")?.toISOString()).toBe("2027-10-31T00:30:00.000Z");
  });

  it("refuses what is no time or no zone", () => {
    expect(zonedInstant("2027-02-30T10:00", "Asia/Jakarta")).toBeNull();
    expect(zonedInstant("2027-01-10T24:00", "Asia/Jakarta")).toBeNull();
    expect(zonedInstant("2027-01-10 10:25", "Asia/Jakarta")).toBeNull();
    expect(zonedInstant("2027-01-10T10:25", "Asia/Atlantis")).toBeNull();
    expect(zonedInstant("2027-01-10T10:25", "+07:00")).toBeNull();
    expect(isTimeZone("Asia/Jakarta")).toBe(true);
    expect(isTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
    expect(isTimeZone("UTC")).toBe(false);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });

  it("formats a time on the airport's clock with the zone's name in the reader's language", () => {
    const instant = new Date("2027-01-10T03:25:00Z");
    expect(formatZoned(instant, "id", "Asia/Jakarta")).toBe("10 Jan 2027, 10.25 WIB");
    expect(formatZonedTime(instant, "en", "Asia/Riyadh")).toBe("06:25 GMT+3");
    expect(formatZoned(instant, "my", "Asia/Jakarta", { withYear: false })).toBe("10 Jan, 10:25 GMT+7");
  });
});

import { describe, expect, it } from "vitest";
import type { DocumentStatus, RequirementDto } from "./document.contract";
import {
  appliesTo,
  countDocuments,
  type DocumentGuest,
  documentDueOn,
  LATE_BOOKING_DOCUMENT_DAYS,
  isOverdue,
  isReady,
  meningitisProblem,
  requirementsFor,
  retentionDeleteOn,
  retentionDue,
  UMRAH_DEFAULT_REQUIREMENTS,
  yearsBefore,
} from "./document.rules";

const man: DocumentGuest = { travellerType: "adult", gender: "male" };
const woman: DocumentGuest = { travellerType: "adult", gender: "female" };
const girl: DocumentGuest = { travellerType: "child", gender: "female" };
const babyBoy: DocumentGuest = { travellerType: "infant", gender: "male" };

describe("appliesTo / requirementsFor", () => {
  it("all asks everyone; adults only adults; children children and infants; women women of any age", () => {
    const table = [
      ["all", [true, true, true, true]],
      ["adults", [true, true, false, false]],
      ["children", [false, false, true, true]],
      ["women", [false, true, true, false]],
    ] as const;
    for (const [audience, expected] of table)
      expect([man, woman, girl, babyBoy].map((g) => appliesTo(audience, g))).toEqual(expected);
  });

  it("keeps the package's order and only what asks the guest (umrah defaults)", () => {
    const kinds = (g: DocumentGuest) => requirementsFor(UMRAH_DEFAULT_REQUIREMENTS, g).map((r) => r.kind);
    expect(kinds(man)).toEqual(["passport", "passport_photo", "national_id", "family_card", "meningitis"]);
    expect(kinds(babyBoy)).toEqual(["passport", "passport_photo", "family_card", "meningitis", "relationship"]);
    const womenOnly: RequirementDto[] = [{ kind: "relationship", applies_to: "women", due_days: 5 }];
    expect(requirementsFor(womenOnly, man)).toEqual([]);
    expect(requirementsFor(womenOnly, girl)).toEqual(womenOnly);
  });
});

describe("documentDueOn", () => {
  // Booked long before: the due days count back from the departure alone.
  const early = new Date("2020-01-01T03:00:00Z");
  it("counts calendar days back across months, years and leap days", () => {
    expect(documentDueOn("2027-03-15", 30, early)).toBe("2027-02-13");
    expect(documentDueOn("2027-01-05", 10, early)).toBe("2026-12-26");
    expect(documentDueOn("2028-03-10", 10, early)).toBe("2028-02-29");
    expect(documentDueOn("2024-03-01", 1, early)).toBe("2024-02-29");
    expect(documentDueOn("2023-03-01", 1, early)).toBe("2023-02-28");
    expect(documentDueOn("2027-03-15", 0, early)).toBe("2027-03-15");
    // A timestamp-like start is read as its calendar day.
    expect(documentDueOn("2027-03-15T00:00:00Z", 1, early)).toBe("2027-03-14");
  });

  it("gives a late booking LATE_BOOKING_DOCUMENT_DAYS after its agency booking day, never past the departure", () => {
    expect(LATE_BOOKING_DOCUMENT_DAYS).toBe(7);
    // Issue 26: booked 39 days before departure, 45 due days: due 7 days after booking, not 6 days before it.
    const booked = new Date("2027-02-04T05:00:00Z"); // 12:00 in Jakarta, 4 February
    expect(documentDueOn("2027-03-15", 45, booked)).toBe("2027-02-11");
    // A requirement due later than that keeps its own day.
    expect(documentDueOn("2027-03-15", 21, booked)).toBe("2027-02-22");
    // Exactly on the boundary: the departure's day counts.
    expect(documentDueOn("2027-03-15", 32, booked)).toBe("2027-02-11");
    // The agency's calendar day of the booking: 23:30 UTC on 3 February is 4 February in Jakarta.
    expect(documentDueOn("2027-03-15", 45, new Date("2027-02-03T23:30:00Z"))).toBe("2027-02-11");
    // Booked 3 days before departure: due on the departure's first day at the latest.
    expect(documentDueOn("2027-03-15", 45, new Date("2027-03-12T05:00:00Z"))).toBe("2027-03-15");
  });

  it("makes nothing of a late booking overdue on the day it is made", () => {
    const booked = new Date("2027-02-04T05:00:00Z");
    for (const days of [0, 10, 45, 365])
      expect(isOverdue("missing", documentDueOn("2027-03-15", days, booked), "2027-02-04")).toBe(false);
  });
});

describe("isOverdue", () => {
  it("is still-to-give (missing or rejected) after the due day only", () => {
    expect(isOverdue("missing", "2027-02-13", "2027-02-14")).toBe(true);
    expect(isOverdue("rejected", "2027-02-13", "2027-02-14")).toBe(true);
    expect(isOverdue("missing", "2027-02-13", "2027-02-13")).toBe(false);
    expect(isOverdue("submitted", "2027-02-13", "2027-03-01")).toBe(false);
    expect(isOverdue("verified", "2027-02-13", "2027-03-01")).toBe(false);
    expect(isOverdue("missing", null, "2027-03-01")).toBe(false);
  });
});

describe("meningitisProblem", () => {
  const today = "2027-02-20";

  it("needs the vaccine at least 10 days before departure: exactly 10 ok, 9 not", () => {
    expect(meningitisProblem("conjugate", "2027-02-28", "2027-03-10", "2027-03-01")).toBeNull();
    expect(meningitisProblem("conjugate", "2027-03-01", "2027-03-10", "2027-03-01")).toBe("too_late");
    // Across a month end in a leap year: 29 Feb to 10 Mar is 10 days.
    expect(meningitisProblem("conjugate", "2028-02-29", "2028-03-10", "2028-03-01")).toBeNull();
    expect(meningitisProblem("conjugate", "2028-03-01", "2028-03-10", "2028-03-01")).toBe("too_late");
  });

  it("polysaccharide covers 3 years and conjugate 5 on the departure day: the exact day ok, a day more not", () => {
    expect(meningitisProblem("polysaccharide", "2024-03-01", "2027-03-01", today)).toBeNull();
    expect(meningitisProblem("polysaccharide", "2024-02-29", "2027-03-01", today)).toBe("too_old");
    expect(meningitisProblem("conjugate", "2022-03-01", "2027-03-01", today)).toBeNull();
    expect(meningitisProblem("conjugate", "2022-02-28", "2027-03-01", today)).toBe("too_old");
    // The same day would be polysaccharide's too_old and conjugate's fine.
    expect(meningitisProblem("polysaccharide", "2023-06-01", "2027-03-01", today)).toBe("too_old");
    expect(meningitisProblem("conjugate", "2023-06-01", "2027-03-01", today)).toBeNull();
  });

  it("a 29 February departure counts back to 28 February", () => {
    expect(yearsBefore("2028-02-29", 3)).toBe("2025-02-28");
    expect(yearsBefore("2028-02-29", 4)).toBe("2024-02-29");
    expect(meningitisProblem("polysaccharide", "2025-02-28", "2028-02-29", "2028-01-01")).toBeNull();
    expect(meningitisProblem("polysaccharide", "2025-02-27", "2028-02-29", "2028-01-01")).toBe("too_old");
    expect(meningitisProblem("conjugate", "2023-02-28", "2028-02-29", "2028-01-01")).toBeNull();
    expect(meningitisProblem("conjugate", "2023-02-27", "2028-02-29", "2028-01-01")).toBe("too_old");
  });

  it("refuses a date after today before anything else", () => {
    expect(meningitisProblem("conjugate", "2027-02-21", "2027-06-01", today)).toBe("in_future");
    expect(meningitisProblem("conjugate", "2027-02-20", "2027-06-01", today)).toBeNull();
  });

  it("refuses a vaccination before the guest's birth date; the birth day itself counts", () => {
    // An infant born 1 March 2026 cannot have been vaccinated in February 2026.
    expect(meningitisProblem("conjugate", "2026-02-28", "2027-02-10", today, "2026-03-01")).toBe("before_birth");
    expect(meningitisProblem("conjugate", "2026-03-01", "2027-02-10", today, "2026-03-01")).toBeNull();
    // Checked without a departure too (a booking without one); the departure's rules are not.
    expect(meningitisProblem("conjugate", "2026-02-28", null, today, "2026-03-01")).toBe("before_birth");
    expect(meningitisProblem("conjugate", "2020-01-01", null, today, "1980-01-01")).toBeNull();
  });
});

describe("countDocuments / isReady", () => {
  it("counts by status and is ready only when everything required is verified", () => {
    const list: DocumentStatus[] = ["missing", "submitted", "verified", "rejected", "verified"];
    const counts = countDocuments(list);
    expect(counts).toEqual({ required: 5, missing: 1, submitted: 1, verified: 2, rejected: 1 });
    expect(isReady(counts)).toBe(false);
    expect(isReady(countDocuments(["verified", "verified"]))).toBe(true);
    expect(isReady(countDocuments(["verified", "submitted"]))).toBe(false);
    expect(isReady(countDocuments([]))).toBe(true);
  });
});

describe("retention", () => {
  it("deletes a departure's files the given number of days after its return, counting calendar days", () => {
    expect(retentionDeleteOn("2027-01-10", 180)).toBe("2027-07-09");
    expect(retentionDeleteOn("2028-02-01", 28)).toBe("2028-02-29");
    expect(retentionDeleteOn("2027-12-31", 1)).toBe("2028-01-01");
    expect(retentionDue("2027-01-10", 180, "2027-07-08")).toBe(false);
    expect(retentionDue("2027-01-10", 180, "2027-07-09")).toBe(true);
    expect(retentionDue("2027-01-10", 180, "2028-01-01")).toBe(true);
  });
});

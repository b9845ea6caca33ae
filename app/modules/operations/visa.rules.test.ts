import { describe, expect, it } from "vitest";
import {
  canMarkSubmitted,
  departureVisaReadiness,
  normaliseVisaNumber,
  VISA_STATUSES,
  type VisaStatus,
  visaChangeAllowed,
  visaProblems,
  visaReasonRequired,
  visaUnchanged,
  visaValidOn,
  visaWarnings,
} from "./visa.rules";

const TODAY = "2026-03-10";
const issued = { visa_number: "6012345678", issued_on: "2026-03-01", expires_on: "2026-05-30" };

describe("visa changes", () => {
  it("allows waiting → submitted → issued | rejected, rejected → submitted, and an issued visa corrected or taken back", () => {
    const allowed = (from: VisaStatus) => VISA_STATUSES.filter((to) => visaChangeAllowed(from, to));
    expect(allowed("waiting")).toEqual(["submitted"]);
    expect(allowed("submitted")).toEqual(["waiting", "issued", "rejected"]);
    expect(allowed("rejected")).toEqual(["submitted"]);
    expect(allowed("issued")).toEqual(["submitted", "issued"]);
  });

  it("refuses a change the status does not allow, on the status field only", () => {
    expect(visaProblems({ from: "waiting", to: "issued", ...issued }, TODAY)).toEqual([
      { field: "status", key: "visa_change_not_allowed" },
    ]);
    expect(visaProblems({ from: "issued", to: "rejected", reason: "Dibatalkan" }, TODAY)).toEqual([
      { field: "status", key: "visa_change_not_allowed" },
    ]);
    expect(visaProblems({ from: "submitted", to: "submitted" }, TODAY)).toEqual([
      { field: "status", key: "visa_change_not_allowed" },
    ]);
  });

  it("asks a reason for a rejection, an issued visa taken back and a submission taken back", () => {
    expect(visaReasonRequired("submitted", "rejected")).toBe(true);
    expect(visaReasonRequired("issued", "submitted")).toBe(true);
    expect(visaReasonRequired("submitted", "waiting")).toBe(true);
    expect(visaReasonRequired("waiting", "submitted")).toBe(false);
    expect(visaReasonRequired("rejected", "submitted")).toBe(false);
    expect(visaProblems({ from: "submitted", to: "rejected", reason: "  " }, TODAY)).toEqual([
      { field: "reason", key: "reason_required" },
    ]);
    expect(visaProblems({ from: "submitted", to: "rejected", reason: "ab" }, TODAY)).toEqual([
      { field: "reason", key: "reason_required" },
    ]);
    expect(visaProblems({ from: "issued", to: "submitted", reason: null }, TODAY)).toEqual([
      { field: "reason", key: "reason_required" },
    ]);
    expect(visaProblems({ from: "submitted", to: "rejected", reason: "Foto paspor buram" }, TODAY)).toEqual([]);
    expect(visaProblems({ from: "waiting", to: "submitted" }, TODAY)).toEqual([]);
  });

  it("marks submitted in bulk only what is waiting or rejected", () => {
    expect(VISA_STATUSES.filter(canMarkSubmitted)).toEqual(["waiting", "rejected"]);
  });
});

describe("what an issued visa needs", () => {
  const issue = (values: Partial<Record<keyof typeof issued, string | null>>) =>
    visaProblems({ from: "submitted", to: "issued", ...issued, ...values }, TODAY);

  it("a number of 8 to 12 letters or digits, kept in capitals without spaces or dashes", () => {
    expect(issue({})).toEqual([]);
    expect(normaliseVisaNumber(" 601-234 5678 ")).toBe("6012345678");
    expect(normaliseVisaNumber("ab12cd34")).toBe("AB12CD34");
    expect(issue({ visa_number: "601-234-5678" })).toEqual([]);
    expect(issue({ visa_number: "ab12cd34" })).toEqual([]);
    expect(issue({ visa_number: "1234567" })).toEqual([{ field: "visa_number", key: "visa_number_format" }]);
    expect(issue({ visa_number: "1234567890123" })).toEqual([{ field: "visa_number", key: "visa_number_format" }]);
    expect(issue({ visa_number: "60123/45678" })).toEqual([{ field: "visa_number", key: "visa_number_format" }]);
    expect(issue({ visa_number: "" })).toEqual([{ field: "visa_number", key: "required" }]);
  });

  it("an issue day not in the future and an expiry day not before it, each on its field", () => {
    expect(issue({ issued_on: TODAY, expires_on: TODAY })).toEqual([]);
    expect(issue({ issued_on: "2026-03-11" })).toEqual([{ field: "issued_on", key: "visa_issued_future" }]);
    expect(issue({ expires_on: "2026-02-28" })).toEqual([{ field: "expires_on", key: "visa_dates_order" }]);
    expect(issue({ visa_number: null, issued_on: null, expires_on: null })).toEqual([
      { field: "visa_number", key: "required" },
      { field: "issued_on", key: "required" },
      { field: "expires_on", key: "required" },
    ]);
  });

  it("an expiry before the return day is recorded with a warning, not refused", () => {
    expect(issue({ expires_on: "2026-03-20" })).toEqual([]);
    expect(visaWarnings({ status: "issued", expires_on: "2026-03-20" }, "2026-03-25")).toEqual([
      "expires_before_return",
    ]);
    expect(visaWarnings({ status: "issued", expires_on: "2026-03-25" }, "2026-03-25")).toEqual([]);
    expect(visaWarnings({ status: "submitted", expires_on: null }, "2026-03-25")).toEqual([]);
  });

  it("a correction must correct something", () => {
    const row = { status: "issued" as const, ...issued, file_id: null, reason: null };
    expect(visaUnchanged(row, { ...row })).toBe(true);
    expect(visaUnchanged(row, { ...row, reason: "" })).toBe(true);
    expect(visaUnchanged(row, { ...row, expires_on: "2026-06-01" })).toBe(false);
    expect(visaUnchanged(row, { ...row, file_id: "0190c6f2-0000-7000-8000-000000000001" })).toBe(false);
  });
});

describe("departure readiness", () => {
  const RETURN = "2026-04-20";
  const g = (status: VisaStatus, expires_on: string | null = null) => ({ status, expires_on });

  it("is ready only when every guest has an issued visa valid on the return day", () => {
    const all = departureVisaReadiness([g("issued", "2026-05-30"), g("issued", RETURN)], RETURN);
    expect(all).toEqual({
      required: true,
      guests: 2,
      counts: { waiting: 0, submitted: 0, issued: 2, rejected: 0 },
      expiring: 0,
      missing: 0,
      ready: true,
    });
    const mixed = departureVisaReadiness(
      [g("issued", "2026-05-30"), g("issued", "2026-04-19"), g("waiting"), g("submitted"), g("rejected")],
      RETURN,
    );
    expect(mixed).toEqual({
      required: true,
      guests: 5,
      counts: { waiting: 1, submitted: 1, issued: 2, rejected: 1 },
      expiring: 1,
      missing: 4,
      ready: false,
    });
  });

  it("counts the return day itself as valid, the day before as not", () => {
    expect(visaValidOn(g("issued", RETURN), RETURN)).toBe(true);
    expect(visaValidOn(g("issued", "2026-04-19"), RETURN)).toBe(false);
    expect(visaValidOn(g("submitted", "2026-05-30"), RETURN)).toBe(false);
    expect(departureVisaReadiness([g("issued", "2026-04-19")], RETURN).ready).toBe(false);
  });

  it("a departure with no guest is ready; a tour package needs no visa", () => {
    expect(departureVisaReadiness([], RETURN)).toMatchObject({ guests: 0, missing: 0, ready: true });
    const tour = departureVisaReadiness([g("waiting"), g("submitted")], RETURN, "tour");
    expect(tour).toMatchObject({ required: false, guests: 2, missing: 0, ready: true });
    expect(tour.counts).toMatchObject({ waiting: 1, submitted: 1 });
    expect(departureVisaReadiness([g("waiting")], RETURN, "umrah")).toMatchObject({ required: true, ready: false });
  });
});

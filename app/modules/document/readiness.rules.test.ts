import { describe, expect, it } from "vitest";
import type { GuestDocumentDto, RequirementDto } from "./document.contract";
import { aGuestDocument } from "./document.fixture";
import type { ReadinessCellDto } from "./readiness.contract";
import {
  bookingsToRemind,
  countCells,
  departureReady,
  overdueCount,
  readinessCells,
  recentlyReminded,
  rowMatches,
  searchMatches,
} from "./readiness.rules";

const columns: RequirementDto[] = [
  { kind: "passport", applies_to: "all", due_days: 45 },
  { kind: "relationship", applies_to: "children", due_days: 30 },
];
const doc = (kind: GuestDocumentDto["kind"], status: GuestDocumentDto["status"], overdue = false) =>
  aGuestDocument({ kind, status, overdue, due_on: "2026-01-01" });
const cell = (kind: ReadinessCellDto["kind"], status: ReadinessCellDto["status"], overdue = false): ReadinessCellDto =>
  status
    ? { kind, required: true, status, due_on: "2026-01-01", overdue }
    : { kind, required: false, status: null, due_on: null, overdue: false };

describe("readinessCells", () => {
  it("gives one cell per column, 'not required' where the document does not apply", () => {
    expect(readinessCells(columns, [doc("passport", "verified")])).toEqual([
      { kind: "passport", required: true, status: "verified", due_on: "2026-01-01", overdue: false },
      { kind: "relationship", required: false, status: null, due_on: null, overdue: false },
    ]);
  });
});

describe("rowMatches", () => {
  const adult = [cell("passport", "missing", true), cell("relationship", null)];
  const child = [cell("passport", "verified"), cell("relationship", "rejected")];
  it("keeps every row without filters", () => {
    expect(rowMatches(adult, {})).toBe(true);
  });
  it("with a kind, keeps only the guests it applies to", () => {
    expect(rowMatches(adult, { kind: "relationship" })).toBe(false);
    expect(rowMatches(child, { kind: "relationship" })).toBe(true);
  });
  it("with a status, keeps guests with any document of it; with both, that kind's", () => {
    expect(rowMatches(child, { status: "rejected" })).toBe(true);
    expect(rowMatches(adult, { status: "rejected" })).toBe(false);
    expect(rowMatches(child, { kind: "passport", status: "rejected" })).toBe(false);
    expect(rowMatches(adult, { status: "overdue" })).toBe(true);
    expect(rowMatches(child, { status: "overdue" })).toBe(false);
  });
  it("never matches a 'not required' cell as missing", () => {
    expect(rowMatches([cell("relationship", null)], { status: "missing" })).toBe(false);
  });
});

describe("searchMatches", () => {
  it("finds any part in any case; an empty search finds everything", () => {
    expect(searchMatches("fauzi", ["TRX-1", "Ahmad FAUZI"])).toBe(true);
    expect(searchMatches("trx-1", ["TRX-1"])).toBe(true);
    expect(searchMatches("zz", ["TRX-1", "Ahmad"])).toBe(false);
    expect(searchMatches("  ", ["x"])).toBe(true);
    expect(searchMatches(undefined, ["x"])).toBe(true);
  });
});

describe("counts and readiness", () => {
  const rows = [
    [cell("passport", "verified"), cell("relationship", null)],
    [cell("passport", "submitted"), cell("relationship", "rejected", true)],
  ];
  it("counts required documents only, per kind and in total", () => {
    expect(countCells(rows)).toEqual({ required: 3, verified: 1, submitted: 1, rejected: 1, missing: 0 });
    expect(countCells(rows, "passport")).toEqual({ required: 2, verified: 1, submitted: 1, rejected: 0, missing: 0 });
    expect(overdueCount(rows)).toBe(1);
  });
  it("is ready only when every required document is verified; nothing required is ready", () => {
    expect(departureReady(rows)).toBe(false);
    expect(departureReady([[cell("passport", "verified"), cell("relationship", null)]])).toBe(true);
    expect(departureReady([])).toBe(true);
    expect(departureReady([[cell("passport", "submitted")]])).toBe(false);
  });
});

describe("bookingsToRemind", () => {
  const rows = [
    { booking_id: "a", cells: [cell("passport", "missing"), cell("relationship", "rejected")] },
    { booking_id: "a", cells: [cell("passport", "submitted"), cell("relationship", null)] },
    { booking_id: "b", cells: [cell("passport", "verified")] },
    { booking_id: "c", cells: [cell("passport", "missing")] },
  ];
  it("asks bookings with a missing or rejected document, counting them; waiting and verified ones are not asked", () => {
    expect([...bookingsToRemind(rows)]).toEqual([
      ["a", 2],
      ["c", 1],
    ]);
  });
  it("narrows to a subset, ignoring ids that are not concerned", () => {
    expect([...bookingsToRemind(rows, ["c", "b", "zzz"])]).toEqual([["c", 1]]);
  });
});

describe("recentlyReminded (decision 046)", () => {
  const now = new Date("2026-05-01T10:00:00Z");
  it("is true within the quiet minutes and false from their end", () => {
    expect(recentlyReminded(null, now, 10)).toBe(false);
    expect(recentlyReminded(new Date("2026-05-01T09:50:00.001Z"), now, 10)).toBe(true);
    expect(recentlyReminded(new Date("2026-05-01T09:50:00Z"), now, 10)).toBe(false);
  });
});

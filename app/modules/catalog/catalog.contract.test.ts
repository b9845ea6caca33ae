import { describe, expect, it } from "vitest";
import { issueMessage } from "#app/shared/validation";
import { departureInput, destinationInput, tourInput } from "./catalog.contract";

const minimal = { code: "umr-12", name: { id: "Umrah 12 Hari" }, base_price: 3_450_000_000, default_capacity: 45 };

describe("tourInput", () => {
  it("accepts a minimal package: description and lists may be left out", () => {
    const v = tourInput.parse(minimal);
    expect(v.code).toBe("UMR-12");
    expect(v.description).toEqual({ id: "" });
    expect(v).toMatchObject({
      category_ids: [],
      itinerary: [],
      facilities: [],
      status: "draft",
      min_pax: 1,
      max_pax: null,
    });
  });

  it("says an empty code is required, not badly formatted", () => {
    const r = tourInput.safeParse({ ...minimal, code: "" });
    const codeIssues = r.error?.issues.filter((i) => i.path[0] === "code") ?? [];
    expect(codeIssues.map((i) => issueMessage(i).key)).toEqual(["required"]);
  });

  it("refuses max pax below min pax, percentages above 100 and a deposit above the price", () => {
    const r = tourInput.safeParse({
      ...minimal,
      min_pax: 4,
      max_pax: 2,
      discount_type: "percentage",
      discount_value: 120,
      min_payment: 4_000_000_000,
    });
    const keys = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), issueMessage(i).key]));
    expect(keys).toMatchObject({
      max_pax: "max_pax_below_min",
      discount_value: "percentage_max",
      min_payment: "min_payment_above_price",
    });
  });

  it("drops empty translations and keeps id required", () => {
    expect(tourInput.parse({ ...minimal, name: { id: "Umrah", en: "", my: " " } }).name).toEqual({ id: "Umrah" });
    expect(tourInput.safeParse({ ...minimal, name: { id: "", en: "Umrah" } }).success).toBe(false);
  });
});

describe("destinationInput and departureInput", () => {
  it("lets a destination come without a description", () => {
    expect(destinationInput.parse({ name: { id: "Istanbul" } }).description).toEqual({ id: "" });
  });

  it("refuses an end date before the start date", () => {
    const r = departureInput.safeParse({ start_date: "2027-03-10", end_date: "2027-03-01" });
    expect(r.error?.issues.map((i) => issueMessage(i).key)).toEqual(["end_before_start"]);
  });
});

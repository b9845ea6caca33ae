import { describe, expect, it } from "vitest";
import { belowReference, lowestPrice, publishingRefusals, sellsInMalaysia } from "./regulator.rules";

describe("the regulator's publishing rules (docs/product.md §Licences, reference price and escrow)", () => {
  it("sells in Malaysia when its currency is ringgit or it holds a KPK licence", () => {
    expect(sellsInMalaysia({ currency: "MYR", kpk_licence: null })).toBe(true);
    expect(sellsInMalaysia({ currency: "IDR", kpk_licence: "KPK/LN-1" })).toBe(true);
    expect(sellsInMalaysia({ currency: "IDR", kpk_licence: "  " })).toBe(false);
  });

  it("the lowest price is the lowest of the base price and the fares, after the discount", () => {
    expect(lowestPrice(3_000, [2_500, 4_000], null)).toBe(2_500);
    expect(lowestPrice(3_000, [], { type: "percentage", value: 10 })).toBe(2_700);
    expect(lowestPrice(3_000, [2_900], { type: "fixed", value: 500 })).toBe(2_400);
  });

  it("compares umrah packages priced in rupiah only", () => {
    const p = { kind: "umrah" as const, currency: "IDR", lowest: 99, reference: 100 };
    expect(belowReference(p)).toBe(true);
    expect(belowReference({ ...p, lowest: 100 })).toBe(false);
    expect(belowReference({ ...p, kind: "tour" })).toBe(false);
    expect(belowReference({ ...p, currency: "MYR" })).toBe(false);
  });

  it("refuses a published umrah package without its serial in Malaysia, or below the reference without a reason", () => {
    const base = {
      status: "published",
      kind: "umrah" as const,
      serial: null,
      malaysia: true,
      below: true,
      reason: null,
      reasonOnFile: false,
    };
    expect(publishingRefusals(base)).toEqual({
      ad_approval_serial: "ad_serial_required",
      below_reference_reason: "below_reference_reason_required",
    });
    expect(publishingRefusals({ ...base, serial: "KPK/LN/ADV 1", reason: "promo" })).toEqual({});
    expect(publishingRefusals({ ...base, serial: "KPK/LN/ADV 1", reasonOnFile: true })).toEqual({});
    expect(publishingRefusals({ ...base, status: "draft" })).toEqual({});
    expect(publishingRefusals({ ...base, kind: "tour" })).toEqual({});
  });
});

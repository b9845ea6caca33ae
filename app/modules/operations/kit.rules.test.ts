import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "#app/modules/booking/booking.contract";
import {
  type KitItemRule,
  kitHandoverVerdict,
  kitItemsFor,
  kitSizeProblem,
  kitSizesFor,
  paidInFull,
} from "./kit.rules";

const suitcase = { name: "suitcase", for: "all", sizes: [] } as const;
const ihram = { name: "ihram", for: "male", sizes: ["M", "L", "XL"] } as const;
const mukena = { name: "mukena", for: "female", sizes: ["S", "M", "L"] } as const;
const shirt = { name: "batik shirt", for: "all", sizes: ["L", "XXL"] } as const;
const kit: (KitItemRule & { name: string })[] = [suitcase, ihram, mukena];

describe("which items a guest gets", () => {
  it("those for everyone and those of their gender, in the kit's order", () => {
    expect(kitItemsFor(kit, "male").map((i) => i.name)).toEqual(["suitcase", "ihram"]);
    expect(kitItemsFor(kit, "female").map((i) => i.name)).toEqual(["suitcase", "mukena"]);
    expect(kitItemsFor([ihram], "female")).toEqual([]);
    expect(kitItemsFor([], "male")).toEqual([]);
  });

  it("the sizes they may be given: their items' sizes, once each, in order", () => {
    expect(kitSizesFor(kit, "male")).toEqual(["M", "L", "XL"]);
    expect(kitSizesFor(kit, "female")).toEqual(["S", "M", "L"]);
    expect(kitSizesFor([...kit, shirt], "female")).toEqual(["S", "M", "L", "XXL"]);
    // A man's kit never offers the mukena's S.
    expect(kitSizesFor(kit, "male")).not.toContain("S");
    expect(kitSizesFor([suitcase], "male")).toEqual([]);
  });
});

describe("the handover's size", () => {
  it("is required and one of the guest's sizes when any of their items is sized", () => {
    expect(kitSizeProblem(kit, "male", "XL")).toBeNull();
    expect(kitSizeProblem(kit, "male", null)).toBe("kit_size_required");
    expect(kitSizeProblem(kit, "male", "")).toBe("kit_size_required");
    // The mukena's size is not a man's.
    expect(kitSizeProblem(kit, "male", "S")).toBe("kit_size_unknown");
    expect(kitSizeProblem(kit, "female", "S")).toBeNull();
    expect(kitSizeProblem(kit, "female", "XL")).toBe("kit_size_unknown");
    // Sizes are compared as written.
    expect(kitSizeProblem(kit, "male", "xl")).toBe("kit_size_unknown");
  });

  it("is none when none of their items is sized (a woman's sized item does not ask a man's size)", () => {
    expect(kitSizeProblem([suitcase, mukena], "male", null)).toBeNull();
    expect(kitSizeProblem([suitcase, mukena], "male", "M")).toBe("kit_size_none");
    expect(kitSizeProblem([], "female", undefined)).toBeNull();
  });
});

describe("the paid-in-full rule", () => {
  it("paid and processed are paid in full; the other statuses are not", () => {
    expect(BOOKING_STATUSES.filter(paidInFull)).toEqual(["paid", "processed"]);
  });

  it("a booking paid in full gets its kit; a reason given then is not recorded (nothing was overridden)", () => {
    expect(kitHandoverVerdict("paid", null)).toEqual({ allowed: true, overrideReason: null });
    expect(kitHandoverVerdict("processed", "early")).toEqual({ allowed: true, overrideReason: null });
  });

  it("a booking not paid in full: refused without a reason, allowed with one, which is recorded trimmed", () => {
    for (const status of ["pending", "processing"] as const) {
      expect(kitHandoverVerdict(status, null)).toEqual({ allowed: false, refusal: "kit_not_paid" });
      expect(kitHandoverVerdict(status, undefined)).toEqual({ allowed: false, refusal: "kit_not_paid" });
      expect(kitHandoverVerdict(status, "   ")).toEqual({ allowed: false, refusal: "kit_not_paid" });
      expect(kitHandoverVerdict(status, " Pays on Monday, leaves Tuesday ")).toEqual({
        allowed: true,
        overrideReason: "Pays on Monday, leaves Tuesday",
      });
    }
  });

  it("a cancelled booking: refused, override or not", () => {
    expect(kitHandoverVerdict("canceled", null)).toEqual({ allowed: false, refusal: "kit_booking_canceled" });
    expect(kitHandoverVerdict("canceled", "Still send it")).toEqual({
      allowed: false,
      refusal: "kit_booking_canceled",
    });
  });
});

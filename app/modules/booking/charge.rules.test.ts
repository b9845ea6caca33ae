import { describe, expect, it } from "vitest";
import { chargesOpen, signedCharge, totalsAfterCharge } from "./charge.rules";

describe("charge lines (docs/product.md §Charges)", () => {
  it("adds every kind but a discount, which is taken off", () => {
    expect(signedCharge("visa_fee", 2_500_000)).toBe(2_500_000);
    expect(signedCharge("other", 1)).toBe(1);
    expect(signedCharge("discount", 500_000)).toBe(-500_000);
  });

  it("is open while the booking waits for money or is paid, closed once cancelled or processed", () => {
    expect(["pending", "processing", "paid"].every((s) => chargesOpen(s as "paid"))).toBe(true);
    expect(chargesOpen("canceled")).toBe(false);
    expect(chargesOpen("processed")).toBe(false);
  });

  const b = { total: 10_000_000, chargesTotal: 0, paidTotal: 3_000_000, minFirstPayment: 3_000_000 };

  it("moves the total and the charges' sum by the line", () => {
    expect(totalsAfterCharge(b, 2_500_000)).toEqual({
      total: 12_500_000,
      chargesTotal: 2_500_000,
      minFirstPayment: 3_000_000,
    });
    expect(totalsAfterCharge({ ...b, chargesTotal: 2_500_000 }, -2_500_000)).toMatchObject({ chargesTotal: 0 });
  });

  it("never leaves the total below what is paid; down to exactly that is allowed", () => {
    expect(totalsAfterCharge(b, -7_000_000)).toMatchObject({ total: 3_000_000 });
    expect(totalsAfterCharge(b, -7_000_001)).toBe("below_paid");
    expect(totalsAfterCharge({ ...b, paidTotal: 0 }, -10_000_001)).toBe("below_paid");
  });

  it("caps a deposit's least first payment at the total", () => {
    expect(totalsAfterCharge({ ...b, paidTotal: 0 }, -8_000_000)).toMatchObject({
      total: 2_000_000,
      minFirstPayment: 2_000_000,
    });
  });
});

import { describe, expect, it } from "vitest";
import { discountAmount, displayPrice, priceBooking, seatsLeft } from "./catalog.rules";

describe("priceBooking", () => {
  it("multiplies the base price by pax and adds extras per pax and per booking", () => {
    const p = priceBooking({
      basePrice: 3_000_000_000,
      pax: 3,
      discount: null,
      extras: [
        { id: 1, price: 500_000_000, per: "pax" },
        { id: 2, price: 150_000_000, per: "booking" },
      ],
    });
    expect(p).toEqual({
      unitPrice: 3_000_000_000,
      pax: 3,
      subtotal: 9_000_000_000,
      extras: [
        { id: 1, amount: 1_500_000_000 },
        { id: 2, amount: 150_000_000 },
      ],
      extrasTotal: 1_650_000_000,
      discount: 0,
      total: 10_650_000_000,
    });
  });

  it("uses the departure's price override instead of the base price", () => {
    expect(priceBooking({ basePrice: 1000, priceOverride: 1500, pax: 2, discount: null, extras: [] }).subtotal).toBe(3000);
    expect(priceBooking({ basePrice: 1000, priceOverride: 0, pax: 2, discount: null, extras: [] }).subtotal).toBe(0);
  });

  it("applies a fixed discount per pax to the subtotal only, not to extras", () => {
    const p = priceBooking({
      basePrice: 10_000,
      pax: 2,
      discount: { type: "fixed", value: 1_000 },
      extras: [{ id: 1, price: 500, per: "pax" }],
    });
    expect(p.discount).toBe(2_000);
    expect(p.total).toBe(20_000 + 1_000 - 2_000);
  });

  it("rounds a percentage discount half up to the minor unit", () => {
    // 12% of 999 = 119.88 -> 120; 10% of 1005 = 100.5 -> 101; 10% of 1004 = 100.4 -> 100
    expect(discountAmount(999, 1, { type: "percentage", value: 12 })).toBe(120);
    expect(discountAmount(1005, 1, { type: "percentage", value: 10 })).toBe(101);
    expect(discountAmount(1004, 1, { type: "percentage", value: 10 })).toBe(100);
  });

  it("never lets the discount take the price below zero", () => {
    expect(priceBooking({ basePrice: 1_000, pax: 2, discount: { type: "fixed", value: 5_000 }, extras: [] }).total).toBe(0);
    expect(priceBooking({ basePrice: 1_000, pax: 1, discount: { type: "percentage", value: 150 }, extras: [] }).total).toBe(0);
    const withExtras = priceBooking({
      basePrice: 1_000,
      pax: 1,
      discount: { type: "fixed", value: 5_000 },
      extras: [{ id: 1, price: 300, per: "booking" }],
    });
    expect(withExtras.discount).toBe(1_000);
    expect(withExtras.total).toBe(300);
  });

  it("stays exact with large rupiah amounts in minor units", () => {
    const p = priceBooking({ basePrice: 45_500_000_00, pax: 45, discount: { type: "percentage", value: 7 }, extras: [] });
    expect(p.subtotal).toBe(204_750_000_000);
    expect(p.discount).toBe(14_332_500_000);
    expect(Number.isInteger(p.total)).toBe(true);
  });
});

describe("displayPrice and seats", () => {
  it("shows the per-pax price after the discount", () => {
    expect(displayPrice(10_000, null)).toBe(10_000);
    expect(displayPrice(10_000, { type: "fixed", value: 2_500 })).toBe(7_500);
    expect(displayPrice(10_000, { type: "percentage", value: 15 })).toBe(8_500);
  });

  it("counts seats left, never below zero", () => {
    expect(seatsLeft(45, 40)).toBe(5);
    expect(seatsLeft(45, 45)).toBe(0);
    expect(seatsLeft(45, 47)).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import {
  departureState,
  discountAmount,
  displayPrice,
  durationDays,
  nextFreeSlug,
  priceBooking,
  seatsLeft,
  slugify,
  todayOf,
} from "./catalog.rules";

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
    expect(priceBooking({ basePrice: 1000, priceOverride: 1500, pax: 2, discount: null, extras: [] }).subtotal).toBe(
      3000,
    );
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
    expect(
      priceBooking({ basePrice: 1_000, pax: 2, discount: { type: "fixed", value: 5_000 }, extras: [] }).total,
    ).toBe(0);
    expect(
      priceBooking({ basePrice: 1_000, pax: 1, discount: { type: "percentage", value: 150 }, extras: [] }).total,
    ).toBe(0);
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
    const p = priceBooking({
      basePrice: 45_500_000_00,
      pax: 45,
      discount: { type: "percentage", value: 7 },
      extras: [],
    });
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

describe("slugify", () => {
  it.each([
    ["Umrah Reguler 9 Hari", "umrah-reguler-9-hari"],
    ["  Wisata   Halal -- Turki  ", "wisata-halal-turki"],
    ["Türkiye & Cappadocia!", "turkiye-dan-cappadocia"],
    ["Crème Brûlée Ç Ñ", "creme-brulee-c-n"],
    ["Haji_Khusus/2026", "haji-khusus-2026"],
    ["---", "item"],
    ["عمرة", "item"],
  ])("%s → %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("uses the fallback for a name without latin letters or digits", () => {
    expect(slugify("🕋", "tour")).toBe("tour");
  });

  it("stays within the slug limit without a trailing dash", () => {
    const slug = slugify(`${"a".repeat(99)} bcd`);
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug).toBe("a".repeat(99));
  });
});

describe("nextFreeSlug", () => {
  it("keeps a free slug and suffixes a taken one with the first free number", () => {
    expect(nextFreeSlug("umrah", [])).toBe("umrah");
    expect(nextFreeSlug("umrah", ["umrah"])).toBe("umrah-2");
    expect(nextFreeSlug("umrah", ["umrah", "umrah-2", "umrah-4"])).toBe("umrah-3");
    expect(nextFreeSlug("umrah", ["umrah-2"])).toBe("umrah");
  });
});

describe("departureState", () => {
  const today = "2026-03-10";
  const d = { capacity: 10, isOpen: true, startDate: "2026-03-11" };
  it("is bookable when open, with seats, leaving after today", () => {
    expect(departureState(d, 4, today)).toEqual({ seatsLeft: 6, fullBooked: false, departed: false, bookable: true });
  });
  it("is full when every seat is held, never below zero", () => {
    expect(departureState(d, 10, today)).toMatchObject({ seatsLeft: 0, fullBooked: true, bookable: false });
    expect(departureState(d, 12, today)).toMatchObject({ seatsLeft: 0, fullBooked: true });
  });
  it("is not bookable when closed, leaving today or already left", () => {
    expect(departureState({ ...d, isOpen: false }, 0, today).bookable).toBe(false);
    expect(departureState({ ...d, startDate: today }, 0, today)).toMatchObject({ departed: true, bookable: false });
    expect(departureState({ ...d, startDate: "2026-01-01" }, 0, today).departed).toBe(true);
  });
});

describe("durationDays and todayOf", () => {
  it("counts the start and the end day", () => {
    expect(durationDays("2026-03-10", "2026-03-10")).toBe(1);
    expect(durationDays("2026-03-10", "2026-03-18")).toBe(9);
    expect(durationDays("2026-02-27", "2026-03-02")).toBe(4);
    expect(durationDays("2024-02-27", "2024-03-02")).toBe(5);
  });
  it("takes the UTC calendar day of the clock", () => {
    expect(todayOf(new Date("2026-03-10T23:59:59Z"))).toBe("2026-03-10");
    expect(todayOf(new Date("2026-03-11T00:00:00Z"))).toBe("2026-03-11");
  });
});

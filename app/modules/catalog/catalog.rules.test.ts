import { describe, expect, it } from "vitest";
import {
  type Discount,
  type ExtraChoice,
  departureState,
  discountAmount,
  displayPrice,
  durationDays,
  fareAfterDiscount,
  nextFreeSlug,
  perPersonFares,
  type GuestToPrice,
  priceGuests,
  seatsLeft,
  slugify,
  todayOf,
} from "./catalog.rules";

interface PriceInput {
  basePrice: number;
  priceOverride?: number | null;
  pax: number;
  discount: Discount;
  extras: ExtraChoice[];
}

interface PriceBreakdown {
  unitPrice: number;
  pax: number;
  subtotal: number;
  extras: { id: number; amount: number }[];
  extrasTotal: number;
  discount: number;
  total: number;
}

/**
 * The specification's per-pax shape of a booking, for the tests of the pricing rules: `pax` adults
 * at one unit price (the departure's override or the base price), priced by `priceGuests`.
 */
function priceBooking(input: PriceInput): PriceBreakdown {
  const unitPrice = input.priceOverride ?? input.basePrice;
  const unit = 0;
  const priced = priceGuests({
    fares: { rooms: [{ roomTypeId: unit, price: unitPrice }], childNoBedPrice: null, infantPrice: null },
    guests: Array.from({ length: input.pax }, () => ({
      type: "adult" as const,
      choice: { kind: "room", roomTypeId: unit } as const,
    })),
    extras: input.extras,
    discount: input.discount,
    minPayment: 0,
  });
  if (!priced.ok) throw new Error("adults at one unit price are always sold");
  const p = priced.price;
  return {
    unitPrice,
    pax: input.pax,
    subtotal: p.subtotal,
    extras: p.extras,
    extrasTotal: p.extrasTotal,
    discount: p.discount,
    total: p.total,
  };
}

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

  it("one traveller's fare after the discount: a fixed discount per seat (never an infant's), a percentage on every fare", () => {
    const fixed: Discount = { type: "fixed", value: 1_000_000_00 };
    expect(fareAfterDiscount(42_000_000_00, "adult", fixed)).toBe(41_000_000_00);
    expect(fareAfterDiscount(30_000_000_00, "child", fixed)).toBe(29_000_000_00);
    expect(fareAfterDiscount(5_000_000_00, "infant", fixed)).toBe(5_000_000_00);
    const pct: Discount = { type: "percentage", value: 10 };
    expect(fareAfterDiscount(5_000_000_00, "infant", pct)).toBe(4_500_000_00);
    expect(fareAfterDiscount(42_000_000_00, "adult", null)).toBe(42_000_000_00);
    // A fixed discount larger than a fare leaves it at 0, never below.
    expect(fareAfterDiscount(500_000_00, "child", fixed)).toBe(0);
  });

  it("the checkout's per-person figures add up with the quote's one discount (rounding: the difference)", () => {
    // Double x 2 at Rp 42.0 m, Rp 1.0 m off per seat: Rp 41.0 m each, as the package page says.
    const fixed = perPersonFares(
      [
        { type: "adult", fare: 42_000_000_00 },
        { type: "adult", fare: 42_000_000_00 },
        { type: "infant", fare: 5_000_000_00 },
      ],
      { type: "fixed", value: 1_000_000_00 },
      2_000_000_00,
    );
    expect(fixed).toEqual({ fares: [41_000_000_00, 41_000_000_00, 5_000_000_00], rounding: 0 });
    // 5 % of 3 x 0.15 rounds to 0.01 each (0.03) but to 0.02 on the whole 0.45: one minor unit back.
    const guests = [15, 15, 15].map((fare) => ({ type: "adult" as const, fare }));
    const pct = { type: "percentage" as const, value: 5 };
    const p = perPersonFares(guests, pct, discountAmount(45, 3, pct));
    expect(p).toEqual({ fares: [14, 14, 14], rounding: 1 });
    expect(p.fares.reduce((a, b) => a + b, 0) + p.rounding).toBe(45 - discountAmount(45, 3, pct));
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

describe("priceGuests (by guests and room types)", () => {
  const QUAD = 11;
  const TRIPLE = 12;
  const DOUBLE = 13;
  const fares = {
    rooms: [
      { roomTypeId: QUAD, price: 3_290_000_000 },
      { roomTypeId: TRIPLE, price: 3_490_000_000 },
      { roomTypeId: DOUBLE, price: 3_790_000_000 },
    ],
    childNoBedPrice: 2_500_000_000,
    infantPrice: 800_000_000,
  };
  const adult = (roomTypeId: number): GuestToPrice => ({ type: "adult", choice: { kind: "room", roomTypeId } });
  const childBed = (roomTypeId: number): GuestToPrice => ({ type: "child", choice: { kind: "room", roomTypeId } });
  const childNoBed: GuestToPrice = { type: "child", choice: { kind: "no_bed" } };
  const infant: GuestToPrice = { type: "infant", choice: { kind: "infant" } };
  const base = { fares, extras: [], discount: null, minPayment: 0 };

  function priced(input: Parameters<typeof priceGuests>[0]) {
    const r = priceGuests(input);
    if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.refusals)}`);
    return r.price;
  }

  it("a Double for two adults, a child without a bed and an infant: a line per guest and per room type", () => {
    const p = priced({
      ...base,
      guests: [adult(DOUBLE), adult(DOUBLE), childNoBed, infant],
      extras: [
        { id: 1, price: 50_000_000, per: "pax" },
        { id: 2, price: 10_000_000, per: "booking" },
      ],
      minPayment: 500_000_000,
    });
    expect(p).toEqual({
      lines: [
        { guest: 0, type: "adult", roomTypeId: DOUBLE, fare: 3_790_000_000 },
        { guest: 1, type: "adult", roomTypeId: DOUBLE, fare: 3_790_000_000 },
        { guest: 2, type: "child", roomTypeId: null, fare: 2_500_000_000 },
        { guest: 3, type: "infant", roomTypeId: null, fare: 800_000_000 },
      ],
      rooms: [{ roomTypeId: DOUBLE, beds: 2, amount: 7_580_000_000 }],
      childNoBed: { guests: 1, amount: 2_500_000_000 },
      infants: { guests: 1, amount: 800_000_000 },
      seats: 3,
      subtotal: 10_880_000_000,
      // per pax x 3 seats (the infant holds none), per booking once
      extras: [
        { id: 1, amount: 150_000_000 },
        { id: 2, amount: 10_000_000 },
      ],
      extrasTotal: 160_000_000,
      discount: 0,
      total: 11_040_000_000,
      minFirstPayment: 1_500_000_000,
    });
  });

  it("a child with a bed pays the bed's price; room types total in the fares' order, unused ones left out", () => {
    const p = priced({ ...base, guests: [adult(DOUBLE), childBed(QUAD), adult(QUAD)] });
    expect(p.lines.map((l) => l.fare)).toEqual([3_790_000_000, 3_290_000_000, 3_290_000_000]);
    expect(p.rooms).toEqual([
      { roomTypeId: QUAD, beds: 2, amount: 6_580_000_000 },
      { roomTypeId: DOUBLE, beds: 1, amount: 3_790_000_000 },
    ]);
    expect(p.childNoBed).toEqual({ guests: 0, amount: 0 });
    expect(p.subtotal).toBe(10_370_000_000);
    expect(p.seats).toBe(3);
  });

  it("a fixed discount is per seat-holding guest, on the guests subtotal only", () => {
    const p = priced({
      ...base,
      guests: [adult(QUAD), childNoBed, infant],
      extras: [{ id: 1, price: 1000, per: "booking" }],
      discount: { type: "fixed", value: 100_000_000 },
    });
    expect(p.discount).toBe(200_000_000); // 2 seats, not 3 guests
    expect(p.total).toBe(3_290_000_000 + 2_500_000_000 + 800_000_000 + 1000 - 200_000_000);
  });

  it("a percentage discount is of the guests subtotal (infant fare included), rounded half up, extras untouched", () => {
    const p = priced({
      fares: { rooms: [{ roomTypeId: 1, price: 333 }], childNoBedPrice: null, infantPrice: 0 },
      guests: [adult(1), infant],
      extras: [{ id: 1, price: 1000, per: "pax" }],
      discount: { type: "percentage", value: 10 },
      minPayment: 0,
    });
    expect(p.subtotal).toBe(333);
    expect(p.discount).toBe(33); // 33.3
    expect(p.extrasTotal).toBe(1000);
    expect(p.total).toBe(333 + 1000 - 33);
  });

  it("a discount never exceeds the guests subtotal", () => {
    const p = priced({
      fares: { rooms: [{ roomTypeId: 1, price: 500 }], childNoBedPrice: null, infantPrice: null },
      guests: [adult(1)],
      extras: [{ id: 1, price: 200, per: "pax" }],
      discount: { type: "fixed", value: 900 },
      minPayment: 0,
    });
    expect(p.discount).toBe(500);
    expect(p.total).toBe(200);
  });

  it("the deposit minimum is the minimum payment x seat-holding guests, capped at the total", () => {
    expect(priced({ ...base, guests: [adult(QUAD), adult(QUAD), infant], minPayment: 100 }).minFirstPayment).toBe(200);
    const cheap = {
      fares: { rooms: [{ roomTypeId: 1, price: 50 }], childNoBedPrice: 10, infantPrice: 0 },
      extras: [],
      discount: null,
    };
    expect(priced({ ...cheap, guests: [adult(1), childNoBed], minPayment: 40 }).minFirstPayment).toBe(60);
  });

  it("free fares (0) are sold: a zero infant fare is not 'not sold'", () => {
    const p = priced({ ...base, fares: { ...fares, infantPrice: 0 }, guests: [adult(QUAD), infant] });
    expect(p.infants).toEqual({ guests: 1, amount: 0 });
  });

  it("refuses a room type not sold on the departure, on that guest", () => {
    const r = priceGuests({ ...base, guests: [adult(QUAD), adult(99)] });
    expect(r).toEqual({ ok: false, refusals: [{ key: "room_type_not_sold", guest: 1 }] });
  });

  it("refuses a child without a bed when the departure does not sell it", () => {
    const r = priceGuests({ ...base, fares: { ...fares, childNoBedPrice: null }, guests: [adult(QUAD), childNoBed] });
    expect(r).toEqual({ ok: false, refusals: [{ key: "child_no_bed_not_sold", guest: 1 }] });
  });

  it("refuses an infant when the departure does not sell the infant fare", () => {
    const r = priceGuests({ ...base, fares: { ...fares, infantPrice: null }, guests: [adult(QUAD), infant] });
    expect(r).toEqual({ ok: false, refusals: [{ key: "infant_not_sold", guest: 1 }] });
  });

  it("refuses more infants than adults, and infants without an adult", () => {
    expect(priceGuests({ ...base, guests: [adult(QUAD), infant, infant] })).toEqual({
      ok: false,
      refusals: [{ key: "infants_exceed_adults", values: { count: 1 } }],
    });
    expect(priceGuests({ ...base, guests: [infant] })).toEqual({ ok: false, refusals: [{ key: "infant_alone" }] });
    expect(priceGuests({ ...base, guests: [childBed(QUAD), infant] })).toEqual({
      ok: false,
      refusals: [{ key: "infant_alone" }],
    });
  });

  it("refuses a choice that does not fit the guest's type (an adult without a bed, a child as an infant, an infant in a bed)", () => {
    const r = priceGuests({
      ...base,
      guests: [
        { type: "adult", choice: { kind: "no_bed" } },
        { type: "child", choice: { kind: "infant" } },
        { type: "infant", choice: { kind: "room", roomTypeId: QUAD } },
        adult(QUAD),
      ],
    });
    expect(r).toEqual({
      ok: false,
      refusals: [
        { key: "guest_choice_invalid", guest: 0 },
        { key: "guest_choice_invalid", guest: 1 },
        { key: "guest_choice_invalid", guest: 2 },
      ],
    });
  });

  it("reports every refusal at once, the guests' first", () => {
    const r = priceGuests({
      ...base,
      fares: { rooms: fares.rooms, childNoBedPrice: null, infantPrice: null },
      guests: [adult(99), childNoBed, infant, infant],
    });
    expect(r).toEqual({
      ok: false,
      refusals: [
        { key: "room_type_not_sold", guest: 0 },
        { key: "child_no_bed_not_sold", guest: 1 },
        { key: "infant_not_sold", guest: 2 },
        { key: "infant_not_sold", guest: 3 },
        { key: "infants_exceed_adults", values: { count: 1 } },
      ],
    });
  });

  it("agrees with priceBooking for adults at one price (the old per-pax shape is priced by it)", () => {
    const extras = [
      { id: 1, price: 70, per: "pax" as const },
      { id: 2, price: 30, per: "booking" as const },
    ];
    for (const discount of [null, { type: "fixed" as const, value: 15 }, { type: "percentage" as const, value: 7 }]) {
      const old = priceBooking({ basePrice: 999, pax: 3, discount, extras });
      const p = priced({
        fares: { rooms: [{ roomTypeId: 1, price: 999 }], childNoBedPrice: null, infantPrice: null },
        guests: [adult(1), adult(1), adult(1)],
        extras,
        discount,
        minPayment: 0,
      });
      expect([p.subtotal, p.extrasTotal, p.discount, p.total]).toEqual([
        old.subtotal,
        old.extrasTotal,
        old.discount,
        old.total,
      ]);
    }
  });

  it("no guests: nothing to pay", () => {
    const p = priced({ ...base, guests: [], minPayment: 100 });
    expect([p.seats, p.subtotal, p.total, p.minFirstPayment, p.rooms]).toEqual([0, 0, 0, 0, []]);
  });
});

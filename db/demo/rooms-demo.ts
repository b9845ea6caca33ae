/**
 * Rooms of the demo catalogue (docs/decisions/031-panel-rooms-and-fares.md): umrah and hajj
 * packages sell Quad, Triple and Double beds with child-without-bed and infant fares and hotels in
 * Makkah and Madinah; holiday packages sell Twin and Single. The demo bookings' guests take beds
 * (within the allotments), and a few bring a child or an infant.
 */
import type { GuestChoice, TravellerType } from "#app/modules/catalog/rooms.rules";
import type { Translations } from "#app/shared/translatable.contract";
import { tr } from "./records";

/** Rupiah to minor units (IDR has two decimals in ISO 4217). */
const rp = (rupiah: number) => rupiah * 100;
/** Rounded to Rp 100.000, as agencies print their prices. */
const round = (minor: number) => Math.round(minor / rp(100_000)) * rp(100_000);

export interface DemoRoomType {
  code: string;
  name: Translations;
  beds: number;
  /** Added to the departure's price (override or base) for one bed of this type. */
  extra: (base: number) => number;
  /** Beds of this type the agency holds per departure; absent = only the seats limit them. */
  allotment?: number;
}

export interface DemoRoomPlan {
  types: DemoRoomType[];
  childNoBed: ((base: number) => number) | null;
  infant: ((base: number) => number) | null;
  hotelCities: string[];
}

const quad = (extra: number): DemoRoomType => ({
  code: "quad",
  name: tr("Quad (sekamar berempat)", "Quad (4 per room)", "Quad (4 sebilik)"),
  beds: 4,
  extra: () => extra,
});
const triple = (extra: number): DemoRoomType => ({
  code: "triple",
  name: tr("Triple (sekamar bertiga)", "Triple (3 per room)", "Triple (3 sebilik)"),
  beds: 3,
  extra: () => extra,
});
const double = (extra: number, allotment: number): DemoRoomType => ({
  code: "double",
  name: tr("Double (sekamar berdua)", "Double (2 per room)", "Double (2 sebilik)"),
  beds: 2,
  extra: () => extra,
  allotment,
});

/** The room plan of a demo package: by what it is (hajj, umrah, holiday). */
export function roomPlanOf(p: { code: string; destination: string }): DemoRoomPlan {
  if (p.code.startsWith("HJK"))
    // Hajj: no children without a bed nor infants on the tents of Mina.
    return {
      types: [quad(0), triple(rp(15_000_000)), double(rp(35_000_000), 6)],
      childNoBed: null,
      infant: null,
      hotelCities: ["Makkah", "Madinah"],
    };
  if (p.destination === "makkah-madinah")
    // Quad Rp 32,9 jt / Triple 34,9 jt / Double 37,9 jt on a Rp 32,9 jt departure.
    return {
      types: [quad(0), triple(rp(2_000_000)), double(rp(5_000_000), 10)],
      childNoBed: (base) => base - rp(3_500_000),
      infant: () => rp(8_500_000),
      hotelCities: ["Makkah", "Madinah"],
    };
  return {
    types: [
      {
        code: "twin",
        name: tr("Twin/Double (sekamar berdua)", "Twin/Double (2 per room)", "Twin/Double (2 sebilik)"),
        beds: 2,
        extra: () => 0,
      },
      {
        code: "single",
        name: tr("Single (sekamar sendiri)", "Single (own room)", "Single (bilik sendiri)"),
        beds: 1,
        extra: (base) => round(base * 0.3),
        allotment: 4,
      },
    ],
    childNoBed: (base) => round(base * 0.75),
    infant: (base) => round(base * 0.15),
    hotelCities: [],
  };
}

/** A departure's room type as the demo bookings fill it. */
export interface DemoFare {
  roomTypeId: number;
  beds: number;
  allotment: number | null;
  /** Beds already taken by the demo bookings. */
  taken: number;
}

export interface DemoGuestPlan {
  type: TravellerType;
  choice: GuestChoice;
  /** Years before the departure the guest was born; null = an adult's demo birth date. */
  ageYears: number | null;
}

/**
 * The guests of a demo booking of `pax`: the booking's beds in the room type its size fills
 * (2 a double, 3 a triple, 4 a quad...) while the allotment lasts, else the first room type
 * without one. `family` turns the last guests into an infant and a child without a bed (when the
 * departure sells them), `child` the last guest into a child with a bed.
 */
export function demoGuests(
  pax: number,
  fares: DemoFare[],
  opts: { family: boolean; child: boolean; childNoBed: boolean; infant: boolean },
): DemoGuestPlan[] {
  const guests: DemoGuestPlan[] = Array.from({ length: pax }, () => ({
    type: "adult",
    choice: { kind: "room", roomTypeId: 0 },
    ageYears: null,
  }));
  let bedded = pax;
  if (opts.family && pax >= 3 && opts.infant) {
    guests[pax - 1] = { type: "infant", choice: { kind: "infant" }, ageYears: 1 };
    bedded--;
    if (pax >= 4 && opts.childNoBed) {
      guests[pax - 2] = { type: "child", choice: { kind: "no_bed" }, ageYears: 6 };
      bedded--;
    }
  } else if (opts.child && pax >= 3)
    guests[pax - 1] = { type: "child", choice: { kind: "room", roomTypeId: 0 }, ageYears: 9 };

  const left = (f: DemoFare) => (f.allotment === null ? Number.POSITIVE_INFINITY : f.allotment - f.taken);
  const fallback = fares.find((f) => f.allotment === null) ?? fares[0];
  const sized = fares.find((f) => f.beds === bedded && left(f) >= bedded);
  const room = sized ?? fallback;
  for (const g of guests)
    if (g.choice.kind === "room") {
      g.choice = { kind: "room", roomTypeId: room.roomTypeId };
      room.taken++;
    }
  return guests;
}

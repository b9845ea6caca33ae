import type { BrowserContext } from "playwright-core";
import { expect } from "vitest";
import type { DepartureDto, DepartureFareDto, TourDetailDto } from "#app/modules/catalog/catalog.contract";

/** A family of four on a departure: one Double for the two adults, a child without a bed, an infant. */
export interface Family {
  tour: TourDetailDto;
  departure: DepartureDto;
  double: DepartureFareDto;
  guests: { name: string; gender: "male" | "female"; birth: string; type: "adult" | "child" | "infant" }[];
}

/** A birth date `years` years and `days` days before the departure's start date. */
export function bornBefore(start: string, years: number, days = 0): string {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * A demo package taking a deposit and selling a Double, child-without-bed and infant fares on a
 * bookable departure with room for the family (3 seats: the infant travels on a lap, and 2 Double
 * beds). `names`: the father, the mother, their daughter (a child of six) and their son (an infant).
 */
export async function findFamilyPackage(
  context: BrowserContext,
  names: [string, string, string, string],
): Promise<Family> {
  const list = await context.request.get("/api/tour?limit=-1&lang=en");
  expect(list.status()).toBe(200);
  for (const { id } of ((await list.json()) as { data: { id: number }[] }).data) {
    const tour = ((await (await context.request.get(`/api/tour/${id}?lang=en`)).json()) as { data: TourDetailDto })
      .data;
    if (tour.min_pax > 4 || (tour.max_pax !== null && tour.max_pax < 4) || tour.min_payment <= 0) continue;
    for (const departure of tour.departures) {
      const double = departure.fares.find(
        (f) => f.code === "double" && !f.full && (f.beds_left === null || f.beds_left >= 2),
      );
      if (
        departure.bookable &&
        departure.seats_left >= 3 &&
        double &&
        departure.child_no_bed_price !== null &&
        departure.infant_price !== null
      ) {
        const start = departure.start_date;
        return {
          tour,
          departure,
          double,
          guests: [
            { name: names[0], gender: "male", birth: bornBefore(start, 38), type: "adult" },
            { name: names[1], gender: "female", birth: bornBefore(start, 34), type: "adult" },
            // Six on the start date: a child (2 to 11).
            { name: names[2], gender: "female", birth: bornBefore(start, 6), type: "child" },
            // One and a day short of two on the start date: still an infant.
            { name: names[3], gender: "male", birth: bornBefore(start, 2, -1), type: "infant" },
          ],
        };
      }
    }
  }
  throw new Error("the demo data has no umrah package selling a Double with child-without-bed and infant fares");
}

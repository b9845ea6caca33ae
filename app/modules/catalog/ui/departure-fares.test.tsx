// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aDeparture, aFare, aTourSummary } from "#app/modules/catalog/catalog.fixture";
import { renderScreen } from "#test/ui/render-screen";
import { DepartureChooser } from "./departure-chooser";
import { TourCard } from "./tour-card";

const departure = aDeparture({
  id: 5,
  start_date: "2027-02-01",
  end_date: "2027-02-09",
  price: 30_000_000_00,
  fares: [
    aFare(1, "quad", 30_000_000_00, { bed_allotment: 8, beds_held: 5, beds_left: 3 }),
    aFare(2, "double", 35_000_000_00, { bed_allotment: 2, beds_held: 2, beds_left: 0, full: true }),
  ],
  child_no_bed_price: 20_000_000_00,
  infant_price: 5_000_000_00,
});

describe("the storefront's fares", () => {
  it("a departure's fare table: price per bed after discount, beds left, full room types marked, child and infant fares", async () => {
    renderScreen(
      <DepartureChooser tour={{ id: 1, discount_type: "percentage", discount_value: 10 }} departures={[departure]} />,
    );
    const quad = await screen.findByTestId("fare-5-quad");
    expect(quad.textContent).toMatch(/Quad.*4 per room.*27,000,000.*30,000,000.*3 left/);
    expect(quad.dataset.full).toBeUndefined();
    const double = screen.getByTestId("fare-5-double");
    expect(double.dataset.full).toBe("true");
    expect(double.textContent).toMatch(/Double.*31,500,000.*Full/);
    // The child holds a seat (any discount); the infant does not (a percentage only).
    expect(screen.getByTestId("fare-5-child").textContent).toMatch(/Child without bed.*18,000,000/);
    expect(screen.getByTestId("fare-5-infant").textContent).toMatch(/Infant.*4,500,000/);
  });

  it("a card says from which room type its price is", async () => {
    const tour = aTourSummary({
      base_price: 40_000_000_00,
      display_price: 27_000_000_00,
      next_departure: departure,
      duration_days: 9,
    });
    renderScreen(<TourCard tour={tour} />);
    expect((await screen.findByTestId("from-room-type")).textContent).toBe(" · Quad");
    const card = screen.getByTestId("tour-card");
    expect(card.textContent).toMatch(/From.*27,000,000.*per pax · Quad/);
    // The base price is no bed's normal price: not struck through under a room type.
    expect(card.querySelector("del")).toBeNull();
    expect(card.textContent).toContain("10% off");
  });
});

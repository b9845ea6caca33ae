// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "#test/ui/render-screen";
import { aBooking, aRefund } from "#app/modules/booking/ui/booking.fixture";
import { RefundsSection } from "./refund-sections";

describe("refunds on the booking", () => {
  it("shows the refund, its penalty and reference, the refunded total and the net paid", async () => {
    const booking = aBooking({
      status: "canceled",
      paid_total: 10_000_000_00,
      refunded_total: 7_500_000_00,
      net_paid: 2_500_000_00,
      refunds: [aRefund()],
    });
    renderScreen(<RefundsSection booking={booking} />);
    const section = await screen.findByTestId("refunds");
    expect(within(section).getByTestId("refunded-total").textContent).toMatch(/7[.,]500[.,]000/);
    expect(within(section).getByTestId("net-paid").textContent).toMatch(/2[.,]500[.,]000/);
    const refund = within(section).getByTestId("refund");
    expect(refund.getAttribute("data-status")).toBe("paid");
    expect(refund.textContent).toContain("TRF-778899");
    expect(refund.textContent).toMatch(/2[.,]500[.,]000/);
  });

  it("shows nothing for a booking without refunds", () => {
    renderScreen(<RefundsSection booking={aBooking()} />);
    expect(screen.queryByTestId("refunds")).toBeNull();
  });
});

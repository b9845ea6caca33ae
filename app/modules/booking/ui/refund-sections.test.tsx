// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "#test/ui/render-screen";
import type { RefundDto } from "#app/modules/booking/refund.contract";
import { aBooking, BOOKING_ID } from "./booking.fixture";
import { RefundsSection } from "./refund-sections";

const aRefund = (over: Partial<RefundDto> = {}): RefundDto => ({
  id: 5,
  booking_id: BOOKING_ID,
  booking_code: "K7MP3QXA",
  customer: { id: 3, name: "Siti Rahmawati" },
  reason: "cancellation",
  currency: "IDR",
  paid_total: 10_000_000_00,
  penalty: 2_500_000_00,
  admin_fee: 0,
  amount: 7_500_000_00,
  status: "paid",
  reference: "TRF-778899",
  proof_url: null,
  paid_by: { id: 1, name: "Admin" },
  paid_at: "2026-11-25T03:00:00.000Z",
  created_at: "2026-11-24T03:00:00.000Z",
  ...over,
});

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

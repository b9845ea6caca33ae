// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RootData } from "#app/modules/account/ui/root-data";
import type { StaffRole } from "#app/shared/staff-access";
import { renderScreen } from "#test/ui/render-screen";
import { aBooking, aPayment } from "#app/modules/booking/ui/booking.fixture";
import { BookingDetail } from "./booking-detail";

/*
 * The booking page's staff controls follow the viewer's role (docs/product.md §Staff roles and
 * branches): confirm and reject a payment are payments_confirm's, the status moves bookings_manage's.
 */

const staff = (staffRole: StaffRole) =>
  ({ id: 1, name: "Staff", role: "admin", staff_role: staffRole }) as unknown as RootData["user"];
const booking = aBooking({ payments: [aPayment({ status: "pending" })], status_actions: ["canceled"] });

describe("the booking page's staff controls", () => {
  it("finance confirm and reject a payment, and get no status moves", async () => {
    renderScreen(<BookingDetail booking={booking} />, { user: staff("finance"), locale: "en" });
    expect(await screen.findByTestId("payment-confirm")).toBeTruthy();
    expect(screen.getByTestId("payment-reject")).toBeTruthy();
    expect(screen.queryByTestId("status-action-canceled")).toBeNull();
  });

  it("sales (who never confirm money) get the status moves but neither confirm nor reject", async () => {
    renderScreen(<BookingDetail booking={booking} />, { user: staff("sales"), locale: "en" });
    expect(await screen.findByTestId("status-action-canceled")).toBeTruthy();
    expect(screen.queryByTestId("payment-confirm")).toBeNull();
    expect(screen.queryByTestId("payment-reject")).toBeNull();
  });
});

// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { BookingSummaryDto } from "#app/modules/booking/booking.contract";
import { type ApiCall, mockApi, renderScreen, signedIn } from "#test/ui/render-screen";
import { BookingHistory } from "./booking-history";

/* The booking history's filters by where a booking came from, and its channel column (staff only). */

const row: BookingSummaryDto = {
  id: "0b6f7c1e-5d2a-4f8e-9a41-2c3d4e5f6a7b",
  code: "UMR-0001",
  booking_name: "Keluarga Aminah",
  status: "pending",
  pax: 2,
  currency: "IDR",
  total: 60_000_000_00,
  paid_total: 0,
  remaining: 60_000_000_00,
  payment_type: "full",
  payment_method: "manual",
  tour: { id: 3, name: "Umrah Reguler" },
  time: { id: 9, start_date: "2027-02-01", end_date: "2027-02-09" },
  customer: { id: 4, name: "Siti Aminah" },
  channel: "whatsapp",
  awaiting_confirmation: 0,
  agent: null,
  created_at: "2026-11-19T02:00:00.000Z",
};

const meta = { page: 1, limit: 15, total: 1, last_page: 1 };

function api() {
  return mockApi({
    "GET /booking": { data: [row], meta },
    "GET /tour": { data: [], meta },
    "GET /booking/takers": { data: [{ id: 5, name: "Fatimah Sales" }] },
  });
}

const listQueries = (calls: ApiCall[]) =>
  calls
    .filter((c) => c.path === "/booking" || c.path.startsWith("/booking?"))
    .map((c) => Object.fromEntries(new URL(c.path, "http://x").searchParams));
const SLOW = { timeout: 15_000 };

describe("BookingHistory: channel, branch and taken-by (staff)", () => {
  it("shows each booking's channel and sends the channel and taken-by chosen", async () => {
    const { calls } = api();
    renderScreen(BookingHistory, {
      locale: "en",
      path: "/panel/booking-history",
      url: "/panel/booking-history?taken_by=5&branch_id=2",
      user: signedIn({ staff_role: "sales", branch_id: 3 }),
    });
    expect((await screen.findByTestId("row-channel", {}, SLOW)).textContent).toBe("WhatsApp");
    // A branch clerk has only their branch: no branch filter, and the URL's branch is not sent.
    expect(screen.queryByTestId("filter-branch")).toBeNull();
    expect(listQueries(calls)[0]).toEqual({ page: "1", limit: "15", taken_by: "5" });
    await waitFor(() => expect(screen.getByTestId("filter-taken-by")).toHaveProperty("value", "5"), SLOW);
    await userEvent.selectOptions(screen.getByTestId("filter-channel"), "office");
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ channel: "office", taken_by: "5" }), SLOW);
  });

  it("leaves the filters and the column out of a customer's own list, and sends none of them", async () => {
    const { calls } = api();
    renderScreen(BookingHistory, {
      locale: "id",
      path: "/panel/booking-history",
      url: "/panel/booking-history?channel=office&taken_by=5&branch_id=2",
      user: signedIn({ role: "customer", staff_role: null }),
    });
    await screen.findAllByTestId("row-code", {}, SLOW);
    expect(screen.queryByTestId("filter-channel")).toBeNull();
    expect(screen.queryByTestId("filter-taken-by")).toBeNull();
    expect(screen.queryByTestId("row-channel")).toBeNull();
    expect(listQueries(calls)[0]).toEqual({ page: "1", limit: "15" });
    expect(calls.some((c) => c.path.startsWith("/booking/takers"))).toBe(false);
  });
});

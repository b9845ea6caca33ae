// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "#test/ui/render-screen";
import { aBooking, NOTHING_DUE } from "#app/modules/booking/ui/booking.fixture";
import { ScheduleCard } from "./payment-schedule";

const dueBoth = aBooking({
  payment_type: "deposit",
  schedule: {
    deposit_due_at: "2026-11-21T03:00:00.000Z",
    deposit_due_on: "2026-11-21",
    deposit_amount: 5_000_000_00,
    full_due_on: "2027-01-02",
    full_amount: 30_000_000_00,
    overdue: null,
  },
});

const late = aBooking({
  paid_total: 10_000_000_00,
  schedule: {
    deposit_due_at: null,
    deposit_due_on: null,
    deposit_amount: null,
    full_due_on: "2027-01-02",
    full_amount: 20_000_000_00,
    overdue: { due: "full", due_on: "2027-01-02", days: 3 },
  },
});

describe("the booking's payment schedule", () => {
  it("shows the deposit's and the full payment's due dates with their amounts", async () => {
    renderScreen(<ScheduleCard booking={dueBoth} />);
    expect((await screen.findByTestId("schedule-deposit")).textContent).toContain("5,000,000");
    const full = screen.getByTestId("schedule-full").textContent;
    expect(full).toContain("Jan 2, 2027");
    expect(full).toContain("30,000,000 still owed");
    expect(screen.queryByTestId("overdue-badge")).toBeNull();
  });

  it("shows the overdue badge and sentence in Bahasa Melayu", async () => {
    renderScreen(<ScheduleCard booking={late} />, { locale: "my" });
    expect((await screen.findByTestId("overdue-badge")).textContent).toBe("Tertunggak · 3 hari");
    expect(screen.getByTestId("schedule-overdue").textContent).toContain("Bayaran penuh perlu dijelaskan pada");
    expect(screen.queryByTestId("schedule-deposit")).toBeNull();
  });

  it("shows nothing once nothing is owed", async () => {
    const paid = aBooking({
      schedule: NOTHING_DUE,
    });
    renderScreen(
      <>
        <span data-testid="rendered" />
        <ScheduleCard booking={paid} />
      </>,
    );
    await screen.findByTestId("rendered");
    expect(screen.queryByTestId("booking-schedule")).toBeNull();
  });
});

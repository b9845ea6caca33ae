import { describe, expect, it } from "vitest";
import {
  addMonths,
  monthDueOn,
  monthRemaining,
  nextMonth,
  overdueMonths,
  paidMonths,
  planSchedule,
  planTransferLapsed,
  reminderDue,
  suggestedMonthly,
  suggestedTarget,
} from "./savings.rules";

const plan = { startsOn: "2026-01-31", months: 12, monthlyAmount: 2_000_000 };

describe("the monthly schedule (docs/product.md §Savings plans)", () => {
  it("month N is due N-1 months after the opening day, the day kept or the month's last", () => {
    expect(monthDueOn(plan.startsOn, 1)).toBe("2026-01-31");
    expect(monthDueOn(plan.startsOn, 2)).toBe("2026-02-28");
    expect(monthDueOn(plan.startsOn, 4)).toBe("2026-04-30");
    expect(monthDueOn(plan.startsOn, 12)).toBe("2026-12-31");
    expect(addMonths("2027-12-15", 1)).toBe("2028-01-15");
    expect(addMonths("2028-01-29", 1)).toBe("2028-02-29");
  });

  it("months paid are whole monthly amounts of the confirmed balance, at most the plan's months", () => {
    expect(paidMonths(plan, 0)).toBe(0);
    expect(paidMonths(plan, 1_999_999)).toBe(0);
    expect(paidMonths(plan, 4_500_000)).toBe(2);
    expect(paidMonths(plan, 99_000_000)).toBe(12);
  });

  it("overdue months: due dates before today the balance does not cover", () => {
    // On the due day itself the month is not overdue yet.
    expect(overdueMonths(plan, 0, "2026-01-31")).toBe(0);
    expect(overdueMonths(plan, 0, "2026-02-01")).toBe(1);
    expect(overdueMonths(plan, 2_000_000, "2026-03-01")).toBe(1);
    expect(overdueMonths(plan, 6_000_000, "2026-03-01")).toBe(0);
    expect(overdueMonths(plan, 0, "2030-01-01")).toBe(12);
  });

  it("the schedule marks each month paid, overdue or due; the next month is the first unpaid", () => {
    const lines = planSchedule({ ...plan, months: 3 }, 2_000_000, "2026-03-05");
    expect(lines.map((l) => l.state)).toEqual(["paid", "overdue", "due"]);
    expect(nextMonth(plan, 2_000_000)).toEqual({ month: 2, due_on: "2026-02-28" });
    expect(nextMonth({ ...plan, months: 1 }, 2_000_000)).toBeNull();
  });

  it("a reminder is asked a few days before the next month's due date, and after it when unpaid", () => {
    expect(reminderDue(plan, 2_000_000, "2026-02-20")).toBeNull();
    expect(reminderDue(plan, 2_000_000, "2026-02-25")).toEqual({ month: 2, due_on: "2026-02-28", kind: "before" });
    expect(reminderDue(plan, 2_000_000, "2026-02-28")?.kind).toBe("before");
    expect(reminderDue(plan, 2_000_000, "2026-03-01")).toEqual({ month: 2, due_on: "2026-02-28", kind: "overdue" });
    expect(reminderDue({ ...plan, months: 1 }, 2_000_000, "2026-03-01")).toBeNull();
  });

  it("what the next month still asks: the monthly amount less what the balance put toward it", () => {
    expect(monthRemaining(plan, 0)).toBe(2_000_000);
    expect(monthRemaining(plan, 2_000_000)).toBe(2_000_000);
    expect(monthRemaining(plan, 2_500_000)).toBe(1_500_000);
    expect(monthRemaining(plan, 3_999_999)).toBe(1);
    expect(monthRemaining(plan, 24_000_000)).toBe(0);
  });

  it("a plan's issued transfer lapses after twice the statement's 14-day window (a statement imported late still finds it)", () => {
    expect(planTransferLapsed("2026-03-01", "2026-03-29")).toBe(false);
    expect(planTransferLapsed("2026-03-01", "2026-03-30")).toBe(true);
  });
});

describe("the target suggested for a package (docs/product.md §Savings plans)", () => {
  const departure = (bookable: boolean, fares: { room: number; price: number; full?: boolean }[]) => ({
    bookable,
    fares: fares.map((f) => ({ room_type_id: f.room, price: f.price, full: f.full ?? false })),
  });
  const tour = (
    departures: ReturnType<typeof departure>[],
    discount?: { type: "fixed" | "percentage"; value: number },
  ) =>
    ({
      display_price: 30_000_000,
      discount_type: discount?.type ?? null,
      discount_value: discount?.value ?? 0,
      departures,
    }) as unknown as Parameters<typeof suggestedTarget>[0];

  it("without a room type: the package's from price", () => {
    expect(suggestedTarget(tour([departure(true, [{ room: 1, price: 40_000_000 }])]), null)).toEqual({
      amount: 30_000_000,
      byRoomType: false,
    });
  });

  it("with one: the lowest fare of that room type still for sale, after the discount for one guest", () => {
    const t = tour(
      [
        departure(true, [
          { room: 1, price: 32_000_000 },
          { room: 2, price: 37_000_000 },
        ]),
        departure(true, [{ room: 2, price: 35_000_000, full: true }]),
        departure(false, [{ room: 2, price: 34_000_000 }]),
        departure(true, [{ room: 2, price: 36_000_000 }]),
      ],
      { type: "fixed", value: 1_000_000 },
    );
    expect(suggestedTarget(t, 2)).toEqual({ amount: 35_000_000, byRoomType: true });
  });

  it("a room type sold out everywhere still suggests its lowest fare; one sold nowhere falls back to the from price", () => {
    const t = tour([
      departure(true, [{ room: 2, price: 37_000_000, full: true }]),
      departure(false, [{ room: 2, price: 36_000_000 }]),
    ]);
    expect(suggestedTarget(t, 2)).toEqual({ amount: 36_000_000, byRoomType: true });
    expect(suggestedTarget(t, 9)).toEqual({ amount: 30_000_000, byRoomType: false });
  });
});

describe("the suggested monthly amount (docs/product.md §Savings plans)", () => {
  it("is the target over the months rounded up to a whole rupiah or ringgit", () => {
    // Rp 58.400.000 over 12 months: Rp 4.866.667 (not 4.866.666,67).
    expect(suggestedMonthly(5_840_000_000, 12, "IDR")).toBe(486_666_700);
    expect(suggestedMonthly(5_840_000_000, 12, "IDR") * 12).toBeGreaterThanOrEqual(5_840_000_000);
    expect(suggestedMonthly(1_200_000, 12, "MYR")).toBe(100_000);
    expect(suggestedMonthly(1_000_001, 3, "MYR")).toBe(333_400);
  });
});

import { NOTHING_DUE } from "#app/modules/booking/ui/booking.fixture";
import { describe, expect, it } from "vitest";
import {
  addDays,
  amountOwed,
  bookingSchedule,
  daysBetween,
  dueDates,
  fullPaymentDueOn,
  overdueOf,
  remindersDue,
  type ScheduleInput,
} from "./schedule.rules";

/** 10:00 in Jakarta (UTC+7) on a day. */
const jakarta = (day: string, time = "10:00") => new Date(`${day}T${time}:00+07:00`);

const booking = (over: Partial<ScheduleInput> = {}): ScheduleInput => ({
  status: "pending",
  total: 1_000_000,
  paidTotal: 0,
  createdAt: jakarta("2026-05-01"),
  expiryHours: 48,
  balanceDueOn: "2026-06-01",
  ...over,
});

describe("calendar arithmetic", () => {
  it("counts days across months and leap days", () => {
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2027-02-28", "2027-03-01")).toBe(1);
    expect(daysBetween("2026-06-01", "2026-05-31")).toBe(-1);
    expect(addDays("2028-03-30", -30)).toBe("2028-02-29");
    expect(addDays("2027-03-30", -30)).toBe("2027-02-28");
  });
});

describe("fullPaymentDueOn", () => {
  it("is the package's days before departure", () => {
    expect(fullPaymentDueOn("2026-09-10", 30, jakarta("2026-05-01"))).toBe("2026-08-11");
    expect(fullPaymentDueOn("2026-09-10", 0, jakarta("2026-05-01"))).toBe("2026-09-10");
    expect(fullPaymentDueOn("2028-03-30", 30, jakarta("2028-01-01"))).toBe("2028-02-29");
  });

  it("is never before the day of booking (agency's calendar)", () => {
    expect(fullPaymentDueOn("2026-05-20", 30, jakarta("2026-05-01"))).toBe("2026-05-01");
    // 18:30 UTC on 30 April is already 1 May in Jakarta: the booking day is 1 May.
    expect(fullPaymentDueOn("2026-05-20", 30, new Date("2026-04-30T18:30:00Z"))).toBe("2026-05-01");
    // One minute earlier it is still 30 April there.
    expect(fullPaymentDueOn("2026-05-20", 30, new Date("2026-04-30T16:59:00Z"))).toBe("2026-04-30");
    // The boundary itself: 30 days before is exactly the booking day.
    expect(fullPaymentDueOn("2026-05-31", 30, jakarta("2026-05-01"))).toBe("2026-05-01");
  });
});

describe("dueDates", () => {
  it("gives the deposit at expiry and the full payment while nothing is confirmed", () => {
    const d = dueDates(booking());
    expect(d).toEqual([
      { kind: "deposit", dueOn: "2026-05-03", dueAt: jakarta("2026-05-03") },
      { kind: "full", dueOn: "2026-06-01", dueAt: null },
    ]);
  });

  it("takes the deposit's day on the agency clock", () => {
    // Created 20:00 Jakarta on 1 May + 48 h = 20:00 on 3 May there (13:00 UTC).
    const d = dueDates(booking({ createdAt: jakarta("2026-05-01", "20:00") }));
    expect(d[0].dueOn).toBe("2026-05-03");
    // 23:30 Jakarta + 1 h = 00:30 the next day there, still the previous day in UTC.
    const late = dueDates(booking({ createdAt: jakarta("2026-05-01", "23:30"), expiryHours: 1 }));
    expect(late[0].dueOn).toBe("2026-05-02");
  });

  it("drops the deposit once money is confirmed, and everything once paid in full", () => {
    expect(dueDates(booking({ paidTotal: 1 })).map((d) => d.kind)).toEqual(["full"]);
    expect(dueDates(booking({ paidTotal: 1_000_000 }))).toEqual([]);
  });

  it("has no deposit date when bookings never expire", () => {
    expect(dueDates(booking({ expiryHours: 0 })).map((d) => d.kind)).toEqual(["full"]);
  });

  it("has none for a canceled booking", () => {
    expect(dueDates(booking({ status: "canceled" }))).toEqual([]);
  });

  it("leaves out a deposit due on or after the full payment", () => {
    expect(dueDates(booking({ balanceDueOn: "2026-05-03" })).map((d) => d.kind)).toEqual(["full"]);
    expect(dueDates(booking({ balanceDueOn: "2026-05-04" })).map((d) => d.kind)).toEqual(["deposit", "full"]);
  });
});

describe("remindersDue", () => {
  const paidDeposit = booking({ paidTotal: 300_000 });

  it("sends 7 days and 1 day before, and overdue after, not on other days", () => {
    const kinds = (today: string) => remindersDue(paidDeposit, today).map((r) => r.kind);
    expect(kinds("2026-05-24")).toEqual([]);
    expect(kinds("2026-05-25")).toEqual(["before_7"]);
    expect(kinds("2026-05-26")).toEqual([]);
    expect(kinds("2026-05-30")).toEqual([]);
    expect(kinds("2026-05-31")).toEqual(["before_1"]);
    expect(kinds("2026-06-01")).toEqual([]);
    expect(kinds("2026-06-02")).toEqual(["overdue"]);
    expect(kinds("2026-07-15")).toEqual(["overdue"]);
    expect(remindersDue(paidDeposit, "2026-06-02")).toEqual([{ due: "full", dueOn: "2026-06-01", kind: "overdue" }]);
  });

  it("reminds of the deposit while nothing is confirmed", () => {
    expect(remindersDue(booking(), "2026-05-02")).toEqual([{ due: "deposit", dueOn: "2026-05-03", kind: "before_1" }]);
    expect(remindersDue(booking(), "2026-05-04")).toEqual([{ due: "deposit", dueOn: "2026-05-03", kind: "overdue" }]);
    expect(remindersDue(booking({ paidTotal: 1 }), "2026-05-04")).toEqual([]);
  });

  it("sends nothing while nothing is owed or the booking is canceled", () => {
    for (const today of ["2026-05-25", "2026-05-31", "2026-06-02"]) {
      expect(remindersDue(booking({ paidTotal: 1_000_000 }), today)).toEqual([]);
      expect(remindersDue(booking({ paidTotal: 1_200_000 }), today)).toEqual([]);
      expect(remindersDue(booking({ paidTotal: 300_000, status: "canceled" }), today)).toEqual([]);
    }
  });

  it("works across a leap day", () => {
    const leap = booking({ paidTotal: 1, balanceDueOn: "2028-03-01" });
    expect(remindersDue(leap, "2028-02-23").map((r) => r.kind)).toEqual(["before_7"]);
    expect(remindersDue(leap, "2028-02-29").map((r) => r.kind)).toEqual(["before_1"]);
    expect(remindersDue(leap, "2028-02-28").map((r) => r.kind)).toEqual([]);
  });
});

describe("amountOwed and overdueOf", () => {
  /** A pending booking of 1,000,000 paid by deposit, its first payment at least 300,000. */
  const deposit = (over: Partial<ScheduleInput> = {}) => ({
    ...booking(over),
    paymentType: "deposit" as const,
    minFirstPayment: 300_000,
  });

  it("asks a deposit booking for its minimum first, then the rest", () => {
    const b = deposit();
    expect(amountOwed(b, "deposit")).toBe(300_000);
    expect(amountOwed(b, "full")).toBe(1_000_000);
    expect(amountOwed({ ...b, paymentType: "full" }, "deposit")).toBe(1_000_000);
    expect(amountOwed({ ...b, paidTotal: 300_000 }, "full")).toBe(700_000);
    expect(amountOwed({ ...b, minFirstPayment: 0 }, "deposit")).toBe(1);
  });

  it("asks a cancelled booking for nothing on any due date, as its balance (booking.rules balanceDue)", () => {
    const b = deposit({ status: "canceled", paidTotal: 300_000 });
    expect(amountOwed(b, "deposit")).toBe(0);
    expect(amountOwed(b, "full")).toBe(0);
  });

  it("names the earliest past due date and counts the days", () => {
    expect(overdueOf(booking(), "2026-05-03")).toBeNull();
    expect(overdueOf(booking(), "2026-05-05")).toEqual({ due: "deposit", dueOn: "2026-05-03", daysOverdue: 2 });
    expect(overdueOf(booking({ paidTotal: 1 }), "2026-06-01")).toBeNull();
    expect(overdueOf(booking({ paidTotal: 1 }), "2026-06-11")).toEqual({
      due: "full",
      dueOn: "2026-06-01",
      daysOverdue: 10,
    });
    expect(overdueOf(booking({ paidTotal: 1_000_000 }), "2026-06-11")).toBeNull();
    expect(overdueOf(booking({ status: "canceled" }), "2026-06-11")).toBeNull();
  });
});

describe("bookingSchedule", () => {
  const b = { ...booking(), paymentType: "deposit" as const, minFirstPayment: 250_000 };

  it("shows both due dates and amounts before the deposit", () => {
    expect(bookingSchedule(b, "2026-05-02")).toEqual({
      deposit_due_at: jakarta("2026-05-03").toISOString(),
      deposit_due_on: "2026-05-03",
      deposit_amount: 250_000,
      full_due_on: "2026-06-01",
      full_amount: 1_000_000,
      overdue: null,
    });
  });

  it("shows the full payment and an overdue badge after its date", () => {
    const s = bookingSchedule({ ...b, paidTotal: 250_000 }, "2026-06-04");
    expect(s.deposit_due_on).toBeNull();
    expect(s.full_amount).toBe(750_000);
    expect(s.overdue).toEqual({ due: "full", due_on: "2026-06-01", days: 3 });
  });

  it("is empty once paid", () => {
    const s = bookingSchedule({ ...b, paidTotal: 1_000_000 }, "2026-06-04");
    expect(s).toEqual(NOTHING_DUE);
  });
});

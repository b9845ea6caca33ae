import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES, type BookingStatus } from "./booking.contract";
import {
  acceptsPayments,
  adminActions,
  balanceDue,
  bookingEditable,
  CODE_LENGTH,
  canMove,
  depositMinimum,
  expiresAt,
  isBookingCodeShape,
  newBookingCode,
  type PaymentWindowInput,
  passportExpiryMinimum,
  passportValidForTrip,
  paymentDateInFuture,
  paymentWindow,
  paidWith,
  type StatusCause,
  statusAfterPayment,
  statusAfterRequote,
} from "./booking.rules";
import type { BookingRow } from "./.server/booking.repository";
import { moneyState } from "./.server/booking-views";

const CAUSES: StatusCause[] = ["admin", "customer", "expiry", "payment", "requote"];

/**
 * The only moves docs/product.md §Booking and seats allows, written out by hand: everything not listed here
 * must be refused (409 at the API).
 */
const ALLOWED = new Set<string>([
  // admin: set pending, set paid, processed, cancel
  "pending>paid:admin",
  "pending>canceled:admin",
  "processing>pending:admin",
  "processing>paid:admin",
  "processing>canceled:admin",
  "paid>pending:admin",
  "paid>processed:admin",
  "paid>canceled:admin",
  // the customer's cancel: pending, or partly paid with the penalty shown first (decision 042)
  "pending>canceled:customer",
  "processing>canceled:customer",
  // the expiry sweeper: only an unpaid pending booking
  "pending>canceled:expiry",
  // a confirmed payment derives the status
  "pending>processing:payment",
  "pending>paid:payment",
  "processing>paid:payment",
  // an admin edit changed the total: the money decides again among the three money statuses
  "pending>processing:requote",
  "pending>paid:requote",
  "processing>pending:requote",
  "processing>paid:requote",
  "paid>pending:requote",
  "paid>processing:requote",
]);

const triples = BOOKING_STATUSES.flatMap((from) =>
  BOOKING_STATUSES.flatMap((to) => CAUSES.map((cause) => [from, to, cause] as const)),
);

describe("canMove", () => {
  it("covers every (from, to, cause) triple: 5 x 5 x 5", () => {
    expect(triples).toHaveLength(125);
    expect(BOOKING_STATUSES).toEqual(["pending", "processing", "paid", "processed", "canceled"]);
  });

  it.each(triples)("%s -> %s by %s follows the table", (from, to, cause) => {
    expect(canMove(from, to, cause)).toBe(ALLOWED.has(`${from}>${to}:${cause}`));
  });

  it("allows exactly the 20 listed moves", () => {
    const allowed = triples
      .filter(([from, to, cause]) => canMove(from, to, cause))
      .map(([f, t, c]) => `${f}>${t}:${c}`);
    expect(new Set(allowed)).toEqual(ALLOWED);
  });

  it("never moves a processed or cancelled booking, nor to the same status", () => {
    for (const to of BOOKING_STATUSES)
      for (const cause of CAUSES) {
        expect(canMove("processed", to, cause)).toBe(false);
        expect(canMove("canceled", to, cause)).toBe(false);
      }
    for (const s of BOOKING_STATUSES) for (const cause of CAUSES) expect(canMove(s, s, cause)).toBe(false);
  });
});

describe("adminActions", () => {
  it.each([
    ["pending", ["paid", "canceled"]],
    ["processing", ["pending", "paid", "canceled"]],
    ["paid", ["pending", "processed", "canceled"]],
    ["processed", []],
    ["canceled", []],
  ] as [BookingStatus, BookingStatus[]][])("offers %s -> %j", (from, expected) => {
    expect([...adminActions(from)].sort()).toEqual([...expected].sort());
  });

  it("agrees with canMove for the admin", () => {
    for (const from of BOOKING_STATUSES)
      expect([...adminActions(from)].sort()).toEqual(
        BOOKING_STATUSES.filter((to) => canMove(from, to, "admin")).sort(),
      );
  });
});

/** [current status, paid, total, expected status] */
type StatusCase = [BookingStatus, number, number, BookingStatus];

// Both rules take (current, paid, total) and give the next status: one table of cases each.
describe.each([
  [
    "statusAfterPayment",
    statusAfterPayment,
    "%s with %i of %i paid -> %s",
    [
      ["pending", 1, 100, "processing"],
      ["pending", 99, 100, "processing"],
      ["pending", 100, 100, "paid"],
      ["pending", 150, 100, "paid"],
      ["processing", 50, 100, "processing"],
      ["processing", 100, 100, "paid"],
      // staff's decision stays
      ["paid", 10, 100, "paid"],
      ["processed", 10, 100, "processed"],
      ["canceled", 100, 100, "canceled"],
    ] as StatusCase[],
  ],
  [
    "statusAfterRequote",
    statusAfterRequote,
    "%s with %i paid of a new total %i -> %s",
    [
      ["paid", 100, 120, "processing"],
      ["paid", 0, 120, "pending"],
      ["paid", 120, 120, "paid"],
      ["processing", 100, 90, "paid"],
      ["processing", 50, 90, "processing"],
      ["pending", 0, 90, "pending"],
      ["processed", 10, 100, "processed"],
      ["canceled", 0, 100, "canceled"],
    ] as StatusCase[],
  ],
] as const)("%s", (_name, rule, title, cases) => {
  it.each(cases)(title, (current, paid, total, next) => {
    expect(rule(current, paid, total)).toBe(next);
  });
});

describe("acceptsPayments", () => {
  it.each([
    ["pending", true],
    ["processing", true],
    ["paid", false],
    ["processed", false],
    ["canceled", false],
  ] as [BookingStatus, boolean][])("%s -> %s", (status, expected) => {
    expect(acceptsPayments(status)).toBe(expected);
  });
});

describe("paymentWindow", () => {
  const base: PaymentWindowInput = {
    status: "pending",
    total: 66_000_000,
    paymentType: "deposit",
    minFirstPayment: 10_000_000,
    paidTotal: 0,
    pendingTotal: 0,
    hasPayment: false,
  };
  const w = (over: Partial<PaymentWindowInput>) => paymentWindow({ ...base, ...over });

  it("full: the first payment is exactly the remaining amount", () => {
    expect(w({ paymentType: "full" })).toEqual({ min: 66_000_000, max: 66_000_000, first: true });
  });

  it("deposit: the first payment is at least the minimum, up to the total", () => {
    expect(w({})).toEqual({ min: 10_000_000, max: 66_000_000, first: true });
  });

  it("deposit: the minimum is capped at the open amount and is at least 1", () => {
    expect(w({ minFirstPayment: 70_000_000 })).toEqual({ min: 66_000_000, max: 66_000_000, first: true });
    expect(w({ minFirstPayment: 0 })).toEqual({ min: 1, max: 66_000_000, first: true });
  });

  it("later payments: anything from 1 up to what is open", () => {
    expect(w({ paidTotal: 10_000_000, hasPayment: true })).toEqual({ min: 1, max: 56_000_000, first: false });
    expect(w({ paymentType: "full", paidTotal: 10_000_000, hasPayment: true })).toEqual({
      min: 1,
      max: 56_000_000,
      first: false,
    });
    expect(w({ status: "processing", paidTotal: 65_999_999, hasPayment: true })).toEqual({
      min: 1,
      max: 1,
      first: false,
    });
  });

  it("pending payments reduce the open amount", () => {
    expect(w({ pendingTotal: 10_000_000, hasPayment: true })).toEqual({ min: 1, max: 56_000_000, first: false });
    expect(w({ paidTotal: 20_000_000, pendingTotal: 6_000_000, hasPayment: true })).toEqual({
      min: 1,
      max: 40_000_000,
      first: false,
    });
  });

  it("nothing open -> null", () => {
    expect(w({ paidTotal: 66_000_000, hasPayment: true })).toBeNull();
    expect(w({ paidTotal: 60_000_000, pendingTotal: 6_000_000, hasPayment: true })).toBeNull();
    expect(w({ pendingTotal: 66_000_000, hasPayment: true })).toBeNull();
    expect(w({ paidTotal: 70_000_000, hasPayment: true })).toBeNull();
  });

  it.each(["paid", "processed", "canceled"] as BookingStatus[])("a %s booking takes no payment -> null", (status) => {
    expect(w({ status })).toBeNull();
    expect(w({ status, paidTotal: 10_000_000, hasPayment: true })).toBeNull();
  });

  it("rejected-only payments count as no payment: the first-payment rule applies again", () => {
    const row = {
      status: "pending",
      total: 66_000_000,
      paymentType: "deposit",
      minFirstPayment: 10_000_000,
      paidTotal: 0,
    };
    const state = moneyState(row as BookingRow, [
      { status: "rejected", amount: 10_000_000 },
      { status: "rejected", amount: 3_000_000 },
    ]);
    expect(state).toMatchObject({ hasPayment: false, pendingTotal: 0, paidTotal: 0 });
    expect(paymentWindow(state)).toEqual({ min: 10_000_000, max: 66_000_000, first: true });

    const full = moneyState({ ...row, paymentType: "full" } as BookingRow, [{ status: "rejected", amount: 5 }]);
    expect(paymentWindow(full)).toEqual({ min: 66_000_000, max: 66_000_000, first: true });

    const mixed = moneyState(row as BookingRow, [
      { status: "rejected", amount: 10_000_000 },
      { status: "pending", amount: 12_000_000 },
    ]);
    expect(mixed).toMatchObject({ hasPayment: true, pendingTotal: 12_000_000 });
    expect(paymentWindow(mixed)).toEqual({ min: 1, max: 54_000_000, first: false });
  });
});

describe("depositMinimum", () => {
  it("is the minimum per pax times pax, never above the total", () => {
    expect(depositMinimum(5_000_000, 2, 66_000_000)).toBe(10_000_000);
    expect(depositMinimum(5_000_000, 1, 30_000_000)).toBe(5_000_000);
    expect(depositMinimum(5_000_000, 3, 12_000_000)).toBe(12_000_000);
    expect(depositMinimum(0, 4, 12_000_000)).toBe(0);
  });
});

describe("booking codes", () => {
  const AMBIGUOUS = ["0", "O", "1", "I", "L"];

  /** The alphabet as the code generator sees it: one character per value of the injected random. */
  function alphabet(): string[] {
    let max = 0;
    newBookingCode((m) => {
      max = m;
      return 0;
    });
    return Array.from({ length: max }, (_, i) => newBookingCode(() => i)[0]);
  }

  it("has 8 characters from an unambiguous alphabet", () => {
    const letters = alphabet();
    expect(letters.length).toBeGreaterThanOrEqual(20);
    expect(new Set(letters).size).toBe(letters.length);
    for (const c of letters) {
      expect(c).toMatch(/^[A-Z0-9]$/);
      expect(AMBIGUOUS).not.toContain(c);
    }
    expect(CODE_LENGTH).toBe(8);
    const code = newBookingCode();
    expect(code).toHaveLength(8);
    for (const c of code) expect(letters).toContain(c);
  });

  it("uses the injected random: one draw per character, each within the alphabet", () => {
    const letters = alphabet();
    const calls: number[] = [];
    const draws = [0, 1, 2, 3, 4, 5, 6, 7];
    const code = newBookingCode((max) => {
      calls.push(max);
      return draws[calls.length - 1];
    });
    expect(calls).toEqual(Array(8).fill(letters.length));
    expect(code).toBe(draws.map((i) => letters[i]).join(""));
    expect(newBookingCode(() => 0)).toBe(letters[0].repeat(8));
    expect(newBookingCode((max) => max - 1)).toBe(letters[letters.length - 1].repeat(8));
  });

  it("isBookingCodeShape accepts generated codes (any case) and refuses anything else", () => {
    const code = newBookingCode();
    expect(isBookingCodeShape(code)).toBe(true);
    expect(isBookingCodeShape(code.toLowerCase())).toBe(true);
    expect(isBookingCodeShape(code.slice(0, 7))).toBe(false);
    expect(isBookingCodeShape(`${code}A`)).toBe(false);
    expect(isBookingCodeShape("")).toBe(false);
    for (const bad of AMBIGUOUS) expect(isBookingCodeShape(`${code.slice(0, 7)}${bad}`)).toBe(false);
    expect(isBookingCodeShape(`${code.slice(0, 7)}-`)).toBe(false);
    expect(isBookingCodeShape(`${code.slice(0, 4)} ${code.slice(5)}`)).toBe(false);
  });

  it("10,000 codes have no duplicates", () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => newBookingCode()));
    expect(codes.size).toBe(10_000);
    for (const c of codes) for (const bad of AMBIGUOUS) expect(c.includes(bad)).toBe(false);
  });
});

describe("passports", () => {
  it.each([
    ["2026-01-15", "2026-07-15"],
    ["2026-07-10", "2027-01-10"],
    ["2026-03-31", "2026-09-30"],
    ["2026-12-31", "2027-06-30"],
    ["2026-08-31", "2027-02-28"],
    // 2028 is a leap year
    ["2027-08-31", "2028-02-29"],
    ["2027-08-29", "2028-02-29"],
    ["2027-08-28", "2028-02-28"],
  ])("a trip ending %s needs a passport valid until %s", (end, minimum) => {
    expect(passportExpiryMinimum(end)).toBe(minimum);
  });

  it("exactly the minimum is valid, one day before is not, no expiry given is valid", () => {
    expect(passportValidForTrip("2027-02-28", "2026-08-31")).toBe(true);
    expect(passportValidForTrip("2027-02-27", "2026-08-31")).toBe(false);
    expect(passportValidForTrip("2027-03-01", "2026-08-31")).toBe(true);
    expect(passportValidForTrip("2028-02-29", "2027-08-31")).toBe(true);
    expect(passportValidForTrip("2028-02-28", "2027-08-31")).toBe(false);
    expect(passportValidForTrip("2026-07-15", "2026-01-15")).toBe(true);
    expect(passportValidForTrip("2026-07-14", "2026-01-15")).toBe(false);
    expect(passportValidForTrip(null, "2026-01-15")).toBe(true);
  });
});

describe("expiresAt", () => {
  const created = new Date("2026-05-01T10:00:00.000Z");
  it("is the creation time plus the setting's hours", () => {
    expect(expiresAt(created, 48)?.toISOString()).toBe("2026-05-03T10:00:00.000Z");
    expect(expiresAt(created, 1)?.toISOString()).toBe("2026-05-01T11:00:00.000Z");
  });
  it("0 hours means never: null", () => {
    expect(expiresAt(created, 0)).toBeNull();
    expect(expiresAt(created, -5)).toBeNull();
  });
});

describe("bookingEditable", () => {
  it("allows an edit until the booking is cancelled or processed", () => {
    const editable = BOOKING_STATUSES.filter((s) => bookingEditable(s));
    expect(editable).toEqual(["pending", "processing", "paid"]);
  });
});

describe("paymentDateInFuture", () => {
  const now = new Date("2026-11-26T20:00:00Z"); // already the 27th in Jakarta and Kuala Lumpur

  it("accepts today and earlier, and the payer's tomorrow a day ahead of UTC", () => {
    expect(paymentDateInFuture("2026-11-26", now)).toBe(false);
    expect(paymentDateInFuture("2025-01-01", now)).toBe(false);
    expect(paymentDateInFuture("2026-11-27", now)).toBe(false);
  });

  it("refuses a date more than a day past UTC's now", () => {
    expect(paymentDateInFuture("2026-11-28", now)).toBe(true);
    expect(paymentDateInFuture("2027-01-01", now)).toBe(true);
    expect(paymentDateInFuture("2026-11-27", new Date("2026-11-25T23:59:59Z"))).toBe(true);
  });
});

describe("balanceDue", () => {
  it("is the total minus confirmed money, never negative", () => {
    expect(balanceDue({ status: "processing", total: 100, paidTotal: 30 })).toBe(70);
    expect(balanceDue({ status: "paid", total: 100, paidTotal: 120 })).toBe(0);
  });

  it("is nothing once the booking is cancelled: the penalty comes out of money paid, never billed", () => {
    expect(balanceDue({ status: "canceled", total: 72_000_000_00, paidTotal: 7_200_000_00 })).toBe(0);
    expect(balanceDue({ status: "canceled", total: 100, paidTotal: 0 })).toBe(0);
  });
});

describe("paidWith", () => {
  it("names the methods of the confirmed payments, not the one chosen at checkout", () => {
    const online = { method: "online" as const, status: "confirmed" };
    expect(paidWith("manual", [online])).toEqual(["online"]);
    expect(paidWith("manual", [{ method: "manual", status: "confirmed" }, online, online])).toEqual([
      "manual",
      "online",
    ]);
  });

  it("nothing confirmed: the open payments' methods; none open: the checkout's choice", () => {
    expect(paidWith("manual", [{ method: "online", status: "pending" }])).toEqual(["online"]);
    expect(paidWith("manual", [{ method: "online", status: "failed" }])).toEqual(["manual"]);
    expect(paidWith("card_link", [])).toEqual(["card_link"]);
  });
});

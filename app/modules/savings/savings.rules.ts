/**
 * A savings plan's monthly schedule (docs/product.md §Savings plans, decision 084): pure rules the
 * server and the screens share. Dates are the agency's calendar days ("2026-12-05").
 */

import { type Currency, MINOR_DIGITS } from "#app/shared/money";
import { MATCH_WINDOW_DAYS } from "#app/modules/payment/statement.rules";
import type { TourDetailDto } from "#app/modules/catalog/catalog.contract";
import { displayPrice } from "#app/modules/catalog/catalog.rules";

/** The plan statuses; the schema's enum (db/schema/savings.ts) lists the same (db/savings-enums.test.ts). */
export const SAVINGS_PLAN_STATUSES = ["open", "converted", "closed"] as const;
export type SavingsPlanStatus = (typeof SAVINGS_PLAN_STATUSES)[number];

export const MAX_PLAN_MONTHS = 120;
/** The "before" reminder goes this many days before a month's due date. */
export const REMINDER_DAYS_BEFORE = 3;

/** `isoDate` plus `months` calendar months, the day kept or, past the month's end, its last day (31 Jan + 1 = 28 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** Month `n` (1-based) is due on the opening day, n-1 months later. */
export function monthDueOn(startsOn: string, n: number): string {
  return addMonths(startsOn, n - 1);
}

export function addDays(isoDate: string, days: number): string {
  const t = Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

export interface PlanTerms {
  startsOn: string;
  months: number;
  monthlyAmount: number;
}

/** Months paid: whole monthly amounts the confirmed deposits cover, in order, at most the plan's months. */
export function paidMonths(plan: PlanTerms, balance: number): number {
  if (balance <= 0) return 0;
  return Math.min(plan.months, Math.floor(balance / plan.monthlyAmount));
}

/** Months whose due date has passed (before `today`) and that the balance does not cover. */
export function overdueMonths(plan: PlanTerms, balance: number, today: string): number {
  let due = 0;
  for (let n = 1; n <= plan.months && monthDueOn(plan.startsOn, n) < today; n++) due = n;
  return Math.max(0, due - paidMonths(plan, balance));
}

export interface MonthLine {
  month: number;
  due_on: string;
  state: "paid" | "overdue" | "due";
}

/** The whole schedule, month by month, as the customer and staff see it. */
export function planSchedule(plan: PlanTerms, balance: number, today: string): MonthLine[] {
  const paid = paidMonths(plan, balance);
  return Array.from({ length: plan.months }, (_, i) => {
    const month = i + 1;
    const dueOn = monthDueOn(plan.startsOn, month);
    const state = month <= paid ? "paid" : dueOn < today ? "overdue" : "due";
    return { month, due_on: dueOn, state };
  });
}

/** The first month not yet paid, or null when every month is. */
export function nextMonth(plan: PlanTerms, balance: number): { month: number; due_on: string } | null {
  const paid = paidMonths(plan, balance);
  if (paid >= plan.months) return null;
  return { month: paid + 1, due_on: monthDueOn(plan.startsOn, paid + 1) };
}

/**
 * Days a plan's transfer amount with its unique code stays issued (not told): the statement's
 * matching window (decision 058) for the day the bank posts the credit, and as long again for a
 * statement imported late (a weekly import, a holiday). Then it lapses and its code is free again,
 * as a booking's does when the booking no longer asks that amount; one a statement line matched
 * stays (docs/product.md §Savings plans).
 */
export const PLAN_TRANSFER_DAYS = 2 * MATCH_WINDOW_DAYS;

/** Whether a plan's transfer issued on the agency day `issuedOn` has lapsed on `today`. */
export function planTransferLapsed(issuedOn: string, today: string): boolean {
  return today > addDays(issuedOn, PLAN_TRANSFER_DAYS);
}

/**
 * What the first unpaid month still asks: the monthly amount less what the balance already put
 * toward it (a month partly paid asks only the rest); 0 when every month is paid.
 */
export function monthRemaining(plan: PlanTerms, balance: number): number {
  const paid = paidMonths(plan, balance);
  if (paid >= plan.months) return 0;
  return (paid + 1) * plan.monthlyAmount - Math.max(0, balance);
}

/**
 * The reminder a plan's next unpaid month asks today: "before" from REMINDER_DAYS_BEFORE days
 * before its due date up to it, "overdue" after it; null otherwise (sent once per plan, month and
 * kind: savings_reminders).
 */
export function reminderDue(
  plan: PlanTerms,
  balance: number,
  today: string,
): { month: number; due_on: string; kind: "before" | "overdue" } | null {
  const next = nextMonth(plan, balance);
  if (!next) return null;
  if (next.due_on < today) return { ...next, kind: "overdue" };
  if (addDays(next.due_on, -REMINDER_DAYS_BEFORE) <= today) return { ...next, kind: "before" };
  return null;
}

/**
 * The target the open-plan form suggests for a package (docs/product.md §Savings plans): with a
 * room type, the lowest fare of that room type on the package's upcoming departures (beds still for
 * sale first, on a bookable departure first), after the package's discount for one guest; without
 * one, or when no departure sells that room type, the package's "from" price. The customer may
 * type another target.
 */
export function suggestedTarget(
  tour: Pick<TourDetailDto, "display_price" | "discount_type" | "discount_value" | "departures">,
  roomTypeId: number | null,
): { amount: number; byRoomType: boolean } {
  const from = { amount: tour.display_price, byRoomType: false };
  if (roomTypeId === null) return from;
  const fares = tour.departures.flatMap((d) =>
    d.fares
      .filter((f) => f.room_type_id === roomTypeId)
      .map((f) => ({ price: f.price, onSale: d.bookable && !f.full })),
  );
  const pool = fares.some((f) => f.onSale) ? fares.filter((f) => f.onSale) : fares;
  if (pool.length === 0) return from;
  const lowest = Math.min(...pool.map((f) => f.price));
  const discount = tour.discount_type ? { type: tour.discount_type, value: tour.discount_value } : null;
  return { amount: displayPrice(lowest, discount), byRoomType: true };
}

/**
 * The monthly amount the open-plan form suggests (docs/product.md §Savings plans): the target over
 * the months, rounded up to a whole rupiah or ringgit (nobody pays Rp 4.866.666,67 a month), so
 * the months together reach the target.
 */
export function suggestedMonthly(target: number, months: number, currency: Currency): number {
  const unit = 10 ** MINOR_DIGITS[currency];
  return Math.ceil(target / months / unit) * unit;
}

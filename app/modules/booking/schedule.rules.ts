import { agencyToday, utcDay } from "#app/shared/dates";
import type { BookingStatus } from "./booking.contract";
import { balanceDue, depositDue, expiresAt } from "./booking.rules";
import type { BookingScheduleDto, DUE_KINDS } from "./schedule.contract";

/*
 * The payment schedule (docs/product.md §Payment schedule, decision 041): when the deposit and the
 * full payment are due, which reminders are due on a day, and what is overdue. Pure; every "today"
 * is the agency's calendar day (AGENCY_TIME_ZONE) of an injected instant. Unit-tested beside.
 */

export const REMINDER_KINDS = ["before_7", "before_1", "overdue"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
/** The two payments a booking is reminded of: its first payment (deposit) and the full payment. */
export type DueKind = (typeof DUE_KINDS)[number];

/** Days before a due date each advance reminder goes out. */
const DAYS_BEFORE: Record<Exclude<ReminderKind, "overdue">, number> = { before_7: 7, before_1: 1 };

const DAY_MS = 86_400_000;

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / DAY_MS);
}

/** A calendar day plus `days` (YYYY-MM-DD), leap years included. */
export function addDays(day: string, days: number): string {
  return new Date(utcDay(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The full payment's due date, fixed when the booking is made: `fullPaymentDays` before the
 * departure, but never before the agency's day of booking (a late booking pays in full at once).
 */
export function fullPaymentDueOn(departureStart: string, fullPaymentDays: number, bookedAt: Date): string {
  const due = addDays(departureStart.slice(0, 10), -fullPaymentDays);
  const bookedOn = agencyToday(bookedAt);
  // Calendar days as YYYY-MM-DD compare as text.
  if (due < bookedOn) return bookedOn;
  return due;
}

export interface ScheduleInput {
  status: BookingStatus;
  total: number;
  /** Confirmed money. */
  paidTotal: number;
  createdAt: Date;
  /** settings.booking_expiry_hours (0 = bookings never expire: no deposit deadline). */
  expiryHours: number;
  /** bookings.balance_due_on (null: a booking without a departure). */
  balanceDueOn: string | null;
}

export interface DueDate {
  kind: DueKind;
  /** The agency's calendar day it is due. */
  dueOn: string;
  /** The exact moment (the deposit: when the booking would expire); null for a day-only date. */
  dueAt: Date | null;
}

/**
 * The booking's open due dates: the deposit until anything is confirmed (due when the booking
 * would expire), the full payment while less than the total is confirmed. None for a canceled
 * booking. The deposit is left out when the full payment is due the same day or earlier: then
 * the whole amount is what is owed (a booking made close to its full-payment date).
 */
export function dueDates(b: ScheduleInput): DueDate[] {
  if (b.status === "canceled" || b.paidTotal >= b.total) return [];
  const out: DueDate[] = [];
  const depositAt = b.paidTotal === 0 ? expiresAt(b.createdAt, b.expiryHours) : null;
  const depositOn = depositAt ? agencyToday(depositAt) : null;
  if (depositAt && depositOn && (b.balanceDueOn === null || depositOn < b.balanceDueOn))
    out.push({ kind: "deposit", dueOn: depositOn, dueAt: depositAt });
  if (b.balanceDueOn) out.push({ kind: "full", dueOn: b.balanceDueOn, dueAt: null });
  return out;
}

export interface DueReminder {
  due: DueKind;
  dueOn: string;
  kind: ReminderKind;
}

/**
 * The reminders due on `today` (agency day): 7 days and 1 day before each open due date, and
 * "overdue" on any day after it (payment_reminders' key booking + due date + kind makes each one
 * go out once, ever; a missed day of 7 or 1 is not caught up: a late "7 days before" would lie).
 */
export function remindersDue(b: ScheduleInput, today: string): DueReminder[] {
  const out: DueReminder[] = [];
  for (const d of dueDates(b)) {
    const left = daysBetween(today, d.dueOn);
    if (left < 0) out.push({ due: d.kind, dueOn: d.dueOn, kind: "overdue" });
    else if (left === DAYS_BEFORE.before_7) out.push({ due: d.kind, dueOn: d.dueOn, kind: "before_7" });
    else if (left === DAYS_BEFORE.before_1) out.push({ due: d.kind, dueOn: d.dueOn, kind: "before_1" });
  }
  return out;
}

export interface OwedInput {
  status: BookingStatus;
  total: number;
  paidTotal: number;
  paymentType: "full" | "deposit";
  minFirstPayment: number;
}

/**
 * What a due date asks for: a deposit booking's first payment is its minimum (at least 1, as
 * paymentWindow), a full-payment booking's is everything; the full payment is everything left
 * (balanceDue: nothing once cancelled).
 */
export function amountOwed(b: OwedInput, due: DueKind): number {
  const left = balanceDue(b);
  return due === "deposit" && b.paymentType === "deposit" ? depositDue(b.minFirstPayment, left) : left;
}

export interface Overdue {
  due: DueKind;
  dueOn: string;
  daysOverdue: number;
}

/** The earliest due date already past on `today`, or null when nothing is overdue. */
export function overdueOf(b: ScheduleInput, today: string): Overdue | null {
  const past = dueDates(b).filter((d) => d.dueOn < today);
  if (past.length === 0) return null;
  const first = past.reduce((a, d) => (d.dueOn < a.dueOn ? d : a));
  return { due: first.kind, dueOn: first.dueOn, daysOverdue: daysBetween(first.dueOn, today) };
}

/** The booking's schedule as its page shows it (BookingDto.schedule), on `today` (agency day). */
export function bookingSchedule(b: ScheduleInput & OwedInput, today: string): BookingScheduleDto {
  const dates = dueDates(b);
  const deposit = dates.find((d) => d.kind === "deposit");
  const full = dates.find((d) => d.kind === "full");
  const late = overdueOf(b, today);
  return {
    deposit_due_at: deposit?.dueAt?.toISOString() ?? null,
    deposit_due_on: deposit?.dueOn ?? null,
    deposit_amount: deposit ? amountOwed(b, "deposit") : null,
    full_due_on: full?.dueOn ?? null,
    full_amount: full ? amountOwed(b, "full") : null,
    overdue: late ? { due: late.due, due_on: late.dueOn, days: late.daysOverdue } : null,
  };
}

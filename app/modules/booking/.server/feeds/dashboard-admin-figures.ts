import { branchScope, requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { bookingTotals, type Period, paymentTotals, plansAwaitingReview, refundTotals } from "./dashboard.repository";

export interface AdminBookingFigures {
  /** Bookings waiting for a first confirmed payment (the panel badge's figure). */
  pendingBookings: number;
  /** Bookings made in the current and the previous period, cancelled ones left out. */
  bookings: { current: number; previous: number };
  /**
   * Payments confirmed (by their review time) minus refunds paid (by the time they were marked
   * paid) in the current and the previous period (decision 043).
   */
  revenue: { current: number; previous: number };
  /** What pending and processing bookings still owe (booking.rules balanceDue), and how many owe it. */
  outstanding: { amount: number; bookings: number };
  /** Payments submitted and not reviewed yet (a savings plan's deposits too). */
  awaitingReview: { amount: number; payments: number };
  /** The savings plans (of the actor's branch) with deposits waiting for review, longest waiting first. */
  plansAwaitingReview: { planId: number; code: string; deposits: number; amount: number }[];
  /** Refunds owed back and not paid yet. */
  refundsDue: { amount: number; refunds: number };
  /** Bookings made in each of `months`, cancelled ones left out. */
  perMonth: number[];
}

/**
 * In-process, for the staff dashboard (the dashboard permission): booking and payment figures for
 * the periods the caller gives (instants: the caller owns the calendar). Sums are in minor units
 * of `currency`; rows of another currency (a site that changed it) are left out of them. Four
 * queries.
 */
export async function getAdminBookingFigures({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { current: Period; previous: Period; months: Period[]; currency: string; plans?: number };
}): Promise<AdminBookingFigures> {
  const actor = requireStaff(ctx, "dashboard");
  const [totals, money, back, plans] = await Promise.all([
    bookingTotals(ctx.db, input),
    paymentTotals(ctx.db, input),
    refundTotals(ctx.db, input),
    plansAwaitingReview(ctx.db, { currency: input.currency, branchId: branchScope(actor), limit: input.plans ?? 5 }),
  ]);
  return {
    pendingBookings: totals.pending,
    bookings: { current: totals.current, previous: totals.previous },
    revenue: { current: money.current - back.current, previous: money.previous - back.previous },
    outstanding: { amount: totals.outstanding, bookings: totals.outstandingBookings },
    awaitingReview: { amount: money.awaiting, payments: money.awaitingPayments },
    refundsDue: { amount: back.due, refunds: back.dueRefunds },
    plansAwaitingReview: plans,
    perMonth: totals.perMonth,
  };
}

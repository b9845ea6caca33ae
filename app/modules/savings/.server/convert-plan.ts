import type { z } from "zod";
import { requireOwnerOrStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { uniqueViolation } from "#app/shared/db-errors";
import { AppError } from "#app/shared/errors";
import { balanceDue } from "#app/modules/booking/booking.rules";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import type { BookingEffects } from "#app/modules/booking/.server/booking-effects";
import { absorbPlanDeposits, planBalances } from "#app/modules/booking/.server/money/payment-rows";
import type { convertInput, PlanDetailDto } from "#app/modules/savings/savings.contract";
import { loadPlan, planDetail } from "./plans";
import { findPlan, markConverted } from "./savings.repository";

/**
 * POST /api/savings/{id}/convert (decision 084, docs/product.md §Savings plans): a departure was
 * chosen and booked (the checkout, or staff's booking for the customer: guests, rooms, the
 * agreement), and the plan's money becomes that booking's, in one transaction: the plan row moves
 * open → converted first (zero rows: another conversion or a closure won, 409), then the booking
 * is locked and the deposits become its payments (absorbPlanDeposits). The plan's customer or
 * staff with bookings_manage within the branch. The booking must be the plan's customer's, in the
 * plan's currency, not canceled, and still owe at least the balance (the plan's money is never
 * more than the booking asks).
 */
export async function convertPlan({
  ctx,
  effects,
  input,
}: {
  ctx: Ctx;
  effects: BookingEffects;
  input: z.output<typeof convertInput> & { id: number };
}): Promise<PlanDetailDto> {
  const plan = await loadPlan(ctx, input.id, "bookings_manage");
  requireOwnerOrStaff(ctx, plan.customerId, "bookings_manage");
  // The booking exists and is the caller's to use, before the plan row names it.
  const asked = await loadBooking(ctx, input.booking_id, { permission: "bookings_manage" });
  if (asked.customerId !== plan.customerId) throw new AppError("not_found");
  try {
    await ctx.db.transaction(async (tx) => {
      const t: Ctx = { ...ctx, db: tx };
      const converted = await markConverted(tx, plan.id, input.booking_id, ctx.now());
      if (!converted) throw new AppError("conflict", { key: "savings_plan_not_open" });
      const booking = await loadBooking(t, input.booking_id, { lock: true, permission: "bookings_manage" });
      if (booking.customerId !== plan.customerId) throw new AppError("not_found");
      if (booking.status === "canceled") throw new AppError("conflict", { key: "booking_canceled" });
      if (booking.currency !== plan.currency) throw new AppError("conflict", { key: "savings_currency_mismatch" });
      const balance = (await planBalances(tx, [plan.id])).get(plan.id) ?? 0;
      if (balance > balanceDue(booking)) throw new AppError("conflict", { key: "savings_balance_exceeds" });
      await absorbPlanDeposits(t, effects, booking.id, { id: plan.id, code: plan.code });
    });
  } catch (err) {
    // The booking already took another plan's money (savings_plans_booking_idx).
    if (uniqueViolation(err) === "savings_plans_booking_idx")
      throw new AppError("conflict", { key: "savings_booking_taken" });
    throw err;
  }
  return planDetail(ctx, (await findPlan(ctx.db, plan.id))!);
}

import { z } from "zod";
import { listMeta, listQuery } from "#app/shared/list";

/*
 * The payment schedule's shapes (docs/product.md §Payment schedule): the due dates a booking
 * carries and the panel's overdue list. Its own file beside booking.contract.ts, which embeds
 * `bookingScheduleDto` in the booking.
 */

export const DUE_KINDS = ["deposit", "full"] as const;
const money = z.number().int();

export const bookingScheduleDto = z.object({
  // The first payment (deposit), while nothing is confirmed: due when the booking would expire.
  deposit_due_at: z.string().nullable(),
  deposit_due_on: z.string().nullable(),
  deposit_amount: money.nullable(),
  // The full payment's due date (agency calendar day) and what is still owed by it.
  full_due_on: z.string().nullable(),
  full_amount: money.nullable(),
  // The earliest due date already past with money owed: which one and how many days ago.
  overdue: z.object({ due: z.enum(DUE_KINDS), due_on: z.string(), days: z.number().int() }).nullable(),
});
export type BookingScheduleDto = z.infer<typeof bookingScheduleDto>;

/** Page through the overdue bookings, most overdue first; `search` finds a code, name or customer. */
export const overdueQuery = listQuery;
export type OverdueQuery = z.input<typeof overdueQuery>;

export const overdueBookingDto = z.object({
  id: z.uuid(),
  code: z.string(),
  booking_name: z.string(),
  status: z.enum(["pending", "processing", "paid", "processed"]),
  currency: z.string(),
  total: money,
  paid_total: money,
  // Everything still owed (total - confirmed).
  amount_owed: money,
  due: z.enum(DUE_KINDS),
  due_on: z.string(),
  days_overdue: z.number().int(),
  tour: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  time: z.object({ id: z.number().int(), start_date: z.string(), end_date: z.string() }).nullable(),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
});
export type OverdueBookingDto = z.infer<typeof overdueBookingDto>;
export const overdueListResponse = z.object({ data: z.array(overdueBookingDto), meta: listMeta });

import type { Ctx } from "#app/shared/context";
import { countBookingsOfCustomer, customerIdsByPassport, hasAnyBooking } from "../booking.repository";

/**
 * Whether any booking exists, in any status (in-process: the settings refuse a currency change
 * once amounts are stored in the current one; server/app.ts hands it to the setting module).
 */
export async function anyBookingExists({ ctx }: { ctx: Ctx }): Promise<boolean> {
  return hasAnyBooking(ctx.db);
}

/**
 * How many bookings a customer made, in any status (in-process: the admin's user editor shows it;
 * server/app.ts hands it to the account module, below booking).
 */
export function countCustomerBookings(ctx: Ctx, customerId: number): Promise<number> {
  return countBookingsOfCustomer(ctx.db, customerId);
}

/**
 * The customers one of whose guests carries a passport number containing `text` (spaces ignored,
 * any case), at most 200 (in-process: the customer search of the panel finds a pilgrim by it;
 * server/app.ts hands it to the account module, below booking). Fewer than 4 characters match nothing.
 */
export function customersByPassport(ctx: Ctx, text: string): Promise<number[]> {
  const wanted = text.replace(/\s+/g, "").toUpperCase();
  if (wanted.length < 4) return Promise.resolve([]);
  return customerIdsByPassport(ctx.db, wanted);
}

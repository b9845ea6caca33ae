import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { paymentWindow } from "#app/modules/booking/booking.rules";
import { openBookingsOfCustomer, tripsOfCustomer } from "./dashboard.repository";

export interface CustomerTrip {
  departureId: number;
  /** The customer's bookings holding seats on this departure, and their pax. */
  bookings: number;
  pax: number;
  /** Their latest booking there: what the dashboard links to. */
  bookingId: string;
  code: string;
}

export interface PayableBooking {
  id: string;
  code: string;
  currency: string;
  /** What the next payment may be now (`paymentWindow`, as BookingDto.next_payment). */
  min: number;
  max: number;
  first: boolean;
}

/**
 * In-process, for the customer dashboard: the signed-in customer's own trips (departures their
 * live bookings hold seats on) and the bookings they can pay something on now, oldest first.
 * Always the actor's own rows; two queries.
 */
export async function getCustomerBookingFigures({
  ctx,
}: {
  ctx: Ctx;
  input?: undefined;
}): Promise<{ trips: CustomerTrip[]; payable: PayableBooking[] }> {
  const actor = requireRole(ctx, "customer");
  const [trips, open] = await Promise.all([
    tripsOfCustomer(ctx.db, actor.id, ["pending", "processing", "paid", "processed"]),
    openBookingsOfCustomer(ctx.db, actor.id),
  ]);
  const payable = open.flatMap((b) => {
    const window = paymentWindow(b);
    return window ? [{ id: b.id, code: b.code, currency: b.currency, ...window }] : [];
  });
  return { trips, payable };
}

import type { Ctx } from "#app/shared/context";
import type { BookingStatus } from "#app/modules/booking/booking.contract";
import { commissionBookingRows } from "./commission.repository";

/** A booking as the commission module reads it (decision 078, docs/product.md §Commissions). */
export interface CommissionBooking {
  id: string;
  code: string;
  packageId: number | null;
  status: BookingStatus;
  currency: string;
  subtotal: number;
  extrasTotal: number;
  discount: number;
  /** The guests by traveller type; a booking without guest rows counts its pax as adults. */
  travellers: { adult: number; child: number; infant: number };
}

/**
 * In-process, for the commission module (above booking): the bookings of these ids with what a
 * commission is computed from. No guard: the caller's own use case guards (or runs inside a move).
 */
export async function commissionBookings(ctx: Ctx, ids: string[]): Promise<Map<string, CommissionBooking>> {
  const rows = await commissionBookingRows(ctx.db, [...new Set(ids)]);
  return new Map(
    rows.map((r) => {
      const counted = r.adult + r.child + r.infant;
      return [
        r.id,
        {
          id: r.id,
          code: r.code,
          packageId: r.packageId,
          status: r.status,
          currency: r.currency,
          subtotal: r.subtotal,
          extrasTotal: r.extrasTotal,
          discount: r.discount,
          travellers:
            counted > 0 ? { adult: r.adult, child: r.child, infant: r.infant } : { adult: r.pax, child: 0, infant: 0 },
        },
      ];
    }),
  );
}

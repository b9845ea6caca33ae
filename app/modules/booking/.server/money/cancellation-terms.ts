import type { Ctx } from "#app/shared/context";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import { type CancellationFigures, cancellationFigures, effectivePolicy } from "#app/modules/booking/refund.rules";
import type { BookingRow } from "../booking.repository";

/**
 * What cancelling this booking now would keep and refund (refund.rules cancellationFigures): the
 * package's own tiers or the site's, days counted to its departure in the agency's zone at
 * `ctx.now()`. The lookups run one after another (callers may be inside a transaction).
 */
export async function cancellationTerms(ctx: Ctx, booking: BookingRow): Promise<CancellationFigures> {
  const facts = await describeTours({
    ctx,
    input: {
      tour_ids: booking.packageId ? [booking.packageId] : [],
      time_ids: booking.departureId ? [booking.departureId] : [],
    },
  });
  const site = await getBookingPolicy({ ctx });
  const own = booking.packageId ? (facts.tours.get(booking.packageId)?.cancellationPolicy ?? null) : null;
  const departure = booking.departureId ? facts.times.get(booking.departureId) : undefined;
  return cancellationFigures({
    policy: effectivePolicy(site.cancellationPolicy, own),
    total: booking.total,
    paidTotal: booking.paidTotal,
    refundedTotal: booking.refundedTotal,
    departureDate: departure?.startDate ?? null,
    now: ctx.now(),
  });
}

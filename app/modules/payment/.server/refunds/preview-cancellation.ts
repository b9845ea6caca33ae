import type { UseCaseArgs } from "#app/shared/context";
import type { CancellationPreviewDto } from "#app/modules/booking/refund.contract";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import { cancellationTerms } from "#app/modules/booking/.server/money/cancellation-terms";

/**
 * "What would cancelling now cost?" for the booking's customer or staff with bookings_view (another customer: 404),
 * the figures the cancel itself records (same function, same clock), shown before the confirmation.
 */
export async function previewCancellation({
  ctx,
  input,
}: UseCaseArgs<{ id: string }>): Promise<CancellationPreviewDto> {
  const booking = await loadBooking(ctx, input.id);
  const f = await cancellationTerms(ctx, booking);
  return {
    currency: booking.currency,
    total: booking.total,
    held: f.held,
    days_left: f.days_left,
    tier: f.tier ? { ...f.tier, to_days: f.tier_to_days } : null,
    penalty: f.penalty,
    admin_fee: f.admin_fee,
    refund: f.refund,
  };
}

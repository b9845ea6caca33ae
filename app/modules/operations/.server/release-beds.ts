import type { BookingEffectPart } from "#app/modules/booking/.server/booking-effects";
import { holdsSeats, unplaceGuestsOfBooking } from "#app/modules/booking/.server/guest-rooms";

/**
 * A booking that stops holding seats (cancelled by anyone, or expired) leaves the rooming list in
 * the move's transaction: its beds are free for the next arrange (docs/product.md §Rooming list).
 */
export const releaseBeds: BookingEffectPart = {
  async afterMove(t, { row }) {
    if (!holdsSeats(row.status)) await unplaceGuestsOfBooking(t.db, row.id);
  },
};

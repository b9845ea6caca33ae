import type { Ctx } from "../../../shared/context";
import type { BookingDto } from "../booking.contract";
import { loadBooking } from "./booking-access";
import { toBookingDto } from "./booking-views";

/** One booking with guests, extras, payments and history: its customer or an admin only. */
export async function getBooking({ ctx, input }: { ctx: Ctx; input: { id: string } }): Promise<BookingDto> {
  return toBookingDto(ctx, await loadBooking(ctx, input.id));
}

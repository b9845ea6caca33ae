import { branchScope, requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { localeTag } from "#app/shared/i18n/config";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import type { BookingTaker } from "#app/modules/booking/booking.contract";
import { bookingTakerIds } from "./booking.repository";

/**
 * The staff who took the bookings the caller may see (a branch clerk: their branch's), by name:
 * the choices of the booking list's and the report's "taken by" filter. Staff with bookings_view,
 * who may not read the staff list itself; a colleague deactivated since still counts.
 */
export async function listBookingTakers({ ctx }: { ctx: Ctx; input?: undefined }): Promise<BookingTaker[]> {
  const actor = requireStaff(ctx, "bookings_view");
  const ids = await bookingTakerIds(ctx.db, branchScope(actor));
  const users = await describeUsers({ ctx, input: { ids } });
  return ids
    .map((id) => ({ id, name: users.get(id)?.name ?? "" }))
    .sort((a, b) => a.name.localeCompare(b.name, localeTag[ctx.locale]) || a.id - b.id);
}

import type { Ctx } from "#app/shared/context";
import { findClosureBookings as bookingsOf } from "#app/modules/booking/.server/personal-data";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import type { ClosureBooking } from "#app/modules/privacy/privacy.rules";

/** The customers' bookings with their departure's last day: the closure rule's input (privacy.rules.ts). */
export async function findClosureBookings(
  ctx: Ctx,
  customerIds: number[],
): Promise<(ClosureBooking & { customerId: number })[]> {
  const rows = await bookingsOf(ctx.db, customerIds);
  const { times } = await describeTours({
    ctx,
    input: { tour_ids: [], time_ids: rows.flatMap((r) => r.departureId ?? []) },
  });
  return rows.map(({ departureId, ...r }) => ({
    ...r,
    departureEnd: (departureId !== null ? times.get(departureId)?.endDate : undefined) ?? null,
  }));
}

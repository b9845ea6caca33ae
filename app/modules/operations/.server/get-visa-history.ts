import type { UseCaseArgs } from "#app/shared/context";
import type { VisaHistoryResponse } from "#app/modules/operations/visa.contract";
import { listVisaEvents } from "./visa.repository";
import { requireVisaStaff, userNames, visaDeparture, visibleGuest } from "./visa-views";

/**
 * GET /api/departures/{time_id}/guest/{guest_id}/visa/history (staff with documents): every change
 * of a guest's visa, oldest first, with who recorded it. Another departure's guest, a cancelled
 * booking's or, for a branch clerk, another branch's: 404.
 */
export async function getVisaHistory({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; guest_id: number }>): Promise<VisaHistoryResponse["data"]> {
  const actor = requireVisaStaff(ctx);
  const departure = await visaDeparture(ctx, input.time_id);
  const guest = await visibleGuest(ctx, actor, departure.id, input.guest_id);
  const events = await listVisaEvents(ctx.db, guest.guestId);
  const names = await userNames(
    ctx,
    events.map((e) => e.byUserId),
  );
  return {
    guest_id: guest.guestId,
    full_name: guest.fullName,
    events: events.map((e) => ({
      id: e.id,
      status: e.status,
      visa_number: e.visaNumber,
      reason: e.reason,
      by: e.byUserId ? (names.get(e.byUserId) ?? null) : null,
      at: e.at.toISOString(),
    })),
  };
}

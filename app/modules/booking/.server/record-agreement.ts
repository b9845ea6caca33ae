import { requireRole, requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { AGREEMENT_VERSION, type BookingDto } from "#app/modules/booking/booking.contract";
import { loadBooking } from "./booking-access";
import { lockBooking, updateBookingRow } from "./booking.repository";
import { toBookingDto } from "./booking-views";

/**
 * POST /booking/{id}/agreement (docs/product.md §Written agreement): staff with bookings_manage,
 * or the agent the booking is credited to (decision 085), record that the customer signed the
 * written agreement in person, for a booking taken at the counter, on the phone, over WhatsApp or
 * by an agent. The server's current version is recorded, with the time and who recorded it, under
 * the booking's row lock. A booking that already has an acceptance keeps it (409
 * agreement_recorded: an accepted text is never replaced); a cancelled one takes none (409). A
 * branch clerk: another branch's booking is unknown (404); an agent: another agent's booking too
 * (404); a customer who is no agent may not (403).
 */
export async function recordAgreement({ ctx, input }: UseCaseArgs<{ id: string }>): Promise<BookingDto> {
  const caller = requireRole(ctx);
  const agentId = caller.role === "customer" ? caller.agentId : null;
  const actor = agentId == null ? requireStaff(ctx, "bookings_manage") : caller;
  const row = await ctx.db.transaction(async (tx) => {
    const t: Ctx = { ...ctx, db: tx };
    const booking =
      agentId == null
        ? await loadBooking(t, input.id, { lock: true, permission: "bookings_manage" })
        : await lockAgentsBooking(t, input.id, agentId);
    if (booking.agreementVersion) throw new AppError("conflict", { key: "agreement_recorded" });
    if (booking.status === "canceled") throw new AppError("conflict", { key: "booking_locked" });
    return updateBookingRow(tx, booking.id, {
      agreementVersion: AGREEMENT_VERSION,
      agreementAcceptedAt: ctx.now(),
      agreementAcceptance: "in_person",
      agreementRecordedBy: actor.id,
    });
  });
  return toBookingDto(ctx, row);
}

/** The booking credited to this agent, locked; any other (another agent's, none) 404 (decision 078 §3). */
async function lockAgentsBooking(ctx: Ctx, id: string, agentId: number) {
  const row = await lockBooking(ctx.db, id);
  if (!row || row.agentId !== agentId) throw new AppError("not_found");
  return row;
}

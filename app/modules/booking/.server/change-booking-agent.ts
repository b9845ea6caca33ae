import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError, fieldError } from "#app/shared/errors";
import { agentRefs, referralAgent } from "#app/modules/agent/.server/referral";
import type { BookingDto, bookingAgentInput } from "#app/modules/booking/booking.contract";
import { loadBooking } from "./booking-access";
import type { EffectArgs } from "./booking-effects";
import { insertEvent, updateBookingRow } from "./booking.repository";
import { toBookingDto } from "./booking-views";

/**
 * Staff with bookings_manage credit a booking to another approved agent, or to none (decision 078
 * §3, docs/product.md §Agents): under the booking's row lock, with the reason in its history
 * (`agent_changed`, the codes before and after). The commission module then reverses what the
 * former agent earned on it and, for a booking paid in full, earns for the new one
 * (`afterAgentChange`, in the same transaction). A cancelled booking keeps its agent (409); the
 * agent it already has, or the customer's own agent account, is refused on the field (422).
 */
export async function changeBookingAgent({
  ctx,
  effects,
  input,
}: EffectArgs<z.output<typeof bookingAgentInput> & { id: string }>): Promise<BookingDto> {
  const actor = requireStaff(ctx, "bookings_manage");
  const row = await ctx.db.transaction(async (tx) => {
    const t: Ctx = { ...ctx, db: tx };
    const booking = await loadBooking(t, input.id, { lock: true, permission: "bookings_manage" });
    if (booking.status === "canceled") throw new AppError("conflict", { key: "booking_locked" });
    const agent = input.agent_code ? await referralAgent(t, input.agent_code, booking.customerId) : null;
    if (input.agent_code && !agent) throw fieldError("agent_code", "agent_code_unknown");
    const next = agent?.id ?? null;
    if (next === booking.agentId) throw fieldError("agent_code", "agent_unchanged");
    const before = booking.agentId ? (await agentRefs(t, [booking.agentId])).get(booking.agentId) : undefined;
    const updated = await updateBookingRow(tx, booking.id, { agentId: next });
    await insertEvent(tx, {
      bookingId: booking.id,
      kind: "agent_changed",
      actorId: actor.id,
      reason: input.reason,
      changes: { agent: [before?.code ?? null, agent?.code ?? null] },
    });
    await effects.afterAgentChange(t, updated, booking.agentId);
    return updated;
  });
  return toBookingDto(ctx, row);
}
